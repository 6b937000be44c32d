import { z } from "#app/lib/forms/zod.ts";
import { cleaned, cleanLine, cleanText as cleanMultiline } from "#app/lib/forms/field-basics.ts";
import { errorVocabulary, type FieldErrors as FormFieldErrors } from "#app/lib/forms/parse.ts";
import { compactBic, compactIban, ibanProblem, isValidBic } from "#app/lib/iban.ts";
import { compactNumber, siretProblem } from "#app/lib/siret.ts";
import { compactVat, vatProblem } from "#app/lib/money/vat.ts";
import { ADDON_IDS } from "#content/plans.ts";
import { PRIORITY_LEVELS } from "./sla.ts";

/**
 * One Zod schema per form of the client space, shared by the browser and the actions (STYLE.md,
 * Forms). Error messages are keys of `account:validation`, translated in the page's language.
 */
export const VALIDATION_KEYS = [
  "required",
  "tooLong",
  "invalid",
  "siret",
  "vat",
  "postalCode",
  "chorus",
  "iban",
  "ibanNotSepa",
  "bic",
  "mandate",
  "orderReference",
  "subjectShort",
  "messageShort",
  "category",
  "priority",
  "plan",
  "addon",
  "cap",
  "passwordRequired",
  "passwordTooShort",
  "passwordMismatch",
  "confirmDelete",
  "language",
  "institutionName",
  "email",
  "emailSame",
  "wrongPassword",
  "passwordCommon",
  "rateLimited",
  "codeRequired",
  "wrongCode",
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];
type Key = ValidationKey;

const clean = cleaned(cleanLine);
/** Multi-line text keeps its line breaks. */
const cleanText = cleaned(cleanMultiline);

const required = (max: number, key: Key = "required") =>
  z.preprocess(clean, z.string({ error: key }).min(1, { error: key }).max(max, { error: "tooLong" }));
const optional = (max: number) =>
  z.preprocess((v) => clean(v) || undefined, z.string().max(max, { error: "tooLong" }).optional());

export const InstitutionSchema = z.object({ name: required(200, "institutionName") });

export const BillingDetailsSchema = z.object({
  name: required(200, "institutionName"),
  siret: z.preprocess(
    (v) => (typeof v === "string" ? compactNumber(v) || undefined : v),
    z
      .string()
      .refine((v) => siretProblem(v) === undefined, { error: "siret" })
      .optional(),
  ),
  vatNumber: z.preprocess(
    (v) => (typeof v === "string" ? compactVat(v) || undefined : v),
    z
      .string()
      .refine((v) => vatProblem(v) === undefined, { error: "vat" })
      .optional(),
  ),
  addressLine1: required(200),
  addressLine2: optional(200),
  postalCode: z.preprocess(
    clean,
    z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .regex(/^[A-Za-z0-9 -]{3,10}$/, {
        error: "postalCode",
      }),
  ),
  city: required(100),
  country: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() || "FR" : "FR"),
    z.string().regex(/^[A-Z]{2}$/, { error: "invalid" }),
  ),
  // Chorus Pro service codes are up to 100 characters; letters, digits and - _ in practice.
  chorusServiceCode: z.preprocess(
    (v) => clean(v) || undefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "chorus" })
      .optional(),
  ),
});
export type BillingDetails = z.output<typeof BillingDetailsSchema>;

export const PAYMENT_KINDS = ["transfer", "sepa", "purchase_order"] as const;

export const PaymentMethodSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("transfer") }),
    z.object({
      kind: z.literal("sepa"),
      holder: required(140),
      iban: z.preprocess(
        (v) => (typeof v === "string" ? compactIban(v) : v),
        z
          .string({ error: "required" })
          .min(1, { error: "required" })
          .superRefine((v, ctx) => {
            const problem = ibanProblem(v, { sepaOnly: true });
            if (problem)
              ctx.addIssue({ code: "custom", message: problem === "notSepa" ? "ibanNotSepa" : "iban" });
          }),
      ),
      bic: z.preprocess(
        (v) => (typeof v === "string" ? compactBic(v) : v),
        z.string({ error: "required" }).min(1, { error: "required" }).refine(isValidBic, { error: "bic" }),
      ),
      // SEPA mandate reference (UMR): up to 35 characters, letters, digits and + ? / - : ( ) . , '.
      mandateReference: z.preprocess(
        clean,
        z
          .string({ error: "required" })
          .min(1, { error: "required" })
          .regex(/^[A-Za-z0-9+?/:().,' -]{1,35}$/, { error: "mandate" }),
      ),
    }),
    z.object({
      kind: z.literal("purchase_order"),
      orderReference: z.preprocess(
        clean,
        z.string({ error: "required" }).min(1, { error: "required" }).max(60, { error: "orderReference" }),
      ),
    }),
  ],
  { error: "invalid" },
);
export type PaymentMethodInput = z.output<typeof PaymentMethodSchema>;

