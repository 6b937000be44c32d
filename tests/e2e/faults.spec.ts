import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { pageText } from "#app/content/page-texts.ts";
import { formsNamespace } from "#app/forms/locales.ts";
import type { Language } from "#app/i18n/languages.ts";
import { localizedPath } from "#app/routing/localized-path.ts";
import { UNAVAILABLE_RETRY_SECONDS } from "#app/routing/retry-after.ts";
import { runKillStream } from "../../scripts/lib/kill-stream.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { DESKTOP_ONLY, expect, hydrated, test } from "./fixtures.ts";

/**
 * Faults, nothing lost (issue 10): the server killed with SIGKILL under a stream of submissions,
 * PostgreSQL gone while serving (through a TCP proxy the test cuts; the machine's PostgreSQL keeps
 * running), the SMTP server down, the SQLite file full or locked. Each test starts servers of its
 * own, on ports of their own; the behaviour is the server's, not the screen's, so they run once.
 */
const PORT = Number(process.env.E2E_FAULTS_PORT ?? 3380);
const SMTP_PORT = Number(process.env.E2E_FAULTS_SMTP_PORT ?? 2680);
const PG_SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const F = { fr: formsNamespace.fr, en: formsNamespace.en } as const;
const MESSAGE = "Bonjour, nous voulons un devis pour 600 eleves et trois sites.";

