import type { Kysely } from "kysely";
import { toBool, toDateOrNull } from "#server/db/mapping.ts";
import type { DB, InvoiceKind, InvoiceStatus, PaymentMethodKind } from "#server/db/schema.ts";
import { maskBic, maskIban } from "#app/lib/iban.ts";
import { invoiceDocument } from "#app/features/crm/billing/billing.server.ts";
import type { InvoiceBuyer } from "#app/features/crm/billing/e-invoice.ts";
import type { BusinessDetails } from "#app/features/crm/settings/business.ts";
import { audit, ForbiddenError, type Member } from "./access.server.ts";
import { canManageBilling } from "./roles.ts";
import type { BillingDetails, PaymentMethodInput } from "./schemas.ts";
import {
  readBillingDetails,
  writeBillingDetails,
  type BillingDetailsRecord,
} from "#app/features/institutions/billing-details.server.ts";

/** Invoices, billing details and payment methods of the member's institution only. */
export interface InvoiceView {
  readonly id: string;
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly status: InvoiceStatus;
  readonly subtotalCents: number;
  readonly vatCents: number;
  readonly vatRateBp: number;
  readonly totalCents: number;
  readonly currency: string;
  readonly issuedAt: string | null;
  readonly dueAt: string | null;
  readonly paidAt: string | null;
  /** Issued, unpaid and past its due date. */
  readonly overdue: boolean;
}

export interface InvoiceLine {
  readonly label: string;
  readonly quantity: number;
  readonly unitCents: number;
}

function invoiceView(
  row: {
    id: string;
    number: string | null;
    kind: InvoiceKind;
    status: InvoiceStatus;
    subtotal_cents: number;
    vat_cents: number;
    vat_rate_bp: number;
    total_cents: number;
    currency: string;
    issued_at: Date | string | null;
    due_at: Date | string | null;
    paid_at: Date | string | null;
  },
  now: Date,
): InvoiceView {
  const dueAt = toDateOrNull(row.due_at);
  return {
    id: row.id,
    number: row.number ?? "",
    kind: row.kind,
    status: row.status,
    subtotalCents: Number(row.subtotal_cents),
    vatCents: Number(row.vat_cents),
    vatRateBp: Number(row.vat_rate_bp),
    totalCents: Number(row.total_cents),
    currency: row.currency,
    issuedAt: toDateOrNull(row.issued_at)?.toISOString() ?? null,
    dueAt: dueAt?.toISOString() ?? null,
    paidAt: toDateOrNull(row.paid_at)?.toISOString() ?? null,
    overdue: row.status === "issued" && dueAt !== null && dueAt.getTime() < now.getTime(),
  };
}

const INVOICE_COLUMNS = [
  "id",
  "number",
  "kind",
  "status",
  "subtotal_cents",
  "vat_cents",
  "vat_rate_bp",
  "total_cents",
  "currency",
  "issued_at",
  "due_at",
  "paid_at",
] as const;

/** Issued invoices and credit notes, newest first (drafts are the vendor's, never shown). */
export async function listInvoices(db: Kysely<DB>, m: Member, now = new Date()): Promise<InvoiceView[]> {
  const rows = await db
    .selectFrom("invoice")
    .select(INVOICE_COLUMNS)
    .where("institution_id", "=", m.institutionId)
    .where("status", "!=", "draft")
    .orderBy("issued_at", "desc")
    .orderBy("number", "desc")
    .execute();
  return rows.map((r) => invoiceView(r, now));
}

export interface InvoiceDocument {
  readonly invoice: InvoiceView;
  readonly lines: readonly InvoiceLine[];
  /** The customer's details kept when it was issued (or, issued before they were kept, today's). */
  readonly buyer: InvoiceBuyer;
  /** The seller's details kept when it was issued; null if issued before they were kept. */
  readonly seller: BusinessDetails | null;
  /** The service period (YYYY-MM-DD); null for invoices drafted before periods were kept. */
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  /** The invoice a credit note corrects. */
  readonly credited: { readonly number: string; readonly issuedAt: string | null } | null;
}

/** One invoice of the member's institution, or null (also for another institution's invoice). */
export async function getInvoice(db: Kysely<DB>, m: Member, id: string, now = new Date()) {
  const row = await db
    .selectFrom("invoice")
    .select("id")
    .where("id", "=", id)
    .where("institution_id", "=", m.institutionId)
    .where("status", "!=", "draft")
    .executeTakeFirst();
  return row ? invoiceDocument(db, row.id, now) : null;
}

/** The customer's view: everything but the engagement number, which staff keep. */
export type BillingDetailsView = Omit<BillingDetailsRecord, "engagementNumber">;

