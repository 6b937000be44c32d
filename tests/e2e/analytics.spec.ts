import { DatabaseSync } from "node:sqlite";
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { visitorKey } from "#app/features/tracking/visitor-key.server.ts";
import { feedbackNamespace } from "#app/features/leads/ui/feedback/locales.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { mailLink } from "../support/mail-text.ts";
import { expect as baseExpect, hydrated, lookAt, mailsTo, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * First-party analytics (issue 9): page views and events reach `POST /api/events` when the page
 * is hidden, and a global analytics function gets the same events; the admin analytics page
 * (issue 8) shows the figures in French and English: traffic, leads by UTM campaign, medium and
 * language, the funnel, the chatbot's intents and lead quality, feedback, over a chosen range.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`;
// The same password and admin as admin.spec.ts, which may have created the account already.
const PASSWORD = "Cahier-lune-7";
const ADMIN = "direction@ga-education.fr";

async function trySignIn(email: string): Promise<APIRequestContext | null> {
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const res = await api.post("/auth", {
    form: { intent: "sign-in", email, password: PASSWORD },
    maxRedirects: 0,
  });
  if (res.status() === 302) return api;
  await api.dispose();
  return null;
}

/** The admin of ADMIN_EMAILS, created and confirmed unless another spec did it already. */
async function adminApi(): Promise<APIRequestContext> {
  const existing = await trySignIn(ADMIN);
  if (existing) return existing;
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await api.post("/auth?view=sign-up", {
    form: {
      intent: "sign-up",
      firstName: "Alex",
      lastName: "Équipe",
      email: ADMIN,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: "on",
    },
  });
  const mails = await mailsTo(ADMIN, 1);
  await api.get(mailLink(mails.at(-1)!.raw, "/api/auth/verify-email"), { maxRedirects: 0 });
  await api.dispose();
  const signedIn = await trySignIn(ADMIN);
  expect(signedIn, "admin sign-in").not.toBeNull();
  return signedIn!;
}

/** Events stored for one visitor key (the e2e server's SQLite database). */
function storedEvents(key: string): { type: string; name: string; path: string }[] {
  const conn = new DatabaseSync(`${DATA_DIR}/app.db`, { readOnly: true });
  try {
    const salt = conn.prepare("select salt from analytics_salt order by day desc limit 1").get() as
      { salt: string } | undefined;
    if (!salt) return [];
    return conn
      .prepare("select type, name, path from analytics_event where visitor_key = ? order by created_at, name")
      .all(visitorKey(salt.salt, key.split("|")[0]!, key.split("|")[1]!)) as never;
  } finally {
    conn.close();
  }
}

/** Hides the page as a switch to another tab does. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test("page views and events reach the endpoint and a global analytics function", async ({ page }, info) => {
  // Its own client address: the visitor key (and the rate limit) are this test's alone.
  const address = `10.43.${info.workerIndex % 250}.${Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ "x-test-client-address": address });
  await page.addInitScript(() => {
    const calls: [string, unknown][] = [];
    Object.assign(window, { analytics: { track: (e: string, p: unknown) => calls.push([e, p]) }, calls });
  });

  const sent: { type: string; name: string; path: string }[] = [];
  const statuses: number[] = [];
  page.on("requestfinished", (request) => {
    if (!request.url().endsWith("/api/events")) return;
    sent.push(...(request.postDataJSON() as { events: typeof sent }).events);
    void request.response().then((r) => statuses.push(r?.status() ?? 0));
  });

  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: /Voir la démo/ }).click();
  // A client navigation: one more page view.
  await page.locator('footer a[href="/tarification"]').first().click();
  await expect(page).toHaveURL(/\/tarification$/);
  // The new page's view is counted once it is shown (the stub sees it at the same moment).
  await page.waitForFunction(() => (window as unknown as { calls: unknown[] }).calls.length === 3);

  await hide(page);
  // Every batch the page sent (one on hiding; a batch may also have left on an earlier hide).
  const expected = [
    { type: "page-view", name: "page-view", path: "/" },
    { type: "user-action", name: "demo_play", path: "/" },
    { type: "page-view", name: "page-view", path: "/tarification" },
  ];
  await expect.poll(() => sent.map(({ type, name, path }) => ({ type, name, path }))).toEqual(expected);
  await expect.poll(() => statuses.length > 0 && statuses.every((s) => s === 204)).toBe(true);

  // The global function got the same events, in the same order.
  const calls = (await page.evaluate(() => (window as unknown as { calls: [string, unknown][] }).calls)).map(
    ([event, props]) => [event, (props as { action?: string } | undefined)?.action ?? null],
  );
  expect(calls).toEqual([
    ["page-view", null],
    ["user-action", "demo_play"],
    ["page-view", null],
  ]);

  // Stored under this visitor's key of the day, without its address.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const key = `${address}|${userAgent}`;
  await expect.poll(() => storedEvents(key).length).toBe(3);
  expect(storedEvents(key)).toEqual(expect.arrayContaining(expected));
});

for (const lang of ["fr", "en"] as const) {
  test(`the admin analytics page shows the figures (${lang})`, async ({ page }) => {
    const t = allAdminTexts[lang].analytics;
    const api = await adminApi();
    await page.context().addCookies((await api.storageState()).cookies);
    await api.dispose();

    // A visitor's page view, sent when leaving the page.
    // (with the screen's browser name: crawlers, HeadlessChrome included, are not counted).
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const visitor = await page.context().browser()!.newContext({ baseURL: ORIGIN, userAgent });
    const visit = await visitor.newPage();
    await visit.goto(lang === "fr" ? "/contact" : "/en/contact");
    await hydrated(visit);
    const sent = visit.waitForResponse((r) => r.url().endsWith("/api/events"));
    await hide(visit);
    expect((await sent).status()).toBe(204);
    await visitor.close();

    await page.goto(lang === "fr" ? "/admin/analytics?days=7" : "/en/admin/analytics?days=7");
    await hydrated(page);
    await expect(page.getByRole("link", { name: t.lastDays.replace("{{days}}", "7") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const label of [t.views, t.visitors, t.leads, t.conversion]) {
      // The figures come first, before the tables' column headers.
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    const views = page.getByText(t.views, { exact: true }).first().locator("xpath=following-sibling::p[1]");
    expect(Number((await views.innerText()).replace(/\D/g, ""))).toBeGreaterThan(0);
    await expect(page.getByRole("img", { name: new RegExp(t.trafficTitle) })).toBeVisible();
    const contactPath = lang === "fr" ? "/contact" : "/en/contact";
    await expect(
      page
        .getByRole("region", { name: t.topPages })
        .getByRole("rowheader", { name: contactPath, exact: true }),
    ).toBeVisible();

    // The chart's table alternative.
    await page.getByText(t.perDayTable, { exact: true }).click();
    const table = page.getByRole("region", { name: t.perDayTable });
    await expect(table.getByRole("columnheader", { name: t.columns.visitors })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(8);

    // Another period, chosen in the query string.
    await page.getByRole("link", { name: t.lastDays.replace("{{days}}", "30") }).click();
    await expect(page).toHaveURL(/days=30$/);
    await expect(page.getByRole("link", { name: t.lastDays.replace("{{days}}", "30") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await lookAt(page, `analytics-${lang}`, { fullPage: true });
  });
}

/** The number shown in an element ("1 234" in French, with a narrow no-break space). */
async function numberIn(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/[^\d]/g, ""));
}

