import { colon } from "#app/lib/i18n/typography.ts";
import { type APIRequestContext, type Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { dataTableNamespace } from "#app/ui/data-table/locales.ts";
import { openAdminSection } from "./admin-nav.ts";
import FORMS_FR from "#app/lib/forms/locales/fr.ts";
import { adminApi, inHtml, shareSession, signUp, trySignIn, uniqueEmail } from "./accounts.ts";
import { ON_PHONE, apiContext, expect as baseExpect, hydrated, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The admin CRM (issue 8): the index, the leads inbox and pipeline, a lead's record, clients and
 * the audit log in French (and one pass in English), and the staff permissions checked over
 * plain HTTP: a customer gets nothing, each staff role only what its matrix allows, and every
 * mutation leaves an audit entry.
 */
const FR = allAdminTexts.fr;
const EN = allAdminTexts.en;
const LIST_FR = dataTableNamespace.fr;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];

async function adminPage(page: Page): Promise<void> {
  const api = await adminApi();
  await shareSession(page, api);
  await api.dispose();
}

async function signedIn(email: string): Promise<APIRequestContext> {
  const api = await trySignIn(email);
  expect(api, `sign-in of ${email}`).not.toBeNull();
  return api!;
}

async function firstLeadId(api: APIRequestContext, query = ""): Promise<string> {
  const html = await (await api.get(`/admin/quotes${query}`)).text();
  const id = /\/admin\/quotes\/([0-9a-f-]{36})/.exec(html)?.[1];
  expect(id, "a lead in the inbox").toBeTruthy();
  return id!;
}

// Refused requests (403, 400) are part of these tests.
test.use({ allowedConsole: REFUSED });

test("staff permissions and the audit log, over HTTP", async () => {
  test.setTimeout(90_000);
  const admin = await adminApi();

  // Anonymous visitors go to the sign-in page; customers to their dashboard and get no data.
  const anonymous = await apiContext();
  const anon = await anonymous.get("/admin/quotes", { maxRedirects: 0 });
  expect(anon.status()).toBe(302);
  expect(anon.headers().location).toMatch(/^\/auth/);
  expect((await anonymous.get("/admin/export/leads.csv", { maxRedirects: 0 })).status()).toBe(302);
  await anonymous.dispose();

  const customerEmail = uniqueEmail("client");
  const salesEmail = uniqueEmail("commercial");
  const supportEmail = uniqueEmail("support");
  for (const email of [customerEmail, salesEmail, supportEmail]) await (await signUp(email)).dispose();
  const leadId = await firstLeadId(admin, "?stage=new");

  const customer = await signedIn(customerEmail);
  for (const path of [
    "/admin",
    "/admin/quotes",
    "/admin/clients",
    "/admin/logs",
    "/admin/export/leads.csv",
  ]) {
    const res = await customer.get(path, { maxRedirects: 0 });
    expect(res.status(), `customer GET ${path}`).toBe(302);
    expect(res.headers().location).toBe("/dashboard");
  }
  const customerPost = await customer.post(`/admin/quotes/${leadId}`, {
    form: { intent: "move", stage: "qualified" },
    maxRedirects: 0,
  });
  expect(customerPost.status()).toBe(302);
  await customer.dispose();

  // Roles are given on the settings page, with translated validation errors.
  const invalid = await admin.post("/admin/settings", {
    form: { intent: "assign", email: "", role: "chef" },
  });
  expect(invalid.status()).toBe(400);
  const invalidHtml = await invalid.text();
  expect(invalidHtml).toContain(inHtml(FR.validation.required));
  expect(invalidHtml).toContain(inHtml(FR.validation.invalidChoice));
  const unknown = await admin.post("/admin/settings", {
    form: { intent: "assign", email: "personne@lycee-e2e.example", role: "sales" },
  });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain(inHtml(FR.validation.unknownUser));
  for (const [email, role] of [
    [salesEmail, "sales"],
    [supportEmail, "support"],
  ] as const) {
    const res = await admin.post("/admin/settings", { form: { intent: "assign", email, role } });
    expect(res.status(), `assign ${role}`).toBe(200);
  }

  // Sales: leads yes (with the export), billing, settings and the log no.
  const sales = await signedIn(salesEmail);
  expect((await sales.get("/admin/quotes")).status()).toBe(200);
  expect((await sales.get("/admin/clients")).status()).toBe(200);
  for (const path of ["/admin/billing", "/admin/logs", "/admin/settings", "/admin/support"]) {
    expect((await sales.get(path, { maxRedirects: 0 })).status(), `sales GET ${path}`).toBe(403);
  }
  const selfPromote = await sales.post("/admin/settings", {
    form: { intent: "assign", email: salesEmail, role: "billing" },
    maxRedirects: 0,
  });
  expect(selfPromote.status()).toBe(403);
  const csv = await sales.get("/admin/export/leads.csv?type=contact");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const csvText = await csv.text();
  // French Excel's shape: a BOM, `;` between cells, names, phone and message of each lead.
  expect(csvText.split("\r\n")[0]).toBe(
    "\uFEFFid;created_at;type;stage;first_name;last_name;email;phone;institution;message;source;campaign;language;owner;value_eur;lost_reason",
  );
  // No cell of the export can start a formula.
  for (const line of csvText.split("\r\n").slice(1)) {
    for (const cell of line.split(";")) expect(cell).not.toMatch(/^"?[=+@]|^"?-[^\d]/);
  }
  // A lost lead needs a reason (translated error); a valid move is recorded.
  const lost = await sales.post(`/admin/quotes/${leadId}`, {
    form: { intent: "move", stage: "lost", lostReason: " " },
  });
  expect(lost.status()).toBe(400);
  expect(await lost.text()).toContain(inHtml(FR.validation.lostReasonRequired));
  const moved = await sales.post(`/admin/quotes/${leadId}`, { form: { intent: "move", stage: "qualified" } });
  expect(moved.status()).toBe(200);
  await sales.dispose();

  // Support: may read leads, not change them.
  const support = await signedIn(supportEmail);
  expect((await support.get(`/admin/quotes/${leadId}`)).status()).toBe(200);
  const supportMove = await support.post(`/admin/quotes/${leadId}`, {
    form: { intent: "move", stage: "demo_booked" },
    maxRedirects: 0,
  });
  expect(supportMove.status()).toBe(403);
  expect((await support.get("/admin/export/leads.csv", { maxRedirects: 0 })).status()).toBe(403);
  expect((await support.get("/admin/billing", { maxRedirects: 0 })).status()).toBe(403);
  await support.dispose();

  // The audit log shows the role changes, the sales move and the export, with their authors.
  const log = await (await admin.get(`/admin/logs?actor=${encodeURIComponent(salesEmail)}`)).text();
  expect(log).toContain(FR.actions["lead.stage"]);
  expect(log).toContain(FR.actions["leads.export"]);
  // The change in words: "Étape : Nouveau → Qualifié" (the cell's full text, in its title).
  expect(log).toContain(
    inHtml(`${FR.history.fields.stage}${colon("fr")}${FR.stages.new} → ${FR.stages.qualified}`),
  );
  const roles = await (await admin.get("/admin/logs?action=staff.role")).text();
  expect(roles).toContain(salesEmail);
  expect(roles).toContain(supportEmail);
  // The record's own timeline shows the move too.
  // The lead's history names the sales member and links to their entries in the log.
  expect(await (await admin.get(`/admin/quotes/${leadId}`)).text()).toContain(
    inHtml(`/admin/logs?actor=${encodeURIComponent(salesEmail)}`),
  );
  await admin.dispose();
});

test("the admin CRM in French: index, pipeline, a lead, clients and the log", ON_PHONE, async ({ page }) => {
  test.setTimeout(60_000);
  // A quote request of this run's own, sent over HTTP: the two screens' runs, side by side, each
  // change their own lead.
  const email = uniqueEmail(`crm-fr-${test.info().project.name}`);
  const visitor = await apiContext();
  const form = await (await visitor.get("/devis")).text();
  const sent = await visitor.post("/devis", {
    form: {
      _token: /name="_token" value="([^"]+)"/.exec(form)![1]!,
      website_url: "",
      institution: "Lycée des Essais du CRM",
      institutionType: "secondary",
      students: "640",
      establishments: "1",
      timeline: "within-3-months",
      firstName: "Claire",
      lastName: "Vasseur",
      email,
      message: "Un devis pour la rentrée, s'il vous plaît.",
    },
    maxRedirects: 0,
  });
  expect(sent.status(), "quote request sent").toBe(303);
  await visitor.dispose();
  await adminPage(page);

  // Index: this week's numbers, each linking to its list, and the chart.
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByText(FR.overview.newLeads)).toBeVisible();
  await expect(page.getByText(FR.overview.mrr)).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(FR.overview.chartTitle) })).toBeVisible();
  await openAdminSection(page, "quotes");

  // Inbox: sorted on the server, filtered, and the board.
  await expect(page.getByRole("heading", { level: 1, name: "Demandes et devis" })).toBeVisible();
  await page.getByRole("link", { name: `Trier par ${FR.leads.columns.value}` }).click();
  await expect(page).toHaveURL(/sort=value&dir=asc/);
  await page.getByRole("combobox", { name: FR.leads.filters.type }).selectOption("quote");
  await page.getByRole("button", { name: LIST_FR.filter }).click();
  await expect(page).toHaveURL(/type=quote/);
  await expect(page.getByRole("region", { name: FR.nav.quotes }).getByRole("row").nth(1)).toContainText(
    FR.leadTypes.quote,
  );
  await page.getByRole("link", { name: FR.leads.views.board }).click();
  await expect(
    page.getByRole("heading", { name: new RegExp(`^${FR.stages.proposal_sent} \\(`) }),
  ).toBeVisible();
  await page.getByRole("link", { name: FR.leads.views.table }).click();
  await expect(page).not.toHaveURL(/view=board/);

  // A lead (this run's own, found by its address): a loss needs a reason; a move, an owner and a
  // note are recorded in its history.
  await page.getByLabel(FR.leads.filters.q).fill(email);
  await page.getByRole("button", { name: LIST_FR.filter }).click();
  await page
    .getByRole("region", { name: FR.nav.quotes })
    .getByRole("row")
    .filter({ hasText: FR.leadTypes.quote })
    .getByRole("link")
    .first()
    .click();
  await hydrated(page);
  // What the visitor sent, under the form's own labels, never as raw keys or JSON.
  const submitted = page.getByRole("region", { name: FR.leads.detail.submitted });
  await expect(submitted.getByText(FORMS_FR.fields.lastName, { exact: true })).toBeVisible();
  for (const term of await submitted.getByRole("term").allTextContents()) {
    expect(term, "a label, not a form field's key").not.toMatch(/^[a-z]+[A-Z]/);
  }
  await expect(submitted).not.toContainText(/[[{]"/);
  const pipeline = page.getByRole("region", { name: FR.leads.detail.pipeline });
  await pipeline.getByLabel(FR.leads.detail.moveTo).selectOption("lost");
  await pipeline.getByRole("button", { name: FR.leads.detail.move }).click();
  await expect(page.getByText(FR.validation.lostReasonRequired)).toBeVisible();
  await pipeline.getByLabel(FR.leads.detail.lostReason).fill("Budget reporté à l'an prochain");
  await pipeline.getByRole("button", { name: FR.leads.detail.move }).click();
  await expect(page.getByText(FR.leads.moved)).toBeVisible();
  await expect(pipeline.getByText(/Perdue : Budget reporté/)).toBeVisible();
  await pipeline.getByLabel(FR.leads.detail.moveTo).selectOption("qualified");
  await pipeline.getByRole("button", { name: FR.leads.detail.move }).click();
  await expect(pipeline.getByText(FR.stages.qualified, { exact: true })).toBeVisible();
  await pipeline.getByLabel(FR.leads.detail.value).fill("1 490,50");
  await pipeline.getByRole("button", { name: FR.leads.detail.saveValue }).click();
  await expect(pipeline.getByText(/1\s490,50\s€/)).toBeVisible();
  const notes = page.getByRole("region", { name: FR.leads.detail.notes });
  await notes.getByLabel(FR.leads.detail.note).fill("Rappeler la direction mardi.");
  await notes.getByRole("button", { name: FR.leads.detail.addNote }).click();
  await expect(notes.getByText("Rappeler la direction mardi.").first()).toBeVisible();
  const history = page.getByRole("region", { name: FR.leads.detail.timeline });
  await expect(history.getByText(FR.actions["lead.stage"]).first()).toBeVisible();
  await expect(history.getByText(FR.actions["lead.note"]).first()).toBeVisible();
  await expect(
    history.locator("li", { hasText: FR.history.fields.lostReason }).first(),
    "the reason for the loss, in words",
  ).toContainText("Budget reporté");

  // Clients: search on the server, then a client's record.
  await openAdminSection(page, "clients");
  await page.getByLabel(FR.clients.filters.q).fill("marie-curie");
  await page.getByRole("button", { name: LIST_FR.search }).click();
  await expect(page).toHaveURL(/q=marie-curie/);
  await page.getByRole("link", { name: "Lycée polyvalent Marie-Curie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lycée polyvalent Marie-Curie" })).toBeVisible();
  for (const title of [
    FR.clients.detail.subscription,
    FR.clients.detail.users,
    FR.clients.detail.invoices,
    FR.clients.detail.tickets,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }

  // The log: read-only, filtered by action.
  await openAdminSection(page, "logs");
  await expect(page.getByText(FR.logs.readOnly)).toBeVisible();
  await page.getByRole("combobox", { name: FR.logs.filters.action }).selectOption("lead.note");
  await page.getByRole("button", { name: LIST_FR.filter }).click();
  await expect(page).toHaveURL(/action=lead.note/);
  await expect(
    page.getByRole("region", { name: FR.nav.logs }).getByText(FR.actions["lead.note"]).first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /supprimer|modifier/i })).toHaveCount(0);
});

