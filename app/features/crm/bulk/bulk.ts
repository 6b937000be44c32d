import { z } from "#app/lib/forms/zod.ts";
import { LEAD_STAGES, type LeadStage } from "#server/db/schema.ts";
import { TICKET_STATUSES } from "#app/features/crm/system/operations.ts";
import { checkTransition, type TransitionError } from "../pipeline/pipeline.ts";

/**
 * Bulk actions of the CRM's lists (issue 20 §8, decision 039): the rows ticked on a list page are
 * sent as repeated `ids` fields of the list's bulk form, with the action in `intent`. At most
 * `MAX_BULK` ids a request; repeated ids count once. Pure rules, shared by the server and the
 * selection bar.
 */
export const MAX_BULK = 200;

export const BULK_INTENTS = ["bulk.assign", "bulk.move", "bulk.status", "bulk.export"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

export function isBulkIntent(value: unknown): value is BulkIntent {
  return (BULK_INTENTS as readonly unknown[]).includes(value);
}

const id = z.string().trim().min(1).max(64);

/** The ticked ids: at least one, at most `MAX_BULK`, each an id (error keys of `admin:validation`). */
export const SelectionSchema = z
  .array(z.string())
  .transform((ids) => [...new Set(ids.map((v) => v.trim()).filter(Boolean))])
  .pipe(
    z
      .array(id, { error: "invalidSelection" })
      .min(1, { error: "noSelection" })
      .max(MAX_BULK, { error: "tooManySelected" }),
  );

/** The ids of a bulk form (`ids` repeated), or the reason they cannot be used. */
export function readSelection(
  form: FormData,
):
  { ok: true; ids: string[] } | { ok: false; error: "noSelection" | "tooManySelected" | "invalidSelection" } {
  const raw = form.getAll("ids").map((v) => (typeof v === "string" ? v : ""));
  const parsed = SelectionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, ids: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return {
    ok: false,
    error: message === "noSelection" || message === "tooManySelected" ? message : "invalidSelection",
  };
}

export const BulkAssignSchema = z.object({ ownerId: z.string().trim().max(64, { error: "invalidChoice" }) });
export const BulkMoveSchema = z.object({
  stage: z.enum(LEAD_STAGES, { error: "invalidChoice" }),
  lostReason: z.string().trim().max(500, { error: "lostReasonTooLong" }).optional(),
});
export const BulkTicketAssignSchema = z.object({
  assigneeId: z.string().trim().max(64, { error: "invalidChoice" }),
});
export const BulkTicketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: "invalidChoice" }),
});

export interface StagePlan {
  /** The leads that move, in the order given. */
  readonly move: readonly string[];
  /** The leads already at that stage (nothing to do). */
  readonly unchanged: readonly string[];
  /** The leads that cannot move, with the pipeline's reason. */
  readonly refused: readonly { readonly id: string; readonly error: TransitionError }[];
}

/**
 * Which of the selected leads may move to `to` under the pipeline's rules (`checkTransition`):
 * each lead on its own; a lead already at that stage is left alone rather than refused.
 */
export function planStageChange(
  leads: readonly { readonly id: string; readonly stage: LeadStage }[],
  to: LeadStage,
  lostReason?: string,
): StagePlan {
  const move: string[] = [];
  const unchanged: string[] = [];
  const refused: { id: string; error: TransitionError }[] = [];
  for (const lead of leads) {
    if (lead.stage === to) {
      unchanged.push(lead.id);
      continue;
    }
    const error = checkTransition(lead.stage, to, lostReason);
    if (error) refused.push({ id: lead.id, error });
    else move.push(lead.id);
  }
  return { move, unchanged, refused };
}

// --- the selection in the browser ----------------------------------------------------------

/** The selection with one row ticked or unticked. */
export function toggleOne(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The selection with every row of the page ticked or unticked (rows of other pages stay). */
export function togglePage(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The "select all on this page" box: ticked, unticked, or mixed (some rows). */
export function pageState(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
): "all" | "none" | "some" {
  const n = pageIds.filter((id) => selected.has(id)).length;
  if (n === 0) return "none";
  return n === pageIds.length ? "all" : "some";
}
