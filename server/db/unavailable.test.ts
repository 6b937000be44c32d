import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseNotReadyError, isDatabaseUnavailable, sqliteFault } from "./unavailable.ts";

const dir = mkdtempSync(path.join(tmpdir(), "ga-unavailable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

function sqliteFile(name: string): DatabaseSync {
  const db = new DatabaseSync(path.join(dir, name));
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("create table t (v text)");
  return db;
}

describe("isDatabaseUnavailable on SQLite", () => {
  it("recognises a full database (SQLITE_FULL)", () => {
    const db = sqliteFile("full.db");
    const pages = (db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count;
    db.exec(`PRAGMA max_page_count = ${pages}`);
    const error = thrown(() => db.prepare("insert into t values (?)").run("x".repeat(20_000)));
    db.close();
    expect(sqliteFault(error)).toBe("SQLITE_FULL");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a lock held by another connection (SQLITE_BUSY)", () => {
    const holder = sqliteFile("busy.db");
    const writer = new DatabaseSync(path.join(dir, "busy.db"));
    writer.exec("PRAGMA busy_timeout = 50");
    holder.exec("BEGIN EXCLUSIVE");
    const error = thrown(() => writer.prepare("insert into t values (?)").run("x"));
    holder.exec("ROLLBACK");
    writer.close();
    holder.close();
    expect(sqliteFault(error)).toBe("SQLITE_BUSY");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("leaves mistakes alone: a constraint or a syntax error is not an outage", () => {
    const db = sqliteFile("mistakes.db");
    db.exec("create table u (id text primary key)");
    db.exec("insert into u values ('a')");
    const unique = thrown(() => db.exec("insert into u values ('a')"));
    const syntax = thrown(() => db.exec("selec 1"));
    db.close();
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("isDatabaseUnavailable on PostgreSQL", () => {
  it("recognises a refused connection", async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    const error = await pool.query("select 1").then(
      () => undefined,
      (e: unknown) => e,
    );
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a connection the server drops, and server-side codes", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "53100" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "42601" }))).toBe(false);
  });
});

describe("isDatabaseUnavailable at start-up", () => {
  it("recognises a query refused before the database is ready", () => {
    expect(isDatabaseUnavailable(new DatabaseNotReadyError())).toBe(true);
  });

  it("looks inside a wrapping error (a migration that failed for want of the database)", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const migration = new Error("Database migration failed: connect ECONNREFUSED", { cause: refused });
    expect(isDatabaseUnavailable(migration)).toBe(true);
    const mistake = new Error("Database migration failed: syntax error", {
      cause: Object.assign(new Error("syntax error at or near"), { code: "42601" }),
    });
    expect(isDatabaseUnavailable(mistake)).toBe(false);
  });

  it("stops following causes that loop", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
