import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import type { Route } from "./+types/lms";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { CheckList, FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { HeroNote } from "#app/features/site/ui/hero-note.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { LMS } from "#content/lms.ts";
import { quotePath } from "#content/offer-ids.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");
const Rocket = spriteIcon("rocket");

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  return { ...page, lms: resolveWithIcons(LMS, page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function LmsPage({ loaderData }: Route.ComponentProps) {
  const { lms: l, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const quote = to(quotePath("learning-platform"));
  return (
    <>
      <PageHero
        breadcrumb={{
          label: l.breadcrumb,
          items: [{ label: l.home, to: to("/") }, { label: "GA Learning" }],
        }}
        eyebrow={l.eyebrow}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: quote }}
        image={l.image}
      >
        <HeroNote icon={Rocket} note={l.deployment} tile="solid" width="max-w-xl" />
      </PageHero>

      <Section title={l.featuresTitle}>
        <FeatureGrid
          items={l.features.map((f) => ({ title: f.title, text: f.text, icon: <Icon icon={f.icon} /> }))}
        />
      </Section>

      <Section title={l.modesTitle} tone="raised">
        <FeatureGrid
          columns={2}
          items={l.modes.map((m) => ({ title: m.title, text: m.text, icon: <Icon icon={m.icon} /> }))}
        />
      </Section>

      <Section title={l.standardsTitle}>
        <CheckList items={l.standards} icon={<Check className="size-5" />} />
      </Section>

      <Section title={l.audiencesTitle} tone="raised">
        <FeatureGrid
          items={l.audiences.map((a) => ({ title: a.title, text: a.text, icon: <Icon icon={a.icon} /> }))}
        />
      </Section>

      <CtaBand
        title={l.ctaTitle}
        text={l.ctaText}
        primary={{ label: t("cta.requestQuote"), to: quote }}
        secondary={{ label: t("cta.requestDemo"), to: to("/demo") }}
      />
    </>
  );
}
