import { describe, expect, it } from "vitest";
import {
  domainOfEmail,
  institutionDomain,
  isPublicEmailDomain,
  normaliseEmail,
  PUBLIC_EMAIL_DOMAINS,
} from "./email-domains.ts";

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Direction@Lycee-Moulin.FR ")).toBe("direction@lycee-moulin.fr");
  });

  it("refuses what is not one address", () => {
    for (const value of [null, undefined, "", "   ", "direction", "@lycee.fr", "direction@", "a@b@c.fr"]) {
      expect(normaliseEmail(value), String(value)).toBeNull();
    }
  });
});

describe("domainOfEmail", () => {
  it("is the lower-cased part after the @, public or not", () => {
    expect(domainOfEmail("Compta@Lycee-Moulin.fr")).toBe("lycee-moulin.fr");
    expect(domainOfEmail("jeanne@GMAIL.com")).toBe("gmail.com");
    expect(domainOfEmail("nobody")).toBeNull();
  });
});

describe("public mail domains", () => {
  it("lists the providers named in the brief once each", () => {
    for (const d of [
      "gmail.com",
      "googlemail.com",
      "yahoo.*",
      "hotmail.*",
      "outlook.*",
      "live.*",
      "msn.com",
      "icloud.com",
      "me.com",
      "orange.fr",
      "wanadoo.fr",
      "free.fr",
      "sfr.fr",
      "laposte.net",
      "gmx.*",
      "protonmail.com",
      "proton.me",
      "aol.*",
      "yandex.*",
      "bbox.fr",
      "neuf.fr",
    ]) {
      expect(PUBLIC_EMAIL_DOMAINS, d).toContain(d);
    }
    expect(new Set(PUBLIC_EMAIL_DOMAINS).size).toBe(PUBLIC_EMAIL_DOMAINS.length);
  });

  it("matches every ending of a wildcard entry, and nothing around it", () => {
    for (const d of [
      "yahoo.fr",
      "yahoo.com",
      "yahoo.co.uk",
      "hotmail.fr",
      "outlook.be",
      "live.ca",
      "gmx.de",
    ]) {
      expect(isPublicEmailDomain(d), d).toBe(true);
    }
    for (const d of ["yahoo", "notyahoo.fr", "gmail.com.evil.example", "mygmail.com", "gmail.co"]) {
      expect(isPublicEmailDomain(d), d).toBe(false);
    }
  });

  it("counts the académies' domains as shared, not a university's", () => {
    expect(isPublicEmailDomain("ac-versailles.fr")).toBe(true);
    expect(isPublicEmailDomain("ac-aix-marseille.fr")).toBe(true);
    expect(isPublicEmailDomain("univ-lyon1.fr")).toBe(false);
    expect(isPublicEmailDomain("lycee-ac-moulin.fr")).toBe(false);
  });

  it("ignores case and spaces", () => {
    expect(isPublicEmailDomain(" GMail.COM ")).toBe(true);
  });
});

describe("institutionDomain", () => {
  it("keeps an institution's domain and drops a public provider's", () => {
    expect(institutionDomain("direction@Lycee-Moulin.fr")).toBe("lycee-moulin.fr");
    expect(institutionDomain("jeanne.durand@gmail.com")).toBeNull();
    expect(institutionDomain("ce.0751234a@ac-paris.fr")).toBeNull();
    expect(institutionDomain(null)).toBeNull();
  });
});
