import { describe, expect, it } from "vitest";
import { conversionRate, parsePeriod } from "./analytics-period.ts";

describe("parsePeriod", () => {
  it("keeps an offered period and falls back to 30 days otherwise", () => {
    expect(parsePeriod("7")).toBe(7);
    expect(parsePeriod("90")).toBe(90);
    expect(parsePeriod(null)).toBe(30);
    expect(parsePeriod("365")).toBe(30);
    expect(parsePeriod("7abc")).toBe(30);
  });
});

describe("conversionRate", () => {
  it("divides leads by unique visitors, and has no value without visitors", () => {
    expect(conversionRate(3, 120)).toBeCloseTo(0.025);
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(2, 0)).toBeNull();
  });
});
