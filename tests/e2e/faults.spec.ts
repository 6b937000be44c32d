import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { authNamespace } from "#app/features/auth/locales.ts";
import { pageText } from "#content/page-texts.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { UNAVAILABLE_RETRY_SECONDS } from "#server/db/unavailable.ts";
import { runKillStream } from "../../tools/fault/kill-stream.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { mailLink } from "../support/mail-text.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Faults, nothing lost (issue 10): the server killed with SIGKILL under a stream of submissions,
 * PostgreSQL gone while serving or at start-up (through a TCP proxy the test cuts; the machine's
 * PostgreSQL keeps running), the SMTP server down, the SQLite file full or locked. Each test starts
 * servers of its own, on ports of their own; the behaviour is the server's, not the screen's, so
 * they run once.
 */
const PORT = Number(process.env.E2E_FAULTS_PORT ?? E2E_PORT + 80);
const SMTP_PORT = Number(process.env.E2E_FAULTS_SMTP_PORT ?? E2E_PORT + 90);
const PG_SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const F = { fr: formsNamespace.fr, en: formsNamespace.en } as const;
const MESSAGE = "Bonjour, nous voulons un devis pour 600 eleves et trois sites.";

test.describe.configure({ timeout: 90_000 });

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@lycee-panne.example`;
}

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

/** A database of the test's own on the machine's PostgreSQL, dropped by `drop`. */
async function createPgDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: PG_SERVER });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const at = (port?: number) => {
    const url = new URL(PG_SERVER);
    if (port) url.port = String(port);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    /** Its URL through a proxy listening on `port`. */
    through: at,
    /** The e-mails of `emails` that are stored as leads (read directly, not through the proxy). */
    async storedLeads(emails: readonly string[]): Promise<string[]> {
      const client = new pg.Client({ connectionString: at() });
      await client.connect();
      try {
        const { rows } = await client.query<{ email: string }>(
          "select email from lead where email = any($1::text[])",
          [emails],
        );
        return rows.map((r) => r.email);
      } finally {
        await client.end();
      }
    },
    /** A connection of its own, straight to PostgreSQL (a cut of the proxy leaves it alone). */
    async connect(): Promise<pg.Client> {
      const client = new pg.Client({ connectionString: at() });
      await client.connect();
      return client;
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The server's log lines that say an error reached the process level (a missing listener). */
const ESCAPED = /Unhandled 'error' event|escaped its handler|uncaught error/;

// ---------------------------------------------------------------------------------------------

test("kill -9 under a stream of submissions: every answered success is stored", async () => {
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

test.describe("PostgreSQL stopped while serving", () => {
  // One server and one proxy for the block: its tests run one after the other, in one worker.
  test.describe.configure({ mode: "serial" });
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let proxy: TcpProxy;
  let app: AppServer;

  test.beforeAll(async () => {
    database = await createPgDatabase("ga_faults");
    proxy = await startTcpProxy(PORT + 2, { host: "127.0.0.1", port: 5432 });
    app = await startAppServer(PORT + 1, { DATABASE_URL: database.through(PORT + 2) });
  });

  test.afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await database?.drop();
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
    // The sign-in form, without JavaScript, opened while the database answers.
    const signInContext = await browser.newContext({ javaScriptEnabled: false });
    const signInPage = await signInContext.newPage();
    await signInPage.goto(app.origin + "/auth");

    await proxy.cut();

    await test.step("a page that reads the database answers 503 with Retry-After, not an error of ours", async () => {
      const res = await fetch(`${app.origin}/demo/reprogrammer/${"a".repeat(32)}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_SECONDS));
    });

    await test.step("the sign-in form answers 503 with the address typed and when to retry", async () => {
      const t = authNamespace.fr;
      await signInPage.getByLabel(new RegExp(`^${t.fields.email}`)).fill("camille@lycee-panne.example");
      await signInPage.getByLabel(new RegExp(`^${t.fields.password}`)).fill("un mot de passe");
      const [answer] = await Promise.all([
        signInPage.waitForResponse((r) => r.request().method() === "POST"),
        signInPage.getByRole("button", { name: t.signIn.submit, exact: true }).click(),
      ]);
      expect(answer.status()).toBe(503);
      expect(answer.headers()["retry-after"]).toBe(String(UNAVAILABLE_RETRY_SECONDS));
      await signInPage.waitForLoadState();
      await expect(signInPage.getByText(t.messages.unavailable)).toBeVisible();
      await expect(signInPage.getByLabel(new RegExp(`^${t.fields.email}`))).toHaveValue(
        "camille@lycee-panne.example",
      );
      await expect(signInPage.getByLabel(new RegExp(`^${t.fields.password}`))).toHaveValue("");
    });
    await signInContext.close();

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
      for (const form of forms) {
        const t = F[form.lang];
        await form.page.getByRole("button", { name: t.contact.submit }).click();
        await expect(form.page.getByText(t.contact.successTitle).first()).toBeVisible();
      }
      const stored = await database.storedLeads(forms.map((f) => f.email));
      expect(stored.sort()).toEqual(forms.map((f) => f.email).sort());
    });
    for (const form of forms) await form.context.close();
    expect(consoleProblems, "console errors or warnings").toEqual([]);
  });

  test("cut six times under light traffic, once for 15 s: the same process serves on, healthy again within 5 s, every lead answered with success is stored", async () => {
    test.setTimeout(120_000);
    const pid = app.process.pid;
    const cookie = await confirmedCustomer(app, `/tmp/ga-e2e-own-${PORT + 1}/outbox`);
    const traffic = lightTraffic(app, cookie);

    /**
     * The first cut comes while a lead's transaction waits for a lock that a connection of the
     * test's own holds: its connection is lent out when PostgreSQL goes away (what crashed the
     * server before every connection had a listener), and the visitor gets the 503.
     */
    const cutUnderAnInFlightLead = async () => {
      const holder = await database.connect();
      try {
        await holder.query("begin");
        // Reads go on; writes to `lead` wait.
        await holder.query("lock table lead in exclusive mode");
        const [token] = await formTokens(app.origin, 1);
        const email = uniqueEmail("pg-in-flight");
        const answer = postContact(app, contactBody(token!, email), "10.9.6.2");
        await expect
          .poll(async () => {
            const { rows } = await holder.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            return rows[0]!.n;
          })
          .toBeGreaterThan(0);
        await proxy.cut();
        const res = await answer;
        expect(res.status, "the lead in flight").toBe(503);
        expectUnavailablePage(await res.text(), email);
        expect(app.output()).toContain("a database connection in use was closed");
      } finally {
        await holder.query("rollback");
        await holder.end();
      }
    };

    // Short blips, and one outage longer than the pool's 10 s connection timeout.
    const cutsMs = [300, 1_000, 15_000, 200, 2_000, 600];
    const recoveriesMs: number[] = [];
    for (const [i, ms] of cutsMs.entries()) {
      // Traffic meets PostgreSQL up, then cut in the middle of it.
      await sleep(1_200);
      if (i === 0) await cutUnderAnInFlightLead();
      else await proxy.cut();
      await sleep(ms);
      await proxy.restore();
      const restored = Date.now();
      await expect
        .poll(() => health(app.origin), { timeout: 5_000, intervals: [100] })
        .toEqual({ status: 200, database: "up" });
      recoveriesMs.push(Date.now() - restored);
    }
    await sleep(1_200);
    const report = await traffic.stop();
    const stored = await database.storedLeads(report.leadsStored);
    test.info().annotations.push({
      type: "figures",
      description: JSON.stringify({
        cuts: cutsMs.length,
        cutsMs,
        recoveriesMs,
        pages: report.pages,
        dashboard: report.dashboard,
        leadsAnsweredSuccess: report.leadsStored.length,
        leadsRefused503: report.leadsRefused,
        leadsFoundInDatabase: stored.length,
      }),
    });

    // 0 crashes: the server that was started is the one answering now.
    expect(app.process.exitCode, app.output()).toBeNull();
    expect(app.process.signalCode).toBeNull();
    expect(app.process.pid).toBe(pid);
    expect(await health(app.origin)).toEqual({ status: 200, database: "up" });
    expect(app.output()).not.toMatch(ESCAPED);
    expect(report.networkErrors, "requests the server did not answer").toEqual([]);
    // Public pages need no database; a lead is stored (303) or refused with the 503 of an outage.
    expect(Object.keys(report.pages)).toEqual(["200"]);
    expect(report.leadsOther).toEqual({});
    expect(report.leadsRefused, "leads refused during the cuts").toBeGreaterThan(0);
    expect(report.leadsStored.length, "leads stored between the cuts").toBeGreaterThan(5);
    expect(report.dashboard["200"], "signed-in pages served between the cuts").toBeGreaterThan(5);
    expect(stored.sort()).toEqual([...report.leadsStored].sort());
    expect(Math.max(...recoveriesMs)).toBeLessThanOrEqual(5_000);
  });
});

