import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "#app/lib/i18n/languages.ts";
import {
  ACCESSIBILITY_STATUS,
  COMPANY,
  HOSTING_PROVIDER,
  legalSectionDefinitions,
  LEGAL_UI,
  SITE_COOKIES,
} from "#content/legal.ts";
import { LEGAL_ANCHORS, LEGAL_SECTIONS, legalHref } from "#content/legal-anchors.ts";
import { expectComplete } from "#content/expect-complete.ts";
import { isValidSiren } from "#app/lib/siret.ts";
import { frenchVatFromSiren } from "#app/lib/money/vat.ts";
import { DEFAULT_BUSINESS, type BusinessDetails } from "#app/features/crm/settings/business.ts";
import { legalCompany, legalPage } from "./legal-page.ts";

/** The page as it reads while nobody saved business details on the configuration page. */
const getLegalPage = (lang: Language) => legalPage(lang, DEFAULT_BUSINESS);

describe("legal page", () => {
  it("has the five sections, each with its anchor and every text in both languages", () => {
    expect(legalSectionDefinitions(legalCompany(DEFAULT_BUSINESS)).map((s) => s.id)).toEqual([
      ...LEGAL_SECTIONS,
    ]);
    expect(LEGAL_ANCHORS).toEqual({
      privacy: "confidentialite",
      terms: "conditions",
      cookies: "cookies",
      notice: "mentions-legales",
      accessibility: "accessibilite",
    });
    expect(legalHref("cookies")).toBe("/legal#cookies");
    expectComplete(legalSectionDefinitions(legalCompany(DEFAULT_BUSINESS)));
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

  it("prints the business details saved on the configuration page, in the same wording", () => {
    const moved: BusinessDetails = {
      ...DEFAULT_BUSINESS,
      legalName: "GA Éducation Ouest SAS",
      street: "3 quai de la Fosse",
      postalCode: "44000",
      city: "Nantes",
      country: "FR",
      siret: "73282932000074",
      vatNumber: frenchVatFromSiren("732829320"),
      phone: "+33 2 40 00 00 00",
      email: "bonjour@ga-ouest.example",
    };
    const section = (lang: Language, id: string) =>
      JSON.stringify(legalPage(lang, moved).sections.find((s) => s.id === id));
    const notice = section("fr", "notice");
    for (const fact of [
      "GA Éducation Ouest SAS, société par actions simplifiée",
      "RCS Paris 732 829 320",
      moved.vatNumber,
      '"3 quai de la Fosse, 44000 Nantes"',
      "+33 2 40 00 00 00",
      "bonjour@ga-ouest.example",
      "Le président de GA Éducation Ouest SAS",
    ]) {
      expect(notice).toContain(fact);
    }
    expect(section("en", "notice")).toContain('"3 quai de la Fosse, 44000 Nantes, France"');
    expect(section("fr", "privacy")).toContain(
      "Le responsable du traitement est GA Éducation Ouest SAS, 3 quai de la Fosse, 44000 Nantes. Notre délégué",
    );
    expect(section("en", "privacy")).toContain(
      "or by post to GA Éducation Ouest SAS, DPO, 3 quai de la Fosse, 44000 Nantes, France. We answer",
    );
    expect(section("fr", "accessibility")).toContain(
      `ou par courrier à GA Éducation Ouest SAS, 3 quai de la Fosse, 44000 Nantes\u00a0: nous vous proposons`,
    );
    // Facts the configuration page does not hold stay the company's.
    expect(section("fr", "privacy")).toContain(COMPANY.dpoEmail);
    expect(section("fr", "accessibility")).toContain(COMPANY.accessibilityEmail);
    const page = JSON.stringify(legalPage("fr", moved)) + JSON.stringify(legalPage("en", moved));
    for (const former of [
      "GA Éducation SAS",
      "12 rue de la Sorbonne",
      "842 519 308",
      COMPANY.vatNumber,
      COMPANY.phone,
    ]) {
      expect(page).not.toContain(former);
    }
    // Abroad, the French text names the country too.
    const brussels = {
      ...moved,
      street: "Rue Royale 1",
      postalCode: "1000",
      city: "Bruxelles",
      country: "BE",
    };
    expect(JSON.stringify(legalPage("fr", brussels).sections.find((s) => s.id === "notice"))).toContain(
      '"Rue Royale 1, 1000 Bruxelles, Belgique"',
    );
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
