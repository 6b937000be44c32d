import { describe, expect, it } from "vitest";
import {
  compactIban,
  formatIban,
  ibanCheckDigits,
  ibanProblem,
  IBAN_LENGTHS,
  isValidBic,
  isValidIban,
  maskBic,
  maskIban,
  mod97,
} from "./iban.ts";

describe("IBAN", () => {
  it("accepts the registry's examples, typed with or without spaces", () => {
    expect(isValidIban("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isValidIban("fr7630006000011234567890189")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("GB29 NWBK 6016 1331 9268 19")).toBe(true);
    expect(isValidIban("BE68 5390 0754 7034")).toBe(true);
    expect(isValidIban("NO93 8601 1117 947")).toBe(true);
    expect(isValidIban("CH93 0076 2011 6238 5295 7")).toBe(true);
  });

  it("says what is wrong", () => {
    expect(ibanProblem("FR76 3000 6000 0112 3456 7890 188")).toBe("checksum");
    expect(ibanProblem("FR76 3000 6000 0112 3456 7890 18")).toBe("length");
    expect(ibanProblem("ZZ76 3000 6000 0112 3456 7890 189")).toBe("country");
    expect(ibanProblem("3000 6000")).toBe("format");
    expect(ibanProblem("FR76-3000-6000-0112-3456-7890-189")).toBeUndefined();
    expect(ibanProblem("FR76 3000 6000 0112 3456 7890 1<9")).toBe("format");
  });

  it("keeps SEPA direct debit to SEPA countries", () => {
    // A valid Brazilian IBAN is not in the SEPA zone.
    const br = "BR1800360305000010009795493C1";
    expect(isValidIban(br)).toBe(true);
    expect(ibanProblem(br, { sepaOnly: true })).toBe("notSepa");
    expect(ibanProblem("MC58 1122 2000 0101 2345 6789 030", { sepaOnly: true })).toBeUndefined();
  });

  it("checks the French BBAN layout beyond mod 97", () => {
    // Letters in the French bank code: a valid mod 97 sum but not a French RIB layout.
    const bban = "3000A000011234567890189";
    const iban = "FR" + ibanCheckDigits("FR", bban) + bban;
    expect(mod97(iban.slice(4) + iban.slice(0, 4))).toBe(1);
    expect(ibanProblem(iban)).toBe("format");
  });

  it("computes check digits that make an IBAN valid", () => {
    const bban = "30006000011234567890189";
    expect(ibanCheckDigits("FR", bban)).toBe("76");
  });

  it("formats and masks", () => {
    expect(formatIban("fr7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect(maskIban("FR76 3000 6000 0112 3456 7890 189")).toBe("FR76 •••• •••• 0189");
    expect(maskIban("FR7")).toBe("••••");
    expect(compactIban(" de89 3704 ")).toBe("DE893704");
  });

  it("knows the French and German lengths", () => {
    expect(IBAN_LENGTHS.FR).toBe(27);
    expect(IBAN_LENGTHS.DE).toBe(22);
  });
});

describe("BIC", () => {
  it("accepts 8 and 11 characters", () => {
    expect(isValidBic("BNPAFRPP")).toBe(true);
    expect(isValidBic("bnpa fr pp xxx")).toBe(true);
    expect(isValidBic("DEUTDEFF500")).toBe(true);
  });
  it("refuses other shapes", () => {
    expect(isValidBic("BNPAFRP")).toBe(false);
    expect(isValidBic("BNPA12PP")).toBe(false);
    expect(isValidBic("BNPAFRPPXX")).toBe(false);
  });
  it("masks", () => {
    expect(maskBic("BNPAFRPPXXX")).toBe("BNPA FR ••");
  });
});
