import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { PageHeader } from "#app/ui/page-header.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { searchNamespace } from "#app/features/search/locales.ts";
import { searchIndex } from "#app/features/search/search-index.server.ts";
import { groupResults, search } from "#app/features/search/search.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** Longest query kept (the rest is ignored), so a pasted page of text costs nothing. */
const MAX_QUERY = 100;
/** Results shown on the page (the palette shows fewer). */
const PAGE_LIMIT = 50;

/**
 * `/recherche?q=` (`/en/recherche?q=`): the same search as the palette, run on the server, so it
 * works without JavaScript. Result pages are not for search engines (noindex).
 */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args, { robots: "noindex,nofollow" });
  const query = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const results = query ? search(searchIndex(page.lang).prepared, query, PAGE_LIMIT) : [];
  return {
    ...page,
    query,
    count: results.length,
    groups: groupResults(results).map((g) => ({
      kind: g.kind,
      results: g.results.map(({ entry }) => ({ title: entry.title, text: entry.text, url: entry.url })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { text, query, groups, count } = loaderData;
  const { t } = useNamespace(searchNamespace);
  return (
    <>
      <PageHeader text={text}>
        <Form method="get" role="search" className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row">
          <label htmlFor="search-page-q" className="sr-only">
            {t("inputLabel")}
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            maxLength={MAX_QUERY}
            placeholder={t("placeholder")}
            autoComplete="off"
            className="block min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted/80 focus-visible:border-brand"
          />
          <button type="submit" className="btn btn-primary shrink-0">
            {t("submit")}
          </button>
        </Form>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6" data-testid="search-page-results">
        {query ? (
          <>
            <h2 className="text-xl font-semibold text-ink">{t("resultsFor", { query })}</h2>
            <p className="mt-1 text-sm text-ink-muted" role="status">
              {count === 0 ? t("noResults", { query }) : t("results", { count })}
            </p>
            <div className="mt-6 space-y-10">
              {groups.map((group) => (
                <section key={group.kind} aria-labelledby={`search-group-${group.kind}`}>
                  <h3
                    id={`search-group-${group.kind}`}
                    className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
                  >
                    {t(`kinds.${group.kind}`)}
                  </h3>
                  <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
                    {group.results.map((r) => (
                      <li key={r.url + r.title}>
                        <Link
                          to={r.url}
                          className="block px-5 py-4 transition-colors hover:bg-surface-sunken"
                        >
                          <span className="block font-semibold text-brand">{r.title}</span>
                          <span className="mt-1 block text-sm text-ink-muted">{r.text}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        ) : (
          <p className="text-ink-muted">{t("typeToSearch")}</p>
        )}
      </div>
    </>
  );
}