/** A customer who signed up and confirmed the address from the outbox e-mail: their session cookie. */
async function confirmedCustomer(app: AppServer, outbox: string): Promise<string> {
  const email = uniqueEmail("pg-customer");
  const password = "Cahier-lune-7-panne";
  const res = await fetch(`${app.origin}/auth?view=sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.origin, "x-test-client-address": "10.9.6.1" },
    body: new URLSearchParams({
      intent: "sign-up",
      firstName: "Camille",
      lastName: "Durand",
      email,
      password,
      confirmPassword: password,
      terms: "on",
    }),
  });
  expect(res.status, "sign-up").toBe(200);
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
        const raw = readFileSync(path.join(outbox, file), "utf8");
        if (raw.includes(email)) link = mailLink(raw, "/api/auth/verify-email");
      }
      return link;
    })
    .toBeDefined();
  const verified = await fetch(link!, {
    redirect: "manual",
    headers: { "x-test-client-address": "10.9.6.1" },
  });
  expect(verified.status, "address confirmed").toBe(302);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface TrafficReport {
  /** Public page answers by status. */
  readonly pages: Record<string, number>;
  /** Signed-in page answers by status. */
  readonly dashboard: Record<string, number>;
  /** E-mails of the leads answered with success (303). */
  readonly leadsStored: string[];
  /** Leads answered 503 (database unavailable, what was typed kept). */
  leadsRefused: number;
  /** Leads answered anything else, by status. */
  readonly leadsOther: Record<string, number>;
  /** Requests that got no answer at all. */
  readonly networkErrors: string[];
}

/**
 * A few requests a second until `stop`: every 250 ms a public page, and in turn a signed-in page
 * or a contact form posted without JavaScript (its token taken 2 s before, each from its own
 * address). `stop` waits for the requests under way.
 */
function lightTraffic(app: AppServer, cookie: string): { stop(): Promise<TrafficReport> } {
  const report: TrafficReport = {
    pages: {},
    dashboard: {},
    leadsStored: [],
    leadsRefused: 0,
    leadsOther: {},
    networkErrors: [],
  };
  const count = (tally: Record<string, number>, status: number) => {
    tally[status] = (tally[status] ?? 0) + 1;
  };
  const pending = new Set<Promise<void>>();
  const run = (what: string, work: () => Promise<void>) => {
    const task = work().catch((error: unknown) => {
      report.networkErrors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    });
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };
  const pages = ["/", "/tarification", "/en/pricing", "/logiciel"];
  let tick = 0;
  const timer = setInterval(() => {
    tick++;
    const page = pages[tick % pages.length]!;
    run(page, async () => {
      const res = await fetch(app.origin + page);
      await res.arrayBuffer();
      count(report.pages, res.status);
    });
    if (tick % 2 === 0) {
      run("/dashboard", async () => {
        const res = await fetch(`${app.origin}/dashboard`, { headers: { cookie }, redirect: "manual" });
        await res.arrayBuffer();
        count(report.dashboard, res.status);
      });
    } else {
      const n = tick;
      run("/contact", async () => {
        const [token] = await formTokens(app.origin, 1);
        const email = uniqueEmail(`pg-cut-${n}`);
        const res = await postContact(app, contactBody(token!, email), `10.17.${(n >> 8) & 255}.${n & 255}`);
        await res.arrayBuffer();
        if (res.status === 303) report.leadsStored.push(email);
        else if (res.status === 503) report.leadsRefused++;
        else count(report.leadsOther, res.status);
      });
    }
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      while (pending.size) await Promise.allSettled([...pending]);
      return report;
    },
  };
}

test("started while PostgreSQL is unreachable: answers meanwhile, migrates and serves once it answers", async () => {
  const database = await createPgDatabase("ga_faults_start");
  const proxy = await startTcpProxy(PORT + 7, { host: "127.0.0.1", port: 5432 });
  let app: AppServer | undefined;
  try {
    await proxy.cut();
    app = await startAppServer(
      PORT + 6,
      { DATABASE_URL: database.through(PORT + 7), LOG_LEVEL: "info" },
      { answering: true },
    );
    const origin = app.origin;
    expect(await health(origin)).toEqual({ status: 503, database: "down" });
    for (const page of ["/", "/en"]) {
      const res = await fetch(origin + page);
      expect(res.status, page).toBe(200);
      expect(await res.text()).toContain("<h1");
    }
    const [before, after] = await formTokens(origin, 2);

    await test.step("a form posted before the database is ready: 503, what was typed kept", async () => {
      const email = uniqueEmail("pg-start-early");
      const res = await postContact(app!, contactBody(before!, email), "10.9.7.1");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_SECONDS));
      expectUnavailablePage(await res.text(), email);
    });

    await test.step("it keeps trying, backing off, with a log line each time", async () => {
      await expect
        .poll(
          () => app!.output().match(/the database does not answer \(migrations\): next try in/g)?.length ?? 0,
        )
        .toBeGreaterThanOrEqual(2);
      expect(app!.output()).toMatch(/next try in 0\.5 s[\s\S]*next try in 1 s/);
    });

    await proxy.restore();

    await test.step("the database back: migrated, healthy, and a lead is stored", async () => {
      await expect
        .poll(() => health(origin), { timeout: 20_000, intervals: [200] })
        .toEqual({ status: 200, database: "up" });
      expect(app!.output()).toContain("database migrated");
      const email = uniqueEmail("pg-start-late");
      const res = await postContact(app!, contactBody(after!, email), "10.9.7.2");
      expect(res.status).toBe(303);
      expect(await database.storedLeads([email])).toEqual([email]);
    });
    expect(app.process.exitCode).toBeNull();
    expect(app.output()).not.toMatch(ESCAPED);
  } finally {
    await app?.stop();
    await proxy.close();
    await database.drop();
  }
});

// ---------------------------------------------------------------------------------------------

interface QueuedMail {
  to_address: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

test("SMTP down: submissions succeed, mails wait in the queue and leave when SMTP returns", async () => {
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
});

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

test("SQLite full: a clear 503 with what was typed, nothing half-written", async () => {
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

test("SQLite locked by another process: a clear 503 with what was typed, then accepted", async () => {
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
});