export async function getBillingDetails(db: Kysely<DB>, m: Member): Promise<BillingDetailsView> {
  const { engagementNumber: _staffOnly, ...details } = (await readBillingDetails(db, m.institutionId))!;
  return details;
}

export async function updateBillingDetails(db: Kysely<DB>, m: Member, input: BillingDetails): Promise<void> {
  if (!canManageBilling(m.role)) throw new ForbiddenError();
  await db.transaction().execute(async (trx) => {
    await writeBillingDetails(trx, m.institutionId, { ...input, engagementNumber: undefined });
    await audit(
      trx,
      m,
      "billing_details.updated",
      { type: "institution", id: m.institutionId },
      { ...input },
    );
  });
}

export interface PaymentMethodView {
  readonly id: string;
  readonly kind: PaymentMethodKind;
  readonly isDefault: boolean;
  readonly holder: string | null;
  /** Masked: "FR76 •••• •••• 0189". The full IBAN never leaves the server. */
  readonly ibanMasked: string | null;
  readonly bicMasked: string | null;
  readonly mandateReference: string | null;
  readonly orderReference: string | null;
}

export async function listPaymentMethods(db: Kysely<DB>, m: Member): Promise<PaymentMethodView[]> {
  const rows = await db
    .selectFrom("payment_method")
    .selectAll()
    .where("institution_id", "=", m.institutionId)
    // The default first, then the others as they were added.
    .orderBy("is_default", "desc")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    isDefault: toBool(r.is_default),
    holder: r.holder,
    ibanMasked: r.iban ? maskIban(r.iban) : null,
    bicMasked: r.bic ? maskBic(r.bic) : null,
    mandateReference: r.mandate_reference,
    orderReference: r.order_reference,
  }));
}

/** Adds a payment method; the first one, or one asked for, becomes the default. */
export async function addPaymentMethod(
  db: Kysely<DB>,
  m: Member,
  input: PaymentMethodInput,
  makeDefault: boolean,
): Promise<string> {
  if (!canManageBilling(m.role)) throw new ForbiddenError();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("payment_method")
      .select("id")
      .where("institution_id", "=", m.institutionId)
      .execute();
    const isDefault = makeDefault || existing.length === 0;
    if (isDefault) {
      await trx
        .updateTable("payment_method")
        .set({ is_default: false })
        .where("institution_id", "=", m.institutionId)
        .execute();
    }
    await trx
      .insertInto("payment_method")
      .values({
        id,
        institution_id: m.institutionId,
        kind: input.kind,
        is_default: isDefault,
        holder: input.kind === "sepa" ? input.holder : null,
        iban: input.kind === "sepa" ? input.iban : null,
        bic: input.kind === "sepa" ? input.bic : null,
        mandate_reference: input.kind === "sepa" ? input.mandateReference : null,
        order_reference: input.kind === "purchase_order" ? input.orderReference : null,
        created_by: m.userId,
      })
      .execute();
    await audit(trx, m, "payment_method.added", { type: "payment_method", id }, { kind: input.kind });
  });
  return id;
}

/** Removes one of the institution's payment methods; false when it is not one of theirs. */
export async function removePaymentMethod(db: Kysely<DB>, m: Member, id: string): Promise<boolean> {
  if (!canManageBilling(m.role)) throw new ForbiddenError();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("payment_method")
      .select(["id", "is_default"])
      .where("id", "=", id)
      .where("institution_id", "=", m.institutionId)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .deleteFrom("payment_method")
      .where("id", "=", id)
      .where("institution_id", "=", m.institutionId)
      .execute();
    if (toBool(row.is_default)) {
      const next = await trx
        .selectFrom("payment_method")
        .select("id")
        .where("institution_id", "=", m.institutionId)
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .executeTakeFirst();
      if (next)
        await trx.updateTable("payment_method").set({ is_default: true }).where("id", "=", next.id).execute();
    }
    await audit(trx, m, "payment_method.removed", { type: "payment_method", id });
    return true;
  });
}

export async function setDefaultPaymentMethod(db: Kysely<DB>, m: Member, id: string): Promise<boolean> {
  if (!canManageBilling(m.role)) throw new ForbiddenError();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("payment_method")
      .select("id")
      .where("id", "=", id)
      .where("institution_id", "=", m.institutionId)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable("payment_method")
      .set({ is_default: false })
      .where("institution_id", "=", m.institutionId)
      .execute();
    await trx
      .updateTable("payment_method")
      .set({ is_default: true, updated_at: new Date() })
      .where("id", "=", id)
      .where("institution_id", "=", m.institutionId)
      .execute();
    await audit(trx, m, "payment_method.default", { type: "payment_method", id });
    return true;
  });
}
