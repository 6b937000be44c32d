import type { Kysely } from "kysely";
import { toDateOrNull, toInt } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { csvDecimal, csvEuros, toCsv } from "#app/lib/csv.ts";
import { periodBounds, type Report, type ReportRequest } from "./reports.ts";

/**
 * The rows of each report over its period (issue 8), as CSV (csv.ts neutralises formula cells).
 * Dates are ISO-8601 in UTC, amounts in euros with two decimals.
 */
export interface ReportTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

const iso = (v: Date | string | null | undefined) => (v ? toDateOrNull(v)?.toISOString() : null) ?? "";
const euros = (cents: number | string | null | undefined) => csvEuros(toInt(cents));

async function leadsReport(db: Kysely<DB>, start: string, end: string): Promise<ReportTable> {
  const rows = await db
    .selectFrom("lead")
    .leftJoin("user as owner", "owner.id", "lead.owner_user_id")
    .select([
      "lead.id",
      "lead.created_at",
      "lead.type",
      "lead.stage",
      "lead.email",
      "lead.institution_name",
      "lead.utm_source",
      "lead.utm_medium",
      "lead.utm_campaign",
      "lead.language",
      "owner.email as owner",
      "lead.value_cents",
      "lead.lost_reason",
    ])
    .where("lead.created_at", ">=", start)
    .where("lead.created_at", "<", end)
    .orderBy("lead.created_at", "asc")
    .orderBy("lead.id", "asc")
    .execute();
  return {
    header: [
      "id",
      "created_at",
      "type",
      "stage",
      "email",
      "institution",
      "source",
      "medium",
      "campaign",
      "language",
      "owner",
      "value_eur",
      "lost_reason",
    ],
    rows: rows.map((r) => [
      r.id,
      iso(r.created_at),
      r.type,
      r.stage,
      r.email,
      r.institution_name,
      r.utm_source,
      r.utm_medium,
      r.utm_campaign,
      r.language,
      r.owner,
      euros(r.value_cents),
      r.lost_reason,
    ]),
  };
}

async function clientsReport(db: Kysely<DB>, start: string, end: string): Promise<ReportTable> {
  const rows = await db
    .selectFrom("institution")
    .leftJoin("subscription", "subscription.institution_id", "institution.id")
    .select((eb) => [
      "institution.id",
      "institution.created_at",
      "institution.name",
      "institution.type",
      "institution.siret",
      "institution.postal_code",
      "institution.city",
      "institution.country",
      "institution.student_count",
      "subscription.plan",
      "subscription.status",
      "subscription.mrr_cents",
      "subscription.renews_at",
      eb
        .selectFrom("membership")
        .select((m) => m.fn.countAll<number>().as("n"))
        .whereRef("membership.institution_id", "=", "institution.id")
        .as("users"),
    ])
    .where("institution.created_at", ">=", start)
    .where("institution.created_at", "<", end)
    .orderBy("institution.created_at", "asc")
    .orderBy("institution.id", "asc")
    .execute();
  return {
    header: [
      "id",
      "created_at",
      "name",
      "type",
      "siret",
      "postal_code",
      "city",
      "country",
      "students",
      "users",
      "plan",
      "status",
      "mrr_eur",
      "renews_at",
    ],
    rows: rows.map((r) => [
      r.id,
      iso(r.created_at),
      r.name,
      r.type,
      r.siret,
      r.postal_code,
      r.city,
      r.country,
      toInt(r.student_count),
      toInt(r.users),
      r.plan,
      r.status,
      r.mrr_cents === null ? "" : euros(r.mrr_cents),
      iso(r.renews_at),
    ]),
  };
}

async function invoicesReport(db: Kysely<DB>, start: string, end: string): Promise<ReportTable> {
  const rows = await db
    .selectFrom("invoice")
    .innerJoin("institution", "institution.id", "invoice.institution_id")
    .leftJoin("invoice as credited", "credited.id", "invoice.credited_invoice_id")
    .select([
      "invoice.number",
      "invoice.kind",
      "invoice.status",
      "invoice.issued_at",
      "invoice.due_at",
      "invoice.paid_at",
      "institution.name as institution",
      "institution.siret",
      "credited.number as credits",
      "invoice.subtotal_cents",
      "invoice.vat_rate_bp",
      "invoice.vat_cents",
      "invoice.total_cents",
      "invoice.currency",
    ])
    .where("invoice.issued_at", ">=", start)
    .where("invoice.issued_at", "<", end)
    .orderBy("invoice.issued_at", "asc")
    .orderBy("invoice.number", "asc")
    .execute();
  return {
    header: [
      "number",
      "kind",
      "status",
      "issued_at",
      "due_at",
      "paid_at",
      "institution",
      "siret",
      "credits_invoice",
      "subtotal",
      "vat_rate_percent",
      "vat",
      "total",
      "currency",
    ],
    rows: rows.map((r) => [
      r.number,
      r.kind,
      r.status,
      iso(r.issued_at),
      iso(r.due_at),
      iso(r.paid_at),
      r.institution,
      r.siret,
      r.credits,
      euros(r.subtotal_cents),
      csvDecimal(toInt(r.vat_rate_bp) / 100),
      euros(r.vat_cents),
      euros(r.total_cents),
      r.currency,
    ]),
  };
}

async function ticketsReport(db: Kysely<DB>, start: string, end: string): Promise<ReportTable> {
  const rows = await db
    .selectFrom("ticket")
    .leftJoin("institution", "institution.id", "ticket.institution_id")
    .leftJoin("user as author", "author.id", "ticket.user_id")
    .leftJoin("user as assignee", "assignee.id", "ticket.assigned_user_id")
    .select([
      "ticket.id",
      "ticket.created_at",
      "ticket.updated_at",
      "ticket.subject",
      "ticket.category",
      "ticket.status",
      "ticket.priority",
      "institution.name as institution",
      "author.email as author",
      "assignee.email as assignee",
    ])
    .where("ticket.created_at", ">=", start)
    .where("ticket.created_at", "<", end)
    .orderBy("ticket.created_at", "asc")
    .orderBy("ticket.id", "asc")
    .execute();
  return {
    header: [
      "id",
      "created_at",
      "updated_at",
      "subject",
      "category",
      "status",
      "priority",
      "institution",
      "author",
      "assignee",
    ],
    rows: rows.map((r) => [
      r.id,
      iso(r.created_at),
      iso(r.updated_at),
      r.subject,
      r.category,
      r.status,
      r.priority,
      r.institution,
      r.author,
      r.assignee,
    ]),
  };
}

const BUILDERS: Record<Report, (db: Kysely<DB>, start: string, end: string) => Promise<ReportTable>> = {
  leads: leadsReport,
  clients: clientsReport,
  invoices: invoicesReport,
  tickets: ticketsReport,
};

export async function buildReport(db: Kysely<DB>, request: ReportRequest): Promise<ReportTable> {
  const { start, end } = periodBounds(request);
  return BUILDERS[request.report](db, start, end);
}

export function reportCsv(table: ReportTable): string {
  return toCsv(table.header, table.rows);
}