interface Figures {
  leads: number;
  funnelLeads: number;
  warm: number;
  technical: number;
  feedback: number;
  french: number;
}

/** The admin page's figures that the next test changes (French labels). */
async function figures(page: Page): Promise<Figures> {
  const t = allAdminTexts.fr.analytics;
  const stat = (label: string, scope: Locator = page.locator("main")) =>
    numberIn(scope.getByText(label, { exact: true }).first().locator("xpath=following-sibling::p[1]"));
  const funnel = page.getByRole("region", { name: t.funnel.table });
  const chatbot = page.getByRole("region", { name: t.chatbot.title });
  const intents = chatbot.getByRole("region", { name: t.chatbot.intents });
  const technical = intents.getByRole("row", { name: t.chatbot.intentNames.technical_inquiry });
  const french = page
    .getByRole("region", { name: t.leadsByLanguage })
    .getByRole("listitem")
    .filter({ hasText: t.languages.fr });
  return {
    leads: await stat(t.leads),
    funnelLeads: await numberIn(
      funnel.getByRole("row", { name: t.funnel.steps.leads }).getByRole("cell").first(),
    ),
    warm: await stat(t.chatbot.warm, chatbot),
    technical: (await technical.count()) ? await numberIn(technical.getByRole("cell").first()) : 0,
    feedback: await numberIn(
      page
        .getByRole("region", { name: t.feedback.title })
        .getByText(/avis sur la période/)
        .first(),
    ),
    french: (await french.count()) ? await numberIn(french.locator("span").last()) : 0,
  };
}

