import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrationProvider } from "#server/db/migrations/index.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import { newId } from "#server/db/mapping.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import { refreshSearchIndex, searchCatchUpJob, searchRecords } from "./search.server.ts";
import pino from "pino";

let t: TestDatabase;
let db: Kysely<DB>;
const ids = {
  institution: newId(),
  lead: newId(),
  contact: newId(),
  quote: newId(),
  invoice: newId(),
  ticket: newId(),
};

const find = async (query: string, role: StaffRole = "admin") => {
  const groups = await searchRecords(db, t.database.engine, role, query);
  return groups.flatMap((g) => g.hits.map((h) => `${h.kind}:${h.title}`));
};

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
  const name = "Lycée Victor Hugo";
  await db
    .insertInto("institution")
    .values({ id: ids.institution, name, name_key: nameKey(name), siret: "12345678900017", city: "Besançon" })
    .execute();
  await db
    .insertInto("contact")
    .values({
      id: ids.contact,
      email: "helene.clemenceau@lycee-hugo.fr",
      first_name: "Hélène",
      last_name: "Clémenceau",
      institution_name: name,
      institution_id: ids.institution,
      domain: "lycee-hugo.fr",
    })
    .execute();
  await db
    .insertInto("lead")
    .values({
      id: ids.lead,
      type: "quote",
      email: "helene.clemenceau@lycee-hugo.fr",
      institution_name: name,
      payload: "{}",
      contact_id: ids.contact,
      institution_id: ids.institution,
    })
    .execute();
  await db
    .insertInto("quote")
    .values({
      id: ids.quote,
      number: "DEV-2026-0042",
      lead_id: ids.lead,
      institution_id: ids.institution,
      status: "issued",
      issued_at: new Date(),
      modules: "[]",
      addons: "[]",
      lines: "[]",
    })
    .execute();
  await db
    .insertInto("invoice")
    .values({
      id: ids.invoice,
      number: "FA-2026-0137",
      status: "issued",
      institution_id: ids.institution,
      lines: "[]",
      subtotal_cents: 1000,
      vat_cents: 200,
      total_cents: 1200,
    })
    .execute();
  const user = await insertTestUser(db, "proviseur@lycee-hugo.fr");
  await db
    .insertInto("ticket")
    .values({
      id: ids.ticket,
      institution_id: ids.institution,
      user_id: user,
      subject: "Problème d'emploi du temps",
    })
    .execute();
});

afterAll(async () => {
  await t.destroy();
});

