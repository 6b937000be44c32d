import { firstErrors, type FieldErrors } from "#app/lib/forms/parse.ts";
import { formValues, formValuesByRow } from "#app/lib/forms/field-basics.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import type { AdminValidationKey } from "#app/features/crm/locales.ts";
import { data, type RouterContextProvider } from "react-router";
import { sql, type Kysely, type SelectQueryBuilder, type Updateable } from "kysely";
import { z } from "#app/lib/forms/zod.ts";
import type { InvoiceDocument, InvoiceView } from "#app/features/client-space/billing.server.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { sellerFromSnapshot, sellerSnapshot } from "#app/lib/pdf/seller.ts";
import { loadSettings } from "#app/features/crm/settings/store.server.ts";
import { newId, parseJson, toDate, toDateOrNull, toInt, toJson } from "#server/db/mapping.ts";
import type { DB, InvoiceKind, InvoicePaymentMethod, InvoiceStatus } from "#server/db/schema.ts";
import { recordAudit, type AuditEntry } from "../guard.server.ts";
import { pendingAdjustments } from "#app/features/orders/plan-change.server.ts";
import {
  amountCents,
  creditLines,
  LINE_FIELDS,
  invoiceNumber,
  invoiceYear,
  issueDateAfter,
  PAYMENT_METHODS,
  totalsOf,
  VAT_RATE_BP,
  type Line,
} from "./invoicing.ts";
import { PeriodSchema } from "./billing-forms.ts";
import { hasBillingAddress, parisDate, periodFrom, type InvoiceBuyer } from "./e-invoice.ts";
import { readBillingDetails } from "#app/features/institutions/billing-details.server.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import { choiceFilter, filterText, pageNumber } from "../list-params.ts";
import { countedPage } from "../counted-page.server.ts";
import { textOrInstitutionMatches } from "../list-query.server.ts";
import { INVOICE_STATUSES, MAX_LINES } from "../system/operations.ts";

/**
 * Billing in the admin CRM (issue 8; DECISIONS.md point 7): drafts created from a subscription,
 * edited while they are drafts only, issued with the next number of the year's sequence (allocated
 * in the issuing transaction: no gap, no duplicate, even when issued concurrently), immutable once
 * issued (the server refuses any change but "paid"), credit notes for corrections, PDF. Issuing
 * keeps a copy of the seller's business details with the invoice, so that its PDF never changes.
 */

export interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

/**
 * Who bills: a staff member, or "system" for the demo content (`seed.server.ts`), whose audit
 * entries have no author (shown as "Système") and are dated when the change is dated.
 */
export type BillingActor = Actor | "system";

async function audit(tx: Kysely<DB>, actor: BillingActor, entry: AuditEntry, at: Date): Promise<void> {
  if (actor !== "system") return recordAudit(tx, actor, entry);
  await tx
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_user_id: null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      changes: toJson(entry.changes ?? {}),
      ip_address: null,
      created_at: at.toISOString(),
    })
    .execute();
}

