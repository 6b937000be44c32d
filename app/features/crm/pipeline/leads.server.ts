import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import type { FormValues } from "#app/lib/forms/field-basics.ts";
import { data, type RouterContextProvider } from "react-router";
import type { ExpressionBuilder, Kysely, SelectQueryBuilder, Transaction } from "kysely";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { services, type SessionInfo } from "#app/features/auth/session.server.ts";
import { notify, notifyDepsOf } from "../notifications/notifications.server.ts";
import { parseJson, toDate, toInt } from "#server/db/mapping.ts";
import { LEAD_STAGES, type DB, type LeadStage, type LeadType } from "#server/db/schema.ts";
import { recordAudit } from "../guard.server.ts";
import { AssignLeadSchema, LeadNoteSchema, LeadValueSchema, MoveLeadSchema } from "./schemas.ts";
import { containsPattern, type LeadListParams } from "../list-params.ts";
import { countedPage } from "../counted-page.server.ts";
import { distinctValues } from "../list-query.server.ts";
import { checkTransition, nextStages } from "./pipeline.ts";
import { convertWonLead, declineIssuedProposals } from "../proposals/proposal-records.server.ts";
import type { AdminValidationKey } from "../locales.ts";
import { recordHistory } from "../history/history.server.ts";
import { staffChoices } from "../staff.server.ts";
import { crmNotes, insertCrmNote } from "../notes.server.ts";

/** The leads inbox and pipeline of the admin CRM (issue 8). */
export interface LeadRow {
  readonly id: string;
  readonly type: LeadType;
  readonly stage: LeadStage;
  readonly email: string | null;
  readonly institution: string | null;
  readonly source: string | null;
  readonly ownerId: string | null;
  readonly ownerName: string | null;
  readonly valueCents: number;
  readonly createdAt: string;
}

export interface StaffOption {
  readonly id: string;
  readonly name: string;
}

type LeadQuery = SelectQueryBuilder<DB, "lead", object>;

const SORT_COLUMNS = {
  created: "lead.created_at",
  type: "lead.type",
  stage: "lead.stage",
  value: "lead.value_cents",
  email: "lead.email",
  institution: "lead.institution_name",
} as const;

function filtered(db: Kysely<DB>, p: Omit<LeadListParams, "sort" | "dir" | "page" | "view">): LeadQuery {
  let q: LeadQuery = db.selectFrom("lead");
  if (p.type) q = q.where("lead.type", "=", p.type);
  if (p.stage) q = q.where("lead.stage", "=", p.stage);
  if (p.owner === "none") q = q.where("lead.owner_user_id", "is", null);
  else if (p.owner) q = q.where("lead.owner_user_id", "=", p.owner);
  if (p.source === "direct") q = q.where("lead.utm_source", "is", null);
  else if (p.source) q = q.where("lead.utm_source", "=", p.source);
  if (p.from) q = q.where("lead.created_at", ">=", new Date(`${p.from}T00:00:00Z`).toISOString());
  if (p.q) {
    const pattern = containsPattern(p.q);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["lead.email"]), "like", pattern),
        eb(eb.fn("lower", ["lead.institution_name"]), "like", pattern),
      ]),
    );
  }
  return q;
}

function ownerName(eb: ExpressionBuilder<DB, "lead">) {
  return eb
    .selectFrom("user")
    .select("user.name")
    .whereRef("user.id", "=", "lead.owner_user_id")
    .limit(1)
    .as("owner_name");
}

const LEAD_COLUMNS = [
  "lead.id",
  "lead.type",
  "lead.stage",
  "lead.email",
  "lead.institution_name",
  "lead.utm_source",
  "lead.owner_user_id",
  "lead.value_cents",
  "lead.created_at",
] as const;

