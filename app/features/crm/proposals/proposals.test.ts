import { describe, expect, it } from "vitest";
import { PRICE_BOOK } from "#content/plans.ts";
import { estimate } from "#app/features/pricing/price-calculator.ts";
import { allAdminTexts } from "../all-texts.ts";
import { proposalsSectionsEn, proposalsSectionsFr } from "./proposals-section-locales.ts";
import {
  addDays,
  defaultValidUntil,
  institutionTypeOf,
  isExpired,
  movesToProposalSent,
  parisDay,
  parseProposalForm,
  parseProposalNumber,
  prefillProposal,
  proposalNumber,
  proposalTotals,
  proposalYear,
  selectionOf,
  type ProposalFormInput,
} from "./proposals.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

const FR = proposalsSectionsFr.proposals.lines;
const EN = proposalsSectionsEn.proposals.lines;
const NOW = new Date("2026-03-10T09:00:00Z");

describe("proposal numbering", () => {
  it("numbers DEV-YYYY-NNNN in the Paris calendar year, growing past 9999", () => {
    expect(proposalNumber(2026, 1)).toBe("DEV-2026-0001");
    expect(proposalNumber(2026, 42)).toBe("DEV-2026-0042");
    expect(proposalNumber(2026, 12_345)).toBe("DEV-2026-12345");
    expect(() => proposalNumber(2026, 0)).toThrow(RangeError);
    expect(parseProposalNumber("DEV-2026-0042")).toEqual({ year: 2026, sequence: 42 });
    expect(parseProposalNumber("FA-2026-00042")).toBeNull();
    // 23:30 UTC on New Year's Eve is already the new year in Paris.
    expect(proposalYear(new Date("2025-12-31T23:30:00Z"))).toBe(2026);
    expect(proposalYear(new Date("2025-12-31T22:30:00Z"))).toBe(2025);
  });

  it("is valid 30 days by default, until the end of its last day in Paris", () => {
    expect(defaultValidUntil(NOW)).toBe("2026-04-09");
    expect(parisDay(new Date("2026-03-31T22:30:00Z"))).toBe("2026-04-01");
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(isExpired("2026-03-10", new Date("2026-03-10T22:00:00Z"))).toBe(false);
    expect(isExpired("2026-03-10", new Date("2026-03-10T23:30:00Z"))).toBe(true);
    expect(isExpired(null, NOW)).toBe(false);
  });
});