// A staff flow, checked on the desktop screen; admin.spec.ts and signed-in-pages.spec.ts cover the phone.
test("the admin analytics page counts campaigns, the funnel, the chatbot and feedback (fr)", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const t = allAdminTexts.fr.analytics;
  const F = formsNamespace.fr;
  const stamp = `${info.project.name}-${Date.now().toString(36)}`;
  const campaign = `rentree-${stamp}`;
  const address = `10.44.${info.workerIndex % 250}.${Math.floor(Math.random() * 250)}`;
  const api = await adminApi();
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();
  await page.goto("/admin/analytics");
  await hydrated(page);
  const before = await figures(page);

  // A visitor: a contact message from a campaign's link, then a feedback message.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const visitor = await page.context().browser()!.newContext({ baseURL: ORIGIN, userAgent, locale: "fr-FR" });
  const visit = await visitor.newPage();
  await visit.setExtraHTTPHeaders({ "x-test-client-address": address });
  await visit.goto(`/contact?utm_source=e2e&utm_medium=email&utm_campaign=${campaign}`);
  await hydrated(visit);
  const field = (label: string) => visit.locator("main").getByLabel(new RegExp(`^${label}\\*?( \\(|$)`));
  await field(F.fields.firstName).fill("Camille");
  await field(F.fields.lastName).fill("Durand");
  await field(F.fields.email).fill(`analytics-${stamp}@lycee-e2e.example`);
  await field(F.fields.institution).fill("Lycée Victor Hugo");
  await field(F.fields.subject).selectOption("quote");
  await field(F.fields.message).fill("Bonjour, nous souhaitons un devis pour 600 élèves à la rentrée.");
  await visit.getByRole("button", { name: F.contact.submit }).click();
  await expect(visit.locator("main [role=status]").first()).toContainText(F.contact.successTitle);

  const FB = feedbackNamespace.fr;
  const message = `Le tableau des offres est clair ${stamp}`;
  await visit.goto("/tarification");
  await hydrated(visit);
  await visit.locator("#feedback summary").click();
  const send = visit.locator("#feedback").getByRole("button", { name: FB.send });
  // The interactive panel, once loaded, keeps the button disabled while the message is empty.
  await expect(send).toBeDisabled();
  await visit.locator("#feedback").getByLabel(FB.label).fill(message);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(visit.getByText(FB.successTitle)).toBeVisible();

  // The chatbot: an intent detected, then a warm lead (the visitor named their institution).
  const chat = visitor.request;
  const events = await chat.post("/api/events", {
    headers: { "x-test-client-address": address, "content-type": "application/json" },
    data: {
      events: [
        {
          type: "user-action",
          name: "chat_intent",
          path: "/",
          props: { action: "chat_intent", intent: "technical_inquiry" },
        },
      ],
    },
  });
  expect(events.status()).toBe(204);
  const lead = await chat.post("/api/leads/chatbot", {
    headers: { "x-test-client-address": address },
    data: {
      source: "chatbot",
      sessionId: `chat-${stamp}`.replace(/[^\w-]/g, "-"),
      email: `chat-${stamp}@lycee-e2e.example`,
      institution: "Lycée Victor Hugo",
      language: "fr",
      quality: "warm",
      transcript: [{ sender: "user", text: "Votre API est-elle compatible avec notre ENT ?" }],
    },
  });
  expect(lead.status()).toBe(201);
  await visitor.close();

  await page.reload();
  await hydrated(page);
  const after = await figures(page);
  // Three leads (contact, feedback, chatbot), all in French. Tests running beside this one may add
  // leads to the same totals meanwhile: the totals grow by at least this test's own, and the
  // campaign and the feedback message below, which are this test's alone, are counted exactly.
  expect(after.leads - before.leads).toBeGreaterThanOrEqual(3);
  expect(after.funnelLeads).toBe(after.leads);
  expect(after.french - before.french).toBeGreaterThanOrEqual(3);
  expect(after.warm - before.warm).toBeGreaterThanOrEqual(1);
  expect(after.technical - before.technical).toBeGreaterThanOrEqual(1);
  expect(after.feedback - before.feedback).toBeGreaterThanOrEqual(1);

  const byCampaign = page.getByRole("region", { name: t.leadsByCampaign });
  await expect(byCampaign.getByRole("listitem").filter({ hasText: campaign })).toHaveText(
    new RegExp(`^${campaign}\\s*1$`),
  );
  await expect(
    page
      .getByRole("region", { name: t.leadsByMedium })
      .getByRole("listitem")
      .filter({ hasText: /^email/ }),
  ).toBeVisible();

  // The funnel's rates are its counts divided.
  const funnel = page.getByRole("region", { name: t.funnel.table });
  await expect(funnel.getByRole("row")).toHaveCount(5);
  const count = async (step: string) =>
    numberIn(funnel.getByRole("row", { name: step }).getByRole("cell").first());
  const visitors = await count(t.funnel.steps.visitors);
  const quotes = await count(t.funnel.steps.quotes);
  const won = await count(t.funnel.steps.won);
  expect(visitors).toBeGreaterThan(0);
  expect(quotes).toBeLessThanOrEqual(after.leads);
  expect(won).toBeLessThanOrEqual(quotes);
  const pct = (v: number) =>
    new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 }).format(v);
  await expect(funnel.getByRole("row", { name: t.funnel.steps.leads }).getByRole("cell").nth(1)).toHaveText(
    pct(after.leads / visitors),
  );
  await expect(page.getByRole("img", { name: new RegExp(t.funnel.title) })).toBeVisible();

  // The feedback message among the latest, with its page.
  const feedback = page
    .getByRole("region", { name: t.feedback.title })
    .getByRole("row")
    .filter({ hasText: message });
  await expect(feedback).toHaveCount(1);
  await expect(feedback).toContainText("/tarification");
  await lookAt(page, `analytics-insights-${info.project.name}`, { fullPage: true });
});

