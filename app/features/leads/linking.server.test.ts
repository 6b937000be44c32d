import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormValues } from "#app/lib/forms/result.ts";
import { type Harness } from "#server/auth/test-harness.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrationProvider, migrationsFor } from "#server/db/migrations/index.ts";
import { createTestDatabase, insertTestUser, testEngine } from "#server/db/test-database.ts";
import { newId, toJson } from "#server/db/mapping.ts";
import { contactHandler } from "./contact.server.ts";
import { leadsDb } from "./db.server.ts";
import { issueFormToken } from "./form-token.server.ts";
import { nameKey } from "./institution-key.ts";
import { quoteHandler } from "./quote.server.ts";
import { processSubmission, type FormHandler, type LeadMeta } from "./submission.server.ts";

/**
 * Records linked by key (issue 20, decision 035): what capture links a lead and its contact to,
 * and how migration 0022 links the rows that existed before it.
 */
let h: Harness;
let moulin = "";
let colette = "";
let customerId = "";
const SIRET_COLETTE = "73282932000074";

beforeAll(async () => {
  h = await startAppHarness();
  const db = h.services.db;
  moulin = newId();
  colette = newId();
  await db
    .insertInto("institution")
    .values([
      { id: moulin, name: "Lycée Jean Moulin", name_key: nameKey("Lycée Jean Moulin") },
      { id: colette, name: "Collège Colette", name_key: nameKey("Collège Colette"), siret: SIRET_COLETTE },
    ])
    .execute();
  customerId = await insertTestUser(db, "direction@moulin.example");
  await db
    .insertInto("membership")
    .values({ user_id: customerId, institution_id: moulin, role: "owner" })
    .execute();
});
afterAll(async () => {
  await h?.close();
});

let n = 0;
const meta = (overrides: Partial<LeadMeta> = {}): LeadMeta => ({
  page: "/contact",
  referrer: null,
  landing: null,
  utm: {},
  language: "fr",
  clientAddress: `198.51.100.${++n}`,
  ...overrides,
});
const token = () => issueFormToken(h.services.config.authSecret, Date.now() - 3_000);
const submit = <T>(handler: FormHandler<T>, values: FormValues, m = meta()) =>
  processSubmission(h.services, handler, { form: null, values, token: token(), honeypot: null, meta: m });

const contact = (email: string, institution: string): FormValues => ({
  firstName: "Camille",
  lastName: "Durand",
  email,
  subject: "sales",
  institution,
  message: "Bonjour, nous aimerions en savoir plus.",
});
const quote = (email: string, institution: string, extra: FormValues = {}): FormValues => ({
  institution,
  institutionType: "secondary",
  students: "800",
  establishments: "1",
  timeline: "asap",
  firstName: "Alex",
  lastName: "Martin",
  email,
  ...extra,
});

async function stored(email: string) {
  const db = leadsDb(h.services.db);
  const lead = await db
    .selectFrom("lead")
    .select(["id", "institution_id", "contact_id"])
    .where("email", "=", email)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const contactRow = await db
    .selectFrom("contact")
    .select(["email", "institution_id"])
    .where("id", "=", lead.contact_id!)
    .executeTakeFirstOrThrow();
  return { lead, contact: contactRow };
}

describe(`capture links leads and contacts by key (${testEngine()})`, () => {
  it("matches the institution's name without accents, case or punctuation", async () => {
    for (const [email, typed] of [
      ["cpe@moulin.example", "Lycee Jean Moulin"],
      ["prof@moulin.example", "  LYCÉE JEAN-MOULIN. "],
    ] as const) {
      expect((await submit(contactHandler, contact(email, typed))).status).toBe(200);
      const { lead, contact: c } = await stored(email);
      expect(lead.institution_id).toBe(moulin);
      expect(c.institution_id).toBe(moulin);
    }
  });

  it("matches a SIRET before the name, and leaves an unknown institution a prospect", async () => {
    const bySiret = "gestion@colette.example";
    await submit(
      quoteHandler,
      quote(bySiret, "Collège Sidonie-Gabrielle Colette", { siret: "732 829 320 00074" }),
      meta({ page: "/devis" }),
    );
    expect((await stored(bySiret)).lead.institution_id).toBe(colette);

    const prospect = "direction@lycee-nouveau.example";
    await submit(contactHandler, contact(prospect, "Lycée Jean Jaurès"));
    const { lead, contact: c } = await stored(prospect);
    expect(lead.institution_id).toBeNull();
    expect(c.institution_id).toBeNull();
  });

  it("links a member's address to their institution, whatever name they typed", async () => {
    await submit(contactHandler, contact("direction@moulin.example", "Autre nom"));
    expect((await stored("direction@moulin.example")).lead.institution_id).toBe(moulin);
  });

  it("links a signed-in customer's request to their own institution and contact", async () => {
    const email = "compta@moulin.example";
    const account = { userId: customerId, email, institutionId: moulin };
    const out = await submit(quoteHandler, quote(email, "Nom mal saisi"), meta({ page: "/devis", account }));
    expect(out.status).toBe(200);
    const { lead, contact: c } = await stored(email);
    expect(lead.institution_id).toBe(moulin);
    expect(c).toEqual({ email, institution_id: moulin });
  });
});

