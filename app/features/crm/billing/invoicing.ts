import type { InvoicePaymentMethod } from "#server/db/schema.ts";

/**
 * Invoice arithmetic and numbering (DECISIONS.md point 7; issue 8): amounts in integer cents, French
 * VAT at 20 % rounded half away from zero on the invoice's subtotal, numbers FA-YYYY-NNNNN in one
 * unbroken sequence per calendar year (Paris time) shared by invoices and credit notes.
 */
export const VAT_RATE_BP = 2000;
export const INVOICE_PREFIX = "FA";
/** How a recorded payment was received (a bank transfer, a SEPA direct debit collected). */
export const PAYMENT_METHODS = ["transfer", "sepa"] as const satisfies readonly InvoicePaymentMethod[];

/** The fields of one row of a form's list of lines (an invoice's, a proposal's), posted once per row. */
export const LINE_FIELDS = ["label", "quantity", "unit"] as const;

/**
 * An amount typed in a field, in cents: "1 490,00 €", "-10", "12.5" (spaces, the euro sign and a
 * decimal comma allowed, at most two decimals); null when it is not one, or negative when
 * `negative` is false. The one reading of the invoice's and the proposal's amounts, in the actions
 * and in the builder's preview of the totals.
 */
export function amountCents(text: string, { negative = true }: { negative?: boolean } = {}): number | null {
  const v = text
    .trim()
    .replace(/[\s\u00a0\u202f€]/g, "")
    .replace(",", ".");
  return (negative ? /^-?\d{1,9}(\.\d{1,2})?$/ : /^\d{1,9}(\.\d{1,2})?$/).test(v)
    ? Math.round(Number(v) * 100)
    : null;
}

/** Text of an amount in cents for an input field ("1490.00", "-120.50"). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface Line {
  readonly label: string;
  readonly quantity: number;
  readonly unitCents: number;
}

/** value × rateBp / 10 000, rounded half away from zero, in integers. */
export function vatOf(basisCents: number, rateBp: number): number {
  const sign = basisCents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(basisCents) * rateBp + 5000) / 10_000);
}

export interface VatBreakdown {
  readonly rateBp: number;
  readonly basisCents: number;
  readonly vatCents: number;
}

/** The VAT of each rate, highest rate first, and the totals: what both the PDF and the XML print. */
export function vatBreakdown(lines: readonly { quantity: number; unitCents: number; vatRateBp: number }[]) {
  const bases = new Map<number, number>();
  for (const l of lines) bases.set(l.vatRateBp, (bases.get(l.vatRateBp) ?? 0) + l.quantity * l.unitCents);
  const rates: VatBreakdown[] = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, basisCents]) => ({ rateBp, basisCents, vatCents: vatOf(basisCents, rateBp) }));
  const subtotalCents = rates.reduce((s, r) => s + r.basisCents, 0);
  const vatCents = rates.reduce((s, r) => s + r.vatCents, 0);
  return { rates, subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

/** The totals of lines all at one rate (the invoice's). */
export function totalsOf(lines: readonly Line[], vatRateBp = VAT_RATE_BP) {
  const { subtotalCents, vatCents, totalCents } = vatBreakdown(lines.map((l) => ({ ...l, vatRateBp })));
  return { subtotalCents, vatCents, totalCents };
}

/** The year an invoice issued at `at` is numbered in: the calendar year in Paris. */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Paris" }).format(at));
}

export function invoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(5, "0")}`;
}

/**
 * The date a number is issued at: the time asked for, or the previous number's date when that is
 * later. Numbers and issue dates follow the same order (CGI, annexe II, art. 242 nonies A): an
 * issue that read the clock first but took the counter second never goes back in time.
 */
export function issueDateAfter(requested: Date, previous: Date | null): Date {
  return previous && previous.getTime() > requested.getTime() ? new Date(previous.getTime()) : requested;
}

/** The lines of a credit note that cancels `lines` entirely (negative amounts). */
export function creditLines(lines: readonly Line[]): Line[] {
  return lines.map((l) => ({ label: l.label, quantity: l.quantity, unitCents: -l.unitCents }));
}

/**
 * What an invoice takes of the pending plan-change adjustments without going below zero
 * (decision 030): every charge, then the credits in order while the subtotal stays at or above
 * zero; the part of a credit that would make it negative is carried to the next invoice. `taken`
 * and `carried` follow `amounts` (taken + carried = amount; carried is 0 or negative).
 */
export function fitAdjustments(
  baseSubtotalCents: number,
  amounts: readonly number[],
): { taken: number[]; carried: number[] } {
  let room = baseSubtotalCents + amounts.reduce((s, a) => s + (a > 0 ? a : 0), 0);
  const taken: number[] = [];
  const carried: number[] = [];
  for (const amount of amounts) {
    if (amount >= 0) {
      taken.push(amount);
      carried.push(0);
      continue;
    }
    const take = room > 0 ? Math.max(amount, -room) : 0;
    room += take;
    taken.push(take);
    carried.push(amount - take);
  }
  return { taken, carried };
}
