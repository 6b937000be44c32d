import type { ReactNode } from "react";
import type { z } from "zod";
import { replyFitsRow, ServerForm } from "#app/ui/form/server-form.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { ACCOUNT_ERRORS } from "#app/features/client-space/schemas.ts";
import type { ActionReply } from "#app/features/client-space/guard.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** Building blocks of the client-space pages. */
export function Section({
  title,
  id,
  children,
  actions,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised p-5 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * One of a row of forms that post the same schema with a different `kind` (a payment method to
 * add, a change to request), in a section named after the form's intent; `after` follows the form.
 */
export function KindFormSection({
  title,
  intent,
  kind,
  schema,
  reply,
  submitLabel,
  children,
  after,
}: {
  title: string;
  intent: string;
  kind: string;
  schema: z.ZodType;
  reply: ActionReply | undefined;
  submitLabel: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Section title={title} id={intent}>
      <ClientForm intent={intent} schema={schema} reply={reply} submitLabel={submitLabel} hidden={{ kind }}>
        {children}
      </ClientForm>
      {after}
    </Section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-ink-muted">
      {children}
    </p>
  );
}

/** A column head of a client-space table. */
export interface TableHead {
  readonly label: string;
  /** Amounts: the head is right-aligned over them. */
  readonly numeric?: boolean;
  /** A head for screen readers only (the row's download link, last, without right padding). */
  readonly hidden?: boolean;
}

/**
 * A table of the client space (invoices, orders): muted column heads above `children` (its
 * `<tbody>`); it scrolls sideways on a screen narrower than `minWidth` (a Tailwind `min-w-*` class).
 */
export function ClientTable({
  minWidth,
  heads,
  children,
}: {
  minWidth: string;
  heads: readonly TableHead[];
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="text-ink-muted">
          <tr>
            {heads.map((head) => (
              <th
                key={head.label}
                scope="col"
                className={head.hidden ? "py-2" : head.numeric ? "py-2 pr-3 text-right" : "py-2 pr-3"}
              >
                {head.hidden ? <span className="sr-only">{head.label}</span> : head.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: "neutral" | "success" | "warning" | "danger";
  children: ReactNode;
}) {
  const colors = {
    neutral: "border-line text-ink",
    success: "border-success/50 text-success",
    warning: "border-brand/50 text-brand",
    danger: "border-danger/50 text-danger",
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${colors[tone]}`}
    >
      {children}
    </span>
  );
}

export function PageBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">{children}</div>;
}

/** The reply of the last action, for the form that sent it. */
export function replyFor(reply: ActionReply | undefined, intent: string): ActionReply | undefined {
  return reply?.intent === intent ? reply : undefined;
}

/**
 * A form of the client space: the form kit with the `account` texts and the action's message. A
 * row's button (remove a payment method, sign out a session) leaves the message to the page
 * (`messageOnPage`): the row may be gone once the action is done.
 */
export function ClientForm({
  intent,
  schema,
  reply,
  submitLabel,
  submitAriaLabel,
  pendingLabel,
  messageOnPage = false,
  children,
  multipart,
  className,
  buttonClass,
  hidden,
  initialValues,
}: {
  intent: string;
  /** Values the fields start from (e.g. the stored billing details). */
  initialValues?: Record<string, string>;
  schema?: z.ZodType;
  reply: ActionReply | undefined;
  submitLabel: string;
  /** The button's accessible name when its text alone is ambiguous ("Retirer" → "Retirer le mandat SEPA"). */
  submitAriaLabel?: string;
  /** What the button says while sent (default "Enregistrement…"). */
  pendingLabel?: string;
  messageOnPage?: boolean;
  children?: ReactNode;
  multipart?: boolean;
  className?: string;
  buttonClass?: string;
  hidden?: Record<string, string>;
}) {
  const { t } = useNamespace(clientSpaceNamespace);
  const mine = replyFor(reply, intent);
  const message =
    mine?.message && !messageOnPage && replyFitsRow(mine.values, hidden)
      ? t(mine.message as never, { count: mine.count ?? 0 })
      : null;
  return (
    <ServerForm
      intent={intent}
      schema={schema}
      vocabulary={ACCOUNT_ERRORS}
      errorText={(key) => t(`validation.${key}`)}
      reply={mine && !mine.ok ? mine : undefined}
      initialValues={initialValues}
      notice={message ? <Notice tone={mine?.ok ? "success" : "error"}>{message}</Notice> : null}
      submitLabel={submitLabel}
      submitAriaLabel={submitAriaLabel}
      pendingLabel={pendingLabel ?? t("common.saving")}
      multipart={multipart}
      hidden={hidden}
      idPrefix={`${intent}${hidden?.id ? `-${hidden.id.slice(0, 8)}` : ""}`}
      className={className}
      buttonClass={buttonClass}
    >
      {children}
    </ServerForm>
  );
}

/**
 * A row's one-button form (decision 024): the row's id as a hidden field; the row may be gone
 * once it is done, so the page says the outcome above the list and the button only its pending label.
 */
export function RowButtonForm({
  intent,
  reply,
  hidden,
  label,
  ariaLabel,
}: {
  intent: string;
  reply: ActionReply | undefined;
  hidden: Record<string, string>;
  label: string;
  /** The button's accessible name, naming the row ("Retirer le mandat SEPA"). */
  ariaLabel: string;
}) {
  const { t } = useNamespace(clientSpaceNamespace);
  return (
    <ClientForm
      intent={intent}
      reply={reply}
      hidden={hidden}
      messageOnPage
      submitLabel={label}
      submitAriaLabel={ariaLabel}
      pendingLabel={t("common.working")}
      buttonClass="btn btn-secondary"
      className=""
    />
  );
}

/** The action's message to a page's rows (a payment method removed), above their list. */
export function RowsNotice({
  reply,
  intents,
}: {
  reply: ActionReply | undefined;
  intents: readonly string[];
}) {
  const { t } = useNamespace(clientSpaceNamespace);
  if (!reply?.message || !intents.includes(reply.intent)) return null;
  return (
    <div className="mb-4">
      <Notice tone={reply.ok ? "success" : "error"}>{t(reply.message as never)}</Notice>
    </div>
  );
}
