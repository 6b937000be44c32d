import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { newId, parseJson, toInt, toJson } from "#server/db/mapping.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrationProvider, migrationsFor } from "#server/db/migrations/index.ts";
import type { DB, LeadStage } from "#server/db/schema.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import { applyLeadAction, leadDetail } from "../pipeline/leads.server.ts";
import { getProposal, type Actor } from "./proposal-records.server.ts";
import {
  applyProposalAction,
  convertLead,
  createProposalDraft,
  deleteProposalDraft,
  issueProposal,
  proposalPanel,
  saveProposalDraft,
} from "./proposals.server.ts";
import { parisDay, proposalTotals, proposalYear, type ProposalContent } from "./proposals.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * The quote builder and the conversion of won proposals on a real database (SQLite, or PostgreSQL
 * with `npm run test:pg`): drafts prefilled from the lead, numbers under concurrent issuing without
 * a gap or a duplicate, immutability, the pipeline's moves, idempotent conversion into an
 * institution, a subscription and an order, audit entries, and the migration of older rows.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let actor: Actor;
let staffId: string;

function addUser(email: string, role: "admin" | "user" = "user"): Promise<string> {
  return insertTestUser(db, email, { role });
}

let leadCount = 0;
async function addLead(
  payload: Record<string, unknown>,
  over: { stage?: LeadStage; email?: string; institution?: string } = {},
): Promise<string> {
  const id = newId();
  leadCount++;
  await db
    .insertInto("lead")
    .values({
      id,
      type: "quote",
      email: over.email ?? `direction-${leadCount}@lycee-devis.example`,
      institution_name: over.institution ?? `Lycée Devis ${leadCount}`,
      payload: toJson(payload),
      language: "fr",
      stage: over.stage ?? "new",
    })
    .execute();
  return id;
}

const SELECTION = {
  offer: "premium",
  students: 250,
  establishments: 1,
  addons: ["creche"],
  modules: ["finance"],
  institutionType: "secondary",
};

function form(values: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) for (const x of [v].flat()) f.append(k, x);
  return f;
}

