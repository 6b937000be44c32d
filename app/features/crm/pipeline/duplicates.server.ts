import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data } from "react-router";
import { sql, type Kysely } from "kysely";
import { z } from "#app/lib/forms/zod.ts";
import { leadsDb, type LeadsKysely } from "#app/features/leads/db.server.ts";
import { parseJson, toDate, toInt, toJson } from "#server/db/mapping.ts";
import type { DB, LeadStage, LeadType } from "#server/db/schema.ts";
import {
  duplicateKeys,
  fillFromMerged,
  hasKeys,
  matchReasons,
  mergeProblem,
  type DuplicateKeys,
  type DuplicateReason,
  type LeadFill,
  type MergeProblem,
  type MergeSide,
} from "./duplicates.ts";
import { recordAudit } from "../guard.server.ts";
import type { AdminReply } from "./leads.server.ts";
import type { Actor } from "../proposals/proposal-records.server.ts";

/**
 * Duplicate leads on the database (issue 8): the possible duplicates of a lead, found through the
 * indexes of migration 0014 (e-mail, domain, SIRET), which of a page of the inbox have one, and the
 * merge of one lead into another in one transaction.
 */
export interface DuplicateRow {
  readonly id: string;
  readonly type: LeadType;
  readonly stage: LeadStage;
  readonly email: string | null;
  readonly institution: string | null;
  readonly createdAt: string;
  readonly reasons: readonly DuplicateReason[];
}

/** The lead page lists the latest ones; the panel says how many there are in all. */
export const DUPLICATES_SHOWN = 20;

const ROW_COLUMNS = [
  "lead.id",
  "lead.type",
  "lead.stage",
  "lead.email",
  "lead.institution_name",
  "lead.siret",
  "lead.created_at",
] as const;

type KeyColumn = "lead.email" | "lead.email_domain" | "lead.siret";

function keyConditions(keys: DuplicateKeys): [KeyColumn, string][] {
  const out: [KeyColumn, string][] = [];
  if (keys.email) out.push(["lead.email", keys.email]);
  if (keys.domain) out.push(["lead.email_domain", keys.domain]);
  if (keys.siret) out.push(["lead.siret", keys.siret]);
  return out;
}

/** The keys of a lead as the page has it (e-mail and the SIRET of what it sent). */
export function keysOfLead(lead: {
  readonly email: string | null;
  readonly payload: Record<string, unknown>;
}): DuplicateKeys {
  return duplicateKeys({ email: lead.email, siret: lead.payload.siret });
}

/**
 * The other leads sharing the lead's e-mail, institution domain or SIRET, newest first, each with
 * its reasons. One query per key, each reading its index from the newest entry and stopping after
 * `DUPLICATES_SHOWN` (a domain may have thousands of leads); the total is counted only then.
 */
export async function leadDuplicates(
  db: Kysely<DB>,
  lead: { readonly id: string; readonly email: string | null; readonly payload: Record<string, unknown> },
): Promise<{ rows: DuplicateRow[]; total: number }> {
  const keys = keysOfLead(lead);
  if (!hasKeys(keys)) return { rows: [], total: 0 };
  const conditions = keyConditions(keys);
  const found = new Map<string, DuplicateRow>();
  let truncated = false;
  for (const [column, value] of conditions) {
    const rows = await db
      .selectFrom("lead")
      .select(ROW_COLUMNS)
      .where(column, "=", value)
      .where("lead.id", "!=", lead.id)
      .orderBy("lead.created_at", "desc")
      .orderBy("lead.id", "desc")
      .limit(DUPLICATES_SHOWN)
      .execute();
    if (rows.length === DUPLICATES_SHOWN) truncated = true;
    for (const r of rows) {
      if (found.has(r.id)) continue;
      const reasons = matchReasons(keys, duplicateKeys({ email: r.email, siret: r.siret }));
      if (reasons.length === 0) continue;
      found.set(r.id, {
        id: r.id,
        type: r.type,
        stage: r.stage,
        email: r.email,
        institution: r.institution_name,
        createdAt: toDate(r.created_at).toISOString(),
        reasons,
      });
    }
  }
  const rows = [...found.values()]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, DUPLICATES_SHOWN);
  if (!truncated) return { rows, total: found.size };
  const counted = await db
    .selectFrom("lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("lead.id", "!=", lead.id)
    .where((eb) => eb.or(conditions.map(([column, value]) => eb(column, "=", value))))
    .executeTakeFirstOrThrow();
  return { rows, total: toInt(counted.n) };
}

