import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import type { Route } from "./+types/solutions";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { contentIconMarkup, iconMarkup } from "#app/features/site/ui/icons.server.ts";
import { LinkCards } from "#app/features/site/ui/link-cards.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { SOLUTION_LABELS, SOLUTIONS } from "#content/solutions.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  const card = (s: (typeof SOLUTIONS)[keyof typeof SOLUTIONS]) => ({
    key: s.pageId as string,
    icon: contentIconMarkup(s.icon),
    badge: s.badge[lang],
    title: s.name[lang],
    text: s.summary[lang],
    href: s.path,
  });
  const products = [SOLUTIONS.solutionAcademic, SOLUTIONS.solutionLearning, SOLUTIONS.solutionServices].map(
    card,
  );
  const enterprise = resolveWithIcons(SOLUTION_LABELS.enterprise, lang);
  products.push({
    key: "solutionEnterprise",
    icon: iconMarkup("building-2"),
    badge: enterprise.badge,
    title: enterprise.title,
    text: enterprise.text,
    href: enterprise.href,
  });
  const sectors = [SOLUTIONS.solutionSchools, SOLUTIONS.solutionSecondary, SOLUTIONS.solutionHigherEd].map(
    card,
  );
  const { enterprise: _e, ...labels } = SOLUTION_LABELS;
  return { ...page, products, sectors, labels: resolveWithIcons(labels, lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SolutionsPage({ loaderData }: Route.ComponentProps) {
  const { products, sectors, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const cards = (items: typeof products) =>
    items.map((p) => ({
      key: p.key,
      title: p.title,
      text: p.text,
      badge: p.badge,
      to: to(p.href),
      linkLabel: labels.indexLink,
      icon: <Icon icon={p.icon} />,
    }));
  return (
    <>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [{ label: labels.home, to: to("/") }, { label: labels.solutions }],
        }}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to("/devis") }}
        image={{ src: "/images/solutions/index.svg", width: 640, height: 440, alt: "" }}
      />
      <Section title={labels.indexProductsTitle} intro={labels.indexProductsIntro}>
        <LinkCards columns={4} items={cards(products)} />
      </Section>
      <Section title={labels.indexSectorsTitle} intro={labels.indexSectorsIntro} tone="raised">
        <LinkCards items={cards(sectors)} />
        <Link
          to={to("/secteurs")}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand hover:underline"
        >
          {labels.indexSectorsLink}
          <ArrowRight className="size-4" />
        </Link>
      </Section>
      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to("/devis") }}
      />
    </>
  );
}
