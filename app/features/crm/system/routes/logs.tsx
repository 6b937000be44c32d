import { Form, Link } from "react-router";
import type { Route } from "./+types/logs";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { LogListSchema, readParams, withParams, type LogListParams } from "#app/features/crm/list-params.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { listLogs } from "#app/features/crm/system/logs.server.ts";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, INPUT, LABEL, Pager, SortHeader, TD, TH, Table } from "#app/features/crm/ui/ui.tsx";
import { actionLabel, describeChanges } from "#app/features/crm/ui/timeline.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** The audit log of every staff action and security event (issue 8): filterable, never editable. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "audit", "view");
  const params = readParams(LogListSchema, args.url);
  return { ...loadPage(args), params, list: await listLogs(services(args.context).db, params) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function query(params: LogListParams, changes: Record<string, string | number | undefined>) {
  return withParams(params as Record<string, string | number | undefined>, changes, { dir: "desc", page: 1 });
}

export default function AdminLogsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, params, list } = loaderData;
  return (
    <AdminPage title={text.heading} lead={`${text.lead} ${t("logs.readOnly")}`}>
      <Form
        method="get"
        className="grid grid-cols-2 items-end gap-2 rounded-xl border border-line bg-surface-raised p-3 sm:grid-cols-3 lg:grid-cols-6"
      >
        <label>
          <span className={LABEL}>{t("logs.filters.action")}</span>
          <select name="action" defaultValue={params.action ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            {list.actions.map((a) => (
              <option key={a} value={a}>
                {actionLabel(t as never, a)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL}>{t("logs.filters.entity")}</span>
          <select name="entity" defaultValue={params.entity ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            {list.entities.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        <label className="col-span-2 sm:col-span-1">
          <span className={LABEL}>{t("logs.filters.actor")}</span>
          <input type="email" name="actor" defaultValue={params.actor ?? ""} className={INPUT} />
        </label>
        <label>
          <span className={LABEL}>{t("common.from")}</span>
          <input type="date" name="from" defaultValue={params.from ?? ""} className={INPUT} />
        </label>
        <label>
          <span className={LABEL}>{t("common.to")}</span>
          <input type="date" name="to" defaultValue={params.to ?? ""} className={INPUT} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            {t("common.filter")}
          </button>
          <Link to="?" className="btn btn-secondary">
            {t("common.reset")}
          </Link>
        </div>
      </Form>
      {list.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t("logs.empty")}
        </p>
      ) : (
        <Table label={t("nav.logs")}>
          <thead>
            <tr>
              <SortHeader
                column="time"
                label={t("logs.columns.time")}
                sort="time"
                dir={params.dir}
                href={(_, dir) => query(params, { dir, page: undefined })}
              />
              <th scope="col" className={TH}>
                {t("logs.columns.actor")}
              </th>
              <th scope="col" className={TH}>
                {t("logs.columns.action")}
              </th>
              <th scope="col" className={TH}>
                {t("logs.columns.entity")}
              </th>
              <th scope="col" className={TH}>
                {t("logs.columns.details")}
              </th>
              <th scope="col" className={TH}>
                {t("logs.columns.ip")}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id}>
                <td className={TD}>{formatDateTime(r.at, lang)}</td>
                <td className={TD}>{r.actor ?? t("logs.system")}</td>
                <td className={TD}>{actionLabel(t as never, r.action)}</td>
                <td className={TD}>
                  {r.entityType}
                  {r.entityId ? <span className="text-ink-muted"> {r.entityId.slice(0, 8)}</span> : null}
                </td>
                <td className={`${TD} max-w-md truncate`} title={describeChanges(r.changes)}>
                  {describeChanges(r.changes)}
                </td>
                <td className={TD}>{r.ip ?? t("common.none")}</td>
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
