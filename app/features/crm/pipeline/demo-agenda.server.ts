import type { Kysely } from "kysely";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { toDate } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { containsPattern, type LeadListParams } from "../list-params.ts";
import { countedPage } from "../counted-page.server.ts";

/**
 * The demo bookings by date (issue 8: "demo bookings listed by date"), the "Démos" view of the
 * leads inbox: upcoming ones first, soonest first, or the past ones, latest first; cancelled ones
 * stay listed with their status. Read along `demo_booking_slot_idx`.
 */
export interface DemoAgendaRow {
  readonly id: string;
  readonly leadId: string;
  readonly slotStart: string;
  readonly status: "confirmed" | "cancelled";
  readonly contactName: string;
  readonly email: string;
  readonly institution: string;
  readonly language: "fr" | "en";
}

export async function demoAgenda(
  db: Kysely<DB>,
  p: Pick<LeadListParams, "when" | "q" | "page">,
  now = new Date(),
): Promise<{ rows: DemoAgendaRow[]; total: number; page: number; pages: number }> {
  const upcoming = p.when !== "past";
  let base = leadsDb(db)
    .selectFrom("demo_booking")
    .where("slot_start", upcoming ? ">=" : "<", now);
  if (p.q) {
    const like = containsPattern(p.q);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["email"]), "like", like),
        eb(eb.fn("lower", ["institution_name"]), "like", like),
      ]),
    );
  }
  const { total, page, pages, limit, offset } = await countedPage(base, p.page);
  const rows = await base
    .select([
      "id",
      "lead_id",
      "slot_start",
      "status",
      "contact_name",
      "email",
      "institution_name",
      "language",
    ])
    .orderBy("slot_start", upcoming ? "asc" : "desc")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: r.id,
      leadId: r.lead_id,
      slotStart: toDate(r.slot_start).toISOString(),
      status: r.status,
      contactName: r.contact_name,
      email: r.email,
      institution: r.institution_name,
      language: r.language,
    })),
    total,
    page,
    pages,
  };
}
