import { describe, expect, it } from "vitest";
import { formatEuros, formatInteger, formatPercent } from "./format.ts";

describe("number formats of the copy", () => {
  it("formats euros in each language", () => {
    expect(formatEuros(19_900, "en")).toBe("€199");
    expect(formatEuros(124_900, "en")).toBe("€1,249");
    expect(formatEuros(19_950, "en")).toBe("€199.50");
    expect(formatEuros(124_900, "fr").replace(/\s/g, " ")).toBe("1 249 €");
  });

  it("formats percentages and integers in each language", () => {
    expect(formatPercent(99.5, "en")).toBe("99.5%");
    expect(formatPercent(99.5, "fr").replace(/\s/g, " ")).toBe("99,5 %");
    expect(formatInteger(1000, "en")).toBe("1,000");
    expect(formatInteger(1000, "fr").replace(/\s/g, " ")).toBe("1 000");
  });
});
