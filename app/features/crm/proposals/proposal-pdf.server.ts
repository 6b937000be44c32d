import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { drawSellerBlock, winAnsi as ansi } from "#app/lib/pdf/seller-block.server.ts";
import { documentSeller } from "#app/lib/pdf/seller.ts";
import { formatSiret } from "#app/lib/siret.ts";
import type { BusinessDetails } from "#app/features/crm/settings/business.ts";
import type { ProposalView } from "./proposal-records.server.ts";
import { addonName, planName } from "./proposals.ts";

/**
 * A commercial proposal as a PDF (issue 8: "a numbered PDF proposal (lines, VAT, validity)"):
 * number and dates, the seller (the business details kept with the proposal when it was issued, as
 * on invoices; the current ones for a proposal issued before they were kept) and the buyer, the
 * subscription offered, the lines with amounts excluding VAT, VAT and including VAT, the validity
 * and a place for the customer's agreement. Written in the proposal's language. Standard fonts
 * only, in WinAnsi (the narrow spaces of French number formats become spaces).
 */
export interface ProposalDocument {
  readonly proposal: ProposalView & { readonly number: string; readonly issuedAt: string };
  readonly buyer: {
    readonly name: string;
    readonly contact: string;
    readonly email: string;
    readonly siret: string;
    readonly address: readonly string[];
  };
  /** The seller's details kept when it was issued; null if issued before they were kept. */
  readonly seller: BusinessDetails | null;
}

const TEXTS = {
  fr: {
    title: "Proposition commerciale",
    date: "Date",
    validUntil: "Valable jusqu'au",
    buyer: "Client",
    siret: "SIRET",
    offer: "Offre",
    students: "Élèves",
    cap: "Plafond",
    unlimited: "illimité",
    addons: "Options",
    monthly: "Abonnement mensuel HT",
    line: "Désignation",
    qty: "Qté",
    unit: "Prix unitaire HT",
    amount: "Montant HT",
    subtotal: "Total HT",
    vatAmount: "TVA",
    total: "Total TTC",
    terms:
      "Prix en euros. Proposition valable jusqu'à la date indiquée ; abonnement d'un an renouvelable, facturé selon les conditions générales de vente.",
    agreement: "Bon pour accord (date, nom, signature et cachet) :",
  },
  en: {
    title: "Commercial proposal",
    date: "Date",
    validUntil: "Valid until",
    buyer: "Customer",
    siret: "SIRET",
    offer: "Plan",
    students: "Students",
    cap: "Cap",
    unlimited: "unlimited",
    addons: "Add-ons",
    monthly: "Monthly subscription excl. VAT",
    line: "Description",
    qty: "Qty",
    unit: "Unit price excl. VAT",
    amount: "Amount excl. VAT",
    subtotal: "Total excl. VAT",
    vatAmount: "VAT",
    total: "Total incl. VAT",
    terms:
      "Prices in euros. Proposal valid until the date given; one-year renewable subscription, invoiced under the general terms of sale.",
    agreement: "Agreed (date, name, signature and stamp):",
  },
} as const;

