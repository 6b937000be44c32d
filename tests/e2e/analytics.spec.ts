import { DatabaseSync } from "node:sqlite";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { adminNamespace } from "#app/admin/locales.ts";
import { visitorKey } from "#app/analytics/visitor-key.server.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { mailLink } from "../support/mail-text.ts";
import { expect as baseExpect, DESKTOP_ONLY, hydrated, mailsTo, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * First-party analytics (issue 9): page views and events reach `POST /api/events` when the page
 * is hidden, and a global analytics function gets the same events; the admin analytics page
 * (issue 8) shows the figures in French and English.
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
  test(`the admin analytics page shows the figures (${lang})`, DESKTOP_ONLY, async ({ page }) => {
    const t = adminNamespace[lang].analytics;
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
    await page.screenshot({ path: `/tmp/analytics-${lang}.png`, fullPage: true });
  });
}
