import type { Addon, PlanId } from "#content/plans.ts";
import type { PricingUi } from "#content/pricing-ui.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const Check = spriteIcon("check");

/** The add-ons (spec §3 "Plan add-on": name, price, description, features), as cards. */
export function AddonGrid({
  addons,
  ui,
  planNames,
  currentPlan,
  headingLevel = 3,
}: {
  addons: readonly Addon[];
  ui: PricingUi;
  planNames: Readonly<Record<PlanId, string>>;
  /** On a plan's own page, add-ons that plan includes say so. */
  currentPlan?: PlanId;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {addons.map((addon) => {
        const includedHere = currentPlan !== undefined && addon.includedIn.includes(currentPlan);
        return (
          <li key={addon.id} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <Heading className="text-lg font-semibold text-ink">{addon.name}</Heading>
              <p className="font-semibold whitespace-nowrap text-brand">{addon.price}</p>
            </div>
            <p className="mt-3 text-sm text-ink-muted">{addon.description}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {addon.features.map((f) => (
                <li key={f} className="flex gap-2 text-ink">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            {includedHere ? (
              <p className="mt-4 rounded-lg bg-brand-soft px-3 py-2 text-sm font-medium text-ink">
                {ui.includedInThisPlan}
              </p>
            ) : addon.includedIn.length > 0 && currentPlan === undefined ? (
              <p className="mt-4 text-sm font-medium text-ink-muted">
                {interpolate(ui.includedIn, {
                  plans: addon.includedIn.map((id) => planNames[id]).join(", "),
                })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
