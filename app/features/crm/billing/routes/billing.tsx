import { Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/billing";
import {
  applyBillingListAction,
  billableSubscriptions,
  InvoiceListSchema,
  listAdminInvoices,
  type InvoiceListParams,
} from "#app/features/crm/billing/billing.server.ts";
import { INVOICE_STATUSES } from "#app/features/crm/system/operations.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { readParams, withParams } from "#app/features/crm/list-params.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import {
  AdminPage,
  FieldError,
  INPUT,
  LABEL,
  Pager,
  Panel,
  TD,
  TH,
  Table,
} from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/** Invoices and credit notes (issue 8): filters (overdue included) and new drafts from a subscription. */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "billing", "view");
  const { db } = services(args.context);
  const params = readParams(InvoiceListSchema, args.url);
  const canEdit = can(role, "billing", "edit");
  return {
    ...loadPage(args),
    params,
    canEdit,
    list: await listAdminInvoices(db, params),
    subscriptions: canEdit ? await billableSubscriptions(db) : [],
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "billing", "edit");
  const form = await requireForm(args.request);
  const reply = await applyBillingListAction(
    services(args.context).db,
    { context: args.context, session: staff.session },
    form,
  );
  if ("invoiceId" in reply) throw redirect(localizedPath(`/admin/billing/${reply.invoiceId}`, staff.lang));
  return reply;
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function query(params: InvoiceListParams, changes: Record<string, string | number | undefined>) {
  return withParams(params as Record<string, string | number | undefined>, changes, { page: 1 });
}

export default function AdminBillingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const reply = useActionData<typeof action>();
  const { lang, text, params, list, subscriptions, canEdit } = loaderData;
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      {canEdit ? (
        <Panel title={t("billing.newDraft")} id="new-draft">
          <Form method="post" className="flex flex-wrap items-end gap-2" noValidate>
            <input type="hidden" name="intent" value="draft" />
            <label className="min-w-0 flex-1">
              <span className={LABEL}>{t("billing.fromSubscription")}</span>
              <select
                name="subscriptionId"
                className={INPUT}
                defaultValue=""
                aria-invalid={reply?.fieldErrors?.subscriptionId ? true : undefined}
                aria-describedby={reply?.fieldErrors?.subscriptionId ? "subscription-error" : undefined}
              >
                <option value="">{t("billing.chooseSubscription")}</option>
                {subscriptions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.institution} — {t(`subscriptions.plans.${s.plan}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-primary">
              {t("billing.createDraft")}
            </button>
          </Form>
          <FieldError id="subscription-error" reply={reply} field="subscriptionId" />
        </Panel>
      ) : null}
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-surface-raised p-3"
      >
        <label>
          <span className={LABEL}>{t("billing.filters.status")}</span>
          <select name="status" defaultValue={params.status ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`billing.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL}>{t("billing.filters.kind")}</span>
          <select name="kind" defaultValue={params.kind ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            <option value="invoice">{t("billing.kinds.invoice")}</option>
            <option value="credit_note">{t("billing.kinds.credit_note")}</option>
          </select>
        </label>
        <label className="min-w-48 flex-1">
          <span className={LABEL}>{t("billing.filters.q")}</span>
          <input type="search" name="q" defaultValue={params.q ?? ""} className={INPUT} />
        </label>
        <label className="flex items-center gap-2 self-center text-sm text-ink">
          <input type="checkbox" name="overdue" value="1" defaultChecked={params.overdue === "1"} />
          {t("billing.filters.overdue")}
        </label>
        <button type="submit" className="btn btn-primary">
          {t("common.filter")}
        </button>
        <Link to={localizedPath("/admin/billing", lang)} className="btn btn-secondary">
          {t("common.reset")}
        </Link>
      </Form>
      {list.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t("billing.empty")}
        </p>
      ) : (
        <Table label={t("nav.billing")}>
          <thead>
            <tr>
              {(["number", "kind", "institution", "status", "total", "issued", "due"] as const).map((c) => (
                <th key={c} scope="col" className={TH}>
                  {t(`billing.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id} data-testid="invoice-row" className="hover:bg-surface-sunken">
                <td className={TD}>
                  <Link
                    to={localizedPath(`/admin/billing/${r.id}`, lang)}
                    className="font-semibold text-brand hover:underline"
                  >
                    {r.number || t("billing.noNumber")}
                  </Link>
                </td>
                <td className={TD}>{t(`billing.kinds.${r.kind}`)}</td>
                <td className={TD}>{r.institution}</td>
                <td className={TD}>
                  {t(`billing.statuses.${r.status}`)}
                  {r.overdue ? <strong className="ml-1 text-danger">· {t("billing.overdue")}</strong> : null}
                </td>
                <td className={`${TD} text-right tabular-nums`}>
                  {formatMoney(r.totalCents, lang, r.currency)}
                </td>
                <td className={TD}>{r.issuedAt ? formatDate(r.issuedAt, lang) : t("common.none")}</td>
                <td className={TD}>{r.dueAt ? formatDate(r.dueAt, lang) : t("common.none")}</td>
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
