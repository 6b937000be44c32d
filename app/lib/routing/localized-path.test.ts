import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  localizedPath,
  pageLanguageOfRequest,
  translatePath,
  unlocalizedPath,
} from "./localized-path.ts";

describe("localized paths (DECISIONS.md point 4)", () => {
  it("keeps French at the spec's paths and prefixes English with /en", () => {
    expect(localizedPath("/tarification", "fr")).toBe("/tarification");
    expect(localizedPath("/tarification", "en")).toBe("/en/tarification");
    expect(localizedPath("/", "en")).toBe("/en");
  });
  it("reads the language from the URL only", () => {
    expect(languageOfPath("/")).toBe("fr");
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/en/contact")).toBe("en");
    expect(languageOfPath("/english-courses")).toBe("fr");
    expect(languageOfPath("/entreprise")).toBe("fr");
  });
  it("strips and swaps the prefix, keeping query and hash", () => {
    expect(unlocalizedPath("/en")).toBe("/");
    expect(unlocalizedPath("/en/modules/rh")).toBe("/modules/rh");
    expect(translatePath("/devis?offer=premium#form", "en")).toBe("/en/devis?offer=premium#form");
    expect(translatePath("/en/devis?offer=premium", "fr")).toBe("/devis?offer=premium");
    expect(translatePath("/en", "fr")).toBe("/");
  });
});

describe("pageLanguageOfRequest", () => {
  it("follows the page's path", () => {
    expect(pageLanguageOfRequest("/en/tarification")).toBe("en");
    expect(pageLanguageOfRequest("/tarification")).toBe("fr");
    expect(pageLanguageOfRequest("/en/dashboard/billing")).toBe("en");
  });

  it("leaves the language alone for endpoints, which pages of both languages call", () => {
    expect(pageLanguageOfRequest("/api/form-token")).toBeNull();
    expect(pageLanguageOfRequest("/api/feedback")).toBeNull();
    expect(pageLanguageOfRequest("/api")).toBeNull();
    expect(pageLanguageOfRequest("/apiculture")).toBe("fr");
  });
});
