import { Link } from "react-router";
import type { Route } from "./+types/pricing-faq";
import { PricingBreadcrumb } from "../ui/pricing-breadcrumb.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { FaqAccordion } from "#app/features/pricing/ui/faq-accordion.tsx";
import { PricingTools } from "#app/features/pricing/ui/pricing-tools.tsx";
import { getFaq } from "#content/faq.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { JsonLd } from "#app/features/site/seo/json-ld.tsx";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { faqPageJsonLd } from "#app/features/site/seo/structured-data.ts";

/** `/tarification/faq`: the questions by theme, as an accordion and as FAQPage structured data. */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const faq = getFaq(page.lang);
  return {
    ...page,
    categories: faq.categories,
    ui: getPricingUi(page.lang),
    jsonLd: faqPageJsonLd(faq.items, page.lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PricingFaqPage({ loaderData }: Route.ComponentProps) {
  const { text, categories, ui, jsonLd } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <JsonLd data={jsonLd} />
      <PricingBreadcrumb ui={ui} current={text.heading} />
      <PageHeader text={text} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-labelledby="faq-topics" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="faq-topics" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {ui.faqPage.contents}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {categories.map((cat) => (
              <li key={cat.id}>
                <a
                  href={`#${cat.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-surface-sunken lg:min-h-9"
                >
                  {cat.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-12">
          {categories.map((cat) => (
            <section key={cat.id} id={cat.id} aria-labelledby={`${cat.id}-title`}>
              <h2 id={`${cat.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
                {cat.name}
              </h2>
              <div className="mt-4">
                <FaqAccordion items={cat.items} />
              </div>
            </section>
          ))}
          <div className="rounded-2xl bg-brand-soft p-6">
            <h2 className="text-lg font-semibold text-ink">{ui.faqPage.stillQuestions}</h2>
            <p className="mt-2 text-ink-muted">{ui.faqPage.stillText}</p>
            <Link to={`${to("/contact")}?subject=sales`} className="btn btn-primary mt-4">
              {ui.faqPage.contact}
            </Link>
          </div>
        </div>
      </div>
      <Section title={ui.toolsTitle} tone="raised">
        <PricingTools ui={ui} exclude="faq" />
      </Section>
    </>
  );
}
