import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertTestUser, createTestDatabase, testEngine, type TestDatabase } from "./test-database.ts";
import { seedDemo, type DemoSeed } from "./seed.ts";

/**
 * The runner of the demo content (the content itself is the application's: app/seed.server.ts and
 * its test). SQLite by default, PostgreSQL with TEST_DATABASE_URL (`npm run test:pg`).
 */
const engine = testEngine();
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

const users = async () =>
  (await t.database.db.selectFrom("user").select("email").orderBy("email").execute()).map((u) => u.email);

/** Two steps that each add a user, the second seeing what the first wrote; `fail` breaks the second. */
function twoUsers(fail = false): DemoSeed & { now: Date[] } {
  const now: Date[] = [];
  return {
    now,
    present: async (db) => Boolean(await db.selectFrom("user").select("id").limit(1).executeTakeFirst()),
    steps(at) {
      now.push(at);
      return [
        {
          name: "first",
          run: async (trx) => {
            await insertTestUser(trx, "first@seed.example");
            return { users: 1, institutions: 2 };
          },
        },
        {
          name: "second",
          run: async (trx) => {
            const seen = await trx.selectFrom("user").select("id").execute();
            if (fail) throw new Error("second step failed");
            await insertTestUser(trx, "second@seed.example");
            return { users: seen.length };
          },
        },
      ];
    },
  };
}

describe(`demo content runner (${engine})`, () => {
  it("leaves everything as it was when a step fails (one transaction)", async () => {
    await expect(seedDemo(t.database.db, twoUsers(true))).rejects.toThrow("second step failed");
    expect(await users()).toEqual([]);
  });

  it("runs the steps in order, adds up their counts, and runs at the given time", async () => {
    const seed = twoUsers();
    const at = new Date("2026-11-26T10:00:00Z");
    expect(await seedDemo(t.database.db, seed, at)).toEqual({
      seeded: true,
      counts: { users: 2, institutions: 2 },
    });
    expect(seed.now).toEqual([at]);
    expect(await users()).toEqual(["first@seed.example", "second@seed.example"]);
  });

  it("adds nothing when content is already there", async () => {
    const seed = twoUsers();
    expect(await seedDemo(t.database.db, seed)).toEqual({ seeded: false, counts: {} });
    expect(seed.now).toEqual([]);
    expect(await users()).toHaveLength(2);
  });
});
