import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/subscriptions";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { readParams, withParams } from "#app/features/crm/list-params.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import {
  applySubscriptionAction,
  getSubscriptionRow,
  listChangeRequestsForStaff,
  listSubscriptions,
  SubscriptionListSchema,
  type SubscriptionListParams,
} from "#app/features/crm/subscriptions/subscriptions.server.ts";
import { PLANS, SUBSCRIPTION_STATUSES } from "#app/features/crm/system/operations.ts";
import { formatDate, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { ADDON_DEFINITIONS, ADDON_IDS } from "#content/plans.ts";
import {
  AdminPage,
  FieldError,
  INPUT,
  LABEL,
  Pager,
  Panel,
  ReplyNotice,
  TD,
  TH,
  Table,
} from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/** Subscriptions (issue 8): list and filters, changes, and the customers' change requests. */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "subscriptions", "view");
  const { db } = services(args.context);
  const params = readParams(SubscriptionListSchema, args.url);
  const canEdit = can(role, "subscriptions", "edit");
  return {
    ...loadPage(args),
    params,
    canEdit,
    list: await listSubscriptions(db, params),
    editing: canEdit && params.edit ? await getSubscriptionRow(db, params.edit) : null,
    requests: await listChangeRequestsForStaff(db),
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

function query(params: SubscriptionListParams, changes: Record<string, string | number | undefined>) {
  return withParams(params as Record<string, string | number | undefined>, changes, { page: 1 });
}

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const reply = useActionData<typeof action>();
  const { lang, text, params, list, editing, requests, canEdit } = loaderData;
  const update = reply?.intent === "update" ? reply : undefined;
  const addonName = (id: string) => ADDON_DEFINITIONS.find((a) => a.id === id)?.name[lang] ?? id;
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
          <Form method="post" className="grid gap-3 sm:grid-cols-2" noValidate key={editing.id}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="subscriptionId" value={editing.id} />
            <label>
              <span className={LABEL}>{t("subscriptions.columns.plan")}</span>
              <select name="plan" className={INPUT} defaultValue={update?.values?.plan ?? editing.plan}>
                {PLANS.map((p) => (
                  <option key={p} value={p}>
                    {t(`subscriptions.plans.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className={LABEL}>{t("subscriptions.columns.status")}</span>
              <select name="status" className={INPUT} defaultValue={update?.values?.status ?? editing.status}>
                {SUBSCRIPTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`subscriptions.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className={LABEL}>{t("subscriptions.cap")}</span>
              <input
                name="studentCap"
                inputMode="numeric"
                className={INPUT}
                defaultValue={
                  update?.values?.studentCap ??
                  (editing.studentCap === null ? "" : String(editing.studentCap))
                }
                aria-invalid={update?.fieldErrors?.studentCap ? true : undefined}
                aria-describedby={update?.fieldErrors?.studentCap ? "cap-error" : undefined}
              />
              <FieldError id="cap-error" reply={update} field="studentCap" />
            </label>
            <label>
              <span className={LABEL}>{t("subscriptions.renewsAt")}</span>
              <input
                type="date"
                name="renewsAt"
                className={INPUT}
                defaultValue={update?.values?.renewsAt ?? editing.renewsAt?.slice(0, 10) ?? ""}
                aria-invalid={update?.fieldErrors?.renewsAt ? true : undefined}
                aria-describedby={update?.fieldErrors?.renewsAt ? "renews-error" : undefined}
              />
              <FieldError id="renews-error" reply={update} field="renewsAt" />
            </label>
            <fieldset className="sm:col-span-2">
              <legend className={LABEL}>{t("subscriptions.addons")}</legend>
              <div className="mt-1 grid gap-1 sm:grid-cols-3">
                {ADDON_IDS.map((id) => (
                  <label key={id} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      name="addons"
                      value={id}
                      defaultChecked={editing.addons.some((a) => a.id === id)}
                    />
                    {addonName(id)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex gap-2 sm:col-span-2">
              <button type="submit" className="btn btn-primary">
                {t("subscriptions.save")}
              </button>
              <Link to={query(params, { edit: undefined })} className="btn btn-secondary">
                {t("subscriptions.cancelEdit")}
              </Link>
            </div>
          </Form>
        </Panel>
      ) : null}
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-surface-raised p-3"
      >
        <label>
          <span className={LABEL}>{t("subscriptions.filters.status")}</span>
          <select name="status" defaultValue={params.status ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`subscriptions.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL}>{t("subscriptions.filters.plan")}</span>
          <select name="plan" defaultValue={params.plan ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {t(`subscriptions.plans.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-48 flex-1">
          <span className={LABEL}>{t("subscriptions.filters.q")}</span>
          <input type="search" name="q" defaultValue={params.q ?? ""} className={INPUT} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t("common.filter")}
        </button>
        <Link to={localizedPath("/admin/subscriptions", lang)} className="btn btn-secondary">
          {t("common.reset")}
        </Link>
      </Form>
      {list.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t("subscriptions.empty")}
        </p>
      ) : (
        <Table label={t("nav.subscriptions")}>
          <thead>
            <tr>
              {(["institution", "plan", "status", "cap", "addons", "mrr", "renews"] as const).map((c) => (
                <th key={c} scope="col" className={TH}>
                  {t(`subscriptions.columns.${c}`)}
                </th>
              ))}
              {canEdit ? <th scope="col" className={TH} aria-label={t("subscriptions.edit")} /> : null}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id} data-testid="subscription-row" className="hover:bg-surface-sunken">
                <td className={TD}>
                  <Link
                    to={localizedPath(`/admin/clients/${r.institutionId}`, lang)}
                    className="font-semibold text-brand hover:underline"
                  >
                    {r.institution}
                  </Link>
                </td>
                <td className={TD}>{t(`subscriptions.plans.${r.plan}`)}</td>
                <td className={TD}>{t(`subscriptions.statuses.${r.status}`)}</td>
                <td className={`${TD} text-right tabular-nums`}>
                  {r.studentCap === null ? t("subscriptions.unlimited") : formatNumber(r.studentCap, lang)}
                </td>
                <td className={TD}>
                  {r.addons.length
                    ? r.addons.map((a) => addonName(a.id)).join(", ")
                    : t("subscriptions.none")}
                </td>
                <td className={`${TD} text-right tabular-nums`}>{formatMoney(r.mrrCents, lang)}</td>
                <td className={TD}>{r.renewsAt ? formatDate(r.renewsAt, lang) : t("common.none")}</td>
                {canEdit ? (
                  <td className={TD}>
                    <Link
                      to={`${query(params, { edit: r.id })}#edit-title`}
                      className="text-brand hover:underline"
                    >
                      {t("subscriptions.edit")}
                    </Link>
                  </td>
                ) : null}
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
      <Panel title={t("subscriptions.requests")} id="requests">
        {requests.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("subscriptions.requestsEmpty")}</p>
        ) : (
          <Table label={t("subscriptions.requests")}>
            <thead>
              <tr>
                {(["date", "institution", "request", "note", "status", "decision"] as const).map((c) => (
                  <th key={c} scope="col" className={TH}>
                    {t(`subscriptions.requestColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => {
                const value =
                  r.kind === "plan"
                    ? t(`subscriptions.plans.${(r.plan ?? "custom") as (typeof PLANS)[number]}`)
                    : r.kind === "addon"
                      ? addonName(r.addon ?? "")
                      : formatNumber(r.studentCap ?? 0, lang);
                const open = r.status === "submitted" || r.status === "in_review";
                return (
                  <tr key={r.id} data-testid="change-request" data-request-id={r.id}>
                    <td className={TD}>{formatDate(r.createdAt, lang)}</td>
                    <td className={TD}>{r.institution}</td>
                    <td className={TD}>{t(`subscriptions.requestKinds.${r.kind}`, { value })}</td>
                    <td className={`${TD} max-w-xs truncate`}>{r.note ?? t("common.none")}</td>
                    <td className={TD}>{t(`subscriptions.requestStatuses.${r.status}`)}</td>
                    <td className={TD}>
                      {open && canEdit ? (
                        <Form method="post" className="flex gap-2">
                          <input type="hidden" name="intent" value="decide" />
                          <input type="hidden" name="requestId" value={r.id} />
                          <button
                            type="submit"
                            name="decision"
                            value="accept"
                            className="btn btn-primary"
                            aria-label={t("subscriptions.acceptLabel", { institution: r.institution })}
                          >
                            {t("subscriptions.accept")}
                          </button>
                          <button
                            type="submit"
                            name="decision"
                            value="refuse"
                            className="btn btn-secondary"
                            aria-label={t("subscriptions.refuseLabel", { institution: r.institution })}
                          >
                            {t("subscriptions.refuse")}
                          </button>
                        </Form>
                      ) : (
                        t("common.none")
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </Panel>
    </AdminPage>
  );
}
