import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import type { Route } from "./+types/software-comparison";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { COMPARISON, EDITION_ORDER, EDITIONS, SOFTWARE_LABELS } from "#content/editions.ts";
import { quotePath } from "#content/offer-ids.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { ScrollRegion } from "#app/ui/scroll-region.tsx";
import { YesNoMark } from "#app/features/site/ui/yes-no-mark.tsx";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  const editions = EDITION_ORDER.map((id) => ({
    id,
    name: EDITIONS[id].name[lang],
    path: EDITIONS[id].path,
    offer: EDITIONS[id].offer,
    popular: EDITIONS[id].popular,
  }));
  const groups = COMPARISON.map((g) => ({
    group: g.group[lang],
    rows: g.rows.map((r) => ({
      label: r.label[lang],
      values: EDITION_ORDER.map((id) => {
        const v = r.values[id];
        return typeof v === "boolean" ? v : v[lang];
      }),
    })),
  }));
  return { ...page, editions, groups, labels: resolveWithIcons(SOFTWARE_LABELS, lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SoftwareComparisonPage({ loaderData }: Route.ComponentProps) {
  const { editions, groups, labels, text } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [
            { label: labels.home, to: to("/") },
            { label: labels.software, to: to("/logiciel") },
            { label: text.title },
          ],
        }}
        eyebrow={labels.eyebrow}
        heading={text.heading}
        lead={text.lead}
      />
      <section aria-label={labels.comparisonCaption} className="bg-surface py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <ScrollRegion
            label={labels.tableScroll}
            className="relative overflow-x-auto rounded-2xl border border-line shadow-sm"
          >
            <table className="w-full min-w-[720px] border-collapse text-left text-sm">
              <caption className="sr-only">{labels.comparisonCaption}</caption>
              <thead className="bg-surface-raised">
                <tr>
                  <th scope="col" className="w-1/4 p-4 font-semibold text-ink-muted">
                    {labels.feature}
                  </th>
                  {editions.map((e) => (
                    <th
                      key={e.id}
                      scope="col"
                      className={`p-4 text-base font-bold text-ink ${e.popular ? "bg-brand-soft" : ""}`}
                    >
                      <Link to={to(e.path)} className="hover:underline">
                        {e.name}
                      </Link>
                      {e.popular ? (
                        <span className="mt-1 block text-xs font-semibold text-brand">{labels.popular}</span>
                      ) : null}
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((g) => (
                <tbody key={g.group}>
                  <tr>
                    <th
                      scope="rowgroup"
                      colSpan={editions.length + 1}
                      className="border-t border-line bg-surface-sunken px-4 py-2 text-xs font-bold tracking-wide text-ink uppercase"
                    >
                      {g.group}
                    </th>
                  </tr>
                  {g.rows.map((r) => (
                    <tr key={r.label} className="border-t border-line">
                      <th scope="row" className="p-4 font-medium text-ink">
                        {r.label}
                      </th>
                      {r.values.map((v, i) => (
                        <td
                          key={editions[i]?.id}
                          className={`p-4 text-ink ${editions[i]?.popular ? "bg-brand-soft/50" : ""}`}
                        >
                          {typeof v === "boolean" ? (
                            <YesNoMark value={v} yes={labels.yes} no={labels.no} />
                          ) : (
                            v
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
              <tfoot>
                <tr className="border-t border-line bg-surface-raised">
                  <td className="p-4" />
                  {editions.map((e) => (
                    <td key={e.id} className="p-4">
                      <Link
                        to={to(quotePath(e.offer))}
                        className={`btn w-full text-sm ${e.popular ? "btn-primary" : "btn-secondary"}`}
                        aria-label={`${t("cta.requestQuote")} – ${e.name}`}
                      >
                        {t("cta.requestQuote")}
                      </Link>
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        </div>
      </section>
      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: t("cta.requestDemo"), to: to("/demo") }}
        secondary={{ label: t("cta.requestQuote"), to: to("/devis") }}
      />
    </>
  );
}
