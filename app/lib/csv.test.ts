import { describe, expect, it } from "vitest";
import { neutralizeCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("neutralises cells that a spreadsheet would run as a formula", () => {
    expect(neutralizeCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutralizeCell("+33 1 23")).toBe("'+33 1 23");
    expect(neutralizeCell("-2+3")).toBe("'-2+3");
    expect(neutralizeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralizeCell("\t=1")).toBe("'\t=1");
    expect(neutralizeCell("Lycée Victor-Hugo")).toBe("Lycée Victor-Hugo");
    expect(neutralizeCell(null)).toBe("");
    expect(neutralizeCell(42)).toBe("42");
  });

  it("quotes separators, quotes and line breaks, with a BOM and CRLF", () => {
    const csv = toCsv(
      ["a", "b"],
      [
        ["x,y", 'il a dit "oui"'],
        ["=1+1", "ligne\nsuivante"],
      ],
    );
    expect(csv).toBe('\uFEFFa,b\r\n"x,y","il a dit ""oui"""\r\n\'=1+1,"ligne\nsuivante"\r\n');
  });
});
