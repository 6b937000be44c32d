import { z } from "#app/lib/forms/zod.ts";
import { cleanText, LIMITS, normalisePhone, type ErrorKey } from "./field-basics.ts";

/**
 * Field schemas shared by every form (STYLE.md, Forms): they normalise what people type (trimmed,
 * e-mail in lower case, control characters removed) and fail with an error key of
 * `forms:errors.*`, which the browser and the server translate in the page's language.
 */

// The zod-free constants and helpers live in `field-basics.ts` (importable without zod); they are
// re-exported here for the existing importers.
export {
  CONTROL_FIELDS,
  cleanText,
  echoValues,
  ERROR_KEYS,
  formValues,
  isErrorKey,
  LIMITS,
  normalisePhone,
  type ErrorKey,
  type FormValues,
} from "./field-basics.ts";
export type { FieldErrors } from "./parse.ts";

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