async function count(table: "subscription" | "institution" | "quote" | "membership"): Promise<number> {
  return toInt(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

async function orders(): Promise<number> {
  return toInt(
    (
      await leadsDb(db)
        .selectFrom("sales_order")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

async function audits(entityId: string): Promise<string[]> {
  const rows = await db.selectFrom("audit_log").select("action").where("entity_id", "=", entityId).execute();
  return rows.map((r) => r.action).sort();
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

describe(`proposals (${testEngine()})`, () => {
  it("drafts from the lead's selection, saves while a draft, issues once, then refuses every change", async () => {
    const leadId = await addLead(SELECTION);
    const created = await createProposalDraft(db, actor, leadId);
    if (!created.ok) throw new Error(created.error);
    expect(await createProposalDraft(db, actor, leadId)).toEqual({ ok: false, error: "draftExists" });
    const draft = (await getProposal(db, created.id))!;
    expect(draft).toMatchObject({
      status: "draft",
      number: null,
      plan: "premium",
      students: 250,
      studentCap: 300,
    });
    expect(draft.lines[0]).toEqual({
      label: "Abonnement GA Academic+ Premium — 12 mois",
      quantity: 12,
      unitCents: 39_900,
    });
    expect(draft.totalCents).toBe(proposalTotals(draft.lines).totalCents);
    expect(draft.modules).toEqual(["finance"]);

    const edited: ProposalContent = {
      ...draft,
      lines: [...draft.lines, { label: "Formation", quantity: 2, unitCents: 45_000 }],
    };
    expect(await saveProposalDraft(db, actor, draft.id, edited)).toEqual({ ok: true });
    const issued = await issueProposal(db, actor, draft.id, { moveStage: true });
    if (!issued.ok) throw new Error(issued.error);
    expect(issued.number).toMatch(new RegExp(`^DEV-${proposalYear(new Date())}-\\d{4}$`));
    expect(issued.moved).toBe(true);
    const after = (await getProposal(db, draft.id))!;
    expect(after).toMatchObject({ status: "issued", number: issued.number, lines: edited.lines });

    expect(await saveProposalDraft(db, actor, draft.id, draft)).toEqual({
      ok: false,
      error: "proposalIssued",
    });
    expect(await deleteProposalDraft(db, actor, draft.id)).toEqual({ ok: false, error: "proposalIssued" });
    expect(await issueProposal(db, actor, draft.id)).toEqual({ ok: false, error: "proposalIssued" });
    expect(await getProposal(db, draft.id)).toEqual(after);

    // The lead moved forward and is worth the proposal's amount excluding VAT.
    const lead = await db
      .selectFrom("lead")
      .select(["stage", "value_cents"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.stage).toBe("proposal_sent");
    expect(toInt(lead.value_cents)).toBe(after.subtotalCents);
    expect(await audits(draft.id)).toEqual(["proposal.create", "proposal.issue", "proposal.update"]);
    expect(await audits(leadId)).toEqual(["lead.stage", "lead.value"]);
    // The lead's timeline shows its proposal's history too.
    const detail = await leadDetail(db, leadId, { withProposals: true });
    expect(detail?.timeline.map((e) => e.action)).toEqual(
      expect.arrayContaining(["proposal.create", "proposal.issue", "lead.stage"]),
    );
    // Not for staff who may not see proposals.
    const plain = await leadDetail(db, leadId);
    expect(plain?.timeline.map((e) => e.action).sort()).toEqual(["lead.stage", "lead.value"]);

    // A new version copies the issued one, as a new draft with a fresh validity.
    const revised = await createProposalDraft(db, actor, leadId);
    if (!revised.ok) throw new Error(revised.error);
    expect((await getProposal(db, revised.id))?.lines).toEqual(edited.lines);
    expect(await deleteProposalDraft(db, actor, revised.id)).toEqual({ ok: true });
  });

  it("never moves a lead backwards, and does not move it unless asked", async () => {
    const later = await addLead(SELECTION, { stage: "negotiation" });
    const a = await createProposalDraft(db, actor, later);
    if (!a.ok) throw new Error(a.error);
    expect(await issueProposal(db, actor, a.id, { moveStage: true })).toMatchObject({
      ok: true,
      moved: false,
    });
    const earlier = await addLead(SELECTION, { stage: "qualified" });
    const b = await createProposalDraft(db, actor, earlier);
    if (!b.ok) throw new Error(b.error);
    expect(await issueProposal(db, actor, b.id, { moveStage: false })).toMatchObject({
      ok: true,
      moved: false,
    });
    const stages = await db
      .selectFrom("lead")
      .select(["id", "stage"])
      .where("id", "in", [later, earlier])
      .execute();
    expect(Object.fromEntries(stages.map((s) => [s.id, s.stage]))).toEqual({
      [later]: "negotiation",
      [earlier]: "qualified",
    });
    const lost = await addLead(SELECTION, { stage: "lost" });
    expect(await createProposalDraft(db, actor, lost)).toEqual({ ok: false, error: "leadLost" });
  });

  it("issues concurrently without a gap or a duplicate, and never the same draft twice", async () => {
    const year = proposalYear(new Date());
    const start = toInt(
      (
        await db
          .selectFrom("quote_sequence")
          .select("last_number")
          .where("year", "=", year)
          .executeTakeFirst()
      )?.last_number ?? 0,
    );
    const drafts: string[] = [];
    for (let i = 0; i < 8; i++) {
      const created = await createProposalDraft(db, actor, await addLead(SELECTION));
      if (!created.ok) throw new Error(created.error);
      drafts.push(created.id);
    }
    const results = await Promise.all(
      [...drafts, drafts[0]!, drafts[3]!].map((id) => issueProposal(db, actor, id)),
    );
    const numbers = results.flatMap((r) => (r.ok ? [r.number] : []));
    expect(numbers).toHaveLength(8);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, error: "proposalIssued" },
      { ok: false, error: "proposalIssued" },
    ]);
    expect(new Set(numbers).size).toBe(8);
    const sequence = numbers.map((n) => Number(n.split("-")[2])).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 8 }, (_, i) => start + i + 1));
    const counter = await db
      .selectFrom("quote_sequence")
      .select("last_number")
      .where("year", "=", year)
      .executeTakeFirstOrThrow();
    expect(toInt(counter.last_number)).toBe(start + 8);
    // Numbers follow the issue times.
    const issued = await db
      .selectFrom("quote")
      .select(["number", "issued_at"])
      .where("id", "in", drafts)
      .execute();
    const byTime = [...issued].sort(
      (a, b) =>
        new Date(a.issued_at!).getTime() - new Date(b.issued_at!).getTime() ||
        a.number!.localeCompare(b.number!),
    );
    expect(byTime.map((r) => r.number)).toEqual(byTime.map((r) => r.number).sort());
    const issuedAudits = await db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("action", "=", "proposal.issue")
      .where("entity_id", "in", drafts)
      .execute();
    expect(issuedAudits).toHaveLength(8);
  }, 60_000);

  it("keeps one draft per lead when two are asked for at once", async () => {
    const leadId = await addLead(SELECTION);
    const results = await Promise.all([1, 2, 3].map(() => createProposalDraft(db, actor, leadId)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, error: "draftExists" },
      { ok: false, error: "draftExists" },
    ]);
  });

  it("refuses an expired draft and gives the number back", async () => {
    const created = await createProposalDraft(db, actor, await addLead(SELECTION));
    if (!created.ok) throw new Error(created.error);
    await db
      .updateTable("quote")
      .set({ valid_until: "2020-01-01T12:00:00.000Z" })
      .where("id", "=", created.id)
      .execute();
    const year = proposalYear(new Date());
    const before = await db
      .selectFrom("quote_sequence")
      .selectAll()
      .where("year", "=", year)
      .executeTakeFirst();
    expect(await issueProposal(db, actor, created.id)).toEqual({ ok: false, error: "validityPast" });
    expect(
      await db.selectFrom("quote_sequence").selectAll().where("year", "=", year).executeTakeFirst(),
    ).toEqual(before);
  });
});

