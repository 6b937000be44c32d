import { z } from "zod";

/**
 * Field schemas shared by every form (STYLE.md, Forms): they normalise what people type (trimmed,
 * e-mail in lower case, control characters removed) and fail with an error key of
 * `forms:errors.*`, which the browser and the server translate in the page's language.
 */

export const ERROR_KEYS = [
  "required",
  "invalid",
  "email",
  "phone",
  "tooLong",
  "tooShort",
  "choice",
  "integer",
  "min",
  "max",
  "siret",
  "siretChecksum",
  "vatFormat",
  "vatCountry",
  "vatKey",
  "vatSirenMismatch",
  "iban",
  "ibanChecksum",
  "ibanLength",
  "ibanCountry",
  "notSepa",
  "bic",
  "terms",
  "mandate",
  "slotInvalid",
  "postalCode",
  "serviceCode",
  "commitmentNumber",
  "feedbackEmpty",
  "studentsOverPlan",
  "tooManyItems",
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === "string" && (ERROR_KEYS as readonly string[]).includes(value);
}

/** Limits of free-text fields (characters). */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  institution: 200,
  shortText: 120,
  message: 5_000,
  feedback: 2_000,
  address: 200,
  city: 100,
} as const;

/**
 * Removes NUL and the other C0/C1 control characters except tab and line breaks (PostgreSQL
 * refuses NUL in text; the others only hide content), and unifies line breaks.
 */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
      .trim()
  );
}

/** Whatever arrives (missing, a list, a number) becomes a string or undefined before validation. */
function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return asText(value[0]);
  if (typeof value === "string") return cleanText(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** A required single-line or multi-line text. */
export function requiredText(max: number, min = 1) {
  return z.preprocess(
    asText,
    z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .min(min, { error: "tooShort" })
      .max(max, { error: "tooLong" }),
  );
}

/** An optional text: empty becomes undefined. */
export function optionalText(max: number) {
  return z.preprocess(
    (v) => asText(v) || undefined,
    z.string({ error: "invalid" }).max(max, { error: "tooLong" }).optional(),
  );
}

export const emailField = z.preprocess(
  (v) => asText(v)?.toLowerCase(),
  z
    .string({ error: "required" })
    .min(1, { error: "required" })
    .max(LIMITS.email, { error: "tooLong" })
    .pipe(z.email({ error: "email" })),
);

/** Phone numbers as people write them: digits, spaces, dots, dashes, brackets, one leading +. */
const PHONE = /^\+?[0-9 ().-]{6,30}$/;

export function normalisePhone(value: string): string {
  return value.replace(/[\s.\-()]+/g, " ").trim();
}

export const optionalPhone = z.preprocess(
  (v) => {
    const t = asText(v);
    return t ? normalisePhone(t) : undefined;
  },
  z
    .string()
    .max(LIMITS.phone, { error: "tooLong" })
    .refine((v) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6, { error: "phone" })
    .optional(),
);

export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(asText, z.enum(values, { error: (iss) => (iss.input ? "choice" : "required") }));
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((v) => asText(v) || undefined, z.enum(values, { error: "choice" }).optional());
}

/** Checkbox groups: one value, several, or none; unknown values are an error, duplicates dropped. */
export function choiceList<const T extends readonly [string, ...string[]]>(
  values: T,
  max: number = values.length,
) {
  return z.preprocess(
    (v) => {
      const list = v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v];
      return [...new Set(list.map((x) => asText(x)).filter((x): x is string => !!x))];
    },
    z.array(z.enum(values, { error: "choice" })).max(max, { error: "tooManyItems" }),
  );
}

function asInteger(value: unknown): unknown {
  const t = asText(value);
  if (t === undefined || t === "") return undefined;
  // "1 200", "1.200" and "1,200" are all twelve hundred: group separators are dropped.
  const cleaned = t.replace(/[\s\u00a0\u202f.,]/g, "");
  return /^-?\d{1,9}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export function integerField(min: number, max: number) {
  return z.preprocess(
    asInteger,
    z
      .number({ error: (iss) => (iss.input === undefined ? "required" : "integer") })
      .int({ error: "integer" })
      .min(min, { error: "min" })
      .max(max, { error: "max" }),
  );
}

export function optionalInteger(min: number, max: number) {
  return z.preprocess(
    asInteger,
    z
      .number({ error: "integer" })
      .int({ error: "integer" })
      .min(min, { error: "min" })
      .max(max, { error: "max" })
      .optional(),
  );
}

/** A checkbox that must be ticked (terms, mandate): browsers send "on" or the value attribute. */
export function mustAccept(error: ErrorKey) {
  return z.preprocess(
    (v) => {
      const t = asText(v);
      return t === "on" || t === "true" || t === "1" || t === "yes";
    },
    z.literal(true, { error }),
  );
}

// ---------------------------------------------------------------------------------------------
// From a submitted form to plain values

/** Fields every public form carries besides its own (never stored as the visitor's values). */
export const CONTROL_FIELDS = {
  token: "_token",
  honeypot: "website_url",
  enhanced: "_enhanced",
  referrer: "_referrer",
  landing: "_landing",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

const CONTROL_NAMES = new Set<string>(Object.values(CONTROL_FIELDS));

/**
 * FormData → a plain object: a name seen once gives a string, several times a list. Files are
 * ignored (no form takes any). Control fields are left out.
 */
export function formValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== "string" || CONTROL_NAMES.has(name)) continue;
    const existing = values[name];
    if (existing === undefined) values[name] = raw;
    else if (Array.isArray(existing)) existing.push(raw);
    else values[name] = [existing, raw];
  }
  return values;
}

export type FieldErrors = Partial<Record<string, ErrorKey>>;

/** The first error key of each field, from a Zod error (`path[0]` names the field). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "_form");
    if (errors[name]) continue;
    errors[name] = isErrorKey(issue.message) ? issue.message : "invalid";
  }
  return errors;
}

/** What a form shows back after a refused post: only strings and lists of strings, size-limited. */
export function echoValues(values: Readonly<Record<string, unknown>>, omit: readonly string[] = []) {
  const echo: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(values)) {
    if (omit.includes(k) || k.length > 64) continue;
    if (typeof v === "string") echo[k] = v.slice(0, LIMITS.message);
    else if (Array.isArray(v)) {
      echo[k] = v
        .filter((x): x is string => typeof x === "string")
        .slice(0, 50)
        .map((x) => x.slice(0, LIMITS.message));
    }
  }
  return echo;
}
