import type { ReactNode } from "react";
import type { z } from "zod";
import { authNamespace, type MessageKey } from "#app/features/auth/locales.ts";
import { AUTH_ERRORS, type FieldErrors } from "#app/features/auth/schemas.ts";
import type { FormValues } from "#app/lib/forms/field-basics.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { Notice } from "#app/ui/notice.tsx";
import { ServerForm } from "#app/ui/form/server-form.tsx";

/** What the auth actions answer to their form. */
export interface AuthReply {
  readonly formError?: { readonly key: MessageKey; readonly count?: number };
  readonly fieldErrors?: FieldErrors;
  readonly values?: Readonly<FormValues>;
}

/** A form of the /auth page and the security section: the form kit with the `auth` texts. */
export function AuthForm({
  intent,
  schema,
  reply,
  submitLabel,
  pendingLabel,
  action,
  children,
  footer,
  idPrefix,
  initialValues,
}: {
  intent: string;
  schema: z.ZodType;
  reply: AuthReply | undefined;
  submitLabel: string;
  pendingLabel: string;
  action?: string;
  children: ReactNode;
  footer?: ReactNode;
  idPrefix?: string;
  /** Values the fields start from (e.g. the e-mail of a proposal's invitation to sign up). */
  initialValues?: Readonly<Record<string, string>>;
}) {
  const { t } = useNamespace(authNamespace);
  const noticeId = `${idPrefix ?? intent}-error`;
  const formError = reply?.formError;
  return (
    <ServerForm
      intent={intent}
      schema={schema}
      vocabulary={AUTH_ERRORS}
      errorText={(key) => t(`validation.${key}`)}
      reply={reply}
      initialValues={initialValues}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      action={action}
      idPrefix={idPrefix}
      describedBy={formError ? noticeId : undefined}
      className="relative space-y-5"
      buttonClass="btn btn-primary w-full justify-center"
      footer={footer}
      notice={
        formError ? (
          <Notice tone="error" id={noticeId}>
            {formError.key === "rateLimited"
              ? t("messages.rateLimited", { count: formError.count ?? 60 })
              : t(`messages.${formError.key}`)}
          </Notice>
        ) : null
      }
    >
      {children}
    </ServerForm>
  );
}
