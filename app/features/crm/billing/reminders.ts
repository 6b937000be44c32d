import { civilDateIn, dateKey, parseDateKey, type CivilDate } from "#server/scheduler/civil-dates.ts";
import { SCHEDULE_TIME_ZONE } from "#server/scheduler/schedule.ts";
import type { MembershipRole } from "#server/db/schema.ts";

/**
 * Reminders of overdue invoices and the ageing of what is owed (pure rules, no I/O).
 *
 * - The schedule (saved on /admin/configuration) lists the days after the due date on which a
 *   reminder goes out: 7, 15 and 30 by default. Step n is the n-th day of that list.
 * - The daily job asks, for each unpaid invoice, which step is due on the day it runs. Days late
 *   are counted in whole calendar days in Paris (the zone of every date the CRM shows), from the
 *   due date to the day of the run.
 * - One reminder per invoice and day at most: an invoice that passed several steps while the
 *   server was down gets the latest one, never a burst; a step already sent (or passed by a later
 *   one) is never sent again; a paid or fully credited invoice gets nothing.
 */

export interface ReminderSchedule {
  /** Days after the due date, strictly increasing, 1 to 365. */
  readonly days: readonly number[];
  /** The last reminder also goes to the institution's owner. */
  readonly ownerOnLast: boolean;
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { days: [7, 15, 30], ownerOnLast: true };
export const REMINDER_DAYS_RANGE = { min: 1, max: 365 } as const;
export const MAX_REMINDER_STEPS = 5;

const DAY_MS = 86_400_000;

function dayNumber(d: CivilDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
}

/** Whole calendar days (Paris) from the due date to `day` (`YYYY-MM-DD`); negative before it. */
export function daysLate(dueAt: Date | string | number, day: string, timeZone = SCHEDULE_TIME_ZONE): number {
  const civil = parseDateKey(day);
  if (!civil) throw new RangeError(`not a day: ${day}`);
  const due = civilDateIn(new Date(dueAt).getTime(), timeZone);
  return dayNumber(civil) - dayNumber(due);
}

export interface ReminderInput {
  readonly schedule: ReminderSchedule;
  /** Issued and unpaid (a paid, cancelled or draft invoice is never reminded). */
  readonly open: boolean;
  /** What is still owed, credit notes deducted, in cents. */
  readonly outstandingCents: number;
  readonly dueAt: Date | string | number | null;
  /** The day of the run, `YYYY-MM-DD` (Paris). */
  readonly day: string;
  /** Steps already sent (1-based). */
  readonly sentSteps: readonly number[];
}

/** The step (1-based) to send on `day`, or null. */
export function dueReminderStep(input: ReminderInput): number | null {
  if (!input.open || input.outstandingCents <= 0 || input.dueAt === null) return null;
  const late = daysLate(input.dueAt, input.day);
  let step = 0;
  input.schedule.days.forEach((d, i) => {
    if (late >= d) step = i + 1;
  });
  if (step === 0) return null;
  const lastSent = Math.max(0, ...input.sentSteps);
  return step > lastSent ? step : null;
}

export interface BillingContact {
  readonly email: string;
  readonly role: MembershipRole;
  readonly language: "fr" | "en";
}

/**
 * Who gets step `step`: the institution's billing contacts (role `billing`); the owner when the
 * institution has none, and the owner as well on the last step when the schedule says so. Each
 * address once; plain members never.
 */
export function reminderRecipients(
  contacts: readonly BillingContact[],
  step: number,
  schedule: ReminderSchedule,
): BillingContact[] {
  const billing = contacts.filter((c) => c.role === "billing");
  const owners = contacts.filter((c) => c.role === "owner");
  const last = step >= schedule.days.length;
  const chosen = billing.length === 0 || (last && schedule.ownerOnLast) ? [...billing, ...owners] : billing;
  const seen = new Set<string>();
  return chosen.filter((c) => {
    const key = c.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Ageing of what is owed (the CRM's billing overview)

export const AGING_BUCKETS = ["notDue", "days0to30", "days31to60", "over60"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export interface OwedInvoice {
  readonly dueAt: Date | string | number | null;
  readonly outstandingCents: number;
}

/**
 * Which bucket an amount falls in at `now`: not yet due (its due date is still ahead), then by
 * calendar days late (Paris): 0–30, 31–60, more than 60.
 */
export function agingBucket(dueAt: Date | string | number | null, now: number): AgingBucket {
  if (dueAt === null || new Date(dueAt).getTime() > now) return "notDue";
  const late = daysLate(dueAt, dayOf(now));
  if (late <= 30) return "days0to30";
  if (late <= 60) return "days31to60";
  return "over60";
}

/** The day of an instant in Paris, `YYYY-MM-DD`. */
export function dayOf(now: number, timeZone = SCHEDULE_TIME_ZONE): string {
  return dateKey(civilDateIn(now, timeZone));
}

export type Aging = Record<AgingBucket, { readonly cents: number; readonly count: number }>;

/** Amounts owed (and how many invoices) per bucket at `now`; nothing owed counts nowhere. */
export function agingOf(invoices: readonly OwedInvoice[], now: number): Aging {
  const out = Object.fromEntries(AGING_BUCKETS.map((b) => [b, { cents: 0, count: 0 }])) as Record<
    AgingBucket,
    { cents: number; count: number }
  >;
  for (const inv of invoices) {
    if (inv.outstandingCents <= 0) continue;
    const bucket = out[agingBucket(inv.dueAt, now)];
    bucket.cents += inv.outstandingCents;
    bucket.count += 1;
  }
  return out;
}
