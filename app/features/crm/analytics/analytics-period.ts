import { z } from "#app/lib/forms/zod.ts";
import { isCalendarDay } from "#app/lib/dates/calendar-day.ts";

/** The periods the admin analytics page offers (issue 8: "with a date range"), in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = 30;
/** A custom range spans at most a year and a day (a leap year, both ends included). */
export const MAX_RANGE_DAYS = 366;

const DAY = 86_400_000;

/** `?days=` of the page's URL; anything else than an offered period gives the default. */
export function parsePeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return ANALYTICS_PERIODS.find((p) => p === days) ?? DEFAULT_PERIOD;
}

/**
 * The days the page covers: UTC days `from` to `to`, both included (YYYY-MM-DD). `preset` is the
 * offered period it matches when chosen as "last N days", null for a custom range.
 */
export interface AnalyticsRange {
  readonly from: string;
  readonly to: string;
  readonly days: number;
  readonly preset: AnalyticsPeriod | null;
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
}

/** The last `days` days, today (UTC) included. */
export function presetRange(days: AnalyticsPeriod, now = new Date()): AnalyticsRange {
  const to = utcDay(now);
  return { from: addDays(to, -(days - 1)), to, days, preset: days };
}

export type AnalyticsRangeError = "invalidDate" | "rangeOrder" | "rangeFuture" | "rangeTooLong";

/** A calendar day written YYYY-MM-DD that exists (no 31 April). */
const CalendarDay = z
  .string({ error: "invalidDate" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidDate" })
  .refine(isCalendarDay, { error: "invalidDate" });

/**
 * The custom range of the page's form (`?from=&to=`), checked on the server: two real days, the
 * first not after the second, the last not after today, at most MAX_RANGE_DAYS days. The form's
 * date inputs carry the same bounds (min/max) for the browser.
 */
export function analyticsRangeSchema(today: string) {
  return z.object({ from: CalendarDay, to: CalendarDay }).superRefine(({ from, to }, ctx) => {
    if (to > today) ctx.addIssue({ code: "custom", path: ["to"], message: "rangeFuture" });
    else if (from > to) ctx.addIssue({ code: "custom", path: ["from"], message: "rangeOrder" });
    else if (daysBetween(from, to) > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "rangeTooLong" });
    }
  });
}

export interface ParsedRange {
  readonly range: AnalyticsRange;
  /** The custom dates as typed (shown back in the form), or null when a preset was asked for. */
  readonly input: { readonly from: string; readonly to: string } | null;
  readonly errors: Partial<Record<"from" | "to", AnalyticsRangeError>>;
}

/**
 * The page's query string: `from` and `to` for a custom range, otherwise `days` (7, 30 or 90).
 * An invalid custom range keeps the default period and reports what is wrong, field by field.
 */
export function parseAnalyticsRange(params: URLSearchParams, now = new Date()): ParsedRange {
  const from = params.get("from");
  const to = params.get("to");
  if (from === null && to === null) {
    return { range: presetRange(parsePeriod(params.get("days")), now), input: null, errors: {} };
  }
  const input = { from: from ?? "", to: to ?? "" };
  const parsed = analyticsRangeSchema(utcDay(now)).safeParse(input);
  if (parsed.success) {
    const { from: f, to: t } = parsed.data;
    return { range: { from: f, to: t, days: daysBetween(f, t), preset: null }, input, errors: {} };
  }
  const errors: Partial<Record<"from" | "to", AnalyticsRangeError>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "from" || field === "to") && !errors[field]) {
      errors[field] = issue.message as AnalyticsRangeError;
    }
  }
  return { range: presetRange(DEFAULT_PERIOD, now), input, errors };
}

/**
 * Leads per unique visitor, or null without visitors. Visitors are counted per day (their key
 * changes every day), so over a period this is leads / the sum of the daily unique visitors.
 */
export function conversionRate(leads: number, visitors: number): number | null {
  return visitors > 0 ? leads / visitors : null;
}
