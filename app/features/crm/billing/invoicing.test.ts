import { describe, expect, it } from "vitest";
import { amountCents, centsToInput, fitAdjustments, issueDateAfter } from "./invoicing.ts";

describe("the plan-change adjustments an invoice takes", () => {
  it("takes charges and credits whole while the invoice stays at or above zero", () => {
    expect(fitAdjustments(39_900, [-15_000, 2_000])).toEqual({ taken: [-15_000, 2_000], carried: [0, 0] });
    expect(fitAdjustments(39_900, [-39_900])).toEqual({ taken: [-39_900], carried: [0] });
  });

  it("carries the part of a credit that would make the invoice negative to the next one", () => {
    expect(fitAdjustments(39_900, [-100_000])).toEqual({ taken: [-39_900], carried: [-60_100] });
    // Charges count first, whatever their order; a credit after the room is used is carried whole.
    expect(fitAdjustments(10_000, [-8_000, -8_000, 5_000])).toEqual({
      taken: [-8_000, -7_000, 5_000],
      carried: [0, -1_000, 0],
    });
    expect(fitAdjustments(0, [-1])).toEqual({ taken: [0], carried: [-1] });
  });
});

describe("amountCents, the one reading of an amount typed in a field", () => {
  it("reads French and plain writings, with spaces, the euro sign and a decimal comma", () => {
    expect(amountCents("1 490,00 €")).toBe(149_000);
    expect(amountCents("1\u202f490,5")).toBe(149_050);
    expect(amountCents(" 12.5 ")).toBe(1_250);
    expect(amountCents("-10")).toBe(-1_000);
  });

  it("refuses what is not an amount of at most two decimals, and a negative one when told", () => {
    for (const text of ["", "abc", "39O,00", "1,234", "1.2.3", "12,345", "1e3"])
      expect(amountCents(text)).toBeNull();
    expect(amountCents("-10", { negative: false })).toBeNull();
    expect(amountCents("10", { negative: false })).toBe(1_000);
  });

  it("reads back what centsToInput writes", () => {
    for (const cents of [0, 1, 149_000, -12_050]) expect(amountCents(centsToInput(cents))).toBe(cents);
  });
});

describe("the date a number is issued at", () => {
  const at = new Date("2026-11-27T10:00:00.000Z");
  it("is the time asked for when the previous number is older or absent", () => {
    expect(issueDateAfter(at, null)).toEqual(at);
    expect(issueDateAfter(at, new Date("2026-11-27T09:59:59.999Z"))).toEqual(at);
    expect(issueDateAfter(at, at)).toEqual(at);
  });

  it("is the previous number's date when that is later", () => {
    const previous = new Date("2026-11-27T10:00:00.003Z");
    expect(issueDateAfter(at, previous)).toEqual(previous);
  });
});