/**
 * Which leads of a page of the inbox have at least one duplicate: the keys of those few leads,
 * then one query whose conditions each stop at the first other lead found in its index.
 */
export async function leadsWithDuplicates(db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("lead")
    .select(["lead.id", "lead.email", "lead.siret"])
    .where("lead.id", "in", [...ids])
    .execute();
  const emails = new Set<string>();
  const domains = new Set<string>();
  const sirets = new Set<string>();
  for (const r of rows) {
    const keys = duplicateKeys({ email: r.email, siret: r.siret });
    if (keys.email) emails.add(keys.email);
    if (keys.domain) domains.add(keys.domain);
    if (keys.siret) sirets.add(keys.siret);
  }
  if (emails.size + domains.size + sirets.size === 0) return new Set();
  const found = await db
    .selectFrom("lead as l")
    .select("l.id")
    .where("l.id", "in", [...ids])
    .where((eb) => {
      const other = (column: "email" | "email_domain" | "siret") =>
        eb.exists(
          eb
            .selectFrom("lead as d")
            .select(sql.lit(1).as("one"))
            .whereRef(`d.${column}`, "=", `l.${column}`)
            .whereRef("d.id", "!=", "l.id"),
        );
      return eb.or([
        ...(emails.size ? [eb.and([eb("l.email", "in", [...emails]), other("email")])] : []),
        ...(domains.size ? [eb.and([eb("l.email_domain", "in", [...domains]), other("email_domain")])] : []),
        ...(sirets.size ? [eb.and([eb("l.siret", "in", [...sirets]), other("siret")])] : []),
      ]);
    })
    .execute();
  return new Set(found.map((r) => r.id));
}

// --- merged leads ---------------------------------------------------------------------------------

export interface MergedSubmission {
  readonly id: string;
  readonly type: LeadType;
  readonly email: string | null;
  readonly institution: string | null;
  readonly payload: Record<string, unknown>;
  readonly stage: LeadStage | null;
  readonly createdAt: string;
  readonly mergedAt: string;
  readonly mergedBy: string | null;
}

/** The leads merged into this one: what each visitor sent, and when; newest submission first. */
export async function mergedSubmissions(db: Kysely<DB>, leadId: string): Promise<MergedSubmission[]> {
  const rows = await db
    .selectFrom("merged_lead")
    .leftJoin("user", "user.id", "merged_lead.merged_by")
    .select([
      "merged_lead.id",
      "merged_lead.type",
      "merged_lead.email",
      "merged_lead.institution_name",
      "merged_lead.payload",
      "merged_lead.record",
      "merged_lead.created_at",
      "merged_lead.merged_at",
      "user.name as merged_by_name",
      "user.email as merged_by_email",
    ])
    .where("merged_lead.merged_into_lead_id", "=", leadId)
    .orderBy("merged_lead.created_at", "desc")
    .orderBy("merged_lead.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    email: r.email,
    institution: r.institution_name,
    payload: parseJson<Record<string, unknown>>(r.payload, {}),
    stage: parseJson<{ stage?: LeadStage }>(r.record, {}).stage ?? null,
    createdAt: toDate(r.created_at).toISOString(),
    mergedAt: toDate(r.merged_at).toISOString(),
    mergedBy: r.merged_by_name || r.merged_by_email || null,
  }));
}

