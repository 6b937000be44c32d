import { errorVocabulary, firstErrors, type FieldErrors as FormFieldErrors } from "#app/lib/forms/parse.ts";
import { z } from "#app/lib/forms/zod.ts";
import { isCalendarDay } from "#app/lib/dates/calendar-day.ts";
import {
  ADDON_DEFINITIONS,
  ADDON_IDS,
  PLAN_DEFINITIONS,
  PLAN_IDS,
  PRICE_BOOK,
  type AddonId,
  type PlanId,
} from "#content/plans.ts";
import {
  ESTABLISHMENT_ADDON,
  estimate,
  formatEuros,
  normalizeInput,
  type PriceBook,
} from "#app/features/pricing/price-calculator.ts";
import {
  MODULE_INTERESTS,
  type InstitutionType as FormInstitutionType,
} from "#app/features/leads/options.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import type { InstitutionType, LeadStage } from "#server/db/schema.ts";
import { amountCents, invoiceYear, totalsOf, VAT_RATE_BP, type Line } from "../billing/invoicing.ts";
import { OPEN_STAGES } from "../pipeline/pipeline.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * Commercial proposals (issue 8: "a quote builder that produces a numbered PDF proposal (lines,
 * VAT, validity) from the lead's selection; won quotes convert to a subscription and an order").
 * Pure rules, no I/O: the prefill from what the visitor selected (priced by the calculator's own
 * function and price book, the one source of the prices), the form's validation, totals (integer
 * cents, VAT 20 % on the subtotal, the invoice rule), validity and numbering DEV-YYYY-NNNN in one
 * unbroken sequence per calendar year (Paris time), like invoices.
 */
export const PROPOSAL_PREFIX = "DEV";
/** Default validity of a proposal. */
export const VALIDITY_DAYS = 30;
export const MAX_VALIDITY_DAYS = 365;
/** A proposal commits to a year of subscription: recurring lines count 12 months. */
export const TERM_MONTHS = 12;
export const MAX_PROPOSAL_LINES = 15;
export const MAX_ADDON_QUANTITY = 50;
export const MAX_STUDENTS = 1_000_000;
export const PROPOSAL_VAT_RATE_BP = VAT_RATE_BP;

export type { Line };

export interface ProposalAddon {
  readonly id: AddonId;
  readonly quantity: number;
}

/** What a proposal offers and costs; the subscription and the order are made from it when won. */
export interface ProposalContent {
  readonly plan: PlanId;
  /** The institution's students (the order's count). */
  readonly students: number;
  /** The subscription's cap; null: unlimited. */
  readonly studentCap: number | null;
  readonly modules: readonly string[];
  readonly addons: readonly ProposalAddon[];
  /** The subscription's monthly amount excluding VAT. */
  readonly mrrCents: number;
  readonly lines: readonly Line[];
  /** Last day of validity, YYYY-MM-DD (Paris). */
  readonly validUntil: string;
}

// --- numbering and dates ------------------------------------------------------------------------

/** The year a proposal issued at `at` is numbered in: the calendar year in Paris. */
export const proposalYear = invoiceYear;