/** Runs `work` in a transaction, or in the caller's one when `db` already is a transaction (the seed). */
function inTransaction<T>(db: Kysely<DB>, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export type BillingFailure =
  | "notFound"
  | "immutable"
  | "notIssued"
  | "noLines"
  | "notCreditable"
  | "noBillingAddress"
  | "negativeInvoice";
export type BillingResult<T = object> = ({ ok: true } & T) | { ok: false; error: BillingFailure };

export const InvoiceListSchema = z.object({
  status: choiceFilter(INVOICE_STATUSES),
  kind: choiceFilter(["invoice", "credit_note"]),
  overdue: choiceFilter(["1"]),
  q: filterText(200),
  page: pageNumber,
});
export type InvoiceListParams = z.output<typeof InvoiceListSchema>;

type InvoiceQuery = SelectQueryBuilder<DB, "invoice", object>;

/**
 * The invoices of the list. Every invoice has its institution (NOT NULL, ON DELETE RESTRICT), so
 * the institution is joined only to show its name, for the rows of the page.
 */
function filtered(db: Kysely<DB>, p: InvoiceListParams, now: Date): InvoiceQuery {
  let q: InvoiceQuery = db.selectFrom("invoice");
  if (p.overdue) q = q.where("invoice.status", "=", "issued").where("invoice.due_at", "<", now.toISOString());
  if (p.status) q = q.where("invoice.status", "=", p.status);
  if (p.kind) q = q.where("invoice.kind", "=", p.kind);
  const words = p.q;
  if (words)
    q = q.where((eb) => textOrInstitutionMatches(db, eb, "invoice.number", "invoice.institution_id", words));
  return q;
}

/**
 * The list's order: drafts first (work to do), then by issue date and creation date, newest first.
 * Written exactly as the expression of the index `invoice_list_order_idx` (migration 0011), so that
 * both engines read the list along that index instead of sorting every invoice.
 */
const DRAFTS_FIRST = sql<number>`(case when ${sql.ref("invoice.status")} = 'draft' then 0 else 1 end)`;

const COLUMNS = [
  "invoice.id",
  "invoice.number",
  "invoice.kind",
  "invoice.status",
  "invoice.institution_id",
  "invoice.subscription_id",
  "invoice.credited_invoice_id",
  "invoice.lines",
  "invoice.subtotal_cents",
  "invoice.vat_rate_bp",
  "invoice.vat_cents",
  "invoice.total_cents",
  "invoice.currency",
  "invoice.issued_at",
  "invoice.due_at",
  "invoice.paid_at",
  "invoice.created_at",
  "invoice.payment_method",
  "institution.name as institution",
] as const;

export interface AdminInvoice extends InvoiceView {
  readonly institutionId: string;
  readonly institution: string;
  readonly subscriptionId: string | null;
  readonly creditedInvoiceId: string | null;
  readonly lines: readonly Line[];
  readonly createdAt: string;
  /** How the payment was received, when recorded with it. */
  readonly paymentMethod: InvoicePaymentMethod | null;
}

function invoiceOf(
  r: {
    id: string;
    number: string | null;
    kind: InvoiceKind;
    status: InvoiceStatus;
    institution_id: string;
    subscription_id: string | null;
    credited_invoice_id: string | null;
    lines: string;
    subtotal_cents: number;
    vat_rate_bp: number;
    vat_cents: number;
    total_cents: number;
    currency: string;
    issued_at: Date | string | null;
    due_at: Date | string | null;
    paid_at: Date | string | null;
    created_at: Date | string;
    payment_method: InvoicePaymentMethod | null;
    institution: string;
  },
  now: Date,
): AdminInvoice {
  const dueAt = toDateOrNull(r.due_at);
  return {
    id: r.id,
    number: r.number ?? "",
    kind: r.kind,
    status: r.status,
    institutionId: r.institution_id,
    institution: r.institution,
    subscriptionId: r.subscription_id,
    creditedInvoiceId: r.credited_invoice_id,
    lines: parseJson<Line[]>(r.lines, []),
    subtotalCents: toInt(r.subtotal_cents),
    vatRateBp: toInt(r.vat_rate_bp),
    vatCents: toInt(r.vat_cents),
    totalCents: toInt(r.total_cents),
    currency: r.currency,
    issuedAt: toDateOrNull(r.issued_at)?.toISOString() ?? null,
    dueAt: dueAt?.toISOString() ?? null,
    paidAt: toDateOrNull(r.paid_at)?.toISOString() ?? null,
    overdue: r.status === "issued" && dueAt !== null && dueAt.getTime() < now.getTime(),
    createdAt: toDate(r.created_at).toISOString(),
    paymentMethod: r.payment_method,
  };
}

export async function listAdminInvoices(db: Kysely<DB>, p: InvoiceListParams, now = new Date()) {
  const { total, page, pages, limit, offset } = await countedPage(filtered(db, p, now), p.page);
  // The page's ids first, along the index; then those invoices with their lines and institution.
  const pageIds = filtered(db, p, now)
    .select("invoice.id")
    .orderBy(DRAFTS_FIRST)
    .orderBy("invoice.issued_at", "desc")
    .orderBy("invoice.created_at", "desc")
    .limit(limit)
    .offset(offset);
  const rows = await db
    .selectFrom("invoice")
    .innerJoin("institution", "institution.id", "invoice.institution_id")
    .select(COLUMNS)
    .where("invoice.id", "in", pageIds)
    .orderBy(DRAFTS_FIRST)
    .orderBy("invoice.issued_at", "desc")
    .orderBy("invoice.created_at", "desc")
    .execute();
  return { rows: rows.map((r) => invoiceOf(r, now)), total, page, pages };
}

export async function getAdminInvoice(
  db: Kysely<DB>,
  id: string,
  now = new Date(),
): Promise<AdminInvoice | null> {
  const row = await db
    .selectFrom("invoice")
    .innerJoin("institution", "institution.id", "invoice.institution_id")
    .select(COLUMNS)
    .where("invoice.id", "=", id)
    .executeTakeFirst();
  return row ? invoiceOf(row, now) : null;
}

/** Credit notes issued or drafted against an invoice. */
export async function creditNotesOf(db: Kysely<DB>, invoiceId: string) {
  const rows = await db
    .selectFrom("invoice")
    .select(["id", "number", "status", "total_cents"])
    .where("credited_invoice_id", "=", invoiceId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    totalCents: toInt(r.total_cents),
  }));
}

