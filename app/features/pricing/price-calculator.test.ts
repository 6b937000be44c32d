import { describe, expect, it } from "vitest";
import { PRICE_BOOK } from "#content/plans.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import {
  calculatorSearch,
  DEFAULT_INPUT,
  estimate,
  formatEuros,
  formatInteger,
  inputFromSearchParams,
  normalizeInput,
  parseStudentCount,
  quoteSearch,
  type CalculatorInput,
} from "./price-calculator.ts";

const book = PRICE_BOOK;
const input = (over: Partial<CalculatorInput> = {}): CalculatorInput => ({ ...DEFAULT_INPUT, ...over });
const monthly = (over: Partial<CalculatorInput>) => estimate(input(over), book).monthlyCents;

describe("price calculator: anchors", () => {
  it("starts Essential and Premium at the structured data's 199 and 399 EUR a month (spec §9)", () => {
    expect(monthly({ plan: "essential", students: 1, modules: 1 })).toBe(19_900);
    expect(monthly({ plan: "premium", students: 1, modules: 1 })).toBe(39_900);
  });

  it("adds the extra students beyond those included, at the plan's rate", () => {
    // Premium: 150 students included, 1.20 EUR per extra student and month.
    expect(monthly({ plan: "premium", students: 250 })).toBe(39_900 + 100 * 120);
  });
});

describe("price calculator: every input moves the estimate", () => {
  const base = input({ plan: "essential", students: 80, modules: 6, establishments: 1 });
  const m = (over: Partial<CalculatorInput>) => estimate({ ...base, ...over }, book).monthlyCents;
  const start = m({});

  it("plan", () => expect(m({ plan: "premium" })).not.toBe(start));
  it("students", () => expect(m({ students: 90 })).toBe(start + 10 * 150));
  it("modules (beyond the 6 of Essential)", () => expect(m({ modules: 8 })).toBe(start + 2 * 2_500));
  it("establishments: one multi-establishment pack covers up to 5", () => {
    expect(m({ establishments: 2 })).toBe(start + 7_900);
    expect(m({ establishments: 5 })).toBe(start + 7_900);
    expect(m({ establishments: 6 })).toBe(start + 2 * 7_900);
  });
  it("each monthly add-on at its spec §9 price", () => {
    expect(m({ addons: ["creche"] })).toBe(start + 2_900);
    expect(m({ addons: ["priority-support"] })).toBe(start + 3_900);
    expect(m({ addons: ["analytics-pro"] })).toBe(start + 9_900);
    expect(m({ addons: ["reinforced-security"] })).toBe(start + 14_900);
  });
  it("international deployment per country and per month", () => {
    expect(m({ addons: ["international"], countries: 1 })).toBe(start + 19_900);
    expect(m({ addons: ["international"], countries: 3 })).toBe(start + 3 * 19_900);
  });
});

describe("price calculator: totals", () => {
  it("yearly is 12 × monthly minus the stated 10 % yearly discount", () => {
    const e = estimate(input({ plan: "premium", students: 275, addons: ["creche", "analytics-pro"] }), book);
    expect(e.yearlyGrossCents).toBe(12 * e.monthlyCents);
    expect(e.yearlyDiscountCents).toBe(Math.round(e.yearlyGrossCents * 0.1));
    expect(e.yearlyCents).toBe(12 * e.monthlyCents - e.yearlyDiscountCents);
  });

  it("keeps one-time add-ons out of the monthly and yearly totals", () => {
    const without = estimate(input({ plan: "premium" }), book);
    const withMigration = estimate(input({ plan: "premium", addons: ["assisted-migration"] }), book);
    expect(withMigration.monthlyCents).toBe(without.monthlyCents);
    expect(withMigration.yearlyCents).toBe(without.yearlyCents);
    expect(withMigration.oneTimeCents).toBe(29_900);
    expect(withMigration.firstYearCents).toBe(without.yearlyCents + 29_900);
    const line = withMigration.lines.find((l) => l.addonId === "assisted-migration");
    expect(line?.billing).toBe("one-time");
  });

  it("shows add-ons that Excellence includes at no cost", () => {
    const e = estimate(
      input({ plan: "excellence", addons: ["priority-support", "analytics-pro", "assisted-migration"] }),
      book,
    );
    const lines = e.lines.filter((l) => l.kind === "addon");
    expect(lines.every((l) => l.included && l.totalCents === 0)).toBe(true);
    expect(e.oneTimeCents).toBe(0);
  });
});

describe("price calculator: plan caps and advice", () => {
  it("moves students beyond a plan's cap to the smallest plan that takes them", () => {
    const e = estimate(input({ plan: "essential", students: 250 }), book);
    expect(e.input.plan).toBe("premium");
    expect(e.requestedPlan).toBe("essential");
    expect(e.planAdjusted).toBe(true);
    expect(estimate(input({ plan: "premium", students: 301 }), book).input.plan).toBe("excellence");
    expect(estimate(input({ plan: "excellence", students: 50_000 }), book).planAdjusted).toBe(false);
  });

  it("suggests a plan that would cost less for the same selection", () => {
    // Essential with all 15 modules and 100 students costs more than Premium, which includes them.
    const e = estimate(input({ plan: "essential", students: 100, modules: 15 }), book);
    expect(e.cheaperPlan?.plan).toBe("premium");
    expect(e.cheaperPlan?.monthlyCents).toBeLessThan(e.monthlyCents);
    expect(estimate(input({ plan: "essential", students: 40, modules: 6 }), book).cheaperPlan).toBeNull();
  });
});

