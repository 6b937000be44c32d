import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { formValues, type FormValues } from "#app/lib/forms/field-basics.ts";
import { parseWith, type ErrorVocabulary, type FieldErrors } from "#app/lib/forms/parse.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { FormStateProvider } from "./form-context.tsx";

/** What an action answers to the form that posted (the same with and without JavaScript). */
export interface FormReply<K extends string> {
  readonly fieldErrors?: FieldErrors<K>;
  /** Errors the server already translated (e.g. an attachment's). */
  readonly fieldMessages?: Readonly<Record<string, string>>;
  /** What was typed (never a password), shown again after a refusal. */
  readonly values?: Readonly<FormValues>;
}

/**
 * A schema the form loads once the page runs, so that the schema library stays out of the page's
 * first load (the CRM's home, issue 21). Define it once at module level (its identity is the key):
 * `const taskForm: LazySchema = () => import("../tasks-schemas.ts").then((m) => m.TaskFormSchema);`
 * A form sent before it arrived is checked by the server alone, with the same messages.
 */
export type LazySchema = () => Promise<z.ZodType>;

/** The schema to run in the browser: given, or loaded once the page runs. */
function useLoadedSchema(schema: z.ZodType | LazySchema | undefined): z.ZodType | undefined {
  const [loaded, setLoaded] = useState<{ from: LazySchema; schema: z.ZodType }>();
  useEffect(() => {
    if (typeof schema !== "function") return;
    let current = true;
    schema().then(
      (s) => current && setLoaded({ from: schema, schema: s }),
      // Not loaded (offline): the server checks alone.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [schema]);
  if (typeof schema !== "function") return schema;
  return loaded?.from === schema ? loaded.schema : undefined;
}

/**
 * The browser side of the form's schema: once React runs, the very schema the action parses is run
 * on submit; a refused form is not sent, its errors show and the first wrong field takes the focus.
 */
export function useSchemaCheck<K extends string>(
  given: z.ZodType | LazySchema | undefined,
  vocabulary: ErrorVocabulary<K>,
) {
  const [errors, setErrors] = useState<FieldErrors<K> | null>(null);
  const schema = useLoadedSchema(given);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const parsed = parseWith(schema, formValues(new FormData(event.currentTarget)), vocabulary);
    if (parsed.ok) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    setErrors(parsed.errors);
    const first = Object.keys(parsed.errors)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  }
  return { errors, onSubmit };
}

/** The intents a form posts: its own, or its buttons' when they carry the intent. */
export function formIntents(
  intent: string,
  choices: { readonly name: string; readonly options: readonly { readonly value: string }[] } | undefined,
): readonly string[] {
  return choices?.name === "intent" ? choices.options.map((o) => o.value) : [intent];
}

/**
 * Whether an answer is this form's among several forms of the same intent (one per row): the
 * values it sends back name the row (its hidden fields), and a row's form takes only its own.
 * An answer that names no hidden field (a form of its own on the page) is the form's.
 */
export function replyFitsRow(
  values: Readonly<FormValues> | undefined,
  hidden: Readonly<Record<string, string>> | undefined,
): boolean {
  return Object.entries(hidden ?? {}).every(([k, v]) => values?.[k] === undefined || values[k] === v);
}

/**
 * A form whose action answers on the page (the account pages, the client space, the CRM): a plain
 * POST before JavaScript, with the browser's own checks (`required`); checked with the action's
 * schema once React runs. Field errors (the browser's, else the server's) show under their fields
 * with `aria-invalid` and `aria-describedby`, counted by the error summary; the values typed come
 * back after a refusal. `intent` names the form among the page's forms.
 */
export function ServerForm<K extends string>({
  intent,
  schema,
  vocabulary,
  errorText,
  reply: given,
  initialValues,
  notice,
  submitLabel,
  submitAriaLabel,
  submitDescribedBy,
  pendingLabel,
  choices,
  action,
  multipart,
  hidden,
  idPrefix,
  className,
  buttonClass,
  beside,
  footer,
  describedBy,
  onChange,
  children,
}: {
  /**
   * The form's intent, posted in a hidden field. With `choices` named `intent` (a draft saved or
   * issued from the same fields), the buttons post the intent and this names the form only.
   */
  intent: string;
  /** The action's schema, run in the browser before sending (none: the server checks alone). */
  schema?: z.ZodType | LazySchema;
  vocabulary: ErrorVocabulary<K>;
  /** The translated text of an error key. */
  errorText: (key: K) => string;
  /** The action's answer, when it is this form's. */
  reply: FormReply<K> | undefined;
  /** Values the fields start from (e.g. the stored details). */
  initialValues?: Readonly<FormValues>;
  /** A message above the fields (the server's answer), hidden while the browser shows its own errors. */
  notice?: ReactNode;
  submitLabel: string;
  /** The button's accessible name when its text alone is ambiguous ("Ban" → "Ban Camille Durand"). */
  submitAriaLabel?: string;
  /** The id of a hint that says what the button does (below it, in `footer`). */
  submitDescribedBy?: string;
  pendingLabel: string;
  /**
   * Several submit buttons instead of one, each sending its own value of `name` (a decision:
   * "accept" or "refuse"; or, named `intent`, the action itself). The button pressed shows
   * `pendingLabel` while the form is sent.
   */
  choices?: {
    readonly name: string;
    readonly options: readonly {
      readonly value: string;
      readonly label: string;
      readonly ariaLabel?: string;
      /** The id of a hint that says what this button does. */
      readonly describedBy?: string;
      readonly className?: string;
    }[];
  };
  action?: string;
  multipart?: boolean;
  /** Hidden fields besides `intent`. */
  hidden?: Readonly<Record<string, string>>;
  idPrefix?: string;
  className?: string;
  buttonClass?: string;
  /** Beside the submit button (e.g. when it was last saved). */
  beside?: ReactNode;
  /** Below the submit button. */
  footer?: ReactNode;
  /** `aria-describedby` of the form (e.g. the id of the notice). */
  describedBy?: string;
  /** Any change of a field (e.g. a live preview of totals). */
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const check = useSchemaCheck(schema, vocabulary);
  const reply = given && replyFitsRow(given.values, hidden) ? given : undefined;
  const sent = navigation.state === "submitting" ? navigation.formData : undefined;
  const intents = formIntents(intent, choices);
  // This form was sent: its intent and its hidden fields (a row's id among several rows' forms).
  const pending =
    intents.includes(String(sent?.get("intent"))) &&
    Object.entries(hidden ?? {}).every(([k, v]) => sent?.get(k) === v);
  const keys = check.errors ?? reply?.fieldErrors ?? {};
  const errors: Record<string, string | undefined> = {
    ...Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, key ? errorText(key as K) : undefined]),
    ),
    ...(check.errors ? {} : (reply?.fieldMessages ?? {})),
  };
  // An error of the whole form (key `form`: "no billing address to issue to") or of a hidden field
  // (the account a form acts on) is said as such, not counted as a field to correct.
  const formKeys = new Set(["form", ...Object.keys(hidden ?? {})]);
  const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => !formKeys.has(name)));
  const formLevel = [...formKeys].map((name) => errors[name]).filter(Boolean);
  const prefix = idPrefix ?? intent;
  const button = choices ? (
    <div className="flex flex-wrap gap-2">
      {choices.options.map((choice) => (
        <button
          key={choice.value}
          type="submit"
          name={choices.name}
          value={choice.value}
          className={choice.className ?? buttonClass ?? "btn btn-primary"}
          disabled={pending}
          aria-disabled={pending}
          aria-label={choice.ariaLabel}
          aria-describedby={choice.describedBy}
        >
          {pending && sent?.get(choices.name) === choice.value ? pendingLabel : choice.label}
        </button>
      ))}
    </div>
  ) : (
    <button
      type="submit"
      className={buttonClass ?? "btn btn-primary"}
      disabled={pending}
      aria-disabled={pending}
      aria-label={submitAriaLabel}
      aria-describedby={submitDescribedBy}
    >
      {pending ? pendingLabel : submitLabel}
    </button>
  );
  return (
    <Form
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate={hydrated}
      onSubmit={check.onSubmit}
      aria-describedby={describedBy}
      onChange={onChange}
      className={className ?? "space-y-4"}
    >
      {choices?.name === "intent" ? null : <input type="hidden" name="intent" value={intent} />}
      {hidden
        ? Object.entries(hidden).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)
        : null}
      {check.errors ? null : notice}
      <ErrorSummary errors={fieldErrors} idPrefix={prefix} />
      {formLevel.length > 0 ? (
        <p role="alert" className="basis-full rounded-lg border border-danger p-3 text-sm text-danger">
          {formLevel.join(" ")}
        </p>
      ) : null}
      <FormStateProvider
        value={{
          idPrefix: prefix,
          errors,
          values: reply?.values ?? initialValues ?? {},
          generation: 0,
          disabled: pending,
        }}
      >
        {children}
      </FormStateProvider>
      {beside ? (
        <div className="flex flex-wrap items-center gap-3">
          {button}
          {beside}
        </div>
      ) : (
        button
      )}
      {footer}
    </Form>
  );
}