describe(`migration 0022 (${testEngine()})`, () => {
  it("links existing leads and contacts, drops lead.status, and goes down and up again", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const old = fresh.database.db;
      const migrator = new Migrator({ db: old, provider: migrationProvider(fresh.database.engine) });
      const names = Object.keys(migrationsFor(fresh.database.engine)).sort();
      const previous = names[names.indexOf("0022-records-linked-by-key") - 1]!;
      expect((await migrator.migrateTo(previous)).error).toBeUndefined();

      const inst = newId();
      const won = newId();
      await old
        .insertInto("institution")
        .values({ id: inst, name: "Lycée Jean Moulin" } as never)
        .execute();
      await old
        .insertInto("institution")
        .values({ id: won, name: "Collège Colette" } as never)
        .execute();
      const userId = await insertTestUser(old, "direction@moulin.example");
      await old
        .insertInto("membership")
        .values({ user_id: userId, institution_id: inst, role: "owner" })
        .execute();
      const contacts = {
        member: newId(),
        byName: newId(),
        stranger: newId(),
      };
      for (const [id, email, name] of [
        [contacts.member, "direction@moulin.example", null],
        [contacts.byName, "cpe@moulin.example", "Lycee Jean-Moulin"],
        [contacts.stranger, "x@ailleurs.example", "Lycée Jean Jaurès"],
      ] as const) {
        await old
          .insertInto("contact")
          .values({ id, email, institution_name: name } as never)
          .execute();
      }
      const lead = (email: string | null, institution: string | null, contactId: string | null = null) => {
        const id = newId();
        return old
          .insertInto("lead")
          .values({
            id,
            type: "contact",
            status: "contacted",
            email,
            institution_name: institution,
            contact_id: contactId,
            payload: toJson({}),
          } as never)
          .execute()
          .then(() => id);
      };
      const leads = {
        member: await lead("Direction@Moulin.example", "Autre chose"),
        byName: await lead("z@z.example", "LYCEE JEAN MOULIN"),
        byContact: await lead("cpe@moulin.example", null, contacts.byName),
        quoted: await lead("achat@colette.example", "Colette"),
        stranger: await lead("x@ailleurs.example", "Lycée Jean Jaurès", contacts.stranger),
      };
      await old
        .insertInto("quote")
        .values({
          id: newId(),
          number: "DEV-2025-0001",
          lead_id: leads.quoted,
          institution_id: won,
          status: "issued",
          issued_at: new Date().toISOString(),
        } as never)
        .execute();

      await migrateToLatest(fresh.database);
      const leadLinks = Object.fromEntries(
        (await old.selectFrom("lead").select(["id", "institution_id"]).execute()).map((r) => [
          r.id,
          r.institution_id,
        ]),
      );
      expect(leadLinks).toEqual({
        [leads.member]: inst,
        [leads.byName]: inst,
        [leads.byContact]: inst,
        [leads.quoted]: won,
        [leads.stranger]: null,
      });
      const contactLinks = Object.fromEntries(
        (await old.selectFrom("contact").select(["id", "institution_id"]).execute()).map((r) => [
          r.id,
          r.institution_id,
        ]),
      );
      expect(contactLinks).toEqual({
        [contacts.member]: inst,
        [contacts.byName]: inst,
        [contacts.stranger]: null,
      });
      expect(
        (
          await old
            .selectFrom("institution")
            .select("name_key")
            .where("id", "=", inst)
            .executeTakeFirstOrThrow()
        ).name_key,
      ).toBe("lycee jean moulin");
      const leadColumns = async () =>
        (await old.introspection.getTables()).find((t) => t.name === "lead")!.columns.map((c) => c.name);
      expect(await leadColumns()).not.toContain("status");

      expect((await migrator.migrateTo(previous)).error).toBeUndefined();
      expect(await leadColumns()).toContain("status");
      expect(await leadColumns()).not.toContain("institution_id");
      await migrateToLatest(fresh.database);
      expect(
        (
          await old
            .selectFrom("lead")
            .select("institution_id")
            .where("id", "=", leads.byName)
            .executeTakeFirstOrThrow()
        ).institution_id,
      ).toBe(inst);
    } finally {
      await fresh.destroy();
    }
  }, 120_000);
});
