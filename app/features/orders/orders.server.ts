import type { Kysely } from "kysely";
import { isAddonId, PRICE_BOOK } from "#content/plans.ts";
import { subscriptionTerms } from "#app/features/pricing/plan-change.ts";
import { MODULE_INTERESTS } from "#app/features/leads/options.ts";
import { addonName, planName } from "#app/features/leads/catalogue.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { newId, parseJson, toDate, toInt, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import type { LeadsDB } from "#app/features/leads/db.server.ts";
import { ordersDb, type OrdersKysely } from "./db.server.ts";
import { canMoveTo, orderTimeline, type OrderStage, type TimelineStep } from "./timeline.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * Orders as their customer and the vendor's staff follow them: from checkout (tied to the buyer's
 * institution) and from accepted proposals (decision 012). Every read takes the institution: a
 * customer only ever sees their own institution's orders.
 */

/** The data layer, the lead tables' view of it, or this feature's: the same connection. */
type AnyDb = Kysely<DB> | Kysely<LeadsDB> | OrdersKysely;

export interface StepActor {
  readonly userId: string | null;
  readonly name: string | null;
}

/** Keeps one step of an order's timeline (once: a step is never recorded twice). */
export async function recordOrderStep(
  db: AnyDb,
  orderId: string,
  stage: OrderStage,
  actor: StepActor,
  at: Date,
): Promise<void> {
  await (db as unknown as OrdersKysely)
    .insertInto("order_event")
    .values({
      id: newId(),
      order_id: orderId,
      stage,
      actor_user_id: actor.userId,
      actor_name: actor.name,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(["order_id", "stage"]).doNothing())
    .execute();
}

export interface OrderSummary {
  readonly id: string;
  readonly reference: string;
  readonly plan: string;
  readonly students: number;
  readonly addons: readonly string[];
  /** The proposal's total including VAT, or the checkout's monthly estimate excluding VAT. */
  readonly amountCents: number | null;
  readonly amountKind: "total" | "monthly";
  readonly stage: OrderStage;
  readonly origin: "checkout" | "proposal";
  readonly createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  readonly billingName: string;
  readonly paymentMethod: string | null;
  readonly lines: readonly { label: string; quantity: number; unitCents: number }[];
  readonly subtotalCents: number | null;
  readonly vatCents: number | null;
  readonly timeline: readonly TimelineStep[];
}

const SUMMARY = [
  "sales_order.id",
  "sales_order.reference",
  "sales_order.plan",
  "sales_order.students",
  "sales_order.addons",
  "sales_order.total_cents",
  "sales_order.estimate_monthly_cents",
  "sales_order.stage",
  "sales_order.quote_id",
  "sales_order.created_at",
] as const;

function summaryOf(
  r: {
    id: string;
    reference: string;
    plan: string;
    students: number;
    addons: string;
    total_cents: number | null;
    estimate_monthly_cents: number | null;
    stage: OrderStage;
    quote_id: string | null;
    created_at: Date | string;
  },
  lang: Language,
): OrderSummary {
  const total = r.total_cents === null ? null : toInt(r.total_cents);
  return {
    id: r.id,
    reference: r.reference,
    plan: `GA Academic+ ${planName(r.plan as "essential")}`,
    students: toInt(r.students),
    addons: parseJson<string[]>(r.addons, []).map((a) => (isAddonId(a) ? addonName(a, lang) : a)),
    amountCents: total ?? (r.estimate_monthly_cents === null ? null : toInt(r.estimate_monthly_cents)),
    amountKind: total === null ? "monthly" : "total",
    stage: r.stage,
    origin: r.quote_id ? "proposal" : "checkout",
    createdAt: toDate(r.created_at).toISOString(),
  };
}

export async function ordersOfInstitution(
  db: Kysely<DB>,
  institutionId: string,
  lang: Language,
): Promise<OrderSummary[]> {
  const rows = await ordersDb(db)
    .selectFrom("sales_order")
    .select(SUMMARY)
    .where("sales_order.institution_id", "=", institutionId)
    .where("sales_order.status", "!=", "cancelled")
    .orderBy("sales_order.created_at", "desc")
    .limit(100)
    .execute();
  return rows.map((r) => summaryOf(r, lang));
}

export async function orderOfInstitution(
  db: Kysely<DB>,
  institutionId: string,
  reference: string,
  lang: Language,
): Promise<OrderDetail | null> {
  const odb = ordersDb(db);
  const row = await odb
    .selectFrom("sales_order")
    .select([...SUMMARY, "billing_name", "payment_method", "lines", "subtotal_cents", "vat_cents"])
    .where("sales_order.institution_id", "=", institutionId)
    .where("sales_order.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return null;
  const events = await odb
    .selectFrom("order_event")
    .select(["stage", "created_at", "actor_name"])
    .where("order_id", "=", row.id)
    .execute();
  return {
    ...summaryOf(row, lang),
    billingName: row.billing_name,
    paymentMethod: row.payment_method,
    lines: parseJson<{ label: string; quantity: number; unitCents: number }[]>(row.lines, []),
    subtotalCents: row.subtotal_cents === null ? null : toInt(row.subtotal_cents),
    vatCents: row.vat_cents === null ? null : toInt(row.vat_cents),
    timeline: orderTimeline(
      row.stage,
      events.map((e) => ({
        stage: e.stage,
        at: toDate(e.created_at).toISOString(),
        actor: e.actor_name,
      })),
    ),
  };
}

export type AdvanceResult =
  { ok: true; subscriptionId: string | null } | { ok: false; error: "notFound" | "stale" };

/**
 * Moves an order to the next step of its timeline, in one transaction with the step's record and
 * `within` (the caller's audit entry). Refused when the order is not at the step before `target`
 * any more (a colleague moved it meanwhile). A checkout order that becomes active starts the
 * institution's subscription on the ordered plan, priced by the calculator, unless one runs.
 */
export async function advanceOrder(
  db: Kysely<DB>,
  input: { institutionId: string; orderId: string; target: OrderStage; actor: StepActor; now: Date },
  within: (tx: Kysely<DB>, change: { from: OrderStage; reference: string }) => Promise<void>,
): Promise<AdvanceResult> {
  const { institutionId, orderId, target, actor, now } = input;
  return db.transaction().execute(async (trx) => {
    const tx = ordersDb(trx);
    const order = await tx
      .selectFrom("sales_order")
      .selectAll()
      .where("id", "=", orderId)
      .where("institution_id", "=", institutionId)
      .executeTakeFirst();
    if (!order) return { ok: false, error: "notFound" } as const;
    if (!canMoveTo(order.stage, target)) return { ok: false, error: "stale" } as const;
    const moved = await tx
      .updateTable("sales_order")
      .set({
        stage: target,
        ...(target === "validated" && order.status === "pending" ? { status: "confirmed" as const } : {}),
        updated_at: now,
      })
      .where("id", "=", orderId)
      .where("stage", "=", order.stage)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { ok: false, error: "stale" } as const;
    await recordOrderStep(tx, orderId, target, actor, now);
    let subscriptionId: string | null = null;
    if (target === "active" && !order.quote_id) {
      const running = await tx
        .selectFrom("subscription")
        .select("id")
        .where("institution_id", "=", institutionId)
        .where("status", "!=", "cancelled")
        .executeTakeFirst();
      if (!running) {
        const terms = subscriptionTerms(
          {
            plan: order.plan,
            students: toInt(order.students),
            modules: MODULE_INTERESTS,
            addons: parseJson<string[]>(order.addons, []).filter(isAddonId),
            billingPeriod: "monthly",
          },
          PRICE_BOOK,
        );
        subscriptionId = newId();
        const renewsAt = new Date(now);
        renewsAt.setUTCMonth(renewsAt.getUTCMonth() + 1);
        await tx
          .insertInto("subscription")
          .values({
            id: subscriptionId,
            institution_id: institutionId,
            plan: terms.plan,
            status: "active",
            student_cap: terms.studentCap,
            modules: toJson(terms.modules),
            addons: toJson(
              parseJson<string[]>(order.addons, [])
                .filter(isAddonId)
                .map((id) => ({ id, quantity: 1 })),
            ),
            billing_period: "monthly",
            mrr_cents: terms.mrrCents,
            currency: order.currency,
            started_at: now,
            renews_at: renewsAt,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await tx
          .updateTable("institution")
          .set({ student_count: toInt(order.students) })
          .where("id", "=", institutionId)
          .where("student_count", "=", 0)
          .execute();
      }
    }
    await within(trx, { from: order.stage, reference: order.reference });
    return { ok: true, subscriptionId } as const;
  });
}

/** The orders of an institution for its CRM page, with their timelines. */
export async function ordersForClientPage(db: Kysely<DB>, institutionId: string, lang: Language) {
  const list = await ordersOfInstitution(db, institutionId, lang);
  const details = await Promise.all(
    list.map((o) => orderOfInstitution(db, institutionId, o.reference, lang)),
  );
  return details.filter((d): d is OrderDetail => d !== null);
}

/**
 * The institution a checkout order belongs to: the buyer's own (their first membership), or, for
 * a buyer who has none yet, a new one made from the billing details with the buyer as its owner
 * (the same id the client space would give it, so a first visit there finds it).
 */
export async function buyerInstitution(
  anyDb: AnyDb,
  userId: string,
  billing: {
    name: string;
    siret: string | null;
    vatNumber: string | null;
    addressLine1: string;
    addressLine2: string | null;
    postalCode: string;
    city: string;
    country: string;
    serviceCode: string | null;
    students: number;
  },
  now: Date,
): Promise<string> {
  const db = anyDb as unknown as Kysely<DB>;
  const member = await db
    .selectFrom("membership")
    .select("institution_id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .orderBy("institution_id", "asc")
    .executeTakeFirst();
  if (member) return member.institution_id;
  const id = `inst-${userId}`;
  await db
    .insertInto("institution")
    .values({
      id,
      name: billing.name.slice(0, 200),
      name_key: nameKey(billing.name.slice(0, 200)),
      siret: billing.siret,
      vat_number: billing.vatNumber,
      address_line1: billing.addressLine1,
      address_line2: billing.addressLine2,
      postal_code: billing.postalCode,
      city: billing.city,
      country: billing.country,
      chorus_service_code: billing.serviceCode,
      student_count: billing.students,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("membership")
    .values({ user_id: userId, institution_id: id, role: "owner", created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "institution_id"]).doNothing())
    .execute();
  return id;
}
