import { z } from "#app/lib/forms/zod.ts";
import { ADDON_IDS, PLAN_IDS, PRICE_BOOK, type PlanId } from "#content/plans.ts";
import { compactBic, compactIban, ibanProblem, isValidBic } from "#app/lib/iban.ts";
import { compactNumber, sirenOfSiret, siretProblem } from "#app/lib/siret.ts";
import { compactVat, sirenOfFrenchVat, vatProblem } from "#app/lib/money/vat.ts";
import {
  choice,
  choiceList,
  emailField,
  integerField,
  LIMITS,
  mustAccept,
  optionalText,
  requiredText,
  type ErrorKey,
  type FieldErrors,
} from "#app/lib/forms/fields.ts";
import { BILLING_COUNTRIES, EU_COUNTRIES, PAYMENT_METHODS, vatPrefix } from "../options.ts";
import { MAX_STUDENTS } from "./demo.ts";
import { parseWith, type ParseResult } from "#app/lib/forms/parse.ts";

/**
 * Checkout (issue 5, DECISIONS.md point 6): plan, students, add-ons, the billing institution
 * (SIRET checked for French institutions, intra-EU VAT number format), address, payment method
 * (bank transfer; SEPA direct debit with a checked IBAN; purchase order / administrative mandate
 * with Chorus Pro references) and the terms. No card number is ever asked for.
 *
 * The fields are checked in two passes so that every error shows at once: the fields on their own
 * (the schema), then the rules that tie fields together (country → SIRET, method → IBAN…).
 */
export const CheckoutBaseSchema = z.object({
  plan: choice(PLAN_IDS),
  students: integerField(1, MAX_STUDENTS),
  addons: choiceList(ADDON_IDS),
  billingName: requiredText(LIMITS.institution),
  country: choice(BILLING_COUNTRIES),
  siret: optionalText(40),
  vatNumber: optionalText(40),
  addressLine1: requiredText(LIMITS.address),
  addressLine2: optionalText(LIMITS.address),
  postalCode: requiredText(12),
  city: requiredText(LIMITS.city),
  billingEmail: emailField,
  paymentMethod: choice(PAYMENT_METHODS),
  accountHolder: optionalText(LIMITS.institution),
  iban: optionalText(60),
  bic: optionalText(20),
  mandate: z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean()),
  serviceCode: optionalText(100),
  commitmentNumber: optionalText(50),
  terms: mustAccept("terms"),
});

type BaseValues = z.output<typeof CheckoutBaseSchema>;

/** The fields of a refused submission that are valid on their own. */
function validFields(values: unknown): Partial<BaseValues> {
  const input = (values && typeof values === "object" ? values : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(CheckoutBaseSchema.shape)) {
    const r = (schema as z.ZodType).safeParse(input[name]);
    if (r.success) out[name] = r.data;
  }
  return out as Partial<BaseValues>;
}

/** Chorus Pro references: letters, digits and the separators public buyers use. */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

export interface CheckoutForm {
  readonly plan: PlanId;
  readonly students: number;
  readonly addons: (typeof ADDON_IDS)[number][];
  readonly billingName: string;
  readonly country: (typeof BILLING_COUNTRIES)[number];
  readonly siret?: string;
  readonly vatNumber?: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly postalCode: string;
  readonly city: string;
  readonly billingEmail: string;
  readonly paymentMethod: (typeof PAYMENT_METHODS)[number];
  readonly accountHolder?: string;
  readonly iban?: string;
  readonly bic?: string;
  readonly mandateAccepted: boolean;
  readonly serviceCode?: string;
  readonly commitmentNumber?: string;
}

/** The plan's student cap (spec §9: Essential 100, Premium 300, Excellence unlimited). */
export function studentCap(plan: PlanId): number | null {
  return PRICE_BOOK.plans[plan].maxStudents;
}

const IBAN_ERRORS: Record<NonNullable<ReturnType<typeof ibanProblem>>, ErrorKey> = {
  format: "iban",
  country: "ibanCountry",
  length: "ibanLength",
  checksum: "ibanChecksum",
  notSepa: "notSepa",
};

