import type { Route } from "./+types/services";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { contentIconMarkup } from "#app/features/site/ui/icons.server.ts";
import { LinkCards } from "#app/features/site/ui/link-cards.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { SERVICE_GROUPS, SERVICE_PAGE_LABELS, SERVICES } from "#content/services.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { SERVICE_IDS } from "#app/lib/routing/pages.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  const groups = SERVICE_GROUPS.map((g) => ({
    id: g.id,
    title: g.title[lang],
    intro: g.intro[lang],
    services: SERVICE_IDS.filter((id) => SERVICES[id].group === g.id).map((id) => ({
      id,
      icon: contentIconMarkup(SERVICES[id].icon),
      title: SERVICES[id].title[lang],
      description: SERVICES[id].description[lang],
    })),
  }));
  return { ...page, groups, labels: resolveWithIcons(SERVICE_PAGE_LABELS, lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { groups, labels, text } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [{ label: labels.home, to: to("/") }, { label: labels.services }],
        }}
        eyebrow={labels.eyebrow}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: labels.ctaPrimary, to: to("/devis?offer=custom-services") }}
        secondary={{ label: labels.ctaSecondary, to: to("/contact") }}
        image={{
          src: "/images/services/index.svg",
          width: 640,
          height: 440,
          alt: "",
        }}
      />

      {groups.map((g, i) => (
        <Section key={g.id} id={g.id} title={g.title} intro={g.intro} tone={i % 2 ? "raised" : "plain"}>
          <LinkCards
            items={g.services.map((s) => ({
              key: s.id,
              title: s.title,
              text: s.description,
              to: to(`/services/${s.id}`),
              linkLabel: labels.relatedLink,
              icon: <Icon icon={s.icon} />,
            }))}
          />
        </Section>
      ))}

      <Section title={labels.indexWhyTitle} tone="brand">
        <FeatureGrid
          items={labels.indexWhy.map((w) => ({ title: w.title, text: w.text, icon: <Icon icon={w.icon} /> }))}
        />
      </Section>

      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: labels.ctaPrimary, to: to("/devis?offer=custom-services") }}
        secondary={{ label: labels.ctaSecondary, to: to("/contact") }}
      />
    </>
  );
}
