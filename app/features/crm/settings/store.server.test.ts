import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY } from "#app/features/leads/slots.ts";
import { toDate } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#server/db/test-database.ts";
import { createLogger } from "#server/logger.ts";
import { DEFAULT_SETTINGS } from "./defaults.ts";
import {
  businessDetailsFor,
  CACHE_TTL_MS,
  invalidateSettings,
  loadSettingRows,
  readSettings,
  STALE_RETRY_MS,
  writeSetting,
} from "./store.server.ts";

/**
 * The settings store on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): an upsert
 * per key, defaults when nothing is stored, and the cache that spares the footer a query per page.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  await db
    .insertInto("user")
    .values({
      id: "u-admin",
      name: "Direction",
      email: "direction@ga-education.example",
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      twoFactorEnabled: false,
      role: "admin",
      first_name: null,
      last_name: null,
      company_name: null,
      display_name: null,
      language: "fr",
    })
    .execute();
});
afterAll(async () => {
  await tdb?.destroy();
});
beforeEach(async () => {
  await db.deleteFrom("app_setting").execute();
  invalidateSettings(db);
});

const sales = { salesEmail: "ventes@ga-education.example" };

describe("settings store", () => {
  it("gives the defaults while nothing is saved", async () => {
    expect(await readSettings(db)).toEqual(DEFAULT_SETTINGS);
    expect(await loadSettingRows(db)).toEqual([]);
  });

  it("writes a key once and replaces it on the next save, with who and when", async () => {
    const first = new Date("2026-05-04T10:00:00.000Z");
    const second = new Date("2026-05-05T10:00:00.000Z");
    await writeSetting(db, "sales", sales, "u-admin", first);
    await writeSetting(db, "sales", { salesEmail: null }, null, second);
    await writeSetting(db, "demo", { ...DEFAULT_AVAILABILITY, slotMinutes: 45 }, "u-admin", second);
    const rows = await loadSettingRows(db);
    expect(rows.map((r) => [r.key, JSON.parse(r.value), r.updatedBy])).toEqual([
      ["demo", { ...DEFAULT_AVAILABILITY, slotMinutes: 45 }, "u-admin"],
      ["sales", { salesEmail: null }, null],
    ]);
    expect(toDate(rows[1]!.updatedAt).toISOString()).toBe(second.toISOString());
    invalidateSettings(db);
    const settings = await readSettings(db);
    expect(settings.sales.salesEmail).toBeNull();
    expect(settings.demo.slotMinutes).toBe(45);
  });

  it("answers from its cache until a save drops it, or for at most CACHE_TTL_MS", async () => {
    const now = Date.now();
    expect((await readSettings(db, { now })).sales.salesEmail).toBeNull();
    // Written behind the cache's back (another instance): not seen while the cache is fresh…
    await writeSetting(db, "sales", sales, "u-admin");
    expect((await readSettings(db, { now: now + 1_000 })).sales.salesEmail).toBeNull();
    // …seen once it is stale.
    expect((await readSettings(db, { now: now + CACHE_TTL_MS + 1 })).sales.salesEmail).toBe(sales.salesEmail);
    // A save in this process drops it at once.
    await writeSetting(db, "sales", { salesEmail: "autre@ga-education.example" }, "u-admin");
    invalidateSettings(db);
    expect((await readSettings(db)).sales.salesEmail).toBe("autre@ga-education.example");
  });

  it("reads through the request's transaction (SQLite's one connection is held by it)", async () => {
    await writeSetting(db, "sales", sales, "u-admin");
    invalidateSettings(db);
    const inside = await db.transaction().execute(async (tx) => {
      await tx.selectFrom("app_setting").select("key").execute();
      return readSettings(db, { via: tx });
    });
    expect(inside.sales.salesEmail).toBe(sales.salesEmail);
  });

  it("keeps the default of a key whose stored value is not valid", async () => {
    await db
      .insertInto("app_setting")
      .values({ key: "demo", value: JSON.stringify({ slotMinutes: "trente" }), updated_at: new Date() })
      .execute();
    await writeSetting(db, "sales", sales, "u-admin");
    const settings = await readSettings(db);
    expect(settings.demo).toEqual(DEFAULT_AVAILABILITY);
    expect(settings.sales.salesEmail).toBe(sales.salesEmail);
  });

  it("gives the pages the saved business details, or the defaults when the settings cannot be read", async () => {
    const logger = createLogger("silent");
    const business = { ...DEFAULT_SETTINGS.business, legalName: "GA Éducation Ouest SAS", city: "Nantes" };
    await writeSetting(db, "business", business, "u-admin");
    invalidateSettings(db);
    expect(await businessDetailsFor({ db, logger })).toEqual(business);
    const broken = await createTestDatabase();
    await broken.destroy();
    const errors: unknown[] = [];
    logger.error = ((obj: unknown) => void errors.push(obj)) as typeof logger.error;
    expect(await businessDetailsFor({ db: broken.database.db, logger })).toEqual(DEFAULT_SETTINGS.business);
    expect(errors).toHaveLength(1);
  });

  it("keeps serving the last settings read while the database is down", async () => {
    const logger = createLogger("silent");
    const warnings: unknown[] = [];
    logger.warn = ((obj: unknown) => void warnings.push(obj)) as typeof logger.warn;
    const other = await createTestDatabase();
    const otherDb = other.database.db;
    const business = { ...DEFAULT_SETTINGS.business, city: "Rennes" };
    await writeSetting(otherDb, "business", business, null);
    const now = Date.now();
    expect((await readSettings(otherDb, { now, logger })).business.city).toBe("Rennes");
    await other.destroy();
    // Stale, and the database gone: the cached settings answer, and the failure is logged once…
    const later = now + CACHE_TTL_MS + 1;
    expect((await readSettings(otherDb, { now: later, logger })).business).toEqual(business);
    expect(warnings).toHaveLength(1);
    // …the next reads within STALE_RETRY_MS do not try again…
    expect((await readSettings(otherDb, { now: later + STALE_RETRY_MS - 1, logger })).business).toEqual(
      business,
    );
    expect(warnings).toHaveLength(1);
    // …and a later one does.
    expect((await readSettings(otherDb, { now: later + STALE_RETRY_MS, logger })).business).toEqual(business);
    expect(warnings).toHaveLength(2);
    // Without anything cached, the failure is the caller's (businessDetailsFor shows the defaults).
    invalidateSettings(otherDb);
    await expect(readSettings(otherDb, { logger })).rejects.toThrow();
  });

  it("forgets the author of a setting whose account is deleted", async () => {
    await db
      .insertInto("user")
      .values({
        id: "u-gone",
        name: "Ancien",
        email: "ancien@ga-education.example",
        emailVerified: true,
        image: null,
        createdAt: new Date(),
        updatedAt: new Date(),
        twoFactorEnabled: false,
        role: "admin",
        first_name: null,
        last_name: null,
        company_name: null,
        display_name: null,
        language: "fr",
      })
      .execute();
    await writeSetting(db, "sales", sales, "u-gone");
    await db.deleteFrom("user").where("id", "=", "u-gone").execute();
    expect((await loadSettingRows(db)).map((r) => r.updatedBy)).toEqual([null]);
  });
});
