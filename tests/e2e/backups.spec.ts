import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { request, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { authNamespace } from "#app/features/auth/locales.ts";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { totp } from "../support/totp.ts";
import { PASSWORD, signUp, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, hydrated, mailsTo, test } from "./fixtures.ts";

// Sign-ups, sign-ins and the archive wait on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 17: a backup restores everything, on each engine. An instance of its own (embedded SQLite
 * with its demo content; PostgreSQL seeded by `npm run db:seed`) gets a customer with a ticket attachment, an issued invoice and two-factor authentication; the
 * server's daily backup runs (its clock moved to 03:00) and is listed on /admin/backups, where the
 * archive is downloaded. `npm run db:restore` puts it into a fresh data folder (and a new, empty
 * database) with only the secret's copy in place, as docs/backups.md says; a server started on that folder opens the attachment,
 * serves the invoice PDF and signs the customer in with a TOTP code. A daily backup that fails is
 * listed with its reason and e-mailed to the administrator; an attachment whose file is gone
 * answers 404.
 */
const FR = allAdminTexts.fr.backups;
const AUTH = authNamespace.fr;
const run = promisify(execFile);
const PDF = Buffer.from("%PDF-1.7\n% pièce jointe de la sauvegarde\n1 0 obj <<>> endobj\n%%EOF\n", "latin1");

/** A field by the start of its label (required fields add "(obligatoire)" for screen readers). */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

function client(server: AppServer): Promise<APIRequestContext> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return request.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { "x-test-client-address": `10.${part()}.${part()}.${part()}`, Origin: server.origin },
  });
}

async function signInWithCode(page: Page, origin: string, email: string, secret: string): Promise<void> {
  await page.goto(`${origin}/auth`);
  await hydrated(page);
  await page.getByLabel(label(AUTH.fields.email)).fill(email);
  await page.getByLabel(label(AUTH.fields.password)).fill(PASSWORD);
  await page.getByRole("button", { name: AUTH.signIn.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: AUTH.twoFactor.title })).toBeVisible();
  await page.getByLabel(label(AUTH.fields.code)).fill(totp(secret));
  await page.getByRole("button", { name: AUTH.twoFactor.submit }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
}

const PG_SERVER = "postgres://postgres@127.0.0.1:5432";

async function onPostgres(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** What each engine needs: PostgreSQL, a database in use and a new, empty one for the restore. */
interface Setup {
  readonly port: number;
  readonly databases: readonly string[];
  /** The environment of the server on the first (0) or the restored (1) data. */
  env(which: 0 | 1, dataDir: string): Record<string, string>;
}

function setup(engine: "sqlite" | "postgres"): Setup {
  if (engine === "sqlite") {
    // Everything in DATA_DIR, the secret generated there at the first start.
    return { port: E2E_PORT + 170, databases: [], env: (_, dataDir) => ({ DATA_DIR: dataDir }) };
  }
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const databases = [`ga_backup_a_${suffix}`, `ga_backup_b_${suffix}`];
  // The secret is AUTH_SECRET, set on both sides as a deployment does.
  const secret = randomBytes(48).toString("base64url");
  return {
    port: E2E_PORT + 172,
    databases,
    env: (which, dataDir) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: `${PG_SERVER}/${databases[which]}`,
      AUTH_SECRET: secret,
    }),
  };
}

for (const engine of ["sqlite", "postgres"] as const) {
  test(`${engine}: a daily backup restores into a fresh folder: attachment, invoice PDF and 2FA sign-in`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const root = `/tmp/ga-e2e-backups-${E2E_PORT}-${engine}`;
    rmSync(root, { recursive: true, force: true });
    const { port, databases, env: engineEnv } = setup(engine);
    for (const name of databases) await onPostgres(`CREATE DATABASE ${name}`);
    try {
      await backUpAndRestore(engine, port, root, engineEnv, page, browser);
    } finally {
      for (const name of databases) await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(root, { recursive: true, force: true });
    }
  });
}

