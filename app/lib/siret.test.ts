import { describe, expect, it } from "vitest";
import {
  formatSiret,
  isValidSiren,
  isValidSiret,
  luhnCheckDigit,
  luhnValid,
  sirenOfSiret,
  siretProblem,
} from "./siret.ts";

describe("SIREN and SIRET", () => {
  it("accepts real numbers, however they are typed", () => {
    expect(isValidSiren("732 829 320")).toBe(true);
    expect(isValidSiret("73282932000074")).toBe(true);
    expect(isValidSiret("732 829 320 00074")).toBe(true);
    expect(isValidSiret("732.829.320.00074")).toBe(true);
    expect(isValidSiret("552\u00a0100\u00a0554\u00a000013")).toBe(true);
  });

  it("refuses a wrong check digit and a wrong length", () => {
    expect(siretProblem("73282932000075")).toBe("checksum");
    expect(siretProblem("7328293200007")).toBe("format");
    expect(siretProblem("7328293200007A")).toBe("format");
    expect(siretProblem("")).toBe("format");
    expect(isValidSiren("732829321")).toBe(false);
  });

  it("applies the La Poste exception: digit sum multiple of 5 instead of Luhn", () => {
    // A La Poste establishment: fails Luhn, digit sum 3+5+6+1+1+4 = 20.
    expect(luhnValid("35600000000114")).toBe(false);
    expect(isValidSiret("35600000000114")).toBe(true);
    // Its head office passes Luhn.
    expect(isValidSiret("35600000000048")).toBe(true);
    // Neither rule: refused.
    expect(siretProblem("35600000000115")).toBe("checksum");
    // The exception belongs to La Poste only.
    expect(luhnValid("35700000000114")).toBe(false);
    expect(isValidSiret("35700000000114")).toBe(false);
  });

  it("completes a number with its check digit", () => {
    const siret = "1234567890001" + luhnCheckDigit("1234567890001");
    expect(isValidSiret(siret)).toBe(true);
  });

  it("formats and extracts the SIREN", () => {
    expect(formatSiret("73282932000074")).toBe("732 829 320 00074");
    expect(formatSiret(" abc ")).toBe("abc");
    expect(sirenOfSiret("732 829 320 00074")).toBe("732829320");
  });
});
