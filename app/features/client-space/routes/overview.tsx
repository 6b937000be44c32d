import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { PageHeader } from "#app/ui/page-header.tsx";
import { TextField } from "#app/ui/form/fields.tsx";
import { Badge, ClientForm, EmptyState, PageBody, Section } from "#app/features/client-space/ui/ui.tsx";
import { createInstitutionFor } from "#app/features/client-space/access.server.ts";
import { formatDate, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { done, invalid, loadMember, type ActionReply } from "#app/features/client-space/guard.server.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { loadOverview } from "#app/features/client-space/overview.server.ts";
import { ACCOUNT_ERRORS, InstitutionSchema } from "#app/features/client-space/schemas.ts";
import { services } from "#app/features/auth/session.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { member } = await loadMember(args);
  const page = loadPage(args);
  if (!member) return { ...page, member: null, overview: null };
  const overview = await loadOverview(services(args.context).db, member);
  return { ...page, member, overview };
}

export async function action(args: Route.ActionArgs) {
  const { session, member } = await loadMember(args);
  const form = await requireForm(args.request);
  if (form.get("intent") !== "create-institution" || member) throw new Response(null, { status: 400 });
  const values = formValues(form);
  const parsed = parseWith(InstitutionSchema, values, ACCOUNT_ERRORS);
  if (!parsed.ok) return invalid("create-institution", { fieldErrors: parsed.errors, values });
  await createInstitutionFor(services(args.context).db, session.user.id, parsed.data.name);
  return done("create-institution", "common.saved");
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function DashboardOverviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const { lang, member, overview } = loaderData;
  const path = (p: string) => localizedPath(p, lang);
  if (!member || !overview) {
    return (
      <>
        <PageHeader text={loaderData.text} />
        <PageBody>
          <Section title={t("noInstitution.title")}>
            <p className="mb-4 text-ink-muted">{t("noInstitution.text")}</p>
            <ClientForm
              intent="create-institution"
              schema={InstitutionSchema}
              reply={actionData as ActionReply | undefined}
              submitLabel={t("noInstitution.submit")}
            >
              <TextField name="name" label={t("noInstitution.name")} required autoComplete="organization" />
            </ClientForm>
          </Section>
        </PageBody>
      </>
    );
  }
  const sub = overview.subscription;
  const cap = sub?.studentCap ?? null;
  const next = overview.nextInvoice;
  return (
    <>
      <PageHeader text={loaderData.text}>
        <p className="mt-3 text-sm text-ink-muted">
          {t("common.institutionRole", {
            institution: member.institutionName,
            role: t(`common.role.${member.role}`),
          })}
        </p>
      </PageHeader>
      <PageBody>
        <div className="grid gap-6 md:grid-cols-2">
          <Section title={t("overview.subscription")} id="overview-subscription">
            {sub ? (
              <div className="space-y-2">
                <p className="text-lg font-semibold text-ink">
                  {t("overview.plan", { plan: t(`subscription.plans.${sub.plan}`) })}{" "}
                  <Badge tone={sub.status === "active" ? "success" : "warning"}>
                    {t(`subscription.statuses.${sub.status}`)}
                  </Badge>
                </p>
                <p className="text-ink-muted">
                  {sub.renewsAt
                    ? t("overview.renewal", { date: formatDate(sub.renewsAt, lang) })
                    : t("overview.noRenewal")}
                </p>
                <p>
                  <span className="block text-sm font-semibold text-ink">{t("overview.students")}</span>
                  {cap === null
                    ? t("overview.studentsUnlimited", { count: overview.studentCount })
                    : t("overview.studentsOfCap", {
                        count: overview.studentCount,
                        cap: formatNumber(cap, lang),
                      })}
                </p>
                {cap !== null ? (
                  <progress
                    className="h-2 w-full"
                    max={cap}
                    value={Math.min(overview.studentCount, cap)}
                    aria-label={t("overview.students")}
                  />
                ) : null}
                {cap !== null && overview.studentCount >= cap ? (
                  <p className="text-danger">{t("overview.capReached")}</p>
                ) : null}
              </div>
            ) : (
              <EmptyState>
                {t("overview.noSubscription")}{" "}
                <Link className="font-semibold text-brand underline" to={path("/devis")}>
                  {t("overview.requestQuote")}
                </Link>
              </EmptyState>
            )}
          </Section>
          <Section title={t("overview.invoices")} id="overview-invoices">
            {next ? (
              <div className="space-y-2">
                <p className="text-ink">
                  {t("overview.nextInvoice", {
                    number: next.number,
                    amount: formatMoney(next.totalCents, lang, next.currency),
                    date: formatDate(next.dueAt, lang),
                  })}
                </p>
                <p
                  className={
                    overview.unpaidInvoices.some((i) => i.overdue)
                      ? "font-semibold text-danger"
                      : "text-ink-muted"
                  }
                >
                  {t("overview.unpaid", { count: overview.unpaidInvoices.length })}
                </p>
              </div>
            ) : (
              <EmptyState>{t("overview.noInvoiceDue")}</EmptyState>
            )}
          </Section>
          <Section title={t("overview.tickets")} id="overview-tickets">
            {overview.openTickets.length ? (
              <ul className="space-y-3">
                {overview.openTickets.slice(0, 5).map((ticket) => (
                  <li key={ticket.id}>
                    <Link
                      className="font-semibold text-brand underline"
                      to={`${path("/dashboard/support")}?ticket=${ticket.id}`}
                    >
                      {ticket.subject}
                    </Link>
                    <p className="text-sm text-ink-muted">
                      {t(`support.statuses.${ticket.status}`)} ·{" "}
                      {ticket.target
                        ? `${t("support.target", { hours: ticket.target.hours, date: formatDate(ticket.target.dueAt, lang) })} (${t(`support.targetStates.${ticket.target.state}`)})`
                        : t("support.noTarget")}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>{t("overview.noTickets")}</EmptyState>
            )}
          </Section>
          <Section title={t("overview.activity")} id="overview-activity">
            {overview.activity.length ? (
              <ul className="space-y-2">
                {overview.activity.map((a, i) => (
                  <li key={i} className="flex justify-between gap-3 text-sm">
                    <span className="text-ink">
                      {a.kind === "invoice"
                        ? t("overview.activityInvoice", { label: a.label })
                        : a.kind === "ticket"
                          ? t("overview.activityTicket", { label: a.label })
                          : t("overview.activityRequest")}
                    </span>
                    <span className="shrink-0 text-ink-muted">{formatDate(a.at, lang)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>{t("overview.noActivity")}</EmptyState>
            )}
          </Section>
        </div>
        <Section title={t("overview.quickActions")} id="overview-actions">
          <div className="flex flex-wrap gap-3">
            <Link className="btn btn-primary" to={path("/dashboard/support")}>
              {t("overview.actionTicket")}
            </Link>
            <Link className="btn btn-secondary" to={path("/dashboard/billing")}>
              {t("overview.actionInvoices")}
            </Link>
            <Link className="btn btn-secondary" to={path("/dashboard/subscription")}>
              {t("overview.actionUpgrade")}
            </Link>
            <Link className="btn btn-secondary" to={path("/dashboard/payment-methods")}>
              {t("overview.actionPayment")}
            </Link>
          </div>
        </Section>
      </PageBody>
    </>
  );
}
