import type { LoaderFunctionArgs } from "react-router";
import { recordAudit, requireStaff } from "#app/features/crm/guard.server.ts";
import { toCsv } from "#app/lib/csv.ts";
import { exportLeads } from "#app/features/crm/pipeline/leads.server.ts";
import { LeadListSchema, readParams } from "#app/features/crm/list-params.ts";
import { services } from "#app/features/auth/session.server.ts";
import { toDate, toInt } from "#server/db/mapping.ts";

/** CSV of the leads matching the inbox's filters (issue 8); formula cells neutralised; logged. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "leads", "export");
  const { db } = services(args.context);
  const params = readParams(LeadListSchema, new URL(args.request.url));
  const rows = await exportLeads(db, params);
  await recordAudit(
    db,
    { context: args.context, session: staff.session },
    {
      action: "leads.export",
      entityType: "lead",
      entityId: null,
      changes: { rows: rows.length, filters: { ...params, page: undefined, view: undefined } },
    },
  );
  const csv = toCsv(
    [
      "id",
      "created_at",
      "type",
      "stage",
      "email",
      "institution",
      "source",
      "campaign",
      "language",
      "owner",
      "value_eur",
      "lost_reason",
    ],
    rows.map((r) => [
      r.id,
      toDate(r.created_at).toISOString(),
      r.type,
      r.stage,
      r.email,
      r.institution_name,
      r.utm_source,
      r.utm_campaign,
      r.language,
      r.owner_name,
      (toInt(r.value_cents) / 100).toFixed(2),
      r.lost_reason,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
