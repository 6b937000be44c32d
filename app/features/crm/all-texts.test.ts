import { describe, expect, it } from "vitest";
import { adminEn, adminFr } from "./locales.ts";
import { ADMIN_TEXT_PARTS, allAdminTexts } from "./all-texts.ts";

describe("the CRM's texts in parts", () => {
  it("gives each section's part its own top-level keys, never one of the base's or another part's", () => {
    const owner = new Map<string, string>(Object.keys(adminFr).map((key) => [key, "base"]));
    for (const [index, part] of ADMIN_TEXT_PARTS.entries()) {
      expect(part.name).toBe("admin");
      expect(Object.keys(part.en).sort()).toEqual(Object.keys(part.fr).sort());
      for (const key of Object.keys(part.fr)) {
        expect(owner.get(key), `"${key}" of part ${index}`).toBeUndefined();
        owner.set(key, `part ${index}`);
      }
    }
  });

  it("adds up to every text of the namespace in both languages", () => {
    const keys = (tree: object): number =>
      Object.values(tree).reduce<number>((n, v) => n + (typeof v === "string" ? 1 : keys(v as object)), 0);
    const inParts = (lang: "fr" | "en") =>
      ADMIN_TEXT_PARTS.reduce((n, part) => n + keys(part[lang]), keys(lang === "fr" ? adminFr : adminEn));
    expect(keys(allAdminTexts.fr)).toBe(inParts("fr"));
    expect(keys(allAdminTexts.en)).toBe(keys(allAdminTexts.fr));
    expect(allAdminTexts.en.support.canned.received.label).toBeTruthy();
  });
});
