import { Link } from "react-router";
import type { Route } from "./+types/pricing";
import { PageHeader } from "#app/ui/page-header.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { AddonGrid } from "#app/features/pricing/ui/addon-grid.tsx";
import { FaqAccordion } from "#app/features/pricing/ui/faq-accordion.tsx";
import { PlanCard } from "#app/features/pricing/ui/plan-card.tsx";
import { PricingTools } from "#app/features/pricing/ui/pricing-tools.tsx";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { FEATURED_FAQ_IDS, getFaq } from "#content/faq.ts";
import { getAddons, getPlans, indicativeMonthlyEuros, type PlanId } from "#content/plans.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import { formatEuros } from "#app/features/pricing/price-calculator.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { JsonLd } from "#app/features/site/seo/json-ld.tsx";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { pricingStructuredData } from "#app/features/site/seo/structured-data.ts";
import { businessDetailsFor } from "#app/features/crm/settings/store.server.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");

/** `/tarification` and its alias `/pricing` (spec §2): the three plans, the add-ons, the tools. */
export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  const { origin } = args.context.get(requestInfoContext);
  const business = await businessDetailsFor(args.context.get(servicesContext));
  const plans = getPlans(lang);
  const faq = getFaq(lang).items.filter((item) => (FEATURED_FAQ_IDS as readonly string[]).includes(item.id));
  return {
    ...page,
    plans,
    addons: getAddons(lang),
    ui: getPricingUi(lang),
    // The same figures as the structured data, shown on the cards (spec §9: 199 and 399 EUR a month).
    indicative: {
      essential: formatEuros(indicativeMonthlyEuros("essential") * 100, lang),
      premium: formatEuros(indicativeMonthlyEuros("premium") * 100, lang),
    } as Partial<Record<PlanId, string>>,
    faq,
    jsonLd: pricingStructuredData(origin, lang, business),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { text, plans, addons, ui, indicative, faq, jsonLd } = loaderData;
  const to = useLocalizedPath();
  const planNames = Object.fromEntries(plans.map((p) => [p.id, p.name])) as Record<PlanId, string>;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHeader text={text}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={to("/tarification/calculateur")} className="btn btn-primary">
            {ui.estimate}
          </Link>
          <Link to={to("/tarification/comparaison")} className="btn btn-secondary">
            {ui.tools.comparison.title}
          </Link>
        </div>
      </PageHeader>

      <Section title={ui.plansTitle} intro={ui.plansIntro}>
        <div className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} ui={ui} indicativePrice={indicative[plan.id] ?? null} />
          ))}
        </div>
        <p className="mt-6 text-sm text-ink-muted">{ui.vatNote}</p>
      </Section>

      <Section title={ui.addonsTitle} intro={ui.addonsIntro} tone="raised">
        <AddonGrid addons={addons} ui={ui} planNames={planNames} />
      </Section>

      <Section title={ui.faqTitle}>
        <FaqAccordion items={faq} />
        <Link
          to={to("/tarification/faq")}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {ui.faqAll}
          <ArrowRight className="size-4" />
        </Link>
      </Section>

      <Section title={ui.enterpriseTitle} intro={ui.enterpriseText} tone="brand">
        <Link to={to("/solutions/ga-enterprise")} className="btn btn-primary">
          {ui.enterpriseCta}
        </Link>
      </Section>

      <Section title={ui.toolsTitle}>
        <PricingTools ui={ui} />
      </Section>
    </>
  );
}
