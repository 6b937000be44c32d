import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "./fields.ts";

export type ParseResult<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: FieldErrors };

/** Runs a form's schema over submitted values and keeps the first error key of each field. */
export function parseWith<S extends z.ZodType>(schema: S, values: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
