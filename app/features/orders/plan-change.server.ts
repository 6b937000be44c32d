import type { Kysely } from "kysely";
import { isAddonId, isPlanId, PLAN_IDS, PRICE_BOOK, type PlanId } from "#content/plans.ts";
import {
  currentPeriod,
  planTakes,
  prorate,
  subscriptionTerms,
  type Proration,
  type SubscriptionTerms,
} from "#app/features/pricing/plan-change.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { newId, parseJson, toDate, toDateOrNull, toInt, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { renderMail } from "#server/mail/layout.ts";
import { ordersDb } from "./db.server.ts";
import { fitAdjustments, type Line } from "#app/features/crm/billing/invoicing.ts";
import { adjustmentInWords, euros, planWord, termsInWords, type PlanChangeFacts } from "./plan-words.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * A change of plan that adds up (the customer's request, the staff's decision): the subscription
 * takes the new plan's cap, its modules and the calculator's price together, and the rest of the
 * current period is prorated onto the next invoice (`subscription_adjustment`), which the customer
 * sees in advance on their request.
 */

interface SubscriptionRow {
  id: string;
  plan: string;
  student_cap: number | null;
  modules: string;
  addons: string;
  billing_period: "monthly" | "yearly";
  mrr_cents: number;
  started_at: Date | string;
  renews_at: Date | string | null;
}

async function runningSubscription(db: Kysely<DB>, institutionId: string) {
  return db
    .selectFrom("subscription")
    .innerJoin("institution", "institution.id", "subscription.institution_id")
    .select([
      "subscription.id",
      "subscription.plan",
      "subscription.student_cap",
      "subscription.modules",
      "subscription.addons",
      "subscription.billing_period",
      "subscription.mrr_cents",
      "subscription.started_at",
      "subscription.renews_at",
      "institution.student_count",
    ])
    .where("subscription.institution_id", "=", institutionId)
    .where("subscription.status", "!=", "cancelled")
    .orderBy("subscription.started_at", "desc")
    .executeTakeFirst();
}

export interface PlanChangeQuote {
  readonly subscriptionId: string;
  readonly before: SubscriptionTerms;
  readonly after: SubscriptionTerms;
  readonly proration: Proration;
  readonly students: number;
  /** False: the plan cannot take the institution's students. */
  readonly fits: boolean;
}

function quoteFor(sub: SubscriptionRow, students: number, plan: PlanId, at: Date): PlanChangeQuote {
  const before: SubscriptionTerms = {
    plan: sub.plan as PlanId,
    studentCap: sub.student_cap === null ? null : toInt(sub.student_cap),
    modules: parseJson<string[]>(sub.modules, []),
    mrrCents: toInt(sub.mrr_cents),
  };
  const after = subscriptionTerms(
    {
      plan,
      students,
      modules: before.modules,
      addons: parseJson<{ id: string }[]>(sub.addons, [])
        .map((a) => a.id)
        .filter(isAddonId),
      billingPeriod: sub.billing_period,
    },
    PRICE_BOOK,
  );
  const period = currentPeriod(
    {
      startedAt: toDate(sub.started_at),
      renewsAt: toDateOrNull(sub.renews_at),
      billingPeriod: sub.billing_period,
    },
    at,
  );
  const proration = prorate({
    oldMonthlyCents: before.mrrCents,
    newMonthlyCents: after.mrrCents,
    billingPeriod: sub.billing_period,
    period,
    at,
  });
  return {
    subscriptionId: sub.id,
    before,
    after,
    proration,
    students,
    fits: planTakes(PRICE_BOOK, plan, students),
  };
}

/** What moving to `plan` would do now; null without a running subscription or for a custom plan. */
export async function quotePlanChange(
  db: Kysely<DB>,
  institutionId: string,
  plan: string,
  at: Date,
): Promise<PlanChangeQuote | null> {
  if (!isPlanId(plan)) return null;
  const sub = await runningSubscription(db, institutionId);
  if (!sub) return null;
  return quoteFor(sub, toInt(sub.student_count), plan, at);
}

/** Each other plan of the price book with its terms and prorated adjustment, for the request form. */
export async function planChangeOptions(db: Kysely<DB>, institutionId: string, at: Date) {
  const sub = await runningSubscription(db, institutionId);
  if (!sub) return null;
  const students = toInt(sub.student_count);
  const options = PLAN_IDS.filter((p) => p !== sub.plan).map((p) => quoteFor(sub, students, p, at));
  const first = options[0];
  return {
    students,
    modules: parseJson<string[]>(sub.modules, []).length,
    daysRemaining: first?.proration.daysRemaining ?? 0,
    daysInPeriod: first?.proration.daysInPeriod ?? 0,
    options,
  };
}

/**
 * Applies an accepted plan change inside the decision's transaction: plan, cap, modules and price
 * together, and the prorated amount kept for the next invoice. Returns what changed, or null when
 * there is nothing to apply (no running subscription, a custom plan).
 */
