import { createContext, useContext, useId } from "react";
import type { FormValues } from "#app/lib/forms/result.ts";

/**
 * What every field of a form needs to know: its id prefix, the error to show and the value to
 * start from (the server's echo after a refused post, or the page's preselection). Fields are
 * uncontrolled, so that they work before JavaScript runs and keep what the visitor typed.
 */
export interface FormState {
  readonly idPrefix: string;
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly values: Readonly<FormValues>;
  /** Changes when the fields must start over from `values` (a fresh server answer, a reset). */
  readonly generation: number;
  readonly disabled?: boolean;
}

const FormContext = createContext<FormState>({ idPrefix: "f", errors: {}, values: {}, generation: 0 });
export const FormStateProvider = FormContext.Provider;

export function useFormState(): FormState {
  return useContext(FormContext);
}

export interface FieldState {
  readonly id: string;
  readonly hintId: string;
  readonly errorId: string;
  readonly error: string | undefined;
  readonly defaultValue: string | undefined;
  readonly defaultValues: readonly string[];
  /** `aria-describedby`: the hint and the error when present. */
  readonly describedBy: string | undefined;
  readonly generation: number;
}

/** The id of a form's field: `<prefix>-<name>`, safe in a URL fragment (the error summary links to it). */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`.replace(/[^A-Za-z0-9_-]/g, "-");
}

export function useField(name: string, hasHint = false): FieldState {
  const form = useFormState();
  const local = useId();
  const id = fieldId(form.idPrefix, name) || local;
  const error = form.errors[name];
  const raw = form.values[name];
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return {
    id,
    hintId,
    errorId,
    error,
    defaultValue: values[0],
    defaultValues: values,
    describedBy,
    generation: form.generation,
  };
}
