import { describe, expect, it } from "vitest";
import { browserLanguage, languageRedirect, preferredLanguages } from "./language-redirect.ts";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const base = { method: "GET", search: "", cookieHeader: null, acceptLanguage: null, userAgent: chrome };

describe("preferredLanguages", () => {
  it("orders by quality, then by position", () => {
    expect(preferredLanguages("de;q=0.5, en-GB;q=0.8, fr")).toEqual(["fr", "en", "de"]);
    expect(preferredLanguages("en-US,en;q=0.9,fr;q=0.8")).toEqual(["en", "en", "fr"]);
    expect(preferredLanguages("*;q=0.1, es;q=0")).toEqual([]);
  });
  it("picks the first supported language", () => {
    expect(browserLanguage("es, en;q=0.7, fr;q=0.6")).toBe("en");
    expect(browserLanguage("es, de")).toBeUndefined();
    expect(browserLanguage(null)).toBeUndefined();
  });
});

describe("languageRedirect", () => {
  it("sends a French URL to its English twin when the stored choice is English", () => {
    expect(
      languageRedirect({ ...base, pathname: "/tarification", search: "?a=1", cookieHeader: "i18nextLng=en" }),
    ).toBe("/en/tarification?a=1");
    expect(languageRedirect({ ...base, pathname: "/", cookieHeader: "x=1; i18nextLng=en" })).toBe("/en");
  });
  it("keeps French when French is stored, whatever the browser says", () => {
    expect(
      languageRedirect({ ...base, pathname: "/", cookieHeader: "i18nextLng=fr", acceptLanguage: "en-US" }),
    ).toBeNull();
  });
  it("follows the browser's language on a first visit to the home page only", () => {
    expect(languageRedirect({ ...base, pathname: "/", acceptLanguage: "en-US,en;q=0.9" })).toBe("/en");
    expect(languageRedirect({ ...base, pathname: "/", acceptLanguage: "fr-FR,en;q=0.5" })).toBeNull();
    expect(languageRedirect({ ...base, pathname: "/contact", acceptLanguage: "en-US" })).toBeNull();
  });
  it("never redirects English URLs, bots, files, data requests or posts", () => {
    expect(languageRedirect({ ...base, pathname: "/en/contact", cookieHeader: "i18nextLng=fr" })).toBeNull();
    expect(
      languageRedirect({
        ...base,
        pathname: "/",
        acceptLanguage: "en",
        userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
      }),
    ).toBeNull();
    for (const pathname of [
      "/sitemap.xml",
      "/assets/app.js",
      "/contact.data",
      "/api/auth/session",
      "/healthz",
      "/__manifest",
    ]) {
      expect(languageRedirect({ ...base, pathname, cookieHeader: "i18nextLng=en" })).toBeNull();
    }
    expect(
      languageRedirect({ ...base, method: "POST", pathname: "/contact", cookieHeader: "i18nextLng=en" }),
    ).toBeNull();
  });
});