describe(`the builder's form (${testEngine()})`, () => {
  it("answers 400 with translatable errors and the values typed, and stores nothing", async () => {
    const leadId = await addLead(SELECTION);
    const created = await applyProposalAction(db, actor, leadId, form({ intent: "proposal.create" }));
    expect(created).toMatchObject({ ok: true, message: "proposals.created" });
    const panel = await proposalPanel(db, { id: leadId, stage: "new" });
    const draft = panel.draft!;
    const wrong = await applyProposalAction(
      db,
      actor,
      leadId,
      form({
        intent: "proposal.issue",
        proposalId: draft.id,
        plan: "premium",
        students: "250",
        studentCap: "300",
        mrr: "499",
        validUntil: parisDay(new Date()),
        addons: ["creche"],
        "qty.creche": "1",
        label: ["Abonnement", "Remise"],
        quantity: ["12", "1"],
        unit: ["39O,00", "-10"],
        moveStage: "on",
      }),
    );
    const init = wrong as unknown as { init: ResponseInit; data: Record<string, unknown> };
    expect(init.init.status).toBe(400);
    expect(init.data).toMatchObject({
      fieldErrors: { "unit.0": "invalidLineAmount" },
      values: { "unit.0": "39O,00", "label.1": "Remise", addons: "creche", "qty.creche": "1", mrr: "499" },
    });
    expect((await getProposal(db, draft.id))?.status).toBe("draft");
    const ok = await applyProposalAction(
      db,
      actor,
      leadId,
      form({
        intent: "proposal.issue",
        proposalId: draft.id,
        plan: "premium",
        students: "250",
        studentCap: "300",
        mrr: "499",
        validUntil: parisDay(new Date()),
        label: ["Abonnement", "Remise"],
        quantity: ["12", "1"],
        unit: ["390,00", "-10"],
        moveStage: "on",
      }),
    );
    expect(ok).toMatchObject({ ok: true, message: "proposals.issuedMoved", moved: true });
    const issued = (await getProposal(db, draft.id))!;
    expect(issued).toMatchObject({ status: "issued", mrrCents: 49_900, addons: [], subtotalCents: 467_000 });
    // Another lead's page cannot touch it.
    const other = await addLead(SELECTION);
    const foreign = await applyProposalAction(
      db,
      actor,
      other,
      form({ intent: "proposal.delete", proposalId: draft.id }),
    );
    expect((foreign as unknown as { init: ResponseInit }).init.status).toBe(404);
  });

  it("dates the draft's validity and the issue by the server's clock, not the system's", async () => {
    const leadId = await addLead(SELECTION);
    const now = new Date("2031-03-10T10:00:00Z");
    await applyProposalAction(db, actor, leadId, form({ intent: "proposal.create" }), { now });
    const draft = (await proposalPanel(db, { id: leadId, stage: "new" })).draft!;
    // A validity that is past for the system but not for the server's (moved) clock is taken.
    const issued = await applyProposalAction(
      db,
      actor,
      leadId,
      form({
        intent: "proposal.issue",
        proposalId: draft.id,
        plan: "premium",
        students: "250",
        studentCap: "300",
        mrr: "499",
        validUntil: "2031-04-09",
        label: ["Abonnement"],
        quantity: ["12"],
        unit: ["390,00"],
      }),
      { now },
    );
    expect(issued).toMatchObject({ ok: true, number: expect.stringMatching(/^DEV-2031-/) });
    expect((await getProposal(db, draft.id, now))?.issuedAt).toBe(now.toISOString());
  });
});

