import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#server/db/test-database.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import { readBillingDetails, writeBillingDetails } from "./billing-details.server.ts";

/**
 * An institution's billing details on a real database (SQLite, or PostgreSQL with `npm run
 * test:pg`): what staff and customers write is what both read; a rename keeps the name's key (the
 * link of leads to the institution); the engagement number is kept unless staff write it.
 */
let t: TestDatabase;
const id = crypto.randomUUID();

beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.db
    .insertInto("institution")
    .values({ id, name: "Lycée Clémenceau", name_key: nameKey("Lycée Clémenceau") })
    .execute();
});

afterAll(async () => {
  await t?.destroy();
});

const details = {
  name: "Lycée Georges Clémenceau",
  siret: "73282932000074",
  vatNumber: "",
  addressLine1: "8 avenue des Tilleuls",
  addressLine2: "",
  postalCode: "69003",
  city: "Lyon",
  country: "FR",
  chorusServiceCode: "SERV-INTENDANCE",
};

describe("an institution's billing details", () => {
  it("are read as written, the renamed institution keeping its name's key", async () => {
    const db = t.database.db;
    expect(await writeBillingDetails(db, id, { ...details, engagementNumber: "EJ-2026-000457" })).toBe(true);
    expect(await readBillingDetails(db, id)).toEqual({ ...details, engagementNumber: "EJ-2026-000457" });
    const row = await db
      .selectFrom("institution")
      .select(["name_key", "vat_number"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.name_key).toBe(nameKey("Lycee georges CLEMENCEAU"));
    expect(row.vat_number).toBeNull();
  });

  it("keep the engagement number when the customer saves them, and clear it when staff empty it", async () => {
    const db = t.database.db;
    await writeBillingDetails(db, id, { ...details, city: "Villeurbanne" });
    expect(await readBillingDetails(db, id)).toMatchObject({
      city: "Villeurbanne",
      engagementNumber: "EJ-2026-000457",
    });
    await writeBillingDetails(db, id, { ...details, engagementNumber: "" });
    expect((await readBillingDetails(db, id))?.engagementNumber).toBe("");
  });

  it("of an unknown institution are neither read nor written", async () => {
    const other = crypto.randomUUID();
    expect(await readBillingDetails(t.database.db, other)).toBeNull();
    expect(await writeBillingDetails(t.database.db, other, details)).toBe(false);
  });
});
