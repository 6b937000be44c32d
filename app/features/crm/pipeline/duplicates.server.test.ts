import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "#app/features/client-space/profile.server.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { domainOfEmail } from "#app/features/leads/email-domains.ts";
import { luhnCheckDigit } from "#app/lib/siret.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { newId, parseJson, toInt, toJson } from "#server/db/mapping.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrationProvider, migrationsFor } from "#server/db/migrations/index.ts";
import type { DB, LeadStage, LeadType } from "#server/db/schema.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import { compactSiret } from "./duplicates.ts";
import {
  applyMergeAction,
  DUPLICATES_SHOWN,
  LEAD_REFERENCES,
  leadDuplicates,
  leadsWithDuplicates,
  mergedLeadNotice,
  mergedSubmissions,
  mergeLeads,
  mergePreview,
} from "./duplicates.server.ts";
import { leadDetail } from "./leads.server.ts";
import type { Actor } from "../proposals/proposal-records.server.ts";

/**
 * Duplicate leads on a real database (SQLite, or PostgreSQL with `npm run test:pg`): the generated
 * columns agree with the rules, the duplicates are found through their indexes with their reasons,
 * and a merge moves everything the merged lead held to the survivor in one transaction, keeps its
 * submission, writes its audit entry, and refuses what it must.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let actor: Actor;
let staffId: string;

function addUser(email: string, role: "admin" | "user" = "user"): Promise<string> {
  return insertTestUser(db, email, { role });
}

let clock = Date.parse("2026-03-01T08:00:00Z");
interface LeadOptions {
  email?: string | null;
  siret?: unknown;
  type?: LeadType;
  stage?: LeadStage;
  institution?: string | null;
  owner?: string | null;
  valueCents?: number;
  payload?: string;
}

/** A lead, each one a minute after the previous (the page lists the newest first). */
async function addLead(o: LeadOptions = {}): Promise<string> {
  const id = newId();
  clock += 60_000;
  const email = o.email === undefined ? `x-${id.slice(0, 8)}@ailleurs.example` : o.email;
  await db
    .insertInto("lead")
    .values({
      id,
      type: o.type ?? "quote",
      email,
      institution_name: o.institution === undefined ? "Lycée du Moulin" : o.institution,
      payload:
        o.payload ??
        toJson({
          email,
          message: `Demande ${id.slice(0, 4)}`,
          ...(o.siret === undefined ? {} : { siret: o.siret }),
        }),
      language: "fr",
      stage: o.stage ?? "new",
      owner_user_id: o.owner ?? null,
      value_cents: o.valueCents ?? 0,
      created_at: new Date(clock).toISOString(),
      updated_at: new Date(clock).toISOString(),
    })
    .execute();
  return id;
}

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

