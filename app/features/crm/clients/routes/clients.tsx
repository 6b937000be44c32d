import { Form, Link } from "react-router";
import type { Route } from "./+types/clients";
import { listClients } from "#app/features/crm/clients/clients.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import {
  ClientListSchema,
  readParams,
  withParams,
  type ClientListParams,
} from "#app/features/crm/list-params.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { formatDate, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, INPUT, LABEL, Pager, SortHeader, TD, TH, Table } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** Client institutions (issue 8): search, sort and pages on the server. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "clients", "view");
  const params = readParams(ClientListSchema, args.url);
  return { ...loadPage(args), params, list: await listClients(services(args.context).db, params) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const DEFAULTS = { sort: "name", dir: "asc", page: 1 } as const;

function query(params: ClientListParams, changes: Record<string, string | number | undefined>) {
  return withParams(params as Record<string, string | number | undefined>, changes, DEFAULTS);
}

export default function AdminClientsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, params, list } = loaderData;
  const header = (column: string, label: string) => (
    <SortHeader
      column={column}
      label={label}
      sort={params.sort}
      dir={params.dir}
      href={(sort, dir) => query(params, { sort, dir, page: undefined })}
    />
  );
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-surface-raised p-3"
      >
        <label className="min-w-48 flex-1">
          <span className={LABEL}>{t("clients.filters.q")}</span>
          <input type="search" name="q" defaultValue={params.q ?? ""} className={INPUT} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t("common.search")}
        </button>
      </Form>
      {list.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t("clients.empty")}
        </p>
      ) : (
        <Table label={t("nav.clients")}>
          <thead>
            <tr>
              {header("name", t("clients.columns.name"))}
              {header("city", t("clients.columns.city"))}
              <th scope="col" className={TH}>
                {t("clients.columns.plan")}
              </th>
              {header("mrr", t("clients.columns.mrr"))}
              {header("users", t("clients.columns.users"))}
              {header("created", t("clients.columns.created"))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id} className="hover:bg-surface-sunken">
                <td className={TD}>
                  <Link
                    to={localizedPath(`/admin/clients/${r.id}`, lang)}
                    className="font-semibold text-brand hover:underline"
                  >
                    {r.name}
                  </Link>
                </td>
                <td className={TD}>{r.city ?? t("common.none")}</td>
                <td className={TD}>
                  {r.plan
                    ? `${t(`clients.plans.${r.plan as "premium"}`)} · ${t(`clients.statuses.${r.status as "active"}`)}`
                    : t("clients.noPlan")}
                </td>
                <td className={`${TD} text-right tabular-nums`}>{formatMoney(r.mrrCents, lang)}</td>
                <td className={`${TD} text-right tabular-nums`}>{formatNumber(r.users, lang)}</td>
                <td className={TD}>{formatDate(r.createdAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager
        page={list.page}
        pages={list.pages}
        total={list.total}
        href={(page) => query(params, { page })}
      />
    </AdminPage>
  );
}