/** The customer's billing details today: the institution's, and its default payment method. */
export async function currentBuyer(db: Kysely<DB>, institutionId: string): Promise<InvoiceBuyer> {
  const details = await readBillingDetails(db, institutionId);
  if (!details) throw new Error(`no institution ${institutionId}`);
  const method = await db
    .selectFrom("payment_method")
    .select(["kind", "order_reference", "mandate_reference"])
    .where("institution_id", "=", institutionId)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .executeTakeFirst();
  const { engagementNumber, ...buyer } = details;
  return {
    ...buyer,
    // The engagement number staff entered for a public buyer, else the customer's purchase order.
    orderReference:
      engagementNumber || (method?.kind === "purchase_order" ? (method.order_reference ?? "") : ""),
    payment: method?.kind === "sepa" ? "sepa" : "transfer",
    mandateReference: method?.kind === "sepa" ? (method.mandate_reference ?? "") : "",
  };
}

const InvoiceBuyerSchema = z.object({
  name: z.string(),
  siret: z.string(),
  vatNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  chorusServiceCode: z.string(),
  orderReference: z.string(),
  payment: z.enum(["transfer", "sepa"]),
  mandateReference: z.string(),
}) satisfies z.ZodType<InvoiceBuyer>;

function buyerFromSnapshot(text: string | null): InvoiceBuyer | null {
  if (!text) return null;
  try {
    const parsed = InvoiceBuyerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What the PDF and its XML need: the invoice, its lines and period, the buyer's and the seller's
 * details kept when it was issued (today's for an invoice issued before they were kept), and the
 * invoice a credit note corrects. Drafts have none.
 */
export async function invoiceDocument(
  db: Kysely<DB>,
  id: string,
  now = new Date(),
): Promise<InvoiceDocument | null> {
  const invoice = await getAdminInvoice(db, id, now);
  if (!invoice || invoice.status === "draft") return null;
  const kept = await db
    .selectFrom("invoice")
    .select(["seller_snapshot", "buyer_snapshot", "period_start", "period_end"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const credited = invoice.creditedInvoiceId
    ? await db
        .selectFrom("invoice")
        .select(["number", "issued_at"])
        .where("id", "=", invoice.creditedInvoiceId)
        .executeTakeFirst()
    : undefined;
  return {
    invoice,
    lines: invoice.lines,
    seller: sellerFromSnapshot(kept.seller_snapshot),
    buyer: buyerFromSnapshot(kept.buyer_snapshot) ?? (await currentBuyer(db, invoice.institutionId)),
    periodStart: kept.period_start,
    periodEnd: kept.period_end,
    credited: credited
      ? { number: credited.number ?? "", issuedAt: toDateOrNull(credited.issued_at)?.toISOString() ?? null }
      : null,
  };
}

/** Subscriptions an invoice can be drafted from (not cancelled), for the billing page's form. */
export async function billableSubscriptions(db: Kysely<DB>) {
  const rows = await db
    .selectFrom("subscription")
    .innerJoin("institution", "institution.id", "subscription.institution_id")
    .select(["subscription.id", "subscription.plan", "institution.name"])
    .where("subscription.status", "!=", "cancelled")
    .orderBy("institution.name")
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, plan: r.plan, institution: r.name }));
}

/** The lines of a subscription's invoice: the plan over its billing period, then its add-ons. */
export function subscriptionLines(
  sub: { plan: string; billing_period: "monthly" | "yearly"; mrr_cents: number; student_cap: number | null },
  labels: { plan: string; period: string },
): Line[] {
  const months = sub.billing_period === "yearly" ? 12 : 1;
  return [{ label: `${labels.plan} — ${labels.period}`, quantity: months, unitCents: toInt(sub.mrr_cents) }];
}

const PLAN_LABELS: Readonly<Record<string, string>> = {
  essential: "Essentiel",
  premium: "Premium",
  excellence: "Excellence",
  custom: "Sur mesure",
};

/** A draft invoice for a subscription's next period (the document is in French, the seller's language). */
export async function draftFromSubscription(
  db: Kysely<DB>,
  actor: BillingActor,
  subscriptionId: string,
  now = new Date(),
): Promise<BillingResult<{ id: string }>> {
  const sub = await db
    .selectFrom("subscription")
    .select(["id", "institution_id", "plan", "billing_period", "mrr_cents", "student_cap", "currency"])
    .where("id", "=", subscriptionId)
    .executeTakeFirst();
  if (!sub) return { ok: false, error: "notFound" };
  const planLines = subscriptionLines(sub, {
    plan: `Abonnement ${PLAN_LABELS[sub.plan] ?? sub.plan}`,
    period: sub.billing_period === "yearly" ? "12 mois" : "1 mois",
  });
  const id = newId();
  const period = periodFrom(parisDate(now.toISOString()), sub.billing_period === "yearly" ? 12 : 1);
  await inTransaction(db, async (tx) => {
    // The prorated amounts of accepted plan changes ride on this invoice (taken in its transaction).
    const adjustments = await pendingAdjustments(tx, sub.id, totalsOf(planLines).subtotalCents);
    const lines = [...planLines, ...adjustments.lines];
    const totals = totalsOf(lines);
    await tx
      .insertInto("invoice")
      .values({
        id,
        kind: "invoice",
        status: "draft",
        institution_id: sub.institution_id,
        subscription_id: sub.id,
        period_start: period.start,
        period_end: period.end,
        lines: toJson(lines),
        subtotal_cents: totals.subtotalCents,
        vat_rate_bp: VAT_RATE_BP,
        vat_cents: totals.vatCents,
        total_cents: totals.totalCents,
        currency: sub.currency,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await audit(
      tx,
      actor,
      {
        action: "invoice.draft",
        entityType: "invoice",
        entityId: id,
        changes: { subscriptionId, totalCents: totals.totalCents },
      },
      now,
    );
    await adjustments.markInvoiced(id, now);
  });
  return { ok: true, id };
}

/** Replaces a draft's lines; refused once the invoice is issued (immutable). */
export async function updateDraftLines(
  db: Kysely<DB>,
  actor: Actor,
  invoiceId: string,
  lines: readonly Line[],
): Promise<BillingResult> {
  if (lines.length === 0) return { ok: false, error: "noLines" };
  const totals = totalsOf(lines);
  return db.transaction().execute(async (tx) => {
    // An invoice is never negative: what the customer is owed back is a credit note. An issued one
    // refuses every change first (immutable), whatever the lines.
    if (totals.totalCents < 0) {
      const row = await tx
        .selectFrom("invoice")
        .select(["kind", "status"])
        .where("id", "=", invoiceId)
        .executeTakeFirst();
      if (!row) return { ok: false, error: "notFound" } as const;
      if (row.status !== "draft") return { ok: false, error: "immutable" } as const;
      if (row.kind === "invoice") return { ok: false, error: "negativeInvoice" } as const;
    }
    return changeDraft(
      tx,
      actor,
      invoiceId,
      {
        lines: toJson(lines),
        subtotal_cents: totals.subtotalCents,
        vat_cents: totals.vatCents,
        total_cents: totals.totalCents,
      },
      { action: "invoice.lines", changes: { lines: lines.length, totalCents: totals.totalCents } },
    );
  });
}

/**
 * Sets a draft's service period (printed on the invoice and written in its XML, BT-73/BT-74);
 * refused once the document is issued.
 */
export async function updateDraftPeriod(
  db: Kysely<DB>,
  actor: Actor,
  invoiceId: string,
  period: { start: string; end: string },
): Promise<BillingResult> {
  return db
    .transaction()
    .execute((tx) =>
      changeDraft(
        tx,
        actor,
        invoiceId,
        { period_start: period.start, period_end: period.end },
        { action: "invoice.period", changes: { periodStart: period.start, periodEnd: period.end } },
      ),
    );
}

/**
 * Changes a draft, only while it is one (an issued document is immutable), with its audit entry,
 * inside the caller's transaction.
 */
async function changeDraft(
  tx: Kysely<DB>,
  actor: Actor,
  invoiceId: string,
  set: Updateable<DB["invoice"]>,
  entry: Pick<AuditEntry, "action" | "changes">,
): Promise<BillingResult> {
  const updated = await tx
    .updateTable("invoice")
    .set({ ...set, updated_at: new Date() })
    .where("id", "=", invoiceId)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1)
    return { ok: false, error: (await exists(tx, invoiceId)) ? "immutable" : "notFound" };
  await recordAudit(tx, actor, { ...entry, entityType: "invoice", entityId: invoiceId });
  return { ok: true };
}

/** Deletes a draft (it has no number yet); an issued invoice is never deleted. */
export async function deleteDraft(db: Kysely<DB>, actor: Actor, invoiceId: string): Promise<BillingResult> {
  return db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom("invoice")
      .where("id", "=", invoiceId)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1)
      return { ok: false, error: (await exists(tx, invoiceId)) ? "immutable" : "notFound" } as const;
    await recordAudit(tx, actor, {
      action: "invoice.delete_draft",
      entityType: "invoice",
      entityId: invoiceId,
    });
    return { ok: true } as const;
  });
}

