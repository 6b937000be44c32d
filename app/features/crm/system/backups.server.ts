import { existsSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Engine } from "#server/db/database.ts";
import { newId, parseJson, toDate, toInt } from "#server/db/mapping.ts";
import type { BackupTrigger, DB, RunStatus } from "#server/db/schema.ts";
import { secretFile } from "#server/config.ts";
import type { Clock } from "#server/scheduler/clock.ts";
import { formatDailyTime } from "#server/scheduler/schedule.ts";
import { DEFAULT_LEASE_MS } from "#server/scheduler/scheduler.ts";
import type { AppServices } from "#server/services.ts";
import {
  createArchive,
  findOnPath,
  manifestSummary,
  secretFingerprint,
  type BackupSummary,
} from "./backup-archive.server.ts";

export type { BackupSummary };

/**
 * Backups (issues 8 and 17), kept in `DATA_DIR/backups/` as one archive each
 * (backup-archive.server.ts: database, attachments, manifest), made on demand from the admin CRM
 * or every day by the server (backup-job.server.ts). Each backup is a row of `backup` with its
 * result, so a failure is listed as well as a success; archives past the retention leave with
 * their row. A download only ever serves a successful backup's archive named in the table.
 */
export type BackupMethod = "archive" | "unavailable";

/** The daily backup's name in the scheduler (its claims): never renamed. */
export const BACKUP_JOB = "backup";

/** ga-backup-20260314T093012Z.tar.gz, or …Z-2.tar.gz when two are made in one second. */
export const BACKUP_NAME = /^ga-backup-\d{8}T\d{6}Z(?:-\d{1,3})?\.tar\.gz$/;

export function backupDir(dataDir: string): string {
  return path.join(dataDir, "backups");
}

export function backupName(now: Date, suffix = 0): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `ga-backup-${stamp}${suffix ? `-${suffix}` : ""}.tar.gz`;
}

/** SQLite always; PostgreSQL when pg_dump is on the PATH. */
export async function backupMethod(engine: Engine, pathEnv?: string): Promise<BackupMethod> {
  if (engine === "sqlite") return "archive";
  return (await findOnPath("pg_dump", pathEnv)) ? "archive" : "unavailable";
}

export interface BackupRecord {
  readonly id: string;
  readonly name: string;
  readonly trigger: BackupTrigger;
  readonly status: RunStatus;
  readonly startedAt: string;
  readonly durationMs: number | null;
  readonly size: number | null;
  readonly error: string | null;
  readonly summary: BackupSummary | null;
  /** The archive can be downloaded. */
  readonly available: boolean;
}

export interface BackupDeps {
  readonly db: Kysely<DB>;
  readonly engine: Engine;
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly authSecret: string;
  readonly version: string;
  readonly clock: Clock;
  /** Search path for pg_dump (the process's PATH by default). */
  readonly pathEnv?: string;
}

/**
 * Reserves a name in the table (its unique key), so that two instances sharing a data folder
 * never write the same archive.
 */
async function reserve(
  db: Kysely<DB>,
  dir: string,
  values: { trigger: BackupTrigger; now: Date; userId: string | null },
): Promise<{ id: string; name: string }> {
  for (let suffix = 0; suffix < 1000; suffix++) {
    const name = backupName(values.now, suffix);
    if (existsSync(path.join(dir, name))) continue;
    const id = newId();
    const inserted = await db
      .insertInto("backup")
      .values({
        id,
        file_name: name,
        trigger: values.trigger,
        status: "running",
        started_at: values.now,
        created_by: values.userId,
      })
      .onConflict((oc) => oc.column("file_name").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { id, name };
  }
  throw new Error("no free backup name");
}

function toRecord(
  row: {
    id: string;
    file_name: string;
    trigger: BackupTrigger;
    status: RunStatus;
    started_at: Date | string;
    duration_ms: number | null;
    size_bytes: number | string | null;
    error: string | null;
    summary: string | null;
  },
  available: boolean,
): BackupRecord {
  return {
    id: row.id,
    name: row.file_name,
    trigger: row.trigger,
    status: row.status,
    startedAt: toDate(row.started_at).toISOString(),
    durationMs: row.duration_ms === null ? null : toInt(row.duration_ms),
    size: row.size_bytes === null ? null : toInt(row.size_bytes),
    error: row.error,
    summary: parseJson<BackupSummary | null>(row.summary, null),
    available,
  };
}

/**
 * Makes a backup now and records its result. Never throws for a failed backup: the record says
 * `failure` with the reason (the caller logs it, tells the admins).
 */
export async function makeBackup(
  deps: BackupDeps,
  options: { trigger: BackupTrigger; userId?: string | null },
): Promise<BackupRecord> {
  const dir = backupDir(deps.dataDir);
  const now = deps.clock.now();
  const { id, name } = await reserve(deps.db, dir, {
    trigger: options.trigger,
    now,
    userId: options.userId ?? null,
  });
  const started = performance.now();
  let result: { size: number; summary: BackupSummary } | { error: string };
  try {
    const made = await createArchive(
      {
        engine: deps.engine,
        databaseUrl: deps.databaseUrl,
        dataDir: deps.dataDir,
        authSecret: deps.authSecret,
        version: deps.version,
        now,
        pathEnv: deps.pathEnv,
      },
      path.join(dir, name),
    );
    result = { size: made.size, summary: manifestSummary(made.manifest) };
  } catch (error) {
    result = { error: (error instanceof Error ? error.message : String(error)).slice(0, 2000) };
  }
  const durationMs = Math.round(performance.now() - started);
  const finished = new Date(now.getTime() + durationMs);
  const values =
    "error" in result
      ? { status: "failure" as const, error: result.error }
      : { status: "success" as const, size_bytes: result.size, summary: JSON.stringify(result.summary) };
  await deps.db
    .updateTable("backup")
    .set({ ...values, finished_at: finished, duration_ms: durationMs })
    .where("id", "=", id)
    .execute();
  const row = await deps.db.selectFrom("backup").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return toRecord(row, values.status === "success");
}

/** The latest backups, newest first, with whether each archive is still there. */
export async function listBackups(db: Kysely<DB>, dataDir: string, limit = 100): Promise<BackupRecord[]> {
  const dir = backupDir(dataDir);
  const rows = await db
    .selectFrom("backup")
    .selectAll()
    .orderBy("started_at", "desc")
    .orderBy("file_name", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) =>
    toRecord(row, row.status === "success" && existsSync(path.join(dir, row.file_name))),
  );
}

