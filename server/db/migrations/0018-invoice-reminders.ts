import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/**
 * Reminders of overdue invoices (issue: reminders that collect):
 *
 * - `invoice_reminder`: each reminder sent, one row per (invoice, step). The primary key is the
 *   guarantee that a step goes out once: the daily job inserts the row and queues its e-mails in
 *   one transaction, so a second instance (or a second run) inserts nothing and sends nothing.
 *   `recipients` is the JSON list of the addresses written to; `days_late` as on the day it went.
 * - `invoice.payment_method`: how a payment was received when it was recorded (bank transfer,
 *   SEPA direct debit); NULL for invoices paid before, or unpaid.
 */
export function invoiceRemindersMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("invoice_reminder")
        .addColumn("invoice_id", "text", (col) => col.notNull().references("invoice.id").onDelete("cascade"))
        .addColumn("step", "integer", (col) => col.notNull())
        .addColumn("sent_at", c.timestamp, (col) => col.notNull())
        .addColumn("days_late", "integer", (col) => col.notNull())
        .addColumn("amount_cents", c.bigint, (col) => col.notNull())
        .addColumn("recipients", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("invoice_reminder_pk", ["invoice_id", "step"])
        .execute();
      await db.schema
        .alterTable("invoice")
        .addColumn("payment_method", "text", (col) =>
          col.check(oneOf("payment_method", ["transfer", "sepa"])),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("invoice").dropColumn("payment_method").execute();
      await db.schema.dropTable("invoice_reminder").execute();
    },
  };
}
