import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import type { Route } from "./+types/software";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { EDITION_ORDER, EDITIONS, SOFTWARE_LABELS } from "#content/editions.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const editions = EDITION_ORDER.map((id) => {
    const e = resolveWithIcons(EDITIONS[id], page.lang);
    return {
      id,
      icon: e.icon,
      path: e.path,
      name: e.name,
      badge: e.badge,
      tagline: e.tagline,
      summary: e.summary,
      target: e.target,
      popular: e.popular,
      highlights: e.highlights.map((h) => h.title),
    };
  });
  return { ...page, editions, labels: resolveWithIcons(SOFTWARE_LABELS, page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SoftwarePage({ loaderData }: Route.ComponentProps) {
  const { editions, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [{ label: labels.home, to: to("/") }, { label: labels.software }],
        }}
        eyebrow={labels.eyebrow}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: labels.compareLink, to: to("/logiciel/comparaison") }}
        secondary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        image={{ src: "/images/solutions/ga-academic.svg", width: 640, height: 440, alt: "" }}
      />

      <Section title={labels.editionsTitle} intro={labels.editionsIntro}>
        <ul className="grid gap-6 pt-3 md:grid-cols-2 lg:grid-cols-4">
          {editions.map((e) => (
            <li
              key={e.id}
              className={`relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm ${
                e.popular ? "border-brand-solid ring-2 ring-brand-solid" : "border-line"
              }`}
            >
              {e.popular ? (
                <p className="absolute -top-3 left-6 rounded-full bg-brand-solid px-3 py-1 text-xs font-semibold text-on-brand">
                  {labels.popular}
                </p>
              ) : null}
              <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand">
                <Icon icon={e.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{e.name}</h3>
              <p className="font-medium text-brand">{e.tagline}</p>
              <p className="mt-3 text-sm text-ink-muted">{e.summary}</p>
              <p className="mt-4 inline-flex self-start rounded-lg bg-surface-sunken px-2.5 py-1 text-sm font-medium text-ink">
                {e.target}
              </p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm text-ink">
                {e.highlights.map((h) => (
                  <li key={h}>· {h}</li>
                ))}
              </ul>
              <Link
                to={to(e.path)}
                className={`btn mt-6 w-full ${e.popular ? "btn-primary" : "btn-secondary"}`}
                aria-label={`${labels.editionLink} ${e.name}`}
              >
                {labels.editionLink}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={to("/logiciel/comparaison")}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand hover:underline"
        >
          {labels.compareLink}
          <ArrowRight className="size-4" />
        </Link>
      </Section>

      <Section title={labels.pillarsTitle} tone="raised">
        <FeatureGrid
          items={labels.pillars.map((p) => ({ title: p.title, text: p.text, icon: <Icon icon={p.icon} /> }))}
        />
      </Section>

      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: t("cta.requestQuote"), to: to("/devis") }}
        secondary={{ label: t("cta.requestDemo"), to: to("/demo") }}
      />
    </>
  );
}
