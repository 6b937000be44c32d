import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatMoney } from "./format.ts";

describe("formats", () => {
  it("shows euros the French and the English way", () => {
    expect(formatMoney(123_456, "fr").replace(/\s/g, " ")).toBe("1 234,56 €");
    expect(formatMoney(123_456, "en")).toBe("€1,234.56");
  });
  it("shows dates in Paris time and sizes in the page's language", () => {
    expect(formatDate("2026-03-01T23:30:00Z", "fr")).toBe("2 mars 2026");
    expect(formatDate(null, "en")).toBe("—");
    expect(formatBytes(2_621_440, "fr")).toBe("2,5 Mo");
    expect(formatBytes(2048, "en")).toBe("2 KB");
  });
});
