import { firstErrors } from "#app/lib/forms/parse.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data, type RouterContextProvider } from "react-router";
import type { Kysely, SelectQueryBuilder } from "kysely";
import { z } from "#app/lib/forms/zod.ts";
import { isCalendarDay } from "#app/lib/dates/calendar-day.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { ADDON_IDS } from "#content/plans.ts";
import { parseJson, toDateOrNull, toInt, toJson } from "#server/db/mapping.ts";
import type { ChangeRequestStatus, DB, PlanId, SubscriptionStatus } from "#server/db/schema.ts";
import { recordAudit } from "../guard.server.ts";
import { changeRequestView, type ChangeRequestView } from "#app/features/client-space/subscription.server.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import { choiceFilter, containsPattern, filterText, pageNumber } from "../list-params.ts";
import { countedPage } from "../counted-page.server.ts";
import { PLANS, SUBSCRIPTION_STATUSES } from "../system/operations.ts";
import { servicesContext } from "#app/context.ts";
import {
  applyPlanChange,
  changeFacts,
  mailDecision,
  type PlanChangeQuote,
} from "#app/features/orders/plan-change.server.ts";

/**
 * Subscriptions in the admin CRM (issue 8): the list (status, plan, institution), changes of plan,
 * add-ons, student cap, status and renewal date, and the customers' change requests from the
 * client space, accepted (applied to the subscription) or refused; the customer sees the new
 * status on their subscription page. Audit entries in the same transaction as each change.
 */

export const SubscriptionListSchema = z.object({
  status: choiceFilter(SUBSCRIPTION_STATUSES),
  plan: choiceFilter(PLANS),
  q: filterText(200),
  edit: filterText(64),
  page: pageNumber,
});
export type SubscriptionListParams = z.output<typeof SubscriptionListSchema>;

export interface Addon {
  readonly id: string;
  readonly quantity: number;
}

export interface SubscriptionRow {
  readonly id: string;
  readonly institutionId: string;
  readonly institution: string;
  readonly plan: PlanId;
  readonly status: SubscriptionStatus;
  readonly studentCap: number | null;
  readonly addons: readonly Addon[];
  readonly billingPeriod: "monthly" | "yearly";
  readonly mrrCents: number;
  readonly renewsAt: string | null;
}

type SubQuery = SelectQueryBuilder<DB, "subscription" | "institution", object>;

function filtered(db: Kysely<DB>, p: SubscriptionListParams): SubQuery {
  let q: SubQuery = db
    .selectFrom("subscription")
    .innerJoin("institution", "institution.id", "subscription.institution_id");
  if (p.status) q = q.where("subscription.status", "=", p.status);
  if (p.plan) q = q.where("subscription.plan", "=", p.plan);
  if (p.q) {
    const pattern = containsPattern(p.q);
    q = q.where((eb) => eb(eb.fn("lower", ["institution.name"]), "like", pattern));
  }
  return q;
}

const COLUMNS = [
  "subscription.id",
  "subscription.institution_id",
  "institution.name",
  "subscription.plan",
  "subscription.status",
  "subscription.student_cap",
  "subscription.addons",
  "subscription.billing_period",
  "subscription.mrr_cents",
  "subscription.renews_at",
] as const;

function rowOf(r: {
  id: string;
  institution_id: string;
  name: string;
  plan: PlanId;
  status: SubscriptionStatus;
  student_cap: number | null;
  addons: string;
  billing_period: "monthly" | "yearly";
  mrr_cents: number;
  renews_at: Date | string | null;
}): SubscriptionRow {
  return {
    id: r.id,
    institutionId: r.institution_id,
    institution: r.name,
    plan: r.plan,
    status: r.status,
    studentCap: r.student_cap === null ? null : toInt(r.student_cap),
    addons: parseJson<Addon[]>(r.addons, []),
    billingPeriod: r.billing_period,
    mrrCents: toInt(r.mrr_cents),
    renewsAt: toDateOrNull(r.renews_at)?.toISOString() ?? null,
  };
}

