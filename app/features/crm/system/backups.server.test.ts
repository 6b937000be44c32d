import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentsDir } from "#app/features/client-space/support.server.ts";
import { openDatabase } from "#server/db/database.ts";
import { newId } from "#server/db/mapping.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrationsFor } from "#server/db/migrations/index.ts";
import type { DB } from "#server/db/schema.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import { createLogger } from "#server/logger.ts";
import { createMailer } from "#server/mail/mailer.ts";
import type { OutgoingMail } from "#server/mail/transport.ts";
import type { Kysely } from "kysely";
import {
  openArchive,
  pgEnvironment,
  pgTableFingerprints,
  restoreArchive,
  RestoreRefused,
  secretFingerprint,
  sqliteFileOf,
  tableFingerprints,
  type RestoreTarget,
  type TableFingerprint,
} from "./backup-archive.server.ts";
import { dailyBackupJob } from "./backup-job.server.ts";
import {
  BACKUP_NAME,
  backupDir,
  backupName,
  findBackup,
  listBackups,
  makeBackup,
  pruneBackups,
} from "./backups.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * Backups (issues 8 and 17) on the test engine (SQLite; PostgreSQL under `npm run test:pg`): an
 * archive made while the site runs restores into a fresh data folder or database with every table
 * identical (rows and checksum) and every attachment byte for byte; a target that holds data, a
 * wrong secret, a damaged archive are refused; the history lists failures with their reason; the
 * retention keeps the latest good archive; a failed daily backup is e-mailed to the admins.
 */
const SECRET = "s3cret-of-the-backed-up-site-0123456789-abcdef";
const logger = createLogger("silent");
const ADMIN_SERVER = process.env.TEST_DATABASE_URL;
let t: TestDatabase;
const cleanups: (() => Promise<void>)[] = [];

const clockAt = (iso: string) => ({ now: () => new Date(iso) });

function deps(overrides: Partial<Parameters<typeof makeBackup>[0]> = {}) {
  return {
    db: t.database.db,
    engine: t.database.engine,
    databaseUrl: t.url,
    dataDir: t.dir,
    authSecret: SECRET,
    version: "9.9.9",
    clock: clockAt("2026-03-14T09:30:12Z"),
    ...overrides,
  };
}

async function seed(db: Kysely<DB>, n: number, dataDir: string) {
  mkdirSync(attachmentsDir(dataDir), { recursive: true });
  for (let i = 0; i < n; i++) {
    const institution = newId();
    await db
      .insertInto("institution")
      .values({
        id: institution,
        name: `Lycée Sauvegarde ${i}`,
        name_key: nameKey(`Lycée Sauvegarde ${i}`),
        city: i % 2 ? "Lyon" : "Nantes",
      })
      .execute();
    await db
      .insertInto("lead")
      .values({
        id: newId(),
        type: "quote",
        email: `contact${i}@lycee-${i}.example`,
        institution_name: `Lycée Sauvegarde ${i}`,
        payload: JSON.stringify({ students: 100 + i, note: "=1+1 « accents »" }),
        value_cents: 1000 * i,
      })
      .execute();
    const ticket = newId();
    await db
      .insertInto("ticket")
      .values({ id: ticket, institution_id: institution, subject: `Question ${i}` })
      .execute();
    const id = newId();
    writeFileSync(
      path.join(attachmentsDir(dataDir), `${id}.bin`),
      `%PDF-1.4 pièce ${i} ${"x".repeat(i * 100)}`,
    );
    await db
      .insertInto("ticket_attachment")
      .values({
        id,
        ticket_id: ticket,
        filename: `piece-${i}.pdf`,
        content_type: "application/pdf",
        size: 10,
        storage_key: `${id}.bin`,
      })
      .execute();
  }
}

