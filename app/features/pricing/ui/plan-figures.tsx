import type { Plan } from "#content/plans.ts";
import type { PricingUi } from "#content/pricing-ui.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/** The plan's key limits (spec §9): learners, automations, storage, SLA and support response time. */
export function PlanFigures({ plan, ui, className = "" }: { plan: Plan; ui: PricingUi; className?: string }) {
  const students =
    plan.maxStudents === "unlimited"
      ? plan.figures.students
      : interpolate(ui.upTo, { value: plan.figures.students });
  const rows = [
    { label: ui.figures.students, value: students },
    { label: ui.figures.automations, value: plan.figures.automations },
    { label: ui.figures.storage, value: plan.figures.storage },
    { label: ui.figures.sla, value: plan.figures.sla },
    { label: ui.figures.response, value: plan.support.responseTime },
  ];
  return (
    <dl className={`divide-y divide-line text-sm ${className}`}>
      {rows.map((r) => (
        <div key={r.label} className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-ink-muted">{r.label}</dt>
          <dd className="text-right font-semibold text-ink">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
