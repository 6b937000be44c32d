import { data } from "react-router";
import type { Kysely } from "kysely";
import { ADMIN_ERRORS, type AdminValidationKey } from "#app/features/crm/locales.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { firstErrors } from "#app/lib/forms/parse.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import { can } from "../permissions.ts";
import {
  assignLeadOwner,
  moveLeadStage,
  staffOptions,
  type Actor,
  type AdminReply,
} from "../pipeline/leads.server.ts";
import { assignTicket, setTicketStatus, supportStaff } from "../support/support.server.ts";
import {
  BulkAssignSchema,
  BulkMoveSchema,
  BulkTicketAssignSchema,
  BulkTicketStatusSchema,
  MAX_BULK,
  planStageChange,
  readSelection,
} from "./bulk.ts";
import type { TransitionError } from "../pipeline/pipeline.ts";

/**
 * Bulk actions of the leads list and the support queue (issue 20 §8, decision 039). Each record
 * changes through the same function as on its own page (`assignLeadOwner`, `moveLeadStage`,
 * `assignTicket`, `setTicketStatus`): one audit entry per record, whatever else that function does
 * (converting a won lead's proposal, declining a lost lead's). One transaction per request. The
 * selection is all-or-nothing for its ids (an id that is not a lead, or no longer one, refuses the
 * whole request: the list changed under the person); a stage change is then decided lead by lead
 * (the pipeline's rules), the others applied and the refused ones named in the reply.
 */
export interface BulkReply extends AdminReply {
  /** Records changed. */
  readonly count?: number;
  /** Records already in the asked state (nothing written). */
  readonly unchanged?: number;
  /** Leads the pipeline's rules kept where they were, with their name and the reason. */
  readonly refused?: readonly {
    readonly id: string;
    readonly label: string;
    readonly error: TransitionError;
  }[];
  /** After a refusal: the ticked rows, ticked again on the page. */
  readonly selected?: readonly string[];
}

interface BulkActor extends Actor {
  readonly role: StaffRole;
}

function refuse(intent: string, fieldErrors: Partial<Record<string, AdminValidationKey>>, form: FormData) {
  const selected = form
    .getAll("ids")
    .filter((v): v is string => typeof v === "string")
    .slice(0, MAX_BULK);
  return data<BulkReply>({ intent, fieldErrors, values: formValues(form), selected }, { status: 400 });
}

const forbidden = (intent: string) => data<BulkReply>({ intent, formError: "forbidden" }, { status: 403 });

/** `bulk.assign` and `bulk.move` of the leads list. */
export async function applyBulkLeadAction(db: Kysely<DB>, actor: BulkActor, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  if (!can(actor.role, "leads", "edit")) return forbidden(intent);
  const selection = readSelection(form);
  if (!selection.ok) return refuse(intent, { ids: selection.error }, form);
  const typed = formValues(form);
  const leads = await db
    .selectFrom("lead")
    .select(["id", "stage", "owner_user_id", "email", "institution_name"])
    .where("id", "in", selection.ids)
    .execute();
  if (leads.length !== selection.ids.length) return refuse(intent, { ids: "selectionChanged" }, form);
  // In the order of the list as ticked.
  const order = new Map(selection.ids.map((id, i) => [id, i]));
  leads.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  if (intent === "bulk.assign") {
    const parsed = BulkAssignSchema.safeParse(typed);
    if (!parsed.success) return refuse(intent, firstErrors(parsed.error, ADMIN_ERRORS), form);
    const ownerId = parsed.data.ownerId || null;
    if (ownerId && !(await staffOptions(db)).some((s) => s.id === ownerId))
      return refuse(intent, { ownerId: "notStaff" }, form);
    const changing = leads.filter((l) => l.owner_user_id !== ownerId);
    await db.transaction().execute(async (tx) => {
      for (const lead of changing) await assignLeadOwner(tx, actor, lead, ownerId);
    });
    return data<BulkReply>({
      intent,
      ok: true,
      message: "bulk.leadsAssigned",
      count: changing.length,
      unchanged: leads.length - changing.length,
    });
  }

  if (intent === "bulk.move") {
    const parsed = BulkMoveSchema.safeParse(typed);
    if (!parsed.success) return refuse(intent, firstErrors(parsed.error, ADMIN_ERRORS), form);
    const { stage, lostReason } = parsed.data;
    const plan = planStageChange(leads, stage, lostReason);
    const byId = new Map(leads.map((l) => [l.id, l]));
    await db.transaction().execute(async (tx) => {
      for (const id of plan.move) await moveLeadStage(tx, actor, byId.get(id)!, stage, lostReason);
    });
    return data<BulkReply>({
      intent,
      ok: true,
      message: "bulk.leadsMoved",
      count: plan.move.length,
      unchanged: plan.unchanged.length,
      refused: plan.refused.map((r) => {
        const lead = byId.get(r.id)!;
        return { id: r.id, label: lead.institution_name ?? lead.email ?? r.id, error: r.error };
      }),
    });
  }
  return refuse(intent, { intent: "invalidChoice" }, form);
}

/** `bulk.assign` and `bulk.status` of the support queue. */
export async function applyBulkTicketAction(db: Kysely<DB>, actor: BulkActor, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  if (!can(actor.role, "support", "edit")) return forbidden(intent);
  const selection = readSelection(form);
  if (!selection.ok) return refuse(intent, { ids: selection.error }, form);
  const typed = formValues(form);
  const tickets = await db
    .selectFrom("ticket")
    .select(["id", "status", "priority", "assigned_user_id"])
    .where("id", "in", selection.ids)
    .execute();
  if (tickets.length !== selection.ids.length) return refuse(intent, { ids: "selectionChanged" }, form);

  if (intent === "bulk.assign") {
    const parsed = BulkTicketAssignSchema.safeParse(typed);
    if (!parsed.success) return refuse(intent, firstErrors(parsed.error, ADMIN_ERRORS), form);
    const assigneeId = parsed.data.assigneeId || null;
    if (assigneeId && !(await supportStaff(db)).some((s) => s.id === assigneeId))
      return refuse(intent, { assigneeId: "notStaff" }, form);
    const changing = tickets.filter((t) => t.assigned_user_id !== assigneeId);
    await db.transaction().execute(async (tx) => {
      for (const ticket of changing) await assignTicket(tx, actor, ticket, assigneeId);
    });
    return data<BulkReply>({
      intent,
      ok: true,
      message: "bulk.ticketsAssigned",
      count: changing.length,
      unchanged: tickets.length - changing.length,
    });
  }

  if (intent === "bulk.status") {
    const parsed = BulkTicketStatusSchema.safeParse(typed);
    if (!parsed.success) return refuse(intent, firstErrors(parsed.error, ADMIN_ERRORS), form);
    const changing = tickets.filter((t) => t.status !== parsed.data.status);
    await db.transaction().execute(async (tx) => {
      for (const ticket of changing) await setTicketStatus(tx, actor, ticket, parsed.data.status);
    });
    return data<BulkReply>({
      intent,
      ok: true,
      message: "bulk.ticketsStatus",
      count: changing.length,
      unchanged: tickets.length - changing.length,
    });
  }
  return refuse(intent, { intent: "invalidChoice" }, form);
}
