import type { z } from "zod";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { TextAreaField } from "#app/ui/form/fields.tsx";
import { AdminForm } from "./admin-form.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
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
  schema,
  testId,
}: {
  notes: readonly StaffNote[];
  canAdd: boolean;
  /** The action's answer to the last note sent (its errors and what was typed). */
  reply: AdminReply | undefined;
  max: number;
  lang: Language;
  labels: { readonly note: string; readonly add: string; readonly empty: string };
  /** The action's schema of a note (run in the browser before sending). */
  schema: z.ZodType;
  testId?: string;
}) {
  const { t } = useNamespace(adminNamespace);
  return (
    <>
      {canAdd ? (
        <AdminForm
          // A new note empties the field (a new form); a refused one comes back as typed.
          key={notes.length}
          intent="note"
          idPrefix="note"
          schema={schema}
          reply={reply}
          submitLabel={labels.add}
          className="mb-3 space-y-2"
        >
          <TextAreaField name="body" label={labels.note} rows={3} maxLength={max} required />
        </AdminForm>
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
