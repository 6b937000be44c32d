import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type ConnectionState } from "./database.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** PostgreSQL only (`npm run test:pg`; `*.pg.test.ts` files are left out of the SQLite run). */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

/** Ends a PostgreSQL session from another connection, as a restart or a network cut would. */
async function terminate(pid: number): Promise<void> {
  await sql`select pg_terminate_backend(${pid})`.execute(t.database.db);
}

async function until(check: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5_000; !check();) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a PostgreSQL connection that breaks", () => {
  it("while lent to a query or a transaction: reported, never fatal, and the pool serves on", async () => {
    const reported: ConnectionState[] = [];
    const database = openDatabase(t.url, {
      poolSize: 2,
      onConnectionError: (_e, state) => reported.push(state),
    });
    try {
      // Held between two statements, as a transaction's connection is: no query in progress to
      // reject, so the client itself emits "error" (with no listener, the end of the process).
      const outcome = await database.db
        .connection()
        .execute(async (conn) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
          await terminate(rows[0]!.pid);
          await until(() => reported.length > 0);
          return sql`select 1`.execute(conn);
        })
        .then(
          () => "answered",
          (error: unknown) => (error as Error).message,
        );
      expect(outcome).not.toBe("answered");
      expect(reported[0]).toBe("in use");
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("while idle in the pool: reported, dropped, replaced on the next query", async () => {
    const reported: ConnectionState[] = [];
    const database = openDatabase(t.url, {
      poolSize: 1,
      onConnectionError: (_e, state) => reported.push(state),
    });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      await terminate(rows[0]!.pid);
      await until(() => reported.length > 0);
      expect(reported).toContain("idle");
      expect(reported).not.toContain("in use");
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await database.close();
    }
  });
});