/** Every table's rows and checksum, read the same way the restore checks them. */
async function fingerprints(url: string): Promise<Record<string, TableFingerprint>> {
  const file = sqliteFileOf(url);
  if (file) return tableFingerprints(file);
  const client = new pg.Client({ connectionString: url, options: "-c TimeZone=UTC" });
  await client.connect();
  try {
    return await pgTableFingerprints(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty target: a data folder, and a new database on PostgreSQL. */
async function freshTarget(secret: string | null = SECRET): Promise<RestoreTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ga-restore-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!ADMIN_SERVER) {
    return { engine: "sqlite", databaseUrl: `file:${path.join(dataDir, "app.db")}`, dataDir, secret };
  }
  const name = `ga_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: ADMIN_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: ADMIN_SERVER });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(ADMIN_SERVER);
  url.pathname = `/${name}`;
  return { engine: "postgres", databaseUrl: url.toString(), dataDir, secret };
}

const withoutBackups = (f: Record<string, TableFingerprint>) => ({ ...f, backup: undefined });

/** Databases of restored targets, opened by the tests and closed at the end. */
const openedTargets = {
  open(target: RestoreTarget) {
    const database = openDatabase(target.databaseUrl, { poolSize: 1 });
    cleanups.push(() => database.close());
    return database.db;
  },
};

let archive: string;
let before: Record<string, TableFingerprint>;
let backedUpKeys: string[];

beforeAll(async () => {
  t = await createTestDatabase();
  await seed(t.database.db, 12, t.dir);
  const user = await insertTestUser(t.database.db, "deux-facteurs@lycee.example", { twoFactorEnabled: true });
  await t.database.db
    .insertInto("twoFactor")
    .values({ id: newId(), userId: user, secret: "encrypted-with-the-secret", backupCodes: "encrypted-too" })
    .execute();
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.destroy();
}, 60_000);

describe("backup names", () => {
  it("names archives by their UTC time and recognises only those names", () => {
    const now = new Date("2026-03-14T09:30:12.345Z");
    expect(backupName(now)).toBe("ga-backup-20260314T093012Z.tar.gz");
    expect(backupName(now, 2)).toBe("ga-backup-20260314T093012Z-2.tar.gz");
    for (const bad of [
      "../app.db",
      "ga-backup-20260314T093012Z.tar.gz.partial",
      "ga-backup-20260314T093012Z.tar.gz/../../app.db",
      "ga-backup-20260314T093012Z.sqlite",
      "app.db",
    ]) {
      expect(BACKUP_NAME.test(bad), bad).toBe(false);
    }
  });

  it("reads the SQLite file of a database URL and the libpq environment of a PostgreSQL one", () => {
    expect(sqliteFileOf("file:data/app.db")).toBe(path.resolve("data/app.db"));
    expect(sqliteFileOf("file::memory:")).toBeNull();
    expect(sqliteFileOf("postgres://u@h/db")).toBeNull();
    expect(pgEnvironment("postgres://ga%40app:s%3Acret@db.internal:6543/ga_prod?sslmode=require")).toEqual({
      PGHOST: "db.internal",
      PGPORT: "6543",
      PGUSER: "ga@app",
      PGPASSWORD: "s:cret",
      PGDATABASE: "ga_prod",
      PGSSLMODE: "require",
    });
  });
});

describe(`backup and restore (${testEngine()})`, () => {
  it("makes one archive with the database, the attachments and a manifest", async () => {
    before = await fingerprints(t.url);
    backedUpKeys = (await t.database.db.selectFrom("ticket_attachment").select("storage_key").execute()).map(
      (r) => r.storage_key,
    );
    const made = await makeBackup(deps(), { trigger: "manual" });
    expect(made).toMatchObject({ status: "success", trigger: "manual", available: true, error: null });
    expect(made.name).toBe("ga-backup-20260314T093012Z.tar.gz");
    expect(made.size).toBeGreaterThan(0);
    expect(made.durationMs).toBeGreaterThanOrEqual(0);
    expect(made.summary).toMatchObject({ engine: t.database.engine, version: "9.9.9", attachments: 12 });
    archive = path.join(backupDir(t.dir), made.name);

    const into = mkdtempSync(path.join(tmpdir(), "ga-open-"));
    cleanups.push(async () => rmSync(into, { recursive: true, force: true }));
    const manifest = await openArchive(archive, into);
    expect(manifest.engine).toBe(t.database.engine);
    expect(manifest.schema.migration).toBe(Object.keys(migrationsFor("sqlite")).at(-1));
    expect(manifest.database.tables.lead?.rows).toBe(12);
    // The backup's own row (running while the database was copied) is the one difference.
    expect(withoutBackups(manifest.database.tables)).toEqual(withoutBackups(before));
    expect(manifest.database.tables.backup?.rows).toBe(1);
    expect(manifest.name).toBe(made.name);
    expect(manifest.attachments).toMatchObject({ files: 12, missing: [] });
    expect(manifest.files).toHaveLength(13);
    expect(manifest.secret.fingerprint).toBe(secretFingerprint(SECRET));
    // The secret itself is nowhere in the archive.
    expect(readFileSync(archive).includes(Buffer.from(SECRET))).toBe(false);
    expect(JSON.stringify(manifest)).not.toContain(SECRET);
  });

  it("restores into an empty target: every table identical, every attachment byte for byte", async () => {
    // The site keeps writing after the backup: the restore holds the data as it was.
    await seed(t.database.db, 2, t.dir);
    const target = await freshTarget();
    const report = await restoreArchive(archive, target);
    expect(report).toMatchObject({ secret: "match", cleared: null, keptAside: [], missingAttachments: [] });
    expect(report.attachments.files).toBe(12);
    expect(report.tables).toBe(Object.keys(before).length);
    expect(report.rows).toBe(Object.values(before).reduce((s, f) => s + f.rows, 0) + 1);
    expect(withoutBackups(await fingerprints(target.databaseUrl))).toEqual(withoutBackups(before));
    // In the restored site, the backup it came from is listed as made, its archive elsewhere.
    const [own] = await listBackups(openedTargets.open(target), target.dataDir);
    expect(own).toMatchObject({ name: path.basename(archive), status: "success", available: false });
    for (const key of backedUpKeys) {
      expect(readFileSync(path.join(attachmentsDir(target.dataDir), key))).toEqual(
        readFileSync(path.join(attachmentsDir(t.dir), key)),
      );
    }
    // The restored database opens as the app's, its migrations up to date.
    const reopened = openDatabase(target.databaseUrl);
    try {
      expect(await migrateToLatest(reopened)).toMatchObject({ applied: [] });
    } finally {
      await reopened.close();
    }

    // Not twice into the same place.
    await expect(restoreArchive(archive, target)).rejects.toThrow(/not empty/);
  });

  it("refuses a target without the backup's secret, or restores clearing what depends on it", async () => {
    const wrong = await freshTarget("another-secret-that-is-long-enough-0123456789");
    await expect(restoreArchive(archive, wrong)).rejects.toThrow(/not the one of the backup/);
    await expect(restoreArchive(archive, await freshTarget(null))).rejects.toThrow(/No secret is set/);
    const report = await restoreArchive(archive, wrong, { withoutSecret: true });
    expect(report.secret).toBe("cleared");
    expect(report.cleared).toMatchObject({ twoFactor: 1 });
    const db = openDatabase(wrong.databaseUrl);
    try {
      expect(await db.db.selectFrom("twoFactor").selectAll().execute()).toEqual([]);
      const user = await db.db
        .selectFrom("user")
        .select("twoFactorEnabled")
        .where("email", "=", "deux-facteurs@lycee.example")
        .executeTakeFirstOrThrow();
      expect(Boolean(user.twoFactorEnabled)).toBe(false);
    } finally {
      await db.close();
    }
  });

  it("with --replace keeps what was there aside and restores over it (SQLite; a new database on PostgreSQL)", async () => {
    const target = await freshTarget();
    await restoreArchive(archive, target);
    if (target.engine === "postgres") {
      await expect(restoreArchive(archive, target, { replace: true })).rejects.toThrow(/new, empty database/);
      return;
    }
    writeFileSync(path.join(attachmentsDir(target.dataDir), "extra.bin"), "added after");
    const report = await restoreArchive(archive, target, {
      replace: true,
      now: new Date("2026-03-15T10:00:00Z"),
    });
    expect(report.keptAside.length).toBe(2);
    expect(report.keptAside.join(" ")).toMatch(/before[-_]restore[-_]20260315t100000/i);
    expect(withoutBackups(await fingerprints(target.databaseUrl))).toEqual(withoutBackups(before));
  });

  it("refuses a damaged archive and one that is not a backup, changing nothing", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "ga-tamper-"));
    cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
    await tar.extract({ file: archive, cwd: work });
    const attachment = readFileSync(path.join(work, "manifest.json"), "utf8").match(/attachments\/[^"]+/)![0];
    writeFileSync(path.join(work, attachment), "changed");
    const tampered = path.join(work, "tampered.tar.gz");
    await tar.create({ gzip: true, file: tampered, cwd: work }, ["manifest.json", "database", "attachments"]);
    const target = await freshTarget();
    await expect(restoreArchive(tampered, target)).rejects.toThrow(/damaged.*checksum/);
    const junk = path.join(work, "junk.tar.gz");
    writeFileSync(junk, "not an archive at all");
    await expect(restoreArchive(junk, target)).rejects.toBeInstanceOf(RestoreRefused);
    // Still empty: a good archive goes in.
    expect((await restoreArchive(archive, target)).secret).toBe("match");
  });
});

describe("backup history and retention", () => {
  it("records a failure with its reason; it is listed but never downloadable", async () => {
    const broken = mkdtempSync(path.join(tmpdir(), "ga-broken-"));
    cleanups.push(async () => rmSync(broken, { recursive: true, force: true }));
    // A file where the backups folder should be: the archive cannot be written.
    writeFileSync(path.join(broken, "backups"), "in the way");
    const failed = await makeBackup(deps({ dataDir: broken, clock: clockAt("2026-03-14T10:00:00Z") }), {
      trigger: "schedule",
    });
    expect(failed).toMatchObject({ status: "failure", available: false, size: null });
    expect(failed.error).toMatch(/EEXIST|ENOTDIR|exists|not a directory/);
    const list = await listBackups(t.database.db, t.dir);
    expect(list.find((b) => b.id === failed.id)).toMatchObject({ status: "failure", trigger: "schedule" });
    expect(await findBackup(t.database.db, t.dir, failed.name)).toBeNull();
    const good = list.find((b) => b.status === "success")!;
    expect(await findBackup(t.database.db, t.dir, good.name)).toMatchObject({ name: good.name });
    for (const name of ["../app.db", "app.db", "ga-backup-20990101T000000Z.tar.gz"]) {
      expect(await findBackup(t.database.db, t.dir, name), name).toBeNull();
    }
  });

  it("deletes backups past the retention, failures too, but never the latest good one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ga-prune-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const own = { ...deps(), dataDir: dir };
    await t.database.db.deleteFrom("backup").execute();
    const day1 = await makeBackup(
      { ...own, clock: clockAt("2026-03-01T02:00:00Z") },
      { trigger: "schedule" },
    );
    const day2 = await makeBackup(
      { ...own, clock: clockAt("2026-03-02T02:00:00Z") },
      { trigger: "schedule" },
    );
    writeFileSync(path.join(dir, "x"), "");
    // Leftovers of a backup cut by a stop of the server.
    mkdirSync(path.join(backupDir(dir), ".work-abc123"));
    writeFileSync(path.join(backupDir(dir), "ga-backup-20260301T020000Z-1.tar.gz.partial"), "half");
    const longAgo = new Date("2026-03-01T02:00:00Z");
    utimesSync(path.join(backupDir(dir), ".work-abc123"), longAgo, longAgo);
    utimesSync(path.join(backupDir(dir), "ga-backup-20260301T020000Z-1.tar.gz.partial"), longAgo, longAgo);
    const day20 = await makeBackup(
      { ...own, dataDir: path.join(dir, "x"), clock: clockAt("2026-03-20T02:00:00Z") },
      { trigger: "schedule" },
    );
    expect(day20.status).toBe("failure");
    // Day 30, 14 days kept: the day-1 archive goes, day 2 is the latest good one and stays.
    const deleted = await pruneBackups(t.database.db, dir, {
      now: new Date("2026-04-05T03:00:00Z"),
      retentionDays: 14,
    });
    expect(deleted.sort()).toEqual(
      [day1.name, day20.name, ".work-abc123", "ga-backup-20260301T020000Z-1.tar.gz.partial"].sort(),
    );
    const left = await listBackups(t.database.db, dir);
    expect(left.map((b) => b.name)).toEqual([day2.name]);
    expect(left[0]!.available).toBe(true);
  });

  it("a failed daily backup is e-mailed to every administrator, in their language, and fails the run", async () => {
    const admin = await insertTestUser(t.database.db, "admin-fr@ga.example", { role: "admin" });
    await insertTestUser(t.database.db, "admin-en@ga.example", { role: "admin", language: "en" });
    await insertTestUser(t.database.db, "client@ga.example");
    expect(admin).toBeTruthy();
    const sent: OutgoingMail[] = [];
    const mailer = createMailer({
      db: t.database.db,
      transport: { kind: "smtp", send: async (m) => void sent.push(m), close() {} },
      from: "GA <no-reply@ga.example>",
      logger,
    });
    const broken = mkdtempSync(path.join(tmpdir(), "ga-job-"));
    cleanups.push(async () => rmSync(broken, { recursive: true, force: true }));
    writeFileSync(path.join(broken, "backups"), "in the way");
    const job = dailyBackupJob({
      ...deps({ dataDir: broken }),
      mailer,
      logger,
      baseUrl: "https://ga.example",
      minutes: 180,
      retentionDays: 14,
    });
    await expect(job.run({ day: "2026-03-14", clock: clockAt("2026-03-14T02:00:00Z") })).rejects.toThrow();
    await mailer.processDue(new Date(Date.now() + 1000));
    const byAddress = new Map(sent.map((m) => [m.to, m]));
    expect([...byAddress.keys()].sort()).toEqual(["admin-en@ga.example", "admin-fr@ga.example"]);
    expect(byAddress.get("admin-fr@ga.example")!.subject).toBe("La sauvegarde quotidienne a échoué");
    expect(byAddress.get("admin-fr@ga.example")!.text).toContain("https://ga.example/admin/backups");
    expect(byAddress.get("admin-en@ga.example")!.subject).toBe("The daily backup failed");
    expect(byAddress.get("admin-en@ga.example")!.text).toContain("https://ga.example/en/admin/backups");
  });
});
