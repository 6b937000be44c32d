import { TicketAssignSchema, TicketNoteSchema, TicketReplySchema, TicketStatusSchema } from "./schemas.ts";
import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data, type RouterContextProvider } from "react-router";
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import { z } from "#app/lib/forms/zod.ts";
import {
  priorityLevel,
  PRIORITY_LEVELS,
  responseHours,
  responseTarget,
  storedPriority,
} from "#app/features/client-space/sla.ts";
import { staffReply, ticketMessages } from "#app/features/client-space/support.server.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { PLAN_IDS } from "#content/plans.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { newId, toDate } from "#server/db/mapping.ts";
import type { DB, PlanId, TicketPriority, TicketStatus } from "#server/db/schema.ts";
import { recordAudit } from "../guard.server.ts";
import { awaitingStaffAnswer } from "./awaiting-answer.server.ts";
import { staffChoices } from "../staff.server.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import { choiceFilter, filterText, pageNumber } from "../list-params.ts";
import { countedPage } from "../counted-page.server.ts";
import { textOrInstitutionMatches } from "../list-query.server.ts";
import { TICKET_STATUSES } from "../system/operations.ts";

/**
 * The support queue of the admin CRM (issue 8): filters on the server (status, priority, overdue
 * against the plan's response target, assignee), assignment, replies through the client space's
 * `staffReply` (the customer gets the e-mail), internal notes (table `ticket_note`, never read by
 * the client space), canned answers and status changes. Every change writes an audit entry in the
 * same transaction.
 */

export const TicketListSchema = z.object({
  status: choiceFilter([...TICKET_STATUSES, "active"]),
  priority: choiceFilter(PRIORITY_LEVELS),
  overdue: choiceFilter(["1"]),
  assignee: filterText(64),
  q: filterText(200),
  page: pageNumber,
});
export type TicketListParams = z.output<typeof TicketListSchema>;

export interface TicketRow {
  readonly id: string;
  readonly subject: string;
  readonly institution: string | null;
  readonly status: TicketStatus;
  readonly priority: (typeof PRIORITY_LEVELS)[number];
  readonly assigneeName: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly target: { hours: number; dueAt: string; state: "waiting" | "met" | "late" } | null;
}

type TicketQuery = SelectQueryBuilder<DB, "ticket", object>;

/** The plan of the ticket's institution (its latest subscription that is not cancelled). */
function planOf(eb: ExpressionBuilder<DB, "ticket">) {
  return eb
    .selectFrom("subscription")
    .select("subscription.plan")
    .whereRef("subscription.institution_id", "=", "ticket.institution_id")
    .where("subscription.status", "!=", "cancelled")
    .orderBy("subscription.started_at", "desc")
    .limit(1);
}

function firstStaffReply(eb: ExpressionBuilder<DB, "ticket">) {
  return eb
    .selectFrom("ticket_message")
    .select((e) => e.fn.min("ticket_message.created_at").as("first"))
    .whereRef("ticket_message.ticket_id", "=", "ticket.id")
    .where("ticket_message.author_role", "=", "staff");
}

/**
 * Still waiting for a first staff answer past the plan's response target (the index's "late
 * tickets" count): an active ticket, no staff message, opened before now minus the plan's hours.
 */
function overdueFilter(eb: ExpressionBuilder<DB, "ticket">, now: Date) {
  const plans: PlanId[] = [...PLAN_IDS, "custom"];
  return eb.and([
    awaitingStaffAnswer(eb),
    eb.or(
      plans.map((plan) =>
        eb.and([
          eb(planOf(eb), "=", plan),
          eb(
            "ticket.created_at",
            "<",
            new Date(now.getTime() - (responseHours(plan) ?? 0) * 3_600_000).toISOString(),
          ),
        ]),
      ),
    ),
  ]);
}

function filtered(db: Kysely<DB>, p: TicketListParams, now: Date): TicketQuery {
  let q: TicketQuery = db.selectFrom("ticket");
  if (p.status === "active") q = q.where("ticket.status", "in", ["open", "pending"]);
  else if (p.status) q = q.where("ticket.status", "=", p.status);
  if (p.priority) q = q.where("ticket.priority", "=", storedPriority(p.priority));
  if (p.assignee === "none") q = q.where("ticket.assigned_user_id", "is", null);
  else if (p.assignee) q = q.where("ticket.assigned_user_id", "=", p.assignee);
  if (p.overdue) q = q.where((eb) => overdueFilter(eb, now));
  const words = p.q;
  if (words)
    q = q.where((eb) => textOrInstitutionMatches(db, eb, "ticket.subject", "ticket.institution_id", words));
  return q;
}

