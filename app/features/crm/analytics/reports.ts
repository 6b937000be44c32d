import { z } from "#app/lib/forms/zod.ts";
import { isCalendarDay } from "#app/lib/dates/calendar-day.ts";
import type { AdminValidationKey } from "../locales.ts";
import type { Resource } from "../permissions.ts";

/**
 * The reports page (issue 8): CSV exports of leads, clients, invoices and tickets over a date
 * range. Each report needs `export` on its own resource, so a role exports only what it works on.
 */
export const REPORTS = ["leads", "clients", "invoices", "tickets"] as const;
export type Report = (typeof REPORTS)[number];

export const REPORT_RESOURCE: Readonly<Record<Report, Resource>> = {
  leads: "leads",
  clients: "clients",
  invoices: "billing",
  tickets: "support",
};

/** The longest period one export may cover (a typo like 2206 for 2026 fails early). */
const MAX_DAYS = 3660;
const DAY_MS = 86_400_000;

const isoDay = z
  .string({ error: "required" satisfies AdminValidationKey })
  .trim()
  .min(1, { error: "required" satisfies AdminValidationKey, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidDate" satisfies AdminValidationKey, abort: true })
  .refine(isCalendarDay, { error: "invalidDate" satisfies AdminValidationKey });

export const ReportRequestSchema = z
  .object({
    report: z.enum(REPORTS, { error: "invalidChoice" satisfies AdminValidationKey }),
    from: isoDay,
    to: isoDay,
  })
  .superRefine((v, ctx) => {
    const from = Date.parse(`${v.from}T00:00:00Z`);
    const to = Date.parse(`${v.to}T00:00:00Z`);
    if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "invalidRange" });
    else if ((to - from) / DAY_MS > MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: "rangeTooLong" });
  });
export type ReportRequest = z.output<typeof ReportRequestSchema>;

/** The period as half-open ISO bounds: from the start of `from` to the start of the day after `to` (UTC). */
export function periodBounds(r: Pick<ReportRequest, "from" | "to">): { start: string; end: string } {
  return {
    start: new Date(`${r.from}T00:00:00Z`).toISOString(),
    end: new Date(Date.parse(`${r.to}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}

/** The download address of a validated request. */
export function reportHref(r: ReportRequest): string {
  return `/admin/export/reports/${r.report}.csv?${new URLSearchParams({ from: r.from, to: r.to })}`;
}

/** `leads.csv` → `leads`; anything else → null (the download route answers 404). */
export function reportOfFile(file: string | undefined): Report | null {
  const name = /^([a-z]+)\.csv$/.exec(file ?? "")?.[1];
  return (REPORTS as readonly string[]).includes(name ?? "") ? (name as Report) : null;
}

/** Default period of the form: the first of the current month (UTC) to today. */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function reportFileName(r: ReportRequest): string {
  return `${r.report}-${r.from}-${r.to}.csv`;
}
