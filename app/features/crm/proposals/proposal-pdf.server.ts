import { colon, percent } from "#app/lib/i18n/typography.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { formatVatRate, renderBusinessDocument } from "#app/lib/pdf/business-document.server.ts";
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
  const { proposal, buyer } = doc;
  const seller = documentSeller(doc.seller, currentSeller);
  const lang = proposal.language;
  const t = TEXTS[lang];
  const money = (cents: number) => formatMoney(cents, lang, proposal.currency);
  const cap = proposal.studentCap === null ? t.unlimited : String(proposal.studentCap);
  return renderBusinessDocument({
    lang,
    title: `${t.title} ${proposal.number}`,
    subject: proposal.number,
    producer: seller.legalName,
    headerLines: [
      `${t.date}${colon(lang)}${formatDate(proposal.issuedAt, lang)}    ${t.validUntil}${colon(lang)}${formatDate(`${proposal.validUntil}T12:00:00Z`, lang)}`,
    ],
    seller,
    buyerHeading: t.buyer,
    buyerLines: [
      buyer.name,
      buyer.contact,
      buyer.email,
      ...buyer.address,
      buyer.siret ? `${t.siret}${colon(lang)}${formatSiret(buyer.siret)}` : "",
    ].filter(Boolean),
    preamble: [
      `${t.offer}${colon(lang)}GA Academic+ ${planName(proposal.plan)}    ${t.students}${colon(lang)}${proposal.students}    ${t.cap}${colon(lang)}${cap}`,
      proposal.addons.length
        ? `${t.addons}${colon(lang)}${proposal.addons.map((a) => `${addonName(a.id, lang)}${a.quantity > 1 ? ` × ${a.quantity}` : ""}`).join(", ")}`
        : "",
      `${t.monthly}${colon(lang)}${money(proposal.mrrCents)}`,
    ].filter(Boolean),
    columns: { label: t.line, quantity: t.qty, unit: t.unit, amount: t.amount },
    lines: proposal.lines,
    totals: [
      [t.subtotal, money(proposal.subtotalCents)],
      [`${t.vatAmount} ${percent(formatVatRate(proposal.vatRateBp, lang), lang)}`, money(proposal.vatCents)],
      [t.total, money(proposal.totalCents)],
    ],
    notes: [{ text: t.terms }, { text: t.agreement, size: 10, bold: true }],
    money,
  });
}
