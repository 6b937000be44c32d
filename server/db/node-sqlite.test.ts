import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteFile, type NodeSqliteDatabase } from "./node-sqlite.ts";
import { sqliteFault } from "./unavailable.ts";

/**
 * Transactions through the node:sqlite adapter when the storage fails: the error that reaches the
 * caller is SQLite's own (SQLITE_FULL here, a real one from a size limit), not the failed ROLLBACK
 * of a transaction SQLite had already ended, and nothing of the transaction is kept.
 */
interface Tables {
  note: { id: number; body: string };
}

const dir = mkdtempSync(path.join(tmpdir(), "ga-node-sqlite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let file: NodeSqliteDatabase;
let db: Kysely<Tables>;
let n = 0;

beforeEach(async () => {
  file = openSqliteFile(path.join(dir, `t${++n}.db`));
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
  await sql`create table note (id integer primary key, body text not null)`.execute(db);
});
afterEach(async () => {
  await db.destroy();
});

const count = async () =>
  Number(
    (
      await db
        .selectFrom("note")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("node:sqlite transactions", () => {
  it("report SQLITE_FULL itself when the file cannot grow, and keep nothing", async () => {
    await db.insertInto("note").values({ id: 1, body: "before" }).execute();
    const pages = file.native.prepare("PRAGMA page_count").get() as { page_count: number };
    file.native.exec(`PRAGMA max_page_count = ${pages.page_count}`);
    const error = await db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto("note").values({ id: 2, body: "small" }).execute();
        await tx
          .insertInto("note")
          .values({ id: 3, body: "x".repeat(50_000) })
          .execute();
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqliteFault(error)).toBe("SQLITE_FULL");
    expect(file.native.isTransaction).toBe(false);
    expect(await count()).toBe(1);
  });

  it("still roll back a transaction that an error of the code ends", async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto("note").values({ id: 1, body: "kept?" }).execute();
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count()).toBe(0);
  });
});
