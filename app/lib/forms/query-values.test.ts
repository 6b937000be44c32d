import { describe, expect, it } from "vitest";
import { queryText, queryWholeNumber } from "./query-values.ts";

describe("queryWholeNumber", () => {
  it("keeps whole numbers within 1 and the maximum", () => {
    expect(queryWholeNumber("1200", 500_000)).toBe("1200");
    expect(queryWholeNumber(" 42 ", 100)).toBe("42");
    expect(queryWholeNumber("0042", 100)).toBe("42");
  });

  it("leaves out anything else", () => {
    for (const value of [null, "", "0", "101", "12.5", "-3", "1e3", "abc", "12345678"]) {
      expect(queryWholeNumber(value, 100)).toBeUndefined();
    }
  });
});

describe("queryText", () => {
  it("drops control characters, trims and cuts at the length", () => {
    expect(queryText("  Lycée\u0000 Jean\u0007 Moulin  ", 200)).toBe("Lycée Jean Moulin");
    expect(queryText("abcdef", 3)).toBe("abc");
    expect(queryText("ligne 1\r\nligne 2", 100)).toBe("ligne 1\nligne 2");
  });

  it("leaves out empty values", () => {
    expect(queryText(null, 10)).toBeUndefined();
    expect(queryText("  \u0001 ", 10)).toBeUndefined();
  });
});
