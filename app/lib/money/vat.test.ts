import { describe, expect, it } from "vitest";
import {
  formatVat,
  frenchVatFromSiren,
  frenchVatKey,
  isValidVat,
  sirenOfFrenchVat,
  vatProblem,
} from "./vat.ts";

describe("French VAT numbers", () => {
  it("computes the key from the SIREN", () => {
    expect(frenchVatKey("303 265 045")).toBe("40");
    expect(frenchVatFromSiren("732829320")).toBe("FR44732829320");
  });

  it("accepts a right key and refuses a wrong one", () => {
    expect(isValidVat("FR 40 303 265 045")).toBe(true);
    expect(isValidVat("fr40303265045")).toBe(true);
    expect(vatProblem("FR41303265045")).toBe("key");
    // A SIREN failing its own check digit.
    expect(vatProblem("FR40303265046")).toBe("key");
  });

  it("accepts the newer alphabetic keys on format alone, without I and O", () => {
    expect(isValidVat("FRAB303265045")).toBe(true);
    expect(vatProblem("FRIO303265045")).toBe("format");
  });

  it("extracts the SIREN and prints the number", () => {
    expect(sirenOfFrenchVat("FR 40 303 265 045")).toBe("303265045");
    expect(sirenOfFrenchVat("DE123456789")).toBeUndefined();
    expect(formatVat("fr40303265045")).toBe("FR 40 303 265 045");
  });
});

describe("other member states", () => {
  it.each([
    "ATU12345678",
    "BE0123456789",
    "DE123456789",
    "EL123456789",
    "ESX1234567X",
    "IE1234567WA",
    "IE1A23456W",
    "IT12345678901",
    "NL123456789B01",
    "SE123456789001",
    "XIGD123",
    "LT123456789012",
  ])("accepts %s", (vat) => expect(vatProblem(vat)).toBeUndefined());

  it.each([
    ["AT12345678", "format"],
    ["BE2123456789", "format"],
    ["DE12345678", "format"],
    ["NL123456789C01", "format"],
    ["GR123456789", "country"],
    ["US123456789", "country"],
    ["", "country"],
  ])("refuses %s (%s)", (vat, problem) => expect(vatProblem(vat)).toBe(problem));
});
