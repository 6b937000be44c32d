import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS } from "#app/features/crm/settings/business.ts";
import { pdfText } from "../../../../tests/support/pdf-text.ts";
import { proposalFileName, proposalPdf, type ProposalDocument } from "./proposal-pdf.server.ts";
import { proposalTotals } from "./proposals.ts";

const lines = [
  { label: "Abonnement GA Academic+ Premium — 12 mois", quantity: 12, unitCents: 39_900 },
  {
    label:
      "Élèves au-delà des 150 inclus : 100 × 1,20 € par mois — 12 mois, une désignation assez longue pour passer à la ligne",
    quantity: 12,
    unitCents: 12_000,
  },
  { label: "Remise pour engagement annuel (10 %)", quantity: 1, unitCents: -61_320 },
];
const totals = proposalTotals(lines);

function doc(language: "fr" | "en"): ProposalDocument {
  return {
    proposal: {
      id: "p1",
      leadId: "l1",
      number: "DEV-2026-0042",
      status: "issued",
      plan: "premium",
      students: 250,
      studentCap: 300,
      modules: ["finance"],
      addons: [{ id: "creche", quantity: 1 }],
      mrrCents: 43_980,
      lines,
      validUntil: "2026-04-09",
      ...totals,
      vatRateBp: 2000,
      currency: "EUR",
      language,
      issuedAt: "2026-03-10T10:00:00.000Z",
      createdAt: "2026-03-09T10:00:00.000Z",
      expired: false,
      institutionId: null,
      subscriptionId: null,
      convertedAt: null,
      viewedAt: null,
      signedBy: null,
    },
    buyer: {
      name: "Lycée Jean-Zay",
      contact: "Nadia Roux, Proviseure",
      email: "n.roux@lycee-jean-zay.example",
      siret: "73282932000074",
      address: [],
    },
    seller: null,
  };
}

describe("proposal PDF", () => {
  it("is a PDF numbered like the proposal, with seller, buyer, lines, VAT and validity", async () => {
    const bytes = await proposalPdf(doc("fr"), DEFAULT_BUSINESS);
    expect(Buffer.from(bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Proposition commerciale DEV-2026-0042");
    const text = pdfText(bytes).replace(/\s+/g, " ");
    for (const expected of [
      "Proposition commerciale DEV-2026-0042",
      "Valable jusqu'au : 9 avr. 2026",
      DEFAULT_BUSINESS.legalName,
      "SIRET : 842 519 308 00014",
      "Lycée Jean-Zay",
      "Nadia Roux, Proviseure",
      "SIRET : 732 829 320 00074",
      "Offre : GA Academic+ Premium",
      "Options : Module Crèche",
      "Abonnement GA Academic+ Premium — 12 mois",
      "passer à la ligne",
      "-613,20 €",
      "Total HT",
      "TVA 20 %",
      "Total TTC",
      "Bon pour accord",
    ]) {
      expect(text).toContain(expected);
    }
    // 12 × 399 + 12 × 120 − 613.20 = 5 614.80 excl. VAT; VAT 1 122.96; 6 737.76 incl. VAT.
    for (const amount of ["5 614,80 €", "1 122,96 €", "6 737,76 €"]) expect(text).toContain(amount);
    expect(totals).toEqual({ subtotalCents: 561_480, vatCents: 112_296, totalCents: 673_776 });
    expect(proposalFileName("DEV-2026-0042")).toBe("proposition-DEV-2026-0042.pdf");
  });

  it("is written in the proposal's language", async () => {
    const bytes = await proposalPdf(doc("en"), DEFAULT_BUSINESS);
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expect(text).toContain("Commercial proposal DEV-2026-0042");
    expect(text).toContain("Valid until: 9 Apr 2026");
    expect(text).toContain("Total incl. VAT");
    expect(text).not.toContain("Total TTC");
  });
});
