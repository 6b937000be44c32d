import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import type { Route } from "./+types/module";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { contentIconMarkup } from "#app/features/site/ui/icons.server.ts";
import { LinkCards } from "#app/features/site/ui/link-cards.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { ScreenshotGallery } from "#app/features/site/ui/screenshot-gallery.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { TestimonialCard } from "#app/features/site/ui/testimonial-card.tsx";
import { isModuleSlug, menuSlugOf, MODULE_PAGE_LABELS, MODULES } from "#content/modules/index.ts";
import { loadContentPage, requestLanguage } from "#app/features/site/page-loader.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { MODULE_SLUGS } from "#app/lib/routing/pages.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");

export function loader(args: Route.LoaderArgs) {
  const slug = args.params.moduleId;
  if (!isModuleSlug(slug)) throw new Response(null, { status: 404 });
  const lang = requestLanguage(args.request);
  const set = MODULES[MODULE_SLUGS[slug]];
  const module = resolveWithIcons(set, lang);
  const page = loadContentPage(
    args,
    { title: module.title, description: module.description, heading: module.title, lead: module.description },
    `/modules/${menuSlugOf(set.id)}`,
  );
  const related = set.related.map((id) => {
    const r = MODULES[id];
    return {
      id,
      slug: menuSlugOf(id),
      icon: contentIconMarkup(r.icon),
      colour: r.colour,
      colourDark: r.colourDark,
      title: r.title[lang],
      description: r.description[lang],
    };
  });
  return { ...page, module, related, labels: resolveWithIcons(MODULE_PAGE_LABELS, lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ModulePage({ loaderData }: Route.ComponentProps) {
  const { module: m, related, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const accent = [m.colour, m.colourDark] as const;
  const [firstShot] = m.screenshots;

  return (
    <div data-module-set={m.id}>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [
            { label: labels.home, to: to("/") },
            { label: labels.modules, to: to("/modules") },
            { label: m.title },
          ],
        }}
        eyebrow={labels.eyebrow}
        icon={<Icon icon={m.icon} />}
        accent={accent}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to("/devis") }}
        image={
          firstShot
            ? { src: firstShot.image, width: firstShot.width, height: firstShot.height, alt: firstShot.title }
            : undefined
        }
      />

      <Section title={labels.overview}>
        <div className="grid gap-6 text-lg text-ink-muted lg:grid-cols-2 lg:gap-12">
          {m.longDescription.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section title={labels.keyBenefits} tone="raised">
        <FeatureGrid
          columns={4}
          accent={accent}
          items={m.keyBenefits.map((b) => ({ title: b.title, text: b.text, icon: <Icon icon={b.icon} /> }))}
        />
      </Section>

      <Section title={labels.features}>
        <ul className="grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {m.features.map((f) => (
            <li key={f.title} className="flex gap-3">
              <Check className="mt-1 size-5 shrink-0 text-success" />
              <div>
                <h3 className="font-semibold text-ink">{f.title}</h3>
                <p className="mt-1 text-ink-muted">{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={labels.useCases} tone="raised">
        <ol className="grid gap-6 md:grid-cols-3">
          {m.useCases.map((u, i) => (
            <li key={u.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <span
                className="grid size-9 place-items-center rounded-full bg-brand-soft font-bold text-brand"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{u.title}</h3>
              <p className="mt-2 text-ink-muted">{u.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={labels.uniqueStrengths}>
        <FeatureGrid columns={3} items={m.uniqueStrengths} />
      </Section>

      <Section title={labels.screenshots} tone="raised">
        <ScreenshotGallery items={m.screenshots} />
      </Section>

      <Section title={labels.testimonials}>
        <ul className="grid gap-6 md:grid-cols-2">
          {m.testimonials.map((item) => (
            <li key={item.name}>
              <TestimonialCard
                testimonial={item}
                ratingLabel={labels.starsLabel.replace("{n}", String(item.rating))}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={labels.related} tone="raised">
        <LinkCards
          items={related.map((r) => ({
            key: r.id,
            title: r.title,
            text: r.description,
            to: to(`/modules/${r.slug}`),
            linkLabel: labels.relatedLink,
            icon: <Icon icon={r.icon} />,
            accent: [r.colour, r.colourDark] as const,
          }))}
        />
      </Section>

      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to("/devis") }}
      />
    </div>
  );
}
