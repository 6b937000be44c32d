import { describe, expect, it } from "vitest";
import { buildSearchEntries } from "./index-entries.ts";
import { editDistance, groupResults, normalize, prepareIndex, search, wordScore } from "./search.ts";

const fr = prepareIndex(buildSearchEntries("fr"));
const en = prepareIndex(buildSearchEntries("en"));
const titles = (index: typeof fr, query: string, limit = 30) =>
  search(index, query, limit).map((r) => r.entry.title);
const FINANCE_FR = "Gestion financière";
const FINANCE_EN = "Finance and accounting";

describe("normalize and distance", () => {
  it("strips accents and case", () => {
    expect(normalize("Gestion Financière ÉLÈVES")).toBe("gestion financiere eleves");
  });
  it("counts edits and transpositions", () => {
    expect(editDistance("facturaton", "facturation")).toBe(1);
    expect(editDistance("fiannce", "finance")).toBe(1);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
  it("matches words exactly, by prefix or with a typo, never short words fuzzily", () => {
    expect(wordScore("factur", "facturation")).toBeGreaterThan(0);
    expect(wordScore("finance", "financiere")).toBeGreaterThan(0);
    expect(wordScore("facturaton", "facturation")).toBeGreaterThan(0);
    expect(wordScore("rh", "rhum")).toBeGreaterThan(0);
    expect(wordScore("abc", "abd")).toBe(0);
    expect(wordScore("finance", "examens")).toBe(0);
  });
});

describe("index", () => {
  it("covers every kind of content in both languages, with localized URLs", () => {
    for (const [lang, index] of [
      ["fr", fr],
      ["en", en],
    ] as const) {
      const kinds = new Set(index.entries.map((e) => e.entry.kind));
      expect([...kinds].sort()).toEqual(
        ["addon", "article", "faq", "module", "page", "plan", "resource", "service", "solution"].sort(),
      );
      for (const { entry } of index.entries) {
        expect(entry.lang).toBe(lang);
        expect(entry.title.length, entry.url).toBeGreaterThan(0);
        if (lang === "en") expect(entry.url).toMatch(/^\/en(\/|$)/);
        else expect(entry.url).not.toMatch(/^\/en(\/|$)/);
      }
    }
  });
  it("leaves out private pages and the search page", () => {
    const urls = fr.entries.map((e) => e.entry.url);
    for (const path of ["/auth", "/dashboard", "/admin", "/checkout", "/recherche", "/success"]) {
      expect(urls).not.toContain(path);
    }
    expect(urls).toContain("/raccourcis-clavier");
  });
});

describe("search", () => {
  it('finds the finance module in French with "finance", "facturation" and a typo', () => {
    for (const query of [
      "finance",
      "facturation",
      "facturaton",
      "FINANCIÈRE",
      "financiere",
      "gestion financiere",
    ]) {
      expect(titles(fr, query, 10), query).toContain(FINANCE_FR);
    }
    expect(search(fr, "gestion financière")[0]!.entry.url).toBe("/modules/finance");
  });
  it('finds the finance module in English with "billing" and "finance"', () => {
    expect(titles(en, "billing", 10)).toContain(FINANCE_EN);
    expect(titles(en, "finance", 5)).toContain(FINANCE_EN);
    expect(search(en, "finance")[0]!.entry.url).toBe("/en/modules/finance");
  });
  it("ranks title matches before text matches", () => {
    const results = search(fr, "facturation");
    const firstTextOnly = results.findIndex((r) => !normalize(r.entry.title).includes("factur"));
    const lastTitle = results.findLastIndex((r) => normalize(r.entry.title).includes("factur"));
    expect(lastTitle).toBeLessThan(firstTextOnly === -1 ? Infinity : firstTextOnly);
  });
  it("requires every word and answers nothing for an empty or unknown query", () => {
    expect(search(fr, "")).toEqual([]);
    expect(search(fr, "   ")).toEqual([]);
    expect(search(fr, "zzzqqqxx")).toEqual([]);
    expect(titles(fr, "finance zzzqqqxx")).toEqual([]);
  });
  it("finds FAQ entries, blog articles, services and plans", () => {
    expect(search(fr, "engagement").some((r) => r.entry.kind === "faq")).toBe(true);
    expect(search(fr, "rgpd").some((r) => r.entry.kind === "article")).toBe(true);
    expect(search(fr, "realite virtuelle").some((r) => r.entry.kind === "service")).toBe(true);
    expect(search(en, "premium").some((r) => r.entry.kind === "plan")).toBe(true);
  });
  it("groups results by kind, the best group first", () => {
    const results = search(fr, "facturation");
    const groups = groupResults(results);
    expect(groups[0]!.kind).toBe(results[0]!.entry.kind);
    expect(groups.flatMap((g) => g.results)).toHaveLength(results.length);
    expect(new Set(groups.map((g) => g.kind)).size).toBe(groups.length);
  });
});
