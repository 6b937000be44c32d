import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS } from "#app/features/crm/settings/business.ts";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import { drawSellerBlock, SELLER_LINE_HEIGHT, sellerLines, winAnsi } from "./seller-block.server.ts";

/** The seller block shared by the invoice and proposal PDFs. */
describe("seller block", () => {
  it("writes the seller's name, address, SIRET, VAT number, phone and e-mail in the document's language", () => {
    expect(sellerLines(DEFAULT_BUSINESS, "fr")).toEqual([
      "GA Éducation SAS",
      "12 rue de la Sorbonne",
      "75005 Paris, France",
      "SIRET\u00a0: 842 519 308 00014",
      "TVA\u00a0: FR30842519308",
      "+33 1 84 80 12 34",
      "contact@ga-education.fr",
    ]);
    const en = sellerLines({ ...DEFAULT_BUSINESS, country: "BE" }, "en");
    expect(en[2]).toBe("75005 Paris, Belgium");
    expect(en[4]).toBe("VAT: FR30842519308");
  });

  it("draws one line each and says where the next line goes", async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595.28, 841.89]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const bottom = drawSellerBlock(
      page,
      DEFAULT_BUSINESS,
      "fr",
      { x: 50, y: 700 },
      { font, bold, color: rgb(0, 0, 0) },
    );
    expect(bottom).toBe(700 - 7 * SELLER_LINE_HEIGHT);
    const text = pdfText(await pdf.save());
    expect(text.split("\n")).toEqual(sellerLines(DEFAULT_BUSINESS, "fr").map(winAnsi));
  });

  it("turns text into what the standard fonts can draw", () => {
    expect(winAnsi("1\u202f234,50\u00a0€")).toBe("1 234,50 €");
    expect(winAnsi("Łódź")).toBe("?ód?");
  });
});
