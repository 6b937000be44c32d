import { LIMITS } from "#app/lib/forms/field-basics.ts";
import { queryText, queryWholeNumber } from "#app/lib/forms/query-values.ts";
import type { FormValues } from "#app/lib/forms/result.ts";
import { MAX_STUDENTS } from "./schemas/demo.ts";

/**
 * What the sales assistant hands over to the contact and demo forms (`?institution=`,
 * `?students=`, `?message=`, see `handoverHref` in app/features/chat/engine.ts): the visitor finds the
 * fields filled with what they already said, and can change everything before sending.
 * Unknown or malformed values are left out; the forms' own checks still apply on sending.
 */
export function handoverPrefill(params: URLSearchParams, form: "contact" | "demo"): FormValues {
  const values: FormValues = {};
  const institution = queryText(params.get("institution"), LIMITS.institution);
  if (institution) values.institution = institution;
  const message = queryText(params.get("message"), form === "demo" ? 2_000 : LIMITS.message);
  if (message) values.message = message;
  if (form === "demo") {
    const count = queryWholeNumber(params.get("students"), MAX_STUDENTS);
    if (count) values.students = count;
  }
  return values;
}
