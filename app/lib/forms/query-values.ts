import { cleanText } from "./field-basics.ts";

/**
 * Values a page takes from its query string to prefill a form (the calculator's selection, the
 * sales assistant's hand-over). Malformed values are left out rather than corrected: the visitor
 * sees them typed or not at all, and the form's own checks still apply on sending.
 */

/** A whole number between 1 and `max`, as the digits the field shows. */
export function queryWholeNumber(value: string | null, max: number): string | undefined {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? String(n) : undefined;
}

/** Text without control characters, trimmed and cut at the field's length. */
export function queryText(value: string | null, max: number): string | undefined {
  if (!value) return undefined;
  const clean = cleanText(value);
  return clean ? clean.slice(0, max) : undefined;
}
