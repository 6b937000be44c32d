import { Form } from "react-router";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { FieldError, INPUT, LABEL } from "./ui.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import type { Language } from "#app/lib/i18n/languages.ts";

export interface StaffNote {
  readonly id: string;
  readonly body: string;
  readonly author: string | null;
  readonly at: string;
}

/**
 * Internal notes of a record (lead, client, ticket): the form that adds one (posting
 * `intent=note` with `body` to the page's action), then the notes, newest first, always as text.
 */
export function StaffNotes({
  notes,
  canAdd,
  reply,
  max,
  lang,
  labels,
  errorId = "body-error",
  testId,
}: {
  notes: readonly StaffNote[];
  canAdd: boolean;
  /** The action's answer to the last note sent (its errors and what was typed). */
  reply: AdminReply | undefined;
  max: number;
  lang: Language;
  labels: { readonly note: string; readonly add: string; readonly empty: string };
  errorId?: string;
  testId?: string;
}) {
  const { t } = useNamespace(adminNamespace);
  const invalid = reply?.fieldErrors?.body !== undefined;
  return (
    <>
      {canAdd ? (
        <Form method="post" className="mb-3 space-y-2" noValidate>
          <input type="hidden" name="intent" value="note" />
          <label className="block">
            <span className={LABEL}>{labels.note}</span>
            <textarea
              name="body"
              rows={3}
              maxLength={max}
              className={INPUT}
              // A new note empties the field; a refused one comes back as typed.
              key={`note-${notes.length}`}
              defaultValue={reply?.ok ? "" : (reply?.values?.body ?? "")}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
          </label>
          <FieldError id={errorId} reply={reply} field="body" />
          <button type="submit" className="btn btn-secondary">
            {labels.add}
          </button>
        </Form>
      ) : null}
      {notes.length === 0 ? <p className="text-sm text-ink-muted">{labels.empty}</p> : null}
      <ul className="space-y-2">
        {notes.map((n) => (
          <li
            key={n.id}
            data-testid={testId}
            className="rounded-lg border border-line bg-surface p-2 text-sm"
          >
            <p className="whitespace-pre-wrap break-words text-ink">{n.body}</p>
            <p className="mt-1 text-xs text-ink-muted">
              {n.author ?? t("logs.system")} · {formatDateTime(n.at, lang)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