describe(`won proposals become a subscription and an order (${testEngine()})`, () => {
  async function issuedLead(payload: Record<string, unknown>, over: Parameters<typeof addLead>[1] = {}) {
    const leadId = await addLead(payload, over);
    const created = await createProposalDraft(db, actor, leadId);
    if (!created.ok) throw new Error(created.error);
    const issued = await issueProposal(db, actor, created.id, { moveStage: true });
    if (!issued.ok) throw new Error(issued.error);
    return { leadId, proposalId: created.id, number: issued.number };
  }

  it("creates the institution, the subscription and the order when the lead is won, once", async () => {
    const { leadId, proposalId, number } = await issuedLead(
      { ...SELECTION, siret: "73282932000074", institution: "Lycée Gagné" },
      { institution: "Lycée Gagné" },
    );
    const before = {
      subscriptions: await count("subscription"),
      institutions: await count("institution"),
      orders: await orders(),
    };
    const won = await applyLeadAction(db, actor, leadId, form({ intent: "move", stage: "won" }));
    expect((won as unknown as { data: unknown }).data).toMatchObject({
      ok: true,
      message: "proposals.wonConverted",
    });
    expect(await count("subscription")).toBe(before.subscriptions + 1);
    expect(await count("institution")).toBe(before.institutions + 1);
    expect(await orders()).toBe(before.orders + 1);

    const proposal = (await getProposal(db, proposalId))!;
    expect(proposal.status).toBe("accepted");
    const inst = await db
      .selectFrom("institution")
      .selectAll()
      .where("id", "=", proposal.institutionId!)
      .executeTakeFirstOrThrow();
    expect(inst).toMatchObject({ name: "Lycée Gagné", siret: "73282932000074", type: "secondary" });
    expect(toInt(inst.student_count)).toBe(250);
    const sub = await db
      .selectFrom("subscription")
      .selectAll()
      .where("id", "=", proposal.subscriptionId!)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      plan: "premium",
      status: "active",
      billing_period: "yearly",
      institution_id: inst.id,
    });
    expect(toInt(sub.student_cap)).toBe(300);
    expect(toInt(sub.mrr_cents)).toBe(proposal.mrrCents);
    expect(parseJson(sub.addons, [])).toEqual([{ id: "creche", quantity: 1 }]);
    expect(parseJson(sub.modules, [])).toEqual(["finance"]);
    const order = await leadsDb(db)
      .selectFrom("sales_order")
      .selectAll()
      .where("quote_id", "=", proposalId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: "confirmed",
      plan: "premium",
      lead_id: leadId,
      user_id: null,
      institution_id: inst.id,
      billing_name: "Lycée Gagné",
      payment_method: null,
    });
    expect(order.reference).toMatch(/^CMD-[0-9A-F]{8}$/);
    expect(parseJson(order.lines, [])).toEqual(proposal.lines);
    expect(toInt(order.total_cents)).toBe(proposal.totalCents);
    expect(await audits(proposalId)).toContain("proposal.convert");
    expect(await audits(sub.id)).toEqual(["subscription.create"]);
    expect(await audits(inst.id)).toEqual(["institution.create"]);

    const panel = await proposalPanel(db, { id: leadId, stage: "won" });
    expect(panel.conversion).toMatchObject({
      number,
      institution: { id: inst.id, name: "Lycée Gagné" },
      subscription: { id: sub.id, plan: "premium" },
      order: { reference: order.reference, totalCents: proposal.totalCents },
    });
    expect(panel.convertible).toBe(false);

    // Converting again, reopening and winning again: nothing more.
    expect(await convertLead(db, actor, leadId)).toEqual({ ok: false, error: "noIssuedProposal" });
    await applyLeadAction(db, actor, leadId, form({ intent: "move", stage: "qualified" }));
    const again = await applyLeadAction(db, actor, leadId, form({ intent: "move", stage: "won" }));
    expect((again as unknown as { data: unknown }).data).toMatchObject({ ok: true, message: "leads.moved" });
    expect(await count("subscription")).toBe(before.subscriptions + 1);
    expect(await orders()).toBe(before.orders + 1);
  });

  it("converts a lead won before its proposal was issued, with the explicit action, once under a race", async () => {
    const leadId = await addLead(SELECTION);
    await applyLeadAction(db, actor, leadId, form({ intent: "move", stage: "won" }));
    expect(await convertLead(db, actor, leadId)).toEqual({ ok: false, error: "noIssuedProposal" });
    const created = await createProposalDraft(db, actor, leadId);
    if (!created.ok) throw new Error(created.error);
    await issueProposal(db, actor, created.id, { moveStage: true });
    expect(
      (await db.selectFrom("lead").select("stage").where("id", "=", leadId).executeTakeFirstOrThrow()).stage,
    ).toBe("won");
    expect((await proposalPanel(db, { id: leadId, stage: "won" })).convertible).toBe(true);
    const subscriptions = await count("subscription");
    const results = await Promise.all([1, 2].map(() => convertLead(db, actor, leadId)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "noIssuedProposal" }]);
    expect(await count("subscription")).toBe(subscriptions + 1);
    const open = await addLead(SELECTION);
    expect(await convertLead(db, actor, open)).toEqual({ ok: false, error: "notWon" });
  });

  it("reuses the institution of the customer's account, or the one with the same name", async () => {
    const userId = await addUser("intendance@college-client.example");
    const instId = newId();
    await db
      .insertInto("institution")
      .values({ id: instId, name: "Collège Déjà Client", name_key: nameKey("Collège Déjà Client") })
      .execute();
    await db
      .insertInto("membership")
      .values({ user_id: userId, institution_id: instId, role: "owner" })
      .execute();
    const a = await issuedLead(SELECTION, {
      email: "Intendance@College-Client.example",
      institution: "Autre nom",
    });
    const institutions = await count("institution");
    await applyLeadAction(db, actor, a.leadId, form({ intent: "move", stage: "won" }));
    expect((await getProposal(db, a.proposalId))?.institutionId).toBe(instId);
    const order = await leadsDb(db)
      .selectFrom("sales_order")
      .select("user_id")
      .where("quote_id", "=", a.proposalId)
      .executeTakeFirstOrThrow();
    expect(order.user_id).toBe(userId);

    // A new customer whose account has no institution yet becomes its owner.
    const newcomer = await addUser("direction@lycee-nouveau.example");
    const b = await issuedLead(SELECTION, {
      email: "direction@lycee-nouveau.example",
      institution: "collège déjà client",
    });
    await applyLeadAction(db, actor, b.leadId, form({ intent: "move", stage: "won" }));
    expect((await getProposal(db, b.proposalId))?.institutionId).toBe(instId);
    expect(await count("institution")).toBe(institutions);
    const member = await db
      .selectFrom("membership")
      .select(["institution_id", "role"])
      .where("user_id", "=", newcomer)
      .execute();
    expect(member).toEqual([{ institution_id: instId, role: "owner" }]);
  });

  it("declines the issued proposals of a lost lead; nothing is converted", async () => {
    const { leadId, proposalId } = await issuedLead(SELECTION);
    const subscriptions = await count("subscription");
    await applyLeadAction(
      db,
      actor,
      leadId,
      form({ intent: "move", stage: "lost", lostReason: "Budget gelé" }),
    );
    expect((await getProposal(db, proposalId))?.status).toBe("declined");
    expect(await audits(proposalId)).toContain("proposal.decline");
    await applyLeadAction(db, actor, leadId, form({ intent: "move", stage: "qualified" }));
    await applyLeadAction(db, actor, leadId, form({ intent: "move", stage: "won" }));
    expect(await count("subscription")).toBe(subscriptions);
  });
});