function toRow(r: {
  id: string;
  type: LeadType;
  stage: LeadStage;
  email: string | null;
  institution_name: string | null;
  utm_source: string | null;
  owner_user_id: string | null;
  value_cents: number;
  created_at: Date | string;
  owner_name: string | null;
}): LeadRow {
  return {
    id: r.id,
    type: r.type,
    stage: r.stage,
    email: r.email,
    institution: r.institution_name,
    source: r.utm_source,
    ownerId: r.owner_user_id,
    ownerName: r.owner_name,
    valueCents: toInt(r.value_cents),
    createdAt: toDate(r.created_at).toISOString(),
  };
}

export async function listLeads(db: Kysely<DB>, p: LeadListParams) {
  const base = filtered(db, p);
  const { total, page, pages, limit, offset } = await countedPage(base, p.page);
  // The page's ids first, read along the sort's index (migration 0011): the leads before the page
  // are skipped in the index, their rows and owners never read. Then those leads, in that order.
  const pageIds = base
    .select("lead.id")
    .orderBy(SORT_COLUMNS[p.sort], p.dir)
    .orderBy("lead.id", p.dir)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .selectFrom("lead")
    .select([...LEAD_COLUMNS, ownerName])
    .where("lead.id", "in", pageIds)
    .orderBy(SORT_COLUMNS[p.sort], p.dir)
    .orderBy("lead.id", p.dir)
    .execute();
  return { rows: rows.map(toRow), total, page, pages };
}

const BOARD_CARDS = 20;

/** One column per stage: its count, value and latest leads (the other filters apply). */
export async function boardLeads(db: Kysely<DB>, p: LeadListParams) {
  // Every column's count and value in one pass over the matching leads (one row of sums rather
  // than GROUP BY, which SQLite would answer by walking a stage index and reading each lead).
  const totals = ((await filtered(db, { ...p, stage: undefined })
    .select((eb) =>
      LEAD_STAGES.flatMap((stage, i) => {
        const inStage = eb.case().when("lead.stage", "=", stage);
        return [
          eb.fn.count<number>(inStage.then(eb.lit(1)).end()).as(`n${i}`),
          eb.fn.sum<number>(inStage.then(eb.ref("lead.value_cents")).end()).as(`v${i}`),
        ];
      }),
    )
    .executeTakeFirst()) ?? {}) as Record<string, number | string | null>;
  return Promise.all(
    LEAD_STAGES.map(async (stage, i) => {
      const rows = await filtered(db, { ...p, stage })
        .select([...LEAD_COLUMNS, ownerName])
        .orderBy("lead.created_at", "desc")
        .limit(BOARD_CARDS)
        .execute();
      return {
        stage,
        count: toInt(totals[`n${i}`] ?? 0),
        valueCents: toInt(totals[`v${i}`] ?? 0),
        next: nextStages(stage).filter((s) => s !== "lost"),
        rows: rows.map(toRow),
      };
    }),
  );
}

/** Staff who can own a lead: admins and members with a staff role, by name. */
export function staffOptions(db: Kysely<DB>): Promise<StaffOption[]> {
  return staffChoices(db);
}

export async function sources(db: Kysely<DB>): Promise<string[]> {
  return (await distinctValues(db, "lead", "utm_source", 50)).filter(Boolean);
}

export async function leadDetail(
  db: Kysely<DB>,
  id: string,
  /** Include its proposals' history (for staff who may see proposals). */
  options: { readonly withProposals?: boolean } = {},
) {
  const lead = await db.selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return null;
  const notes = await crmNotes(db, "lead", id);
  const demos = await leadsDb(db)
    .selectFrom("demo_booking")
    .select(["id", "slot_start", "status"])
    .where("lead_id", "=", id)
    .orderBy("slot_start", "desc")
    .execute();
  return {
    id: lead.id,
    type: lead.type,
    stage: lead.stage,
    email: lead.email,
    institution: lead.institution_name,
    payload: parseJson<Record<string, unknown>>(lead.payload, {}),
    page: lead.page,
    language: lead.language,
    source: lead.utm_source,
    campaign: lead.utm_campaign,
    ownerId: lead.owner_user_id,
    lostReason: lead.lost_reason,
    valueCents: toInt(lead.value_cents),
    createdAt: toDate(lead.created_at).toISOString(),
    next: nextStages(lead.stage),
    notes,
    demos: demos.map((d) => ({ id: d.id, slotStart: toDate(d.slot_start).toISOString(), status: d.status })),
    // With its proposals' history (drafted, issued, converted) for those who may see proposals,
    // and the history of the leads merged into it (migration 0014).
    timeline: await recordHistory(db, [
      id,
      ...(
        await db.selectFrom("merged_lead").select("id").where("merged_into_lead_id", "=", id).execute()
      ).map((m) => m.id),
      ...(options.withProposals
        ? (await db.selectFrom("quote").select("id").where("lead_id", "=", id).execute()).map((q) => q.id)
        : []),
    ]),
  };
}

