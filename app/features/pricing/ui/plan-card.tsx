import { Link } from "react-router";
import type { Plan } from "#content/plans.ts";
import type { PricingUi } from "#content/pricing-ui.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { PlanBadge } from "./plan-badge.tsx";
import { PlanFigures } from "./plan-figures.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const ArrowRight = spriteIcon("arrow-right");

/** One plan on the pricing page: badge, name, "Sur devis", indicative price, limits and actions. */
export function PlanCard({
  plan,
  ui,
  indicativePrice,
}: {
  plan: Plan;
  ui: PricingUi;
  indicativePrice: string | null;
}) {
  const to = useLocalizedPath();
  const popular = plan.badge.type === "popular";
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex h-full flex-col rounded-2xl border bg-surface p-6 shadow-sm ${
        popular ? "border-brand-solid ring-2 ring-brand-solid" : "border-line"
      }`}
    >
      <div>
        <PlanBadge text={plan.badge.text} type={plan.badge.type} />
      </div>
      <h3 id={`plan-${plan.id}`} className="mt-4 text-2xl font-bold text-ink">
        {plan.name}
      </h3>
      <p className="mt-1 text-ink-muted">{plan.tagline}</p>
      <p className="mt-6 text-3xl font-extrabold tracking-tight text-ink">{plan.priceDisplay}</p>
      <p className="mt-1 min-h-10 text-sm text-ink-muted">
        {indicativePrice ? interpolate(ui.fromPrice, { price: indicativePrice }) : ui.customPrice}
      </p>
      <PlanFigures plan={plan} ui={ui} className="mt-4" />
      <p className="mt-4 flex-1 text-sm text-ink-muted">{plan.audience}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link
          to={`${to("/devis")}?offer=${plan.id}`}
          className={`btn ${popular ? "btn-primary" : "btn-secondary"}`}
          aria-label={interpolate(ui.quoteFor, { name: plan.name })}
        >
          {ui.quote}
        </Link>
        <Link
          to={to(`/tarification/${plan.id}`)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold text-brand underline-offset-4 hover:underline"
        >
          {interpolate(ui.detailsFor, { name: plan.name })}
          <ArrowRight className="size-4" />
        </Link>
      </div>
    </article>
  );
}
