import { Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/invoice";
import { Timeline } from "#app/features/crm/ui/timeline.tsx";
import { historyLookup, recordHistory } from "#app/features/crm/history/history.server.ts";
import {
  applyInvoiceAction,
  creditNotesOf,
  getAdminInvoice,
} from "#app/features/crm/billing/billing.server.ts";
import { PAYMENT_METHODS } from "#app/features/crm/billing/invoicing.ts";
import { remindersOf } from "#app/features/crm/billing/reminders.server.ts";
import { currentSettings } from "#app/features/crm/settings/store.server.ts";
import { MAX_LINES } from "#app/features/crm/system/operations.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { operationsTexts } from "#app/features/crm/system/operations-section-locales.ts";
import { remindersTexts } from "#app/features/crm/billing/reminder-section-locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, LABEL, Panel, ReplyNotice, Table, TableHead, TD } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { mailIssuedInvoice } from "#app/features/crm/billing/invoice-mail.server.ts";
import { PeriodSchema } from "#app/features/crm/billing/billing-forms.ts";
import { formatCivilDate } from "#app/features/crm/billing/e-invoice.ts";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { LineRows, lineRowCount, lineValues } from "#app/features/crm/ui/line-rows.tsx";
import { SelectField, TextField } from "#app/ui/form/fields.tsx";

/** One invoice or credit note (issue 8): lines while a draft, issue, paid, credit note, PDF. */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "billing", "view");
  const { db, logger } = services(args.context);
  const invoice = await getAdminInvoice(db, args.params.invoiceId);
  if (!invoice) throw new Response(null, { status: 404 });
  const reminders = (await remindersOf(db, [invoice.id])).get(invoice.id) ?? [];
  const schedule = (await currentSettings({ db, logger })).reminders;
  const credited = invoice.creditedInvoiceId ? await getAdminInvoice(db, invoice.creditedInvoiceId) : null;
  const period = await db
    .selectFrom("invoice")
    .select(["period_start", "period_end"])
    .where("id", "=", invoice.id)
    .executeTakeFirstOrThrow();
  const page = loadPage(args);
  const history = await recordHistory(db, [invoice.id]);
  return {
    ...page,
    invoice,
    history,
    lookup: await historyLookup(db, history, { role, lang: page.lang }),
    credited: credited ? { id: credited.id, number: credited.number } : null,
    creditNotes: await creditNotesOf(db, invoice.id),
    reminders,
    period: { periodStart: period.period_start ?? "", periodEnd: period.period_end ?? "" },
    firstReminderDays: schedule.days[0] ?? null,
    canEdit: can(role, "billing", "edit"),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "billing", "edit");
  const form = await requireForm(args.request);
  const actor = { context: args.context, session: staff.session };
  const { db, mailer, logger, clock } = services(args.context);
  const reply = await applyInvoiceAction(db, actor, args.params.invoiceId, form, clock.now());
  if ("message" in reply && reply.message === "billing.issued") {
    // The invoice is issued whatever happens to its mail: a failure is logged, never shown as one.
    const { origin } = args.context.get(requestInfoContext);
    await mailIssuedInvoice({ db, mailer, origin }, args.params.invoiceId).catch((error: unknown) =>
      logger.error({ err: error, invoiceId: args.params.invoiceId }, "issued invoice mail failed"),
    );
  }
  if ("creditNoteId" in reply && reply.creditNoteId)
    throw redirect(localizedPath(`/admin/billing/${reply.creditNoteId}`, staff.lang));
  if (reply && "message" in reply && reply.message === "billing.deleted")
    throw redirect(localizedPath("/admin/billing", staff.lang));
  return reply;
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminInvoicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, operationsTexts, remindersTexts);
  const reply = useActionData<typeof action>() as AdminReply | undefined;
  const { lang, invoice, credited, creditNotes, canEdit, reminders, firstReminderDays, period } = loaderData;
  const kind = t(`billing.kinds.${invoice.kind}`);
  const draft = invoice.status === "draft";
  const money = (cents: number) => formatMoney(cents, lang, invoice.currency);
  const linesReply = reply?.intent === "lines" && !reply.ok ? reply : undefined;
  return (
    <AdminPage
      title={
        draft
          ? t("billing.detail.draftTitle", { kind, institution: invoice.institution })
          : t("billing.detail.title", { kind, number: invoice.number })
      }
      lead={
        invoice.issuedAt
          ? t("billing.detail.dates", {
              issued: formatDate(invoice.issuedAt, lang),
              due: formatDate(invoice.dueAt, lang),
            })
          : t("billing.noNumber")
      }
      actions={
        <Link to={localizedPath("/admin/billing", lang)} className="btn btn-secondary">
          {t("common.back")}
        </Link>
      }
    >
      <ReplyNotice reply={reply} />
      {/* The lines' form says its own errors; an invoice issued meanwhile has no form left to say them in. */}
      {linesReply?.fieldErrors?.form && !(draft && canEdit) ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-sm text-danger">
          {t(`validation.${linesReply.fieldErrors.form}`)}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Panel title={t("billing.detail.lines")} id="lines">
            {draft && canEdit ? (
              <AdminForm
                intent="lines"
                reply={linesReply}
                initialValues={lineValues(invoice.lines)}
                submitLabel={t("billing.detail.saveLines")}
                className="space-y-3"
              >
                <p className="text-xs text-ink-muted">{t("billing.detail.linesHint")}</p>
                <LineRows
                  rows={lineRowCount(invoice.lines.length, MAX_LINES)}
                  labels={{
                    label: t("billing.detail.label"),
                    quantity: t("billing.detail.quantity"),
                    unit: t("billing.detail.unit"),
                  }}
                  testId="invoice-line"
                />
              </AdminForm>
            ) : (
              <Table label={t("billing.detail.lines")}>
                <TableHead
                  labels={[
                    t("billing.detail.label"),
                    t("billing.detail.quantity"),
                    t("billing.detail.unit"),
                    t("billing.detail.amount"),
                  ]}
                />
                <tbody>
                  {invoice.lines.map((l, i) => (
                    <tr key={i}>
                      <td className={TD}>{l.label}</td>
                      <td className={`${TD} text-right tabular-nums`}>{l.quantity}</td>
                      <td className={`${TD} text-right tabular-nums`}>{money(l.unitCents)}</td>
                      <td className={`${TD} text-right tabular-nums`}>{money(l.unitCents * l.quantity)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <dl className="mt-3 ml-auto max-w-xs space-y-1 text-sm">
              <div className="flex justify-between">
                <dt className="text-ink-muted">{t("billing.detail.subtotal")}</dt>
                <dd className="tabular-nums text-ink">{money(invoice.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-ink-muted">
                  {t("billing.detail.vat", { rate: invoice.vatRateBp / 100 })}
                </dt>
                <dd className="tabular-nums text-ink">{money(invoice.vatCents)}</dd>
              </div>
              <div className="flex justify-between font-semibold">
                <dt className="text-ink">{t("billing.detail.total")}</dt>
                <dd className="tabular-nums text-ink" data-testid="invoice-total">
                  {money(invoice.totalCents)}
                </dd>
              </div>
            </dl>
          </Panel>
          <Panel title={t("billing.detail.period")} id="period">
            {draft && canEdit ? (
              <AdminForm
                intent="period"
                schema={PeriodSchema}
                reply={reply}
                initialValues={period}
                submitLabel={t("billing.detail.savePeriod")}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    name="periodStart"
                    type="date"
                    label={t("billing.detail.periodStart")}
                    required
                  />
                  <TextField name="periodEnd" type="date" label={t("billing.detail.periodEnd")} required />
                </div>
              </AdminForm>
            ) : (
              <p className="text-sm text-ink" data-testid="invoice-period">
                {period.periodStart && period.periodEnd
                  ? `${formatCivilDate(period.periodStart, lang)} → ${formatCivilDate(period.periodEnd, lang)}`
                  : t("billing.detail.noPeriod")}
              </p>
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-4">
          <Panel title={t("billing.detail.customer")} id="customer">
            <p className="text-sm text-ink">
              <Link
                to={localizedPath(`/admin/clients/${invoice.institutionId}`, lang)}
                className="text-brand hover:underline"
              >
                {invoice.institution}
              </Link>
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {t(`billing.statuses.${invoice.status}`)}
              {invoice.paidAt
                ? ` · ${
                    invoice.paymentMethod
                      ? t("billingReminders.paidBy", {
                          date: formatDate(invoice.paidAt, lang),
                          method: t(`billingReminders.paymentMethods.${invoice.paymentMethod}`),
                        })
                      : t("billing.detail.paidOn", { date: formatDate(invoice.paidAt, lang) })
                  }`
                : ""}
            </p>
            {credited ? (
              <p className="mt-1 text-sm">
                <Link
                  to={localizedPath(`/admin/billing/${credited.id}`, lang)}
                  className="text-brand hover:underline"
                >
                  {t("billing.detail.credits", { number: credited.number })}
                </Link>
              </p>
            ) : null}
            {creditNotes.length ? (
              <div className="mt-2">
                <p className={LABEL}>{t("billing.detail.creditNotes")}</p>
                <ul className="text-sm">
                  {creditNotes.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={localizedPath(`/admin/billing/${c.id}`, lang)}
                        className="text-brand hover:underline"
                      >
                        {c.number ?? t("billing.noNumber")}
                      </Link>{" "}
                      · {money(c.totalCents)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Panel>
          {invoice.kind === "invoice" && invoice.status !== "draft" ? (
            <Panel title={t("billingReminders.title")} id="reminders">
              {reminders.length ? (
                <ol className="space-y-2 text-sm" data-testid="invoice-reminders">
                  {reminders.map((r) => (
                    <li key={r.step}>
                      <p className="text-ink">
                        {t("billingReminders.item", {
                          step: r.step,
                          date: formatDate(r.sentAt, lang),
                          days: r.daysLate,
                          amount: money(r.amountCents),
                        })}
                      </p>
                      <p className="text-xs break-all text-ink-muted">
                        {t("billingReminders.to", { recipients: r.recipients.join(", ") })}
                      </p>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-ink-muted">
                  {invoice.status === "issued" && firstReminderDays !== null
                    ? t("billingReminders.notYet", { days: firstReminderDays })
                    : t("billingReminders.none")}
                </p>
              )}
              {invoice.status === "paid" && reminders.length ? (
                <p className="mt-2 text-sm text-ink-muted">{t("billingReminders.stopped")}</p>
              ) : null}
            </Panel>
          ) : null}
          <Panel title={t("billing.detail.handlingTitle")} id="actions">
            {!draft ? <p className="mb-3 text-xs text-ink-muted">{t("billing.detail.immutable")}</p> : null}
            <div className="flex flex-col gap-2">
              {!draft ? (
                <a
                  href={`/admin/billing/${invoice.id}/pdf${lang === "en" ? "?lang=en" : ""}`}
                  className="btn btn-secondary"
                  download
                >
                  {t("billing.detail.pdf")}
                </a>
              ) : null}
              {canEdit && draft ? (
                <>
                  <AdminForm
                    intent="issue"
                    reply={reply}
                    submitLabel={t("billing.detail.issue")}
                    buttonClass="btn btn-primary w-full"
                    className="space-y-1"
                    footer={<p className="text-xs text-ink-muted">{t("billing.detail.issueHint")}</p>}
                  />
                  <AdminForm
                    intent="delete"
                    reply={reply}
                    submitLabel={t("billing.detail.delete")}
                    buttonClass="btn btn-secondary w-full"
                  />
                </>
              ) : null}
              {canEdit && invoice.status === "issued" ? (
                <AdminForm
                  intent="paid"
                  reply={reply}
                  initialValues={{ method: "transfer" }}
                  submitLabel={t("billing.detail.markPaid")}
                  buttonClass="btn btn-primary w-full"
                  className="space-y-2"
                >
                  <SelectField
                    name="method"
                    label={t("billingReminders.paymentMethod")}
                    options={PAYMENT_METHODS.map((m) => ({
                      value: m,
                      label: t(`billingReminders.paymentMethods.${m}`),
                    }))}
                  />
                </AdminForm>
              ) : null}
              {canEdit &&
              invoice.kind === "invoice" &&
              (invoice.status === "issued" || invoice.status === "paid") ? (
                <AdminForm
                  intent="credit"
                  reply={reply}
                  submitLabel={t("billing.detail.credit")}
                  buttonClass="btn btn-secondary w-full"
                />
              ) : null}
            </div>
          </Panel>
          <Panel title={t("billing.detail.history")} id="history">
            <Timeline
              entries={loaderData.history}
              lookup={loaderData.lookup}
              lang={lang}
              empty={t("billing.detail.noHistory")}
              selfIds={[invoice.id]}
            />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
