import type { Route } from "./+types/about";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { StatList } from "#app/features/site/ui/stat.tsx";
import { ABOUT } from "#content/about.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  return { ...page, about: resolveWithIcons(ABOUT, page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about: a, text } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        breadcrumb={{ label: a.breadcrumb, items: [{ label: a.home, to: to("/") }, { label: text.title }] }}
        eyebrow={a.eyebrow}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: a.ctaPrimary, to: to("/contact") }}
        secondary={{ label: a.ctaSecondary, to: to("/demo") }}
        image={a.image}
      />

      <Section title={a.figuresTitle} tone="brand">
        <StatList stats={a.figures} columns={4} />
      </Section>

      <Section title={a.storyTitle}>
        <div className="max-w-3xl space-y-5 text-lg text-ink-muted">
          {a.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section title={a.timelineTitle} tone="raised">
        <ol className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {a.timeline.map((step) => (
            <li key={step.year} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <p className="text-3xl font-extrabold text-brand">{step.year}</p>
              <h3 className="mt-2 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={a.valuesTitle}>
        <FeatureGrid
          columns={4}
          items={a.values.map((v) => ({ title: v.title, text: v.text, icon: <Icon icon={v.icon} /> }))}
        />
      </Section>

      <Section id="securite" title={a.trustTitle} intro={a.trustIntro} tone="raised">
        <FeatureGrid
          items={a.trust.map((v) => ({ title: v.title, text: v.text, icon: <Icon icon={v.icon} /> }))}
        />
      </Section>

      <Section title={a.teamTitle} intro={a.teamText}>
        <StatList stats={a.team} columns={4} />
      </Section>

      <CtaBand
        title={a.ctaTitle}
        text={a.ctaText}
        primary={{ label: a.ctaPrimary, to: to("/contact") }}
        secondary={{ label: a.ctaSecondary, to: to("/demo") }}
      />
    </>
  );
}