/** The archive of a successful backup named in the table, or null: any other name is refused. */
export async function findBackup(
  db: Kysely<DB>,
  dataDir: string,
  name: string,
): Promise<{ name: string; size: number; path: string } | null> {
  if (!BACKUP_NAME.test(name)) return null;
  const row = await db
    .selectFrom("backup")
    .select("file_name")
    .where("file_name", "=", name)
    .where("status", "=", "success")
    .executeTakeFirst();
  if (!row) return null;
  const file = path.join(backupDir(dataDir), row.file_name);
  try {
    const s = await stat(file);
    return s.isFile() ? { name: row.file_name, size: s.size, path: file } : null;
  } catch {
    return null;
  }
}

/**
 * Deletes the backups (archive and row) started more than `retentionDays` ago, failures included,
 * but never the latest successful one: after two weeks of failures the last good archive stays.
 * Leftovers of a backup cut by a stop of the server, a day old, go too.
 */
export async function pruneBackups(
  db: Kysely<DB>,
  dataDir: string,
  options: { now: Date; retentionDays: number },
): Promise<string[]> {
  const cutoff = new Date(options.now.getTime() - options.retentionDays * 86_400_000);
  const latestGood = await db
    .selectFrom("backup")
    .select("id")
    .where("status", "=", "success")
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const old = await db
    .selectFrom("backup")
    .select(["id", "file_name"])
    .where("started_at", "<", cutoff)
    .where("status", "!=", "running")
    .execute();
  const deleted: string[] = [];
  for (const row of old) {
    if (row.id === latestGood?.id) continue;
    await rm(path.join(backupDir(dataDir), row.file_name), { force: true });
    await db.deleteFrom("backup").where("id", "=", row.id).execute();
    deleted.push(row.file_name);
  }
  // What a server stopped in the middle of a backup left: its work folder and unfinished archive.
  const dayAgo = options.now.getTime() - 86_400_000;
  for (const entry of await readdir(backupDir(dataDir)).catch(() => [] as string[])) {
    if (!entry.startsWith(".work-") && !entry.endsWith(".partial")) continue;
    const full = path.join(backupDir(dataDir), entry);
    if ((await stat(full)).mtimeMs < dayAgo) {
      await rm(full, { recursive: true, force: true });
      deleted.push(entry);
    }
  }
  return deleted;
}

/** How the server makes a backup, from its services (the admin page, the daily job). */
export function backupDeps(
  services: Pick<AppServices, "config" | "database" | "clock" | "version">,
): BackupDeps {
  const { config, database, clock, version } = services;
  return {
    db: database.db,
    engine: database.engine,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    authSecret: config.authSecret,
    version,
    clock,
  };
}

/** What /admin/backups shows: the schedule, the secret's place, the history. */
export async function backupsPage(services: AppServices) {
  const { config, database, db, scheduler } = services;
  const now = scheduler.clock.now().getTime();
  const next = scheduler.next().find((j) => j.job === BACKUP_JOB)?.at ?? null;
  return {
    engine: database.engine,
    method: await backupMethod(database.engine),
    dir: backupDir(config.dataDir),
    schedule: {
      time: config.backupMinutes === null ? null : formatDailyTime(config.backupMinutes),
      retentionDays: config.backupRetentionDays,
      next: next?.toISOString() ?? null,
    },
    secret: {
      file: secretFile(config.dataDir),
      // Enough to compare with a copy by eye; the restore compares the whole fingerprint.
      fingerprint: secretFingerprint(config.authSecret).slice(0, 16),
    },
    backups: (await listBackups(db, config.dataDir)).map((b) => ({
      ...b,
      // A backup still "running" past the scheduler's lease was cut by a stop of the server.
      interrupted: b.status === "running" && now - Date.parse(b.startedAt) > DEFAULT_LEASE_MS,
    })),
  };
}
