import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import type { Engine } from "#server/db/database.ts";

/**
 * Backups of the database (issue 8), kept in `data/backups/`:
 * - SQLite: SQLite's online backup API (node:sqlite `backup()`) copies the live file while the
 *   site runs; the copy is one self-contained file (rollback journal, no -wal beside it).
 * - PostgreSQL: a logical dump by `pg_dump --format=custom` when the tool is on the PATH;
 *   otherwise the page shows the manual procedure (docs/backups.md).
 * A download only ever serves a name from the listing, so no path can reach another file.
 * The restore (`restoreSqliteBackup`, scripts/db-restore.ts) and its check (`tableFingerprints`)
 * live here too.
 */
export type BackupMethod = "sqlite" | "pgDump" | "manual";

export interface BackupFile {
  readonly name: string;
  readonly size: number;
  readonly createdAt: string;
}

/** ga-backup-20260314T093012Z.sqlite, or …Z-2.dump when two are made in one second. */
export const BACKUP_NAME = /^ga-backup-\d{8}T\d{6}Z(?:-\d{1,3})?\.(?:sqlite|dump)$/;

export function backupDir(dataDir: string): string {
  return path.join(dataDir, "backups");
}

export function backupName(engine: Engine, now: Date, suffix = 0): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `ga-backup-${stamp}${suffix ? `-${suffix}` : ""}.${engine === "sqlite" ? "sqlite" : "dump"}`;
}

/** The SQLite file of a `file:` database URL; null for PostgreSQL or an in-memory database. */
export function sqliteFileOf(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith("file:")) return null;
  const file = databaseUrl.slice("file:".length);
  return file && file !== ":memory:" ? path.resolve(file) : null;
}

/** An executable named `command` on the PATH, or null. */
export async function findOnPath(command: string, pathEnv = process.env.PATH ?? ""): Promise<string | null> {
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

export async function backupMethod(engine: Engine, pathEnv?: string): Promise<BackupMethod> {
  if (engine === "sqlite") return "sqlite";
  return (await findOnPath("pg_dump", pathEnv)) ? "pgDump" : "manual";
}

/**
 * libpq's environment for a postgres:// URL, so that the password never shows in the process
 * list (it would as a pg_dump argument).
 */
export function pgEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Every backup of the folder, newest first; files not named like a backup are ignored. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = await Promise.all(
    names
      .filter((n) => BACKUP_NAME.test(n))
      .map(async (name) => {
        const s = await stat(path.join(dir, name));
        return s.isFile() ? { name, size: s.size, createdAt: s.mtime.toISOString() } : null;
      }),
  );
  return files
    .filter((f): f is BackupFile => f !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The path of a backup named in the listing, or null: any other name (`../app.db`…) is refused. */
export async function findBackup(dir: string, name: string): Promise<(BackupFile & { path: string }) | null> {
  if (!BACKUP_NAME.test(name)) return null;
  const file = (await listBackups(dir)).find((f) => f.name === name);
  return file ? { ...file, path: path.join(dir, file.name) } : null;
}

async function freeName(dir: string, engine: Engine, now: Date): Promise<string> {
  const taken = new Set(await readdir(dir));
  for (let i = 0; i < 1000; i++) {
    const name = backupName(engine, now, i);
    if (!taken.has(name) && !taken.has(`${name}.partial`)) return name;
  }
  throw new Error("no free backup name");
}

/** Copies an SQLite database file with the online backup API, into one self-contained file. */
export async function copySqliteDatabase(sourceFile: string, targetFile: string): Promise<void> {
  const source = new DatabaseSync(sourceFile, { readOnly: true });
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    // One step for the whole file: a consistent snapshot that writes of the site cannot restart.
    await backup(source, targetFile, { rate: 2_147_483_647 });
  } finally {
    source.close();
  }
  const target = new DatabaseSync(targetFile);
  try {
    target.exec("PRAGMA journal_mode = DELETE");
    const check = target.prepare("PRAGMA integrity_check").get() as { integrity_check?: string } | undefined;
    if (check?.integrity_check !== "ok") throw new Error(`backup integrity check: ${check?.integrity_check}`);
  } finally {
    target.close();
  }
}

const exec = promisify(execFile);

export interface CreateBackupOptions {
  readonly engine: Engine;
  readonly databaseUrl: string;
  readonly dir: string;
  readonly now?: Date;
  /** Search path for pg_dump (the process's PATH by default). */
  readonly pathEnv?: string;
}

/** Makes a backup now; the file appears in the listing only once complete. */
export async function createBackup(options: CreateBackupOptions): Promise<BackupFile> {
  const { engine, databaseUrl, dir } = options;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = await freeName(dir, engine, options.now ?? new Date());
  const finalPath = path.join(dir, name);
  const partial = `${finalPath}.partial`;
  try {
    if (engine === "sqlite") {
      const file = sqliteFileOf(databaseUrl);
      if (!file) throw new Error("an in-memory database cannot be backed up");
      await copySqliteDatabase(file, partial);
    } else {
      const pgDump = await findOnPath("pg_dump", options.pathEnv);
      if (!pgDump) throw new Error("pg_dump is not on the PATH");
      await exec(pgDump, ["--format=custom", "--no-owner", `--file=${partial}`], {
        env: { ...process.env, ...pgEnvironment(databaseUrl) },
        timeout: 30 * 60_000,
      });
    }
    await rename(partial, finalPath);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const s = await stat(finalPath);
  return { name, size: s.size, createdAt: s.mtime.toISOString() };
}

/**
 * Restores an SQLite backup into `targetFile` (which must not be in use: stop the site first).
 * The target's old -wal and -shm files are removed so that they cannot replay over the restore.
 */
export async function restoreSqliteBackup(backupFile: string, targetFile: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(targetFile)), { recursive: true });
  await rm(`${targetFile}-wal`, { force: true });
  await rm(`${targetFile}-shm`, { force: true });
  await copySqliteDatabase(backupFile, targetFile);
}

export interface TableFingerprint {
  readonly rows: number;
  /** SHA-256 of every row, in the order of all its columns. */
  readonly checksum: string;
}

function cellText(value: unknown): unknown {
  if (value instanceof Uint8Array) return `x'${Buffer.from(value).toString("hex")}'`;
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** Row count and checksum of every table of an SQLite file, to compare a restore with its source. */
export function tableFingerprints(file: string): Record<string, TableFingerprint> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[];
    const out: Record<string, TableFingerprint> = {};
    for (const { name } of tables) {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      const columns = (db.prepare(`PRAGMA table_info(${quoted})`).all() as { name: string }[]).length;
      const order = Array.from({ length: columns }, (_, i) => i + 1).join(", ");
      const hash = createHash("sha256");
      let rows = 0;
      for (const row of db.prepare(`SELECT * FROM ${quoted} ORDER BY ${order}`).iterate()) {
        hash.update(JSON.stringify(Object.values(row as Record<string, unknown>).map(cellText)));
        hash.update("\n");
        rows++;
      }
      out[name] = { rows, checksum: hash.digest("hex") };
    }
    return out;
  } finally {
    db.close();
  }
}
