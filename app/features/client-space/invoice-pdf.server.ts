import type { Language } from "#app/lib/i18n/languages.ts";
import { colon, percent } from "#app/lib/i18n/typography.ts";
import { formatVatRate, renderBusinessDocument } from "#app/lib/pdf/business-document.server.ts";
import { documentSeller } from "#app/lib/pdf/seller.ts";
import { formatSiret } from "#app/lib/siret.ts";
import { countryName, type BusinessDetails } from "#app/features/crm/settings/business.ts";
import { ciiXml } from "#app/features/crm/billing/cii.ts";
import { eInvoiceOf, invoiceMentions, type IssuedInvoice } from "#app/features/crm/billing/e-invoice.ts";
import { vatBreakdown } from "#app/features/crm/billing/invoicing.ts";
import { currentSettings } from "#app/features/crm/settings/store.server.ts";
import { downloadResponse } from "#app/lib/download.ts";
import type { AppServices } from "#server/services.ts";
import type { InvoiceDocument } from "./billing.server.ts";
import { formatDate, formatMoney } from "./format.ts";

/**
 * An invoice or credit note as a Factur-X PDF (DECISIONS.md points 7 and 9): a PDF/A-3 that
 * carries its CII XML, and prints every mandatory mention (e-invoice.ts): seller with legal form,
 * capital, RCS, SIRET and VAT number; buyer with billing address, SIRET, VAT number, Chorus Pro
 * service code and purchase order; number, dates and service period; lines with quantity, unit
 * price before VAT and VAT rate; totals with VAT per rate; payment terms that agree with the due
 * date, penalties, the 40 € indemnity, no discount, and the bank details to pay by transfer.
 * The seller and buyer are those kept with the invoice when it was issued.
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
    order: "Bon de commande / engagement",
    line: "Désignation",
    qty: "Qté",
    unit: "Prix unitaire HT",
    vatRate: "TVA",
    amount: "Montant HT",
    subtotal: "Total HT",
    vatAmount: "TVA",
    base: "base",
    total: "Total TTC",
    paid: "Payée le",
    facturX: "Facture électronique Factur-X (EN 16931) : les données de la facture sont jointes au PDF.",
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
    order: "Purchase order / commitment",
    line: "Description",
    qty: "Qty",
    unit: "Unit price excl. VAT",
    vatRate: "VAT",
    amount: "Amount excl. VAT",
    subtotal: "Total excl. VAT",
    vatAmount: "VAT",
    base: "on",
    total: "Total incl. VAT",
    paid: "Paid on",
    facturX: "Factur-X e-invoice (EN 16931): the invoice's data is attached to the PDF.",
  },
} as const;

/** An invoice's or credit note's file name: `facture-FA-2026-00012.pdf`, `avoir-AV-2026-00003.pdf`. */
export function invoiceFileName(invoice: InvoiceDocument["invoice"]): string {
  return `${invoice.kind === "credit_note" ? "avoir" : "facture"}-${invoice.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

/**
 * An issued invoice's PDF to download, in `lang`, with the vendor's current business details: the
 * same file for the customer's members and the staff.
 */
export async function invoicePdfResponse(
  services: AppServices,
  doc: InvoiceDocument,
  lang: Language,
): Promise<Response> {
  const { business } = await currentSettings(services);
  const bytes = await invoicePdf(doc, lang, business);
  return downloadResponse(new Uint8Array(bytes), {
    name: invoiceFileName(doc.invoice),
    type: "application/pdf",
  });
}

/** The facts the mentions and the XML are written from. */
export function issuedInvoiceOf(doc: InvoiceDocument, currentSeller: BusinessDetails): IssuedInvoice {
  const { invoice } = doc;
  return {
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt ?? new Date(0).toISOString(),
    dueAt: invoice.dueAt,
    currency: invoice.currency,
    vatRateBp: invoice.vatRateBp,
    periodStart: doc.periodStart,
    periodEnd: doc.periodEnd,
    lines: doc.lines,
    seller: documentSeller(doc.seller, currentSeller),
    buyer: doc.buyer,
    credited: doc.credited,
  };
}

/** The CII XML embedded in the invoice's PDF (`factur-x.xml`). */
export function invoiceXml(doc: InvoiceDocument, currentSeller: BusinessDetails): string {
  return ciiXml(eInvoiceOf(issuedInvoiceOf(doc, currentSeller)));
}

export async function invoicePdf(
  doc: InvoiceDocument,
  lang: Language,
  /** The vendor's current business details (`currentSettings(services).business`). */
  currentSeller: BusinessDetails,
): Promise<Uint8Array> {
  const t = TEXTS[lang];
  const issued = issuedInvoiceOf(doc, currentSeller);
  const { invoice, buyer } = doc;
  const seller = issued.seller;
  const m = invoiceMentions(issued, lang);
  const money = (cents: number) => formatMoney(cents, lang, invoice.currency);
  const rate = percent(formatVatRate(invoice.vatRateBp, lang), lang);
  const breakdown = vatBreakdown(doc.lines.map((l) => ({ ...l, vatRateBp: invoice.vatRateBp })));
  const title = `${invoice.kind === "credit_note" ? t.creditNote : t.invoice} ${invoice.number}`;
  return renderBusinessDocument({
    lang,
    title,
    subject: invoice.number,
    producer: seller.legalName,
    headerLines: [
      `${t.date}${colon(lang)}${formatDate(invoice.issuedAt, lang)}    ${t.due}${colon(lang)}${formatDate(invoice.dueAt, lang)}`,
      invoice.paidAt ? `${t.paid} ${formatDate(invoice.paidAt, lang)}` : "",
    ].filter(Boolean),
    seller,
    buyerHeading: t.buyer,
    buyerLines: [
      buyer.name,
      buyer.addressLine1,
      buyer.addressLine2,
      `${buyer.postalCode} ${buyer.city}`.trim(),
      countryName(buyer.country, lang),
      buyer.siret ? `${t.siret}${colon(lang)}${formatSiret(buyer.siret)}` : "",
      buyer.vatNumber ? `${t.vat}${colon(lang)}${buyer.vatNumber}` : "",
      buyer.chorusServiceCode ? `${t.chorus}${colon(lang)}${buyer.chorusServiceCode}` : "",
      buyer.orderReference ? `${t.order}${colon(lang)}${buyer.orderReference}` : "",
    ].filter(Boolean),
    preamble: [m.period, m.credited].filter(Boolean),
    columns: { label: t.line, quantity: t.qty, unit: t.unit, vat: t.vatRate, amount: t.amount },
    lines: doc.lines.map((l) => ({ ...l, vatRate: rate })),
    totals: [
      [t.subtotal, money(breakdown.subtotalCents)],
      ...breakdown.rates.map((r): [string, string] => [
        `${t.vatAmount} ${percent(formatVatRate(r.rateBp, lang), lang)} (${t.base} ${money(r.basisCents)})`,
        money(r.vatCents),
      ]),
      [t.total, money(breakdown.totalCents)],
    ],
    notes: [
      { text: m.terms, size: 9, bold: true },
      { text: m.payment, size: 9 },
      { text: m.penalties },
      { text: m.indemnity },
      { text: m.discount },
      { text: t.facturX },
      { text: m.sellerLegal },
    ].filter((n) => n.text),
    money,
    facturX: {
      xml: ciiXml(eInvoiceOf(issued)),
      date: new Date(issued.issuedAt),
      author: seller.legalName,
    },
  });
}
