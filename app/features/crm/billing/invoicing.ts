import type { InvoicePaymentMethod } from "#server/db/schema.ts";

/**
 * Invoice arithmetic and numbering (DECISIONS.md point 7; issue 8): amounts in integer cents, French
 * VAT at 20 % rounded half away from zero on the invoice's subtotal, numbers FA-YYYY-NNNNN in one
 * unbroken sequence per calendar year (Paris time) shared by invoices and credit notes.
 */
export const VAT_RATE_BP = 2000;
export const PAYMENT_TERM_DAYS = 30;
export const INVOICE_PREFIX = "FA";
/** How a recorded payment was received (a bank transfer, a SEPA direct debit collected). */
export const PAYMENT_METHODS = ["transfer", "sepa"] as const satisfies readonly InvoicePaymentMethod[];

export interface Line {
  readonly label: string;
  readonly quantity: number;
  readonly unitCents: number;
}

/** a × b / c rounded half away from zero, in integers (no float drift on cents). */
function roundedRatio(value: number, rateBp: number): number {
  const sign = value < 0 ? -1 : 1;
  const scaled = Math.abs(value) * rateBp;
  return sign * Math.floor((scaled + 5000) / 10_000);
}

export function totalsOf(lines: readonly Line[], vatRateBp = VAT_RATE_BP) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const vatCents = roundedRatio(subtotalCents, vatRateBp);
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

/** The year an invoice issued at `at` is numbered in: the calendar year in Paris. */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Paris" }).format(at));
}

export function invoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(5, "0")}`;
}

/** The lines of a credit note that cancels `lines` entirely (negative amounts). */
export function creditLines(lines: readonly Line[]): Line[] {
  return lines.map((l) => ({ label: l.label, quantity: l.quantity, unitCents: -l.unitCents }));
}
