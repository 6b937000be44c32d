import type { Route } from "./+types/pricing-comparison";
import { PricingBreadcrumb } from "../ui/pricing-breadcrumb.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ComparisonTable } from "#app/features/pricing/ui/comparison-table.tsx";
import { PricingTools } from "#app/features/pricing/ui/pricing-tools.tsx";
import { getComparison } from "#content/plans.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** `/tarification/comparaison`: Essential, Premium and Excellence line by line. */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  return { ...page, ...getComparison(page.lang), ui: getPricingUi(page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PricingComparisonPage({ loaderData }: Route.ComponentProps) {
  const { text, plans, groups, ui } = loaderData;
  return (
    <>
      <PricingBreadcrumb ui={ui} current={text.heading} />
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
