import type { AddonId, PlanId, PriceBook } from "#content/plans.ts";

/**
 * The indicative price calculator of the pricing pages (spec §1 "Pricing pages with … calculator",
 * §9 plan and add-on constants). Pure: the price book comes from `content/plans.ts` through
 * the page's loader, so the same function runs on the server (no-JavaScript form) and in the
 * browser (live estimate). Money is integer euro cents throughout.
 *
 * Formula, per month, for the chosen plan P:
 *
 *   base(P)
 *   + max(0, students − includedStudents(P)) × extraStudent(P)
 *   + max(0, modules − includedModules(P)) × extraModule
 *   + packs × multiEstablishment, packs = 0 for one establishment, else ⌈establishments ÷ 5⌉
 *   + Σ monthly add-ons chosen (0 when P includes them)
 *   + countries × international, when international deployment is chosen
 *
 *   yearly   = 12 × monthly − yearly discount (10 % of 12 × monthly, rounded to the cent)
 *   one-time = Σ one-time add-ons (assisted migration), kept apart from the recurring totals
 *
 * If the students exceed P's cap (Essential 100, Premium 300), the estimate is made on the
 * smallest plan that takes them, and says so. If another plan that takes them would cost less per
 * month for the same selection, it is suggested.
 */

/** The numbers the calculator works with, as content/plans.ts states them (`PRICE_BOOK`). */
export type { AddonPrice, PlanPrice, PriceBook } from "#content/plans.ts";

/** The add-on that the number of establishments brings in by itself. */
export const ESTABLISHMENT_ADDON: AddonId = "multi-establishment";
/** The add-on billed per country. */
export const COUNTRY_ADDON: AddonId = "international";

export interface CalculatorInput {
  readonly plan: PlanId;
  readonly students: number;
  readonly modules: number;
  readonly establishments: number;
  /** Add-ons chosen by the visitor (never the establishment add-on: that one follows the count). */
  readonly addons: readonly AddonId[];
  /** Countries of the international deployment; 1 when that add-on is not chosen. */
  readonly countries: number;
}

/** Bounds of each input: anything outside is brought back inside. */
export const INPUT_LIMITS = {
  students: { min: 1, max: 100_000 },
  establishments: { min: 1, max: 50 },
  countries: { min: 1, max: 30 },
} as const;

export const DEFAULT_INPUT: CalculatorInput = {
  plan: "premium",
  students: 250,
  modules: 15,
  establishments: 1,
  addons: [],
  countries: 1,
};

export interface RawCalculatorInput {
  readonly plan?: unknown;
  readonly students?: unknown;
  readonly modules?: unknown;
  readonly establishments?: unknown;
  /** Ids as an array, or one comma-separated string. */
  readonly addons?: unknown;
  readonly countries?: unknown;
}

function toInteger(value: unknown, fallback: number): number {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string") {
    // Visitors type "1 200" or "1.200" or "250,5": keep the digits and the decimal mark.
    const cleaned = value
      .trim()
      .replace(/[\s\u00a0\u202f]/g, "")
      .replace(",", ".");
    n = cleaned === "" ? Number.NaN : Number(cleaned);
  } else n = Number.NaN;
  return Number.isFinite(n) ? Math.round(n) : fallback;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function toAddonList(value: unknown, book: PriceBook): AddonId[] {
  const parts = (Array.isArray(value) ? value : typeof value === "string" ? [value] : [])
    .flatMap((v) => (typeof v === "string" ? v.split(",") : []))
    .map((v) => v.trim());
  const known = Object.keys(book.addons) as AddonId[];
  // The book's order, without duplicates or unknown ids; the establishment add-on follows the count.
  return known.filter((id) => id !== ESTABLISHMENT_ADDON && parts.includes(id));
}

/** Any input, even hostile, becomes a valid one: unknown plan → default, numbers clamped. */
export function normalizeInput(raw: RawCalculatorInput, book: PriceBook): CalculatorInput {
  const plan = book.planOrder.find((id) => id === raw.plan) ?? DEFAULT_INPUT.plan;
  const addons = toAddonList(raw.addons, book);
  const { students, establishments, countries } = INPUT_LIMITS;
  return {
    plan,
    students: clamp(toInteger(raw.students, DEFAULT_INPUT.students), students.min, students.max),
    modules: clamp(toInteger(raw.modules, book.moduleCount), 1, book.moduleCount),
    establishments: clamp(
      toInteger(raw.establishments, DEFAULT_INPUT.establishments),
      establishments.min,
      establishments.max,
    ),
    addons,
    countries: addons.includes(COUNTRY_ADDON)
      ? clamp(toInteger(raw.countries, DEFAULT_INPUT.countries), countries.min, countries.max)
      : 1,
  };
}