describe("proposal prefill from the lead's selection", () => {
  const quoteLead = {
    offer: "premium",
    students: 250,
    moduleCount: 12,
    establishments: 2,
    addons: ["creche", "assisted-migration"],
    modules: ["finance", "examens", "unknown"],
    institution: "Lycée Jean-Zay",
  };

  it("prices the selection with the calculator's price book, over 12 months, with the yearly discount", () => {
    const p = prefillProposal(quoteLead, FR, "fr", NOW);
    const e = estimate(selectionOf(quoteLead).input, PRICE_BOOK);
    expect(p.plan).toBe("premium");
    expect(p.students).toBe(250);
    expect(p.studentCap).toBe(300);
    expect(p.modules).toEqual(["examens", "finance"]);
    expect(p.validUntil).toBe("2026-04-09");
    // Amounts keep the French typography's no-break spaces; compared here with plain ones.
    const plain = p.lines.map((l) => ({ ...l, label: l.label.replace(/[\u00a0\u202f]/g, " ") }));
    expect(plain).toEqual([
      { label: "Abonnement GA Academic+ Premium — 12 mois", quantity: 12, unitCents: 39_900 },
      {
        label: "Élèves au-delà des 150 inclus : 100 × 1,20 € par mois — 12 mois",
        quantity: 12,
        unitCents: 12_000,
      },
      {
        label: "Multi-établissements (2 établissements) : 1 × 79 € par mois — 12 mois",
        quantity: 12,
        unitCents: 7_900,
      },
      { label: "Module Crèche — 12 mois", quantity: 12, unitCents: 2_900 },
      { label: "Migration assistée (une fois)", quantity: 1, unitCents: 29_900 },
      { label: "Remise pour engagement annuel (10 %)", quantity: 1, unitCents: -e.yearlyDiscountCents },
    ]);
    // The same money as the calculator shows the visitor: the first year, one-time fees included.
    expect(proposalTotals(p.lines).subtotalCents).toBe(e.firstYearCents);
    expect(p.mrrCents).toBe(Math.round(e.yearlyCents / 12));
    expect(p.addons).toEqual([
      { id: "multi-establishment", quantity: 1 },
      { id: "creche", quantity: 1 },
      { id: "assisted-migration", quantity: 1 },
    ]);
  });

  it("gives add-ons a plan includes at no cost, takes a larger plan for the students, writes English", () => {
    const p = prefillProposal(
      { plan: "premium", studentCount: 3000, addons: ["analytics-pro", "international"], countries: 2 },
      EN,
      "en",
      NOW,
    );
    expect(p.plan).toBe("excellence");
    expect(p.studentCap).toBeNull();
    expect(p.lines).toContainEqual({
      label: "Analytics Pro — included in the Excellence plan",
      quantity: 1,
      unitCents: 0,
    });
    expect(p.lines.map((l) => ({ ...l, label: l.label.replace(/[\u00a0\u202f]/g, " ") }))).toContainEqual({
      label: "International deployment: 2 × €199 per country per month — 12 months",
      quantity: 12,
      unitCents: 39_800,
    });
    expect(p.addons).toContainEqual({ id: "international", quantity: 2 });
  });

  it("falls back on the calculator's defaults when the lead selected nothing", () => {
    const p = prefillProposal({ subject: "sales" }, FR, "fr", NOW);
    expect(p.plan).toBe("premium");
    expect(p.lines[0]?.label).toContain("Premium");
    expect(p.lines.length).toBeGreaterThan(1);
  });

  it("fills templates and leaves unknown placeholders visible", () => {
    expect(interpolate("{{a}} et {{b}}", { a: 1 })).toBe("1 et {{b}}");
  });
});

function form(over: Partial<ProposalFormInput> = {}): ProposalFormInput {
  return {
    plan: "premium",
    students: "250",
    studentCap: "300",
    mrr: "520,00",
    validUntil: "2026-04-09",
    addons: ["creche"],
    quantities: { creche: "1" },
    label: ["Abonnement Premium — 12 mois", "Remise", ""],
    quantity: ["12", "1", ""],
    unit: ["399,00", "-100", ""],
    ...over,
  };
}

const TODAY = "2026-03-10";

