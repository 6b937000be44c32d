import type { Language } from "#app/lib/i18n/languages.ts";
import { formatVatRate, renderBusinessDocument } from "#app/lib/pdf/business-document.server.ts";
import { documentSeller } from "#app/lib/pdf/seller.ts";
import { formatSiret } from "#app/lib/siret.ts";
import type { BusinessDetails } from "#app/features/crm/settings/business.ts";
import type { InvoiceDocument } from "./billing.server.ts";
import { formatDate, formatMoney } from "./format.ts";

/**
 * An invoice as a PDF (DECISIONS.md point 7): seller, buyer with SIRET, VAT number and Chorus Pro
 * code, lines, amounts excluding VAT, VAT and including VAT, due date. Standard fonts only (no
 * file to ship); they use WinAnsi, so the narrow spaces of French number formats become spaces.
 * The seller block shows the business details kept with the invoice when it was issued, or, for
 * an invoice issued before they were kept, those of the admin CRM's configuration page.
 */
const TEXTS = {
  fr: {
    invoice: "Facture",
    creditNote: "Avoir",
    date: "Date",
    due: "Échéance",
    buyer: "Client",
    siret: "SIRET",
    vat: "TVA",
    chorus: "Code service Chorus Pro",
    line: "Désignation",
    qty: "Qté",
    unit: "Prix unitaire HT",
    amount: "Montant HT",
    subtotal: "Total HT",
    vatAmount: "TVA",
    total: "Total TTC",
    paid: "Payée le",
    terms:
      "Paiement à réception. Pénalités de retard : 3 fois le taux d'intérêt légal ; indemnité forfaitaire de recouvrement : 40 €.",
  },
  en: {
    invoice: "Invoice",
    creditNote: "Credit note",
    date: "Date",
    due: "Due date",
    buyer: "Customer",
    siret: "SIRET",
    vat: "VAT",
    chorus: "Chorus Pro service code",
    line: "Description",
    qty: "Qty",
    unit: "Unit price excl. VAT",
    amount: "Amount excl. VAT",
    subtotal: "Total excl. VAT",
    vatAmount: "VAT",
    total: "Total incl. VAT",
    paid: "Paid on",
    terms: "Payment on receipt. Late payment: 3 times the legal interest rate; fixed recovery fee: EUR 40.",
  },
} as const;

export async function invoicePdf(
  doc: InvoiceDocument,
  lang: Language,
  /** The vendor's current business details (`currentSettings(services).business`). */
  currentSeller: BusinessDetails,
): Promise<Uint8Array> {
  const t = TEXTS[lang];
  const { invoice, lines, buyer } = doc;
  const seller = documentSeller(doc.seller, currentSeller);
  const money = (cents: number) => formatMoney(cents, lang, invoice.currency);
  const title = `${invoice.kind === "credit_note" ? t.creditNote : t.invoice} ${invoice.number}`;
  return renderBusinessDocument({
    lang,
    title,
    subject: invoice.number,
    producer: seller.legalName,
    headerLines: [
      `${t.date} : ${formatDate(invoice.issuedAt, lang)}    ${t.due} : ${formatDate(invoice.dueAt, lang)}`,
      invoice.paidAt ? `${t.paid} ${formatDate(invoice.paidAt, lang)}` : "",
    ].filter(Boolean),
    seller,
    buyerHeading: t.buyer,
    buyerLines: [
      buyer.name,
      buyer.addressLine1,
      buyer.addressLine2,
      `${buyer.postalCode} ${buyer.city}`.trim(),
      buyer.country,
      buyer.siret ? `${t.siret} : ${formatSiret(buyer.siret)}` : "",
      buyer.vatNumber ? `${t.vat} : ${buyer.vatNumber}` : "",
      buyer.chorusServiceCode ? `${t.chorus} : ${buyer.chorusServiceCode}` : "",
    ].filter(Boolean),
    columns: { label: t.line, quantity: t.qty, unit: t.unit, amount: t.amount },
    lines,
    totals: [
      [t.subtotal, money(invoice.subtotalCents)],
      [`${t.vatAmount} ${formatVatRate(invoice.vatRateBp, lang)} %`, money(invoice.vatCents)],
      [t.total, money(invoice.totalCents)],
    ],
    notes: [{ text: t.terms }],
    money,
  });
}