export type StudentCountProblem = "required" | "notNumber" | "notPositive" | "notWhole" | "tooMany";

export type StudentCount =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly problem: StudentCountProblem };

/**
 * A typed number of students, read as the page's language writes numbers: spaces (also
 * non-breaking ones, "1 200") group thousands in French, commas ("1,200") in English; a decimal
 * mark ("250,5", "250.5"), a sign, letters or nothing at all are refused with a reason, never
 * silently replaced by another number. Accepted: a whole number from 1 to 100,000.
 */
export function parseStudentCount(value: unknown, lang: "fr" | "en"): StudentCount {
  let text = (typeof value === "number" ? String(value) : typeof value === "string" ? value : "")
    .trim()
    .replace(/[\s\u00a0\u202f]/g, "");
  if (lang === "en" && /^\d{1,3}(?:,\d{3})+$/.test(text)) text = text.replace(/,/g, "");
  if (text === "") return { ok: false, problem: "required" };
  if (!/^[-+]?\d+(?:[.,]\d+)?$/.test(text)) return { ok: false, problem: "notNumber" };
  const n = Number(text.replace(",", "."));
  if (n <= 0) return { ok: false, problem: "notPositive" };
  if (!Number.isInteger(n)) return { ok: false, problem: "notWhole" };
  if (n > INPUT_LIMITS.students.max) return { ok: false, problem: "tooMany" };
  return { ok: true, value: n };
}

/** The calculator's GET form and the quote link both use these names (`offer` is the quote page's). */
export function inputFromSearchParams(params: URLSearchParams, book: PriceBook): CalculatorInput {
  return normalizeInput(
    {
      plan: params.get("plan") ?? params.get("offer") ?? undefined,
      students: params.get("students") ?? undefined,
      modules: params.get("modules") ?? undefined,
      establishments: params.get("establishments") ?? undefined,
      addons: params.getAll("addons"),
      countries: params.get("countries") ?? undefined,
    },
    book,
  );
}

export type LineKind = "plan" | "students" | "modules" | "establishments" | "addon";

export interface EstimateLine {
  readonly kind: LineKind;
  readonly addonId?: AddonId;
  readonly quantity: number;
  readonly unitCents: number;
  readonly totalCents: number;
  readonly billing: "monthly" | "one-time";
  /** Chosen, but already part of the plan: shown at no cost. */
  readonly included: boolean;
}

export interface Estimate {
  /** The input the estimate was made on (its plan is the effective one). */
  readonly input: CalculatorInput;
  readonly requestedPlan: PlanId;
  /** True when the students did not fit the requested plan and a larger one was used. */
  readonly planAdjusted: boolean;
  readonly lines: readonly EstimateLine[];
  readonly monthlyCents: number;
  readonly yearlyGrossCents: number;
  readonly yearlyDiscountCents: number;
  readonly yearlyCents: number;
  readonly oneTimeCents: number;
  /** Yearly plus one-time: the first year's budget. */
  readonly firstYearCents: number;
  /** A plan that takes the same students and would cost less per month, if any. */
  readonly cheaperPlan: { readonly plan: PlanId; readonly monthlyCents: number } | null;
}

function fits(book: PriceBook, plan: PlanId, students: number): boolean {
  const max = book.plans[plan].maxStudents;
  return max === null || students <= max;
}

/** The requested plan, or the next larger one that takes the students. */
export function effectivePlan(book: PriceBook, requested: PlanId, students: number): PlanId {
  const start = book.planOrder.indexOf(requested);
  const larger = book.planOrder.slice(Math.max(0, start)).find((id) => fits(book, id, students));
  return larger ?? book.planOrder[book.planOrder.length - 1] ?? requested;
}

export function establishmentPacks(establishments: number, perPack: number): number {
  return establishments <= 1 ? 0 : Math.ceil(establishments / perPack);
}