describe(`migration 0010 keeps the older rows (${testEngine()})`, () => {
  it("turns sent quotes into issued proposals, continues their numbering, keeps checkout orders", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const old = fresh.database.db;
      const migrator = new Migrator({ db: old, provider: migrationProvider(fresh.database.engine) });
      const names = Object.keys(migrationsFor(fresh.database.engine)).sort();
      const previous = names[names.indexOf("0010-proposals") - 1]!;
      const { error } = await migrator.migrateTo(previous);
      expect(error).toBeUndefined();
      const userId = newId();
      await old
        .insertInto("user")
        .values({
          id: userId,
          name: "Client",
          email: "client@ancien.example",
          emailVerified: true,
          image: null,
          createdAt: new Date(),
          updatedAt: new Date(),
          twoFactorEnabled: false,
          role: "user",
          first_name: null,
          last_name: null,
          company_name: null,
          display_name: "Client",
          language: "fr",
        } as never)
        .execute();
      const quote = (values: Record<string, unknown>) =>
        old
          .insertInto("quote")
          .values({ id: newId(), lines: "[]", currency: "EUR", ...values } as never)
          .execute();
      await quote({ number: "DEV-2025-0007", status: "sent", total_cents: 1_317_600 });
      await quote({ number: "DEV-2025-0003", status: "accepted", total_cents: 100 });
      await quote({ number: "DEV-2024-0002", status: "expired", total_cents: 0 });
      await quote({ number: "brouillon-1", status: "draft", total_cents: 0 });
      await leadsDb(old)
        .insertInto("sales_order")
        .values({
          id: newId(),
          reference: "CMD-0000AAAA",
          user_id: userId,
          plan: "premium",
          students: 120,
          billing_name: "Lycée Ancien",
          country: "FR",
          address_line1: "1 rue Haute",
          postal_code: "75001",
          city: "Paris",
          billing_email: "client@ancien.example",
          payment_method: "sepa-debit",
          iban: "FR7630006000011234567890189",
          language: "fr",
        } as never)
        .execute();

      await migrateToLatest(fresh.database);
      // Sorted here: the engines order NULL differently.
      const rows = (await old.selectFrom("quote").selectAll().execute()).sort(
        (a, b) =>
          (a.number === null ? 1 : 0) - (b.number === null ? 1 : 0) ||
          (a.number ?? "").localeCompare(b.number ?? ""),
      );
      expect(
        rows.map((r) => ({
          number: r.number,
          status: r.status,
          subtotal: toInt(r.subtotal_cents),
          vat: toInt(r.vat_cents),
          total: toInt(r.total_cents),
          issued: r.issued_at !== null,
        })),
      ).toEqual([
        { number: "DEV-2024-0002", status: "issued", subtotal: 0, vat: 0, total: 0, issued: true },
        { number: "DEV-2025-0003", status: "accepted", subtotal: 100, vat: 20, total: 120, issued: true },
        {
          number: "DEV-2025-0007",
          status: "issued",
          subtotal: 1_317_600,
          vat: 263_520,
          total: 1_581_120,
          issued: true,
        },
        { number: null, status: "draft", subtotal: 0, vat: 0, total: 0, issued: false },
      ]);
      const sequences = await old.selectFrom("quote_sequence").selectAll().orderBy("year").execute();
      expect(sequences.map((s) => [toInt(s.year), toInt(s.last_number)])).toEqual([
        [2024, 2],
        [2025, 7],
      ]);
      const kept = await leadsDb(old).selectFrom("sales_order").selectAll().executeTakeFirstOrThrow();
      expect(kept).toMatchObject({
        reference: "CMD-0000AAAA",
        user_id: userId,
        iban: "FR7630006000011234567890189",
        quote_id: null,
      });
      if (fresh.database.engine === "postgres") {
        // Rebuilt tables keep no trace of their temporary names.
        const leftovers = await sql<{ conname: string }>`
          select conname from pg_constraint where conname like '%\_next\_%' or conname like '%\_next'`.execute(
          old,
        );
        expect(leftovers.rows).toEqual([]);
        const named = await sql<{ conname: string }>`
          select conname from pg_constraint
          where conname in ('quote_pkey', 'quote_number_key', 'sales_order_pkey', 'sales_order_quote_id_key')
          order by conname`.execute(old);
        expect(named.rows.map((r) => r.conname)).toEqual([
          "quote_number_key",
          "quote_pkey",
          "sales_order_pkey",
          "sales_order_quote_id_key",
        ]);
      }
      // The constraints came with the new shape: a draft never has a number, a checkout order its address.
      await expect(
        old.insertInto("quote").values({ id: newId(), number: "DEV-2030-0001", status: "draft" }).execute(),
      ).rejects.toThrow();
      await expect(
        leadsDb(old)
          .insertInto("sales_order")
          .values({
            id: newId(),
            reference: "CMD-0000BBBB",
            user_id: userId,
            status: "pending",
            currency: "EUR",
            plan: "premium",
            students: 1,
            billing_name: "Sans adresse",
            country: "FR",
            billing_email: "client@ancien.example",
            language: "fr",
          })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await fresh.destroy();
    }
  }, 60_000);
});