test("the admin CRM in English", async ({ page }) => {
  await adminPage(page);
  await page.goto("/en/admin");
  await hydrated(page);
  await expect(page.getByText(EN.overview.newLeads)).toBeVisible();
  const nav = page.getByRole("navigation", { name: EN.nav.label });
  await nav.getByRole("link", { name: EN.nav.quotes }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads and quotes" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Sort by ${EN.leads.columns.created}` })).toBeVisible();
  await nav.getByRole("link", { name: EN.nav.clients }).click();
  await expect(page.getByRole("link", { name: `Sort by ${EN.clients.columns.name}` })).toBeVisible();
  await nav.getByRole("link", { name: EN.nav.logs }).click();
  await expect(page.getByText(EN.logs.readOnly)).toBeVisible();
  await nav.getByRole("link", { name: EN.nav.settings }).click();
  await expect(page.getByRole("heading", { name: EN.staff.matrix })).toBeVisible();
});

test(
  "the demos view lists the booked demos by date, each linked to its lead",
  ON_PHONE,
  async ({ page }, info) => {
    // A demo booked over HTTP, on the soonest free slots (leads.spec.ts books from the fourth on).
    const visitor = await apiContext();
    const html = await (await visitor.get("/demo")).text();
    const token = /name="_token" value="([^"]+)"/.exec(html)![1]!;
    const slots = [...html.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1]!).filter(Boolean);
    const slot = slots[info.project.name === "mobile" ? 1 : 0]!;
    const institution = `Lycée de l'Agenda ${info.project.name} ${Date.now().toString(36)}`;
    const booked = await visitor.post("/demo", {
      form: {
        _token: token,
        website_url: "",
        institution,
        institutionType: "secondary",
        students: "640",
        slot,
        firstName: "Agathe",
        lastName: "Calendrier",
        email: uniqueEmail("agenda"),
      },
      maxRedirects: 0,
    });
    expect(booked.status()).toBe(303);
    await visitor.dispose();

    await adminPage(page);
    await page.goto("/admin/quotes");
    await hydrated(page);
    await page.getByRole("link", { name: FR.leads.views.demos }).click();
    await expect(page).toHaveURL(/view=demos/);
    const agenda = page.getByRole("region", { name: FR.demos.label });
    const row = agenda.getByRole("row").filter({ hasText: institution });
    await expect(row).toContainText("Agathe Calendrier");
    await expect(row).toContainText(FR.demos.statuses.confirmed);
    await page.getByRole("link", { name: FR.demos.past }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(page.getByRole("region", { name: FR.demos.label }).getByText(institution)).toHaveCount(0);
    await page.getByRole("link", { name: FR.demos.upcoming }).click();
    await page
      .getByRole("region", { name: FR.demos.label })
      .getByRole("row")
      .filter({ hasText: institution })
      .getByRole("link")
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(FR.leadTypes.demo);
  },
);
