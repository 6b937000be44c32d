import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { recordAudit, requireStaff } from "#app/features/crm/guard.server.ts";
import { csvEuros, csvResponse, toCsv } from "#app/lib/csv.ts";
import { exportLeads } from "#app/features/crm/pipeline/leads.server.ts";
import { LEAD_EXPORT_HEADER, leadContact } from "#app/features/crm/pipeline/lead-export.ts";
import { LeadListSchema, readParams } from "#app/features/crm/list-params.ts";
import { readSelection } from "#app/features/crm/bulk/bulk.ts";
import { adminFr, adminEn } from "#app/features/crm/locales.ts";
import { services } from "#app/features/auth/session.server.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { parseJson, toDate, toInt } from "#server/db/mapping.ts";

/**
 * CSV of the leads matching the inbox's filters (issue 8): the record, and who wrote what (names,
 * phone, message); written by the product's one CSV writer (app/lib/csv.ts); logged. A POST with
 * the list's ticked `ids` exports those leads only (bulk export, decision 039), same columns.
 */
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
  return leadsCsv(rows);
}

export async function action(args: ActionFunctionArgs) {
  const staff = await requireStaff(args, "leads", "export");
  const form = await requireForm(args.request);
  const selection = readSelection(form);
  if (!selection.ok) {
    const texts = staff.lang === "en" ? adminEn : adminFr;
    return new Response(texts.validation[selection.error], {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { db } = services(args.context);
  // The list's order: the sort of the page the selection was made on.
  const params = readParams(LeadListSchema, new URL(args.request.url));
  const rows = await exportLeads(db, params, selection.ids);
  await recordAudit(
    db,
    { context: args.context, session: staff.session },
    { action: "leads.exportSelection", entityType: "lead", entityId: null, changes: { rows: rows.length } },
  );
  return leadsCsv(rows);
}

function leadsCsv(rows: Awaited<ReturnType<typeof exportLeads>>): Response {
  const csv = toCsv(
    LEAD_EXPORT_HEADER,
    rows.map((r) => {
      const person = leadContact(parseJson<unknown>(r.payload, {}));
      return [
        r.id,
        toDate(r.created_at).toISOString(),
        r.type,
        r.stage,
        person.firstName,
        person.lastName,
        r.email,
        person.phone,
        r.institution_name,
        person.message,
        r.utm_source,
        r.utm_campaign,
        r.language,
        r.owner_name,
        csvEuros(toInt(r.value_cents)),
        r.lost_reason,
      ];
    }),
  );
  return csvResponse(csv, `leads-${new Date().toISOString().slice(0, 10)}.csv`);
}
