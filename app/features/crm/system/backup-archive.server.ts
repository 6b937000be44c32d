import { execFile } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { constants, createReadStream, existsSync } from "node:fs";
import {
  access,
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";
import * as tar from "tar";
import { z } from "#app/lib/forms/zod.ts";
import type { Engine } from "#server/db/database.ts";
import { migrationsFor } from "#server/db/migrations/index.ts";
import { attachmentsDir } from "#app/features/client-space/support.server.ts";

/**
 * A backup archive (issue 17): one `.tar.gz` holding everything a restore needs except the secret,
 * which is kept apart on purpose (docs/backups.md):
 *
 *   manifest.json          what is inside: version, schema level, engine, rows and checksum of
 *                          every table, SHA-256 of every file, a fingerprint of the secret
 *   database/app.sqlite    SQLite: a copy made with SQLite's online backup API
 *   database/app.dump      PostgreSQL: `pg_dump --format=custom`, taken in the same snapshot as
 *                          the manifest's row counts
 *   attachments/<key>.bin  the support attachments (DATA_DIR/attachments)
 *
 * `restoreArchive` puts it back into an empty data folder or database and checks it against the
 * manifest (scripts/db-restore.ts).
 */
export const BACKUP_FORMAT = "ga-backup/1";

const DATABASE_FILE: Record<Engine, string> = {
  sqlite: "database/app.sqlite",
  postgres: "database/app.dump",
};

export interface TableFingerprint {
  readonly rows: number;
  /** SQLite: SHA-256 of every row in order; PostgreSQL: sum of each row's MD5 (order-free). */
  readonly checksum: string;
}

const FileEntrySchema = z.object({
  path: z.string().regex(/^(?:database\/app\.(?:sqlite|dump)|attachments\/[A-Za-z0-9._-]+)$/),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The archive's file name when made: its own row of `backup` is in the database it holds. */
  name: z.string(),
  createdAt: z.string(),
  app: z.object({ version: z.string() }),
  engine: z.enum(["sqlite", "postgres"]),
  schema: z.object({ migration: z.string().nullable(), migrations: z.array(z.string()) }),
  database: z.object({
    file: z.string(),
    tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), checksum: z.string() })),
  }),
  attachments: z.object({
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Attachments the database names that were already missing from the folder. */
    missing: z.array(z.string()),
  }),
  /** HMAC of a fixed text under the secret: tells whether a secret is the right one, reveals nothing. */
  secret: z.object({ fingerprint: z.string().regex(/^[0-9a-f]{64}$/) }),
  files: z.array(FileEntrySchema),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** What a backup holds, in a few figures (the admin page's list). */
export interface BackupSummary {
  readonly engine: Engine;
  readonly version: string;
  readonly migration: string | null;
  readonly tables: number;
  readonly rows: number;
  readonly attachments: number;
  readonly attachmentBytes: number;
}

export function manifestSummary(manifest: BackupManifest): BackupSummary {
  const tables = Object.values(manifest.database.tables);
  return {
    engine: manifest.engine,
    version: manifest.app.version,
    migration: manifest.schema.migration,
    tables: tables.length,
    rows: tables.reduce((sum, t) => sum + t.rows, 0),
    attachments: manifest.attachments.files,
    attachmentBytes: manifest.attachments.bytes,
  };
}

export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("ga-backup secret check").digest("hex");
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

const exec = promisify(execFile);

async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

// ---------------------------------------------------------------------------------------------
// SQLite

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

function cellText(value: unknown): unknown {
  if (value instanceof Uint8Array) return `x'${Buffer.from(value).toString("hex")}'`;
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** Row count and checksum of every table of an SQLite file. */
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

function sqliteColumn(file: string, query: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare(query).all() as Record<string, unknown>[]).map((r) => String(Object.values(r)[0]));
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** A connection of its own, in UTC like the app's pool, so that rows print the same on both sides. */
async function pgClient(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, options: "-c TimeZone=UTC" });
  // A connection lost in the middle fails the backup, never the process.
  client.on("error", () => {});
  await client.connect();
  return client;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row count and checksum of every table of the public schema, in the client's transaction. */
export async function pgTableFingerprints(client: pg.Client): Promise<Record<string, TableFingerprint>> {
  const { rows: tables } = await client.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const out: Record<string, TableFingerprint> = {};
  for (const { tablename } of tables) {
    // An order-free sum of each row's MD5 (60 bits of it, summed as numeric: no overflow), so
    // that a big table is read once without sorting it or holding it in memory.
    const { rows } = await client.query<{ rows: string; checksum: string }>(
      `SELECT count(*)::text AS rows,
              coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric), 0)::text AS checksum
         FROM ${quoteIdent(tablename)} AS t`,
    );
    out[tablename] = { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum };
  }
  return out;
}

async function pgColumn(client: pg.Client, query: string): Promise<string[]> {
  const { rows } = await client.query<Record<string, unknown>>(query);
  return rows.map((r) => String(Object.values(r)[0]));
}

async function pgTableExists(client: pg.Client, table: string): Promise<boolean> {
  const { rows } = await client.query(
    "SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = $1",
    [table],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Making an archive

export interface ArchiveSource {
  readonly engine: Engine;
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly authSecret: string;
  readonly version: string;
  readonly now: Date;
  /** Search path for pg_dump (the process's PATH by default). */
  readonly pathEnv?: string;
}

interface DatabaseSnapshot {
  readonly tables: Record<string, TableFingerprint>;
  readonly migrations: string[];
  readonly attachmentKeys: string[];
}

const MIGRATIONS_QUERY = "SELECT name FROM kysely_migration ORDER BY name";
const ATTACHMENT_KEYS_QUERY = "SELECT storage_key FROM ticket_attachment";

async function snapshotSqlite(databaseUrl: string, target: string): Promise<DatabaseSnapshot> {
  const file = sqliteFileOf(databaseUrl);
  if (!file) throw new Error("an in-memory database cannot be backed up");
  await copySqliteDatabase(file, target);
  // Everything is read from the copy: the manifest describes exactly what the archive holds.
  return {
    tables: tableFingerprints(target),
    migrations: sqliteColumn(target, MIGRATIONS_QUERY),
    attachmentKeys: sqliteColumn(target, ATTACHMENT_KEYS_QUERY),
  };
}

/**
 * The counts, checksums and the dump come from one snapshot: this transaction exports it and
 * pg_dump takes it (`--snapshot`), so rows written meanwhile are in neither.
 */
async function snapshotPostgres(
  databaseUrl: string,
  target: string,
  pathEnv?: string,
): Promise<DatabaseSnapshot> {
  const pgDump = await findOnPath("pg_dump", pathEnv);
  if (!pgDump) throw new Error("pg_dump is not on the PATH (install postgresql-client)");
  const client = await pgClient(databaseUrl);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
    const snapshot = {
      tables: await pgTableFingerprints(client),
      migrations: await pgColumn(client, MIGRATIONS_QUERY),
      attachmentKeys: (await pgTableExists(client, "ticket_attachment"))
        ? await pgColumn(client, ATTACHMENT_KEYS_QUERY)
        : [],
    };
    await exec(pgDump, ["--format=custom", "--no-owner", `--snapshot=${rows[0]!.id}`, `--file=${target}`], {
      env: { ...process.env, ...pgEnvironment(databaseUrl) },
      timeout: 60 * 60_000,
    });
    await client.query("COMMIT");
    return snapshot;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Regular files of a folder (none when it does not exist). */
async function filesOf(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export interface MadeArchive {
  readonly size: number;
  readonly manifest: BackupManifest;
}

/**
 * Writes the archive to `file` (through `file.partial`, renamed once complete, so a listing never
 * shows half an archive). The work folder beside it holds hard links to the attachments, not
 * copies, when the file system allows.
 */
export async function createArchive(source: ArchiveSource, file: string): Promise<MadeArchive> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(dir, ".work-"));
  const partial = `${file}.partial`;
  try {
    const databaseFile = DATABASE_FILE[source.engine];
    await mkdir(path.join(work, "database"));
    await mkdir(path.join(work, "attachments"));
    const snapshot =
      source.engine === "sqlite"
        ? await snapshotSqlite(source.databaseUrl, path.join(work, databaseFile))
        : await snapshotPostgres(source.databaseUrl, path.join(work, databaseFile), source.pathEnv);

    const from = attachmentsDir(source.dataDir);
    const names = (await filesOf(from)).sort();
    for (const name of names) {
      const target = path.join(work, "attachments", name);
      await link(path.join(from, name), target).catch(() => copyFile(path.join(from, name), target));
    }
    const present = new Set(names);
    const files: BackupManifest["files"] = [];
    for (const rel of [databaseFile, ...names.map((n) => `attachments/${n}`)]) {
      const full = path.join(work, rel);
      files.push({ path: rel, size: (await stat(full)).size, sha256: await sha256File(full) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      name: path.basename(file),
      createdAt: source.now.toISOString(),
      app: { version: source.version },
      engine: source.engine,
      schema: { migration: snapshot.migrations.at(-1) ?? null, migrations: snapshot.migrations },
      database: { file: databaseFile, tables: snapshot.tables },
      attachments: {
        files: names.length,
        bytes: files.slice(1).reduce((sum, f) => sum + f.size, 0),
        missing: snapshot.attachmentKeys.filter((k) => !present.has(k)).sort(),
      },
      secret: { fingerprint: secretFingerprint(source.authSecret) },
      files,
    };
    await writeFile(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
    // The manifest first: a reader can check what follows as it streams.
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [
      "manifest.json",
      "database",
      "attachments",
    ]);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { size: (await stat(file)).size, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Reading and restoring an archive

/** A restore that would lose or mix data, or an archive that is not what it says: nothing changed. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

async function walk(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

/**
 * Unpacks an archive into `into` and checks it: a manifest of this format, exactly the files it
 * lists with their sizes and SHA-256. Only files and folders are unpacked, never outside `into`.
 */
export async function openArchive(archive: string, into: string): Promise<BackupManifest> {
  const refused: string[] = [];
  try {
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      // Root would otherwise give the files the archive's owners.
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : "File";
        const ok = type === "File" || type === "Directory";
        if (!ok) refused.push(`${entryPath} (${type})`);
        return ok;
      },
    });
  } catch (error) {
    throw new RestoreRefused(`${archive} is not a readable backup archive: ${(error as Error).message}`);
  }
  if (refused.length)
    throw new RestoreRefused(`The archive holds entries that are not files: ${refused.join(", ")}`);
  let manifest: BackupManifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(await readFile(path.join(into, "manifest.json"), "utf8")));
  } catch {
    throw new RestoreRefused(
      `${archive} has no valid manifest.json: it is not a backup of this application.`,
    );
  }
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const found = (await walk(into)).filter((f) => f !== "manifest.json");
  const extra = found.filter((f) => !listed.has(f));
  if (extra.length) throw new RestoreRefused(`Files not in the manifest: ${extra.join(", ")}`);
  const bad: string[] = [];
  for (const entry of manifest.files) {
    const full = path.join(into, entry.path);
    if (!existsSync(full)) bad.push(`${entry.path} (missing)`);
    else if ((await stat(full)).size !== entry.size || (await sha256File(full)) !== entry.sha256)
      bad.push(`${entry.path} (checksum)`);
  }
  if (bad.length) throw new RestoreRefused(`The archive is damaged: ${bad.join(", ")}`);
  if (manifest.database.file !== DATABASE_FILE[manifest.engine] || !listed.has(manifest.database.file))
    throw new RestoreRefused("The manifest names no database file of its engine.");
  return manifest;
}

export interface RestoreTarget {
  readonly engine: Engine;
  readonly databaseUrl: string;
  readonly dataDir: string;
  /** The secret the restored site will run with (AUTH_SECRET or DATA_DIR/auth-secret); null: none yet. */
  readonly secret: string | null;
  readonly pathEnv?: string;
}

export interface RestoreOptions {
  /** SQLite: restore over existing data, which is kept aside (renamed), not deleted. */
  readonly replace?: boolean;
  /** Restore without the backup's secret: what depends on it is cleared (see `clearSecretBound`). */
  readonly withoutSecret?: boolean;
  readonly now?: Date;
}

export interface RestoreReport {
  readonly manifest: BackupManifest;
  readonly tables: number;
  readonly rows: number;
  readonly attachments: { readonly files: number; readonly bytes: number };
  /** Attachments the database names that are not in the folder (already missing at backup time). */
  readonly missingAttachments: readonly string[];
  readonly secret: "match" | "cleared";
  /** Without the secret: sessions, two-factor enrolments and signing keys removed. */
  readonly cleared: {
    readonly sessions: number;
    readonly twoFactor: number;
    readonly signingKeys: number;
  } | null;
  /** What was there before and is kept aside (with `replace`). */
  readonly keptAside: readonly string[];
  readonly durationMs: number;
}

/** What depends on the secret, for the messages of the page, the command and the guide. */
export const SECRET_BOUND =
  "sessions (everyone signs in again), two-factor keys and backup codes (encrypted with it), " +
  "the keys that sign API tokens, and the e-mail confirmation links and form tokens in circulation";

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

const SQLITE_SIDE_FILES = ["", "-wal", "-shm"];

/** What the target already holds (empty list: nothing), for the refusal's message. */
async function existingData(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.engine === "sqlite") {
    const file = sqliteFileOf(target.databaseUrl);
    if (!file) throw new RestoreRefused("The target database is in memory: set DATA_DIR or DATABASE_URL.");
    if (SQLITE_SIDE_FILES.some((s) => existsSync(file + s))) found.push(`the database ${file}`);
  } else {
    const client = await pgClient(target.databaseUrl);
    try {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      if (Number(rows[0]!.n) > 0) found.push(`${rows[0]!.n} tables in the database`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  const attachments = attachmentsDir(target.dataDir);
  if (!(await isEmptyDir(attachments))) found.push(`the attachments folder ${attachments}`);
  return found;
}

async function keepAside(target: RestoreTarget, stamp: string): Promise<string[]> {
  const kept: string[] = [];
  if (target.engine === "sqlite") {
    const file = sqliteFileOf(target.databaseUrl)!;
    for (const suffix of SQLITE_SIDE_FILES) {
      if (!existsSync(file + suffix)) continue;
      await rename(file + suffix, `${file}.before-restore-${stamp}${suffix}`);
      if (!suffix) kept.push(`${file}.before-restore-${stamp}`);
    }
  }
  const attachments = attachmentsDir(target.dataDir);
  if (!(await isEmptyDir(attachments))) {
    await rename(attachments, `${attachments}.before-restore-${stamp}`);
    kept.push(`${attachments}.before-restore-${stamp}`);
  }
  return kept;
}

async function restoreDatabase(
  manifest: BackupManifest,
  staged: string,
  target: RestoreTarget,
): Promise<void> {
  const file = path.join(staged, manifest.database.file);
  if (target.engine === "sqlite") {
    const into = sqliteFileOf(target.databaseUrl)!;
    await mkdir(path.dirname(into), { recursive: true });
    await copySqliteDatabase(file, into);
    return;
  }
  const pgRestore = await findOnPath("pg_restore", target.pathEnv);
  if (!pgRestore) throw new RestoreRefused("pg_restore is not on the PATH (install postgresql-client).");
  const env = { ...process.env, ...pgEnvironment(target.databaseUrl) };
  // One transaction: a restore that fails half-way leaves the database as empty as it was.
  await exec(
    pgRestore,
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${env.PGDATABASE}`,
      file,
    ],
    { env, timeout: 60 * 60_000 },
  );
}

async function restoredFingerprints(target: RestoreTarget): Promise<DatabaseSnapshot> {
  if (target.engine === "sqlite") {
    const file = sqliteFileOf(target.databaseUrl)!;
    return {
      tables: tableFingerprints(file),
      migrations: sqliteColumn(file, MIGRATIONS_QUERY),
      attachmentKeys: sqliteColumn(file, ATTACHMENT_KEYS_QUERY),
    };
  }
  const client = await pgClient(target.databaseUrl);
  try {
    return {
      tables: await pgTableFingerprints(client),
      migrations: await pgColumn(client, MIGRATIONS_QUERY),
      attachmentKeys: await pgColumn(client, ATTACHMENT_KEYS_QUERY),
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Without the backup's secret, what was encrypted or signed with it is unreadable: sessions are
 * removed (everyone signs in again), two-factor enrolments too (those users sign in with their
 * password and enrol again; an admin must before opening the CRM when it requires 2FA), and the
 * token-signing keys (new ones are made on first use).
 */
async function clearSecretBound(target: RestoreTarget): Promise<NonNullable<RestoreReport["cleared"]>> {
  const statements = [
    `DELETE FROM "session"`,
    `DELETE FROM "twoFactor"`,
    `UPDATE "user" SET "twoFactorEnabled" = ${target.engine === "sqlite" ? "0" : "false"}`,
    `DELETE FROM "jwks"`,
  ];
  const counts: number[] = [];
  if (target.engine === "sqlite") {
    const db = new DatabaseSync(sqliteFileOf(target.databaseUrl)!);
    try {
      db.exec("BEGIN");
      for (const s of statements) counts.push(Number(db.prepare(s).run().changes));
      db.exec("COMMIT");
    } finally {
      db.close();
    }
  } else {
    const client = await pgClient(target.databaseUrl);
    try {
      await client.query("BEGIN");
      for (const s of statements) counts.push((await client.query(s)).rowCount ?? 0);
      await client.query("COMMIT");
    } finally {
      await client.end().catch(() => {});
    }
  }
  return { sessions: counts[0]!, twoFactor: counts[1]!, signingKeys: counts[3]! };
}

/**
 * The database was copied while its own backup was running: in the restored copy, that backup's
 * row says so. Once everything is checked, it gets the result it had.
 */
async function recordOwnBackup(target: RestoreTarget, manifest: BackupManifest, size: number): Promise<void> {
  if (!("backup" in manifest.database.tables)) return;
  const summary = JSON.stringify(manifestSummary(manifest));
  const query =
    `UPDATE backup SET status = 'success', size_bytes = ${size}, summary = $1 ` +
    `WHERE file_name = $2 AND status = 'running'`;
  if (target.engine === "sqlite") {
    const db = new DatabaseSync(sqliteFileOf(target.databaseUrl)!);
    try {
      db.prepare(query.replace("$1", "?").replace("$2", "?")).run(summary, manifest.name);
    } finally {
      db.close();
    }
    return;
  }
  const client = await pgClient(target.databaseUrl);
  try {
    await client.query(query, [summary, manifest.name]);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Restores an archive into the target's database and data folder. Refuses (RestoreRefused, nothing
 * changed) an archive that fails its checks, one made by a newer version, one of the other engine,
 * a target that already holds data (unless `replace`), and a target without the backup's secret
 * (unless `withoutSecret`). Afterwards every table is compared with the manifest.
 */
export async function restoreArchive(
  archive: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const started = performance.now();
  if (!existsSync(archive)) throw new RestoreRefused(`No such file: ${archive}`);
  const existing = await existingData(target);
  if (existing.length && options.replace && target.engine === "postgres") {
    // Nothing is dropped: the database in use stays as it is, the restore goes into a new one.
    throw new RestoreRefused(
      `The target database is not empty (${existing.join("; ")}). On PostgreSQL, restore into a new, ` +
        `empty database (createdb) with an empty DATA_DIR, then point the site at them: the current ` +
        `database stays untouched.`,
    );
  }
  if (existing.length && !options.replace) {
    throw new RestoreRefused(
      `The target is not empty (${existing.join("; ")}). Restore into an empty data folder ` +
        `or database, or add --replace to keep what is there aside (renamed) and restore over it.`,
    );
  }
  await mkdir(target.dataDir, { recursive: true });
  const staged = await mkdtemp(path.join(target.dataDir, ".restore-"));
  try {
    const manifest = await openArchive(archive, staged);
    if (manifest.engine !== target.engine) {
      throw new RestoreRefused(
        `This is a backup of a ${manifest.engine === "sqlite" ? "SQLite" : "PostgreSQL"} database; ` +
          `the target is ${target.engine === "sqlite" ? "SQLite" : "PostgreSQL"} (DATABASE_URL).`,
      );
    }
    const known = new Set(Object.keys(migrationsFor(target.engine)));
    const unknown = manifest.schema.migrations.filter((m) => !known.has(m));
    if (unknown.length) {
      throw new RestoreRefused(
        `This backup was made by a newer version (${manifest.app.version}, migrations ${unknown.join(", ")}): ` +
          `restore it with that version.`,
      );
    }
    const secretMatches =
      target.secret !== null && secretFingerprint(target.secret) === manifest.secret.fingerprint;
    if (!secretMatches && !options.withoutSecret) {
      throw new RestoreRefused(
        (target.secret === null
          ? "No secret is set for the restored site (AUTH_SECRET, or the file DATA_DIR/auth-secret). "
          : "The secret set for the restored site (AUTH_SECRET or DATA_DIR/auth-secret) is not the one of the backup. ") +
          `Put the backup's secret in place first: without it, these are lost: ${SECRET_BOUND}. ` +
          "To restore anyway and clear them, add --without-secret.",
      );
    }

    const stamp = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, "");
    const keptAside = existing.length ? await keepAside(target, stamp) : [];
    await restoreDatabase(manifest, staged, target);
    const attachments = attachmentsDir(target.dataDir);
    if (existsSync(attachments)) await rmdir(attachments);
    await rename(path.join(staged, "attachments"), attachments);

    const restored = await restoredFingerprints(target);
    const different = Object.keys(manifest.database.tables).filter(
      (t) =>
        restored.tables[t]?.rows !== manifest.database.tables[t]!.rows ||
        restored.tables[t]?.checksum !== manifest.database.tables[t]!.checksum,
    );
    const extra = Object.keys(restored.tables).filter((t) => !(t in manifest.database.tables));
    if (different.length || extra.length) {
      throw new Error(
        `The restored database differs from the manifest in: ${[...different, ...extra].join(", ")}`,
      );
    }
    await recordOwnBackup(target, manifest, (await stat(archive)).size);
    const onDisk = new Set(await filesOf(attachments));
    const missingAttachments = restored.attachmentKeys.filter((k) => !onDisk.has(k)).sort();
    const cleared = secretMatches ? null : await clearSecretBound(target);
    const tables = Object.values(manifest.database.tables);
    return {
      manifest,
      tables: tables.length,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      attachments: { files: manifest.attachments.files, bytes: manifest.attachments.bytes },
      missingAttachments,
      secret: secretMatches ? "match" : "cleared",
      cleared,
      keptAside,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
}
