import { downloadResponse } from "./download.ts";

/**
 * The one CSV writer of the product, made for spreadsheets as French users open them: Excel in a
 * French locale splits on `;` (the comma is the decimal separator there) and reads UTF-8 only with
 * a byte-order mark. So: `;` between cells, CRLF between records, a BOM, and RFC 4180 quoting with
 * `;` as the separator (a cell holding `;`, `"`, a comma, CR or LF is quoted, its quotes doubled).
 * A cell starting with =, +, -, @ (or a tab / carriage return, which some spreadsheets strip before
 * reading a formula) is prefixed with an apostrophe so that it is shown as text, never run as a
 * formula (STYLE.md, CSV exports; OWASP "CSV injection"); a cell already starting with an
 * apostrophe is left as it is.
 */
export const CSV_SEPARATOR = ";";
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-12", "-1490,50"): shown as a number, never read as a formula. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A decimal as French Excel reads a number: a comma before the decimals ("1490,50", "-12,00"). */
export function csvDecimal(value: number, digits = 2): string {
  return value.toFixed(digits).replace(".", ",");
}

/** Integer cents as euros for a CSV cell ("1490,50"). */
export function csvEuros(cents: number): string {
  return csvDecimal(cents / 100);
}

function quote(cell: string): string {
  return /[";,\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One record: its cells neutralised, quoted and joined by `;`. */
export function csvRecord(cells: readonly unknown[]): string {
  return cells.map((cell) => quote(neutralizeCell(cell))).join(CSV_SEPARATOR);
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map(csvRecord);
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The answer of a CSV download (never cached: exports hold customer data). */
export function csvResponse(csv: string, filename: string): Response {
  return downloadResponse(csv, { name: filename, type: "text/csv; charset=utf-8" });
}
