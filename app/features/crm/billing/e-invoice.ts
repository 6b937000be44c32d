import type { Language } from "#app/lib/i18n/languages.ts";
import type { BusinessDetails } from "#app/features/crm/settings/business.ts";
import { formatIban } from "#app/lib/iban.ts";
import { formatSiret, sirenOfSiret } from "#app/lib/siret.ts";
import type { EInvoice, EInvoicePayment } from "./cii.ts";
import type { Line } from "./invoicing.ts";
import type { BillingDetailsRecord } from "#app/features/institutions/billing-details.ts";
import { percent } from "#app/lib/i18n/typography.ts";

/**
 * What an issued invoice says, in one place for its PDF and its CII XML (DECISIONS.md point 9):
 * the mandatory mentions of the Code de commerce (L441-9, L441-10, R123-238) and of the CGI
 * (art. 242 nonies A), in the document's language, and the model `ciiXml` writes. Pure.
 */

/** The customer's billing details as kept with an issued invoice (`buyer_snapshot`, migration 0017). */
export type InvoiceBuyer = Omit<BillingDetailsRecord, "engagementNumber"> & {
  /** Purchase order or legal commitment number (public buyers), from their purchase-order payment method. */
  readonly orderReference: string;
  /** How the customer pays: by transfer (also purchase orders), or SEPA direct debit with its mandate. */
  readonly payment: "transfer" | "sepa";
  readonly mandateReference: string;
};

/** A billing address complete enough to issue to: street, postal code and city. */
export function hasBillingAddress(b: Pick<InvoiceBuyer, "addressLine1" | "postalCode" | "city">): boolean {
  return Boolean(b.addressLine1.trim() && b.postalCode.trim() && b.city.trim());
}

/** The facts of an issued document the mentions and the XML are written from. */
export interface IssuedInvoice {
  readonly number: string;
  readonly kind: "invoice" | "credit_note";
  readonly issuedAt: string;
  readonly dueAt: string | null;
  readonly currency: string;
  readonly vatRateBp: number;
  /** YYYY-MM-DD, or null for invoices drafted before periods were kept (their issue date). */
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  readonly lines: readonly Line[];
  readonly seller: BusinessDetails;
  readonly buyer: InvoiceBuyer;
  /** The invoice a credit note corrects. */
  readonly credited: { readonly number: string; readonly issuedAt: string | null } | null;
}

const LOCALES: Record<Language, string> = { fr: "fr-FR", en: "en-GB" };

/** The calendar date in Paris of an instant, YYYY-MM-DD. */
export function parisDate(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(iso));
}

