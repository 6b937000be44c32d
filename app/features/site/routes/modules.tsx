import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import type { Route } from "./+types/modules";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { HeroNote } from "#app/features/site/ui/hero-note.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { contentIconMarkup } from "#app/features/site/ui/icons.server.ts";
import { LinkCards } from "#app/features/site/ui/link-cards.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import {
  menuSlugOf,
  MODULE_ORDER,
  MODULE_PAGE_LABELS,
  MODULES,
  MODULES_INDEX,
} from "#content/modules/index.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Layers = spriteIcon("layers");

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  const modules = MODULE_ORDER.map((id) => {
    const m = MODULES[id];
    return {
      id,
      slug: menuSlugOf(id),
      icon: contentIconMarkup(m.icon),
      colour: m.colour,
      colourDark: m.colourDark,
      title: m.title[lang],
      description: m.description[lang],
    };
  });
  return {
    ...page,
    modules,
    index: resolveWithIcons(MODULES_INDEX, lang),
    labels: resolveWithIcons(
      { breadcrumb: MODULE_PAGE_LABELS.breadcrumb, home: MODULE_PAGE_LABELS.home },
      lang,
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ModulesPage({ loaderData }: Route.ComponentProps) {
  const { modules, index, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [{ label: labels.home, to: to("/") }, { label: text.title }],
        }}
        eyebrow={index.eyebrow}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to("/devis") }}
      >
        <HeroNote icon={Layers} note={index.configuration} tile="soft" width="max-w-2xl" />
      </PageHero>

      <Section title={index.listTitle}>
        <LinkCards
          items={modules.map((m) => ({
            key: m.id,
            title: m.title,
            text: m.description,
            to: to(`/modules/${m.slug}`),
            linkLabel: index.cardLink,
            icon: <Icon icon={m.icon} />,
            accent: [m.colour, m.colourDark] as const,
          }))}
        />
      </Section>

      <Section title={index.together.title} intro={index.together.intro} tone="raised">
        <FeatureGrid
          items={index.together.items.map((item) => ({
            title: item.title,
            text: item.text,
            icon: <Icon icon={item.icon} />,
          }))}
        />
      </Section>

      <CtaBand
        title={index.ctaTitle}
        text={index.ctaText}
        primary={{ label: t("cta.requestQuote"), to: to("/devis") }}
        secondary={{ label: t("cta.requestDemo"), to: to("/demo") }}
      />
    </>
  );
}