describe("proposal builder form", () => {
  it("accepts a valid form: cents, a discount line, empty rows dropped, the lead's modules kept", () => {
    const parsed = parseProposalForm(form(), TODAY, ["finance"]);
    expect(parsed).toEqual({
      ok: true,
      value: {
        plan: "premium",
        students: 250,
        studentCap: 300,
        modules: ["finance"],
        addons: [{ id: "creche", quantity: 1 }],
        mrrCents: 52_000,
        lines: [
          { label: "Abonnement Premium — 12 mois", quantity: 12, unitCents: 39_900 },
          { label: "Remise", quantity: 1, unitCents: -10_000 },
        ],
        validUntil: "2026-04-09",
      },
    });
    if (!parsed.ok) return;
    expect(proposalTotals(parsed.value.lines)).toEqual({
      subtotalCents: 468_800,
      vatCents: 93_760,
      totalCents: 562_560,
    });
  });

  it("accepts an unlimited cap on Excellence only", () => {
    expect(parseProposalForm(form({ plan: "excellence", studentCap: "" }), TODAY, []).ok).toBe(true);
    expect(parseProposalForm(form({ studentCap: "" }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { studentCap: "capAbovePlan" },
    });
    expect(parseProposalForm(form({ studentCap: "400" }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { studentCap: "capAbovePlan" },
    });
    expect(parseProposalForm(form({ students: "301" }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { students: "studentsAboveCap" },
    });
  });

  it("names each wrong field with a translatable key", () => {
    const parsed = parseProposalForm(
      form({
        plan: "gold",
        students: "0",
        mrr: "-5",
        validUntil: "2026-02-30",
        addons: ["creche", "teleport"],
        label: ["", "Remise"],
        quantity: ["12", "x"],
        unit: ["abc", "-1"],
      }),
      TODAY,
      [],
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        plan: "invalidChoice",
        students: "invalidStudents",
        mrr: "invalidAmount",
        validUntil: "invalidDate",
        addons: "invalidChoice",
        "label.0": "required",
        "unit.0": "invalidLineAmount",
        "quantity.1": "invalidQuantity",
      },
    });
    // Every key has its French and English message.
    for (const key of Object.values(parsed.ok ? {} : parsed.fieldErrors)) {
      expect(allAdminTexts.fr.validation[key!]).toBeTruthy();
      expect(allAdminTexts.en.validation[key!]).toBeTruthy();
    }
  });

  it("names every problem at once, the checks between fields included", () => {
    expect(
      parseProposalForm(form({ plan: "essential", mrr: "beaucoup", validUntil: "2020-01-01" }), TODAY, []),
    ).toEqual({
      ok: false,
      fieldErrors: { mrr: "invalidAmount", studentCap: "capAbovePlan", validUntil: "validityPast" },
    });
  });

  it("checks the validity window, the add-on quantities, the lines and the total", () => {
    expect(parseProposalForm(form({ validUntil: "2026-03-09" }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { validUntil: "validityPast" },
    });
    expect(parseProposalForm(form({ validUntil: "2026-03-10" }), TODAY, []).ok).toBe(true);
    expect(parseProposalForm(form({ validUntil: "2027-03-11" }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { validUntil: "validityTooLong" },
    });
    expect(parseProposalForm(form({ quantities: { creche: "0" } }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { "qty.creche": "invalidQuantity" },
    });
    expect(parseProposalForm(form({ label: [""], quantity: [""], unit: [""] }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { form: "noLines" },
    });
    expect(parseProposalForm(form({ label: ["Remise"], quantity: ["1"], unit: ["-1"] }), TODAY, [])).toEqual({
      ok: false,
      fieldErrors: { form: "negativeTotal" },
    });
    expect(
      parseProposalForm(form({ label: ["x".repeat(201)], quantity: ["1"], unit: ["1"] }), TODAY, []),
    ).toEqual({
      ok: false,
      fieldErrors: { "label.0": "tooLong" },
    });
  });
});

describe("proposals and the pipeline", () => {
  it("moves a lead forward to 'proposal sent' only from an earlier open stage", () => {
    expect(movesToProposalSent("new")).toBe(true);
    expect(movesToProposalSent("qualified")).toBe(true);
    expect(movesToProposalSent("demo_booked")).toBe(true);
    expect(movesToProposalSent("proposal_sent")).toBe(false);
    expect(movesToProposalSent("negotiation")).toBe(false);
    expect(movesToProposalSent("won")).toBe(false);
    expect(movesToProposalSent("lost")).toBe(false);
  });

  it("maps the quote form's institution types onto the institution record's", () => {
    expect(institutionTypeOf("higher-education")).toBe("higher_education");
    expect(institutionTypeOf("business-school")).toBe("higher_education");
    expect(institutionTypeOf("primary")).toBe("school");
    expect(institutionTypeOf("apprenticeship")).toBe("vocational");
    expect(institutionTypeOf("continuing-education")).toBe("training_center");
    expect(institutionTypeOf(undefined)).toBe("other");
  });
});