async function backUpAndRestore(
  engine: "sqlite" | "postgres",
  port: number,
  root: string,
  engineEnv: Setup["env"],
  page: Page,
  browser: Browser,
): Promise<void> {
  const dirA = path.join(root, "a");
  const dirB = path.join(root, "b");
  const archive = path.join(root, "downloaded.tar.gz");
  const adminEmail = uniqueEmail("direction", "ga-education.fr");
  const email = uniqueEmail("sauvegarde");
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ADMIN_EMAILS: adminEmail,
    AUTH_RATE_LIMIT_WINDOW: "10",
  };

  // 1. The instance to back up.
  const envA = { ...env, ...engineEnv(0, dirA) };
  const a = await startAppServer(port, envA);
  // A PostgreSQL database gets no demo content by itself.
  if (engine === "postgres")
    await run(process.execPath, ["scripts/db-seed.ts"], { env: { ...process.env, ...envA } });
  let invoiceId: string;
  let attachmentId: string;
  let secret: string;
  try {
    const customer = await signUp(email, { api: await client(a), institution: "Lycée de la Sauvegarde" });
    expect((await customer.get("/dashboard")).status()).toBe(200);
    const seeded = await customer.post("/test-only/client-space", { form: { step: "seed" } });
    expect(seeded.status(), "invoice issued").toBe(200);
    invoiceId = ((await seeded.json()) as { invoiceId: string }).invoiceId;
    const opened = await customer.post("/dashboard/support", {
      multipart: {
        intent: "open-ticket",
        subject: "Bulletins du trimestre",
        category: "technical",
        priority: "P3",
        message: "Voici le bulletin qui ne s'imprime pas.",
        attachments: { name: "bulletin.pdf", mimeType: "application/pdf", buffer: PDF },
      },
      maxRedirects: 0,
    });
    expect(opened.status(), "ticket opened").toBe(302);
    const ticketPage = await (await customer.get(opened.headers().location!)).text();
    attachmentId = /\/dashboard\/support\/attachments\/([0-9a-f-]{36})/.exec(ticketPage)![1]!;
    expect(await (await customer.get(`/dashboard/support/attachments/${attachmentId}`)).body()).toEqual(PDF);

    // Two-factor authentication, enrolled in the browser as a customer does.
    await page.context().addCookies((await customer.storageState()).cookies);
    await page.goto(`${a.origin}/dashboard/profile`);
    await hydrated(page);
    const security = page.locator("#security");
    await security.getByLabel(label(AUTH.fields.currentPassword)).fill(PASSWORD);
    await security.getByRole("button", { name: AUTH.security.enable }).click();
    secret = (await security.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
    await security.getByLabel(label(AUTH.fields.code)).fill(totp(secret));
    await security.getByRole("button", { name: AUTH.security.confirm }).click();
    await expect(security.getByText(AUTH.security.enabledNotice)).toBeVisible();
    await customer.dispose();

    // 2. The night comes: the server's daily backup runs, and is listed with its archive.
    const admin = await signUp(adminEmail, {
      api: await client(a),
      firstName: "Alex",
      lastName: "Direction",
    });
    const night = await admin.post("/test-only/clock", { form: { job: "backup" } });
    // The night runs every job due (the invoice reminders too): the backup is one of them.
    expect((await night.json()).runs).toContainEqual(
      expect.objectContaining({ job: "backup", status: "success" }),
    );
    await page.context().clearCookies();
    await page.context().addCookies((await admin.storageState()).cookies);
    await page.goto(`${a.origin}/admin/backups`);
    await hydrated(page);
    const list = page.getByRole("region", { name: FR.list });
    const row = list.getByRole("row").filter({ hasText: FR.triggers.schedule });
    await expect(row).toContainText(FR.results.success);
    await expect(row).toContainText(/Tables : \d+ · lignes : \d+ · pièces jointes : 1/);
    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: /^Télécharger ga-backup-\d{8}T\d{6}Z\.tar\.gz$/ }).click();
    await (await download).saveAs(archive);
    await expect(page.getByText(FR.secret.title)).toBeVisible();

    // A night whose backup fails: listed with its reason, e-mailed to the administrator.
    rmSync(path.join(dirA, "backups"), { recursive: true, force: true });
    writeFileSync(path.join(dirA, "backups"), "a file where the folder should be");
    const failing = await admin.post("/test-only/clock", { form: { job: "backup" } });
    // The night runs every job due (the invoice reminders too): the backup is one of them.
    expect((await failing.json()).runs).toContainEqual(
      expect.objectContaining({ job: "backup", status: "failure" }),
    );
    await page.reload();
    await expect(list.getByRole("row").filter({ hasText: /Échec : / })).toHaveCount(1);
    const mails = await mailsTo(adminEmail, 2, 20_000);
    // The sink gives the subject as folded on the wire: compare without spaces.
    const squeeze = (text: string) => text.replace(/\s+/g, "");
    expect(mails.map((m) => squeeze(m.subject))).toContain(squeeze(FR.failureMail.subject));
    await admin.dispose();
    // The page leaves the server before it stops (its polling would fail against a stopped server).
    await page.goto("about:blank");
  } finally {
    await a.stop();
  }

  // 3. The restore, as docs/backups.md says: a fresh folder with the secret's copy, then the command.
  mkdirSync(dirB, { recursive: true });
  if (engine === "sqlite") copyFileSync(path.join(dirA, "auth-secret"), path.join(dirB, "auth-secret"));
  const envB = { ...env, ...engineEnv(1, dirB) };
  const restored = await run(process.execPath, ["scripts/db-restore.ts", archive], {
    env: { ...process.env, DATABASE_URL: "", AUTH_SECRET: "", ...envB },
  });
  expect(restored.stdout).toMatch(/database: \d+ tables, \d+ rows; every table matches the manifest/);
  expect(restored.stdout).toContain("attachments: 1 files");
  expect(restored.stdout).toContain("secret: the one of the backup");
  console.log(restored.stdout);

  // 4. The restored instance: the customer signs in with a code, opens the attachment and the PDF.
  const b = await startAppServer(port + 1, envB);
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const restoredPage = await context.newPage();
    await signInWithCode(restoredPage, b.origin, email, secret);
    const file = await restoredPage.request.get(`${b.origin}/dashboard/support/attachments/${attachmentId}`);
    expect(file.status()).toBe(200);
    expect(await file.body()).toEqual(PDF);
    const pdf = await restoredPage.request.get(`${b.origin}/dashboard/billing/invoices/${invoiceId}/pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // An attachment whose file is gone answers 404, never 500.
    for (const name of readdirSync(path.join(dirB, "attachments")))
      rmSync(path.join(dirB, "attachments", name));
    const gone = await restoredPage.request.get(`${b.origin}/dashboard/support/attachments/${attachmentId}`);
    expect(gone.status()).toBe(404);
  } finally {
    await context.close();
    await b.stop();
  }
}
