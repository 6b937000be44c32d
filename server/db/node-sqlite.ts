import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's `SqliteDialect` is written against better-sqlite3's API (a native addon, which this
 * project does not use: DECISIONS.md, native addons). This adapter gives it Node's built-in
 * `node:sqlite` instead. Two differences matter:
 * - better-sqlite3 takes the parameters as one array and tells whether a statement returns rows
 *   (`reader`); node:sqlite takes them spread and exposes the result columns instead.
 * - node:sqlite refuses booleans, dates and `undefined` as parameters. They are stored the way the
 *   rest of the data layer reads them back (see mapping.ts): booleans as 0/1, dates as ISO-8601
 *   text in UTC, which sorts and compares correctly as text.
 */
export function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "bigint" ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  // Objects and arrays are JSON columns (stored as text on both engines).
  return JSON.stringify(value);
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteValue);
}

class NodeSqliteStatement implements SqliteStatement {
  readonly #stmt: StatementSync;
  readonly reader: boolean;

  constructor(stmt: StatementSync) {
    this.#stmt = stmt;
    // A statement returns rows when it has result columns (SELECT, or INSERT … RETURNING).
    this.reader = stmt.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    // node:sqlite returns null-prototype objects; libraries reading rows expect ordinary ones.
    return this.#stmt.all(...bind(parameters)).map((row) => ({ ...row }));
  }

  run(parameters: ReadonlyArray<unknown>) {
    const { changes, lastInsertRowid } = this.#stmt.run(...bind(parameters));
    return { changes, lastInsertRowid };
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const row of this.#stmt.iterate(...bind(parameters))) yield { ...row };
  }
}

const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

const NOTHING_TO_ROLL_BACK: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  *iterate() {},
};

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;
  /** Prepared statements by SQL text: Kysely prepares every query, most of them repeat. */
  readonly #cache = new Map<string, NodeSqliteStatement>();
  static readonly CACHE_SIZE = 200;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  get native(): DatabaseSync {
    return this.#db;
  }

  prepare(sql: string): SqliteStatement {
    // SQLite ends a transaction by itself after some errors (SQLITE_FULL, SQLITE_IOERR, …): the
    // ROLLBACK that Kysely then sends would fail with "no transaction is active" and hide the error
    // that matters. There is nothing left to undo, so it does nothing.
    if (ROLLBACK.test(sql) && !this.#db.isTransaction) return NOTHING_TO_ROLL_BACK;
    let stmt = this.#cache.get(sql);
    if (!stmt) {
      stmt = new NodeSqliteStatement(this.#db.prepare(sql));
      if (this.#cache.size >= NodeSqliteDatabase.CACHE_SIZE) {
        const oldest = this.#cache.keys().next().value;
        if (oldest !== undefined) this.#cache.delete(oldest);
      }
      this.#cache.set(sql, stmt);
    }
    return stmt;
  }

  close(): void {
    this.#cache.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}

/**
 * Opens (and creates) an SQLite file the way the app needs it: write-ahead log so readers never
 * wait for the writer, foreign keys enforced, and a busy timeout so a second process (a script
 * run while the server is up) waits for the lock instead of failing.
 */
export function openSqliteFile(file: string): NodeSqliteDatabase {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA synchronous = NORMAL");
  return new NodeSqliteDatabase(db);
}
