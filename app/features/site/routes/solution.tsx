import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import type { Route } from "./+types/solution";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { contentIconMarkup } from "#app/features/site/ui/icons.server.ts";
import { LinkCards } from "#app/features/site/ui/link-cards.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { StatList } from "#app/features/site/ui/stat.tsx";
import { TestimonialCard } from "#app/features/site/ui/testimonial-card.tsx";
import { menuSlugOf, MODULES } from "#content/modules/index.ts";
import { quotePath } from "#content/offer-ids.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { SOLUTION_IMAGE_SIZE, SOLUTION_LABELS, SOLUTIONS, type SolutionPageId } from "#content/solutions.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");

function isSolutionPage(id: string): id is SolutionPageId {
  return Object.hasOwn(SOLUTIONS, id);
}

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang, pageId } = page;
  if (!isSolutionPage(pageId)) throw new Response(null, { status: 404 });
  const solution = resolveWithIcons(SOLUTIONS[pageId], lang);
  const modules = SOLUTIONS[pageId].modules.map((id) => ({
    id,
    slug: menuSlugOf(id),
    icon: contentIconMarkup(MODULES[id].icon),
    colour: MODULES[id].colour,
    colourDark: MODULES[id].colourDark,
    title: MODULES[id].title[lang],
    description: MODULES[id].description[lang],
  }));
  const { enterprise: _e, ...labels } = SOLUTION_LABELS;
  const image = { src: solution.image.src, alt: solution.image.alt, ...SOLUTION_IMAGE_SIZE };
  return { ...page, solution, image, modules, labels: resolveWithIcons(labels, lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution: s, image, modules, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div data-solution={s.pageId}>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [
            { label: labels.home, to: to("/") },
            { label: labels.solutions, to: to("/solutions") },
            { label: s.name },
          ],
        }}
        eyebrow={s.kind === "sector" ? labels.eyebrowSector : labels.eyebrowProduct}
        icon={<Icon icon={s.icon} />}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to(quotePath(s.offer)) }}
        image={image}
      >
        {s.figures.length > 0 ? <StatList stats={s.figures} columns="2-3" className="mt-8" /> : null}
      </PageHero>

      <Section title={s.challengesTitle}>
        <FeatureGrid items={s.challenges} />
      </Section>

      <Section title={s.answersTitle} tone="raised">
        <FeatureGrid
          columns={4}
          items={s.answers.map((a) => ({ title: a.title, text: a.text, icon: <Icon icon={a.icon} /> }))}
        />
        <Link
          to={to(s.more.href)}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand hover:underline"
        >
          {s.more.label}
          <ArrowRight className="size-4" />
        </Link>
      </Section>

      {modules.length > 0 ? (
        <Section title={labels.modulesTitle}>
          <LinkCards
            columns={modules.length > 2 ? 4 : 2}
            items={modules.map((m) => ({
              key: m.id,
              title: m.title,
              text: m.description,
              to: to(`/modules/${m.slug}`),
              linkLabel: labels.moduleLink,
              icon: <Icon icon={m.icon} />,
              accent: [m.colour, m.colourDark] as const,
            }))}
          />
        </Section>
      ) : null}

      <Section title={labels.testimonialTitle} tone={modules.length > 0 ? "raised" : "plain"}>
        <div className="max-w-3xl">
          <TestimonialCard
            testimonial={s.testimonial}
            ratingLabel={labels.starsLabel.replace("{n}", String(s.testimonial.rating))}
          />
        </div>
      </Section>

      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to(quotePath(s.offer)) }}
      />
    </div>
  );
}
