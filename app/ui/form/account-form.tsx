import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { FormStateProvider } from "./form-context.tsx";
import { authNamespace, type MessageKey } from "#app/features/auth/locales.ts";
import { formObject, parseForm, type FieldErrors } from "#app/features/auth/schemas.ts";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { Notice } from "../notice.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * A form of the account pages. Before JavaScript it is a plain POST with the browser's own
 * checks (`required`); once React runs, the same Zod schema as the server's action checks the
 * fields first and shows translated errors without a round trip. Errors from the server (field
 * errors, a message) show either way, tied to their fields.
 */
export interface ServerReply {
  readonly formError?: { readonly key: MessageKey; readonly count?: number };
  readonly fieldErrors?: FieldErrors;
  readonly values?: Readonly<Record<string, string>>;
}

export function AccountForm({
  intent,
  schema,
  reply,
  submitLabel,
  pendingLabel,
  action,
  children,
  footer,
  idPrefix,
}: {
  intent: string;
  schema: z.ZodType;
  reply: ServerReply | undefined;
  submitLabel: string;
  pendingLabel: string;
  action?: string;
  children: ReactNode;
  footer?: ReactNode;
  idPrefix?: string;
}) {
  const { t } = useNamespace(authNamespace);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errorKeys = clientErrors ?? reply?.fieldErrors ?? {};
  const errors = Object.fromEntries(
    Object.entries(errorKeys).map(([field, key]) => [field, key ? t(`validation.${key}`) : undefined]),
  );
  const formErrorId = `${idPrefix ?? intent}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(schema, formObject(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
    const first = Object.keys(parsed.errors)[0];
    const control = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    control?.focus();
  }

  return (
    <Form
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-describedby={reply?.formError ? formErrorId : undefined}
      className="relative space-y-5"
    >
      <input type="hidden" name="intent" value={intent} />
      {reply?.formError && !clientErrors ? (
        <Notice tone="error" id={formErrorId}>
          {reply.formError.key === "rateLimited"
            ? t("messages.rateLimited", { count: reply.formError.count ?? 60 })
            : t(`messages.${reply.formError.key}`)}
        </Notice>
      ) : null}
      <FormStateProvider
        value={{
          idPrefix: idPrefix ?? intent,
          errors,
          values: reply?.values ?? {},
          generation: 0,
          disabled: pending,
        }}
      >
        {children}
      </FormStateProvider>
      <button
        type="submit"
        className="btn btn-primary w-full justify-center"
        disabled={pending}
        aria-disabled={pending}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
      {footer}
    </Form>
  );
}