async function exists(db: Kysely<DB>, invoiceId: string): Promise<boolean> {
  return Boolean(await db.selectFrom("invoice").select("id").where("id", "=", invoiceId).executeTakeFirst());
}

/** Thrown inside the issuing transaction to roll it back (the draft was issued by someone else). */
class NotDraft extends Error {}

/**
 * Issues a draft: in one transaction, takes the draft (only if it still is one: a concurrent
 * attempt on the same draft finds nothing and rolls back), increments the year's counter (the
 * row lock of `invoice_sequence` serialises concurrent issuing on PostgreSQL; SQLite has one
 * writer), then writes the number, the issue date (never before the previous number's: numbers
 * and dates follow the same order, `issueDateAfter`), the due date and the seller's details of this moment (what its PDF
 * prints from then on). A failure anywhere rolls the counter back: no gap.
 */
export async function issueInvoice(
  db: Kysely<DB>,
  actor: BillingActor,
  invoiceId: string,
  /**
   * The issue date: the movable clock's time (`services.clock`, what the reminders count from), or
   * the seed's dates (its invoices are issued in date order).
   */
  issuedAt: Date,
): Promise<BillingResult<{ number: string }>> {
  try {
    return await inTransaction(db, async (tx) => {
      const draft = await tx
        .selectFrom("invoice")
        .select(["id", "kind", "status", "lines", "total_cents", "institution_id"])
        .where("id", "=", invoiceId)
        .executeTakeFirst();
      if (!draft) return { ok: false, error: "notFound" } as const;
      if (draft.status !== "draft") return { ok: false, error: "immutable" } as const;
      if (parseJson<Line[]>(draft.lines, []).length === 0) return { ok: false, error: "noLines" } as const;
      if (draft.kind === "invoice" && toInt(draft.total_cents) < 0)
        return { ok: false, error: "negativeInvoice" } as const;
      // An invoice names its customer's billing address (Code de commerce L441-9): none, no invoice.
      const buyer = await currentBuyer(tx, draft.institution_id);
      if (!hasBillingAddress(buyer)) return { ok: false, error: "noBillingAddress" } as const;
      const taken = await tx
        .updateTable("invoice")
        .set({ status: "issued" })
        .where("id", "=", invoiceId)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new NotDraft();
      const year = invoiceYear(issuedAt);
      const counter = await tx
        .insertInto("invoice_sequence")
        .values({ year, last_number: 1 })
        .onConflict((oc) =>
          oc.column("year").doUpdateSet({ last_number: sql<number>`invoice_sequence.last_number + 1` }),
        )
        .returning("last_number")
        .executeTakeFirstOrThrow();
      const sequence = toInt(counter.last_number);
      const number = invoiceNumber(year, sequence);
      const previous =
        sequence > 1
          ? await tx
              .selectFrom("invoice")
              .select("issued_at")
              .where("number", "=", invoiceNumber(year, sequence - 1))
              .executeTakeFirst()
          : undefined;
      const at = issueDateAfter(issuedAt, toDateOrNull(previous?.issued_at));
      // The seller as printed from now on: read in this transaction, past the settings' cache.
      const { business } = await loadSettings(tx);
      await tx
        .updateTable("invoice")
        .set({
          number,
          seller_snapshot: sellerSnapshot(business),
          buyer_snapshot: JSON.stringify(InvoiceBuyerSchema.parse(buyer)),
          issued_at: at,
          // The payment term of the configuration, which the printed terms state (e-invoice.ts).
          due_at: new Date(at.getTime() + business.paymentTermDays * 86_400_000),
          updated_at: at,
        })
        .where("id", "=", invoiceId)
        .execute();
      await audit(
        tx,
        actor,
        { action: "invoice.issue", entityType: "invoice", entityId: invoiceId, changes: { number } },
        at,
      );
      return { ok: true, number } as const;
    });
  } catch (error) {
    if (error instanceof NotDraft) return { ok: false, error: "immutable" };
    throw error;
  }
}