function targetOf(plan: unknown, createdAt: Date, first: unknown, now: Date): TicketRow["target"] {
  const firstAt = first ? toDate(first as string | Date) : null;
  const target = responseTarget((plan as PlanId | null) ?? null, createdAt, firstAt, now);
  return target ? { ...target, dueAt: target.dueAt.toISOString() } : null;
}

export async function listSupportTickets(db: Kysely<DB>, p: TicketListParams, now = new Date()) {
  const { total, page, pages, limit, offset } = await countedPage(filtered(db, p, now), p.page);
  // The page's ids first, along the index of the queue's order (migration 0011); then, for those
  // tickets only, their institution, assignee, plan and first staff answer.
  const pageIds = filtered(db, p, now)
    .select("ticket.id")
    .orderBy("ticket.updated_at", "desc")
    .orderBy("ticket.id")
    .limit(limit)
    .offset(offset);
  const rows = await db
    .selectFrom("ticket")
    .where("ticket.id", "in", pageIds)
    .leftJoin("institution", "institution.id", "ticket.institution_id")
    .leftJoin("user as assignee", "assignee.id", "ticket.assigned_user_id")
    .select([
      "ticket.id",
      "ticket.subject",
      "ticket.status",
      "ticket.priority",
      "ticket.created_at",
      "ticket.updated_at",
      "institution.name as institution",
      "assignee.name as assignee_name",
    ])
    .select((eb) => [planOf(eb).as("plan"), firstStaffReply(eb).as("first_staff_reply")])
    .orderBy("ticket.updated_at", "desc")
    .orderBy("ticket.id")
    .execute();
  const list: TicketRow[] = rows.map((r) => {
    const created = toDate(r.created_at);
    return {
      id: r.id,
      subject: r.subject,
      institution: r.institution,
      status: r.status,
      priority: priorityLevel(r.priority),
      assigneeName: r.assignee_name,
      createdAt: created.toISOString(),
      updatedAt: toDate(r.updated_at).toISOString(),
      target: targetOf(r.plan, created, r.first_staff_reply, now),
    };
  });
  return { rows: list, total, page, pages };
}

/** Staff who may handle tickets (admins and the support role), for the assignment list. */
export function supportStaff(db: Kysely<DB>): Promise<{ id: string; name: string }[]> {
  return staffChoices(db, "support");
}

export async function supportTicketDetail(db: Kysely<DB>, id: string, now = new Date()) {
  const row = await db
    .selectFrom("ticket")
    .leftJoin("institution", "institution.id", "ticket.institution_id")
    .leftJoin("user as requester", "requester.id", "ticket.user_id")
    .select([
      "ticket.id",
      "ticket.subject",
      "ticket.category",
      "ticket.status",
      "ticket.priority",
      "ticket.assigned_user_id",
      "ticket.institution_id",
      "ticket.created_at",
      "ticket.updated_at",
      "institution.name as institution",
      "requester.name as requester_name",
      "requester.email as requester_email",
      "requester.language as requester_language",
    ])
    .select((eb) => [planOf(eb).as("plan"), firstStaffReply(eb).as("first_staff_reply")])
    .where("ticket.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const messages = await ticketMessages(db, id, "staff");
  const notes = await db
    .selectFrom("ticket_note")
    .leftJoin("user", "user.id", "ticket_note.author_user_id")
    .select(["ticket_note.id", "ticket_note.body", "ticket_note.created_at", "user.name"])
    .where("ticket_note.ticket_id", "=", id)
    .orderBy("ticket_note.created_at", "desc")
    .execute();
  const created = toDate(row.created_at);
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    status: row.status,
    priority: priorityLevel(row.priority),
    assigneeId: row.assigned_user_id,
    institutionId: row.institution_id,
    institution: row.institution,
    plan: (row.plan as PlanId | null) ?? null,
    requester: row.requester_name ?? row.requester_email,
    requesterEmail: row.requester_email,
    customerLanguage: row.requester_language === "en" ? ("en" as const) : ("fr" as const),
    createdAt: created.toISOString(),
    target: targetOf(row.plan, created, row.first_staff_reply, now),
    messages: messages.map(({ attachments, ...m }) => ({
      ...m,
      files: attachments.map((f) => ({ id: f.id, filename: f.filename, size: f.size })),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      author: n.name,
      at: toDate(n.created_at).toISOString(),
    })),
  };
}

export interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") out[k] = v;
  return out;
}

/**
 * Gives one ticket to a support person (or to nobody), with its audit entry: the one way a ticket
 * changes assignee, from its page or a bulk assignment of the queue, in the caller's transaction.
 */
export async function assignTicket(
  tx: Transaction<DB>,
  actor: Actor,
  ticket: { readonly id: string; readonly assigned_user_id: string | null },
  assigneeId: string | null,
): Promise<void> {
  await tx
    .updateTable("ticket")
    .set({ assigned_user_id: assigneeId, updated_at: new Date().toISOString() })
    .where("id", "=", ticket.id)
    .execute();
  await recordAudit(tx, actor, {
    action: "ticket.assign",
    entityType: "ticket",
    entityId: ticket.id,
    changes: { assignee: [ticket.assigned_user_id, assigneeId] },
  });
}

/**
 * Sets one ticket's status (and its priority when given), with its audit entry: the one way, from
 * its page or a bulk change of the queue, in the caller's transaction.
 */
export async function setTicketStatus(
  tx: Transaction<DB>,
  actor: Actor,
  ticket: { readonly id: string; readonly status: TicketStatus; readonly priority: TicketPriority },
  status: TicketStatus,
  priority?: TicketPriority,
): Promise<void> {
  await tx
    .updateTable("ticket")
    .set({
      status,
      ...(priority !== undefined ? { priority } : {}),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", ticket.id)
    .execute();
  await recordAudit(tx, actor, {
    action: "ticket.status",
    entityType: "ticket",
    entityId: ticket.id,
    changes: {
      status: [ticket.status, status],
      ...(priority !== undefined ? { priority: [ticket.priority, priority] } : {}),
    },
  });
}

export async function applyTicketAction(
  deps: { db: Kysely<DB>; mailer: Mailer; origin: string },
  actor: Actor,
  ticketId: string,
  form: FormData,
) {
  const { db } = deps;
  const intent = String(form.get("intent") ?? "");
  const typed = formValues(form);
  const fail = (fieldErrors: AdminReply["fieldErrors"]) =>
    data<AdminReply>({ intent, fieldErrors, values: typed }, { status: 400 });
  const ticket = await db
    .selectFrom("ticket")
    .select(["id", "status", "priority", "assigned_user_id"])
    .where("id", "=", ticketId)
    .executeTakeFirst();
  if (!ticket) return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });
  const now = new Date().toISOString();

  if (intent === "reply") {
    const parsed = TicketReplySchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const status = parsed.data.status || undefined;
    await staffReply(
      deps,
      { ticketId, staffUserId: actor.session.user.id, body: parsed.data.body, status },
      async (trx) => {
        await recordAudit(trx, actor, {
          action: "ticket.reply",
          entityType: "ticket",
          entityId: ticketId,
          changes: status ? { status: [ticket.status, status] } : {},
        });
      },
    );
    return data<AdminReply>({ intent, ok: true, message: "support.replied" });
  }

  if (intent === "note") {
    const parsed = TicketNoteSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    await db.transaction().execute(async (tx) => {
      const id = newId();
      await tx
        .insertInto("ticket_note")
        .values({
          id,
          ticket_id: ticketId,
          author_user_id: actor.session.user.id,
          body: parsed.data.body,
          created_at: now,
        })
        .execute();
      await recordAudit(tx, actor, {
        action: "ticket.note",
        entityType: "ticket",
        entityId: ticketId,
        changes: { noteId: id },
      });
    });
    return data<AdminReply>({ intent, ok: true, message: "support.noted" });
  }

  if (intent === "assign") {
    const parsed = TicketAssignSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const assigneeId = parsed.data.assigneeId || null;
    if (assigneeId && !(await supportStaff(db)).some((s) => s.id === assigneeId))
      return fail({ assigneeId: "notStaff" });
    await db.transaction().execute((tx) => assignTicket(tx, actor, ticket, assigneeId));
    return data<AdminReply>({ intent, ok: true, message: "support.assigned" });
  }

  if (intent === "status") {
    const parsed = TicketStatusSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const priority = storedPriority(parsed.data.priority);
    await db.transaction().execute((tx) => setTicketStatus(tx, actor, ticket, parsed.data.status, priority));
    return data<AdminReply>({ intent, ok: true, message: "support.statusSaved" });
  }
  return data<AdminReply>({ intent, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
}