async function count(table: keyof DB | "demo_booking" | "webinar_registration" | "sales_order") {
  const row = await leadsDb(db)
    .selectFrom(table as "lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return toInt(row.n);
}

let sirets = 0;
/** A valid SIRET of its own for each test. */
function newSiret(): string {
  const base = `4${String(100_000_000_000 + ++sirets * 7919).slice(0, 12)}`;
  return base + luhnCheckDigit(base);
}

async function detail(id: string) {
  const lead = await leadDetail(db, id);
  expect(lead, `lead ${id}`).not.toBeNull();
  return lead!;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  staffId = await addUser("commercial@ga-education.example", "admin");
  const context = {
    get: (key: unknown) => (key === requestInfoContext ? { clientAddress: "127.0.0.1" } : undefined),
  };
  actor = {
    context: context as unknown as RouterContextProvider,
    session: { user: { id: staffId } } as unknown as SessionInfo,
  };
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe(`generated columns (${testEngine()})`, () => {
  it("give the e-mail's domain and the SIRET the way the rules read them", async () => {
    const cases: { email: string | null; siret?: unknown; payload?: string }[] = [
      { email: "Direction@Lycee-Moulin.FR", siret: "732 829 320 00074" },
      { email: "jeanne@gmail.com", siret: "732.829.320-00074" },
      { email: "a@b.fr", siret: "732\u00a0829\u202f320\u00a000074" },
      { email: "nobody", siret: "7328293200007" },
      { email: "x@", siret: "7328293200007A" },
      { email: null, siret: 73282932000074 },
      { email: "y@lycee.example", siret: { number: "73282932000074" } },
      { email: "z@lycee.example", payload: "not json {" },
      { email: "w@lycee.example", payload: toJson(["siret"]) },
    ];
    for (const c of cases) {
      const id = await addLead({ email: c.email, siret: c.siret, payload: c.payload });
      const row = await db
        .selectFrom("lead")
        .select(["email_domain", "siret"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const expected = c.payload === undefined ? compactSiret(c.siret) : null;
      expect(row, JSON.stringify(c)).toEqual({ email_domain: domainOfEmail(c.email), siret: expected });
    }
  });

  it("are read through their indexes", async () => {
    const plans: string[] = [];
    for (const column of ["email_domain", "siret"] as const) {
      const query = db
        .selectFrom("lead")
        .select(["id", "created_at"])
        .where(column, "=", "lycee-moulin.fr")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(DUPLICATES_SHOWN)
        .compile();
      if (tdb.database.engine === "sqlite") {
        const values = ["'lycee-moulin.fr'", "20"];
        const rows = await sql
          .raw(`explain query plan ${query.sql.replace(/\?/g, () => values.shift()!)}`)
          .execute(db);
        plans.push(JSON.stringify(rows.rows));
      } else {
        const text = await db.transaction().execute(async (tx) => {
          // A table this small is read whole otherwise; the point is that the index serves it.
          await sql`set local enable_seqscan = off`.execute(tx);
          const rows = await sql
            .raw(`explain ${query.sql.replace(/\$\d+/g, (p) => (p === "$1" ? "'lycee-moulin.fr'" : "20"))}`)
            .execute(tx);
          return JSON.stringify(rows.rows);
        });
        plans.push(text);
      }
    }
    expect(plans[0]).toContain("lead_email_domain_idx");
    expect(plans[1]).toContain("lead_siret_idx");
    // Newest first straight from the index: nothing to sort.
    if (tdb.database.engine === "sqlite") for (const p of plans) expect(p).not.toContain("TEMP B-TREE");
  });
});

describe(`possible duplicates (${testEngine()})`, () => {
  it("are the leads sharing the address, the institution's domain or the SIRET, with their reasons", async () => {
    const siret = newSiret();
    const domain = `lycee-${newId().slice(0, 8)}.example`;
    const lead = await addLead({ email: `direction@${domain}`, siret });
    const sameEmail = await addLead({ email: `direction@${domain}`, type: "contact" });
    const sameDomain = await addLead({ email: `compta@${domain}` });
    const sameSiret = await addLead({
      email: `achats@autre-${domain}`,
      siret: siret.replace(/(\d{3})/, "$1 "),
    });
    const domainAndSiret = await addLead({ email: `vie-scolaire@${domain}`, siret });
    await addLead({ email: `direction@ailleurs-${domain}`, siret: newSiret() });
    await addLead({ email: null, institution: "Lycée du Moulin" });

    const found = await leadDuplicates(db, await detail(lead));
    expect(found.total).toBe(4);
    // Newest first.
    expect(found.rows.map((r) => [r.id, r.reasons])).toEqual([
      [domainAndSiret, ["domain", "siret"]],
      [sameSiret, ["siret"]],
      [sameDomain, ["domain"]],
      [sameEmail, ["email"]],
    ]);
    expect(found.rows[3]).toMatchObject({ type: "contact", stage: "new", email: `direction@${domain}` });
    // Each of them finds the first one back.
    expect((await leadDuplicates(db, await detail(sameSiret))).rows.map((r) => r.id)).toContain(lead);
  });

  it("never come from a public mailbox's domain nor from an invalid SIRET", async () => {
    const me = `moi-${newId().slice(0, 8)}@gmail.com`;
    const lead = await addLead({ email: me, siret: "732 829 320 00075" });
    await addLead({ email: `autre-${newId().slice(0, 8)}@gmail.com`, siret: "73282932000075" });
    expect((await leadDuplicates(db, await detail(lead))).rows).toEqual([]);
    // Forms store addresses lower-cased (emailField): the same address is the same text.
    const again = await addLead({ email: me, type: "chatbot" });
    expect((await leadDuplicates(db, await detail(lead))).rows.map((r) => [r.id, r.reasons])).toEqual([
      [again, ["email"]],
    ]);
  });

  it(`show the ${DUPLICATES_SHOWN} newest and count them all`, async () => {
    const domain = `academie-${newId().slice(0, 8)}.example`;
    const lead = await addLead({ email: `direction@${domain}` });
    const others: string[] = [];
    for (let i = 0; i < DUPLICATES_SHOWN + 5; i++) others.push(await addLead({ email: `p${i}@${domain}` }));
    const found = await leadDuplicates(db, await detail(lead));
    expect(found.total).toBe(DUPLICATES_SHOWN + 5);
    expect(found.rows.map((r) => r.id)).toEqual(others.reverse().slice(0, DUPLICATES_SHOWN));
  });

  it("mark the leads of a page of the inbox that have one", async () => {
    const domain = `college-${newId().slice(0, 8)}.example`;
    const siret = newSiret();
    const byDomain = await addLead({ email: `a@${domain}` });
    await addLead({ email: `b@${domain}` });
    const mailbox = `solo-${newId().slice(0, 8)}@gmail.com`;
    const byEmail = await addLead({ email: mailbox });
    await addLead({ email: mailbox, type: "chatbot" });
    const bySiret = await addLead({ email: `x@un-${domain}`, siret });
    await addLead({ email: `y@deux-${domain}`, siret });
    const alone = await addLead({ email: `seul-${newId().slice(0, 8)}@gmail.com` });
    const lonelyDomain = await addLead({ email: `z@seul-${domain}` });
    const marked = await leadsWithDuplicates(db, [byDomain, byEmail, bySiret, alone, lonelyDomain]);
    expect([...marked].sort()).toEqual([byDomain, byEmail, bySiret].sort());
    expect(await leadsWithDuplicates(db, [])).toEqual(new Set());
  });
});

/** A lead with something in every table that references leads, and a lead merged into it before. */
async function richDuplicate(domain: string, siret: string) {
  const owner = await addUser(`vente-${newId().slice(0, 6)}@ga-education.example`);
  const duplicate = await addLead({
    email: `direction@${domain}`,
    siret,
    stage: "qualified",
    institution: "Lycée Richelieu",
    owner,
    valueCents: 240_000,
  });
  const earlier = await addLead({ email: `direction@${domain}`, type: "contact" });
  expect(await mergeLeads(db, actor, duplicate, earlier)).toMatchObject({ ok: true });
  await db
    .insertInto("crm_note")
    .values({
      id: newId(),
      entity_type: "lead",
      entity_id: duplicate,
      author_user_id: staffId,
      body: "Rappeler",
    })
    .execute();
  await db
    .insertInto("quote")
    .values({
      id: newId(),
      lead_id: duplicate,
      status: "issued",
      number: `DEV-2026-${newId().slice(0, 6)}`,
      issued_at: new Date(),
      lines: "[]",
    })
    .execute();
  const ldb = leadsDb(db);
  await ldb
    .insertInto("demo_booking")
    .values({
      id: newId(),
      lead_id: duplicate,
      slot_start: new Date(clock + 86_400_000).toISOString(),
      held_slot: new Date(clock + 86_400_000).toISOString(),
      status: "confirmed",
      email: `direction@${domain}`,
      contact_name: "Anne Roy",
      institution_name: "Lycée Richelieu",
      language: "fr",
      time_zone: "Europe/Paris",
      manage_token_hash: newId(),
      sequence: 0,
      cancel_reason: null,
      cancelled_at: null,
    })
    .execute();
  await ldb
    .insertInto("webinar_registration")
    .values({
      id: newId(),
      lead_id: duplicate,
      webinar: `w-${newId()}`,
      email: `direction@${domain}`,
      language: "fr",
    })
    .execute();
  const buyer = await addUser(`acheteur-${newId().slice(0, 6)}@${domain}`);
  await ldb
    .insertInto("sales_order")
    .values({
      id: newId(),
      reference: `CMD-${newId().slice(0, 8)}`,
      lead_id: duplicate,
      user_id: buyer,
      status: "pending",
      plan: "premium",
      students: 300,
      addons: "[]",
      billing_name: "Lycée Richelieu",
      country: "FR",
      siret,
      vat_number: null,
      address_line1: "1 rue Haute",
      address_line2: null,
      postal_code: "75001",
      city: "Paris",
      billing_email: `direction@${domain}`,
      payment_method: "bank-transfer",
      account_holder: null,
      iban: null,
      bic: null,
      mandate_reference: null,
      mandate_signed_at: null,
      chorus_service_code: null,
      commitment_number: null,
      estimate_monthly_cents: null,
      currency: "EUR",
      language: "fr",
    })
    .execute();
  return { duplicate, earlier, owner };
}

async function referencesOf(leadId: string) {
  const ldb = leadsDb(db);
  const out: Record<string, number> = {};
  for (const table of LEAD_REFERENCES) {
    const row = await ldb
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    out[table] = toInt(row.n);
  }
  const notes = await db
    .selectFrom("crm_note")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("entity_id", "=", leadId)
    .executeTakeFirstOrThrow();
  out.crm_note = toInt(notes.n);
  return out;
}

async function auditsOf(action: string, entityId: string) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("entity_id", "=", entityId)
    .execute();
}

describe(`merging a duplicate (${testEngine()})`, () => {
  it("moves everything it held to the survivor, keeps its submission and records it", async () => {
    const domain = `lycee-${newId().slice(0, 8)}.example`;
    const siret = newSiret();
    const { duplicate, earlier, owner } = await richDuplicate(domain, siret);
    const survivor = await addLead({ email: `compta@${domain}`, institution: null, type: "demo" });
    const survivorAt = new Date(clock).toISOString();
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          (["quote", "demo_booking", "webinar_registration", "sales_order", "crm_note"] as const).map(
            async (t) => [t, await count(t)] as const,
          ),
        ),
      );
    const before = { totals: await totals(), leads: await count("lead"), merged: await count("merged_lead") };

    const preview = await mergePreview(db, survivor, duplicate);
    expect(preview).toMatchObject({
      duplicate: { id: duplicate, reasons: ["domain"] },
      moves: { notes: 1, proposals: 1, demos: 1, webinars: 1, orders: 1, earlierMerged: 1 },
      fills: expect.arrayContaining(["institution_name", "owner_user_id", "value_cents"]),
      problem: undefined,
    });

    const result = await mergeLeads(db, actor, survivor, duplicate);
    expect(result).toMatchObject({
      ok: true,
      moves: { notes: 1, proposals: 1, demos: 1, webinars: 1, orders: 1, earlierMerged: 1 },
      fill: { institution_name: "Lycée Richelieu", owner_user_id: owner, value_cents: 240_000 },
    });

    // Nothing lost: every row is still there, now the survivor's.
    expect(await totals()).toEqual(before.totals);
    expect(await count("lead")).toBe(before.leads - 1);
    expect(await count("merged_lead")).toBe(before.merged + 1);
    expect(await referencesOf(duplicate)).toEqual({
      quote: 0,
      demo_booking: 0,
      webinar_registration: 0,
      sales_order: 0,
      crm_note: 0,
    });
    expect(await referencesOf(survivor)).toEqual({
      quote: 1,
      demo_booking: 1,
      webinar_registration: 1,
      sales_order: 1,
      crm_note: 1,
    });

    // The survivor keeps its own type, stage and date, and gains what it lacked.
    const kept = await detail(survivor);
    expect(kept).toMatchObject({
      type: "demo",
      stage: "new",
      email: `compta@${domain}`,
      institution: "Lycée Richelieu",
      ownerId: owner,
      valueCents: 240_000,
      createdAt: survivorAt,
    });
    expect(kept.notes.map((n) => n.body)).toEqual(["Rappeler"]);
    expect(kept.demos).toHaveLength(1);

    // The merged submissions, the earlier one included, are read on the survivor.
    const merged = await mergedSubmissions(db, survivor);
    expect(merged.map((m) => [m.id, m.type, m.stage])).toEqual([
      [earlier, "contact", "new"],
      [duplicate, "quote", "qualified"],
    ]);
    expect(merged[1]!.payload).toMatchObject({ email: `direction@${domain}`, siret });
    expect(merged[1]!.mergedBy).toBe("commercial@ga-education.example");

    // Their pages name the survivor.
    for (const id of [duplicate, earlier]) {
      expect(await leadDetail(db, id)).toBeNull();
      expect(await mergedLeadNotice(db, id)).toMatchObject({ id, into: { id: survivor, type: "demo" } });
    }
    expect(await mergedLeadNotice(db, newId())).toBeNull();

    // One audit entry names both; the survivor's timeline shows it and the merged lead's history.
    const [entry, ...more] = await auditsOf("lead.merge", survivor);
    expect(more).toEqual([]);
    expect(parseJson(entry!.changes, {})).toMatchObject({
      merged: duplicate,
      into: survivor,
      reasons: "domain",
      notes: 1,
      proposals: 1,
      demos: 1,
      webinars: 1,
      orders: 1,
      earlierMerged: 1,
      institution_name: [null, "Lycée Richelieu"],
      value_cents: [0, 240_000],
    });
    expect(entry!.actor_user_id).toBe(staffId);
    const actions = kept.timeline.map((e) => e.action);
    expect(actions.filter((a) => a === "lead.merge")).toHaveLength(2);
    expect(kept.timeline.some((e) => e.changes.merged === earlier)).toBe(true);

    // The survivor no longer lists them as duplicates; the deleted leads no longer match anything.
    expect((await leadDuplicates(db, kept)).rows.map((r) => r.id)).not.toContain(duplicate);
  });

  it("is one transaction: a failure half-way leaves both leads as they were", async () => {
    const domain = `lycee-${newId().slice(0, 8)}.example`;
    const { duplicate } = await richDuplicate(domain, newSiret());
    const survivor = await addLead({ email: `compta@${domain}`, institution: null });
    const before = { duplicate: await referencesOf(duplicate), survivor: await referencesOf(survivor) };
    const audits = await count("audit_log");
    // A row already holding the duplicate's id makes the last insert fail, after every move.
    await db
      .insertInto("merged_lead")
      .values({
        id: duplicate,
        merged_into_lead_id: survivor,
        merged_at: new Date(),
        merged_by: null,
        type: "quote",
        email: null,
        institution_name: null,
        payload: "{}",
        record: "{}",
        created_at: new Date(),
      })
      .execute();
    await expect(mergeLeads(db, actor, survivor, duplicate)).rejects.toThrow();
    await db.deleteFrom("merged_lead").where("id", "=", duplicate).execute();

    expect(await referencesOf(duplicate)).toEqual(before.duplicate);
    expect(await referencesOf(survivor)).toEqual(before.survivor);
    expect((await mergedSubmissions(db, duplicate)).map((m) => m.type)).toEqual(["contact"]);
    expect((await detail(survivor)).institution).toBeNull();
    expect(await detail(duplicate)).toMatchObject({ id: duplicate });
    expect(await count("audit_log")).toBe(audits);
  });

  it("refuses itself, an unknown or merged lead, a converted or won duplicate, and two drafts", async () => {
    const domain = `lycee-${newId().slice(0, 8)}.example`;
    const survivor = await addLead({ email: `a@${domain}` });
    const audits = await count("audit_log");
    expect(await mergeLeads(db, actor, survivor, survivor)).toEqual({ ok: false, error: "mergeSelf" });
    expect(await mergeLeads(db, actor, survivor, newId())).toEqual({ ok: false, error: "notFound" });

    const gone = await addLead({ email: `b@${domain}` });
    expect(await mergeLeads(db, actor, survivor, gone)).toMatchObject({ ok: true });
    const auditsAfterMerge = await count("audit_log");
    expect(auditsAfterMerge).toBe(audits + 1);
    expect(await mergeLeads(db, actor, survivor, gone)).toEqual({ ok: false, error: "alreadyMerged" });
    expect(await mergeLeads(db, actor, gone, survivor)).toEqual({ ok: false, error: "alreadyMerged" });

    const converted = await addLead({ email: `c@${domain}`, stage: "won" });
    await db
      .insertInto("quote")
      .values({
        id: newId(),
        lead_id: converted,
        status: "accepted",
        number: `DEV-2026-${newId().slice(0, 6)}`,
        issued_at: new Date(),
        lines: "[]",
        converted_at: new Date(),
      })
      .execute();
    expect(await mergeLeads(db, actor, survivor, converted)).toEqual({ ok: false, error: "mergeConverted" });
    const won = await addLead({ email: `d@${domain}`, stage: "won" });
    expect(await mergeLeads(db, actor, survivor, won)).toEqual({ ok: false, error: "mergeWon" });
    // The other way round is the way: the won lead survives.
    expect(await mergePreview(db, won, survivor)).toMatchObject({ problem: undefined });

    const withDraft = await addLead({ email: `e@${domain}` });
    const otherDraft = await addLead({ email: `f@${domain}` });
    for (const lead of [withDraft, otherDraft])
      await db
        .insertInto("quote")
        .values({ id: newId(), lead_id: lead, status: "draft", lines: "[]" })
        .execute();
    expect(await mergeLeads(db, actor, withDraft, otherDraft)).toEqual({ ok: false, error: "mergeDrafts" });
    expect(await mergePreview(db, withDraft, otherDraft)).toMatchObject({ problem: "mergeDrafts" });

    // Nothing was written by the refusals.
    expect(await count("audit_log")).toBe(auditsAfterMerge);
    for (const id of [converted, won, withDraft, otherDraft]) expect(await detail(id)).toMatchObject({ id });
  });

  it("answers the page's form: confirmation required, refusals and success", async () => {
    const domain = `lycee-${newId().slice(0, 8)}.example`;
    const survivor = await addLead({ email: `a@${domain}` });
    const duplicate = await addLead({ email: `b@${domain}` });
    const reply = async (values: Record<string, string>) =>
      (await applyMergeAction(db, actor, survivor, form({ intent: "merge", ...values }))) as unknown as {
        data: { ok?: boolean; message?: string; fieldErrors?: Record<string, string>; values?: object };
        init: ResponseInit | null;
      };

    const unconfirmed = await reply({ duplicateId: duplicate });
    expect(unconfirmed.init?.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({
      fieldErrors: { confirm: "mergeConfirm" },
      values: { duplicateId: duplicate },
    });
    expect((await reply({ duplicateId: " ", confirm: "yes" })).data.fieldErrors).toEqual({
      duplicateId: "required",
    });
    const unknown = await reply({ duplicateId: newId(), confirm: "yes" });
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.fieldErrors).toEqual({ duplicateId: "mergeNotFound" });
    expect((await reply({ duplicateId: survivor, confirm: "yes" })).data.fieldErrors).toEqual({
      duplicateId: "mergeSelf",
    });
    expect(await detail(duplicate)).toMatchObject({ id: duplicate });

    const done = await reply({ duplicateId: duplicate, confirm: "yes" });
    expect(done.data).toMatchObject({ ok: true, message: "duplicates.merged" });
    const again = await reply({ duplicateId: duplicate, confirm: "yes" });
    expect(again.init?.status).toBe(409);
    expect(again.data.fieldErrors).toEqual({ duplicateId: "alreadyMerged" });
  });

  it("covers every table that references a lead", async () => {
    const tables = await db.introspection.getTables();
    const withLeadId = tables
      .filter((t) => t.columns.some((c) => c.name === "lead_id"))
      .map((t) => t.name)
      .sort();
    expect(withLeadId).toEqual([...LEAD_REFERENCES].sort());
  });

  it("leaves nothing of a deleted account in its merged submissions", async () => {
    const email = `parent-${newId().slice(0, 8)}@lycee-efface.example`;
    const userId = await addUser(email);
    const survivor = await addLead({ email: `direction@lycee-efface.example` });
    const duplicate = await addLead({ email, siret: newSiret() });
    expect(await mergeLeads(db, actor, survivor, duplicate)).toMatchObject({ ok: true });
    await deleteAccount(db, userId);
    const [kept] = await mergedSubmissions(db, survivor);
    expect(kept).toMatchObject({ id: duplicate, email: null, payload: {} });
  });
});

describe(`migration 0014 (${testEngine()})`, () => {
  it("computes the columns of existing leads, and goes down and up again", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const old = fresh.database.db;
      const migrator = new Migrator({ db: old, provider: migrationProvider(fresh.database.engine) });
      const names = Object.keys(migrationsFor(fresh.database.engine)).sort();
      const previous = names[names.indexOf("0014-lead-duplicates") - 1]!;
      expect((await migrator.migrateTo(previous)).error).toBeUndefined();
      const id = newId();
      await old
        .insertInto("lead")
        .values({
          id,
          type: "quote",
          email: "Direction@Lycee-Ancien.fr",
          payload: toJson({ siret: "732 829 320 00074" }),
        } as never)
        .execute();

      await migrateToLatest(fresh.database);
      expect(
        await old
          .selectFrom("lead")
          .select(["email_domain", "siret"])
          .where("id", "=", id)
          .executeTakeFirst(),
      ).toEqual({ email_domain: "lycee-ancien.fr", siret: "73282932000074" });

      expect((await migrator.migrateTo(previous)).error).toBeUndefined();
      const columns = (await old.introspection.getTables()).find((t) => t.name === "lead")!.columns;
      expect(columns.map((c) => c.name)).not.toContain("email_domain");
      expect((await old.introspection.getTables()).map((t) => t.name)).not.toContain("merged_lead");
      await migrateToLatest(fresh.database);
      expect(await old.selectFrom("lead").select(["siret"]).where("id", "=", id).executeTakeFirst()).toEqual({
        siret: "73282932000074",
      });
    } finally {
      await fresh.destroy();
    }
  }, 60_000);
});
