import { Link, useActionData } from "react-router";
import type { Route } from "./+types/subscriptions";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { listPage } from "#app/features/crm/list-page.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { operationsTexts } from "#app/features/crm/system/operations-section-locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import {
  applySubscriptionAction,
  getSubscriptionRow,
  listChangeRequestsForStaff,
  listSubscriptions,
  SubscriptionListSchema,
} from "#app/features/crm/subscriptions/subscriptions.server.ts";
import { PLANS, SUBSCRIPTION_STATUSES } from "#app/features/crm/system/operations.ts";
import { formatDate, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { ADDON_DEFINITIONS, ADDON_IDS } from "#content/plans.ts";
import { AdminPage, Panel, ReplyNotice } from "#app/features/crm/ui/ui.tsx";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { ChoiceGroup, SelectField, TextField } from "#app/ui/form/fields.tsx";
import {
  DataTable,
  FilterBar,
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
import { planRequestOutcomes } from "#app/features/orders/plan-change.server.ts";
import { adjustmentForStaff, termsInWords } from "#app/features/orders/plan-words.ts";

/** Subscriptions (issue 8): list and filters, changes, and the customers' change requests. */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "subscriptions", "view");
  const { db, clock, page, params } = listPage(args, SubscriptionListSchema);
  const canEdit = can(role, "subscriptions", "edit");
  const requests = await listChangeRequestsForStaff(db);
  return {
    ...page,
    params,
    canEdit,
    list: await listSubscriptions(db, params),
    editing: canEdit && params.edit ? await getSubscriptionRow(db, params.edit) : null,
    requests,
    // What each plan request does (or did): the terms before and after, the prorated amount.
    outcomes: await planRequestOutcomes(db, requests, clock.now()),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "subscriptions", "edit");
  const form = await requireForm(args.request);
  return applySubscriptionAction(
    services(args.context).db,
    { context: args.context, session: staff.session },
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type Data = Route.ComponentProps["loaderData"];
type SubscriptionRow = Data["list"]["rows"][number];
type RequestRow = Data["requests"][number];
const FILTERS = ["status", "plan", "q"];

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, operationsTexts);
  const reply = useActionData<typeof action>();
  const { lang, text, params, list, editing, requests, canEdit } = loaderData;
  const update = reply?.intent === "update" ? reply : undefined;
  const addonName = (id: string) => ADDON_DEFINITIONS.find((a) => a.id === id)?.name[lang] ?? id;
  const query = listQuery(params, { page: 1 });
  const resetHref = localizedPath("/admin/subscriptions", lang);
  const addons = (r: SubscriptionRow) =>
    r.addons.length ? r.addons.map((a) => addonName(a.id)).join(", ") : t("subscriptions.none");
  const columns: Column<SubscriptionRow>[] = [
    {
      key: "institution",
      header: t("subscriptions.columns.institution"),
      priority: "primary",
      truncate: (r) => r.institution,
      cell: (r) => (
        <Link
          to={localizedPath(`/admin/clients/${r.institutionId}`, lang)}
          className="font-semibold text-brand hover:underline"
        >
          {r.institution}
        </Link>
      ),
    },
    { key: "plan", header: t("subscriptions.columns.plan"), cell: (r) => t(`subscriptions.plans.${r.plan}`) },
    {
      key: "status",
      header: t("subscriptions.columns.status"),
      cell: (r) => t(`subscriptions.statuses.${r.status}`),
    },
    {
      key: "cap",
      header: t("subscriptions.columns.cap"),
      priority: "medium",
      numeric: true,
      cell: (r) => (r.studentCap === null ? t("subscriptions.unlimited") : formatNumber(r.studentCap, lang)),
    },
    {
      key: "addons",
      header: t("subscriptions.columns.addons"),
      priority: "low",
      truncate: addons,
      cell: addons,
    },
    {
      key: "mrr",
      header: t("subscriptions.columns.mrr"),
      numeric: true,
      cell: (r) => formatMoney(r.mrrCents, lang),
    },
    {
      key: "renews",
      header: t("subscriptions.columns.renews"),
      priority: "medium",
      cell: (r) => (r.renewsAt ? formatDate(r.renewsAt, lang) : t("common.none")),
    },
    ...(canEdit
      ? [
          {
            key: "edit",
            header: t("subscriptions.edit"),
            cell: (r: SubscriptionRow) => (
              <Link to={`${query({ edit: r.id })}#edit-title`} className="text-brand hover:underline">
                {t("subscriptions.edit")}
              </Link>
            ),
          },
        ]
      : []),
  ];
  const requestColumns: Column<RequestRow>[] = [
    {
      key: "date",
      header: t("subscriptions.requestColumns.date"),
      priority: "medium",
      cell: (r) => formatDate(r.createdAt, lang),
    },
    {
      key: "institution",
      header: t("subscriptions.requestColumns.institution"),
      priority: "primary",
      truncate: (r) => r.institution,
      cell: (r) => r.institution,
    },
    {
      key: "request",
      header: t("subscriptions.requestColumns.request"),
      cell: (r) => {
        const value =
          r.kind === "plan"
            ? t(`subscriptions.plans.${(r.plan ?? "custom") as (typeof PLANS)[number]}`)
            : r.kind === "addon"
              ? addonName(r.addon ?? "")
              : formatNumber(r.studentCap ?? 0, lang);
        const outcome = loaderData.outcomes[r.id];
        const label = t(`subscriptions.requestKinds.${r.kind}`, { value });
        if (!outcome) return label;
        // One box (a card's line holds the label and one value); the terms before and after are
        // a long line that wraps, so that the list fits its box.
        return (
          <span className="block min-w-0">
            {label}
            <span
              className="block whitespace-normal text-xs text-ink-muted @2xl:min-w-64"
              data-testid="request-outcome"
            >
              {termsInWords(outcome.before, lang)} → {termsInWords(outcome.after, lang)} ·{" "}
              {adjustmentForStaff(outcome.amountCents, lang)}
            </span>
          </span>
        );
      },
    },
    {
      key: "note",
      header: t("subscriptions.requestColumns.note"),
      priority: "low",
      truncate: (r) => r.note ?? t("common.none"),
      cell: (r) => r.note ?? t("common.none"),
    },
    {
      key: "status",
      header: t("subscriptions.requestColumns.status"),
      cell: (r) => t(`subscriptions.requestStatuses.${r.status}`),
    },
    {
      key: "decision",
      header: t("subscriptions.requestColumns.decision"),
      cell: (r) =>
        (r.status === "submitted" || r.status === "in_review") && canEdit ? (
          <AdminForm
            intent="decide"
            idPrefix={`decide-${r.id}`}
            hidden={{ requestId: r.id }}
            // A refusal of the server is said above the table, whichever row it was.
            reply={undefined}
            choices={{
              name: "decision",
              options: [
                {
                  value: "accept",
                  label: t("subscriptions.accept"),
                  ariaLabel: t("subscriptions.acceptLabel", { institution: r.institution }),
                  className: "btn btn-primary",
                },
                {
                  value: "refuse",
                  label: t("subscriptions.refuse"),
                  ariaLabel: t("subscriptions.refuseLabel", { institution: r.institution }),
                  className: "btn btn-secondary",
                },
              ],
            }}
          />
        ) : (
          t("common.none")
        ),
    },
  ];
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <ReplyNotice reply={reply} />
      {reply?.intent === "decide" && reply.fieldErrors?.requestId ? (
        <p role="alert" className="text-sm text-danger">
          {t(`validation.${reply.fieldErrors.requestId}`)}
        </p>
      ) : null}
      {editing ? (
        <Panel title={t("subscriptions.editTitle", { institution: editing.institution })} id="edit">
          <AdminForm
            key={editing.id}
            intent="update"
            hidden={{ subscriptionId: editing.id }}
            reply={update}
            initialValues={{
              plan: editing.plan,
              status: editing.status,
              studentCap: editing.studentCap === null ? "" : String(editing.studentCap),
              renewsAt: editing.renewsAt?.slice(0, 10) ?? "",
              addons: editing.addons.map((a) => a.id),
            }}
            submitLabel={t("subscriptions.save")}
            buttonClass="btn btn-primary"
            className="space-y-4"
            beside={
              <Link to={query({ edit: undefined })} className="btn btn-secondary">
                {t("subscriptions.cancelEdit")}
              </Link>
            }
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                name="plan"
                label={t("subscriptions.columns.plan")}
                options={PLANS.map((p) => ({ value: p, label: t(`subscriptions.plans.${p}`) }))}
              />
              <SelectField
                name="status"
                label={t("subscriptions.columns.status")}
                options={SUBSCRIPTION_STATUSES.map((s) => ({
                  value: s,
                  label: t(`subscriptions.statuses.${s}`),
                }))}
              />
              <TextField name="studentCap" label={t("subscriptions.cap")} inputMode="numeric" />
              <TextField name="renewsAt" label={t("subscriptions.renewsAt")} type="date" />
            </div>
            <ChoiceGroup
              name="addons"
              type="checkbox"
              legend={t("subscriptions.addons")}
              columns={3}
              options={ADDON_IDS.map((id) => ({ value: id, label: addonName(id) }))}
            />
          </AdminForm>
        </Panel>
      ) : null}
      <FilterBar resetHref={resetHref}>
        <FilterSelect
          name="status"
          label={t("subscriptions.filters.status")}
          value={params.status}
          options={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`subscriptions.statuses.${s}`) }))}
        />
        <FilterSelect
          name="plan"
          label={t("subscriptions.filters.plan")}
          value={params.plan}
          options={PLANS.map((p) => ({ value: p, label: t(`subscriptions.plans.${p}`) }))}
        />
        <FilterText name="q" label={t("subscriptions.filters.q")} value={params.q} />
      </FilterBar>
      <ListResults
        list={list}
        empty={t("subscriptions.empty")}
        clearHref={hasFilters(params, FILTERS) ? resetHref : undefined}
        query={query}
      >
        <DataTable
          label={t("nav.subscriptions")}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          rowAttributes={() => ({ "data-testid": "subscription-row" })}
        />
      </ListResults>
      <Panel title={t("subscriptions.requests")} id="requests">
        {requests.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("subscriptions.requestsEmpty")}</p>
        ) : (
          <DataTable
            label={t("subscriptions.requests")}
            columns={requestColumns}
            rows={requests}
            rowKey={(r) => r.id}
            rowAttributes={(r) => ({ "data-testid": "change-request", "data-request-id": r.id })}
          />
        )}
      </Panel>
    </AdminPage>
  );
}
