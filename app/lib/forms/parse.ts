import type { z } from "zod";
import { ERROR_KEYS, formValues, type ErrorKey, type FormValues } from "./field-basics.ts";

/**
 * The one way a submitted form becomes values or errors, on the server and in the browser alike
 * (STYLE.md, Forms): the form's Zod schema runs over the plain values of the FormData, and each
 * field keeps its first error, as a key of the namespace the page translates errors from.
 */

/** Field name → error key (the first error of each field; `form` for what concerns the whole form). */
export type FieldErrors<K extends string = ErrorKey> = Partial<Record<string, K>>;

export type ParseResult<T, K extends string = ErrorKey> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: FieldErrors<K> };

/**
 * The error keys a form's schema may answer with, and the one that stands for any other message
 * (a schema's message that is not a key is never shown as it is).
 */
export interface ErrorVocabulary<K extends string> {
  readonly keys: ReadonlySet<string>;
  readonly fallback: K;
}

export function errorVocabulary<K extends string>(
  keys: readonly K[],
  fallback: NoInfer<K>,
): ErrorVocabulary<K> {
  return { keys: new Set(keys), fallback };
}

/** The keys of a locale's `validation` texts: the vocabulary of the forms that namespace translates. */
export function vocabularyOf<K extends string>(
  texts: Readonly<Record<K, unknown>>,
  fallback: NoInfer<K>,
): ErrorVocabulary<K> {
  return errorVocabulary(Object.keys(texts) as K[], fallback);
}

/** The shared keys of `forms:errors` (the public forms). */
export const FORM_ERRORS: ErrorVocabulary<ErrorKey> = errorVocabulary(ERROR_KEYS, "invalid");

export interface FirstErrorsOptions {
  /** The name a field's error is filed under (e.g. a builder's rows: `label` → `label.3`). */
  readonly field?: (name: string) => string;
}

/** The first error key of each field of a Zod error (`path[0]` names the field). */
export function firstErrors<K extends string>(
  error: z.ZodError,
  vocabulary: ErrorVocabulary<K>,
  options: FirstErrorsOptions = {},
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "form");
    const field = options.field ? options.field(name) : name;
    if (errors[field]) continue;
    errors[field] = vocabulary.keys.has(issue.message) ? (issue.message as K) : vocabulary.fallback;
  }
  return errors;
}

/** Runs a form's schema over submitted values: the parsed data, or the first error of each field. */
export function parseWith<S extends z.ZodType>(schema: S, values: unknown): ParseResult<z.output<S>>;
export function parseWith<S extends z.ZodType, K extends string>(
  schema: S,
  values: unknown,
  vocabulary: ErrorVocabulary<K>,
): ParseResult<z.output<S>, K>;
export function parseWith<S extends z.ZodType, K extends string>(
  schema: S,
  values: unknown,
  vocabulary?: ErrorVocabulary<K>,
): ParseResult<z.output<S>, K | ErrorKey> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: firstErrors<K | ErrorKey>(result.error, vocabulary ?? FORM_ERRORS) };
}

/**
 * A submitted form, parsed: the outcome of `parseWith` over its plain values, and those values
 * (what the action echoes back after a refusal, so that nothing typed is lost).
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
): ParseResult<z.output<S>> & { readonly values: FormValues };
export function parseForm<S extends z.ZodType, K extends string>(
  schema: S,
  form: FormData,
  vocabulary: ErrorVocabulary<K>,
): ParseResult<z.output<S>, K> & { readonly values: FormValues };
export function parseForm<S extends z.ZodType, K extends string>(
  schema: S,
  form: FormData,
  vocabulary?: ErrorVocabulary<K>,
): ParseResult<z.output<S>, K | ErrorKey> & { readonly values: FormValues } {
  const values = formValues(form);
  return { ...parseWith<S, K | ErrorKey>(schema, values, vocabulary ?? FORM_ERRORS), values };
}
