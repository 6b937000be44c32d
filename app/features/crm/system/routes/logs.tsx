import type { Route } from "./+types/logs";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { LogListSchema } from "#app/features/crm/list-params.ts";
import { listPage } from "#app/features/crm/list-page.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { listLogs } from "#app/features/crm/system/logs.server.ts";
import { AdminPage } from "#app/features/crm/ui/ui.tsx";
import {
  DataTable,
  FilterBar,
  FilterDate,
  FilterSelect,
  FilterText,
  ListResults,
  type Column,
} from "#app/ui/data-table/data-table.tsx";
import { hasFilters, listQuery } from "#app/ui/data-table/query.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { HistoryLines, HistorySubject, PartText } from "#app/features/crm/ui/timeline.tsx";
import {
  actionTitle,
  entityTypeLabel,
  linesText,
  renderEntry,
  type RenderedEntry,
} from "#app/features/crm/history/history.ts";
import { historyLookup } from "#app/features/crm/history/history.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** The audit log of every staff action and security event (issue 8): filterable, never editable. */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "audit", "view");
  const { db, page, params } = listPage(args, LogListSchema);
  const list = await listLogs(db, params);
  return { ...page, params, list, lookup: await historyLookup(db, list.rows, { role, lang: page.lang }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type LogRow = RenderedEntry & { readonly ip: string | null };
const FILTERS = ["action", "entity", "actor", "from", "to"];

export default function AdminLogsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, params, list, lookup } = loaderData;
  const rows: LogRow[] = list.rows.map((r) => ({ ...renderEntry(r, lookup, lang), ip: r.ip }));
  const query = listQuery(params, { dir: "desc", page: 1 });
  const resetHref = localizedPath("/admin/logs", lang);
  const columns: Column<LogRow>[] = [
    {
      key: "time",
      header: t("logs.columns.time"),
      priority: "primary",
      sortable: true,
      cell: (r) => r.at,
    },
    {
      key: "actor",
      header: t("logs.columns.actor"),
      truncate: (r) => r.actor.text,
      cell: (r) => <PartText part={r.actor} />,
    },
    // Action names and the records' names can be long (a ticket's subject): they share the room.
    { key: "action", header: t("logs.columns.action"), truncate: (r) => r.title, cell: (r) => r.title },
    {
      key: "entity",
      header: t("logs.columns.entity"),
      priority: "medium",
      truncate: (r) => [r.entity.type, r.entity.record?.text].filter(Boolean).join(" "),
      cell: (r) => <HistorySubject entry={r} />,
    },
    {
      key: "details",
      header: t("logs.columns.details"),
      priority: "medium",
      truncate: (r) => linesText(r, lang),
      cell: (r) => <HistoryLines entry={r} lang={lang} />,
    },
    { key: "ip", header: t("logs.columns.ip"), priority: "low", cell: (r) => r.ip ?? t("common.none") },
  ];
  return (
    <AdminPage title={text.heading} lead={`${text.lead} ${t("logs.readOnly")}`}>
      <FilterBar resetHref={resetHref}>
        <FilterSelect
          name="action"
          label={t("logs.filters.action")}
          value={params.action}
          options={list.actions.map((a) => ({ value: a, label: actionTitle(a, lang) }))}
        />
        <FilterSelect
          name="entity"
          label={t("logs.filters.entity")}
          value={params.entity}
          options={list.entities.map((e) => ({ value: e, label: entityTypeLabel(e, lang) }))}
        />
        <FilterText name="actor" type="email" label={t("logs.filters.actor")} value={params.actor} />
        <FilterDate name="from" label={t("common.from")} value={params.from} />
        <FilterDate name="to" label={t("common.to")} value={params.to} />
      </FilterBar>
      <ListResults
        list={list}
        empty={t("logs.empty")}
        clearHref={hasFilters(params, FILTERS) ? resetHref : undefined}
        query={query}
      >
        <DataTable
          label={t("nav.logs")}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          sort={{ column: "time", dir: params.dir, href: (_, dir) => query({ dir, page: undefined }) }}
        />
      </ListResults>
    </AdminPage>
  );
}
