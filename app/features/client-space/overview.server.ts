import type { Kysely } from "kysely";
import { toDate } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import type { Member } from "./access.server.ts";
import { listInvoices, type InvoiceView } from "./billing.server.ts";
import { getSubscription, studentCount, type SubscriptionView } from "./subscription.server.ts";
import { listTickets, type TicketSummary } from "./support.server.ts";

/** What a school's administrator checks every week (issue 7, /dashboard). */
export interface Overview {
  readonly subscription: SubscriptionView | null;
  readonly studentCount: number;
  /** The next invoice to pay (issued, unpaid, earliest due date). */
  readonly nextInvoice: InvoiceView | null;
  readonly unpaidInvoices: readonly InvoiceView[];
  readonly openTickets: readonly TicketSummary[];
  readonly activity: readonly { kind: "invoice" | "ticket" | "request"; label: string; at: string }[];
}

export async function loadOverview(db: Kysely<DB>, m: Member, now = new Date()): Promise<Overview> {
  const [subscription, count, invoices, tickets, requests] = await Promise.all([
    getSubscription(db, m),
    studentCount(db, m),
    listInvoices(db, m, now),
    listTickets(db, m, { status: "active" }, now),
    db
      .selectFrom("change_request")
      .select(["kind", "created_at"])
      .where("institution_id", "=", m.institutionId)
      .orderBy("created_at", "desc")
      .limit(5)
      .execute(),
  ]);
  const unpaid = invoices.filter((i) => i.status === "issued" && i.kind === "invoice");
  const nextInvoice = [...unpaid].sort((a, b) => (a.dueAt ?? "").localeCompare(b.dueAt ?? ""))[0] ?? null;
  const allTickets = await listTickets(db, m, {}, now);
  const activity = [
    ...invoices.slice(0, 5).map((i) => ({ kind: "invoice" as const, label: i.number, at: i.issuedAt ?? "" })),
    ...allTickets.slice(0, 5).map((t) => ({ kind: "ticket" as const, label: t.subject, at: t.updatedAt })),
    ...requests.map((r) => ({
      kind: "request" as const,
      label: r.kind,
      at: toDate(r.created_at).toISOString(),
    })),
  ]
    .filter((a) => a.at)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 6);
  return {
    subscription,
    studentCount: count,
    nextInvoice,
    unpaidInvoices: unpaid,
    openTickets: tickets,
    activity,
  };
}
