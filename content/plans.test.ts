import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { FAQ_CATEGORIES, FAQ_DEFINITIONS, FEATURED_FAQ_IDS, getFaq } from "./faq.ts";
import { getMigrationPage, IMPORT_TEMPLATES, MIGRATION_CONTENT } from "./migration.ts";
import {
  ADDON_DEFINITIONS,
  ADDON_IDS,
  COMPARISON_CONTENT,
  FEATURE_CATEGORIES,
  getAddon,
  getComparison,
  getPlan,
  getPlans,
  indicativeMonthlyEuros,
  PLAN_DEFINITIONS,
  PLAN_IDS,
  PRICE_BOOK,
  SUPPORT_CHANNELS,
} from "./plans.ts";
import { PRICING_UI_CONTENT } from "./pricing-ui.ts";
import { expectComplete } from "./expect-complete.ts";

describe("plans (spec §3 Plan, §9 constants)", () => {
  it("are Essential, Premium and Excellence, each with every field in both languages", () => {
    expect(PLAN_IDS).toEqual(["essential", "premium", "excellence"]);
    expectComplete(PLAN_DEFINITIONS);
    for (const lang of LANGUAGES) {
      for (const plan of getPlans(lang)) {
        for (const field of ["id", "name", "tagline", "description", "priceDisplay", "audience"] as const) {
          expect(plan[field], `${plan.id}.${field}`).toBeTruthy();
        }
        expect(plan.badge.text).toBeTruthy();
        expect(["starter", "popular", "premium"]).toContain(plan.badge.type);
        expect(plan.featureCategories.length).toBeGreaterThan(3);
        expect(plan.featureCategories.every((c) => c.name && c.items.length > 0)).toBe(true);
        expect(plan.support.channels.length).toBeGreaterThan(1);
        expect(plan.support.features.length).toBeGreaterThan(2);
        expect(plan.inclusions.length).toBeGreaterThan(2);
      }
    }
  });

  it("carry the spec §9 figures", () => {
    const by = Object.fromEntries(PLAN_DEFINITIONS.map((p) => [p.id, p]));
    expect([by.essential?.maxStudents, by.premium?.maxStudents, by.excellence?.maxStudents]).toEqual([
      100,
      300,
      "unlimited",
    ]);
    expect([by.essential?.automations, by.premium?.automations, by.excellence?.automations]).toEqual([
      5, 15, 999,
    ]);
    expect([by.essential?.storageGb, by.premium?.storageGb, by.excellence?.storageGb]).toEqual([5, 10, 50]);
    expect([by.premium?.uptimeSla, by.excellence?.uptimeSla]).toEqual([99.5, 99.9]);
    expect([
      by.essential?.support.responseHours,
      by.premium?.support.responseHours,
      by.excellence?.support.responseHours,
    ]).toEqual([24, 4, 1]);
    expect(getPlan("premium", "fr").priceDisplay).toBe("Sur devis");
    expect(getPlan("premium", "fr").badge.type).toBe("popular");
    expect(getPlan("excellence", "en").figures.automations).toBe("Unlimited");
    expect(getPlan("premium", "fr").figures.sla.replace(/\s/g, " ")).toBe("99,5 %");
    expect(getPlan("excellence", "en").figures.sla).toBe("99.9%");
    expect(getPlan("premium", "en").support.responseTime).toMatch(/4 business hours/);
  });

  it("anchor the indicative prices on the structured data's 199 and 399 EUR a month", () => {
    expect(indicativeMonthlyEuros("essential")).toBe(199);
    expect(indicativeMonthlyEuros("premium")).toBe(399);
    expect(PRICE_BOOK.plans.essential.maxStudents).toBe(100);
    expect(PRICE_BOOK.plans.excellence.maxStudents).toBeNull();
  });

  it("have every feature of the catalogue decided for every plan", () => {
    expectComplete(FEATURE_CATEGORIES);
    expectComplete(SUPPORT_CHANNELS);
    for (const c of FEATURE_CATEGORIES)
      for (const f of c.features) expect(Object.keys(f.plans).sort()).toEqual([...PLAN_IDS].sort());
  });
});

describe("add-ons (spec §3 Plan add-on, §9 prices)", () => {
  it("have a name, price, description and features in both languages", () => {
    expect(ADDON_IDS).toHaveLength(7);
    expectComplete(ADDON_DEFINITIONS);
    for (const lang of LANGUAGES)
      for (const id of ADDON_IDS) {
        const a = getAddon(id, lang);
        expect(a.name && a.price && a.description).toBeTruthy();
        expect(a.features.length).toBeGreaterThan(0);
      }
  });

  it("cost what spec §9 says, with a period for each", () => {
    const price = (id: (typeof ADDON_IDS)[number]) => PRICE_BOOK.addons[id];
    expect(price("creche")).toMatchObject({ priceCents: 2_900, billing: "monthly" });
    expect(price("priority-support")).toMatchObject({ priceCents: 3_900, billing: "monthly" });
    expect(price("assisted-migration")).toMatchObject({ priceCents: 29_900, billing: "one-time" });
    expect(price("multi-establishment")).toMatchObject({ priceCents: 7_900, billing: "monthly" });
    expect(price("analytics-pro")).toMatchObject({ priceCents: 9_900, billing: "monthly" });
    expect(price("reinforced-security")).toMatchObject({ priceCents: 14_900, billing: "monthly" });
    expect(price("international")).toMatchObject({ priceCents: 19_900, billing: "per-country-monthly" });
    expect(getAddon("creche", "en").price).toBe("+€29/month");
    expect(getAddon("assisted-migration", "en").price).toBe("€299 one-time");
    expect(getAddon("international", "fr").price.replace(/\s/g, " ")).toBe("+199 € par pays et par mois");
  });
});

describe("comparison table", () => {
  it("has one cell per plan on every row, and labels in both languages", () => {
    expectComplete(COMPARISON_CONTENT);
    for (const lang of LANGUAGES) {
      const { plans, groups } = getComparison(lang);
      expect(plans).toHaveLength(3);
      for (const g of groups) for (const r of g.rows) expect(r.cells, `${g.id}.${r.id}`).toHaveLength(3);
    }
  });
});

describe("FAQ", () => {
  it("has a question and answer in both languages for every item, each in a known category", () => {
    expect(FAQ_DEFINITIONS.length).toBeGreaterThanOrEqual(10);
    expectComplete(FAQ_DEFINITIONS);
    expectComplete(FAQ_CATEGORIES);
    const ids = FAQ_DEFINITIONS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of FEATURED_FAQ_IDS) expect(ids).toContain(id);
    for (const lang of LANGUAGES) expect(getFaq(lang).categories.every((c) => c.items.length > 0)).toBe(true);
  });
});

describe("migration page", () => {
  it("has steps, data, formats, safeguards and templates in both languages", () => {
    expectComplete(MIGRATION_CONTENT);
    for (const lang of LANGUAGES) {
      const m = getMigrationPage(lang);
      expect(m.steps.length).toBe(6);
      expect(m.dataCategories.length).toBeGreaterThan(2);
      expect(m.templates.every((t) => t.href.startsWith("/downloads/") && t.href.endsWith(".csv"))).toBe(
        true,
      );
    }
    for (const t of IMPORT_TEMPLATES) {
      expect(t.example.fr).toHaveLength(t.columns.length);
      expect(t.example.en).toHaveLength(t.columns.length);
    }
  });
});

describe("pricing labels", () => {
  it("exist in both languages", () => expectComplete(PRICING_UI_CONTENT));
});