export const TICKET_CATEGORIES = ["technical", "billing", "account", "training", "feature", "other"] as const;

export const TicketSchema = z.object({
  subject: z.preprocess(
    clean,
    z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .min(5, { error: "subjectShort" })
      .max(150, { error: "tooLong" }),
  ),
  category: z.enum(TICKET_CATEGORIES, { error: "category" }),
  priority: z.enum(PRIORITY_LEVELS, { error: "priority" }),
  message: z.preprocess(
    cleanText,
    z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .min(10, { error: "messageShort" })
      .max(10_000, { error: "tooLong" }),
  ),
});

export const ReplySchema = z.object({
  message: z.preprocess(
    cleanText,
    z.string({ error: "required" }).min(1, { error: "required" }).max(10_000, { error: "tooLong" }),
  ),
});

export const CHANGE_KINDS = ["plan", "addon", "cap"] as const;
export const REQUESTABLE_PLANS = ["essential", "premium", "excellence", "custom"] as const;

export const ChangeRequestSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("plan"),
      plan: z.enum(REQUESTABLE_PLANS, { error: "plan" }),
      note: optional(2000),
    }),
    z.object({
      kind: z.literal("addon"),
      addon: z.enum(ADDON_IDS, { error: "addon" }),
      note: optional(2000),
    }),
    z.object({
      kind: z.literal("cap"),
      studentCap: z.preprocess(
        (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.replace(/\s/g, "")) : undefined),
        z
          .number({ error: "cap" })
          .int({ error: "cap" })
          .min(1, { error: "cap" })
          .max(1_000_000, { error: "cap" }),
      ),
      note: optional(2000),
    }),
  ],
  { error: "invalid" },
);

export const ProfileSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  language: z.enum(["fr", "en"], { error: "language" }),
});

export const PasswordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }).max(128),
    newPassword: z
      .string({ error: "passwordRequired" })
      .min(1, { error: "passwordRequired" })
      .min(6, { error: "passwordTooShort" })
      .max(128, { error: "tooLong" }),
    confirmPassword: z.string({ error: "passwordMismatch" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "passwordMismatch",
  });

/**
 * A new e-mail address, normalised like the sign-up's (trimmed, lower-cased), with the password
 * given again and, for an account with two-factor authentication, a code (6 digits or a backup
 * code; whether it is required is the server's to say, from the account).
 */
export const EmailChangeSchema = z.object({
  newEmail: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .max(254, { error: "tooLong" })
      .pipe(z.email({ error: "email" })),
  ),
  password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }).max(128),
  code: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "") || undefined : v),
    z
      .string()
      .regex(/^(\d{6}|[A-Za-z0-9-]{8,20})$/, { error: "wrongCode" })
      .optional(),
  ),
});

/** One session of the list, signed out from the profile. */
export const RevokeSessionSchema = z.object({
  sessionId: z.string({ error: "invalid" }).min(1, { error: "invalid" }).max(100, { error: "invalid" }),
});

/** Deleting the account asks for the password and the word typed by hand. */
export const DeleteAccountSchema = z.object({
  password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }).max(128),
  confirm: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z.enum(["SUPPRIMER", "DELETE"], { error: "confirmDelete" }),
  ),
});

export type FieldErrors = FormFieldErrors<ValidationKey>;

/** The error keys of the client space's forms (`account:validation`); any other message is `invalid`. */
export const ACCOUNT_ERRORS = errorVocabulary(VALIDATION_KEYS, "invalid");