/** A merged lead's page: where it went, or null when the id was never a merged lead. */
export async function mergedLeadNotice(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom("merged_lead")
    .innerJoin("lead", "lead.id", "merged_lead.merged_into_lead_id")
    .leftJoin("user", "user.id", "merged_lead.merged_by")
    .select([
      "merged_lead.id",
      "merged_lead.type",
      "merged_lead.email",
      "merged_lead.created_at",
      "merged_lead.merged_at",
      "user.name as merged_by_name",
      "user.email as merged_by_email",
      "lead.id as into_id",
      "lead.type as into_type",
      "lead.email as into_email",
      "lead.institution_name as into_institution",
    ])
    .where("merged_lead.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    type: row.type,
    email: row.email,
    createdAt: toDate(row.created_at).toISOString(),
    mergedAt: toDate(row.merged_at).toISOString(),
    mergedBy: row.merged_by_name || row.merged_by_email || null,
    into: {
      id: row.into_id,
      type: row.into_type,
      email: row.into_email,
      institution: row.into_institution,
    },
  };
}

// --- the merge ------------------------------------------------------------------------------------

/**
 * Every table whose rows belong to a lead through `lead_id`: a merge moves them to the survivor
 * (the test of this module checks that no table with a `lead_id` column is missing).
 */
export const LEAD_REFERENCES = ["quote", "demo_booking", "webinar_registration", "sales_order"] as const;
type LeadReference = (typeof LEAD_REFERENCES)[number];

export interface MergeMoves {
  readonly notes: number;
  readonly proposals: number;
  readonly demos: number;
  readonly webinars: number;
  readonly orders: number;
  /** Leads merged earlier into the merged lead, which follow it. */
  readonly earlierMerged: number;
}

const MOVE_OF: Record<LeadReference, keyof MergeMoves> = {
  quote: "proposals",
  demo_booking: "demos",
  webinar_registration: "webinars",
  sales_order: "orders",
};

