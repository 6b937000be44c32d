import { describe, expect, it } from "vitest";
import { csvDecimal, csvEuros, csvRecord, neutralizeCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("neutralises cells that a spreadsheet would run as a formula", () => {
    expect(neutralizeCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutralizeCell("+33 1 23")).toBe("'+33 1 23");
    expect(neutralizeCell("-2+3")).toBe("'-2+3");
    expect(neutralizeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralizeCell("\t=1")).toBe("'\t=1");
    expect(neutralizeCell("\r=1")).toBe("'\r=1");
    expect(neutralizeCell("Lycée Victor-Hugo")).toBe("Lycée Victor-Hugo");
    expect(neutralizeCell(null)).toBe("");
    expect(neutralizeCell(undefined)).toBe("");
    expect(neutralizeCell(42)).toBe("42");
  });

  it("leaves plain numbers and cells already starting with an apostrophe as they are", () => {
    expect(neutralizeCell(-12)).toBe("-12");
    expect(neutralizeCell("-1490,50")).toBe("-1490,50");
    expect(neutralizeCell("-1490.50")).toBe("-1490.50");
    expect(neutralizeCell("'=1+1")).toBe("'=1+1");
    expect(neutralizeCell("-")).toBe("'-");
    expect(neutralizeCell("-1,5+A1")).toBe("'-1,5+A1");
  });

  it("separates cells with ; and quotes per RFC 4180 (separator, quote, comma, line breaks)", () => {
    expect(csvRecord(["a;b", 'il a dit "oui"', "1,5", "x\ny", "x\r\ny", "plain"])).toBe(
      '"a;b";"il a dit ""oui""";"1,5";"x\ny";"x\r\ny";plain',
    );
  });

  it("writes a BOM, a header and CRLF records", () => {
    const csv = toCsv(
      ["a", "b"],
      [
        ["x;y", 'il a dit "oui"'],
        ["=1+1", "ligne\nsuivante"],
        [null, "Élève"],
      ],
    );
    expect(csv).toBe('\uFEFFa;b\r\n"x;y";"il a dit ""oui"""\r\n\'=1+1;"ligne\nsuivante"\r\n;Élève\r\n');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it("writes decimals with a comma, as French Excel reads numbers", () => {
    expect(csvDecimal(20)).toBe("20,00");
    expect(csvEuros(149_050)).toBe("1490,50");
    expect(csvEuros(-1_000)).toBe("-10,00");
    expect(neutralizeCell(csvEuros(-1_000))).toBe("-10,00");
  });
});
