import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data, Form, redirectDocument, useActionData, useNavigation } from "react-router";
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
import { AdminPage, FieldError, INPUT, LABEL, Panel } from "#app/features/crm/ui/ui.tsx";
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
  const values = Object.fromEntries(
    ["report", "from", "to"].map((k) => [k, String(form.get(k) ?? "")]),
  ) as Record<string, string>;
  const parsed = ReportRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data<AdminReply>(
      { intent: "report", fieldErrors: firstErrors(parsed.error, ADMIN_ERRORS), values },
      { status: 400 },
    );
  }
  if (!can(role, REPORT_RESOURCE[parsed.data.report], "export")) {
    return data<AdminReply>({ intent: "report", formError: "forbidden", values }, { status: 403 });
  }
  // A full-page redirect: the browser downloads the file and stays on this page.
  return redirectDocument(reportHref(parsed.data));
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, systemTexts);
  const reply = useActionData<typeof action>() as AdminReply | undefined;
  const busy = useNavigation().state === "submitting";
  const { text, reports, period } = loaderData;
  const value = (k: string, fallback: string) => reply?.values?.[k] ?? fallback;
  const invalid = (k: string) => (reply?.fieldErrors?.[k] ? true : undefined);
  const describedBy = (k: string) => (reply?.fieldErrors?.[k] ? `report-${k}-error` : undefined);
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Panel title={t("reports.form")} id="report-form">
        {reply?.formError ? <Notice tone="error">{t(`common.${reply.formError}`)}</Notice> : null}
        {reports.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("reports.noneAllowed")}</p>
        ) : (
          <Form method="post" noValidate className="space-y-4">
            <fieldset aria-describedby={describedBy("report")}>
              <legend className={LABEL}>{t("reports.dataset")}</legend>
              <div className="mt-1 grid gap-2 sm:grid-cols-2">
                {reports.map((r) => (
                  <label
                    key={r}
                    className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-2 rounded-lg border border-line bg-surface p-3 has-checked:border-brand"
                  >
                    <input
                      type="radio"
                      name="report"
                      value={r}
                      defaultChecked={value("report", reports[0] ?? "") === r}
                      className="mt-1"
                    />
                    <span className="text-sm font-semibold text-ink">{t(`reports.datasets.${r}`)}</span>
                    <span className="col-start-2 text-xs text-ink-muted">{t(`reports.hints.${r}`)}</span>
                  </label>
                ))}
              </div>
              <FieldError id="report-report-error" reply={reply} field="report" />
            </fieldset>
            <div className="flex flex-wrap items-start gap-3">
              <label>
                <span className={LABEL}>{t("reports.from")}</span>
                <input
                  type="date"
                  name="from"
                  required
                  defaultValue={value("from", period.from)}
                  className={INPUT}
                  aria-invalid={invalid("from")}
                  aria-describedby={describedBy("from")}
                />
                <FieldError id="report-from-error" reply={reply} field="from" />
              </label>
              <label>
                <span className={LABEL}>{t("reports.to")}</span>
                <input
                  type="date"
                  name="to"
                  required
                  defaultValue={value("to", period.to)}
                  className={INPUT}
                  aria-invalid={invalid("to")}
                  aria-describedby={describedBy("to")}
                />
                <FieldError id="report-to-error" reply={reply} field="to" />
              </label>
              <button type="submit" className="btn btn-primary mt-4" disabled={busy}>
                {t("reports.download")}
              </button>
            </div>
            <p className="text-xs text-ink-muted">{t("reports.note")}</p>
          </Form>
        )}
      </Panel>
    </AdminPage>
  );
}
