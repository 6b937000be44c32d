import { describe, expect, it } from "vitest";
import { ftsQuery, indexTerms, queryTokens, searchableKinds, tsQuery } from "./search-query.ts";

describe("CRM search folding", () => {
  it("folds accents, case and punctuation the way institution names are keyed", () => {
    expect(indexTerms(["Lycée Victor-Hugo", "Œuvre Sainte-Thérèse"])).toBe(
      "lycee victor hugo oeuvre sainte therese",
    );
    expect(queryTokens("  LYCEE   hugo ")).toEqual(["lycee", "hugo"]);
  });

  it("splits addresses and numbers into words, numbers also without leading zeros", () => {
    expect(indexTerms(["jean.dupont@lycee-hugo.fr"])).toBe("jean dupont lycee hugo fr");
    expect(indexTerms(["FA-2026-0012", "DEV-2026-0012"])).toBe("fa 2026 0012 12 dev");
  });

  it("ignores empty values and limits the words of a query", () => {
    expect(indexTerms([null, undefined, "", "—"])).toBe("");
    expect(queryTokens("—")).toEqual([]);
    expect(queryTokens("a b c d e f g h i j")).toHaveLength(8);
  });

  it("builds queries for both engines, the last word a prefix", () => {
    expect(ftsQuery("lead", ["lycee", "hu"])).toBe('kind : lead AND terms : "lycee" AND terms : "hu"*');
    expect(ftsQuery("invoice", ["fa"])).toBe('kind : invoice AND terms : "fa"*');
    expect(tsQuery(["lycee", "hu"])).toBe("lycee & hu:*");
    expect(tsQuery(["clem"])).toBe("clem:*");
  });
});

describe("CRM search by role", () => {
  it("gives each role the kinds of record its sections open", () => {
    expect(searchableKinds("admin")).toEqual([
      "lead",
      "contact",
      "institution",
      "proposal",
      "invoice",
      "ticket",
    ]);
    expect(searchableKinds("support")).toEqual(["lead", "contact", "institution", "ticket"]);
    expect(searchableKinds("billing")).toEqual(["institution", "proposal", "invoice"]);
    expect(searchableKinds("sales")).toEqual(["lead", "contact", "institution", "proposal"]);
    expect(searchableKinds(null)).toEqual([]);
  });
});