export async function applyPlanChange(
  tx: Kysely<DB>,
  request: { id: string; institution_id: string; plan: string | null },
  at: Date,
): Promise<PlanChangeQuote | null> {
  const quote = request.plan ? await quotePlanChange(tx, request.institution_id, request.plan, at) : null;
  if (!quote) return null;
  await tx
    .updateTable("subscription")
    .set({
      plan: quote.after.plan,
      student_cap: quote.after.studentCap,
      modules: toJson(quote.after.modules),
      mrr_cents: quote.after.mrrCents,
      updated_at: at,
    })
    .where("id", "=", quote.subscriptionId)
    .execute();
  await ordersDb(tx)
    .insertInto("subscription_adjustment")
    .values({
      id: newId(),
      subscription_id: quote.subscriptionId,
      institution_id: request.institution_id,
      change_request_id: request.id,
      amount_cents: quote.proration.amountCents,
      days_remaining: quote.proration.daysRemaining,
      days_in_period: quote.proration.daysInPeriod,
      before_terms: toJson(quote.before),
      after_terms: toJson(quote.after),
      created_at: at,
    })
    .execute();
  return quote;
}

/**
 * What the history keeps of an applied change: the facts (terms before and after, the prorated
 * amount), rendered in each reader's language by `planChangeInWords` (the CRM's timeline and log).
 */
export function changeFacts(quote: PlanChangeQuote): { planChange: PlanChangeFacts } {
  const terms = (t: SubscriptionTerms) => ({ plan: t.plan, studentCap: t.studentCap, mrrCents: t.mrrCents });
  return {
    planChange: {
      before: terms(quote.before),
      after: terms(quote.after),
      amountCents: quote.proration.amountCents,
    },
  };
}

export interface AppliedChange {
  readonly changeRequestId: string;
  readonly before: SubscriptionTerms;
  readonly after: SubscriptionTerms;
  readonly amountCents: number;
}

export interface ChangeOutcome {
  readonly before: Pick<SubscriptionTerms, "plan" | "studentCap" | "mrrCents">;
  readonly after: Pick<SubscriptionTerms, "plan" | "studentCap" | "mrrCents">;
  readonly amountCents: number;
  /** True once accepted; false: what accepting it now would do. */
  readonly applied: boolean;
}

/**
 * For the CRM's request list: each plan request's outcome, applied (decided) or as accepting it
 * now would make it (waiting), by request id.
 */
export async function planRequestOutcomes(
  db: Kysely<DB>,
  requests: readonly {
    id: string;
    institutionId: string;
    kind: string;
    plan: string | null;
    status: string;
  }[],
  at: Date,
): Promise<Record<string, ChangeOutcome>> {
  const out: Record<string, ChangeOutcome> = {};
  const plans = requests.filter((r) => r.kind === "plan");
  if (plans.length === 0) return out;
  const applied = await ordersDb(db)
    .selectFrom("subscription_adjustment")
    .select(["change_request_id", "before_terms", "after_terms", "amount_cents"])
    .where(
      "change_request_id",
      "in",
      plans.map((r) => r.id),
    )
    .execute();
  const empty: SubscriptionTerms = { plan: "essential", studentCap: null, modules: [], mrrCents: 0 };
  for (const a of applied) {
    if (!a.change_request_id) continue;
    out[a.change_request_id] = {
      before: parseJson<SubscriptionTerms>(a.before_terms, empty),
      after: parseJson<SubscriptionTerms>(a.after_terms, empty),
      amountCents: toInt(a.amount_cents),
      applied: true,
    };
  }
  for (const r of plans) {
    if (out[r.id] || (r.status !== "submitted" && r.status !== "in_review") || !r.plan) continue;
    const quote = await quotePlanChange(db, r.institutionId, r.plan, at);
    if (quote)
      out[r.id] = {
        before: quote.before,
        after: quote.after,
        amountCents: quote.proration.amountCents,
        applied: false,
      };
  }
  return out;
}

/** The applied plan changes of an institution, by change request (the client's request list). */
export async function appliedChanges(db: Kysely<DB>, institutionId: string): Promise<AppliedChange[]> {
  const rows = await ordersDb(db)
    .selectFrom("subscription_adjustment")
    .select(["change_request_id", "before_terms", "after_terms", "amount_cents"])
    .where("institution_id", "=", institutionId)
    .where("change_request_id", "is not", null)
    .execute();
  return rows.map((r) => ({
    changeRequestId: r.change_request_id!,
    before: parseJson<SubscriptionTerms>(r.before_terms, {
      plan: "essential",
      studentCap: null,
      modules: [],
      mrrCents: 0,
    }),
    after: parseJson<SubscriptionTerms>(r.after_terms, {
      plan: "essential",
      studentCap: null,
      modules: [],
      mrrCents: 0,
    }),
    amountCents: toInt(r.amount_cents),
  }));
}

/**
 * The adjustments no invoice carries yet, as invoice lines (in French, the invoices' language),
 * fitted to an invoice whose other lines come to `baseSubtotalCents`: a credit larger than the
 * invoice is taken up to its amount and the rest carried to the next invoice (`fitAdjustments`),
 * so that a draft never goes negative. The caller inserts its invoice, then `markInvoiced` in the
 * same transaction.
 */
