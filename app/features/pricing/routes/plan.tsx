import { Link } from "react-router";
import type { Route } from "./+types/plan";
import { PricingBreadcrumb } from "../ui/pricing-breadcrumb.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { AddonGrid } from "#app/features/pricing/ui/addon-grid.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";
import { PlanBadge } from "#app/features/pricing/ui/plan-badge.tsx";
import { PlanFigures } from "#app/features/pricing/ui/plan-figures.tsx";
import {
  getAddons,
  getPlan,
  getPlans,
  INDICATIVE_PLAN_IDS,
  indicativeMonthlyEuros,
  type PlanId,
} from "#content/plans.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import { formatEuros } from "#app/features/pricing/price-calculator.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");
const Check = spriteIcon("check");
const CircleCheck = spriteIcon("circle-check");
const Headphones = spriteIcon("headphones");

const PLAN_OF_PAGE: Readonly<Record<string, PlanId>> = {
  planEssential: "essential",
  planPremium: "premium",
  planExcellence: "excellence",
};

/** `/tarification/essential|premium|excellence`: one plan with every field of spec §3 and §9. */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const planId = PLAN_OF_PAGE[page.pageId];
  if (!planId) throw new Response(null, { status: 404 });
  const { lang } = page;
  const indicativeId = INDICATIVE_PLAN_IDS.find((id) => id === planId);
  return {
    ...page,
    plan: getPlan(planId, lang),
    others: getPlans(lang).filter((p) => p.id !== planId),
    addons: getAddons(lang),
    ui: getPricingUi(lang),
    indicativePrice: indicativeId ? formatEuros(indicativeMonthlyEuros(indicativeId) * 100, lang) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PlanPage({ loaderData }: Route.ComponentProps) {
  const { text, plan, others, addons, ui, indicativePrice } = loaderData;
  const to = useLocalizedPath();
  const planNames = Object.fromEntries([plan, ...others].map((p) => [p.id, p.name])) as Record<
    PlanId,
    string
  >;
  const quoteHref = `${to("/devis")}?offer=${plan.id}`;
  return (
    <>
      <PricingBreadcrumb ui={ui} current={text.heading} />
      <PageHeader text={text}>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <PlanBadge text={plan.badge.text} type={plan.badge.type} />
          <p className="text-ink-muted">{plan.tagline}</p>
        </div>
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-16">
        <div className="min-w-0">
          <p className="text-lg text-ink">{plan.description}</p>
          <p className="mt-4 text-ink-muted">
            <span className="font-semibold text-ink">{ui.audience} </span>
            {plan.audience}
          </p>

          <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">{ui.features}</h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            {plan.featureCategories.map((category) => (
              <section
                key={category.id}
                aria-labelledby={`cat-${category.id}`}
                className="rounded-2xl border border-line p-5"
              >
                <h3 id={`cat-${category.id}`} className="font-semibold text-ink">
                  {category.name}
                </h3>
                <ul className="mt-3 space-y-2 text-sm">
                  {category.items.map((item) => (
                    <li key={item.id} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" />
                      <span className="text-ink">
                        {item.label}
                        {item.note ? <span className="text-ink-muted"> ({item.note})</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>

          <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">{ui.support}</h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <section aria-labelledby="support-channels" className="rounded-2xl border border-line p-5">
              <h3 id="support-channels" className="flex items-center gap-2 font-semibold text-ink">
                <Headphones className="size-5 text-brand" />
                {ui.supportChannels}
              </h3>
              <ul className="mt-3 space-y-2 text-sm text-ink">
                {plan.supportChannels.map((c) => (
                  <li key={c} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" />
                    {c}
                  </li>
                ))}
              </ul>
              <dl className="mt-4 text-sm">
                <dt className="text-ink-muted">{ui.figures.response}</dt>
                <dd className="font-semibold text-ink">{plan.support.responseTime}</dd>
              </dl>
            </section>
            <section aria-labelledby="support-features" className="rounded-2xl border border-line p-5">
              <h3 id="support-features" className="font-semibold text-ink">
                {ui.supportFeatures}
              </h3>
              <ul className="mt-3 space-y-2 text-sm text-ink">
                {plan.support.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" />
                    {f}
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">{ui.inclusions}</h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {plan.inclusions.map((inc) => (
              <li key={inc} className="flex gap-3 rounded-xl bg-surface-raised p-4 text-ink">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" />
                {inc}
              </li>
            ))}
          </ul>
        </div>

        <aside aria-labelledby="plan-summary" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h2 id="plan-summary" className="text-lg font-semibold text-ink">
              {plan.name}
            </h2>
            <p className="mt-2 text-3xl font-extrabold tracking-tight text-ink">{plan.priceDisplay}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {indicativePrice ? interpolate(ui.fromPrice, { price: indicativePrice }) : ui.customPrice}
            </p>
            <PlanFigures plan={plan} ui={ui} className="mt-4" />
            <div className="mt-6 flex flex-col gap-3">
              <Link to={quoteHref} className="btn btn-primary">
                {ui.quote}
              </Link>
              <Link to={`${to("/tarification/calculateur")}?plan=${plan.id}`} className="btn btn-secondary">
                {ui.estimate}
              </Link>
            </div>
          </div>
        </aside>
      </div>

      <Section title={ui.addonsForPlan} intro={ui.addonsIntro} tone="raised">
        <AddonGrid addons={addons} ui={ui} planNames={planNames} currentPlan={plan.id} />
        <p className="mt-6 text-sm text-ink-muted">{ui.vatNote}</p>
      </Section>

      <Section title={ui.otherPlans}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {others.map((o) => (
            <li key={o.id}>
              <Link
                to={to(`/tarification/${o.id}`)}
                className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-line p-5 hover:border-brand"
              >
                <span>
                  <span className="block text-lg font-semibold text-ink">{o.name}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{o.tagline}</span>
                </span>
                <ArrowRight className="mt-1 size-5 shrink-0 text-brand transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