/** Field rules that depend on other fields; returns the errors found (possibly none). */
export function crossFieldErrors(v: BaseValues): FieldErrors {
  const errors: FieldErrors = {};
  const cap = studentCap(v.plan);
  if (cap !== null && v.students > cap) errors.students = "studentsOverPlan";

  const siret = v.siret ? compactNumber(v.siret) : undefined;
  if (v.country === "FR" && !siret) errors.siret = "required";
  if (siret) {
    const problem = siretProblem(siret);
    if (problem) errors.siret = problem === "format" ? "siret" : "siretChecksum";
  }

  if (v.vatNumber) {
    const vat = compactVat(v.vatNumber);
    const problem = vatProblem(vat);
    if (problem === "country") errors.vatNumber = "vatCountry";
    else if (problem === "format") errors.vatNumber = "vatFormat";
    else if (problem === "key") errors.vatNumber = "vatKey";
    else if (vat.slice(0, 2) !== vatPrefix(v.country)) errors.vatNumber = "vatCountry";
    else if (
      siret &&
      !errors.siret &&
      sirenOfFrenchVat(vat) &&
      sirenOfFrenchVat(vat) !== sirenOfSiret(siret)
    ) {
      errors.vatNumber = "vatSirenMismatch";
    }
  }

  if (v.country === "FR" && !/^\d{5}$/.test(v.postalCode)) errors.postalCode = "postalCode";
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(v.postalCode)) errors.postalCode = "postalCode";

  if (v.paymentMethod === "sepa-debit") {
    if (!v.accountHolder) errors.accountHolder = "required";
    if (!v.iban) errors.iban = "required";
    else {
      const problem = ibanProblem(v.iban, { sepaOnly: true });
      if (problem) errors.iban = IBAN_ERRORS[problem];
    }
    if (v.bic && !isValidBic(v.bic)) errors.bic = "bic";
    if (!v.mandate) errors.mandate = "mandate";
  }
  if (v.paymentMethod === "purchase-order") {
    if (!v.commitmentNumber) errors.commitmentNumber = "required";
    else if (!REFERENCE.test(v.commitmentNumber)) errors.commitmentNumber = "commitmentNumber";
    if (v.serviceCode && !REFERENCE.test(v.serviceCode)) errors.serviceCode = "serviceCode";
  }
  return errors;
}

export function parseCheckout(values: unknown): ParseResult<CheckoutForm> {
  const base = parseWith(CheckoutBaseSchema, values);
  if (!base.ok) {
    // Still check the dependent rules on the fields that did parse, so that the visitor sees every
    // problem at once; a rule is only reported when the fields it reads are all valid.
    const p = validFields(values);
    const extra = crossFieldErrors({
      plan: p.plan ?? "excellence",
      students: p.students ?? 1,
      addons: p.addons ?? [],
      billingName: p.billingName ?? "",
      country: p.country ?? "BE",
      siret: p.siret,
      vatNumber: p.vatNumber,
      addressLine1: p.addressLine1 ?? "",
      addressLine2: p.addressLine2,
      postalCode: p.postalCode ?? "1000",
      city: p.city ?? "",
      billingEmail: p.billingEmail ?? "",
      paymentMethod: p.paymentMethod ?? "bank-transfer",
      accountHolder: p.accountHolder,
      iban: p.iban,
      bic: p.bic,
      mandate: p.mandate ?? false,
      serviceCode: p.serviceCode,
      commitmentNumber: p.commitmentNumber,
      terms: true,
    });
    if (!p.country) {
      delete extra.siret;
      delete extra.postalCode;
      delete extra.vatNumber;
    }
    return { ok: false, errors: { ...extra, ...base.errors } };
  }
  const v = base.data;
  const errors = crossFieldErrors(v);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const sepa = v.paymentMethod === "sepa-debit";
  const po = v.paymentMethod === "purchase-order";
  const data: CheckoutForm = {
    plan: v.plan,
    students: v.students,
    addons: v.addons,
    billingName: v.billingName,
    country: v.country,
    siret: v.siret ? compactNumber(v.siret) : undefined,
    vatNumber: v.vatNumber ? compactVat(v.vatNumber) : undefined,
    addressLine1: v.addressLine1,
    addressLine2: v.addressLine2,
    postalCode: v.postalCode.toUpperCase(),
    city: v.city,
    billingEmail: v.billingEmail,
    paymentMethod: v.paymentMethod,
    // Details of the other methods are dropped: only the chosen method's references are kept.
    accountHolder: sepa ? v.accountHolder : undefined,
    iban: sepa && v.iban ? compactIban(v.iban) : undefined,
    bic: sepa && v.bic ? compactBic(v.bic) : undefined,
    mandateAccepted: sepa && v.mandate,
    serviceCode: po ? v.serviceCode : undefined,
    commitmentNumber: po ? v.commitmentNumber : undefined,
  };
  return { ok: true, data };
}

/** Whether the institution should give an intra-EU VAT number (EU, outside France it is how VAT is reverse-charged). */
export function asksForVat(country: string): boolean {
  return EU_COUNTRIES.has(country);
}

export const CHECKOUT_REQUIRED = [
  "plan",
  "students",
  "billingName",
  "country",
  "addressLine1",
  "postalCode",
  "city",
  "billingEmail",
  "paymentMethod",
  "terms",
] as const;
