import { parseForm } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data, redirectDocument, useActionData } from "react-router";
import type { Route } from "./+types/reports";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { systemTexts } from "#app/features/crm/system/system-section-locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import {
  defaultPeriod,
  REPORT_RESOURCE,
  REPORTS,
  ReportRequestSchema,
  reportHref,
} from "#app/features/crm/analytics/reports.ts";
import { AdminPage, Panel } from "#app/features/crm/ui/ui.tsx";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { ChoiceGroup, TextField } from "#app/ui/form/fields.tsx";
import type { LazySchema } from "#app/ui/form/server-form.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * Reports (issue 8): CSV exports over a date range. The form is checked here (Zod); a valid one
 * goes to the download (/admin/export/reports/<report>.csv), which checks everything again and
 * writes the audit entry.
 */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "reports", "view");
  return {
    ...loadPage(args),
    reports: REPORTS.filter((r) => can(role, REPORT_RESOURCE[r], "export")),
    period: defaultPeriod(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { role } = await requireStaff(args, "reports", "view");
  const form = await requireForm(args.request);
  const parsed = parseForm(ReportRequestSchema, form, ADMIN_ERRORS);
  const { values } = parsed;
  if (!parsed.ok) {
    return data<AdminReply>({ intent: "report", fieldErrors: parsed.errors, values }, { status: 400 });
  }
  if (!can(role, REPORT_RESOURCE[parsed.data.report], "export")) {
    return data<AdminReply>({ intent: "report", formError: "forbidden", values }, { status: 403 });
  }
  // A full-page redirect: the browser downloads the file and stays on this page.
  return redirectDocument(reportHref(parsed.data));
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

// The form's check in the browser, loaded once the page runs.
const reportSchema: LazySchema = () => import("../reports.ts").then((m) => m.ReportRequestSchema);

export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, systemTexts);
  const reply = useActionData<typeof action>() as AdminReply | undefined;
  const { text, reports, period } = loaderData;
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Panel title={t("reports.form")} id="report-form">
        {reply?.formError ? <Notice tone="error">{t(`common.${reply.formError}`)}</Notice> : null}
        {reports.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("reports.noneAllowed")}</p>
        ) : (
          <AdminForm
            intent="report"
            schema={reportSchema}
            reply={reply}
            initialValues={{ report: reports[0] ?? "", from: period.from, to: period.to }}
            className="space-y-4"
            buttonClass="btn btn-primary"
            submitLabel={t("reports.download")}
            pendingLabel={t("common.working")}
            footer={<p className="text-xs text-ink-muted">{t("reports.note")}</p>}
          >
            <ChoiceGroup
              name="report"
              type="radio"
              legend={t("reports.dataset")}
              required
              options={reports.map((r) => ({
                value: r,
                label: t(`reports.datasets.${r}`),
                description: t(`reports.hints.${r}`),
              }))}
            />
            <div className="flex flex-wrap items-start gap-3">
              <TextField name="from" type="date" label={t("reports.from")} required />
              <TextField name="to" type="date" label={t("reports.to")} required />
            </div>
          </AdminForm>
        )}
      </Panel>
    </AdminPage>
  );
}
