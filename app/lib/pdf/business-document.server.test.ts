import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS } from "#app/features/crm/settings/business.ts";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import {
  formatVatRate,
  renderBusinessDocument,
  wrapText,
  type BusinessDocument,
} from "./business-document.server.ts";

const LONG_LABEL =
  "Accompagnement au déploiement de GA Academic+ sur les trois sites du groupe scolaire, formation des équipes administratives et reprise des données historiques";

function doc(lines: BusinessDocument["lines"]): BusinessDocument {
  return {
    lang: "fr",
    title: "Facture F-2026-0042",
    producer: DEFAULT_BUSINESS.legalName,
    headerLines: ["Date : 26 nov. 2026"],
    seller: DEFAULT_BUSINESS,
    buyerHeading: "Client",
    buyerLines: ["Lycée Victor Hugo", "12 rue des Écoles", "75005 Paris"],
    columns: { label: "Désignation", quantity: "Qté", unit: "Prix unitaire HT", amount: "Montant HT" },
    lines,
    totals: [
      ["Total HT", "100,00 €"],
      ["Total TTC", "120,00 €"],
    ],
    notes: [{ text: "Pas d'escompte pour paiement anticipé." }],
    money: (cents) => `${(cents / 100).toFixed(2)} €`,
  };
}

describe("the business document layout", () => {
  it("wraps a long label on several lines and never cuts it", async () => {
    const text = pdfText(
      await renderBusinessDocument(doc([{ label: LONG_LABEL, quantity: 1, unitCents: 10_000 }])),
    );
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("reprise des données historiques");
    expect(flat).toContain("Accompagnement au déploiement");
    expect(flat).toContain("Pas d'escompte pour paiement anticipé.");
  });

  it("goes on to new pages, with the table's header again, when the lines do not fit", async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({
      label: `Ligne ${i + 1} ${LONG_LABEL}`,
      quantity: 1,
      unitCents: 100,
    }));
    const bytes = await renderBusinessDocument(doc(lines));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    const text = pdfText(bytes);
    expect(text.match(/Désignation/g)?.length).toBe(pdf.getPageCount());
    expect(text).toContain("Ligne 80");
    expect(text).toContain("Total TTC");
  });

  it("cuts only a single word wider than the column", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const word = "x".repeat(200);
    const parts = wrapText(`court ${word}`, 100, font, 10);
    expect(parts[0]).toBe("court");
    expect(parts.slice(1).join("")).toBe(word);
    for (const part of parts) expect(font.widthOfTextAtSize(part, 10)).toBeLessThanOrEqual(100);
  });

  it("writes VAT rates as each language does", () => {
    expect(formatVatRate(2000, "fr")).toBe("20");
    expect(formatVatRate(550, "fr")).toBe("5,5");
    expect(formatVatRate(550, "en")).toBe("5.5");
  });
});
