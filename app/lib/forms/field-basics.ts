/**
 * The zod-free part of the form fields (see `fields.ts`): error keys, limits, text clean-up and the
 * control fields every public form carries. Kept apart so that code on every page (the feedback
 * widget, the network notices) does not pull the validation library into the first load;
 * `fields.ts` re-exports all of it, so either import works.
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

/** A single-line text (a name, a subject): every control character removed, line breaks too, then trimmed. */
export function cleanLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
}

/** `cleanText` or `cleanLine` as a schema's preprocessing step: strings cleaned, anything else as it is. */
export const cleaned =
  (clean: (value: string) => string) =>
  (value: unknown): unknown =>
    typeof value === "string" ? clean(value) : value;

export function normalisePhone(value: string): string {
  return value.replace(/[\s.\-()]+/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// From a submitted form to plain values

/** A form's plain values: a name posted once gives a string, several times a list. */
export type FormValues = Record<string, string | string[]>;

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
 * Does this rendered page (text or bytes) hold a form token? Each render issues its own, so such a
 * page is never served again to someone else (the render cache and the render memo check this).
 */
export function holdsFormToken(html: { includes(value: string): boolean }): boolean {
  return html.includes(`name="${CONTROL_FIELDS.token}"`);
}

/**
 * FormData → a plain object: a name seen once gives a string, several times a list. Files are
 * ignored (no form takes any). Control fields are left out.
 */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== "string" || CONTROL_NAMES.has(name)) continue;
    const existing = values[name];
    if (existing === undefined) values[name] = raw;
    else if (Array.isArray(existing)) existing.push(raw);
    else values[name] = [existing, raw];
  }
  return values;
}

/**
 * `formValues` for a form with a list of rows (an invoice's or a proposal's lines): the fields
 * repeated once per row (`label`, `label`…) are keyed by row (`label.0`, `label.1`…), as the kit's
 * fields posted with `postedAs` read their kept values and errors.
 */
export function formValuesByRow(form: FormData, rowFields: readonly string[]): FormValues {
  const values = formValues(form);
  for (const field of rowFields) {
    delete values[field];
    form.getAll(field).forEach((value, row) => {
      if (typeof value === "string") values[`${field}.${row}`] = value;
    });
  }
  return values;
}

/** The text of one value of `formValues` (the first, when the name was posted several times). */
export function textOf(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === "string" ? value : value?.[0];
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