describe("the CRM search", () => {
  it("finds each kind of record by its accent-less name, address or number", async () => {
    const all = await find("lycee hugo");
    expect(all).toEqual(
      expect.arrayContaining([
        "lead:Lycée Victor Hugo",
        "contact:Hélène Clémenceau",
        "institution:Lycée Victor Hugo",
        "proposal:DEV-2026-0042",
        "invoice:FA-2026-0137",
        "ticket:Problème d'emploi du temps",
      ]),
    );
    expect(await find("clem")).toEqual(["lead:Lycée Victor Hugo", "contact:Hélène Clémenceau"]);
    expect(await find("helene.clemenceau@lyc")).toEqual([
      "lead:Lycée Victor Hugo",
      "contact:Hélène Clémenceau",
    ]);
    expect(await find("FA-2026-01")).toEqual(["invoice:FA-2026-0137"]);
    expect(await find("137")).toEqual(["invoice:FA-2026-0137"]);
    expect(await find("dev 0042")).toEqual(["proposal:DEV-2026-0042"]);
    expect(await find("12345678")).toEqual(["institution:Lycée Victor Hugo"]);
    expect(await find("emploi")).toEqual(["ticket:Problème d'emploi du temps"]);
    expect(await find("introuvable")).toEqual([]);
    expect(await find("  — ")).toEqual([]);
  });

  it("gives each record its page and a secondary line", async () => {
    const groups = await searchRecords(db, t.database.engine, "admin", "fa 2026 0137");
    expect(groups).toEqual([
      {
        kind: "invoice",
        hits: [
          {
            kind: "invoice",
            id: ids.invoice,
            title: "FA-2026-0137",
            subtitle: "Lycée Victor Hugo",
            status: "issued",
            url: `/admin/billing/${ids.invoice}`,
          },
        ],
      },
    ]);
  });

  it("limits the results to what the role may open", async () => {
    const kinds = async (role: StaffRole) =>
      (await searchRecords(db, t.database.engine, role, "hugo")).map((g) => g.kind);
    expect(await kinds("support")).toEqual(["lead", "contact", "institution", "ticket"]);
    expect(await kinds("billing")).toEqual(["institution", "proposal", "invoice"]);
    expect(await kinds("sales")).toEqual(["lead", "contact", "institution", "proposal"]);
  });

  it("follows a rename, a new record and a deletion at once", async () => {
    await db
      .updateTable("institution")
      .set({ name: "Collège Anatole France", name_key: nameKey("Collège Anatole France") })
      .where("id", "=", ids.institution)
      .execute();
    expect(await find("anatole")).toEqual(
      expect.arrayContaining([
        "institution:Collège Anatole France",
        "proposal:DEV-2026-0042",
        "invoice:FA-2026-0137",
        "ticket:Problème d'emploi du temps",
      ]),
    );
    expect(await find("victor", "billing")).toEqual([]);

    const draft = newId();
    await db
      .insertInto("invoice")
      .values({
        id: draft,
        status: "draft",
        institution_id: ids.institution,
        lines: "[]",
        subtotal_cents: 0,
        vat_cents: 0,
        total_cents: 0,
      })
      .execute();
    const lead = newId();
    await db
      .insertInto("lead")
      .values({
        id: lead,
        type: "contact",
        email: "zoe@ecole-saint-exupery.fr",
        institution_name: "École Saint-Exupéry",
        payload: "{}",
      })
      .execute();
    expect(await find("saint exup")).toEqual(["lead:École Saint-Exupéry"]);
    expect((await find("anatole", "billing")).filter((h) => h.startsWith("invoice:"))).toHaveLength(2);

    await db.deleteFrom("invoice").where("id", "=", draft).execute();
    expect((await find("anatole", "billing")).filter((h) => h.startsWith("invoice:"))).toEqual([
      "invoice:FA-2026-0137",
    ]);
    // The contact opened its lead; with the lead gone, it opens its institution.
    await db.deleteFrom("quote").where("lead_id", "=", ids.lead).execute();
    await db.deleteFrom("lead").where("id", "=", ids.lead).execute();
    const contact = await searchRecords(db, t.database.engine, "admin", "clemenceau");
    expect(contact.map((g) => g.hits.map((h) => `${h.kind}:${h.url}`))).toEqual([
      [`contact:/admin/clients/${ids.institution}`],
    ]);
    expect(await refreshSearchIndex(db)).toBe(0);
    const entries = await db
      .selectFrom("search_entry")
      .select("record_id")
      .where("record_id", "=", draft)
      .execute();
    expect(entries).toEqual([]);
  });
});

describe("the background catch-up", () => {
  it("empties the queue without a search, and does nothing when it is empty", async () => {
    const id = newId();
    await db
      .insertInto("institution")
      .values({ id, name: "Collège Sans Recherche", name_key: nameKey("Collège Sans Recherche") })
      .execute();
    const queued = () =>
      db
        .selectFrom("search_pending")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
    expect(Number((await queued()).n)).toBeGreaterThan(0);
    const job = searchCatchUpJob({ db, logger: pino({ level: "silent" }) });
    await job.run({ clock: { now: () => new Date() } });
    expect(Number((await queued()).n)).toBe(0);
    const entry = await db
      .selectFrom("search_entry")
      .select("title")
      .where("kind", "=", "institution")
      .where("record_id", "=", id)
      .executeTakeFirst();
    expect(entry?.title).toBe("Collège Sans Recherche");
    await job.run({ clock: { now: () => new Date() } });
    expect(Number((await queued()).n)).toBe(0);
  });
});

describe(`migration 0023 (${testEngine()})`, () => {
  it("indexes the records written before it, and goes down and up again", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const old = fresh.database.db;
      const migrator = new Migrator({ db: old, provider: migrationProvider(fresh.database.engine) });
      expect((await migrator.migrateTo("0022-records-linked-by-key")).error).toBeUndefined();
      const id = newId();
      await old
        .insertInto("institution")
        .values({ id, name: "Collège Émile Zola", name_key: nameKey("Collège Émile Zola") })
        .execute();
      await migrateToLatest(fresh.database);
      const found = await searchRecords(old, fresh.database.engine, "billing", "college emile");
      expect(found.map((g) => g.hits.map((h) => h.id))).toEqual([[id]]);

      expect((await migrator.migrateTo("0022-records-linked-by-key")).error).toBeUndefined();
      const tables = (await old.introspection.getTables()).map((t) => t.name);
      expect(tables).not.toContain("search_entry");
      // The triggers are gone with it: writing a record still works.
      await old.updateTable("institution").set({ name: "Collège Zola" }).where("id", "=", id).execute();
      await migrateToLatest(fresh.database);
      expect(await searchRecords(old, fresh.database.engine, "admin", "zola")).toHaveLength(1);
    } finally {
      await fresh.destroy();
    }
  });
});
