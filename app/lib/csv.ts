/**
 * CSV for spreadsheets (RFC 4180, `;`-free: comma separated, CRLF, UTF-8 with a BOM so that Excel
 * reads accents). A cell starting with =, +, -, @ (or a tab / carriage return, which some
 * spreadsheets strip before reading a formula) is prefixed with a quote so that it is shown as
 * text, never run as a formula (STYLE.md, CSV exports; OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => quote(neutralizeCell(cell))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
