import { Link, useActionData } from "react-router";
import type { Route } from "./+types/support";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { applyBulkTicketAction, type BulkReply } from "#app/features/crm/bulk/bulk.server.ts";
import { isBulkIntent } from "#app/features/crm/bulk/bulk.ts";
import {
  BulkAssign,
  BulkBar,
  BulkChoice,
  BulkNotice,
  useRowSelection,
} from "#app/features/crm/bulk/ui/bulk-bar.tsx";
import { applyViewAction, savedViewsFor } from "#app/features/crm/views/views.server.ts";
import { SavedViews } from "#app/features/crm/views/ui/saved-views.tsx";
import { can } from "#app/features/crm/permissions.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { operationsTexts } from "#app/features/crm/system/operations-section-locales.ts";
import {
  listSupportTickets,
  supportStaff,
  TicketListSchema,
} from "#app/features/crm/support/support.server.ts";
import { TICKET_STATUSES } from "#app/features/crm/system/operations.ts";
import { listPage } from "#app/features/crm/list-page.server.ts";
import { PRIORITY_LEVELS } from "#app/features/client-space/sla.ts";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, ReplyNotice } from "#app/features/crm/ui/ui.tsx";
import {
  DataTable,
  FilterBar,
  FilterCheck,
  FilterSelect,
  FilterText,
  ListResults,
  type Column,
} from "#app/ui/data-table/data-table.tsx";
import { hasFilters, listQuery } from "#app/ui/data-table/query.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** The support queue (issue 8): filters on the server, overdue against each plan's response target. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, "support", "view");
  const { db, page, params } = listPage(args, TicketListSchema);
  return {
    ...page,
    params,
    list: await listSupportTickets(db, params),
    staff: await supportStaff(db),
    views: await savedViewsFor(db, staff, "support", args.url),
    canEdit: can(staff.role, "support", "edit"),
  };
}

/** The queue's bulk assignment and status change (decision 039), and its saved views. */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "support", "view");
  const form = await requireForm(args.request);
  const { db } = services(args.context);
  return isBulkIntent(form.get("intent"))
    ? applyBulkTicketAction(db, { ...staff, context: args.context }, form)
    : applyViewAction(db, staff, "support", form);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type TicketRow = Route.ComponentProps["loaderData"]["list"]["rows"][number];
const FILTERS = ["status", "priority", "assignee", "q", "overdue"];
const BULK_FORM = "bulk-tickets";

export default function AdminSupportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, operationsTexts);
  const { lang, text, params, list, staff, views, canEdit } = loaderData;
  const answer = useActionData<typeof action>() as BulkReply | undefined;
  const selection = useRowSelection(
    list.rows,
    (r) => r.id,
    (r) => r.subject,
    BULK_FORM,
    answer?.selected,
  );
  const values = answer?.ok ? undefined : answer?.values;
  const query = listQuery(params, { page: 1 });
  const resetHref = localizedPath("/admin/support", lang);
  const columns: Column<TicketRow>[] = [
    {
      key: "subject",
      header: t("support.columns.subject"),
      priority: "primary",
      truncate: (r) => r.subject,
      cell: (r) => (
        <Link
          to={localizedPath(`/admin/support/${r.id}`, lang)}
          className="font-semibold text-brand hover:underline"
        >
          {r.subject}
        </Link>
      ),
    },
    {
      key: "institution",
      header: t("support.columns.institution"),
      truncate: (r) => r.institution ?? t("common.none"),
      cell: (r) => r.institution ?? t("common.none"),
    },
    { key: "status", header: t("support.columns.status"), cell: (r) => t(`support.statuses.${r.status}`) },
    { key: "priority", header: t("support.columns.priority"), priority: "medium", cell: (r) => r.priority },
    {
      key: "assignee",
      header: t("support.columns.assignee"),
      priority: "medium",
      truncate: (r) => r.assigneeName ?? t("common.none"),
      cell: (r) => r.assigneeName ?? t("common.none"),
    },
    {
      key: "target",
      header: t("support.columns.target"),
      cellClass: (r) => (r.target?.state === "late" ? "font-semibold text-danger" : undefined),
      cell: (r) =>
        r.target
          ? t(`support.targetStates.${r.target.state}`, {
              due: formatDateTime(r.target.dueAt, lang),
              hours: r.target.hours,
            })
          : t("support.noTarget"),
    },
    {
      key: "updated",
      header: t("support.columns.updated"),
      priority: "low",
      cell: (r) => formatDateTime(r.updatedAt, lang),
    },
  ];
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <SavedViews views={views} reply={answer} />
      <FilterBar resetHref={resetHref}>
        <FilterSelect
          name="status"
          label={t("support.filters.status")}
          value={params.status}
          options={[
            { value: "active", label: t("support.filters.active") },
            ...TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) })),
          ]}
        />
        <FilterSelect
          name="priority"
          label={t("support.filters.priority")}
          value={params.priority}
          options={PRIORITY_LEVELS.map((p) => ({ value: p, label: p }))}
        />
        <FilterSelect
          name="assignee"
          label={t("support.filters.assignee")}
          value={params.assignee}
          options={[
            { value: "none", label: t("support.filters.unassigned") },
            ...staff.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <FilterText name="q" label={t("support.filters.q")} value={params.q} />
        <FilterCheck name="overdue" label={t("support.filters.overdue")} checked={params.overdue === "1"} />
      </FilterBar>
      <ReplyNotice reply={answer && !isBulkIntent(answer.intent) ? answer : undefined} />
      <BulkNotice reply={answer} />
      <ListResults
        list={list}
        empty={t("support.empty")}
        clearHref={hasFilters(params, FILTERS) ? resetHref : undefined}
        query={query}
      >
        <DataTable
          label={t("nav.support")}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          selection={canEdit ? selection : undefined}
        />
        {canEdit ? (
          <BulkBar id={BULK_FORM} count={selection.selected.size} onClear={selection.clear}>
            <BulkAssign formId={BULK_FORM} name="assigneeId" people={staff} values={values} />
            <BulkChoice
              formId={BULK_FORM}
              intent="bulk.status"
              name="status"
              label={t("bulk.statusTo")}
              button={t("bulk.setStatus")}
              values={values}
              options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
            />
          </BulkBar>
        ) : null}
      </ListResults>
    </AdminPage>
  );
}
