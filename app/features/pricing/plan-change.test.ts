import { describe, expect, it } from "vitest";
import { PRICE_BOOK } from "#content/plans.ts";
import { estimate } from "./price-calculator.ts";
import { currentPeriod, planTakes, prorate, subscriptionTerms } from "./plan-change.ts";

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const monthly = (start: string, end: string) => ({ start: d(start), end: d(end) });

describe("prorate", () => {
  it("credits a downgrade for the days left", () => {
    const p = prorate({
      oldMonthlyCents: 100_000,
      newMonthlyCents: 40_000,
      billingPeriod: "monthly",
      period: monthly("2026-11-01", "2026-12-01"),
      at: d("2026-11-16"),
    });
    expect(p).toEqual({ daysRemaining: 15, daysInPeriod: 30, amountCents: -30_000 });
  });

  it("charges an upgrade for the days left", () => {
    const p = prorate({
      oldMonthlyCents: 19_900,
      newMonthlyCents: 39_900,
      billingPeriod: "monthly",
      period: monthly("2026-11-01", "2026-12-01"),
      at: d("2026-11-21"),
    });
    expect(p.daysRemaining).toBe(10);
    expect(p.amountCents).toBe(6_667);
  });

  it("rounds half away from zero to the cent, both ways", () => {
    const period = monthly("2026-02-01", "2026-03-01"); // 28 days
    const up = prorate({
      oldMonthlyCents: 0,
      newMonthlyCents: 2,
      billingPeriod: "monthly",
      period,
      at: d("2026-02-15"),
    });
    expect(up).toEqual({ daysRemaining: 14, daysInPeriod: 28, amountCents: 1 });
    const down = prorate({
      oldMonthlyCents: 2,
      newMonthlyCents: 0,
      billingPeriod: "monthly",
      period,
      at: d("2026-02-15"),
    });
    expect(down.amountCents).toBe(-1);
    const third = prorate({
      oldMonthlyCents: 0,
      newMonthlyCents: 100,
      billingPeriod: "monthly",
      period: monthly("2026-11-01", "2026-12-01"),
      at: d("2026-11-21"),
    });
    expect(third.amountCents).toBe(33);
  });

  it("counts the day of the change as used, and nothing once the period is over", () => {
    const period = monthly("2026-11-01", "2026-12-01");
    const base = { oldMonthlyCents: 1000, newMonthlyCents: 4000, billingPeriod: "monthly" as const, period };
    expect(prorate({ ...base, at: new Date("2026-11-30T10:00:00Z") }).daysRemaining).toBe(0);
    expect(prorate({ ...base, at: d("2026-12-05") }).amountCents).toBe(0);
    expect(prorate({ ...base, at: d("2026-11-01") })).toMatchObject({ daysRemaining: 30, amountCents: 3000 });
  });

  it("charges twelve months of difference on a yearly period", () => {
    const p = prorate({
      oldMonthlyCents: 10_000,
      newMonthlyCents: 20_000,
      billingPeriod: "yearly",
      period: monthly("2026-01-01", "2027-01-01"),
      at: d("2026-07-02"),
    });
    expect(p.daysInPeriod).toBe(365);
    expect(p.daysRemaining).toBe(183);
    expect(p.amountCents).toBe(Math.round((120_000 * 183) / 365));
  });

  it("gives zero when the price does not change", () => {
    const p = prorate({
      oldMonthlyCents: 5000,
      newMonthlyCents: 5000,
      billingPeriod: "monthly",
      period: monthly("2026-11-01", "2026-12-01"),
      at: d("2026-11-10"),
    });
    expect(p.amountCents).toBe(0);
  });
});

describe("currentPeriod", () => {
  it("ends at the renewal date when it is ahead", () => {
    const p = currentPeriod(
      { startedAt: d("2025-01-15"), renewsAt: d("2026-12-15"), billingPeriod: "monthly" },
      d("2026-11-26"),
    );
    expect(p).toEqual(monthly("2026-11-15", "2026-12-15"));
  });

  it("counts months from the start when the renewal date is unknown or past", () => {
    const p = currentPeriod(
      { startedAt: d("2026-01-31"), renewsAt: null, billingPeriod: "monthly" },
      d("2026-03-05"),
    );
    expect(p).toEqual(monthly("2026-02-28", "2026-03-28"));
    const y = currentPeriod(
      { startedAt: d("2024-06-01"), renewsAt: d("2025-06-01"), billingPeriod: "yearly" },
      d("2026-11-26"),
    );
    expect(y).toEqual(monthly("2026-06-01", "2027-06-01"));
  });
});

describe("subscriptionTerms", () => {
  it("sets plan, cap, modules and price from the calculator", () => {
    const modules = ["scolarite", "examens"];
    const t = subscriptionTerms(
      { plan: "essential", students: 80, modules, addons: [], billingPeriod: "monthly" },
      PRICE_BOOK,
    );
    const e = estimate(
      { plan: "essential", students: 80, modules: 2, establishments: 1, addons: [], countries: 1 },
      PRICE_BOOK,
    );
    expect(t).toEqual({ plan: "essential", studentCap: 100, modules, mrrCents: e.monthlyCents });
  });

  it("gives Excellence no cap, and a yearly subscription the discounted year over twelve", () => {
    const t = subscriptionTerms(
      { plan: "excellence", students: 900, modules: [], addons: [], billingPeriod: "yearly" },
      PRICE_BOOK,
    );
    const e = estimate(
      { plan: "excellence", students: 900, modules: 1, establishments: 1, addons: [], countries: 1 },
      PRICE_BOOK,
    );
    expect(t.studentCap).toBeNull();
    expect(t.mrrCents).toBe(Math.round(e.yearlyCents / 12));
  });

  it("prices the modules beyond those the plan includes", () => {
    const many = Array.from({ length: 8 }, (_, i) => `m${i}`);
    const few = subscriptionTerms(
      { plan: "essential", students: 10, modules: many.slice(0, 6), addons: [], billingPeriod: "monthly" },
      PRICE_BOOK,
    );
    const more = subscriptionTerms(
      { plan: "essential", students: 10, modules: many, addons: [], billingPeriod: "monthly" },
      PRICE_BOOK,
    );
    expect(more.mrrCents - few.mrrCents).toBe(2 * PRICE_BOOK.extraModuleCents);
  });

  it("knows which plans take the institution's students", () => {
    expect(planTakes(PRICE_BOOK, "essential", 100)).toBe(true);
    expect(planTakes(PRICE_BOOK, "essential", 101)).toBe(false);
    expect(planTakes(PRICE_BOOK, "excellence", 50_000)).toBe(true);
  });
});
