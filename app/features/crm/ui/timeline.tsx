import { adminNamespace, adminFr } from "#app/features/crm/locales.ts";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { isPlanChangeFacts, planChangeInWords } from "#app/features/orders/plan-words.ts";

/** A record's history from the audit log: who changed what, when (STYLE.md, twenty's timeline). */
export interface TimelineItem {
  readonly id: string;
  readonly action: string;
  readonly actor: string | null;
  readonly changes: Record<string, unknown>;
  readonly at: string;
}

export function actionLabel(t: (key: never) => string, action: string): string {
  return action in adminFr.actions ? t(`actions.${action}` as never) : action;
}

/**
 * An audit entry's changes in one line. Facts kept for the reader's language (a plan change) are
 * said in `lang`; other values as stored.
 */
export function describeChanges(changes: Record<string, unknown>, lang: Language): string {
  return Object.entries(changes)
    .map(([k, v]) =>
      k === "planChange" && isPlanChangeFacts(v)
        ? planChangeInWords(v, lang)
        : Array.isArray(v) && v.length === 2
        ? `${k}: ${String(v[0] ?? "—")} → ${String(v[1] ?? "—")}`
        : `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`,
    )
    .join(" · ");
}

export function Timeline({
  entries,
  lang,
  empty,
}: {
  entries: readonly TimelineItem[];
  lang: Language;
  empty: string;
}) {
  const { t } = useNamespace(adminNamespace);
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ol className="space-y-2 border-l border-line pl-4">
      {entries.map((e) => (
        <li key={e.id} className="text-sm">
          <p className="font-semibold text-ink">{actionLabel(t as never, e.action)}</p>
          <p className="break-words text-ink-muted">{describeChanges(e.changes, lang)}</p>
          <p className="text-xs text-ink-muted">
            {e.actor ?? t("logs.system")} · {formatDateTime(e.at, lang)}
          </p>
        </li>
      ))}
    </ol>
  );
}