/** A civil date (YYYY-MM-DD) as the language writes it ("1 déc. 2026", "1 Dec 2026"). */
export function formatCivilDate(key: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${key}T00:00:00Z`),
  );
}

function euros(cents: number, lang: Language, currency = "EUR"): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: "currency",
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

function rate(bp: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(bp / 100);
}

/** The service period: its dates, or the issue date for an invoice drafted before periods were kept. */
export function servicePeriod(inv: Pick<IssuedInvoice, "periodStart" | "periodEnd" | "issuedAt">) {
  const issued = parisDate(inv.issuedAt);
  return { start: inv.periodStart ?? issued, end: inv.periodEnd ?? inv.periodStart ?? issued };
}

/** The service period of a new draft: from `from` (YYYY-MM-DD) for `months` months, last day included. */
export function periodFrom(from: string, months: number): { start: string; end: string } {
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d - 1));
  return { start: from, end: end.toISOString().slice(0, 10) };
}

export interface InvoiceMentions {
  readonly period: string;
  readonly terms: string;
  readonly penalties: string;
  readonly indemnity: string;
  readonly discount: string;
  /** How to pay: bank details and the reference to quote, or the direct debit. */
  readonly payment: string;
  /** Legal form, share capital, RCS, SIREN (R123-238). */
  readonly sellerLegal: string;
  readonly credited: string;
}

export function invoiceMentions(inv: IssuedInvoice, lang: Language): InvoiceMentions {
  const s = inv.seller;
  const fr = lang === "fr";
  const period = servicePeriod(inv);
  const due = inv.dueAt ? formatCivilDate(parisDate(inv.dueAt), lang) : "";
  const days = inv.dueAt
    ? Math.round((Date.parse(parisDate(inv.dueAt)) - Date.parse(parisDate(inv.issuedAt))) / 86_400_000)
    : 0;
  const siren = s.siret ? sirenOfSiret(s.siret).replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3") : "";
  const legal = [
    s.legalForm && s.shareCapitalCents
      ? fr
        ? `${s.legalForm} au capital de ${euros(s.shareCapitalCents, lang)}`
        : `${s.legalForm} with a share capital of ${euros(s.shareCapitalCents, lang)}`
      : s.legalForm,
    s.rcsCity ? `RCS ${s.rcsCity} ${siren}` : "",
    s.siret ? `SIRET ${formatSiret(s.siret)}` : "",
    s.vatNumber ? `${fr ? "TVA intracommunautaire" : "VAT number"} ${s.vatNumber}` : "",
  ].filter(Boolean);
  const payment =
    inv.buyer.payment === "sepa"
      ? fr
        ? `Règlement par prélèvement SEPA à l'échéance (mandat ${inv.buyer.mandateReference}).`
        : `Payment by SEPA direct debit on the due date (mandate ${inv.buyer.mandateReference}).`
      : s.iban
        ? fr
          ? `Règlement par virement : IBAN ${formatIban(s.iban)}, BIC ${s.bic}. Référence à indiquer : ${inv.number}.`
          : `Payment by bank transfer: IBAN ${formatIban(s.iban)}, BIC ${s.bic}. Reference to quote: ${inv.number}.`
        : "";
  return {
    period: fr
      ? `Période de service : du ${formatCivilDate(period.start, lang)} au ${formatCivilDate(period.end, lang)}`
      : `Service period: ${formatCivilDate(period.start, lang)} to ${formatCivilDate(period.end, lang)}`,
    terms:
      days <= 0
        ? fr
          ? `Paiement à réception de la facture, au plus tard le ${due}.`
          : `Payment on receipt of the invoice, by ${due} at the latest.`
        : fr
          ? `Paiement à ${days} jours date de facture, au plus tard le ${due}.`
          : `Payment within ${days} days of the invoice date, by ${due} at the latest.`,
    penalties: s.latePenaltyRateBp
      ? fr
        ? `Pénalités de retard : taux annuel de ${percent(rate(s.latePenaltyRateBp, lang), lang)}, exigibles dès le lendemain de l'échéance sans rappel préalable.`
        : `Late-payment penalties: annual rate of ${percent(rate(s.latePenaltyRateBp, lang), lang)}, due from the day after the due date without prior notice.`
      : "",
    indemnity: fr
      ? "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €."
      : "Fixed indemnity for recovery costs in case of late payment: €40.",
    discount: fr ? "Pas d'escompte pour paiement anticipé." : "No discount for early payment.",
    payment,
    sellerLegal: `${s.legalName} — ${legal.join(" — ")}`,
    credited: inv.credited
      ? fr
        ? `Avoir sur la facture ${inv.credited.number}${inv.credited.issuedAt ? ` du ${formatCivilDate(parisDate(inv.credited.issuedAt), lang)}` : ""}.`
        : `Credit note for invoice ${inv.credited.number}${inv.credited.issuedAt ? ` of ${formatCivilDate(parisDate(inv.credited.issuedAt), lang)}` : ""}.`
      : "",
  };
}

/** The model of the CII XML (in French, the seller's language). */
export function eInvoiceOf(inv: IssuedInvoice): EInvoice {
  const m = invoiceMentions(inv, "fr");
  const s = inv.seller;
  const b = inv.buyer;
  const period = servicePeriod(inv);
  const payment: EInvoicePayment =
    b.payment === "sepa"
      ? { kind: "directDebit", mandateReference: b.mandateReference }
      : { kind: "transfer", iban: s.iban, bic: s.bic };
  return {
    number: inv.number,
    kind: inv.kind === "credit_note" ? "creditNote" : "invoice",
    issueDate: parisDate(inv.issuedAt),
    dueDate: inv.dueAt ? parisDate(inv.dueAt) : null,
    currency: inv.currency,
    periodStart: period.start,
    periodEnd: period.end,
    seller: {
      name: s.legalName,
      siren: s.siret ? sirenOfSiret(s.siret) : "",
      vatNumber: s.vatNumber,
      street: s.street,
      postalCode: s.postalCode,
      city: s.city,
      country: s.country,
      email: s.email,
      legalInfo: m.sellerLegal,
    },
    buyer: {
      name: b.name,
      siret: b.siret,
      vatNumber: b.vatNumber,
      street: b.addressLine1,
      street2: b.addressLine2,
      postalCode: b.postalCode,
      city: b.city,
      country: b.country,
      serviceCode: b.chorusServiceCode,
      orderReference: b.orderReference,
    },
    lines: inv.lines.map((l) => ({ ...l, vatRateBp: inv.vatRateBp })),
    paymentTerms: m.terms,
    notes: [
      ...(m.penalties ? [{ subject: "PMD" as const, text: m.penalties }] : []),
      { subject: "PMT", text: m.indemnity },
      { subject: "AAB", text: m.discount },
    ],
    payment,
    paymentReference: inv.number,
    ...(inv.credited
      ? {
          preceding: {
            number: inv.credited.number,
            issueDate: inv.credited.issuedAt ? parisDate(inv.credited.issuedAt) : null,
          },
        }
      : {}),
  };
}
