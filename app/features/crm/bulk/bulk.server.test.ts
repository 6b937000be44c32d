import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import { recordHistory } from "#app/features/crm/history/history.server.ts";
import { renderEntry, linesText } from "#app/features/crm/history/history.ts";
import { createTestDatabase, insertTestUser, type TestDatabase } from "#server/db/test-database.ts";
import type { DB, LeadStage, StaffRole } from "#server/db/schema.ts";
import { createLiveSignals, type LiveSignals } from "#server/live/live-signals.ts";
import { createLogger } from "#server/logger.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { LeadListSchema } from "../list-params.ts";
import { exportLeads } from "../pipeline/leads.server.ts";
import { applyBulkLeadAction, applyBulkTicketAction, type BulkReply } from "./bulk.server.ts";

/**
 * Bulk actions on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): one audit entry
 * per record through the single-record functions, the role checked, the selection all-or-nothing,
 * the pipeline's rules lead by lead, the selection's export.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const ids = {} as Record<"admin" | "sales" | "sales2" | "support" | "customer", string>;
let institutionId: string;
let mailer: Mailer;
let live: LiveSignals;

function actor(who: keyof typeof ids, role: StaffRole) {
  const values = new Map<unknown, unknown>([
    [requestInfoContext, { clientAddress: "127.0.0.1" }],
    [servicesContext, { mailer, live, config: { baseUrl: "https://crm.example" } }],
  ]);
  const context = { get: (key: unknown) => values.get(key) };
  return {
    context: context as unknown as RouterContextProvider,
    session: { user: { id: ids[who] } } as unknown as SessionInfo,
    role,
  };
}

function form(selected: readonly string[], values: Record<string, string>): FormData {
  const f = new FormData();
  for (const id of selected) f.append("ids", id);
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

async function leads(n: number, stage: LeadStage = "new", tag = "lot"): Promise<string[]> {
  const made = Array.from({ length: n }, (_, i) => ({
    id: crypto.randomUUID(),
    type: "quote" as const,
    stage,
    email: `${tag}-${i}@lycee.example`,
    institution_name: `Lycée ${tag} ${i}`,
    payload: JSON.stringify({ firstName: "Claire", lastName: `Martin ${i}`, phone: "0102030405" }),
    created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
  }));
  await db.insertInto("lead").values(made).execute();
  return made.map((l) => l.id);
}

async function auditCount(action: string, entityIds: readonly string[]) {
  const rows = await db
    .selectFrom("audit_log")
    .select(["entity_id"])
    .where("action", "=", action)
    .where("entity_id", "in", entityIds)
    .execute();
  return rows.length;
}

async function runLeads(
  who: keyof typeof ids,
  role: StaffRole,
  selected: readonly string[],
  values: Record<string, string>,
) {
  const answer = await applyBulkLeadAction(db, actor(who, role), form(selected, values));
  return { status: answer.init?.status ?? 200, reply: answer.data as BulkReply };
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const logger = createLogger("silent");
  mailer = createMailer({
    db,
    from: "crm@ga-education.example",
    logger,
    transport: { kind: "outbox", async send() {}, close() {} },
  });
  live = createLiveSignals({ engine: tdb.database.engine, databaseUrl: tdb.url, logger });
  ids.admin = await insertTestUser(db, "admin@ga-education.example", { role: "admin", name: "Alice Admin" });
  ids.sales = await insertTestUser(db, "sales@ga-education.example", { name: "Sam Sales" });
  ids.sales2 = await insertTestUser(db, "sales2@ga-education.example", { name: "Sacha Vente" });
  ids.support = await insertTestUser(db, "support@ga-education.example", { name: "Sue Support" });
  ids.customer = await insertTestUser(db, "proviseure@lycee.example", { name: "Claire Client" });
  const now = new Date().toISOString();
  await db
    .insertInto("staff_member")
    .values([
      { user_id: ids.sales, role: "sales", created_at: now, updated_at: now },
      { user_id: ids.sales2, role: "sales", created_at: now, updated_at: now },
      { user_id: ids.support, role: "support", created_at: now, updated_at: now },
    ])
    .execute();
  institutionId = crypto.randomUUID();
  await db
    .insertInto("institution")
    .values({ id: institutionId, name: "Lycée du Lot", name_key: nameKey("Lycée du Lot") })
    .execute();
}, 60_000);

afterAll(async () => {
  await live?.close();
  await tdb?.destroy();
});

describe("bulk assignment of leads", () => {
  it("gives 50 leads to a salesperson with exactly one audit entry each, in words on each lead", async () => {
    const lot = await leads(50, "new", "assign");
    const { status, reply } = await runLeads("sales", "sales", lot, {
      intent: "bulk.assign",
      ownerId: ids.sales2,
    });
    expect(status).toBe(200);
    expect(reply).toMatchObject({ ok: true, count: 50, unchanged: 0, message: "bulk.leadsAssigned" });
    const owners = await db.selectFrom("lead").select("owner_user_id").where("id", "in", lot).execute();
    expect(owners.every((o) => o.owner_user_id === ids.sales2)).toBe(true);
    expect(await auditCount("lead.owner", lot)).toBe(50);
    const rows = await db.selectFrom("audit_log").select("entity_id").where("entity_id", "in", lot).execute();
    expect(new Set(rows.map((r) => r.entity_id)).size).toBe(50);
    expect(rows).toHaveLength(50);
    // The new owner is told once per lead (issue 20 §7), in the CRM and by e-mail.
    const told = await db
      .selectFrom("notification")
      .select("entity_id")
      .where("user_id", "=", ids.sales2)
      .where("kind", "=", "lead-assigned")
      .execute();
    expect(new Set(told.map((n) => n.entity_id))).toEqual(new Set(lot));
    expect(told).toHaveLength(50);
    // Said in words on the lead's history (decision 034).
    const [entry] = await recordHistory(db, [lot[7]!]);
    const rendered = renderEntry(
      entry!,
      { people: { [ids.sales2]: { label: "Sacha Vente" } }, records: {} },
      "fr",
    );
    expect(rendered.title).toBe("Responsable de demande modifié");
    expect(linesText(rendered, "fr")).toContain("Sacha Vente");
  });

  it("leaves the leads already owned by that person alone (no entry), and can unassign", async () => {
    const lot = await leads(3, "new", "again");
    await runLeads("admin", "admin", lot.slice(0, 1), { intent: "bulk.assign", ownerId: ids.sales });
    const { reply } = await runLeads("admin", "admin", lot, { intent: "bulk.assign", ownerId: ids.sales });
    expect(reply).toMatchObject({ ok: true, count: 2, unchanged: 1 });
    expect(await auditCount("lead.owner", lot)).toBe(3);
    const none = await runLeads("admin", "admin", lot, { intent: "bulk.assign", ownerId: "" });
    expect(none.reply).toMatchObject({ ok: true, count: 3 });
    const owners = await db.selectFrom("lead").select("owner_user_id").where("id", "in", lot).execute();
    expect(owners.every((o) => o.owner_user_id === null)).toBe(true);
  });

  it("refuses roles that may not edit leads, without touching them", async () => {
    const lot = await leads(2, "new", "forbidden");
    const { status, reply } = await runLeads("support", "support", lot, {
      intent: "bulk.assign",
      ownerId: ids.sales,
    });
    expect(status).toBe(403);
    expect(reply.formError).toBe("forbidden");
    const billing = await runLeads("support", "billing", lot, { intent: "bulk.move", stage: "qualified" });
    expect(billing.status).toBe(403);
    expect(await auditCount("lead.owner", lot)).toBe(0);
    expect(await auditCount("lead.stage", lot)).toBe(0);
  });

  it("refuses the whole request when an id is not a lead, keeping the ticked rows for the page", async () => {
    const lot = await leads(3, "new", "unknown");
    const { status, reply } = await runLeads("sales", "sales", [...lot, "no-such-lead"], {
      intent: "bulk.assign",
      ownerId: ids.sales,
    });
    expect(status).toBe(400);
    expect(reply.fieldErrors).toEqual({ ids: "selectionChanged" });
    expect(reply.selected).toEqual([...lot, "no-such-lead"]);
    expect(await auditCount("lead.owner", lot)).toBe(0);
  });

  it("refuses an owner who is not staff, an empty or too large selection", async () => {
    const lot = await leads(2, "new", "owner");
    expect(
      (await runLeads("sales", "sales", lot, { intent: "bulk.assign", ownerId: ids.customer })).reply
        .fieldErrors,
    ).toEqual({
      ownerId: "notStaff",
    });
    expect(
      (await runLeads("sales", "sales", [], { intent: "bulk.assign", ownerId: ids.sales })).reply.fieldErrors,
    ).toEqual({
      ids: "noSelection",
    });
    const many = Array.from({ length: 201 }, (_, i) => `id-${i}`);
    expect(
      (await runLeads("sales", "sales", many, { intent: "bulk.assign", ownerId: ids.sales })).reply
        .fieldErrors,
    ).toEqual({
      ids: "tooManySelected",
    });
    expect(await auditCount("lead.owner", lot)).toBe(0);
  });
});

describe("bulk stage change of leads", () => {
  it("moves the leads the pipeline allows and names the others with the reason", async () => {
    const fresh = await leads(3, "new", "move");
    const late = await leads(2, "negotiation", "late");
    const { status, reply } = await runLeads("sales", "sales", [...fresh, ...late], {
      intent: "bulk.move",
      stage: "qualified",
    });
    expect(status).toBe(200);
    expect(reply).toMatchObject({ ok: true, count: 3, unchanged: 0 });
    expect(reply.refused).toEqual([
      { id: late[0], label: "Lycée late 0", error: "stageNotAllowed" },
      { id: late[1], label: "Lycée late 1", error: "stageNotAllowed" },
    ]);
    const stages = await db
      .selectFrom("lead")
      .select(["id", "stage"])
      .where("id", "in", [...fresh, ...late])
      .execute();
    expect(
      stages
        .filter((s) => s.stage === "qualified")
        .map((s) => s.id)
        .sort(),
    ).toEqual([...fresh].sort());
    expect(await auditCount("lead.stage", fresh)).toBe(3);
    expect(await auditCount("lead.stage", late)).toBe(0);
  });

  it("loses leads only with a reason, kept on each lead", async () => {
    const lot = await leads(2, "qualified", "lost");
    const without = await runLeads("sales", "sales", lot, { intent: "bulk.move", stage: "lost" });
    expect(without.reply).toMatchObject({ ok: true, count: 0 });
    expect(without.reply.refused?.map((r) => r.error)).toEqual(["lostReasonRequired", "lostReasonRequired"]);
    const withReason = await runLeads("sales", "sales", lot, {
      intent: "bulk.move",
      stage: "lost",
      lostReason: "Budget gelé",
    });
    expect(withReason.reply).toMatchObject({ ok: true, count: 2, refused: [] });
    const rows = await db
      .selectFrom("lead")
      .select(["stage", "lost_reason"])
      .where("id", "in", lot)
      .execute();
    expect(rows).toEqual([
      { stage: "lost", lost_reason: "Budget gelé" },
      { stage: "lost", lost_reason: "Budget gelé" },
    ]);
  });

  it("refuses a stage that does not exist", async () => {
    const lot = await leads(1, "new", "nostage");
    const { status, reply } = await runLeads("sales", "sales", lot, {
      intent: "bulk.move",
      stage: "archived",
    });
    expect(status).toBe(400);
    expect(reply.fieldErrors).toEqual({ stage: "invalidChoice" });
  });
});

describe("bulk export of leads", () => {
  it("holds the selected leads only, with the export's columns, in the list's order", async () => {
    const lot = await leads(4, "new", "export");
    const params = LeadListSchema.parse({ sort: "created", dir: "asc" });
    const rows = await exportLeads(db, params, [lot[2]!, lot[0]!]);
    expect(rows.map((r) => r.id)).toEqual([lot[0], lot[2]]);
    expect(rows[0]).toMatchObject({ email: "export-0@lycee.example", institution_name: "Lycée export 0" });
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ lastName: "Martin 0" });
  });
});

describe("bulk actions of the support queue", () => {
  it("assigns tickets and changes their status, one entry per ticket, support staff only", async () => {
    const tickets = Array.from({ length: 3 }, (_, i) => ({
      id: crypto.randomUUID(),
      institution_id: institutionId,
      user_id: ids.customer,
      subject: `Question ${i}`,
    }));
    await db.insertInto("ticket").values(tickets).execute();
    const list = tickets.map((t) => t.id);
    const assign = await applyBulkTicketAction(
      db,
      actor("support", "support"),
      form(list, { intent: "bulk.assign", assigneeId: ids.support }),
    );
    expect(assign.data).toMatchObject({ ok: true, count: 3 });
    const status = await applyBulkTicketAction(
      db,
      actor("support", "support"),
      form(list, { intent: "bulk.status", status: "resolved" }),
    );
    expect(status.data).toMatchObject({ ok: true, count: 3 });
    expect(await auditCount("ticket.assign", list)).toBe(3);
    expect(await auditCount("ticket.status", list)).toBe(3);
    const rows = await db
      .selectFrom("ticket")
      .select(["status", "assigned_user_id"])
      .where("id", "in", list)
      .execute();
    expect(rows.every((r) => r.status === "resolved" && r.assigned_user_id === ids.support)).toBe(true);
    const sales = await applyBulkTicketAction(
      db,
      actor("sales", "sales"),
      form(list, { intent: "bulk.status", status: "open" }),
    );
    expect(sales.init?.status).toBe(403);
    const notSupport = await applyBulkTicketAction(
      db,
      actor("admin", "admin"),
      form(list, { intent: "bulk.assign", assigneeId: ids.sales }),
    );
    expect((notSupport.data as BulkReply).fieldErrors).toEqual({ assigneeId: "notStaff" });
  });
});
