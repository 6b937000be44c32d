import { Form, Link } from "react-router";
import type { Route } from "./+types/support";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { withParams } from "#app/features/crm/list-params.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import {
  listSupportTickets,
  supportStaff,
  TicketListSchema,
  type TicketListParams,
} from "#app/features/crm/support/support.server.ts";
import { TICKET_STATUSES } from "#app/features/crm/system/operations.ts";
import { readParams } from "#app/features/crm/list-params.ts";
import { PRIORITY_LEVELS } from "#app/features/client-space/sla.ts";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, INPUT, LABEL, Pager, TD, TH, Table } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** The support queue (issue 8): filters on the server, overdue against each plan's response target. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "support", "view");
  const { db } = services(args.context);
  const params = readParams(TicketListSchema, args.url);
  return {
    ...loadPage(args),
    params,
    list: await listSupportTickets(db, params),
    staff: await supportStaff(db),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function query(params: TicketListParams, changes: Record<string, string | number | undefined>) {
  return withParams(params as Record<string, string | number | undefined>, changes, { page: 1 });
}

export default function AdminSupportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, params, list, staff } = loaderData;
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-surface-raised p-3"
      >
        <label>
          <span className={LABEL}>{t("support.filters.status")}</span>
          <select name="status" defaultValue={params.status ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            <option value="active">{t("support.filters.active")}</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`support.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL}>{t("support.filters.priority")}</span>
          <select name="priority" defaultValue={params.priority ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            {PRIORITY_LEVELS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL}>{t("support.filters.assignee")}</span>
          <select name="assignee" defaultValue={params.assignee ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            <option value="none">{t("support.filters.unassigned")}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-48 flex-1">
          <span className={LABEL}>{t("support.filters.q")}</span>
          <input type="search" name="q" defaultValue={params.q ?? ""} className={INPUT} />
        </label>
        <label className="flex items-center gap-2 self-center text-sm text-ink">
          <input type="checkbox" name="overdue" value="1" defaultChecked={params.overdue === "1"} />
          {t("support.filters.overdue")}
        </label>
        <button type="submit" className="btn btn-primary">
          {t("common.filter")}
        </button>
        <Link to={localizedPath("/admin/support", lang)} className="btn btn-secondary">
          {t("common.reset")}
        </Link>
      </Form>
      {list.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t("support.empty")}
        </p>
      ) : (
        <Table label={t("nav.support")}>
          <thead>
            <tr>
              {(
                ["subject", "institution", "status", "priority", "assignee", "target", "updated"] as const
              ).map((c) => (
                <th key={c} scope="col" className={TH}>
                  {t(`support.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id} className="hover:bg-surface-sunken">
                <td className={TD}>
                  <Link
                    to={localizedPath(`/admin/support/${r.id}`, lang)}
                    className="font-semibold text-brand hover:underline"
                  >
                    {r.subject}
                  </Link>
                </td>
                <td className={TD}>{r.institution ?? t("common.none")}</td>
                <td className={TD}>{t(`support.statuses.${r.status}`)}</td>
                <td className={TD}>{r.priority}</td>
                <td className={TD}>{r.assigneeName ?? t("common.none")}</td>
                <td className={`${TD} ${r.target?.state === "late" ? "font-semibold text-danger" : ""}`}>
                  {r.target
                    ? t(`support.targetStates.${r.target.state}`, {
                        due: formatDateTime(r.target.dueAt, lang),
                        hours: r.target.hours,
                      })
                    : t("support.noTarget")}
                </td>
                <td className={TD}>{formatDateTime(r.updatedAt, lang)}</td>
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
