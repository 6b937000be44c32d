import type { ExpressionBuilder } from "kysely";
import type { DB } from "#server/db/schema.ts";

/**
 * A ticket still waiting for its first answer from staff: open or pending, no staff message yet.
 * The one definition the support queue's "overdue" filter, the CRM's home and the SLA watch use.
 */
export function awaitingStaffAnswer(tickets: ExpressionBuilder<DB, "ticket">) {
  return tickets.and([
    tickets("ticket.status", "in", ["open", "pending"]),
    tickets.not(
      tickets.exists(
        tickets
          .selectFrom("ticket_message")
          .select("ticket_message.id")
          .whereRef("ticket_message.ticket_id", "=", "ticket.id")
          .where("ticket_message.author_role", "=", "staff"),
      ),
    ),
  ]);
}
