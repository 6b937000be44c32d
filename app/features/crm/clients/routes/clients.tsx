import { Link, useActionData } from "react-router";
import type { Route } from "./+types/clients";
import { listClients } from "#app/features/crm/clients/clients.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { ClientListSchema } from "#app/features/crm/list-params.ts";
import { listPage } from "#app/features/crm/list-page.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { clientsTexts } from "#app/features/crm/clients/clients-texts.ts";
import { formatDate, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, ReplyNotice } from "#app/features/crm/ui/ui.tsx";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { applyViewAction, savedViewsFor } from "#app/features/crm/views/views.server.ts";
import { SavedViews } from "#app/features/crm/views/ui/saved-views.tsx";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import {
  DataTable,
  FilterBar,
  FilterText,
  ListResults,
  type Column,
} from "#app/ui/data-table/data-table.tsx";
import { hasFilters, listQuery } from "#app/ui/data-table/query.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** Client institutions (issue 8): search, sort and pages on the server. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, "clients", "view");
  const { db, page, params } = listPage(args, ClientListSchema);
  return {
    ...page,
    params,
    list: await listClients(db, params),
    views: await savedViewsFor(db, staff, "clients", args.url),
  };
}

/** Saving and deleting the list's views (decision 039). */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "clients", "view");
  const form = await requireForm(args.request);
  return applyViewAction(services(args.context).db, staff, "clients", form);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const DEFAULTS = { sort: "name", dir: "asc", show: "clients", page: 1 } as const;
const SHOWS = ["clients", "pending"] as const;
type ClientRow = Route.ComponentProps["loaderData"]["list"]["rows"][number];

export default function AdminClientsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, clientsTexts);
  const { lang, text, params, list, views } = loaderData;
  const reply = useActionData<typeof action>() as AdminReply | undefined;
  const query = listQuery(params, DEFAULTS);
  const columns: Column<ClientRow>[] = [
    {
      key: "name",
      header: t("clients.columns.name"),
      priority: "primary",
      sortable: true,
      truncate: (r) => r.name,
      cell: (r) => (
        <Link
          to={localizedPath(`/admin/clients/${r.id}`, lang)}
          className="font-semibold text-brand hover:underline"
        >
          {r.name}
        </Link>
      ),
    },
    {
      key: "city",
      header: t("clients.columns.city"),
      sortable: true,
      truncate: (r) => r.city ?? t("common.none"),
      cell: (r) => r.city ?? t("common.none"),
    },
    {
      key: "plan",
      header: t("clients.columns.plan"),
      cell: (r) =>
        r.plan
          ? `${t(`clients.plans.${r.plan as "premium"}`)} · ${t(`clients.statuses.${r.status as "active"}`)}`
          : t("clients.noPlan"),
    },
    {
      key: "mrr",
      header: t("clients.columns.mrr"),
      sortable: true,
      numeric: true,
      cell: (r) => formatMoney(r.mrrCents, lang),
    },
    {
      key: "users",
      header: t("clients.columns.users"),
      priority: "medium",
      sortable: true,
      numeric: true,
      cell: (r) => formatNumber(r.users, lang),
    },
    {
      key: "created",
      header: t("clients.columns.created"),
      priority: "low",
      sortable: true,
      cell: (r) => formatDate(r.createdAt, lang),
    },
  ];
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <SavedViews views={views} reply={reply} />
      <ReplyNotice reply={reply} />
      <nav aria-label={t("clients.filters.show")} className="flex flex-wrap gap-2">
        {SHOWS.map((show) => (
          <Link
            key={show}
            to={query({ show, page: undefined })}
            aria-current={params.show === show ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              params.show === show
                ? "border-brand bg-brand-soft font-semibold text-ink"
                : "border-line text-ink-muted hover:text-ink"
            }`}
          >
            {t(`clients.show.${show}`)}
          </Link>
        ))}
      </nav>
      <FilterBar submit="search" hidden={params.show === "pending" ? { show: "pending" } : undefined}>
        <FilterText name="q" label={t("clients.filters.q")} value={params.q} />
      </FilterBar>
      <ListResults
        list={list}
        empty={params.show === "pending" && !params.q ? t("clients.emptyPending") : t("clients.empty")}
        clearHref={hasFilters(params, ["q"]) ? query({ q: undefined, page: undefined }) : undefined}
        query={query}
      >
        <DataTable
          label={t("nav.clients")}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          sort={{
            column: params.sort,
            dir: params.dir,
            href: (sort, dir) => query({ sort, dir, page: undefined }),
          }}
        />
      </ListResults>
    </AdminPage>
  );
}
