/**
 * Intra-EU VAT numbers (numéro de TVA intracommunautaire): the format of each member state as VIES
 * publishes it, plus the French key, which is computed from the SIREN:
 * key = (12 + 3 × (SIREN mod 97)) mod 97. Newer French numbers may carry a two-letter key, which
 * has no public formula: only their format is checked.
 */
import { compactNumber, isValidSiren } from "../siret.ts";

/** VIES formats, without the country prefix. Greece uses EL; Northern Ireland XI. */
// prettier-ignore
export const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/, DK: /^\d{8}$/, EE: /^\d{9}$/, EL: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/, FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, HR: /^\d{11}$/, HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, IT: /^\d{11}$/, LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/, LV: /^\d{11}$/, MT: /^\d{8}$/, NL: /^\d{9}B\d{2}$/, PL: /^\d{10}$/, PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/, SE: /^\d{10}01$/, SI: /^\d{8}$/, SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export function compactVat(value: string): string {
  return compactNumber(value).toUpperCase();
}

/** The numeric French VAT key of a SIREN ("FR" + key + SIREN). */
export function frenchVatKey(siren: string): string {
  const n = Number(compactNumber(siren)) % 97;
  return String((12 + 3 * n) % 97).padStart(2, "0");
}

export function frenchVatFromSiren(siren: string): string {
  const s = compactNumber(siren);
  return `FR${frenchVatKey(s)}${s}`;
}

export type VatProblem = "country" | "format" | "key";

/** Why a VAT number is refused, or undefined when its format (and French key) is right. */
export function vatProblem(value: string): VatProblem | undefined {
  const vat = compactVat(value);
  const country = vat.slice(0, 2);
  const format = VAT_FORMATS[country];
  if (!format) return "country";
  const body = vat.slice(2);
  if (!format.test(body)) return "format";
  if (country === "FR") {
    const key = body.slice(0, 2);
    const siren = body.slice(2);
    if (!isValidSiren(siren)) return "key";
    if (/^\d{2}$/.test(key) && key !== frenchVatKey(siren)) return "key";
  }
  return undefined;
}

export function isValidVat(value: string): boolean {
  return vatProblem(value) === undefined;
}

/** The SIREN inside a French VAT number, to compare with the SIRET given beside it. */
export function sirenOfFrenchVat(value: string): string | undefined {
  const vat = compactVat(value);
  return /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/.test(vat) ? vat.slice(4) : undefined;
}

/** "FR 40 303 265 045": how the number is printed on invoices. */
export function formatVat(value: string): string {
  const vat = compactVat(value);
  if (/^FR[0-9A-Z]{2}\d{9}$/.test(vat)) {
    return `FR ${vat.slice(2, 4)} ${vat.slice(4, 7)} ${vat.slice(7, 10)} ${vat.slice(10)}`;
  }
  return vat;
}
