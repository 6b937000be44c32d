import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notReadyDb } from "./database.ts";
import { createTestDatabase, testEngine, type TestDatabase } from "./test-database.ts";
import { DatabaseNotReadyError } from "./unavailable.ts";

/** Runs on SQLite by default, on PostgreSQL with TEST_DATABASE_URL (`npm run test:pg`). */
const engine = testEngine();
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

describe(`while the server starts (${engine})`, () => {
  it("every query is refused at once with DatabaseNotReadyError, nothing reaches the database", async () => {
    const db = notReadyDb(engine);
    await expect(db.selectFrom("lead").selectAll().execute()).rejects.toBeInstanceOf(DatabaseNotReadyError);
    await expect(sql`select 1`.execute(db)).rejects.toBeInstanceOf(DatabaseNotReadyError);
    await expect(db.transaction().execute((trx) => trx.deleteFrom("lead").execute())).rejects.toBeInstanceOf(
      DatabaseNotReadyError,
    );
    // The query is compiled as for the real engine (a mistake in it would still show).
    expect(db.selectFrom("lead").select("email").compile().sql).toContain('"lead"');
  });
});
