import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import type { Route } from "./+types/billing";
import { PageHeader } from "#app/ui/page-header.tsx";
import { TextField } from "#app/ui/form/fields.tsx";
import {
  Badge,
  ClientForm,
  ClientTable,
  EmptyState,
  PageBody,
  Section,
} from "#app/features/client-space/ui/ui.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { ForbiddenError } from "#app/features/client-space/access.server.ts";
import {
  getBillingDetails,
  listInvoices,
  updateBillingDetails,
} from "#app/features/client-space/billing.server.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { done, invalid, requireMember, type ActionReply } from "#app/features/client-space/guard.server.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { canManageBilling } from "#app/features/client-space/roles.ts";
import { remindersOf } from "#app/features/crm/billing/reminders.server.ts";
import { ACCOUNT_ERRORS, BillingDetailsSchema } from "#app/features/client-space/schemas.ts";
import { services } from "#app/features/auth/session.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const { db } = services(args.context);
  const [invoices, details] = await Promise.all([listInvoices(db, member), getBillingDetails(db, member)]);
  // The reminders of the institution's own invoices (the list is already scoped to it).
  const sent = await remindersOf(
    db,
    invoices.map((i) => i.id),
  );
  const reminders = Object.fromEntries(
    [...sent].map(([id, list]) => [id, list.map((r) => ({ step: r.step, sentAt: r.sentAt }))]),
  );
  return { ...loadPage(args), invoices, details, reminders, canEdit: canManageBilling(member.role) };
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const form = await requireForm(args.request);
  if (form.get("intent") !== "billing-details") throw new Response(null, { status: 400 });
  if (!canManageBilling(member.role)) return invalid("billing-details", { message: "common.forbidden" }, 403);
  const values = formValues(form);
  const parsed = parseWith(BillingDetailsSchema, values, ACCOUNT_ERRORS);
  if (!parsed.ok) return invalid("billing-details", { fieldErrors: parsed.errors, values });
  try {
    await updateBillingDetails(services(args.context).db, member, parsed.data);
  } catch (error) {
    if (error instanceof ForbiddenError)
      return invalid("billing-details", { message: "common.forbidden" }, 403);
    throw error;
  }
  return done("billing-details", "common.saved");
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function DashboardBillingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const { lang, invoices, details, canEdit, reminders } = loaderData;
  const reply = actionData as ActionReply | undefined;
  return (
    <>
      <PageHeader text={loaderData.text} />
      <PageBody>
        <Section title={t("billing.invoices")} id="invoices">
          {invoices.length === 0 ? (
            <EmptyState>{t("billing.empty")}</EmptyState>
          ) : (
            <ClientTable
              minWidth="min-w-[44rem]"
              heads={[
                { label: t("billing.number") },
                { label: t("billing.date") },
                { label: t("billing.subtotal"), numeric: true },
                { label: t("billing.vat"), numeric: true },
                { label: t("billing.total"), numeric: true },
                { label: t("billing.status") },
                { label: t("billing.dueDate") },
                { label: t("billing.download"), hidden: true },
              ]}
            >
              <tbody>
                {invoices.map((inv) => (
                  <tr key={inv.id} className="border-t border-line">
                    <th scope="row" className="py-2 pr-3 font-semibold text-ink">
                      {inv.number}
                      {inv.kind === "credit_note" ? (
                        <span className="ml-2 text-ink-muted">({t("billing.creditNote")})</span>
                      ) : null}
                    </th>
                    <td className="py-2 pr-3">{formatDate(inv.issuedAt, lang)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatMoney(inv.subtotalCents, lang, inv.currency)}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatMoney(inv.vatCents, lang, inv.currency)}
                    </td>
                    <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                      {formatMoney(inv.totalCents, lang, inv.currency)}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge tone={inv.overdue ? "danger" : inv.status === "paid" ? "success" : "neutral"}>
                        {t(`billing.statuses.${inv.overdue ? "overdue" : inv.status}`)}
                      </Badge>
                      {(reminders[inv.id] ?? []).map((r) => (
                        <span
                          key={r.step}
                          className="mt-1 block text-xs text-ink-muted"
                          data-testid="reminder"
                        >
                          {t("billing.reminder", { step: r.step, date: formatDate(r.sentAt, lang) })}
                        </span>
                      ))}
                    </td>
                    <td className="py-2 pr-3">{formatDate(inv.dueAt, lang)}</td>
                    <td className="py-2">
                      <a
                        className="font-semibold text-brand underline"
                        href={`/dashboard/billing/invoices/${inv.id}/pdf`}
                        download
                        aria-label={t("billing.downloadLabel", { number: inv.number })}
                      >
                        {t("billing.download")}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ClientTable>
          )}
        </Section>
        <Section title={t("billing.details")} id="billing-details">
          <p className="mb-4 text-ink-muted">{t("billing.detailsIntro")}</p>
          {canEdit ? (
            <ClientForm
              intent="billing-details"
              schema={BillingDetailsSchema}
              reply={reply}
              submitLabel={t("common.save")}
              initialValues={{ ...details }}
            >
              <BillingFields />
            </ClientForm>
          ) : (
            <>
              <Notice tone="info">{t("common.readOnly")}</Notice>
              <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                {(
                  [
                    "name",
                    "siret",
                    "vatNumber",
                    "addressLine1",
                    "postalCode",
                    "city",
                    "chorusServiceCode",
                  ] as const
                ).map((k) => (
                  <div key={k}>
                    <dt className="text-sm font-semibold text-ink">{t(`billing.${k}`)}</dt>
                    <dd className="text-ink-muted">{details[k] || t("common.none")}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Section>
      </PageBody>
    </>
  );
}

function BillingFields() {
  const { t } = useNamespace(clientSpaceNamespace);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label={t("billing.name")} required autoComplete="organization" />
      <TextField name="siret" label={t("billing.siret")} hint={t("billing.siretHint")} inputMode="numeric" />
      <TextField name="vatNumber" label={t("billing.vatNumber")} />
      <TextField
        name="chorusServiceCode"
        label={t("billing.chorusServiceCode")}
        hint={t("billing.chorusHint")}
      />
      <TextField
        name="addressLine1"
        label={t("billing.addressLine1")}
        required
        autoComplete="address-line1"
      />
      <TextField name="addressLine2" label={t("billing.addressLine2")} autoComplete="address-line2" />
      <TextField name="postalCode" label={t("billing.postalCode")} required autoComplete="postal-code" />
      <TextField name="city" label={t("billing.city")} required autoComplete="address-level2" />
      <TextField name="country" label={t("billing.country")} maxLength={2} autoComplete="country" />
    </div>
  );
}
