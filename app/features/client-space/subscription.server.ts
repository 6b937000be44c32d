import type { Kysely, Selectable } from "kysely";
import { parseJson, toDate, toDateOrNull } from "#server/db/mapping.ts";
import type {
  ChangeRequestKind,
  ChangeRequestStatus,
  ChangeRequestTable,
  DB,
  PlanId,
  SubscriptionStatus,
} from "#server/db/schema.ts";
import { audit, ForbiddenError, type Member } from "./access.server.ts";
import { canRequestChanges } from "./roles.ts";

/** The institution's subscription and its change requests (issue 7, /dashboard/subscription). */
export interface SubscriptionView {
  readonly id: string;
  readonly plan: PlanId;
  readonly status: SubscriptionStatus;
  readonly studentCap: number | null;
  readonly studentCount: number;
  readonly modules: readonly string[];
  readonly addons: readonly { id: string; quantity: number }[];
  readonly billingPeriod: "monthly" | "yearly";
  readonly mrrCents: number;
  readonly startedAt: string;
  readonly renewsAt: string | null;
}

export async function getSubscription(db: Kysely<DB>, m: Member): Promise<SubscriptionView | null> {
  const row = await db
    .selectFrom("subscription")
    .innerJoin("institution", "institution.id", "subscription.institution_id")
    .selectAll("subscription")
    .select("institution.student_count")
    .where("subscription.institution_id", "=", m.institutionId)
    .where("subscription.status", "!=", "cancelled")
    .orderBy("subscription.started_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    studentCap: row.student_cap === null ? null : Number(row.student_cap),
    studentCount: Number(row.student_count ?? 0),
    modules: parseJson<string[]>(row.modules, []),
    addons: parseJson<{ id: string; quantity: number }[]>(row.addons, []),
    billingPeriod: row.billing_period,
    mrrCents: Number(row.mrr_cents),
    startedAt: toDate(row.started_at).toISOString(),
    renewsAt: toDateOrNull(row.renews_at)?.toISOString() ?? null,
  };
}

export async function studentCount(db: Kysely<DB>, m: Member): Promise<number> {
  const row = await db
    .selectFrom("institution")
    .select("student_count")
    .where("id", "=", m.institutionId)
    .executeTakeFirst();
  return Number(row?.student_count ?? 0);
}

export interface ChangeRequestView {
  readonly id: string;
  readonly kind: ChangeRequestKind;
  readonly plan: string | null;
  readonly addon: string | null;
  readonly studentCap: number | null;
  readonly note: string | null;
  readonly status: ChangeRequestStatus;
  readonly createdAt: string;
}

export async function listChangeRequests(db: Kysely<DB>, m: Member): Promise<ChangeRequestView[]> {
  const rows = await db
    .selectFrom("change_request")
    .selectAll()
    .where("institution_id", "=", m.institutionId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(changeRequestView);
}

/** A stored change request as the customer and the staff see it. */
export function changeRequestView(
  r: Pick<
    Selectable<ChangeRequestTable>,
    "id" | "kind" | "plan" | "addon" | "student_cap" | "note" | "status"
  > & {
    readonly created_at: Date | string;
  },
): ChangeRequestView {
  return {
    id: r.id,
    kind: r.kind,
    plan: r.plan,
    addon: r.addon,
    studentCap: r.student_cap === null ? null : Number(r.student_cap),
    note: r.note,
    status: r.status,
    createdAt: toDate(r.created_at).toISOString(),
  };
}

export type ChangeRequestInput =
  | { kind: "plan"; plan: string; note?: string | undefined }
  | { kind: "addon"; addon: string; note?: string | undefined }
  | { kind: "cap"; studentCap: number; note?: string | undefined };

export async function createChangeRequest(
  db: Kysely<DB>,
  m: Member,
  input: ChangeRequestInput,
): Promise<string> {
  if (!canRequestChanges(m.role)) throw new ForbiddenError();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("change_request")
      .values({
        id,
        institution_id: m.institutionId,
        user_id: m.userId,
        kind: input.kind,
        plan: input.kind === "plan" ? input.plan : null,
        addon: input.kind === "addon" ? input.addon : null,
        student_cap: input.kind === "cap" ? input.studentCap : null,
        note: input.note ?? null,
      })
      .execute();
    await audit(trx, m, "change_request.created", { type: "change_request", id }, { ...input });
  });
  return id;
}
