import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, type Engine } from "./columns.ts";

/**
 * The admin CRM's operations (issue 8: support, subscriptions, billing):
 * - `ticket.assigned_user_id`: the staff member a ticket is assigned to, with the queue's index;
 * - `ticket_note`: internal notes on a ticket, never shown to the customer (their own table, so no
 *   query of the client space can ever read them by mistake);
 * - `invoice_sequence`: the last number issued per year. Issuing increments it in the same
 *   transaction that numbers the invoice, so the sequence has no gap and no duplicate
 *   (DECISIONS.md point 7); with the unique index on `invoice.number` as a last guard;
 * - invoice indexes for the billing list (status and due date, institution).
 */
export function adminOperationsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("ticket")
        .addColumn("assigned_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .execute();
      await db.schema
        .createIndex("ticket_status_created_idx")
        .on("ticket")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createIndex("ticket_assigned_idx")
        .on("ticket")
        .columns(["assigned_user_id", "status"])
        .execute();

      await db.schema
        .createTable("ticket_note")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("ticket_id", "text", (col) => col.notNull().references("ticket.id").onDelete("cascade"))
        .addColumn("author_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("ticket_note_ticket_idx")
        .on("ticket_note")
        .columns(["ticket_id", "created_at"])
        .execute();

      await db.schema
        .createTable("invoice_sequence")
        .addColumn("year", "integer", (col) => col.primaryKey())
        .addColumn("last_number", "integer", (col) => col.notNull().check(sql`last_number >= 0`))
        .execute();
      await db.schema
        .createIndex("invoice_status_due_idx")
        .on("invoice")
        .columns(["status", "due_at"])
        .execute();
      await db.schema
        .createIndex("invoice_institution_created_idx")
        .on("invoice")
        .columns(["institution_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("change_request_status_idx")
        .on("change_request")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createIndex("subscription_status_idx")
        .on("subscription")
        .columns(["status", "plan"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of [
        "subscription_status_idx",
        "change_request_status_idx",
        "invoice_institution_created_idx",
        "invoice_status_due_idx",
        "ticket_assigned_idx",
        "ticket_status_created_idx",
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.dropTable("invoice_sequence").execute();
      await db.schema.dropTable("ticket_note").execute();
      await db.schema.alterTable("ticket").dropColumn("assigned_user_id").execute();
    },
  };
}
