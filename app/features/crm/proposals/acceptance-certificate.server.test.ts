import { describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { pdfText } from "../../../../tests/support/pdf-text.ts";
import { appendAcceptanceCertificate, sha256Hex } from "./acceptance-certificate.server.ts";

async function proposalLike(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2])
    pdf.addPage().drawText(`Page ${n} of the proposal`, { x: 50, y: 700, font, size: 12 });
  return pdf.save();
}

describe("the acceptance certificate", () => {
  it("keeps the issued PDF byte for byte and adds one page with the signature's record", async () => {
    const original = await proposalLike();
    const sha = sha256Hex(original);
    const accepted = await appendAcceptanceCertificate(original, {
      number: "DEV-2026-0042",
      signerName: "Nadia Roux",
      signerRole: "Proviseure",
      acceptedAt: "2026-11-26T17:05:00.000Z",
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chromium",
      sha256: sha,
      lang: "fr",
    });
    expect(sha256Hex(accepted.slice(0, original.length))).toBe(sha);
    const reread = await PDFDocument.load(accepted);
    expect(reread.getPageCount()).toBe(3);
    const text = pdfText(accepted);
    expect(text).toContain("Certificat d'acceptation électronique");
    expect(text).toContain("Nadia Roux");
    expect(text).toContain("Proviseure");
    expect(text).toContain("26 novembre 2026 à 18:05:00");
    expect(text).toContain("203.0.113.7");
    expect(text).toContain(sha);
    expect(text).toContain("Page 1 of the proposal");
    expect(Buffer.from(accepted).toString("latin1")).toMatch(
      /\/Type \/XRef [^>]*\/Prev \d+[^>]*>>\nstream\n[\s\S]*startxref\n\d+\n%%EOF\n$/,
    );
  });
});