describe("price calculator: invalid inputs are clamped", () => {
  it("clamps numbers and defaults what cannot be read", () => {
    const n = normalizeInput(
      { plan: "gold", students: -5, modules: 99, establishments: "abc", countries: 12 },
      book,
    );
    expect(n).toEqual({ ...DEFAULT_INPUT, plan: "premium", students: 1, modules: 15, establishments: 1 });
    expect(normalizeInput({ students: "1 200", modules: "0", establishments: 500 }, book)).toMatchObject({
      students: 1_200,
      modules: 1,
      establishments: 50,
    });
    expect(normalizeInput({ students: 10_000_000 }, book).students).toBe(100_000);
    expect(normalizeInput({ students: "12,6" }, book).students).toBe(13);
    expect(normalizeInput({ students: Number.NaN }, book).students).toBe(DEFAULT_INPUT.students);
  });

  it("keeps known add-ons once, in catalogue order, and lets the count drive multi-establishment", () => {
    const n = normalizeInput(
      { addons: ["reinforced-security", "creche,bogus", "creche", "multi-establishment"] },
      book,
    );
    expect(n.addons).toEqual(["creche", "reinforced-security"]);
  });

  it("counts countries only with international deployment, within 1–30", () => {
    expect(normalizeInput({ countries: 4 }, book).countries).toBe(1);
    expect(normalizeInput({ addons: "international", countries: 99 }, book).countries).toBe(30);
  });

  it("reads the GET form and the quote page's names", () => {
    const params = new URLSearchParams(
      "offer=excellence&students=900&modules=12&establishments=3&addons=creche&addons=international&countries=2",
    );
    expect(inputFromSearchParams(params, book)).toEqual({
      plan: "excellence",
      students: 900,
      modules: 12,
      establishments: 3,
      addons: ["creche", "international"],
      countries: 2,
    });
  });
});

describe("price calculator: links and formatting", () => {
  it("builds the quote query with the effective plan and the whole selection", () => {
    const e = estimate(
      input({
        plan: "premium",
        students: 280,
        modules: 15,
        establishments: 3,
        addons: ["creche", "international"],
        countries: 2,
      }),
      book,
    );
    expect(quoteSearch(e)).toBe(
      "offer=premium&students=280&modules=15&establishments=3&addons=multi-establishment,creche,international&countries=2",
    );
    expect(quoteSearch(estimate(input({ plan: "essential", students: 60, modules: 6 }), book))).toBe(
      "offer=essential&students=60&modules=6&establishments=1",
    );
  });

  it("round-trips the calculator's own query", () => {
    const i = input({
      plan: "excellence",
      students: 1_500,
      addons: ["analytics-pro", "international"],
      countries: 4,
    });
    expect(inputFromSearchParams(new URLSearchParams(calculatorSearch(i)), book)).toEqual(i);
  });
});

describe("price calculator: the number of students typed", () => {
  it("reads whole numbers as each language writes them", () => {
    expect(parseStudentCount("250", "fr")).toEqual({ ok: true, value: 250 });
    expect(parseStudentCount(" 1 200 ", "fr")).toEqual({ ok: true, value: 1_200 });
    expect(parseStudentCount("1\u202f200", "fr")).toEqual({ ok: true, value: 1_200 });
    expect(parseStudentCount("12\u00a0500", "fr")).toEqual({ ok: true, value: 12_500 });
    expect(parseStudentCount("1,200", "en")).toEqual({ ok: true, value: 1_200 });
    expect(parseStudentCount("100,000", "en")).toEqual({ ok: true, value: 100_000 });
    expect(parseStudentCount(450, "en")).toEqual({ ok: true, value: 450 });
  });

  it("refuses zero, negative, decimal, non-numeric, missing and too large counts with a reason", () => {
    const problem = (v: unknown, lang: "fr" | "en" = "fr") => {
      const r = parseStudentCount(v, lang);
      return r.ok ? null : r.problem;
    };
    expect(problem("0")).toBe("notPositive");
    expect(problem("-5")).toBe("notPositive");
    expect(problem("-0")).toBe("notPositive");
    expect(problem("250,5")).toBe("notWhole");
    expect(problem("250.5", "en")).toBe("notWhole");
    expect(problem("1,200")).toBe("notWhole");
    expect(problem("abc")).toBe("notNumber");
    expect(problem("12abc")).toBe("notNumber");
    expect(problem("1e3")).toBe("notNumber");
    expect(problem("0x10")).toBe("notNumber");
    expect(problem("1,2,3", "en")).toBe("notNumber");
    expect(problem("")).toBe("required");
    expect(problem("   ")).toBe("required");
    expect(problem(undefined)).toBe("required");
    expect(problem("100001")).toBe("tooMany");
  });

  it("has a message for each reason, in both languages", () => {
    for (const lang of ["fr", "en"] as const) {
      const errors = getPricingUi(lang).calculator.studentsErrors;
      for (const key of ["required", "notNumber", "notPositive", "notWhole", "tooMany"] as const) {
        expect(errors[key], `${lang} ${key}`).toBeTruthy();
      }
    }
    expect(getPricingUi("fr").calculator.studentsErrors.notPositive).not.toBe(
      getPricingUi("en").calculator.studentsErrors.notPositive,
    );
  });

  it("formats numbers and euros in the page's language", () => {
    expect(formatInteger(12_500, "fr")).toBe("12\u202f500");
    expect(formatInteger(12_500, "en")).toBe("12,500");
    expect(formatEuros(1_249_00, "fr")).toBe("1\u202f249\u00a0€");
    expect(formatEuros(1_249_50, "en")).toBe("€1,249.50");
  });
});