test.describe.configure({ timeout: 90_000 });

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@lycee-panne.example`;
}

/** The forms refuse posts sent less than two seconds after the page was rendered. */
const humanPause = () => new Promise((r) => setTimeout(r, 2_100));

/** A field of the page's main form by the start of its label ("Nom" is not "Nombre d'élèves"). */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator("main").getByLabel(new RegExp(`^${escaped}\\*?( \\(|$)`));
}

async function fillContact(page: Page, lang: Language, email: string): Promise<void> {
  const t = F[lang];
  await field(page, t.fields.firstName).fill("Camille");
  await field(page, t.fields.lastName).fill("Durand");
  await field(page, t.fields.email).fill(email);
  await field(page, t.fields.institution).fill("Lycée Victor Hugo");
  await field(page, t.fields.subject).selectOption("quote");
  await field(page, t.fields.message).fill(MESSAGE);
}

async function expectTyped(page: Page, lang: Language, email: string): Promise<void> {
  const t = F[lang];
  await expect(field(page, t.fields.firstName)).toHaveValue("Camille");
  await expect(field(page, t.fields.email)).toHaveValue(email);
  await expect(field(page, t.fields.subject)).toHaveValue("quote");
  await expect(field(page, t.fields.message)).toHaveValue(MESSAGE);
}

/** The body of a contact post as a browser without JavaScript sends it. */
function contactBody(token: string, email: string): URLSearchParams {
  return new URLSearchParams({
    _token: token,
    website_url: "",
    firstName: "Camille",
    lastName: "Durand",
    email,
    phone: "",
    institution: "Lycée Victor Hugo",
    subject: "quote",
    message: MESSAGE,
  });
}

async function formTokens(origin: string, count: number): Promise<string[]> {
  const tokens = await Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(`${origin}/api/form-token`);
      return ((await res.json()) as { token: string }).token;
    }),
  );
  await humanPause();
  return tokens;
}

function postContact(app: AppServer, body: URLSearchParams, address: string): Promise<Response> {
  return fetch(`${app.origin}/contact`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: app.origin, "x-test-client-address": address },
  });
}

async function health(origin: string): Promise<{ status: number; database: string }> {
  const res = await fetch(`${origin}/healthz`);
  return { status: res.status, database: ((await res.json()) as { database: string }).database };
}

// ---------------------------------------------------------------------------------------------

test("kill -9 under a stream of submissions: every answered success is stored", DESKTOP_ONLY, async () => {
  const report = await runKillStream({
    port: PORT,
    buildDir: process.env.BUILD_DIR ?? "build-e2e",
    concurrency: 10,
    killAfterMs: 1_500,
    afterRestartMs: 1_000,
  });
  test.info().annotations.push({ type: "figures", description: JSON.stringify(report) });
  expect(report.succeeded, "successes before the kill").toBeGreaterThan(report.succeededAfterRestart);
  expect(report.succeededAfterRestart, "successes after the restart").toBeGreaterThan(0);
  expect(report.otherAnswers).toEqual({});
  expect(report.lost).toBe(0);
  expect(report.foundAfterRestart).toBe(report.succeeded);
  expect(report.halfWritten).toBe(0);
  expect(report.integrity).toBe("ok");
});

// ---------------------------------------------------------------------------------------------

test.describe("PostgreSQL stopped while serving", DESKTOP_ONLY, () => {
  const dbName = `ga_faults_${randomBytes(5).toString("hex")}`;
  let proxy: TcpProxy;
  let app: AppServer;

  test.beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    proxy = await startTcpProxy(PORT + 2, { host: "127.0.0.1", port: 5432 });
    const url = new URL(PG_SERVER);
    url.port = String(PORT + 2);
    url.pathname = `/${dbName}`;
    app = await startAppServer(PORT + 1, { DATABASE_URL: url.toString() });
  });

  test.afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  /**
   * Console errors and warnings of the test's own browser contexts. A post answered 503 is a page
   * (or data) the browser logs as a failed resource: that one is expected.
   */
  const consoleProblems: string[] = [];
  const EXPECTED_CONSOLE = [
    /the server responded with a status of 503/,
    /^Service Worker registration blocked by Playwright$/,
  ];

  async function newPage(browser: Browser, javaScriptEnabled = true) {
    const context = await browser.newContext({ javaScriptEnabled, locale: "fr-FR", serviceWorkers: "block" });
    const page = await context.newPage();
    page.on("console", (msg) => {
      if (msg.type() !== "error" && msg.type() !== "warning") return;
      if (!EXPECTED_CONSOLE.some((re) => re.test(msg.text()))) consoleProblems.push(msg.text());
    });
    page.on("pageerror", (error) => consoleProblems.push(error.message));
    return { context, page };
  }

  async function openForm(browser: Browser, lang: Language, javaScriptEnabled: boolean) {
    const { context, page } = await newPage(browser, javaScriptEnabled);
    await page.goto(app.origin + localizedPath("/contact", lang));
    if (javaScriptEnabled) await hydrated(page);
    const email = uniqueEmail(`pg-${lang}-${javaScriptEnabled ? "js" : "nojs"}`);
    await fillContact(page, lang, email);
    return { context, page, email, lang, javaScriptEnabled };
  }

  test("public pages render, forms answer 503 and keep what was typed, then it recovers without a restart", async ({
    browser,
  }) => {
    expect(await health(app.origin)).toEqual({ status: 200, database: "up" });
    const forms = [
      await openForm(browser, "fr", false),
      await openForm(browser, "en", false),
      await openForm(browser, "fr", true),
    ];
    await humanPause();

    await proxy.cut();

    await test.step("/healthz reports the database down", async () => {
      expect(await health(app.origin)).toEqual({ status: 503, database: "down" });
    });

    await test.step("public pages still render with their content", async () => {
      for (const lang of ["fr", "en"] as const) {
        const res = await fetch(app.origin + localizedPath("/tarification", lang));
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(`>${pageText("pricing", lang).heading}</h1>`);
        expect(html).toContain("<footer");
      }
      const home = await fetch(app.origin + "/");
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("<h1");
      // The demo page offers the schedule's slots (its bookings cannot be read) and its form.
      const demo = await fetch(app.origin + "/demo");
      expect(demo.status).toBe(200);
      expect(await demo.text()).toMatch(/<input[^>]*type="radio"[^>]*name="slot"/);
    });

    await test.step("each form answers 503 in its language, with what was typed", async () => {
      for (const form of forms) {
        const t = F[form.lang];
        if (form.javaScriptEnabled) {
          await form.page.getByRole("button", { name: t.contact.submit }).click();
        } else {
          const [answer] = await Promise.all([
            form.page.waitForResponse((r) => r.request().method() === "POST"),
            form.page.getByRole("button", { name: t.contact.submit }).click(),
          ]);
          expect(answer.status()).toBe(503);
          expect(answer.headers()["retry-after"]).toBe(String(UNAVAILABLE_RETRY_SECONDS));
          await form.page.waitForLoadState();
        }
        const alert = form.page.locator("main").getByRole("alert");
        await expect(alert).toContainText(t.server.unavailableTitle);
        await expect(alert).toContainText(t.server.unavailable);
        await expectTyped(form.page, form.lang, form.email);
      }
    });

    await proxy.restore();

    await test.step("PostgreSQL back: healthy again and the same forms are accepted", async () => {
      await expect
        .poll(() => health(app.origin), { timeout: 10_000 })
        .toEqual({ status: 200, database: "up" });
      // The pages re-rendered without JavaScript carry a new token: the two-second rule applies.
      await humanPause();
      for (const form of forms) {
        const t = F[form.lang];
        await form.page.getByRole("button", { name: t.contact.submit }).click();
        await expect(form.page.getByText(t.contact.successTitle).first()).toBeVisible();
      }
      const client = new pg.Client({ connectionString: PG_SERVER.replace(/\/[^/]*$/, `/${dbName}`) });
      await client.connect();
      const { rows } = await client.query<{ email: string }>(
        "select email from lead where email = any($1::text[])",
        [forms.map((f) => f.email)],
      );
      await client.end();
      expect(rows.map((r) => r.email).sort()).toEqual(forms.map((f) => f.email).sort());
    });
    for (const form of forms) await form.context.close();
    expect(consoleProblems, "console errors or warnings").toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

interface QueuedMail {
  to_address: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

test(
  "SMTP down: submissions succeed, mails wait in the queue and leave when SMTP returns",
  DESKTOP_ONLY,
  async () => {
    const smtpHttp = SMTP_PORT + 1;
    const app = await startAppServer(PORT + 3, {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The first retry two seconds after a failure (30 s by default).
      MAIL_RETRY_SECONDS: "2",
    });
    let sink: ChildProcess | undefined;
    try {
      const email = uniqueEmail("smtp-down");
      const [token] = await formTokens(app.origin, 1);
      const res = await postContact(app, contactBody(token!, email), "10.9.3.1");
      expect(res.status).toBe(303);

      const queued = () => {
        const db = new DatabaseSync(`/tmp/ga-e2e-own-${PORT + 3}/app.db`, { readOnly: true });
        try {
          return db
            .prepare(
              "select to_address, status, attempts, last_error from mail_queue where to_address in (?, ?) order by to_address",
            )
            .all(email, "commercial@ga-education.fr") as unknown as QueuedMail[];
        } finally {
          db.close();
        }
      };
      // Both e-mails (the acknowledgement and the sales notification) tried, refused, kept for later.
      await expect
        .poll(() => queued().map((m) => [m.status, m.attempts > 0, /ECONNREFUSED/.test(m.last_error ?? "")]))
        .toEqual([
          ["pending", true, true],
          ["pending", true, true],
        ]);

      sink = spawn(process.execPath, ["tests/support/smtp-sink.ts", String(SMTP_PORT), String(smtpHttp)], {
        stdio: "ignore",
      });
      const received = async (to: string) => {
        const r = await fetch(`http://127.0.0.1:${smtpHttp}/messages?to=${encodeURIComponent(to)}`).catch(
          () => undefined,
        );
        return r?.ok ? ((await r.json()) as unknown[]).length : 0;
      };
      // Next attempts come 2, 4 then 8 s after the failures; the worker looks every 5 s.
      await expect.poll(() => received(email), { timeout: 25_000 }).toBe(1);
      await expect.poll(() => received("commercial@ga-education.fr"), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => queued().map((m) => m.status)).toEqual(["sent", "sent"]);
    } finally {
      sink?.kill("SIGTERM");
      await app.stop();
    }
  },
);