// --- actions ------------------------------------------------------------------------------

export const LEAD_INTENTS = ["move", "assign", "note", "value"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

export interface AdminReply {
  readonly intent: string;
  readonly ok?: boolean;
  readonly message?: string;
  readonly formError?: "forbidden" | "notFound";
  readonly fieldErrors?: Partial<Record<string, AdminValidationKey>>;
  readonly values?: FormValues;
  readonly leadId?: string;
}

export interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

/**
 * Moves one lead to `stage` (the rules checked by the caller with `checkTransition`): the stage,
 * its audit entry, and what the stage brings (a lost lead's proposals declined, a won lead's issued
 * proposal converted). The one way a lead changes stage, from its page, the board or a bulk change
 * of the list, in the caller's transaction; true when a won lead's proposal was converted.
 */
export async function moveLeadStage(
  tx: Transaction<DB>,
  actor: Actor,
  lead: { readonly id: string; readonly stage: LeadStage },
  stage: LeadStage,
  lostReason: string | undefined,
): Promise<boolean> {
  const now = new Date().toISOString();
  const reason = stage === "lost" ? (lostReason ?? "").trim() : null;
  await tx
    .updateTable("lead")
    .set({ stage, lost_reason: reason, updated_at: now })
    .where("id", "=", lead.id)
    .execute();
  await recordAudit(tx, actor, {
    action: "lead.stage",
    entityType: "lead",
    entityId: lead.id,
    changes: { stage: [lead.stage, stage], ...(reason !== null ? { lostReason: reason } : {}) },
  });
  if (stage === "lost") await declineIssuedProposals(tx, actor, lead.id);
  return stage === "won" ? (await convertWonLead(tx, actor, lead.id)).ok : false;
}

/**
 * Gives one lead to a staff member (or to nobody): the owner, its audit entry and the new owner
 * told (issue 20 §7). The one way a lead changes owner, from its page or a bulk assignment of the
 * list, in the caller's transaction (the owner is checked by the caller to be staff); nothing is
 * written when the lead already has that owner.
 */
export async function assignLeadOwner(
  tx: Transaction<DB>,
  actor: Actor,
  lead: { readonly id: string; readonly owner_user_id: string | null },
  ownerId: string | null,
): Promise<void> {
  if (lead.owner_user_id === ownerId) return;
  await tx
    .updateTable("lead")
    .set({ owner_user_id: ownerId, updated_at: new Date().toISOString() })
    .where("id", "=", lead.id)
    .execute();
  await recordAudit(tx, actor, {
    action: "lead.owner",
    entityType: "lead",
    entityId: lead.id,
    changes: { owner: [lead.owner_user_id, ownerId] },
  });
  if (!ownerId) return;
  // The new owner is told (issue 20 §7), unless they took the lead themself.
  const named = await tx
    .selectFrom("lead")
    .select(["institution_name", "email"])
    .where("id", "=", lead.id)
    .executeTakeFirstOrThrow();
  await notify(
    tx,
    notifyDepsOf(services(actor.context)),
    {
      kind: "lead-assigned",
      entity: { type: "lead", id: lead.id },
      params: {
        lead: named.institution_name || named.email || "",
        actor: actor.session.user.displayName || actor.session.user.email || "",
      },
      actorId: actor.session.user.id,
      personInCharge: ownerId,
    },
    new Date(),
  );
}

/** Runs one of the lead forms; every change is recorded in the audit log in the same transaction. */
export async function applyLeadAction(db: Kysely<DB>, actor: Actor, leadId: string, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const typed = formValues(form);
  const fail = (fieldErrors: AdminReply["fieldErrors"], status = 400) =>
    data<AdminReply>({ intent, leadId, fieldErrors, values: typed }, { status });
  const lead = await db
    .selectFrom("lead")
    .select(["id", "stage", "owner_user_id", "value_cents"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return data<AdminReply>({ intent, leadId, formError: "notFound" }, { status: 404 });
  const now = new Date().toISOString();

  if (intent === "move") {
    const parsed = MoveLeadSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const { stage, lostReason } = parsed.data;
    const problem = checkTransition(lead.stage, stage, lostReason);
    if (problem) return fail(problem === "stageNotAllowed" ? { stage: problem } : { lostReason: problem });
    // A won lead's issued proposal becomes its subscription and order, a lost lead's proposals are
    // declined: in the same transaction as the move, so that neither exists without the other.
    const converted = await db
      .transaction()
      .execute((tx) => moveLeadStage(tx, actor, lead, stage, lostReason));
    return data<AdminReply>({
      intent,
      leadId,
      ok: true,
      message: converted ? "proposals.wonConverted" : "leads.moved",
    });
  }

  if (intent === "assign") {
    const parsed = AssignLeadSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const ownerId = parsed.data.ownerId || null;
    if (ownerId && !(await staffOptions(db)).some((s) => s.id === ownerId))
      return fail({ ownerId: "notStaff" });
    await db.transaction().execute((tx) => assignLeadOwner(tx, actor, lead, ownerId));
    return data<AdminReply>({ intent, leadId, ok: true, message: "leads.assigned" });
  }

  if (intent === "note") {
    const parsed = LeadNoteSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    await db.transaction().execute(async (tx) => {
      const noteId = await insertCrmNote(tx, {
        entityType: "lead",
        entityId: leadId,
        authorId: actor.session.user.id,
        body: parsed.data.body,
        at: now,
      });
      await recordAudit(tx, actor, {
        action: "lead.note",
        entityType: "lead",
        entityId: leadId,
        changes: { note: noteId },
      });
    });
    return data<AdminReply>({ intent, leadId, ok: true, message: "leads.noted" });
  }

  if (intent === "value") {
    const parsed = LeadValueSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable("lead")
        .set({ value_cents: parsed.data.amount, updated_at: now })
        .where("id", "=", leadId)
        .execute();
      await recordAudit(tx, actor, {
        action: "lead.value",
        entityType: "lead",
        entityId: leadId,
        changes: { valueCents: [toInt(lead.value_cents), parsed.data.amount] },
      });
    });
    return data<AdminReply>({ intent, leadId, ok: true, message: "leads.valueSaved" });
  }
  return data<AdminReply>({ intent, leadId, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
}

/** Every lead matching the list's filters, for the CSV export (bounded). */
export const EXPORT_LIMIT = 50_000;

/** The leads of the list's filters, or the selected ones (`ids`, a bulk export) in the list's order. */
export async function exportLeads(db: Kysely<DB>, p: LeadListParams, ids?: readonly string[]) {
  const base = ids ? db.selectFrom("lead").where("lead.id", "in", ids.length ? ids : [""]) : filtered(db, p);
  const rows = await base
    .select([
      ...LEAD_COLUMNS,
      ownerName,
      "lead.utm_campaign",
      "lead.language",
      "lead.lost_reason",
      "lead.payload",
    ])
    .orderBy(SORT_COLUMNS[p.sort], p.dir)
    .orderBy("lead.id", p.dir)
    .limit(EXPORT_LIMIT)
    .execute();
  return rows;
}
