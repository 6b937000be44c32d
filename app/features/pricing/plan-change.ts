import type { AddonId, PlanId, PriceBook } from "#content/plans.ts";
import { estimate } from "./price-calculator.ts";

/**
 * What a subscription becomes on a plan: plan, student cap, modules and monthly price set together
 * from the calculator's rules (`estimate`), never one without the others. The modules the customer
 * subscribed to stay; the price counts those beyond what the plan includes, as the calculator
 * does. A yearly subscription pays the calculator's yearly price spread over twelve months.
 */
export interface SubscriptionTerms {
  readonly plan: PlanId;
  /** null: unlimited (Excellence). */
  readonly studentCap: number | null;
  readonly modules: readonly string[];
  readonly mrrCents: number;
}

export interface TermsInput {
  readonly plan: PlanId;
  /** Students enrolled at the institution. */
  readonly students: number;
  readonly modules: readonly string[];
  readonly addons: readonly AddonId[];
  readonly billingPeriod: "monthly" | "yearly";
}

export function studentCapOf(book: PriceBook, plan: PlanId): number | null {
  return book.plans[plan].maxStudents;
}

/** Whether the institution's students fit the plan's cap (a smaller plan can be refused). */
export function planTakes(book: PriceBook, plan: PlanId, students: number): boolean {
  const cap = studentCapOf(book, plan);
  return cap === null || students <= cap;
}

export function subscriptionTerms(input: TermsInput, book: PriceBook): SubscriptionTerms {
  const e = estimate(
    {
      plan: input.plan,
      students: Math.max(1, input.students),
      modules: Math.max(1, input.modules.length),
      establishments: 1,
      addons: input.addons.filter((a) => a !== "multi-establishment"),
      countries: 1,
    },
    book,
  );
  const plan = e.input.plan;
  const mrrCents = input.billingPeriod === "yearly" ? Math.round(e.yearlyCents / 12) : e.monthlyCents;
  return { plan, studentCap: studentCapOf(book, plan), modules: [...input.modules], mrrCents };
}

// --- proration ---------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

export interface BillingPeriod {
  readonly start: Date;
  readonly end: Date;
}

function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The billing period `at` falls in: it ends at the renewal date when that is still ahead, else
 * periods of one month (or twelve) are counted from the start of the subscription.
 */
export function currentPeriod(
  sub: { startedAt: Date; renewsAt: Date | null; billingPeriod: "monthly" | "yearly" },
  at: Date,
): BillingPeriod {
  const months = sub.billingPeriod === "yearly" ? 12 : 1;
  if (sub.renewsAt && sub.renewsAt.getTime() > at.getTime())
    return { start: addMonths(sub.renewsAt, -months), end: sub.renewsAt };
  let start = sub.startedAt.getTime() > at.getTime() ? at : sub.startedAt;
  // Bounded: a subscription older than a century would not be billed by this code anyway.
  for (let i = 0; i < 1200; i++) {
    const end = addMonths(start, months);
    if (end.getTime() > at.getTime()) return { start, end };
    start = end;
  }
  return { start: at, end: addMonths(at, months) };
}

export interface Proration {
  /** Whole days left in the period from `at` (the day of the change counts as used). */
  readonly daysRemaining: number;
  readonly daysInPeriod: number;
  /** Positive: charged on the next invoice; negative: credited. Integer cents. */
  readonly amountCents: number;
}

/** a × b ÷ c rounded half away from zero, in integers. */
function ratio(value: number, num: number, den: number): number {
  if (den === 0) return 0;
  const sign = value < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(value) * num * 2 + den) / (2 * den));
}

/**
 * The prorated difference of a change at `at`: (new − old price of the period) × days remaining ÷
 * days in the period, rounded to the cent. An upgrade is charged, a downgrade credited.
 */
export function prorate(input: {
  readonly oldMonthlyCents: number;
  readonly newMonthlyCents: number;
  readonly billingPeriod: "monthly" | "yearly";
  readonly period: BillingPeriod;
  readonly at: Date;
}): Proration {
  const { period, at } = input;
  const daysInPeriod = Math.max(1, Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS));
  const left = Math.floor((period.end.getTime() - at.getTime()) / DAY_MS);
  const daysRemaining = Math.min(daysInPeriod, Math.max(0, left));
  const months = input.billingPeriod === "yearly" ? 12 : 1;
  const difference = (input.newMonthlyCents - input.oldMonthlyCents) * months;
  return { daysRemaining, daysInPeriod, amountCents: ratio(difference, daysRemaining, daysInPeriod) };
}
