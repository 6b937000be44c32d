import { adminNamespace } from "#app/features/crm/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/**
 * A funnel as horizontal SVG bars, one per step, widths relative to the largest step (no chart
 * library). The figures are given as text in the label and, beside it, in a table.
 */
export function FunnelChart({
  steps,
  title,
  summary,
  format,
}: {
  steps: readonly { key: string; label: string; count: number }[];
  title: string;
  summary: string;
  format: (value: number) => string;
}) {
  const { t } = useNamespace(adminNamespace);
  // A narrow drawing: its text stays readable once scaled down to a phone's width.
  const width = 420;
  const row = 34;
  const labelWidth = 100;
  const barSpace = width - labelWidth - 70;
  const max = Math.max(1, ...steps.map((s) => s.count));
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${steps.length * row}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        className="h-auto w-full"
      >
        {steps.map((s, i) => {
          const w = s.count > 0 ? Math.max(2, Math.round((s.count / max) * barSpace)) : 0;
          const y = i * row;
          return (
            <g key={s.key}>
              <text x="0" y={y + 21} className="fill-ink text-[13px]">
                {s.label}
              </text>
              <rect x={labelWidth} y={y + 5} width={w} height={row - 10} rx="3" className="fill-brand">
                <title>{t("common.labelValue", { label: s.label, value: format(s.count) })}</title>
              </rect>
              <text x={labelWidth + w + 6} y={y + 21} className="fill-ink text-[13px] font-semibold">
                {format(s.count)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-ink-muted">{summary}</figcaption>
    </figure>
  );
}
