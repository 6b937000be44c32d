import { describe, expect, it } from "vitest";
import { fitAdjustments } from "./invoicing.ts";

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
