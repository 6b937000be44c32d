import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import {
  backupMethod,
  backupName,
  BACKUP_NAME,
  createBackup,
  findBackup,
  listBackups,
  pgEnvironment,
  restoreSqliteBackup,
  sqliteFileOf,
  tableFingerprints,
} from "./backups.server.ts";

/**
 * Backups (issue 8) on a real SQLite file: a backup taken while the database is open restores to
 * an identical database (same row count and checksum in every table), the listing shows only
 * backup files, and no name outside the listing can be downloaded.
 */
let dir: string;
let database: Database;
let dbFile: string;
let backups: string;

async function seed(db: Database["db"], n: number) {
  for (let i = 0; i < n; i++) {
    const institution = crypto.randomUUID();
    await db
      .insertInto("institution")
      .values({ id: institution, name: `Lycée Sauvegarde ${i}`, city: i % 2 ? "Lyon" : "Nantes" })
      .execute();
    await db
      .insertInto("lead")
      .values({
        id: crypto.randomUUID(),
        type: "quote",
        email: `contact${i}@lycee-${i}.example`,
        institution_name: `Lycée Sauvegarde ${i}`,
        payload: JSON.stringify({ students: 100 + i, note: "=1+1 « accents »" }),
        value_cents: 1000 * i,
      })
      .execute();
    await db
      .insertInto("ticket")
      .values({ id: crypto.randomUUID(), institution_id: institution, subject: `Question ${i}` })
      .execute();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "ga-backup-"));
  dbFile = path.join(dir, "app.db");
  backups = path.join(dir, "backups");
  database = openDatabase(`file:${dbFile}`);
  await migrateToLatest(database);
  await seed(database.db, 25);
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("backup names and settings", () => {
  it("names backups by their UTC time and engine, and recognises only those names", () => {
    const now = new Date("2026-03-14T09:30:12.345Z");
    expect(backupName("sqlite", now)).toBe("ga-backup-20260314T093012Z.sqlite");
    expect(backupName("postgres", now, 2)).toBe("ga-backup-20260314T093012Z-2.dump");
    expect(BACKUP_NAME.test("ga-backup-20260314T093012Z.sqlite")).toBe(true);
    for (const bad of [
      "../app.db",
      "ga-backup-20260314T093012Z.sqlite.partial",
      "ga-backup-20260314T093012Z.sqlite/../../app.db",
      "app.db",
      "ga-backup-x.sqlite",
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

  it("uses pg_dump only when it is on the PATH", async () => {
    expect(await backupMethod("sqlite", "")).toBe("sqlite");
    expect(await backupMethod("postgres", "")).toBe("manual");
    const bin = path.join(dir, "bin");
    const { mkdirSync, chmodSync } = await import("node:fs");
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, "pg_dump"), "#!/bin/sh\nexit 0\n");
    chmodSync(path.join(bin, "pg_dump"), 0o755);
    expect(await backupMethod("postgres", bin)).toBe("pgDump");
  });
});

describe("SQLite backup and restore", () => {
  it("restores a backup taken on the open database to an identical database", async () => {
    const before = tableFingerprints(dbFile);
    expect(before.lead?.rows).toBe(25);
    expect(before.kysely_migration?.rows).toBeGreaterThan(0);

    const made = await createBackup({ engine: "sqlite", databaseUrl: `file:${dbFile}`, dir: backups });
    expect(made.name).toMatch(BACKUP_NAME);
    expect(made.size).toBeGreaterThan(0);

    // The site keeps writing after the backup: the restore holds the data as it was.
    await seed(database.db, 3);
    expect(tableFingerprints(dbFile).lead?.rows).toBe(28);

    const restored = path.join(dir, "restored", "app.db");
    await restoreSqliteBackup(path.join(backups, made.name), restored);
    const after = tableFingerprints(restored);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [table, fingerprint] of Object.entries(before)) {
      expect(after[table], table).toEqual(fingerprint);
    }

    // The restored file opens as the app's database and answers queries.
    const reopened = openDatabase(`file:${restored}`);
    try {
      expect(await migrateToLatest(reopened)).toMatchObject({ applied: [] });
      const n = await reopened.db
        .selectFrom("lead")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(25);
    } finally {
      await reopened.close();
    }
  });

  it("lists backups newest first and finds only listed names", async () => {
    const second = await createBackup({
      engine: "sqlite",
      databaseUrl: `file:${dbFile}`,
      dir: backups,
      now: new Date(Date.now() + 5000),
    });
    writeFileSync(path.join(backups, "notes.txt"), "not a backup");
    writeFileSync(path.join(backups, `${second.name}.partial`), "unfinished");
    const list = await listBackups(backups);
    expect(list).toHaveLength(2);
    expect(list.map((f) => f.name)).toContain(second.name);
    expect(list.every((f) => BACKUP_NAME.test(f.name) && f.size > 0)).toBe(true);

    expect(await findBackup(backups, second.name)).toMatchObject({ path: path.join(backups, second.name) });
    for (const name of [
      "../app.db",
      "notes.txt",
      `${second.name}.partial`,
      "ga-backup-20990101T000000Z.sqlite",
    ]) {
      expect(await findBackup(backups, name), name).toBeNull();
    }
  });

  it("lists nothing when the folder does not exist yet, and refuses an in-memory database", async () => {
    expect(await listBackups(path.join(dir, "missing"))).toEqual([]);
    await expect(
      createBackup({ engine: "sqlite", databaseUrl: "file::memory:", dir: path.join(dir, "mem") }),
    ).rejects.toThrow(/in-memory/);
    expect(await listBackups(path.join(dir, "mem"))).toEqual([]);
  });
});