export function proposalNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${PROPOSAL_PREFIX}-${year}-${String(sequence).padStart(4, "0")}`;
}

export function parseProposalNumber(number: string): { year: number; sequence: number } | null {
  const match = /^DEV-(\d{4})-(\d{4,})$/.exec(number);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

/** The calendar day of `at` in Paris, YYYY-MM-DD. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function defaultValidUntil(now: Date): string {
  return addDays(parisDay(now), VALIDITY_DAYS);
}

/** Past its last day of validity (Paris time). */
export function isExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && parisDay(now) > validUntil;
}

/** Stored as the day at noon UTC: the same calendar day in every European time zone. */
export function validUntilTimestamp(day: string): string {
  return `${day}T12:00:00.000Z`;
}

export function validUntilDay(value: Date | string): string {
  const d = value instanceof Date ? value : new Date(value);
  return parisDay(d);
}

export function proposalTotals(lines: readonly Line[]) {
  return totalsOf(lines, PROPOSAL_VAT_RATE_BP);
}

// --- the lead's selection and the prefill -------------------------------------------------------

/**
 * What a lead asked for, read from its payload: the quote form's `offer`, `students`, `moduleCount`,
 * `establishments`, `addons`, `countries`, `modules`; the chatbot's and the demo content's `plan`
 * and `studentCount`. Anything missing or unknown takes the calculator's defaults.
 */
export function selectionOf(payload: Readonly<Record<string, unknown>>, book: PriceBook = PRICE_BOOK) {
  const input = normalizeInput(
    {
      plan: payload.offer ?? payload.plan,
      students: payload.students ?? payload.studentCount,
      modules: payload.moduleCount,
      establishments: payload.establishments,
      addons: payload.addons,
      countries: payload.countries,
    },
    book,
  );
  const modules = Array.isArray(payload.modules)
    ? MODULE_INTERESTS.filter((m) => (payload.modules as unknown[]).includes(m))
    : [];
  return { input, modules };
}

/** Templates of the prefilled lines, in the proposal's language (`proposals.lines` of the locales). */
export interface LineTexts {
  readonly plan: string;
  readonly students: string;
  readonly modules: string;
  readonly establishments: string;
  readonly addon: string;
  readonly countries: string;
  readonly included: string;
  readonly oneTime: string;
  readonly discount: string;
}

export const planName = (id: PlanId): string => PLAN_DEFINITIONS.find((p) => p.id === id)?.name ?? id;
export const addonName = (id: AddonId, lang: Language): string =>
  ADDON_DEFINITIONS.find((a) => a.id === id)?.name[lang] ?? id;

/**
 * A proposal drafted from the lead's selection, priced by the calculator (`estimate`): the plan
 * and each monthly line over the 12-month term, add-ons already in the plan at no cost, one-time
 * add-ons once, then the yearly commitment discount. The subscription's monthly amount is the
 * discounted year divided by 12; its cap is the plan's (unlimited for Excellence).
 */
export function prefillProposal(
  payload: Readonly<Record<string, unknown>>,
  texts: LineTexts,
  lang: Language,
  now: Date,
  book: PriceBook = PRICE_BOOK,
): ProposalContent {
  const { input, modules } = selectionOf(payload, book);
  const e = estimate(input, book);
  const plan = e.input.plan;
  const p = book.plans[plan];
  const euros = (cents: number) => formatEuros(cents, lang);
  const months = TERM_MONTHS;
  const lines: Line[] = [];
  const addons: ProposalAddon[] = [];
  for (const l of e.lines) {
    if (l.kind === "plan") {
      lines.push({
        label: interpolate(texts.plan, { plan: planName(plan), months }),
        quantity: months,
        unitCents: l.unitCents,
      });
    } else if (l.kind === "students") {
      lines.push({
        label: interpolate(texts.students, {
          included: p.includedStudents,
          count: l.quantity,
          unit: euros(l.unitCents),
          months,
        }),
        quantity: months,
        unitCents: l.totalCents,
      });
    } else if (l.kind === "modules") {
      lines.push({
        label: interpolate(texts.modules, {
          included: p.includedModules,
          count: l.quantity,
          unit: euros(l.unitCents),
          months,
        }),
        quantity: months,
        unitCents: l.totalCents,
      });
    } else if (l.kind === "establishments") {
      addons.push({ id: ESTABLISHMENT_ADDON, quantity: l.quantity });
      lines.push({
        label: interpolate(texts.establishments, {
          addon: addonName(ESTABLISHMENT_ADDON, lang),
          establishments: input.establishments,
          count: l.quantity,
          unit: euros(l.unitCents),
          months,
        }),
        quantity: months,
        unitCents: l.totalCents,
      });
    } else if (l.addonId) {
      const name = addonName(l.addonId, lang);
      addons.push({ id: l.addonId, quantity: l.quantity });
      if (l.included) {
        lines.push({
          label: interpolate(texts.included, { addon: name, plan: planName(plan) }),
          quantity: 1,
          unitCents: 0,
        });
      } else if (l.billing === "one-time") {
        lines.push({
          label: interpolate(texts.oneTime, { addon: name }),
          quantity: l.quantity,
          unitCents: l.unitCents,
        });
      } else if (book.addons[l.addonId].billing === "per-country-monthly") {
        lines.push({
          label: interpolate(texts.countries, {
            addon: name,
            count: l.quantity,
            unit: euros(l.unitCents),
            months,
          }),
          quantity: months,
          unitCents: l.totalCents,
        });
      } else {
        lines.push({
          label: interpolate(texts.addon, { addon: name, months }),
          quantity: months,
          unitCents: l.totalCents,
        });
      }
    }
  }
  if (e.yearlyDiscountCents > 0) {
    lines.push({
      label: interpolate(texts.discount, { percent: book.yearlyDiscountPercent }),
      quantity: 1,
      unitCents: -e.yearlyDiscountCents,
    });
  }
  return {
    plan,
    students: input.students,
    studentCap: p.maxStudents,
    modules,
    addons,
    mrrCents: Math.round(e.yearlyCents / months),
    lines,
    validUntil: defaultValidUntil(now),
  };
}

/** A new version of an issued proposal: the same terms, a fresh validity. */
export function reviseProposal(source: ProposalContent, now: Date): ProposalContent {
  return { ...source, validUntil: defaultValidUntil(now) };
}

// --- the builder's form ---------------------------------------------------------------------------

/** Error keys of `admin:validation` this form can answer with; any other message is `required`. */
const PROPOSAL_ERROR_KEYS = [
  "required",
  "tooLong",
  "invalidChoice",
  "invalidAmount",
  "invalidLineAmount",
  "invalidQuantity",
  "invalidCap",
  "invalidStudents",
  "invalidDate",
  "capAbovePlan",
  "studentsAboveCap",
  "validityPast",
  "validityTooLong",
  "noLines",
  "negativeTotal",
] as const;
export type ProposalErrorKey = (typeof PROPOSAL_ERROR_KEYS)[number];
const PROPOSAL_ERRORS = errorVocabulary(PROPOSAL_ERROR_KEYS, "required");

const amount = (allowNegative: boolean) => {
  const error: ProposalErrorKey = allowNegative ? "invalidLineAmount" : "invalidAmount";
  return z
    .string({ error })
    .trim()
    .min(1, { error: "required" })
    .transform((v, ctx) => {
      const cents = amountCents(v, { negative: allowNegative });
      if (cents === null) ctx.addIssue({ code: "custom", message: error });
      return cents ?? z.NEVER;
    });
};

const wholeNumber = (error: ProposalErrorKey, min: number, max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .transform((v) => v.replace(/[\s\u00a0\u202f]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}$/, { error })
        .transform(Number)
        .pipe(z.number().int({ error }).min(min, { error }).max(max, { error })),
    );

export const ProposalLineSchema = z.object({
  label: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(200, { error: "tooLong" }),
  quantity: wholeNumber("invalidQuantity", 1, 100_000),
  // Negative for a discount.
  unit: amount(true),
});

/** The builder's terms (plan, students, cap, add-ons, monthly amount, validity). */
export const ProposalTermsSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "invalidChoice" }),
  students: wholeNumber("invalidStudents", 1, MAX_STUDENTS),
  // Empty: unlimited.
  studentCap: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s\u00a0\u202f]/g, ""))
    .pipe(
      z.union([
        z.literal("").transform(() => null),
        z
          .string()
          .regex(/^\d{1,9}$/, { error: "invalidCap" })
          .transform(Number)
          .pipe(z.number().int().min(1, { error: "invalidCap" }).max(MAX_STUDENTS, { error: "invalidCap" })),
      ]),
    ),
  mrr: amount(false),
  validUntil: z
    .string({ error: "invalidDate" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidDate" })
    .refine(isCalendarDay, { error: "invalidDate" }),
  addons: z.array(z.enum(ADDON_IDS, { error: "invalidChoice" })).max(ADDON_IDS.length),
});

/** The form as posted: single fields as text, repeated ones as lists, add-on quantities by id. */
export interface ProposalFormInput {
  readonly plan: string;
  readonly students: string;
  readonly studentCap: string;
  readonly mrr: string;
  readonly validUntil: string;
  readonly addons: readonly string[];
  /** `qty.<addon id>` fields. */
  readonly quantities: Readonly<Record<string, string>>;
  readonly label: readonly string[];
  readonly quantity: readonly string[];
  readonly unit: readonly string[];
}

export type FieldErrors = FormFieldErrors<ProposalErrorKey>;
export type ProposalParse = { ok: true; value: ProposalContent } | { ok: false; fieldErrors: FieldErrors };

/**
 * Validates the builder's form (server side; the page answers 400 with these errors and the values
 * typed). Empty line rows are dropped; field errors are keyed `label.<row>`, `qty.<addon>`, …;
 * `form` carries what concerns the whole proposal (no line, negative total).
 */
export function parseProposalForm(
  input: ProposalFormInput,
  today: string,
  modules: readonly string[],
  book: PriceBook = PRICE_BOOK,
): ProposalParse {
  const fieldErrors: FieldErrors = {};
  // Each term on its own, so that every wrong field is named at once, and the checks between
  // fields run whenever both sides are readable.
  const shape = ProposalTermsSchema.shape;
  const field = <T>(name: keyof typeof shape, result: z.ZodSafeParseResult<T>): T | undefined => {
    if (result.success) return result.data;
    Object.assign(fieldErrors, firstErrors(result.error, PROPOSAL_ERRORS, { field: () => name }));
    return undefined;
  };
  const plan = field("plan", shape.plan.safeParse(input.plan));
  const students = field("students", shape.students.safeParse(input.students));
  const studentCap = field("studentCap", shape.studentCap.safeParse(input.studentCap));
  const mrr = field("mrr", shape.mrr.safeParse(input.mrr));
  const validUntil = field("validUntil", shape.validUntil.safeParse(input.validUntil));
  const chosen = field("addons", shape.addons.safeParse([...new Set(input.addons)]));

  const addons: ProposalAddon[] = [];
  for (const id of chosen ?? []) {
    const raw = input.quantities[id] ?? "";
    const parsed = wholeNumber("invalidQuantity", 1, MAX_ADDON_QUANTITY).safeParse(
      raw.trim() === "" ? "1" : raw,
    );
    if (parsed.success) addons.push({ id, quantity: parsed.data });
    else Object.assign(fieldErrors, firstErrors(parsed.error, PROPOSAL_ERRORS, { field: () => `qty.${id}` }));
  }
  if (plan !== undefined && studentCap !== undefined) {
    const max = book.plans[plan].maxStudents;
    if (max !== null && (studentCap === null || studentCap > max)) fieldErrors.studentCap = "capAbovePlan";
    else if (students !== undefined && studentCap !== null && students > studentCap)
      fieldErrors.students = "studentsAboveCap";
  }
  if (validUntil !== undefined) {
    if (validUntil < today) fieldErrors.validUntil = "validityPast";
    else if (validUntil > addDays(today, MAX_VALIDITY_DAYS)) fieldErrors.validUntil = "validityTooLong";
  }

  const lines: Line[] = [];
  const rows = Math.min(
    MAX_PROPOSAL_LINES,
    Math.max(input.label.length, input.quantity.length, input.unit.length),
  );
  for (let i = 0; i < rows; i++) {
    const row = { label: input.label[i] ?? "", quantity: input.quantity[i] ?? "", unit: input.unit[i] ?? "" };
    if (!row.label.trim() && !row.quantity.trim() && !row.unit.trim()) continue;
    const parsed = ProposalLineSchema.safeParse(row);
    if (parsed.success)
      lines.push({ label: parsed.data.label, quantity: parsed.data.quantity, unitCents: parsed.data.unit });
    else
      Object.assign(
        fieldErrors,
        firstErrors(parsed.error, PROPOSAL_ERRORS, { field: (name) => `${name}.${i}` }),
      );
  }
  const lineErrors = Object.keys(fieldErrors).some((k) => /^(label|quantity|unit)\.\d+$/.test(k));
  if (lines.length === 0 && !lineErrors) fieldErrors.form = "noLines";
  else if (!lineErrors && proposalTotals(lines).subtotalCents < 0) fieldErrors.form = "negativeTotal";

  if (
    Object.keys(fieldErrors).length > 0 ||
    plan === undefined ||
    students === undefined ||
    studentCap === undefined ||
    mrr === undefined ||
    validUntil === undefined
  )
    return { ok: false, fieldErrors };
  return {
    ok: true,
    value: {
      plan,
      students,
      studentCap,
      modules: MODULE_INTERESTS.filter((m) => modules.includes(m)),
      addons,
      mrrCents: mrr,
      lines,
      validUntil,
    },
  };
}

// --- the pipeline and the customer records --------------------------------------------------------

/**
 * Whether issuing a proposal moves the lead forward to "proposal sent": only from an earlier open
 * stage (never back from negotiation, never a closed lead), so the pipeline's own rules hold.
 */
export function movesToProposalSent(stage: LeadStage): boolean {
  const at = (OPEN_STAGES as readonly string[]).indexOf(stage);
  return at >= 0 && at < OPEN_STAGES.indexOf("proposal_sent");
}

/** Whether a proposal may be drafted for a lead at this stage (a lost lead must be reopened first). */
export function canDraftFor(stage: LeadStage): boolean {
  return stage !== "lost";
}

/** The institution type of the quote form's list, as the institution record keeps it. */
export function institutionTypeOf(value: unknown): InstitutionType {
  const map: Readonly<Record<FormInstitutionType, InstitutionType>> = {
    "higher-education": "higher_education",
    "business-school": "higher_education",
    secondary: "secondary",
    primary: "school",
    apprenticeship: "vocational",
    "continuing-education": "training_center",
  };
  return typeof value === "string" && value in map ? map[value as keyof typeof map] : "other";
}