async function countReferences(db: LeadsKysely, leadId: string): Promise<MergeMoves> {
  const counts: Record<string, number> = {};
  for (const table of LEAD_REFERENCES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    counts[MOVE_OF[table]] = toInt(row.n);
  }
  const notes = await db
    .selectFrom("crm_note")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("entity_type", "=", "lead")
    .where("entity_id", "=", leadId)
    .executeTakeFirstOrThrow();
  const merged = await db
    .selectFrom("merged_lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("merged_into_lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  return { ...counts, notes: toInt(notes.n), earlierMerged: toInt(merged.n) } as MergeMoves;
}

type LeadRecord = Awaited<ReturnType<typeof readLead>>;

function readLead(db: Kysely<DB>, id: string) {
  return db.selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirst();
}

async function sideOf(db: Kysely<DB>, lead: NonNullable<LeadRecord>): Promise<MergeSide> {
  const proposals = await db
    .selectFrom("quote")
    .select(["status", "converted_at", "subscription_id"])
    .where("lead_id", "=", lead.id)
    .execute();
  return {
    id: lead.id,
    stage: lead.stage,
    hasDraft: proposals.some((p) => p.status === "draft"),
    converted: proposals.some((p) => p.converted_at !== null || p.subscription_id !== null),
  };
}

async function isMerged(db: Kysely<DB>, id: string): Promise<boolean> {
  return !!(await db.selectFrom("merged_lead").select("id").where("id", "=", id).executeTakeFirst());
}

const fillable = (lead: NonNullable<LeadRecord>) => ({
  email: lead.email,
  institution_name: lead.institution_name,
  owner_user_id: lead.owner_user_id,
  value_cents: toInt(lead.value_cents),
  contact_id: lead.contact_id,
  institution_id: lead.institution_id,
});

/** What the confirmation step shows before a merge: the other lead, what moves, what is refused. */
export interface MergePreview {
  readonly duplicate: DuplicateRow;
  readonly moves: MergeMoves;
  readonly fills: readonly (keyof LeadFill)[];
  readonly problem: MergeProblem | undefined;
}

export async function mergePreview(
  db: Kysely<DB>,
  survivorId: string,
  duplicateId: string,
): Promise<MergePreview | null> {
  const [survivor, duplicate] = [await readLead(db, survivorId), await readLead(db, duplicateId)];
  if (!survivor || !duplicate) return null;
  const keys = duplicateKeys({ email: survivor.email, siret: survivor.siret });
  return {
    duplicate: {
      id: duplicate.id,
      type: duplicate.type,
      stage: duplicate.stage,
      email: duplicate.email,
      institution: duplicate.institution_name,
      createdAt: toDate(duplicate.created_at).toISOString(),
      reasons: matchReasons(keys, duplicateKeys({ email: duplicate.email, siret: duplicate.siret })),
    },
    moves: await countReferences(leadsDb(db), duplicate.id),
    fills: Object.keys(fillFromMerged(fillable(survivor), fillable(duplicate))) as (keyof LeadFill)[],
    problem: mergeProblem(await sideOf(db, survivor), await sideOf(db, duplicate)),
  };
}

export type MergeResult =
  | { readonly ok: true; readonly moves: MergeMoves; readonly fill: LeadFill }
  | { readonly ok: false; readonly error: MergeProblem | "notFound" };

class MergeRefused extends Error {
  readonly problem: MergeProblem | "notFound";
  constructor(problem: MergeProblem | "notFound") {
    super(problem);
    this.problem = problem;
  }
}

/**
 * Merges `duplicateId` into `survivorId`, in one transaction: its notes, proposals, demo bookings,
 * webinar registrations and orders (every `LEAD_REFERENCES` table), and the leads merged into it
 * before, go to the survivor; the survivor's empty fields (address, institution, owner, value,
 * contact) are filled from it; its row moves to `merged_lead`, submission included, so that its
 * page names the survivor and the survivor's page shows what it sent; one `lead.merge` audit entry
 * names both. The survivor keeps its own stage and its own `created_at`: that date is when its own
 * submission arrived, which the page shows next to it; the merged submission keeps its date in the
 * "merged leads" section, and moving the survivor back in time would also move it down the inbox
 * right after staff merged it.
 */
export async function mergeLeads(
  db: Kysely<DB>,
  actor: Actor,
  survivorId: string,
  duplicateId: string,
  now = new Date(),
): Promise<MergeResult> {
  if (survivorId === duplicateId) return { ok: false, error: "mergeSelf" };
  try {
    return await db.transaction().execute(async (tx) => {
      // Taking both rows first (a row lock on PostgreSQL): a concurrent merge of either lead waits,
      // then finds it gone. Always in the same order, so that two opposite merges never deadlock.
      let touched = 0;
      for (const id of [survivorId, duplicateId].sort()) {
        const row = await tx
          .updateTable("lead")
          .set({ updated_at: now })
          .where("id", "=", id)
          .executeTakeFirst();
        touched += Number(row.numUpdatedRows);
      }
      const [survivor, duplicate] = [await readLead(tx, survivorId), await readLead(tx, duplicateId)];
      if (touched !== 2 || !survivor || !duplicate) {
        const merged = (await isMerged(tx, survivorId)) || (await isMerged(tx, duplicateId));
        throw new MergeRefused(merged ? "alreadyMerged" : "notFound");
      }
      const problem = mergeProblem(await sideOf(tx, survivor), await sideOf(tx, duplicate));
      if (problem) throw new MergeRefused(problem);

      const moves: Record<string, number> = {};
      const ltx = leadsDb(tx);
      for (const table of LEAD_REFERENCES) {
        const moved = await ltx
          .updateTable(table)
          .set({ lead_id: survivorId })
          .where("lead_id", "=", duplicateId)
          .executeTakeFirst();
        moves[MOVE_OF[table]] = Number(moved.numUpdatedRows);
      }
      const notes = await tx
        .updateTable("crm_note")
        .set({ entity_id: survivorId })
        .where("entity_type", "=", "lead")
        .where("entity_id", "=", duplicateId)
        .executeTakeFirst();
      moves.notes = Number(notes.numUpdatedRows);
      const earlier = await tx
        .updateTable("merged_lead")
        .set({ merged_into_lead_id: survivorId })
        .where("merged_into_lead_id", "=", duplicateId)
        .executeTakeFirst();
      moves.earlierMerged = Number(earlier.numUpdatedRows);

      const fill = fillFromMerged(fillable(survivor), fillable(duplicate));
      if (Object.keys(fill).length > 0) {
        await tx.updateTable("lead").set(fill).where("id", "=", survivorId).execute();
      }
      await tx
        .insertInto("merged_lead")
        .values({
          id: duplicate.id,
          merged_into_lead_id: survivorId,
          merged_at: now,
          merged_by: actor.session.user.id,
          type: duplicate.type,
          email: duplicate.email,
          institution_name: duplicate.institution_name,
          payload: duplicate.payload,
          record: toJson({
            stage: duplicate.stage,
            owner_user_id: duplicate.owner_user_id,
            lost_reason: duplicate.lost_reason,
            value_cents: toInt(duplicate.value_cents),
            page: duplicate.page,
            referrer: duplicate.referrer,
            utm_source: duplicate.utm_source,
            utm_medium: duplicate.utm_medium,
            utm_campaign: duplicate.utm_campaign,
            utm_term: duplicate.utm_term,
            utm_content: duplicate.utm_content,
            language: duplicate.language,
            idempotency_key: duplicate.idempotency_key,
            updated_at: toDate(duplicate.updated_at).toISOString(),
          }),
          created_at: duplicate.created_at,
        })
        .execute();
      const removed = await tx.deleteFrom("lead").where("id", "=", duplicateId).executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) throw new MergeRefused("alreadyMerged");

      const keys = duplicateKeys({ email: survivor.email, siret: survivor.siret });
      const reasons = matchReasons(keys, duplicateKeys({ email: duplicate.email, siret: duplicate.siret }));
      await recordAudit(tx, actor, {
        action: "lead.merge",
        entityType: "lead",
        entityId: survivorId,
        changes: {
          merged: duplicateId,
          into: survivorId,
          ...(reasons.length ? { reasons: reasons.join(", ") } : {}),
          ...Object.fromEntries(Object.entries(moves).filter(([, n]) => n > 0)),
          ...Object.fromEntries(
            Object.entries(fill).map(([k, v]) => [k, [fillable(survivor)[k as keyof LeadFill], v]]),
          ),
        },
      });
      return { ok: true as const, moves: moves as unknown as MergeMoves, fill };
    });
  } catch (error) {
    if (error instanceof MergeRefused) return { ok: false, error: error.problem };
    throw error;
  }
}

