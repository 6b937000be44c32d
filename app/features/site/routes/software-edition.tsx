import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import type { Route } from "./+types/software-edition";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { CheckList, FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { contentIconMarkup } from "#app/features/site/ui/icons.server.ts";
import { LinkCards } from "#app/features/site/ui/link-cards.tsx";
import { HeroFacts } from "#app/features/site/ui/hero-facts.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import {
  EDITION_IMAGE_SIZE,
  EDITION_ORDER,
  EDITIONS,
  SOFTWARE_LABELS,
  type EditionId,
} from "#content/editions.ts";
import { menuSlugOf, MODULE_ORDER, MODULES } from "#content/modules/index.ts";
import { quotePath } from "#content/offer-ids.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");
const Headset = spriteIcon("headset");
const Users = spriteIcon("users");

/** Route table pages served by this module; /solutions/ga-enterprise is the Flex page (spec §2). */
const EDITION_OF_PAGE: Readonly<Record<string, EditionId>> = {
  softwareStandard: "standard",
  softwarePremium: "premium",
  softwareUltimate: "ultimate",
  softwareFlex: "flex",
  solutionEnterprise: "flex",
};

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang, pageId } = page;
  const id = EDITION_OF_PAGE[pageId];
  if (!id) throw new Response(null, { status: 404 });
  const source = EDITIONS[id];
  const edition = resolveWithIcons(source, lang);
  const moduleIds =
    source.modules === "all" || source.modules === "a-la-carte" ? MODULE_ORDER : source.modules;
  const modules = moduleIds.map((m) => ({
    id: m,
    slug: menuSlugOf(m),
    icon: contentIconMarkup(MODULES[m].icon),
    colour: MODULES[m].colour,
    colourDark: MODULES[m].colourDark,
    title: MODULES[m].title[lang],
    description: MODULES[m].description[lang],
  }));
  const others = EDITION_ORDER.filter((e) => e !== id).map((e) => ({
    id: e,
    icon: contentIconMarkup(EDITIONS[e].icon),
    path: EDITIONS[e].path,
    name: EDITIONS[e].name[lang],
    badge: EDITIONS[e].badge[lang],
    summary: EDITIONS[e].summary[lang],
  }));
  const viaSolutions = pageId === "solutionEnterprise";
  const image = { src: edition.image.src, alt: edition.image.alt, ...EDITION_IMAGE_SIZE };
  return {
    ...page,
    edition,
    image,
    modules,
    others,
    viaSolutions,
    labels: resolveWithIcons(SOFTWARE_LABELS, lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SoftwareEditionPage({ loaderData }: Route.ComponentProps) {
  const { edition: e, image, modules, others, viaSolutions, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const parent = viaSolutions
    ? { label: t("nav.solutions"), to: to("/solutions") }
    : { label: labels.software, to: to("/logiciel") };
  const modulesIntro =
    e.modules === "all" ? labels.modulesAll : e.modules === "a-la-carte" ? labels.modulesAlaCarte : undefined;
  return (
    <div data-edition={e.id}>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [{ label: labels.home, to: to("/") }, parent, { label: e.name }],
        }}
        eyebrow={`${labels.eyebrow} · ${e.tagline}`}
        icon={<Icon icon={e.icon} />}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: t("cta.requestQuote"), to: to(quotePath(e.offer)) }}
        secondary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        image={image}
      >
        <HeroFacts
          items={[
            { icon: Users, term: labels.target, detail: e.target },
            { icon: Headset, term: labels.supportTitle, detail: e.support },
          ]}
        />
      </PageHero>

      <Section title={labels.highlightsTitle}>
        <FeatureGrid
          columns={4}
          items={e.highlights.map((h) => ({ title: h.title, text: h.text, icon: <Icon icon={h.icon} /> }))}
        />
      </Section>

      <Section title={labels.includedTitle} tone="raised">
        <CheckList items={e.included} icon={<Check className="size-5" />} />
      </Section>

      <Section title={labels.modulesTitle} intro={modulesIntro}>
        <LinkCards
          columns={4}
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

      <Section title={labels.otherEditions} tone="raised">
        <LinkCards
          items={others.map((o) => ({
            key: o.id,
            title: o.name,
            text: o.summary,
            badge: o.badge,
            to: to(o.path),
            linkLabel: labels.editionLink,
            icon: <Icon icon={o.icon} />,
          }))}
        />
      </Section>

      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: t("cta.requestQuote"), to: to(quotePath(e.offer)) }}
        secondary={{ label: labels.compareLink, to: to("/logiciel/comparaison") }}
      />
    </div>
  );
}
