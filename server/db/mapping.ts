import { randomUUID } from "node:crypto";

/**
 * Values that the two engines return differently, turned into one JavaScript type (see schema.ts).
 * Writes need no mapping: the SQLite adapter stores booleans as 0/1 and dates as ISO-8601 text,
 * PostgreSQL takes them natively.
 */

/** A timestamp column read from either engine. Throws on anything that is not a valid time. */
export function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Not a timestamp: ${String(value)}`);
  return date;
}

export function toDateOrNull(value: Date | string | number | null | undefined): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

/** A boolean column: `true`/`false` on PostgreSQL, 1/0 on SQLite. */
export function toBool(value: boolean | number | bigint | string | null | undefined): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number" || typeof value === "bigint") return Number(value) !== 0;
  if (typeof value === "string") return value === "1" || value === "true" || value === "t";
  return false;
}

/**
 * An integer column or aggregate. PostgreSQL returns 64-bit integers (bigint, COUNT) as strings;
 * a value beyond JavaScript's safe range is an error rather than a silently rounded number.
 */
export function toInt(value: number | bigint | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  return n;
}

/** Ids of the product's records: random UUIDs (text on both engines). */
export function newId(): string {
  return randomUUID();
}

/** JSON columns are text on both engines. */
export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === "") return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** E-mail addresses are compared and stored trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain part of an e-mail address (`jean@lycee.fr` → `lycee.fr`). */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at > 0 && at < email.length - 1 ? normalizeEmail(email.slice(at + 1)) : null;
}
