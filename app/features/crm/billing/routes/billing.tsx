import { Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/billing";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { SelectField } from "#app/ui/form/fields.tsx";
import {
  applyBillingListAction,
  billableSubscriptions,
  InvoiceListSchema,
  listAdminInvoices,
} from "#app/features/crm/billing/billing.server.ts";
import { INVOICE_STATUSES } from "#app/features/crm/system/operations.ts";
import { billingAging } from "#app/features/crm/billing/reminders.server.ts";
import { AGING_BUCKETS } from "#app/features/crm/billing/reminders.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { listPage } from "#app/features/crm/list-page.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { operationsTexts } from "#app/features/crm/system/operations-section-locales.ts";
import { remindersTexts } from "#app/features/crm/billing/reminder-section-locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, Panel, Stat } from "#app/features/crm/ui/ui.tsx";
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
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/** Invoices and credit notes (issue 8): filters (overdue included) and new drafts from a subscription. */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "billing", "view");
  const { db, page, params } = listPage(args, InvoiceListSchema);
  const canEdit = can(role, "billing", "edit");
  return {
    ...page,
    params,
    canEdit,
    list: await listAdminInvoices(db, params),
    aging: await billingAging(db),
    subscriptions: canEdit ? await billableSubscriptions(db) : [],
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "billing", "edit");
  const form = await requireForm(args.request);
  const { db, clock } = services(args.context);
  const reply = await applyBillingListAction(
    db,
    { context: args.context, session: staff.session },
    form,
    clock.now(),
  );
  if ("invoiceId" in reply) throw redirect(localizedPath(`/admin/billing/${reply.invoiceId}`, staff.lang));
  return reply;
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type InvoiceRow = Route.ComponentProps["loaderData"]["list"]["rows"][number];
const FILTERS = ["status", "kind", "q", "overdue"];

export default function AdminBillingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, operationsTexts, remindersTexts);
  const reply = useActionData<typeof action>();
  const { lang, text, params, list, subscriptions, canEdit, aging } = loaderData;
  const query = listQuery(params, { page: 1 });
  const resetHref = localizedPath("/admin/billing", lang);
  const columns: Column<InvoiceRow>[] = [
    {
      key: "number",
      header: t("billing.columns.number"),
      priority: "primary",
      cell: (r) => (
        <Link
          to={localizedPath(`/admin/billing/${r.id}`, lang)}
          className="font-semibold text-brand hover:underline"
        >
          {r.number || t("billing.noNumber")}
        </Link>
      ),
    },
    {
      key: "kind",
      header: t("billing.columns.kind"),
      priority: "medium",
      cell: (r) => t(`billing.kinds.${r.kind}`),
    },
    {
      key: "institution",
      header: t("billing.columns.institution"),
      truncate: (r) => r.institution,
      cell: (r) => r.institution,
    },
    {
      key: "status",
      header: t("billing.columns.status"),
      cell: (r) => (
        <>
          {t(`billing.statuses.${r.status}`)}
          {r.overdue ? <strong className="ml-1 text-danger">· {t("billing.overdue")}</strong> : null}
        </>
      ),
    },
    {
      key: "total",
      header: t("billing.columns.total"),
      numeric: true,
      cell: (r) => formatMoney(r.totalCents, lang, r.currency),
    },
    {
      key: "issued",
      header: t("billing.columns.issued"),
      priority: "low",
      cell: (r) => (r.issuedAt ? formatDate(r.issuedAt, lang) : t("common.none")),
    },
    {
      key: "due",
      header: t("billing.columns.due"),
      priority: "medium",
      cell: (r) => (r.dueAt ? formatDate(r.dueAt, lang) : t("common.none")),
    },
  ];
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Panel title={t("billingReminders.aging.title")} id="aging">
        <p className="mb-3 text-sm text-ink-muted">{t("billingReminders.aging.lead")}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="aging">
          {AGING_BUCKETS.map((bucket) => (
            <Stat
              key={bucket}
              label={t(`billingReminders.aging.buckets.${bucket}`)}
              value={formatMoney(aging[bucket].cents, lang)}
              to={bucket === "notDue" ? undefined : `${resetHref}?overdue=1`}
            >
              <span className="text-sm text-ink-muted">
                {t("billingReminders.aging.count", { count: aging[bucket].count })}
              </span>
            </Stat>
          ))}
        </div>
      </Panel>
      {canEdit ? (
        <Panel title={t("billing.newDraft")} id="new-draft">
          <AdminForm
            intent="draft"
            reply={reply}
            submitLabel={t("billing.createDraft")}
            buttonClass="btn btn-primary"
            className="flex flex-wrap items-end gap-2"
          >
            <SelectField
              name="subscriptionId"
              label={t("billing.fromSubscription")}
              className="min-w-0 flex-1"
              placeholder={t("billing.chooseSubscription")}
              options={subscriptions.map((s) => ({
                value: s.id,
                label: `${s.institution} — ${t(`subscriptions.plans.${s.plan}`)}`,
              }))}
            />
          </AdminForm>
        </Panel>
      ) : null}
      <FilterBar resetHref={resetHref}>
        <FilterSelect
          name="status"
          label={t("billing.filters.status")}
          value={params.status}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`billing.statuses.${s}`) }))}
        />
        <FilterSelect
          name="kind"
          label={t("billing.filters.kind")}
          value={params.kind}
          options={(["invoice", "credit_note"] as const).map((k) => ({
            value: k,
            label: t(`billing.kinds.${k}`),
          }))}
        />
        <FilterText name="q" label={t("billing.filters.q")} value={params.q} />
        <FilterCheck name="overdue" label={t("billing.filters.overdue")} checked={params.overdue === "1"} />
      </FilterBar>
      <ListResults
        list={list}
        empty={t("billing.empty")}
        clearHref={hasFilters(params, FILTERS) ? resetHref : undefined}
        query={query}
      >
        <DataTable
          label={t("nav.billing")}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          rowAttributes={() => ({ "data-testid": "invoice-row" })}
        />
      </ListResults>
    </AdminPage>
  );
}
