import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/languages.ts";
import {
  ACCESSIBILITY_STATUS,
  COMPANY,
  getLegalPage,
  HOSTING_PROVIDER,
  LEGAL_SECTION_DEFINITIONS,
  LEGAL_UI,
  SITE_COOKIES,
} from "./legal.ts";
import { LEGAL_ANCHORS, LEGAL_SECTIONS, legalHref } from "./legal-anchors.ts";
import { expectComplete } from "./expect-complete.ts";
import { isValidSiren } from "#app/domain/siret.ts";
import { frenchVatFromSiren } from "#app/domain/vat.ts";

describe("legal page", () => {
  it("has the five sections, each with its anchor and every text in both languages", () => {
    expect(LEGAL_SECTION_DEFINITIONS.map((s) => s.id)).toEqual([...LEGAL_SECTIONS]);
    expect(LEGAL_ANCHORS).toEqual({
      privacy: "confidentialite",
      terms: "conditions",
      cookies: "cookies",
      notice: "mentions-legales",
      accessibility: "accessibilite",
    });
    expect(legalHref("cookies")).toBe("/legal#cookies");
    expectComplete(LEGAL_SECTION_DEFINITIONS);
    expectComplete(LEGAL_UI);
    for (const lang of LANGUAGES) {
      const { sections } = getLegalPage(lang);
      for (const s of sections) {
        expect(s.title && s.intro && s.updated).toBeTruthy();
        expect(s.subsections.length).toBeGreaterThan(0);
      }
    }
  });

  it("names the publisher's registration and the host, as the LCEN requires", () => {
    expect(isValidSiren(COMPANY.siren)).toBe(true);
    expect(COMPANY.vatNumber).toBe(frenchVatFromSiren(COMPANY.siren));
    for (const lang of LANGUAGES) {
      const notice = JSON.stringify(getLegalPage(lang).sections.find((s) => s.id === "notice"));
      expect(notice).toContain("842 519 308");
      expect(notice).toContain(COMPANY.vatNumber);
      expect(notice).toContain(HOSTING_PROVIDER.name);
      expect(notice).toContain(HOSTING_PROVIDER.address);
      expect(notice).toContain(HOSTING_PROVIDER.phone);
    }
  });

  it("covers GDPR rights, retention, processors and the DPO", () => {
    const fr = JSON.stringify(getLegalPage("fr").sections.find((s) => s.id === "privacy"));
    for (const word of [
      "rectification",
      "effacement",
      "portabilité",
      "opposition",
      "Durées de conservation",
      "sous-traitants",
      "CNIL",
      COMPANY.dpoEmail,
    ]) {
      expect(fr).toContain(word);
    }
  });

  it("lists the cookies the site sets, and says no analytics or advertising cookie is used", () => {
    expect(SITE_COOKIES.map((c) => c.name)).toEqual([
      "i18nextLng",
      "theme",
      "ga.session_token",
      "ga.dont_remember",
      "ga.two_factor",
    ]);
    expectComplete(SITE_COOKIES);
    const en = JSON.stringify(getLegalPage("en").sections.find((s) => s.id === "cookies"));
    expect(en).toMatch(/no audience-measurement, advertising/);
    expect(en).toMatch(/Audience measurement without cookies/);
    expect(en).toMatch(/Your IP address is not kept/);
    expect(en).toMatch(/shows no consent banner/);
    const fr = JSON.stringify(getLegalPage("fr").sections.find((s) => s.id === "cookies"));
    expect(fr).toMatch(/Votre adresse IP n'est pas conservée/);
    expect(fr).toMatch(/pas de bandeau de consentement/);
    expect(en).toContain("__Secure-");
  });

  it("names the publisher and hosting in France", () => {
    const fr = JSON.stringify(getLegalPage("fr").sections.find((s) => s.id === "notice"));
    expect(fr).toContain("GA Éducation SAS");
    expect(fr).toContain("12 rue de la Sorbonne");
    expect(fr).toContain("75005 Paris");
    expect(fr).toMatch(/hébergés en France/);
  });

  it("states partial RGAA conformity pending the audit, with the statement's date, until the audit is recorded", () => {
    expect(ACCESSIBILITY_STATUS.conformity).toBe("partial");
    const fr = JSON.stringify(getLegalPage("fr").sections.find((s) => s.id === "accessibility"));
    expect(fr).toContain("partiellement conforme");
    expect(fr).toContain("dans l'attente des résultats de l'audit");
    expect(fr).toContain("20 novembre 2026");
    expect(JSON.stringify(getLegalPage("en").sections.find((s) => s.id === "accessibility"))).toContain(
      "20 November 2026",
    );
  });

  it("states the measured result of the automated check, in both languages", () => {
    const fr = JSON.stringify(getLegalPage("fr").sections.find((s) => s.id === "accessibility"));
    const en = JSON.stringify(getLegalPage("en").sections.find((s) => s.id === "accessibility"));
    expect(ACCESSIBILITY_STATUS.automatedCheck.violations).toBe(0);
    expect(fr).toContain("Contrôle automatisé du 21 novembre 2026");
    expect(fr).toContain("aucune non-conformité détectée");
    expect(en).toContain("Automated check of 21 November 2026");
    expect(en).toContain("no failure found");
  });
});