export async function pendingAdjustments(tx: Kysely<DB>, subscriptionId: string, baseSubtotalCents: number) {
  const rows = await ordersDb(tx)
    .selectFrom("subscription_adjustment")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("invoice_id", "is", null)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  const { taken, carried } = fitAdjustments(
    baseSubtotalCents,
    rows.map((r) => toInt(r.amount_cents)),
  );
  const lines: Line[] = [];
  rows.forEach((r, i) => {
    if (taken[i] === 0 && carried[i] !== 0) return;
    const before = parseJson<{ plan: string }>(r.before_terms, { plan: "" });
    const after = parseJson<{ plan: string }>(r.after_terms, { plan: "" });
    const label = interpolate(
      "Prorata du changement de formule {{from}} → {{to}} ({{days}} j sur {{period}})",
      {
        from: planWord(before.plan),
        to: planWord(after.plan),
        days: toInt(r.days_remaining),
        period: toInt(r.days_in_period),
      },
    );
    lines.push({
      label: carried[i]
        ? `${label}, crédit de ${euros(-toInt(r.amount_cents), "fr")} dont ${euros(-carried[i]!, "fr")} reporté sur la facture suivante`
        : label,
      quantity: 1,
      unitCents: taken[i]!,
    });
  });
  return {
    lines,
    async markInvoiced(invoiceId: string, at: Date) {
      for (const [i, r] of rows.entries()) {
        if (taken[i] === 0 && carried[i] !== 0) continue;
        await ordersDb(tx)
          .updateTable("subscription_adjustment")
          .set({ invoice_id: invoiceId })
          .where("id", "=", r.id)
          .where("invoice_id", "is", null)
          .execute();
        if (carried[i] === 0) continue;
        // The rest of the credit waits for the next invoice, with the terms of its change.
        await ordersDb(tx)
          .insertInto("subscription_adjustment")
          .values({
            id: newId(),
            subscription_id: r.subscription_id,
            institution_id: r.institution_id,
            change_request_id: null,
            amount_cents: carried[i]!,
            days_remaining: toInt(r.days_remaining),
            days_in_period: toInt(r.days_in_period),
            before_terms: r.before_terms,
            after_terms: r.after_terms,
            created_at: at,
          })
          .execute();
      }
    },
  };
}

const KIND_WORDS = {
  fr: { plan: "changement de formule", addon: "ajout d'une option", cap: "augmentation du plafond d'élèves" },
  en: { plan: "plan change", addon: "new add-on", cap: "student cap raise" },
} as const;

/**
 * Tells the customer who asked what was decided, in their language: accepted (with the new terms
 * and the adjustment of the next invoice for a plan change) or refused.
 */
export async function mailDecision(
  deps: { db: Kysely<DB>; mailer: Mailer; origin: string },
  request: { user_id: string | null; kind: "plan" | "addon" | "cap" },
  accepted: boolean,
  applied: PlanChangeQuote | null,
): Promise<void> {
  if (!request.user_id) return;
  const user = await deps.db
    .selectFrom("user")
    .select(["email", "language", "first_name"])
    .where("id", "=", request.user_id)
    .executeTakeFirst();
  if (!user) return;
  const lang: Language = user.language === "en" ? "en" : "fr";
  const fr = lang === "fr";
  const what = KIND_WORDS[lang][request.kind];
  const paragraphs = accepted
    ? [
        fr ? `Votre demande de ${what} a été acceptée.` : `Your ${what} request was accepted.`,
        ...(applied
          ? [
              fr
                ? `Votre abonnement : ${termsInWords(applied.before, lang)} → ${termsInWords(applied.after, lang)}.`
                : `Your subscription: ${termsInWords(applied.before, lang)} → ${termsInWords(applied.after, lang)}.`,
              adjustmentInWords(applied.proration.amountCents, lang),
            ]
          : []),
      ]
    : [
        fr
          ? `Votre demande de ${what} n'a pas été acceptée. Notre équipe commerciale reste à votre disposition pour en parler.`
          : `Your ${what} request was not accepted. Our sales team is glad to talk it over with you.`,
      ];
  const mail = renderMail({
    lang,
    subject: accepted
      ? fr
        ? `Demande acceptée : ${what}`
        : `Request accepted: ${what}`
      : fr
        ? `Demande refusée : ${what}`
        : `Request declined: ${what}`,
    preheader: paragraphs[0]!,
    greeting: fr
      ? user.first_name
        ? `Bonjour ${user.first_name},`
        : "Bonjour,"
      : user.first_name
        ? `Hello ${user.first_name},`
        : "Hello,",
    paragraphs,
    action: {
      label: fr ? "Voir mon abonnement" : "See my subscription",
      url: `${deps.origin}${localizedPath("/dashboard/subscription", lang)}`,
    },
  });
  await deps.mailer.send({ to: user.email, kind: "change-request-decision", ...mail });
}
