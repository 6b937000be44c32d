import type { SubmissionRow } from "#app/features/crm/pipeline/lead-submission.ts";

/** What a visitor sent, label by label (rows built by `submissionRows` in the loader). */
export function SubmissionFields({ rows }: { readonly rows: readonly SubmissionRow[] }) {
  return rows.map((row) => (
    <div key={row.key} className="grid grid-cols-[8rem_1fr] gap-2">
      <dt className="text-ink-muted">{row.label}</dt>
      {"conversation" in row ? (
        <dd className="min-w-0 text-ink">
          <ol className="space-y-1">
            {row.conversation.map((line, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">{line.speaker}</span> {line.text}
              </li>
            ))}
          </ol>
        </dd>
      ) : (
        <dd className="min-w-0 whitespace-pre-line break-words text-ink">{row.value}</dd>
      )}
    </div>
  ));
}