export async function listSubscriptions(db: Kysely<DB>, p: SubscriptionListParams) {
  const { total, page, pages, limit, offset } = await countedPage(filtered(db, p), p.page);
  const rows = await filtered(db, p)
    .select(COLUMNS)
    .orderBy("institution.name")
    .orderBy("subscription.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map(rowOf), total, page, pages };
}

export async function getSubscriptionRow(db: Kysely<DB>, id: string): Promise<SubscriptionRow | null> {
  const row = await db
    .selectFrom("subscription")
    .innerJoin("institution", "institution.id", "subscription.institution_id")
    .select(COLUMNS)
    .where("subscription.id", "=", id)
    .executeTakeFirst();
  return row ? rowOf(row) : null;
}

export interface ChangeRequestRow extends ChangeRequestView {
  readonly institutionId: string;
  readonly institution: string;
  readonly requester: string | null;
}

/** Requests waiting for a decision first, then the latest decided ones. */
export async function listChangeRequestsForStaff(db: Kysely<DB>, limit = 50): Promise<ChangeRequestRow[]> {
  const rows = await db
    .selectFrom("change_request")
    .innerJoin("institution", "institution.id", "change_request.institution_id")
    .leftJoin("user", "user.id", "change_request.user_id")
    .select([
      "change_request.id",
      "change_request.institution_id",
      "institution.name as institution",
      "user.email",
      "change_request.kind",
      "change_request.plan",
      "change_request.addon",
      "change_request.student_cap",
      "change_request.note",
      "change_request.status",
      "change_request.created_at",
    ])
    .orderBy((eb) =>
      eb.case().when("change_request.status", "in", ["submitted", "in_review"]).then(0).else(1).end(),
    )
    .orderBy("change_request.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...changeRequestView(r),
    institutionId: r.institution_id,
    institution: r.institution,
    requester: r.email,
  }));
}

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const capField = z.preprocess(
  (v) => (typeof v === "string" ? (v.replace(/\s/g, "") === "" ? null : Number(v.replace(/\s/g, ""))) : v),
  z
    .number({ error: "invalidCap" })
    .int({ error: "invalidCap" })
    .min(1, { error: "invalidCap" })
    .max(1_000_000, { error: "invalidCap" })
    .nullable(),
);

export const SubscriptionUpdateSchema = z.object({
  subscriptionId: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64),
  plan: z.enum(PLANS, { error: "invalidChoice" }),
  status: z.enum(SUBSCRIPTION_STATUSES, { error: "invalidChoice" }),
  studentCap: capField,
  renewsAt: z.preprocess(
    blankToNull,
    z
      .string({ error: "invalidDate" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidDate" })
      .refine(isCalendarDay, { error: "invalidDate" })
      .nullable(),
  ),
  addons: z.array(z.enum(ADDON_IDS, { error: "invalidChoice" })).max(ADDON_IDS.length),
});

export const ChangeRequestDecisionSchema = z.object({
  requestId: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64),
  decision: z.enum(["accept", "refuse"], { error: "invalidChoice" }),
});

interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

