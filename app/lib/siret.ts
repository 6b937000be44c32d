/**
 * SIREN (9 digits) and SIRET (SIREN + 5-digit establishment number) of French organisations.
 * Both end with a Luhn check digit. One documented exception: the establishments of La Poste
 * (SIREN 356 000 000) were numbered so that the sum of the SIRET's digits is a multiple of 5
 * instead (INSEE), and only its head office also passes Luhn.
 */

export const LA_POSTE_SIREN = "356000000";

/** Spaces, dots, dashes and non-breaking spaces are how people type these numbers: drop them. */
export function compactNumber(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, "");
}

/** Luhn (mod 10) over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

function digitSum(digits: string): number {
  let sum = 0;
  for (const c of digits) sum += c.charCodeAt(0) - 48;
  return sum;
}

export function isValidSiren(value: string): boolean {
  const v = compactNumber(value);
  return /^\d{9}$/.test(v) && luhnValid(v);
}

export type SiretProblem = "format" | "checksum";

/** Why a SIRET is refused, or undefined when it is valid. */
export function siretProblem(value: string): SiretProblem | undefined {
  const v = compactNumber(value);
  if (!/^\d{14}$/.test(v)) return "format";
  if (luhnValid(v)) return undefined;
  if (v.startsWith(LA_POSTE_SIREN) && digitSum(v) % 5 === 0) return undefined;
  return "checksum";
}

export function isValidSiret(value: string): boolean {
  return siretProblem(value) === undefined;
}

export function sirenOfSiret(value: string): string {
  return compactNumber(value).slice(0, 9);
}

/** "732 829 320 00074": SIREN in groups of three, then the establishment number (INSEE's layout). */
export function formatSiret(value: string): string {
  const v = compactNumber(value);
  if (!/^\d{14}$/.test(v)) return value.trim();
  return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6, 9)} ${v.slice(9)}`;
}

/** The Luhn check digit that completes a string of digits (used by tests and seed data). */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(partial + d)) return String(d);
  throw new Error("unreachable: one digit always completes a Luhn sum");
}