export function proposalFileName(number: string): string {
  return `proposition-${number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

export async function proposalPdf(
  doc: ProposalDocument,
  /** The vendor's current business details (`currentSettings(services).business`). */
  currentSeller: BusinessDetails,
): Promise<Uint8Array> {
  // The PDF library loads with the first document asked for, not with every start of the server.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const { proposal, buyer } = doc;
  const seller = documentSeller(doc.seller, currentSeller);
  const lang = proposal.language;
  const t = TEXTS[lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${proposal.number}`);
  pdf.setSubject(proposal.number);
  pdf.setProducer(seller.legalName);
  pdf.setLanguage(lang === "fr" ? "fr-FR" : "en-GB");
  let page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  let y = 790;
  const text = (s: string, x: number, size = 10, f = font) =>
    page.drawText(ansi(s), { x, y, size, font: f, color: ink });
  const right = (s: string, xRight: number, size = 10, f = font) =>
    page.drawText(ansi(s), { x: xRight - f.widthOfTextAtSize(ansi(s), size), y, size, font: f, color: ink });
  /** Words of `s` in lines no wider than `width`. */
  const wrap = (s: string, width: number, size = 10): string[] => {
    const lines: string[] = [];
    let current = "";
    for (const word of ansi(s).split(" ")) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    return current ? [...lines, current] : lines;
  };
  const money = (cents: number) => formatMoney(cents, lang, proposal.currency);
  const newPage = () => {
    page = pdf.addPage([595.28, 841.89]);
    y = 790;
  };

  text(`${t.title} ${proposal.number}`, 50, 20, bold);
  y -= 24;
  text(
    `${t.date} : ${formatDate(proposal.issuedAt, lang)}    ${t.validUntil} : ${formatDate(`${proposal.validUntil}T12:00:00Z`, lang)}`,
    50,
  );
  y -= 30;
  const sellerBottom = drawSellerBlock(page, seller, lang, { x: 50, y }, { font, bold, color: ink });
  text(t.buyer, 320, 10, bold);
  y -= 14;
  const buyerLines = [
    buyer.name,
    buyer.contact,
    buyer.email,
    ...buyer.address,
    buyer.siret ? `${t.siret} : ${formatSiret(buyer.siret)}` : "",
  ].filter(Boolean);
  for (const line of buyerLines) {
    for (const part of wrap(line, 225)) {
      text(part, 320);
      y -= 14;
    }
  }
  y = Math.min(y, sellerBottom) - 24;

  const cap = proposal.studentCap === null ? t.unlimited : String(proposal.studentCap);
  const terms = [
    `${t.offer} : GA Academic+ ${planName(proposal.plan)}    ${t.students} : ${proposal.students}    ${t.cap} : ${cap}`,
    proposal.addons.length
      ? `${t.addons} : ${proposal.addons.map((a) => `${addonName(a.id, lang)}${a.quantity > 1 ? ` × ${a.quantity}` : ""}`).join(", ")}`
      : "",
    `${t.monthly} : ${money(proposal.mrrCents)}`,
  ].filter(Boolean);
  for (const line of terms) {
    for (const part of wrap(line, 495)) {
      text(part, 50);
      y -= 14;
    }
  }
  y -= 16;

  const header = () => {
    text(t.line, 50, 10, bold);
    right(t.qty, 330, 10, bold);
    right(t.unit, 440, 10, bold);
    right(t.amount, 545, 10, bold);
    y -= 6;
    page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: ink });
    y -= 16;
  };
  header();
  for (const line of proposal.lines) {
    const parts = wrap(line.label, 240);
    if (y - 14 * parts.length < 120) {
      newPage();
      header();
    }
    right(String(line.quantity), 330);
    right(money(line.unitCents), 440);
    right(money(line.unitCents * line.quantity), 545);
    for (const part of parts) {
      text(part, 50);
      y -= 14;
    }
    y -= 4;
  }
  y -= 10;
  if (y < 150) newPage();
  const vatRate = new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    maximumFractionDigits: 2,
  }).format(proposal.vatRateBp / 100);
  for (const [label, value, f] of [
    [t.subtotal, money(proposal.subtotalCents), font],
    [`${t.vatAmount} ${vatRate} %`, money(proposal.vatCents), font],
    [t.total, money(proposal.totalCents), bold],
  ] as const) {
    right(label, 440, 10, f);
    right(value, 545, 10, f);
    y -= 16;
  }
  y -= 24;
  page.drawText(ansi(t.terms), { x: 50, y, size: 8, font, color: ink, maxWidth: 495, lineHeight: 11 });
  y -= 40;
  text(t.agreement, 50, 10, bold);
  return pdf.save();
}
