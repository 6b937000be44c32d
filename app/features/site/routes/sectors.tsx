import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import type { Route } from "./+types/sectors";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { menuSlugOf, MODULES } from "#content/modules/index.ts";
import { quotePath } from "#content/offer-ids.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { SECTOR_LABELS, SECTORS } from "#content/sectors.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");
const Check = spriteIcon("check");

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  const sectors = SECTORS.map((s) => ({
    ...resolveWithIcons(s, lang),
    modules: s.modules.map((m) => ({ id: m, slug: menuSlugOf(m), title: MODULES[m].title[lang] })),
  }));
  return { ...page, sectors, labels: resolveWithIcons(SECTOR_LABELS, lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SectorsPage({ loaderData }: Route.ComponentProps) {
  const { sectors, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [{ label: labels.home, to: to("/") }, { label: text.title }],
        }}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to("/devis") }}
        image={{ src: "/images/solutions/secteurs.svg", width: 640, height: 440, alt: "" }}
      />
      <Section title={labels.listTitle}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {sectors.map((s) => (
            <li
              key={s.id}
              id={s.id}
              className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
                  <Icon icon={s.icon} />
                </span>
                <h3 className="text-xl font-bold text-ink">{s.name}</h3>
              </div>
              <p className="mt-3 text-ink-muted">{s.summary}</p>
              <div className="mt-5 grid flex-1 gap-6 sm:grid-cols-2">
                <div>
                  <p className="text-sm font-semibold text-ink">{labels.needsTitle}</p>
                  <ul className="mt-2 space-y-2 text-sm text-ink">
                    {s.needs.map((n) => (
                      <li key={n} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" />
                        <span>{n}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <p className="text-sm font-semibold text-ink">{labels.modulesTitle}</p>
                  <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                    {s.modules.map((m) => (
                      <li key={m.id}>
                        <Link
                          to={to(`/modules/${m.slug}`)}
                          className="inline-flex rounded-full border border-line px-3 py-1 text-ink hover:border-brand hover:text-brand"
                        >
                          {m.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <div className="mt-6 flex flex-wrap gap-3">
                {s.page ? (
                  <Link
                    to={to(s.page)}
                    className="btn btn-secondary"
                    aria-label={`${labels.pageLink} – ${s.name}`}
                  >
                    {labels.pageLink}
                    <ArrowRight className="size-4" />
                  </Link>
                ) : null}
                <Link
                  to={to(quotePath(s.offer))}
                  className="btn btn-primary"
                  aria-label={`${labels.quoteLink} – ${s.name}`}
                >
                  {labels.quoteLink}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: labels.ctaPrimary, to: to("/contact") }}
        secondary={{ label: labels.ctaSecondary, to: to("/demo") }}
      />
    </>
  );
}
