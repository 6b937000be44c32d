import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentsDir } from "#app/features/client-space/support.server.ts";
import { newId } from "#server/db/mapping.ts";
import { seedDemo } from "#server/db/seed.ts";
import { demoSeed } from "#app/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "#server/db/test-database.ts";
import { brokenInvariants, changedTables, openReadOnly, tableCounts } from "./invariants.ts";

/**
 * The fuzzer's half-write checks must really catch half-writes: each rule is broken here the way an
 * interrupted write would break it, on the demo content (which keeps every rule).
 */
let t: TestDatabase;
const since = new Date(Date.now() - 60_000).toISOString();
const problems = () => {
  const db = openReadOnly(path.join(t.dir, "app.db"));
  try {
    return brokenInvariants(db, t.dir, since);
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.database.db, demoSeed);
});
afterAll(async () => {
  await t?.destroy();
});

describe("half-stored records", () => {
  it("none in the demo content", () => {
    expect(problems()).toEqual([]);
  });

  it("a lead stored without its notification e-mail", async () => {
    const id = newId();
    await t.database.db
      .insertInto("lead")
      .values({ id, type: "contact", email: "a@b.fr", payload: "{}", created_at: new Date().toISOString() })
      .execute();
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^lead ${id} .*no notification`))]);
    await t.database.db.deleteFrom("lead").where("id", "=", id).execute();
  });

  it("a ticket without its first message, an attachment without its file, a file without its row", async () => {
    const { db } = t.database;
    const institution = await db.selectFrom("institution").select("id").executeTakeFirstOrThrow();
    const ticket = newId();
    await db
      .insertInto("ticket")
      .values({ id: ticket, institution_id: institution.id, user_id: null, subject: "x", category: null })
      .execute();
    await db
      .insertInto("ticket_attachment")
      .values({
        id: newId(),
        ticket_id: ticket,
        message_id: null,
        filename: "a.pdf",
        content_type: "application/pdf",
        size: 1,
        storage_key: `${newId()}.bin`,
      })
      .execute();
    mkdirSync(attachmentsDir(t.dir), { recursive: true });
    writeFileSync(path.join(attachmentsDir(t.dir), `${newId()}.bin`), "x");
    const found = problems();
    expect(found).toContainEqual(`ticket ${ticket}: no message`);
    expect(found.filter((p) => p.startsWith("attachment ")).length).toBe(2);
    expect(found).toContainEqual(expect.stringMatching(/a file without its row$/));
  });

  it("an invoice number counted but not stored, two default payment methods", async () => {
    const { db } = t.database;
    await db
      .updateTable("invoice_sequence")
      .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
      .execute();
    const institution = await db.selectFrom("institution").select("id").executeTakeFirstOrThrow();
    for (const _ of [1, 2])
      await db
        .insertInto("payment_method")
        .values({ id: newId(), institution_id: institution.id, kind: "transfer", is_default: true })
        .execute();
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/^invoices: FA-\d{4}-\d{5} counted but not stored$/));
    expect(found).toContainEqual(expect.stringMatching(/default payment methods$/));
  });

  it("tells which tables changed between two snapshots", () => {
    const db = openReadOnly(path.join(t.dir, "app.db"));
    const before = tableCounts(db);
    db.close();
    expect(changedTables(before, { ...before, lead: (before.lead ?? 0) + 1 })).toEqual({
      lead: [before.lead, (before.lead ?? 0) + 1],
    });
  });
});