/**
 * Records the payment of an issued invoice (the only change an issued invoice accepts): paid, with
 * how it was received. From then on no reminder goes out for it (the reminders take issued
 * invoices only).
 */
export async function markPaid(
  db: Kysely<DB>,
  actor: BillingActor,
  invoiceId: string,
  paidAt = new Date(),
  method: InvoicePaymentMethod | null = null,
): Promise<BillingResult> {
  return inTransaction(db, async (tx) => {
    const updated = await tx
      .updateTable("invoice")
      .set({
        status: "paid",
        paid_at: paidAt,
        payment_method: method,
        updated_at: actor === "system" ? paidAt : new Date(),
      })
      .where("id", "=", invoiceId)
      .where("status", "=", "issued")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      return { ok: false, error: (await exists(tx, invoiceId)) ? "notIssued" : "notFound" } as const;
    await audit(
      tx,
      actor,
      {
        action: "invoice.paid",
        entityType: "invoice",
        entityId: invoiceId,
        changes: { status: ["issued", "paid"], paidAt: paidAt.toISOString(), method },
      },
      paidAt,
    );
    return { ok: true } as const;
  });
}

/**
 * A draft credit note correcting an issued (or paid) invoice: its lines negated, to be adjusted
 * (a partial credit) and issued like an invoice, in the same sequence.
 */
