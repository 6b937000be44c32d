import type { Route } from "./+types/pricing-comparison";
import { Breadcrumb } from "#app/components/marketing/breadcrumb.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { ComparisonTable } from "#app/components/pricing/comparison-table.tsx";
import { PricingTools } from "#app/components/pricing/pricing-tools.tsx";
import { getComparison } from "#app/content/plans.ts";
import { getPricingUi } from "#app/content/pricing-ui.ts";
import { useLocalizedPath } from "#app/i18n/use-language.ts";
import { loadPage } from "#app/routing/load-page.ts";
import { metaTags } from "#app/seo/seo.ts";

/** `/tarification/comparaison`: Essential, Premium and Excellence line by line. */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  return { ...page, ...getComparison(page.lang), ui: getPricingUi(page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PricingComparisonPage({ loaderData }: Route.ComponentProps) {
  const { text, plans, groups, ui } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <div className="border-b border-line bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <Breadcrumb
            label={ui.breadcrumb}
            items={[
              { label: ui.home, to: to("/") },
              { label: ui.pricing, to: to("/tarification") },
              { label: text.heading },
            ]}
          />
        </div>
      </div>
      <PageHeader text={text} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ComparisonTable plans={plans} groups={groups} ui={ui} />
        <p className="mt-4 text-sm text-ink-muted">{ui.vatNote}</p>
      </div>
      <Section title={ui.toolsTitle} tone="raised">
        <PricingTools ui={ui} exclude="comparison" />
      </Section>
    </>
  );
}