export async function applySubscriptionAction(db: Kysely<DB>, actor: Actor, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const typed = formValues(form);
  const fail = (fieldErrors: AdminReply["fieldErrors"], status = 400) =>
    data<AdminReply>({ intent, fieldErrors, values: typed }, { status });
  const now = new Date().toISOString();

  if (intent === "update") {
    const parsed = SubscriptionUpdateSchema.safeParse({
      ...typed,
      addons: form.getAll("addons").map(String),
    });
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const input = parsed.data;
    const before = await getSubscriptionRow(db, input.subscriptionId);
    if (!before) return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });
    const addons: Addon[] = input.addons.map((id) => ({
      id,
      quantity: before.addons.find((a) => a.id === id)?.quantity ?? 1,
    }));
    const renewsAt = input.renewsAt ? new Date(`${input.renewsAt}T00:00:00Z`).toISOString() : null;
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable("subscription")
        .set({
          plan: input.plan,
          status: input.status,
          student_cap: input.studentCap,
          addons: toJson(addons),
          renews_at: renewsAt,
          cancelled_at: input.status === "cancelled" && before.status !== "cancelled" ? now : undefined,
          updated_at: now,
        })
        .where("id", "=", input.subscriptionId)
        .execute();
      await recordAudit(tx, actor, {
        action: "subscription.update",
        entityType: "subscription",
        entityId: input.subscriptionId,
        changes: {
          plan: [before.plan, input.plan],
          status: [before.status, input.status],
          studentCap: [before.studentCap, input.studentCap],
          renewsAt: [before.renewsAt, renewsAt],
          addons: [before.addons.map((a) => a.id), addons.map((a) => a.id)],
        },
      });
    });
    return data<AdminReply>({ intent, ok: true, message: "subscriptions.saved" });
  }

  if (intent === "decide") {
    const parsed = ChangeRequestDecisionSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const request = await db
      .selectFrom("change_request")
      .selectAll()
      .where("id", "=", parsed.data.requestId)
      .executeTakeFirst();
    if (!request) return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });
    if (request.status !== "submitted" && request.status !== "in_review")
      return fail({ requestId: "alreadyDecided" }, 409);
    const accept = parsed.data.decision === "accept";
    const status: ChangeRequestStatus = accept ? "approved" : "rejected";
    const services = actor.context.get(servicesContext);
    const at = services.clock.now();
    let applied: PlanChangeQuote | null = null;
    await db.transaction().execute(async (tx) => {
      // Only a request still waiting is decided (two staff members clicking at once: one wins).
      const updated = await tx
        .updateTable("change_request")
        .set({ status, updated_at: now })
        .where("id", "=", request.id)
        .where("status", "in", ["submitted", "in_review"])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Error("change request decided concurrently");
      let changes: Record<string, unknown> = { status: [request.status, status] };
      if (accept) {
        // A plan of the price book: plan, cap, modules and price together, the period prorated.
        applied = request.kind === "plan" ? await applyPlanChange(tx, request, at) : null;
        if (applied) {
          changes = { ...changes, ...changeFacts(applied), subscriptionId: applied.subscriptionId };
        } else {
          const sub = await tx
            .selectFrom("subscription")
            .select(["id", "plan", "addons", "student_cap"])
            .where("institution_id", "=", request.institution_id)
            .where("status", "!=", "cancelled")
            .orderBy("started_at", "desc")
            .executeTakeFirst();
          if (sub) {
            const set: { plan?: PlanId; addons?: string; student_cap?: number; updated_at: string } = {
              updated_at: now,
            };
            if (
              request.kind === "plan" &&
              request.plan &&
              (PLANS as readonly string[]).includes(request.plan)
            ) {
              set.plan = request.plan as PlanId;
              changes.plan = [sub.plan, request.plan];
            }
            if (request.kind === "addon" && request.addon) {
              const addons = parseJson<Addon[]>(sub.addons, []);
              if (!addons.some((a) => a.id === request.addon))
                addons.push({ id: request.addon, quantity: 1 });
              set.addons = toJson(addons);
              changes.addon = request.addon;
            }
            if (request.kind === "cap" && request.student_cap) {
              set.student_cap = toInt(request.student_cap);
              changes.studentCap = [sub.student_cap, request.student_cap];
            }
            await tx.updateTable("subscription").set(set).where("id", "=", sub.id).execute();
            changes.subscriptionId = sub.id;
          }
        }
      }
      await recordAudit(tx, actor, {
        action: accept ? "change_request.accept" : "change_request.refuse",
        entityType: "change_request",
        entityId: request.id,
        changes,
      });
      if (applied) {
        // The client page's history shows it too (the subscription's record).
        await recordAudit(tx, actor, {
          action: "subscription.update",
          entityType: "subscription",
          entityId: applied.subscriptionId,
          changes: changeFacts(applied),
        });
      }
    });
    // After the commit: the customer is told the decision, in their language.
    await mailDecision(
      { db, mailer: services.mailer, origin: services.config.baseUrl },
      request,
      accept,
      applied,
    );
    return data<AdminReply>({
      intent,
      ok: true,
      message: accept ? "subscriptions.accepted" : "subscriptions.refused",
    });
  }
  return data<AdminReply>({ intent, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
}
