import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { createTestDatabase, type TestDatabase } from "#server/db/test-database.ts";
import type { DB } from "#server/db/schema.ts";
import { demoAgenda } from "./demo-agenda.server.ts";
import { PAGE_SIZE } from "../list-params.ts";

/** The demo bookings by date, on a real test database (SQLite, or PostgreSQL with `npm run test:pg`). */
let tdb: TestDatabase;
let db: Kysely<DB>;
const NOW = new Date(Date.UTC(2031, 2, 10, 12));
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  // 30 upcoming bookings (one cancelled) and 3 past ones, inserted out of order.
  const offsets = [...Array.from({ length: 30 }, (_, i) => 30 - i), -1, -48, -5];
  for (const [i, h] of offsets.entries()) {
    const leadId = crypto.randomUUID();
    await db
      .insertInto("lead")
      .values({ id: leadId, type: "demo", email: `d${i}@lycee-${i}.example`, payload: "{}", language: "fr" })
      .execute();
    const cancelled = i === 3;
    await leadsDb(db)
      .insertInto("demo_booking")
      .values({
        id: crypto.randomUUID(),
        lead_id: leadId,
        slot_start: hoursFromNow(h),
        held_slot: cancelled ? null : hoursFromNow(h),
        status: cancelled ? "cancelled" : "confirmed",
        email: `d${i}@lycee-${i}.example`,
        contact_name: `Contact ${i}`,
        institution_name: i === 7 ? "Collège Berthe-Morisot" : `Lycée ${i}`,
        language: i % 2 ? "en" : "fr",
        manage_token_hash: `hash-${i}`,
        sequence: 0,
      })
      .execute();
  }
});

afterAll(async () => {
  await tdb.destroy();
});

describe("demoAgenda", () => {
  it("lists the upcoming demos soonest first, cancelled ones included, a page at a time", async () => {
    const first = await demoAgenda(db, { when: "upcoming", page: 1, q: undefined }, NOW);
    expect(first.total).toBe(30);
    expect(first.pages).toBe(Math.ceil(30 / PAGE_SIZE));
    const starts = first.rows.map((r) => r.slotStart);
    expect(starts).toEqual([...starts].sort());
    expect(first.rows[0]!.slotStart).toBe(hoursFromNow(1).toISOString());
    const second = await demoAgenda(db, { when: "upcoming", page: 2, q: undefined }, NOW);
    expect(first.rows.length + second.rows.length).toBe(30);
    expect([...first.rows, ...second.rows].filter((r) => r.status === "cancelled")).toHaveLength(1);
  });

  it("lists the past ones latest first", async () => {
    const past = await demoAgenda(db, { when: "past", page: 1, q: undefined }, NOW);
    expect(past.rows.map((r) => r.slotStart)).toEqual(
      [-1, -5, -48].map((h) => hoursFromNow(h).toISOString()),
    );
  });

  it("finds a booking by institution or e-mail, whatever the case", async () => {
    const found = await demoAgenda(db, { when: "upcoming", page: 1, q: "berthe" }, NOW);
    expect(found.rows.map((r) => r.institution)).toEqual(["Collège Berthe-Morisot"]);
    expect((await demoAgenda(db, { when: "upcoming", page: 1, q: "D12@LYCEE" }, NOW)).total).toBe(1);
  });

  it("drops `%` and `_` from the text: never a wildcard matching other bookings", async () => {
    // As a wildcard, `_` would match d12@ and d22@ too.
    const found = await demoAgenda(db, { when: "upcoming", page: 1, q: "d_2@" }, NOW);
    expect(found.rows.map((r) => r.email)).toEqual(["d2@lycee-2.example"]);
  });
});