function linesFor(book: PriceBook, plan: PlanId, input: CalculatorInput): EstimateLine[] {
  const p = book.plans[plan];
  const monthly = (kind: LineKind, quantity: number, unitCents: number): EstimateLine => ({
    kind,
    quantity,
    unitCents,
    totalCents: quantity * unitCents,
    billing: "monthly",
    included: false,
  });
  const lines: EstimateLine[] = [monthly("plan", 1, p.baseMonthlyCents)];
  const extraStudents = Math.max(0, input.students - p.includedStudents);
  if (extraStudents > 0) lines.push(monthly("students", extraStudents, p.extraStudentCents));
  const extraModules = Math.max(0, input.modules - p.includedModules);
  if (extraModules > 0) lines.push(monthly("modules", extraModules, book.extraModuleCents));
  const packs = establishmentPacks(input.establishments, book.establishmentsPerPack);
  if (packs > 0) {
    const a = book.addons[ESTABLISHMENT_ADDON];
    lines.push({ ...monthly("establishments", packs, a.priceCents), addonId: ESTABLISHMENT_ADDON });
  }
  for (const id of input.addons) {
    const a = book.addons[id];
    const included = a.includedIn.includes(plan);
    const quantity = a.billing === "per-country-monthly" ? input.countries : 1;
    lines.push({
      kind: "addon",
      addonId: id,
      quantity,
      unitCents: a.priceCents,
      totalCents: included ? 0 : quantity * a.priceCents,
      billing: a.billing === "one-time" ? "one-time" : "monthly",
      included,
    });
  }
  return lines;
}

const sumOf = (lines: readonly EstimateLine[], billing: EstimateLine["billing"]) =>
  lines.filter((l) => l.billing === billing).reduce((sum, l) => sum + l.totalCents, 0);

export function estimate(rawInput: CalculatorInput, book: PriceBook): Estimate {
  const normalized = normalizeInput(rawInput, book);
  const plan = effectivePlan(book, normalized.plan, normalized.students);
  const input = { ...normalized, plan };
  const lines = linesFor(book, plan, input);
  const monthlyCents = sumOf(lines, "monthly");
  const oneTimeCents = sumOf(lines, "one-time");
  const yearlyGrossCents = monthlyCents * 12;
  const yearlyDiscountCents = Math.round((yearlyGrossCents * book.yearlyDiscountPercent) / 100);
  const yearlyCents = yearlyGrossCents - yearlyDiscountCents;

  let cheaperPlan: Estimate["cheaperPlan"] = null;
  for (const other of book.planOrder) {
    if (other === plan || !fits(book, other, input.students)) continue;
    const otherMonthly = sumOf(linesFor(book, other, { ...input, plan: other }), "monthly");
    if (otherMonthly < (cheaperPlan?.monthlyCents ?? monthlyCents)) {
      cheaperPlan = { plan: other, monthlyCents: otherMonthly };
    }
  }

  return {
    input,
    requestedPlan: normalized.plan,
    planAdjusted: plan !== normalized.plan,
    lines,
    monthlyCents,
    yearlyGrossCents,
    yearlyDiscountCents,
    yearlyCents,
    oneTimeCents,
    firstYearCents: yearlyCents + oneTimeCents,
    cheaperPlan,
  };
}

/**
 * The quote page's query for an estimate:
 * `offer=<plan>&students=…&modules=…&establishments=…&addons=a,b[&countries=…]`. The establishment
 * add-on is listed when the count needs it, so that the sales team sees the whole selection.
 */
export function quoteSearch(e: Estimate): string {
  const { input } = e;
  const addons = e.lines.flatMap((l) => (l.addonId ? [l.addonId] : []));
  const parts = [
    `offer=${input.plan}`,
    `students=${input.students}`,
    `modules=${input.modules}`,
    `establishments=${input.establishments}`,
  ];
  if (addons.length > 0) parts.push(`addons=${addons.join(",")}`);
  if (input.addons.includes(COUNTRY_ADDON)) parts.push(`countries=${input.countries}`);
  return parts.join("&");
}

/** The calculator page's own query for an input (shareable link, no-JavaScript form). */
export function calculatorSearch(input: CalculatorInput): string {
  const params = new URLSearchParams();
  params.set("plan", input.plan);
  params.set("students", String(input.students));
  params.set("modules", String(input.modules));
  params.set("establishments", String(input.establishments));
  for (const id of input.addons) params.append("addons", id);
  if (input.addons.includes(COUNTRY_ADDON)) params.set("countries", String(input.countries));
  return params.toString();
}

/** Euros and whole numbers for the page's language, written as the copy writes them (content/format.ts). */
export { formatEuros, formatInteger } from "#content/format.ts";