export async function draftCreditNote(
  db: Kysely<DB>,
  actor: Actor,
  invoiceId: string,
  now = new Date(),
): Promise<BillingResult<{ id: string }>> {
  const source = await db
    .selectFrom("invoice")
    .select([
      "id",
      "kind",
      "status",
      "institution_id",
      "subscription_id",
      "lines",
      "vat_rate_bp",
      "currency",
      "number",
      "period_start",
      "period_end",
    ])
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  if (!source) return { ok: false, error: "notFound" };
  if (source.kind !== "invoice" || (source.status !== "issued" && source.status !== "paid")) {
    return { ok: false, error: "notCreditable" };
  }
  const lines = creditLines(parseJson<Line[]>(source.lines, []));
  const totals = totalsOf(lines, toInt(source.vat_rate_bp));
  const id = newId();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("invoice")
      .values({
        id,
        kind: "credit_note",
        status: "draft",
        institution_id: source.institution_id,
        subscription_id: source.subscription_id,
        credited_invoice_id: source.id,
        period_start: source.period_start,
        period_end: source.period_end,
        lines: toJson(lines),
        subtotal_cents: totals.subtotalCents,
        vat_rate_bp: toInt(source.vat_rate_bp),
        vat_cents: totals.vatCents,
        total_cents: totals.totalCents,
        currency: source.currency,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(tx, actor, {
      action: "invoice.credit_note",
      entityType: "invoice",
      entityId: id,
      changes: { credits: source.number, totalCents: totals.totalCents },
    });
  });
  return { ok: true, id };
}

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

