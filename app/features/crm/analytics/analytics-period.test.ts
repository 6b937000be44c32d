import { describe, expect, it } from "vitest";
import {
  addDays,
  conversionRate,
  daysBetween,
  parseAnalyticsRange,
  parsePeriod,
  presetRange,
} from "./analytics-period.ts";

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

describe("parseAnalyticsRange", () => {
  const now = new Date("2031-05-20T15:00:00Z");
  const parse = (query: string) => parseAnalyticsRange(new URLSearchParams(query), now);

  it("reads a preset as the last N days, today included", () => {
    expect(parse("days=7")).toEqual({
      range: { from: "2031-05-14", to: "2031-05-20", days: 7, preset: 7 },
      input: null,
      errors: {},
    });
    expect(parse("").range).toEqual({ from: "2031-04-21", to: "2031-05-20", days: 30, preset: 30 });
  });

  it("reads a custom range, both days included", () => {
    expect(parse("from=2031-02-27&to=2031-03-02")).toEqual({
      range: { from: "2031-02-27", to: "2031-03-02", days: 4, preset: null },
      input: { from: "2031-02-27", to: "2031-03-02" },
      errors: {},
    });
    expect(parse("from=2031-05-20&to=2031-05-20").range.days).toBe(1);
    // A custom range takes precedence over days=.
    expect(parse("days=7&from=2031-01-01&to=2031-01-31").range).toMatchObject({ days: 31, preset: null });
  });

  it("refuses an invalid range field by field and keeps the default period", () => {
    const cases: [string, object][] = [
      ["from=2031-04-31&to=2031-05-01", { from: "invalidDate" }],
      ["from=hier&to=", { from: "invalidDate", to: "invalidDate" }],
      ["to=2031-05-01", { from: "invalidDate" }],
      ["from=2031-05-10&to=2031-05-01", { from: "rangeOrder" }],
      ["from=2031-05-10&to=2031-05-21", { to: "rangeFuture" }],
      ["from=2030-05-19&to=2031-05-20", { from: "rangeTooLong" }],
    ];
    for (const [query, errors] of cases) {
      const parsed = parse(query);
      expect(parsed.errors, query).toEqual(errors);
      expect(parsed.range.preset, query).toBe(30);
    }
    // 366 days is the most a range may span.
    expect(parse("from=2030-05-20&to=2031-05-20").errors).toEqual({});
    expect(parse("from=2030-05-20&to=2031-05-20").range.days).toBe(366);
  });
});

describe("day helpers", () => {
  it("adds days and counts them across months and leap days", () => {
    expect(addDays("2032-02-28", 1)).toBe("2032-02-29");
    expect(addDays("2031-03-01", -1)).toBe("2031-02-28");
    expect(daysBetween("2032-02-01", "2032-03-01")).toBe(30);
    expect(presetRange(90, new Date("2031-05-20T00:00:00Z"))).toEqual({
      from: "2031-02-20",
      to: "2031-05-20",
      days: 90,
      preset: 90,
    });
  });
});
