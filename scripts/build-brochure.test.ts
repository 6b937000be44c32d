import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { BROCHURE_PAGES } from "#content/resources/downloads.ts";
import { buildBrochure, templateCsv } from "./build-brochure.ts";

describe("brochure", () => {
  it.each(["fr", "en"] as const)("is a %s PDF of the expected number of pages, with its metadata", async (lang) => {
    const bytes = await buildBrochure(lang);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(BROCHURE_PAGES);
    expect(doc.getTitle()).toContain(lang === "fr" ? "GA Éducation" : "GA Education");
    expect(doc.getAuthor()).toBe("GA Éducation SAS");
  });

  it("is the same file from one build to the next", async () => {
    expect(Buffer.from(await buildBrochure("fr")).equals(Buffer.from(await buildBrochure("fr")))).toBe(true);
  });
});

describe("import templates", () => {
  it("are semicolon-separated UTF-8 with a BOM, quoting cells that need it", () => {
    expect(templateCsv(["a", "b"], ["x;y", 'say "hi"'])).toBe('\uFEFFa;b\r\n"x;y";"say ""hi"""\r\n');
    // The shared writer: a phone number is never read as a formula.
    expect(templateCsv(["tel"], ["+33 6 12 34 56 78"])).toBe("\uFEFFtel\r\n'+33 6 12 34 56 78\r\n");
  });
});
