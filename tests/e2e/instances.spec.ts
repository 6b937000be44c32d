import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { request, type APIRequestContext } from "@playwright/test";
import formsFr from "#app/lib/forms/locales/fr.ts";
import { migrationsFor } from "#server/db/migrations/index.ts";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { mailLink } from "../support/mail-text.ts";
import { inHtml, PASSWORD, uniqueEmail } from "./accounts.ts";
import { expect, mailsTo, test } from "./fixtures.ts";

/**
 * Issue 10: two instances on different ports sharing one PostgreSQL database. Both start at the
 * same moment (the migrations run once); a session made on one is
 * valid on the other; the sign-in limit counts the attempts made on both, and of 100 wrong passwords
 * sent at once to both, at most 5 are evaluated; two visitors booking
 * the same demo slot, one on each instance, get it once; invoices issued on both at the same time
 * take one unbroken sequence of numbers.
 */
const ADMIN_EMAIL = `direction-${randomBytes(4).toString("hex")}@ga-education.fr`;
const ADMIN_URL = "postgres://postgres@127.0.0.1:5432";
const run = promisify(execFile);

test.describe("two instances on one PostgreSQL database", () => {
  test.describe.configure({ mode: "serial" });
  const database = `ga_instances_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  let a: AppServer;
  let b: AppServer;
  let sql: pg.Client;
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  const client = (server: AppServer, extra: Record<string, string> = {}) =>
    request.newContext({
      baseURL: server.origin,
      extraHTTPHeaders: { "x-test-client-address": address, Origin: server.origin, ...extra },
    });
  const rows = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const admin = new pg.Client({ connectionString: `${ADMIN_URL}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const env = {
      DATABASE_URL: `${ADMIN_URL}/${database}`,
      // One secret for both: sessions and form tokens are signed with it.
      AUTH_SECRET: randomBytes(48).toString("base64url"),
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ADMIN_EMAILS: ADMIN_EMAIL,
    };
    // Started together: both find an empty database at the same moment.
    [a, b] = await Promise.all([startAppServer(E2E_PORT + 120, env), startAppServer(E2E_PORT + 121, env)]);
    sql = new pg.Client({ connectionString: env.DATABASE_URL });
    await sql.connect();
    // Institutions with subscriptions to invoice (production databases get no demo content).
    await run(process.execPath, ["scripts/db-seed.ts"], { env: { ...process.env, ...env } });
  });

  test.afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: `${ADMIN_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  test("both started on the same empty database; the migrations ran once", async () => {
    for (const server of [a, b]) expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const applied = await rows<{ name: string }>(`SELECT name FROM kysely_migration ORDER BY name`);
    expect(applied.map((m) => m.name)).toEqual(Object.keys(migrationsFor("postgres")).sort());
  });

  test("a session made on one instance is valid on the other", async () => {
    const email = uniqueEmail("instances");
    const onA = await client(a);
    const signUp = await onA.post("/auth?view=sign-up", {
      form: {
        intent: "sign-up",
        firstName: "Noé",
        lastName: "Partagé",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        terms: "on",
      },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(200);
    await onA.get(mailLink((await mailsTo(email, 1)).at(-1)!.raw, "/api/auth/verify-email"), {
      maxRedirects: 0,
    });
    const signIn = await onA.post("/auth", {
      form: { intent: "sign-in", email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    const onB = await request.newContext({ baseURL: b.origin, storageState: await onA.storageState() });
    const dashboard = await onB.get("/dashboard", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(200);
    expect(await dashboard.text()).toContain("Noé");
    await onA.dispose();
    await onB.dispose();
  });

  test("the sign-in limit counts the attempts made on both instances", async () => {
    const email = uniqueEmail("limit-both");
    const [onA, onB] = [await client(a), await client(b)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const api = i % 2 === 0 ? onA : onB;
      const res = await api.post("/auth", {
        form: { intent: "sign-in", email, password: "pas-le-bon-x" },
        maxRedirects: 0,
      });
      statuses.push(res.status());
    }
    // Five attempts per account and window, wherever they are made.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await onA.dispose();
    await onB.dispose();
  });

  test("100 wrong passwords sent at once to both instances: at most 5 are evaluated", async () => {
    // A hundred requests at once on two servers: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    // Decision 019: each attempt is reserved in the shared database before the password is checked.
    const email = uniqueEmail("parallel-both");
    const api = await request.newContext();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const server = i % 2 === 0 ? a : b;
        return api.post(`${server.origin}/auth`, {
          form: { intent: "sign-in", email, password: `pas-le-bon-${i}` },
          headers: {
            "x-test-client-address": `10.78.${Math.floor(i / 50)}.${(i % 50) + 1}`,
            Origin: server.origin,
          },
          maxRedirects: 0,
        });
      }),
    );
    const statuses = answers.map((r) => r.status());
    const evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - evaluated);
    await api.dispose();
  });

  test("one demo slot booked from both instances at once is given once", async () => {
    const [onA, onB] = [await client(a), await client(b)];
    const pageA = await (await onA.get("/demo")).text();
    const pageB = await (await onB.get("/demo")).text();
    const token = (html: string) => /name="_token" value="([^"]+)"/.exec(html)![1]!;
    const slots = [...pageA.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1]!).filter(Boolean);
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[0]!;
    const form = (t: string, who: string) => ({
      _token: t,
      website_url: "",
      institution: `Lycée ${who}`,
      institutionType: "secondary",
      students: "600",
      slot,
      firstName: who,
      lastName: "Concurrent",
      email: uniqueEmail(`slot-${who.toLowerCase()}`),
    });
    const answers = await Promise.all([
      onA.post("/demo", { form: form(token(pageA), "Alice"), maxRedirects: 0 }),
      onB.post("/demo", { form: form(token(pageB), "Bruno"), maxRedirects: 0 }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    const booked = await rows<{ n: string }>(
      `SELECT count(*) AS n FROM demo_booking WHERE held_slot = $1 AND status = 'confirmed'`,
      [new Date(slot)],
    );
    expect(Number(booked[0]!.n)).toBe(1);
    expect(answers.filter((r) => r.status() === 303)).toHaveLength(1);
    expect(bodies.filter((t) => t.includes(inHtml(formsFr.demo.slotTaken)))).toHaveLength(1);
    await onA.dispose();
    await onB.dispose();
  });

  test("invoices issued on both instances at once take one unbroken sequence", async () => {
    test.setTimeout(90_000);
    // The administrator named by ADMIN_EMAILS.
    const onA = await client(a);
    await onA.post("/auth?view=sign-up", {
      form: {
        intent: "sign-up",
        firstName: "Alex",
        lastName: "Direction",
        email: ADMIN_EMAIL,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        terms: "on",
      },
      maxRedirects: 0,
    });
    await onA.get(mailLink((await mailsTo(ADMIN_EMAIL, 1)).at(-1)!.raw, "/api/auth/verify-email"), {
      maxRedirects: 0,
    });
    expect(
      (
        await onA.post("/auth", {
          form: { intent: "sign-in", email: ADMIN_EMAIL, password: PASSWORD },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(302);
    const onB: APIRequestContext = await request.newContext({
      baseURL: b.origin,
      storageState: await onA.storageState(),
      extraHTTPHeaders: { Origin: b.origin },
    });
    const subscriptions = await (await onA.get("/admin/subscriptions")).text();
    const subscriptionId = /edit=([0-9a-f-]{36})/.exec(subscriptions)?.[1];
    expect(subscriptionId, "a subscription of the demo content").toBeTruthy();

    const drafts: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await (i % 2 ? onB : onA).post("/admin/billing", {
        form: { intent: "draft", subscriptionId: subscriptionId! },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      drafts.push(/\/admin\/billing\/([0-9a-f-]{36})/.exec(res.headers().location ?? "")![1]!);
    }
    const issued = await Promise.all(
      drafts.map((id, i) => (i % 2 ? onB : onA).post(`/admin/billing/${id}`, { form: { intent: "issue" } })),
    );
    expect(issued.map((r) => r.status())).toEqual(drafts.map(() => 200));

    const numbers = (
      await rows<{ number: string }>(
        `SELECT number FROM invoice WHERE id = ANY($1::text[]) ORDER BY number`,
        [drafts],
      )
    ).map((r) => r.number);
    expect(numbers).toHaveLength(8);
    const sequence = numbers.map((n) => Number(/-(\d+)$/.exec(n)![1]));
    expect(new Set(sequence).size).toBe(8);
    expect(sequence.at(-1)! - sequence[0]!).toBe(7);
    await onA.dispose();
    await onB.dispose();
  });
});
