import type { Language } from "#app/lib/i18n/languages.ts";
import { drawSellerBlock, winAnsi as ansi } from "#app/lib/pdf/seller-block.server.ts";
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
  // The PDF library loads with the first invoice asked for, not with every start of the server.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const t = TEXTS[lang];
  const { invoice, lines, buyer } = doc;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${invoice.kind === "credit_note" ? t.creditNote : t.invoice} ${invoice.number}`);
  pdf.setProducer("GA Éducation");
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  let y = 790;
  const text = (s: string, x: number, size = 10, f = font) =>
    page.drawText(ansi(s), { x, y, size, font: f, color: ink });
  const right = (s: string, xRight: number, size = 10, f = font) =>
    page.drawText(ansi(s), { x: xRight - f.widthOfTextAtSize(ansi(s), size), y, size, font: f, color: ink });
  const money = (cents: number) => formatMoney(cents, lang, invoice.currency);

  text(`${invoice.kind === "credit_note" ? t.creditNote : t.invoice} ${invoice.number}`, 50, 20, bold);
  y -= 24;
  text(
    `${t.date} : ${formatDate(invoice.issuedAt, lang)}    ${t.due} : ${formatDate(invoice.dueAt, lang)}`,
    50,
  );
  if (invoice.paidAt) {
    y -= 14;
    text(`${t.paid} ${formatDate(invoice.paidAt, lang)}`, 50);
  }
  y -= 30;
  const seller = documentSeller(doc.seller, currentSeller);
  const sellerBottom = drawSellerBlock(page, seller, lang, { x: 50, y }, { font, bold, color: ink });
  text(t.buyer, 320, 10, bold);
  y -= 14;
  const buyerLines = [
    buyer.name,
    buyer.addressLine1,
    buyer.addressLine2,
    `${buyer.postalCode} ${buyer.city}`.trim(),
    buyer.country,
    buyer.siret ? `${t.siret} : ${formatSiret(buyer.siret)}` : "",
    buyer.vatNumber ? `${t.vat} : ${buyer.vatNumber}` : "",
    buyer.chorusServiceCode ? `${t.chorus} : ${buyer.chorusServiceCode}` : "",
  ].filter(Boolean);
  for (const line of buyerLines) {
    text(line, 320);
    y -= 14;
  }
  y = Math.min(y, sellerBottom) - 30;
  text(t.line, 50, 10, bold);
  right(t.qty, 330, 10, bold);
  right(t.unit, 440, 10, bold);
  right(t.amount, 545, 10, bold);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: ink });
  y -= 16;
  for (const line of lines) {
    text(line.label.slice(0, 60), 50);
    right(String(line.quantity), 330);
    right(money(line.unitCents), 440);
    right(money(line.unitCents * line.quantity), 545);
    y -= 16;
  }
  y -= 10;
  const vatRate = new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    maximumFractionDigits: 2,
  }).format(invoice.vatRateBp / 100);
  for (const [label, value, f] of [
    [t.subtotal, money(invoice.subtotalCents), font],
    [`${t.vatAmount} ${vatRate} %`, money(invoice.vatCents), font],
    [t.total, money(invoice.totalCents), bold],
  ] as const) {
    right(label, 440, 10, f);
    right(value, 545, 10, f);
    y -= 16;
  }
  y -= 30;
  page.drawText(ansi(t.terms), { x: 50, y, size: 8, font, color: ink, maxWidth: 495, lineHeight: 11 });
  return pdf.save();
}
