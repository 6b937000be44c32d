import { Link } from "react-router";
import type { Language } from "#app/lib/i18n/languages.ts";
import { colon } from "#app/lib/i18n/typography.ts";
import {
  renderEntry,
  type HistoryEntry,
  type HistoryLine,
  type HistoryLookup,
  type Part,
  type RenderedEntry,
} from "#app/features/crm/history/history.ts";

/**
 * A record's history from the audit log: who did what, when, with each change in words (STYLE.md,
 * twenty's timeline). Every timeline of the CRM and the audit log render through
 * app/features/crm/history/history.ts.
 */
export type { HistoryEntry, HistoryLookup };

/**
 * A piece of text (styled by `className`), or a link in the links' colour when the reader may open
 * what it names (`linkClassName` added to it: a link cut in a narrow column).
 */
export function PartText({
  part,
  className,
  linkClassName = "",
}: {
  readonly part: Part;
  readonly className?: string;
  readonly linkClassName?: string;
}) {
  if (!part.href) return <span className={className}>{part.text}</span>;
  // Downloads (an attachment) are plain links; pages of the CRM are client-side navigations.
  return part.href.includes("/attachments/") ? (
    <a href={part.href} className={`text-brand underline ${linkClassName}`} download>
      {part.text}
    </a>
  ) : (
    <Link to={part.href} className={`text-brand underline ${linkClassName}`}>
      {part.text}
    </Link>
  );
}

/** "Value: 0,00 € → 12 031,20 €", the people and records linked. */
export function HistoryLineText({ line, lang }: { readonly line: HistoryLine; readonly lang: Language }) {
  return (
    <>
      <span className="text-ink-muted">
        {line.label}
        {colon(lang)}
      </span>
      {line.value ? (
        <PartText part={line.value} className="text-ink" />
      ) : (
        <>
          <PartText part={line.before!} className="text-ink" />
          <span> → </span>
          <PartText part={line.after!} className="text-ink" />
        </>
      )}
    </>
  );
}

/** The changes of one entry, one per line. */
export function HistoryLines({ entry, lang }: { readonly entry: RenderedEntry; readonly lang: Language }) {
  if (entry.lines.length === 0) return null;
  return (
    <ul className="break-words">
      {entry.lines.map((line) => (
        <li key={line.key}>
          <HistoryLineText line={line} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** The record an entry is about: "Proposal DEV-2026-0004", linked. */
export function HistorySubject({ entry }: { readonly entry: RenderedEntry }) {
  // In a narrow column the record's name is cut, never the kind of record before it.
  return (
    <span className="flex min-w-0 gap-1">
      <span className="shrink-0 text-ink-muted">{entry.entity.type}</span>
      {entry.entity.record ? (
        <PartText part={entry.entity.record} className="min-w-0 truncate" linkClassName="min-w-0 truncate" />
      ) : null}
    </span>
  );
}

export function Timeline({
  entries,
  lookup,
  lang,
  empty,
  selfIds = [],
}: {
  readonly entries: readonly HistoryEntry[];
  readonly lookup: HistoryLookup;
  readonly lang: Language;
  readonly empty: string;
  /** The page's own record(s): their entries need not name them again. */
  readonly selfIds?: readonly string[];
}) {
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ol className="space-y-2 border-l border-line pl-4" data-testid="history">
      {entries.map((raw) => {
        const e = renderEntry(raw, lookup, lang);
        const other = e.entityId !== null && !selfIds.includes(e.entityId) && e.entity.record;
        return (
          <li key={e.id} className="text-sm" data-testid="history-entry">
            <p className="font-semibold text-ink">
              {e.title}
              {other ? (
                <span className="font-normal">
                  {" · "}
                  <HistorySubject entry={e} />
                </span>
              ) : null}
            </p>
            <HistoryLines entry={e} lang={lang} />
            <p className="text-xs text-ink-muted">
              <PartText part={e.actor} /> · {e.at}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