const amount = z.string({ error: "invalidAmount" }).transform((v, ctx) => {
  const cents = amountCents(v);
  if (cents === null) ctx.addIssue({ code: "custom", message: "invalidAmount" });
  return cents ?? z.NEVER;
});

export const InvoiceLineSchema = z.object({
  label: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(200, { error: "tooLong" }),
  quantity: z.coerce
    .number({ error: "invalidQuantity" })
    .int({ error: "invalidQuantity" })
    .min(1, { error: "invalidQuantity" })
    .max(100_000, { error: "invalidQuantity" }),
  unit: amount,
});

/** The lines of the draft form (repeated label / quantity / unit fields); empty rows are dropped. */
export function parseLines(form: FormData) {
  const labels = form.getAll("label").map(String);
  const quantities = form.getAll("quantity").map(String);
  const units = form.getAll("unit").map(String);
  const lines: Line[] = [];
  const fieldErrors: FieldErrors<AdminValidationKey> = {};
  for (let i = 0; i < Math.min(MAX_LINES, Math.max(labels.length, quantities.length, units.length)); i++) {
    const row = { label: labels[i] ?? "", quantity: quantities[i] ?? "", unit: units[i] ?? "" };
    if (!row.label.trim() && !row.quantity.trim() && !row.unit.trim()) continue;
    const parsed = InvoiceLineSchema.safeParse(row);
    if (!parsed.success) {
      Object.assign(
        fieldErrors,
        firstErrors(parsed.error, ADMIN_ERRORS, { field: (name) => `${name}.${i}` }),
      );
      continue;
    }
    lines.push({ label: parsed.data.label, quantity: parsed.data.quantity, unitCents: parsed.data.unit });
  }
  if (lines.length === 0 && Object.keys(fieldErrors).length === 0) fieldErrors["label.0"] = "required";
  return { lines, fieldErrors };
}

/** The form that records a payment: how it was received. */
export const PaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "invalidChoice" }),
});

export const DraftSchema = z.object({
  subscriptionId: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64),
});

const STATUS_OF: Readonly<Record<BillingFailure, number>> = {
  notFound: 404,
  immutable: 409,
  notIssued: 409,
  noLines: 400,
  notCreditable: 409,
  noBillingAddress: 409,
  negativeInvoice: 400,
};

