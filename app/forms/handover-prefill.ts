import { LIMITS } from "./field-basics.ts";
import type { FormValues } from "./result.ts";

/** Largest student count a hand-over may carry (the demo form's own maximum). */
const MAX_STUDENTS = 500_000;

/** Control characters are dropped; the text is trimmed and cut at the field's length. */
function text(value: string | null, max: number): string | undefined {
  if (!value) return undefined;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
  return clean ? clean.slice(0, max) : undefined;
}

function students(value: string | null): string | undefined {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && n <= MAX_STUDENTS ? String(n) : undefined;
}

/**
 * What the sales assistant hands over to the contact and demo forms (`?institution=`,
 * `?students=`, `?message=`, see `handoverHref` in app/chat/engine.ts): the visitor finds the
 * fields filled with what they already said, and can change everything before sending.
 * Unknown or malformed values are left out; the forms' own checks still apply on sending.
 */
export function handoverPrefill(params: URLSearchParams, form: "contact" | "demo"): FormValues {
  const values: FormValues = {};
  const institution = text(params.get("institution"), LIMITS.institution);
  if (institution) values.institution = institution;
  const message = text(params.get("message"), form === "demo" ? 2_000 : LIMITS.message);
  if (message) values.message = message;
  if (form === "demo") {
    const count = students(params.get("students"));
    if (count) values.students = count;
  }
  return values;
}
