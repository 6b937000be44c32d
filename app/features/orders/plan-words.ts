import type { Language } from "#app/lib/i18n/languages.ts";
import type { SubscriptionTerms } from "#app/features/pricing/plan-change.ts";
import { ordersEn, ordersFr } from "./locales.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * A subscription's terms and a plan change's adjustment said in words, in a language: plan names,
 * caps and prices formatted (the history, the customer's e-mail, the change requests), never raw.
 */
const LOCALES: Record<Language, string> = { fr: "fr-FR", en: "en-GB" };
const PLAN_NAMES: Readonly<Record<string, string>> = {
  essential: "Essential",
  premium: "Premium",
  excellence: "Excellence",
  custom: "Custom",
};

const texts = (lang: Language) => (lang === "en" ? ordersEn : ordersFr).account.planChange;

export function euros(cents: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "EUR" }).format(cents / 100);
}

export function planWord(plan: string): string {
  return PLAN_NAMES[plan] ?? plan;
}

export function capWords(cap: number | null, lang: Language): string {
  return cap === null
    ? texts(lang).capUnlimited
    : interpolate(texts(lang).capStudents, { count: new Intl.NumberFormat(LOCALES[lang]).format(cap) });
}

/** A subscription's terms as said in words (a plan id of the price book, or one kept in the history). */
export interface TermsFacts {
  readonly plan: string;
  readonly studentCap: SubscriptionTerms["studentCap"];
  readonly mrrCents: number;
}

export function termsInWords(terms: TermsFacts, lang: Language) {
  return interpolate(texts(lang).terms, {
    plan: planWord(terms.plan),
    cap: capWords(terms.studentCap, lang),
    price: euros(terms.mrrCents, lang),
  });
}

/** "You will be credited 300,00 € on your next invoice" (or charged, or nothing). */
export function adjustmentInWords(amountCents: number, lang: Language): string {
  const t = texts(lang);
  if (amountCents === 0) return t.nothing;
  return interpolate(amountCents < 0 ? t.credit : t.charge, { amount: euros(Math.abs(amountCents), lang) });
}

/** The same, as staff read it: "300,00 € credited on the next invoice". */
export function adjustmentForStaff(amountCents: number, lang: Language): string {
  const t = texts(lang);
  if (amountCents === 0) return t.nothing;
  return interpolate(amountCents < 0 ? t.creditedOnInvoice : t.chargedOnInvoice, {
    amount: euros(Math.abs(amountCents), lang),
  });
}

/**
 * The facts of an applied plan change as the history keeps them (the audit entry's `planChange`):
 * the terms before and after and the prorated amount, never words, so that each reader gets them
 * in their own language (`planChangeInWords`).
 */
export interface PlanChangeFacts {
  readonly before: TermsFacts;
  readonly after: TermsFacts;
  readonly amountCents: number;
}

function isTerms(v: unknown): v is TermsFacts {
  if (!v || typeof v !== "object") return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.plan === "string" &&
    (t.studentCap === null || typeof t.studentCap === "number") &&
    typeof t.mrrCents === "number"
  );
}

export function isPlanChangeFacts(v: unknown): v is PlanChangeFacts {
  if (!v || typeof v !== "object") return false;
  const f = v as Record<string, unknown>;
  return isTerms(f.before) && isTerms(f.after) && typeof f.amountCents === "number";
}

/** "Excellence · élèves illimités · … → Essential · jusqu'à 100 élèves · … · Crédit de … sur la prochaine facture." */
export function planChangeInWords(facts: PlanChangeFacts, lang: Language): string {
  return `${termsInWords(facts.before, lang)} → ${termsInWords(facts.after, lang)} · ${adjustmentForStaff(
    facts.amountCents,
    lang,
  )}`;
}
