import { Link } from "react-router";
import type { Route } from "./+types/search";
import { services } from "#app/features/auth/session.server.ts";
import { requireStaffMember } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { PAGE_PER_KIND, readSearchQuery } from "#app/features/crm/search/search-query.ts";
import { searchRecords } from "#app/features/crm/search/search.server.ts";
import { hitText } from "#app/features/crm/search/ui/hit-text.ts";
import { AdminPage, Panel } from "#app/features/crm/ui/ui.tsx";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { FilterBar, FilterText } from "#app/ui/data-table/data-table.tsx";

/**
 * `/admin/search?q=` (issue 20 §5): the CRM search without JavaScript, and every result of the
 * palette's query (more per kind). Only the kinds of record the role may open.
 */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaffMember(args);
  const { db, database } = services(args.context);
  const query = readSearchQuery(args.url);
  return {
    ...loadPage(args),
    query,
    groups: await searchRecords(db, database.engine, role, query, PAGE_PER_KIND),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, query, groups } = loaderData;
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <FilterBar label={t("crmSearch.dialogLabel")} submit="search">
        <FilterText name="q" label={t("crmSearch.page.label")} value={query} />
      </FilterBar>
      <p role="status" className="text-sm text-ink-muted" data-testid="search-status">
        {!query
          ? t("crmSearch.page.empty")
          : groups.length === 0
            ? t("crmSearch.noResults", { query })
            : t("crmSearch.page.resultsFor", { query })}
      </p>
      {groups.map((group) => (
        <Panel key={group.kind} id={`search-${group.kind}`} title={t(`crmSearch.kinds.${group.kind}`)}>
          <ul className="divide-y divide-line" data-testid={`search-group-${group.kind}`}>
            {group.hits.map((hit) => (
              <li key={hit.id} className="min-w-0 py-2">
                <Link
                  to={localizedPath(hit.url, lang)}
                  className="block truncate font-semibold text-brand hover:underline"
                >
                  {hit.title || t("crmSearch.draft")}
                </Link>
                <span className="block truncate text-sm text-ink-muted">{hitText(t, hit)}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ))}
    </AdminPage>
  );
}