function refused(intent: string, error: BillingFailure) {
  return data<AdminReply>({ intent, fieldErrors: { form: error } }, { status: STATUS_OF[error] });
}

/** The billing list's action: a new draft from a subscription (then the browser opens it). */
export async function applyBillingListAction(db: Kysely<DB>, actor: Actor, form: FormData, now: Date) {
  const intent = String(form.get("intent") ?? "");
  if (intent !== "draft")
    return data<AdminReply>({ intent, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
  // The line rows are not echoed: a draft from a subscription has none yet.
  const { label: _label, quantity: _quantity, unit: _unit, ...typed } = formValues(form);
  const parsed = DraftSchema.safeParse(typed);
  if (!parsed.success)
    return data<AdminReply>(
      { intent, fieldErrors: firstErrors(parsed.error, ADMIN_ERRORS), values: typed },
      { status: 400 },
    );
  const result = await draftFromSubscription(db, actor, parsed.data.subscriptionId, now);
  if (!result.ok)
    return data<AdminReply>(
      { intent, fieldErrors: { subscriptionId: "invalidChoice" }, values: typed },
      { status: 400 },
    );
  return { intent, ok: true, message: "billing.drafted", invoiceId: result.id } satisfies AdminReply & {
    invoiceId: string;
  };
}

/**
 * The invoice page's actions: lines and service period (draft only), issue, paid, credit note,
 * delete draft. `now` is the movable clock's time (`services.clock`): issue and payment dates.
 */
export async function applyInvoiceAction(
  db: Kysely<DB>,
  actor: Actor,
  invoiceId: string,
  form: FormData,
  now: Date,
) {
  const intent = String(form.get("intent") ?? "");
  const ok = (message: string, extra: Record<string, string> = {}) => ({
    intent,
    ok: true,
    message,
    ...extra,
  });
  if (intent === "lines") {
    const { lines, fieldErrors } = parseLines(form);
    if (Object.keys(fieldErrors).length) {
      const values = formValuesByRow(form, LINE_FIELDS);
      return data<AdminReply>({ intent, fieldErrors, values }, { status: 400 });
    }
    const result = await updateDraftLines(db, actor, invoiceId, lines);
    return result.ok ? ok("billing.linesSaved") : refused(intent, result.error);
  }
  if (intent === "period") {
    const typed = formValues(form);
    const parsed = PeriodSchema.safeParse(typed);
    if (!parsed.success)
      return data<AdminReply>(
        { intent, fieldErrors: firstErrors(parsed.error, ADMIN_ERRORS), values: typed },
        { status: 400 },
      );
    const result = await updateDraftPeriod(db, actor, invoiceId, {
      start: parsed.data.periodStart,
      end: parsed.data.periodEnd,
    });
    return result.ok ? ok("billing.periodSaved") : refused(intent, result.error);
  }
  if (intent === "issue") {
    const result = await issueInvoice(db, actor, invoiceId, now);
    return result.ok ? ok("billing.issued", { number: result.number }) : refused(intent, result.error);
  }
  if (intent === "paid") {
    const parsed = PaymentSchema.safeParse({ method: form.get("method") ?? undefined });
    if (!parsed.success)
      return data<AdminReply>(
        { intent, fieldErrors: firstErrors(parsed.error, ADMIN_ERRORS), values: formValues(form) },
        { status: 400 },
      );
    const result = await markPaid(db, actor, invoiceId, now, parsed.data.method);
    return result.ok ? ok("billing.markedPaid") : refused(intent, result.error);
  }
  if (intent === "credit") {
    const result = await draftCreditNote(db, actor, invoiceId, now);
    return result.ok ? ok("billing.credited", { creditNoteId: result.id }) : refused(intent, result.error);
  }
  if (intent === "delete") {
    const result = await deleteDraft(db, actor, invoiceId);
    return result.ok ? ok("billing.deleted") : refused(intent, result.error);
  }
  return data<AdminReply>({ intent, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
}
