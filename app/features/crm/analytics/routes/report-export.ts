import type { LoaderFunctionArgs } from "react-router";
import { recordAudit, requireStaff } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import { csvResponse } from "#app/lib/csv.ts";
import { buildReport, reportCsv } from "#app/features/crm/analytics/reports.server.ts";
import {
  REPORT_RESOURCE,
  ReportRequestSchema,
  reportFileName,
  reportOfFile,
} from "#app/features/crm/analytics/reports.ts";
import { services } from "#app/features/auth/session.server.ts";

/**
 * A report of the reports page as CSV (issue 8): `reports` view and `export` on the report's own
 * resource, the period checked again (the address can be typed by hand); every export logged.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "reports", "view");
  const report = reportOfFile(args.params.file);
  if (!report) throw new Response(null, { status: 404 });
  if (!can(staff.role, REPORT_RESOURCE[report], "export")) throw new Response(null, { status: 403 });
  const url = new URL(args.request.url);
  const parsed = ReportRequestSchema.safeParse({
    report,
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
  });
  if (!parsed.success) {
    // What the reports page's form would say, one line per field.
    const texts: Readonly<Record<string, string>> = adminNamespace[staff.lang].validation;
    const lines = parsed.error.issues.map(
      (i) => `${String(i.path[0])}: ${texts[i.message] ?? texts.invalidDate}`,
    );
    return new Response([...new Set(lines)].join("\n"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { db } = services(args.context);
  const table = await buildReport(db, parsed.data);
  await recordAudit(
    db,
    { context: args.context, session: staff.session },
    {
      action: "report.export",
      entityType: report,
      entityId: null,
      changes: { from: parsed.data.from, to: parsed.data.to, rows: table.rows.length },
    },
  );
  return csvResponse(reportCsv(table), reportFileName(parsed.data));
}
