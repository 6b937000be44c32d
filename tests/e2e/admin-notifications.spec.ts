import { randomBytes } from "node:crypto";
import pg from "pg";
import { request, type APIRequestContext, type Browser } from "@playwright/test";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { PASSWORD, signUp, uniqueEmail } from "./accounts.ts";
import { auditPage } from "./axe-audit.ts";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { expect as baseExpect, hydrated, lookAt, mailsTo, test } from "./fixtures.ts";

// Two servers, a live stream and mail through the sink: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 20 §7, done when: a customer opens a ticket and the support person sees the bell count
 * change without reloading and receives the mail. Two instances on one new PostgreSQL database
 * (LISTEN/NOTIFY between them): support signed in on A with the CRM open, the customer opens the
 * ticket on B. French on a desktop, English on a phone; axe on the open panel; the page without
 * JavaScript lists it; the customer's acknowledgement arrives.
 */
const ADMIN_URL = "postgres://postgres@127.0.0.1:5432";

test.describe("notifications across two instances", () => {
  test.describe.configure({ mode: "serial" });
  const database = `ga_notify_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  let a: AppServer;
  let b: AppServer;
  let sql: pg.Client;
  let customer: APIRequestContext;
  let customerEmail: string;
  const institution = `Lycée Cloche ${randomBytes(2).toString("hex")}`;

  const client = (server: AppServer) =>
    request.newContext({ baseURL: server.origin, extraHTTPHeaders: { Origin: server.origin } });

  /** A support person of instance A, signed in there, mails in `lang`. */
  async function supportOnA(lang: "fr" | "en"): Promise<{ api: APIRequestContext; email: string }> {
    const email = uniqueEmail(`cloche-support-${lang}`);
    await (await signUp(email, { api: await client(a), firstName: "Sacha", lastName: "Support" })).dispose();
    await sql.query(
      `INSERT INTO staff_member (user_id, role, created_at, updated_at)
       SELECT id, 'support', now(), now() FROM "user" WHERE email = $1`,
      [email],
    );
    await sql.query(`UPDATE "user" SET language = $2 WHERE email = $1`, [email, lang]);
    const api = await client(a);
    const res = await api.post("/auth", {
      form: { intent: "sign-in", email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(res.status(), "support sign-in").toBe(302);
    return { api, email };
  }

  async function openTicketOnB(subject: string): Promise<string> {
    const res = await customer.post("/dashboard/support", {
      multipart: {
        intent: "open-ticket",
        subject,
        category: "technical",
        priority: "P2",
        message: "Le bouton ne répond plus.",
      },
      maxRedirects: 0,
    });
    expect(res.status(), "ticket opened on B").toBe(302);
    return /ticket=([0-9a-f-]{36})/.exec(res.headers().location ?? "")![1]!;
  }

  async function crmPage(
    browser: Browser,
    api: APIRequestContext,
    path: string,
    viewport: { width: number; height: number },
  ) {
    const context = await browser.newContext({ viewport, baseURL: a.origin, locale: "fr-FR" });
    await context.addCookies((await api.storageState()).cookies);
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    return page;
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const admin = new pg.Client({ connectionString: `${ADMIN_URL}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const env = {
      DATABASE_URL: `${ADMIN_URL}/${database}`,
      AUTH_SECRET: randomBytes(48).toString("base64url"),
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    };
    [a, b] = await Promise.all([startAppServer(E2E_PORT + 150, env), startAppServer(E2E_PORT + 151, env)]);
    sql = new pg.Client({ connectionString: env.DATABASE_URL });
    await sql.connect();
    customerEmail = uniqueEmail("cloche-client");
    customer = await signUp(customerEmail, { api: await client(b), institution, firstName: "Claire" });
    expect((await customer.get("/dashboard")).status()).toBe(200);
  });

  test.afterAll(async () => {
    await customer?.dispose();
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: `${ADMIN_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  test("a ticket opened on B rings the bell on A without reload, mails support and the customer", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const [fr, en] = [await supportOnA("fr"), await supportOnA("en")];

    // French, desktop: the CRM open on A.
    const page = await crmPage(browser, fr.api, "/admin", { width: 1280, height: 800 });
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toHaveAccessibleName(/^Notifications, (aucune|0) non lue$/);
    await page.waitForTimeout(500);
    const subject = `Export bloqué ${randomBytes(2).toString("hex")}`;
    const ticketId = await openTicketOnB(subject);
    await expect(bell).toHaveAccessibleName("Notifications, 1 non lue");
    await expect(page.getByTestId("notification-count")).toHaveText("1");

    const toSupport = (await mailsTo(fr.email, 2)).at(-1)!;
    // The sink joins a header's encoded words with spaces of its own: compare without spaces.
    const words = (text: string) => text.replace(/[\s\u00a0]+/g, "");
    expect(words(toSupport.subject)).toBe(words(`Nouveau ticket de ${institution} : ${subject}`));
    const ack = (await mailsTo(customerEmail, 2)).at(-1)!;
    expect(words(ack.subject)).toMatch(new RegExp(`^Ticket#[0-9A-F]{8}reçu:${words(subject)}$`));

    await bell.click();
    const panel = page.getByTestId("notification-panel");
    const item = panel.getByRole("link", { name: new RegExp(subject) });
    await expect(item).toHaveAttribute("href", `/admin/support/${ticketId}`);
    expect(await auditPage(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await lookAt(page, "notify-fr-desktop");

    // The notifications page: the ticket's notification marked read by its own button, which is
    // then gone, like the page's "mark all" button with nothing left unread.
    await page.goto("/admin/notifications");
    await hydrated(page);
    const N = allAdminTexts.fr.notifications;
    const markRead = page.getByRole("button", { name: N.markReadLabel.replace("{{text}}", "") });
    await expect(markRead).toHaveCount(1);
    await expect(page.getByRole("button", { name: N.markAllRead })).toBeVisible();
    await lookAt(page, "notify-page-fr-desktop");
    await markRead.click();
    await expect(page.getByText(N.oneRead)).toBeVisible();
    await expect(markRead).toHaveCount(0);
    await expect(page.getByRole("button", { name: N.markAllRead })).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(/^Notifications, (aucune|0) non lue$/);
    await page.context().close();

    // Without JavaScript, the page lists it.
    const noJs = await (await fr.api.get("/admin/notifications")).text();
    expect(noJs).toContain(subject);

    // English, phone: the bell reachable in the top bar, a second ticket, then all marked read.
    const phone = await crmPage(browser, en.api, "/en/admin", { width: 390, height: 844 });
    const phoneBell = phone.getByTestId("notification-bell");
    await expect(phoneBell).toHaveAccessibleName("Notifications, 1 unread");
    await expect(phoneBell).toBeInViewport();
    await phone.waitForTimeout(500);
    const second = `Second ${randomBytes(2).toString("hex")}`;
    await openTicketOnB(second);
    await expect(phoneBell).toHaveAccessibleName("Notifications, 2 unread");
    expect(words((await mailsTo(en.email, 3)).at(-1)!.subject)).toBe(
      words(`New ticket from ${institution}: ${second}`),
    );
    await phoneBell.click();
    const phonePanel = phone.getByTestId("notification-panel");
    await expect(phonePanel.getByRole("link", { name: new RegExp(second) })).toBeVisible();
    expect(await auditPage(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await lookAt(phone, "notify-en-phone");
    await phonePanel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(phoneBell).toHaveAccessibleName(/^Notifications, (none|0) unread$/);
    await phone.context().close();
    await fr.api.dispose();
    await en.api.dispose();
  });
});