// A staff flow, checked on the desktop screen; admin.spec.ts and signed-in-pages.spec.ts cover the phone.
test("a custom range is checked on the server and kept in the URL (fr)", async ({ page }) => {
  const t = allAdminTexts.fr.analytics;
  const api = await adminApi();
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();
  await page.goto("/admin/analytics");
  await hydrated(page);
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const form = page.getByRole("form", { name: t.custom });
  const from = form.getByLabel(new RegExp(`^${t.from}\\b`));
  const to = form.getByLabel(new RegExp(`^${t.to}\\b`));

  // The start after the end: refused with a translated message tied to its field.
  await from.fill(today);
  await to.fill(yesterday);
  await form.getByRole("button", { name: t.apply }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${yesterday}`));
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await from.getAttribute("aria-describedby")}`)).toHaveText(
    t.rangeErrors.rangeOrder,
  );
  await expect(page.getByText(t.rangeInvalid)).toBeVisible();
  await expect(from).toHaveValue(today);

  // A date that does not exist, typed in the URL.
  await page.goto(`/admin/analytics?from=2026-02-30&to=${today}`);
  await expect(page.getByText(t.rangeErrors.invalidDate)).toBeVisible();

  // A valid range: one day, its figures, and the presets no longer marked current.
  await page.goto("/admin/analytics");
  await hydrated(page);
  await form.getByLabel(new RegExp(`^${t.from}\\b`)).fill(today);
  await form.getByLabel(new RegExp(`^${t.to}\\b`)).fill(today);
  await form.getByRole("button", { name: t.apply }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}$`));
  await expect(page.getByText(t.rangeInvalid)).toHaveCount(0);
  await expect(page.getByRole("link", { name: t.lastDays.replace("{{days}}", "30") })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByText(t.perDayTable, { exact: true }).click();
  await expect(page.getByRole("region", { name: t.perDayTable }).getByRole("row")).toHaveCount(2);
});