/** The merge form: the lead to merge into the page's lead, and the confirmation (STYLE.md: Zod). */
export const MergeLeadSchema = z.object({
  duplicateId: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(64, { error: "tooLong" }),
  confirm: z.literal("yes", { error: "mergeConfirm" }),
});

/** The `merge` intent of the lead page. */
export async function applyMergeAction(db: Kysely<DB>, actor: Actor, leadId: string, form: FormData) {
  const intent = "merge";
  const typed = { duplicateId: String(form.get("duplicateId") ?? "") };
  const parsed = MergeLeadSchema.safeParse({
    duplicateId: form.get("duplicateId") ?? undefined,
    confirm: form.get("confirm") ?? undefined,
  });
  if (!parsed.success)
    return data<AdminReply>(
      { intent, leadId, fieldErrors: firstErrors(parsed.error, ADMIN_ERRORS), values: typed },
      { status: 400 },
    );
  const result = await mergeLeads(db, actor, leadId, parsed.data.duplicateId);
  if (!result.ok) {
    const status = result.error === "notFound" ? 404 : result.error === "mergeSelf" ? 400 : 409;
    return data<AdminReply>(
      {
        intent,
        leadId,
        fieldErrors: { duplicateId: result.error === "notFound" ? "mergeNotFound" : result.error },
        values: typed,
      },
      { status },
    );
  }
  return data<AdminReply>({ intent, leadId, ok: true, message: "duplicates.merged" });
}
