/**
 * IBAN (ISO 13616) and BIC (ISO 9362) checks for SEPA direct debit (DECISIONS.md point 6: the
 * IBAN is checked and only ever shown masked). The mod-97 check is computed in chunks so that
 * no big integers are needed.
 */

/** IBAN length per country, from the SWIFT IBAN registry. */
// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/**
 * Countries of the SEPA schemes, where a SEPA direct debit mandate can be signed: the EU and EEA,
 * Switzerland, the United Kingdom, Monaco, San Marino, the Vatican, Andorra and Gibraltar, and the
 * four countries admitted in 2024–2025 (Albania, Moldova, Montenegro, North Macedonia).
 */
// prettier-ignore
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV",
  "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  "IS", "LI", "NO", "CH", "GB", "MC", "SM", "VA", "AD", "GI",
  "AL", "MD", "ME", "MK",
]);

/** Electronic form: no spaces, upper case. */
export function compactIban(value: string): string {
  return value.replace(/[\s\-\u00a0\u202f]/g, "").toUpperCase();
}

/** The remainder of a (long) number written in base 36 digits, modulo 97. */
export function mod97(alnum: string): number {
  let remainder = 0;
  for (const c of alnum) {
    const code = c.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : c; // A = 10 … Z = 35
    for (const d of digits) remainder = (remainder * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return remainder;
}

export type IbanProblem = "format" | "country" | "length" | "checksum" | "notSepa";

/** Why an IBAN is refused, or undefined when it is valid (and, with `sepaOnly`, in the SEPA zone). */
export function ibanProblem(value: string, options: { sepaOnly?: boolean } = {}): IbanProblem | undefined {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return "format";
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return "country";
  if (iban.length !== length) return "length";
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return "checksum";
  if (country === "FR" && !/^FR\d{12}[A-Z0-9]{11}\d{2}$/.test(iban)) return "format";
  if (options.sepaOnly && !SEPA_COUNTRIES.has(country)) return "notSepa";
  return undefined;
}

export function isValidIban(value: string, options: { sepaOnly?: boolean } = {}): boolean {
  return ibanProblem(value, options) === undefined;
}

/** Print form: groups of four ("FR76 3000 6000 0112 3456 7890 189"). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * The only form an IBAN is shown in once entered: country and check digits, then the last four
 * characters ("FR76 •••• •••• 0189"), enough for the holder to recognise the account.
 */
export function maskIban(value: string): string {
  const iban = compactIban(value);
  if (iban.length < 8) return "••••";
  return `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
}

/** The check digits that make an IBAN valid for a country and BBAN (tests and demo data). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(compactIban(bban) + country.toUpperCase() + "00");
  return String(98 - remainder).padStart(2, "0");
}

export function compactBic(value: string): string {
  return value.replace(/[\s\u00a0]/g, "").toUpperCase();
}

/** BIC: 4-character institution, 2-letter country, 2-character location, optional 3-character branch. */
export function isValidBic(value: string): boolean {
  return /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactBic(value));
}

/** A BIC shown with its institution and country, the rest masked ("BNPA FR ••"). */
export function maskBic(value: string): string {
  const bic = compactBic(value);
  if (bic.length < 6) return "••";
  return `${bic.slice(0, 4)} ${bic.slice(4, 6)} ••`;
}
