import { Badge } from "#app/features/client-space/ui/ui.tsx";
import { formatDateTime, formatMoney } from "#app/features/client-space/format.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import type { OrderStage, TimelineStep } from "../timeline.ts";

type T = (key: string, options?: Record<string, unknown>) => string;

export function StageBadge({ stage, label }: { stage: OrderStage; label: string }) {
  return (
    <Badge tone={stage === "active" ? "success" : stage === "received" ? "neutral" : "warning"}>
      {label}
    </Badge>
  );
}

/** The amount as the order states it: a proposal's total, or the checkout's monthly estimate. */
export function orderAmount(
  t: T,
  o: { amountCents: number | null; amountKind: "total" | "monthly" },
  lang: Language,
  prefix: string,
): string {
  if (o.amountCents === null) return "—";
  const amount = formatMoney(o.amountCents, lang);
  return o.amountKind === "total"
    ? t(`${prefix}.amountTotal`, { amount })
    : t(`${prefix}.amountMonthly`, { amount });
}

/** The steps of an order, reached ones with their time and person, the others to come. */
export function OrderTimeline({
  steps,
  lang,
  t,
  prefix,
  label,
}: {
  steps: readonly TimelineStep[];
  lang: Language;
  t: T;
  prefix: string;
  label: string;
}) {
  return (
    <ol aria-label={label} className="space-y-3 border-l-2 border-line pl-4">
      {steps.map((s) => (
        <li
          key={s.stage}
          aria-current={s.current ? "step" : undefined}
          data-stage={s.stage}
          data-reached={s.reached ? "true" : "false"}
          className="text-sm"
        >
          <p className={s.reached ? "font-semibold text-ink" : "text-ink-muted"}>
            {t(`${prefix}.stages.${s.stage}`)}
          </p>
          <p className="text-xs text-ink-muted">
            {s.reached && s.at
              ? [formatDateTime(s.at, lang), s.actor ? t(`${prefix}.by`, { name: s.actor }) : null]
                  .filter(Boolean)
                  .join(" · ")
              : s.reached
                ? ""
                : t(`${prefix}.upcoming`)}
          </p>
        </li>
      ))}
    </ol>
  );
}
