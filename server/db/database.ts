import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Engine } from "./migrations/columns.ts";
import { openSqliteFile } from "./node-sqlite.ts";
import type { DB } from "./schema.ts";

export type { Engine };

/**
 * The one database of the process, shared by Better Auth and the product's own queries
 * (DECISIONS.md, database): the embedded SQLite file by default (`file:` URL), PostgreSQL when
 * `DATABASE_URL=postgres://…`.
 */
export interface Database {
  readonly engine: Engine;
  readonly db: Kysely<DB>;
  /** For /healthz: true when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function engineOf(databaseUrl: string): Engine {
  if (databaseUrl.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return "postgres";
  throw new Error(
    `Unsupported DATABASE_URL "${databaseUrl.replace(/\/\/[^@]*@/, "//***@")}": use postgres://… or leave it unset for the embedded database.`,
  );
}

export interface OpenOptions {
  /** Called when PostgreSQL closes an idle pooled connection (logged by the server). */
  onIdleConnectionError?: (error: Error) => void;
  /** Pool size for PostgreSQL (default 10). */
  readonly poolSize?: number;
}

/** How long a query waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const CONNECTION_TIMEOUT_MS = 10_000;

export function openDatabase(databaseUrl: string, options: OpenOptions = {}): Database {
  const engine = engineOf(databaseUrl);
  let db: Kysely<DB>;
  if (engine === "sqlite") {
    const file = databaseUrl.slice("file:".length) || ":memory:";
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqliteFile(file) }) });
  } else {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      // A database that does not answer (network cut, server gone) fails a query after this long
      // instead of holding the request: forms answer 503, /healthz reports the database down.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // Timestamps are stored and compared in UTC whatever the server's time zone.
      options: "-c TimeZone=UTC",
    });
    // An idle connection the server closes (restart, failover, a dropped test database) is
    // reported here; the pool replaces it on the next query, so the app recovers by itself when
    // PostgreSQL comes back. Without a listener it would crash the process.
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }

  let open = true;
  return {
    engine,
    db,
    async ping() {
      if (!open) return false;
      await sql`select 1`.execute(db);
      return true;
    },
    async close() {
      if (!open) return;
      open = false;
      await db.destroy();
    },
  };
}
