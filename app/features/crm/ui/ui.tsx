import { FieldError as KitFieldError } from "#app/ui/form/fields.tsx";
import { ScrollRegion } from "#app/ui/scroll-region.tsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { Notice } from "#app/ui/notice.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** Building blocks of the admin CRM's pages: dense, readable on a phone (tables scroll sideways). */
export function AdminPage({
  title,
  lead,
  children,
  actions,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-3 py-5 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {lead ? <p className="mt-1 text-sm text-ink-muted">{lead}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

export function Panel({
  title,
  children,
  id,
  actions,
}: {
  title: string;
  children: ReactNode;
  id?: string;
  actions?: ReactNode;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    // min-w-0: in a grid, a wide table scrolls inside its panel instead of widening the page.
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface-raised p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Table({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollRegion label={label} className="relative overflow-x-auto rounded-xl border border-line">
      <table className="min-w-full text-left text-sm">{children}</table>
    </ScrollRegion>
  );
}

export const TH = "whitespace-nowrap border-b border-line bg-surface-sunken px-3 py-2 font-semibold text-ink";

/**
 * A column header: its label, read by screen readers only (`hidden`: a column of buttons or links
 * that need no visible title), or set against the cell's end (`end`: amounts).
 */
export type ColumnHead =
  string | { readonly label: string; readonly hidden?: boolean; readonly end?: boolean };

/** A table's header row: one column header per label. */
export function TableHead({ labels }: { labels: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {labels.map((head) => {
          const { label, hidden = false, end = false } = typeof head === "string" ? { label: head } : head;
          return (
            <th key={label} scope="col" className={end ? `${TH} text-right` : TH}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
export const TD = "whitespace-nowrap border-b border-line px-3 py-2 text-ink";

export function Stat({
  label,
  value,
  to,
  children,
}: {
  label: string;
  value: string;
  to?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-line bg-surface-raised p-4">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink">
        {to ? (
          <Link to={to} className="hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </p>
      {children}
    </div>
  );
}

export const INPUT =
  "w-full rounded-lg border border-line bg-surface px-2.5 py-1.5 text-sm text-ink aria-[invalid=true]:border-danger";
export const LABEL = "block text-xs font-semibold text-ink-muted";

/** The translated error of a field of a CRM reply, linked with aria-describedby (the form kit's error). */
export function FieldError({
  id,
  reply,
  field,
}: {
  id: string;
  reply: AdminReply | undefined;
  field: string;
}) {
  const { t } = useNamespace(adminNamespace);
  const key = reply?.fieldErrors?.[field];
  return <KitFieldError id={id} message={key ? t(`validation.${key}`) : undefined} />;
}

export function ReplyNotice({ reply }: { reply: AdminReply | undefined }) {
  const { t } = useNamespace(adminNamespace);
  if (!reply) return null;
  if (reply.ok && reply.message) return <Notice tone="success">{t(reply.message as never)}</Notice>;
  if (reply.formError) return <Notice tone="error">{t(`common.${reply.formError}`)}</Notice>;
  return null;
}

/** Leads per day as a small SVG bar chart (no chart library); the numbers are also given as text. */
export function DailyChart({
  days,
  title,
  summary,
}: {
  days: readonly { day: string; count: number }[];
  title: string;
  summary: string;
}) {
  const { t } = useNamespace(adminNamespace);
  const width = 600;
  const height = 140;
  const max = Math.max(1, ...days.map((d) => d.count));
  const bar = width / Math.max(1, days.length);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height + 16}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        className="h-auto w-full"
      >
        <line x1="0" y1={height} x2={width} y2={height} className="stroke-line" strokeWidth="1" />
        {days.map((d, i) => {
          const h = Math.round((d.count / max) * (height - 10));
          return (
            <rect
              key={d.day}
              x={i * bar + 2}
              y={height - h}
              width={Math.max(1, bar - 4)}
              height={h}
              rx="2"
              className="fill-brand"
            >
              <title>{t("common.labelValue", { label: d.day, value: d.count })}</title>
            </rect>
          );
        })}
        <text x="0" y={height + 14} className="fill-ink-muted text-[11px]">
          {days[0]?.day}
        </text>
        <text x={width} y={height + 14} textAnchor="end" className="fill-ink-muted text-[11px]">
          {days.at(-1)?.day}
        </text>
      </svg>
      <figcaption className="mt-1 text-xs text-ink-muted">{summary}</figcaption>
    </figure>
  );
}