// ---------------------------------------------------------------------------------------------

interface Counts {
  lead: number;
  contact: number;
  mail_queue: number;
  rate_limit: number;
}

function counts(file: string): Counts {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const n = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      lead: n("lead"),
      contact: n("contact"),
      mail_queue: n("mail_queue"),
      rate_limit: n("rate_limit"),
    };
  } finally {
    db.close();
  }
}

/** The 503 page of a post without JavaScript: the message, and the fields as they were typed. */
function expectUnavailablePage(html: string, email: string): void {
  expect(html).toContain(F.fr.server.unavailable);
  expect(html).toContain('value="Camille"');
  expect(html).toContain(`value="${email}"`);
  expect(html).toContain(`${MESSAGE}</textarea>`);
}

test("SQLite full: a clear 503 with what was typed, nothing half-written", DESKTOP_ONLY, async () => {
  // The database may not grow by a single page: the first lead that needs one meets SQLITE_FULL.
  const app = await startAppServer(PORT + 4, { E2E_SQLITE_SPARE_PAGES: "0" });
  try {
    const file = `/tmp/ga-e2e-own-${PORT + 4}/app.db`;
    const tokens = await formTokens(app.origin, 5);
    let refused: { html: string; email: string } | undefined;
    for (const [i, token] of tokens.entries()) {
      const email = uniqueEmail(`full-${i}`);
      const before = counts(file);
      const res = await postContact(app, contactBody(token, email), `10.9.4.${i + 1}`);
      if (res.status === 303) continue;
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after"), "Retry-After of the page without JavaScript").toBe(
        String(UNAVAILABLE_RETRY_SECONDS),
      );
      // Nothing of the refused lead: no lead, no contact, no e-mail, no counted hit.
      expect(counts(file)).toEqual(before);
      refused = { html: await res.text(), email };
      break;
    }
    expect(refused, "a lead refused for want of space").toBeDefined();
    expectUnavailablePage(refused!.html, refused!.email);
    expect(app.output()).toContain("SQLITE_FULL");
  } finally {
    await app.stop();
  }
});

test(
  "SQLite locked by another process: a clear 503 with what was typed, then accepted",
  DESKTOP_ONLY,
  async () => {
    const app = await startAppServer(PORT + 5, {});
    try {
      const file = `/tmp/ga-e2e-own-${PORT + 5}/app.db`;
      const [first, second] = await formTokens(app.origin, 2);
      const email = uniqueEmail("locked");
      const before = counts(file);
      const holder = new DatabaseSync(file);
      holder.exec("BEGIN EXCLUSIVE");
      let res: Response;
      try {
        // The server waits for the lock as long as its busy timeout (5 s), then gives up.
        res = await postContact(app, contactBody(first!, email), "10.9.5.1");
      } finally {
        holder.exec("ROLLBACK");
        holder.close();
      }
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_SECONDS));
      expectUnavailablePage(await res.text(), email);
      expect(counts(file)).toEqual(before);
      expect(app.output()).toContain("SQLITE_BUSY");

      // The lock released, the same submission goes through: one lead, its contact, two e-mails.
      const again = await postContact(app, contactBody(second!, email), "10.9.5.1");
      expect(again.status).toBe(303);
      const after = counts(file);
      expect(after.lead).toBe(before.lead + 1);
      expect(after.mail_queue).toBe(before.mail_queue + 2);
    } finally {
      await app.stop();
    }
  },
);
