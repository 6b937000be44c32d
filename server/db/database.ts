import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from "kysely";
import pg from "pg";
import type { Engine } from "./migrations/columns.ts";
import { openSqliteFile } from "./node-sqlite.ts";
import type { DB } from "./schema.ts";
import { DatabaseNotReadyError } from "./unavailable.ts";

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

/** Where a PostgreSQL connection was when it broke: waiting in the pool, or lent to a query. */
export type ConnectionState = "idle" | "in use";

export interface OpenOptions {
  /** Called when a PostgreSQL connection breaks (logged by the server); never fatal. */
  onConnectionError?: (error: Error, state: ConnectionState) => void;
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
    // A connection that breaks (PostgreSQL restarted or gone, a network cut, a dropped test
    // database) emits "error"; with no listener Node ends the process. The pool listens on its idle
    // connections only and re-emits their errors here; it drops them and opens new ones on the next
    // query, so the app recovers by itself when PostgreSQL comes back.
    pool.on("error", (error) => options.onConnectionError?.(error, "idle"));
    // A connection lent out (Kysely holds one for a query or a whole transaction) has no listener
    // of the pool's: its own covers it for its whole life. Its query in progress, if any, fails with
    // the same error (a 503 for a form); the pool discards it when it comes back.
    const lent = new WeakSet<pg.PoolClient>();
    pool.on("acquire", (client) => lent.add(client));
    pool.on("release", (_error, client) => lent.delete(client));
    pool.on("connect", (client) => {
      client.on("error", (error) => {
        if (lent.has(client)) options.onConnectionError?.(error, "in use");
      });
    });
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

/** Kysely's dialect pieces of an engine, for a Kysely instance that never connects. */
const QUERY_PARTS = {
  postgres: {
    adapter: () => new PostgresAdapter(),
    compiler: () => new PostgresQueryCompiler(),
    introspector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  },
  sqlite: {
    adapter: () => new SqliteAdapter(),
    compiler: () => new SqliteQueryCompiler(),
    introspector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  },
} as const;

/**
 * What the app queries while the server starts, before the database has answered and its
 * migrations have run: every query fails at once with `DatabaseNotReadyError` (a 503 that keeps
 * what was typed, as in an outage), and nothing reaches the database.
 */
export function notReadyDb(engine: Engine): Kysely<DB> {
  const parts = QUERY_PARTS[engine];
  const refuse = async (): Promise<never> => {
    throw new DatabaseNotReadyError();
  };
  // A connection is handed out (SQLite's driver holds a lock until it is released) and refuses
  // every statement; a transaction fails at its BEGIN.
  const connection: DatabaseConnection = {
    executeQuery: refuse,
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new DatabaseNotReadyError();
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: refuse,
    commitTransaction: refuse,
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const dialect: Dialect = {
    createAdapter: parts.adapter,
    createDriver: () => driver,
    createQueryCompiler: parts.compiler,
    createIntrospector: parts.introspector,
  };
  return new Kysely<DB>({ dialect });
}
