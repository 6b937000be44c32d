import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/**
 * The client space (issue 7): payment methods (DECISIONS.md point 6: no card numbers, only bank
 * transfer, SEPA direct debit and purchase orders), change requests that reach the admin CRM,
 * support-ticket attachments (files stored outside the web root, under DATA_DIR), the number of
 * students an institution has enrolled (shown against its plan's cap) and its billing e-mail.
 */
export function clientSpaceMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("institution")
        .addColumn("student_count", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable("payment_method")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("institution_id", "text", (col) =>
          col.notNull().references("institution.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (col) =>
          col.notNull().check(oneOf("kind", ["transfer", "sepa", "purchase_order"])),
        )
        .addColumn("is_default", c.boolean, (col) => col.notNull().defaultTo(c.false))
        .addColumn("holder", "text")
        // SEPA: the full IBAN is needed to collect a debit; pages only ever show it masked.
        .addColumn("iban", "text")
        .addColumn("bic", "text")
        .addColumn("mandate_reference", "text")
        // Purchase order / administrative mandate of a public buyer.
        .addColumn("order_reference", "text")
        .addColumn("created_by", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("payment_method_institution_idx")
        .on("payment_method")
        .column("institution_id")
        .execute();

      await db.schema
        .createTable("change_request")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("institution_id", "text", (col) =>
          col.notNull().references("institution.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("kind", "text", (col) => col.notNull().check(oneOf("kind", ["plan", "addon", "cap"])))
        .addColumn("plan", "text")
        .addColumn("addon", "text")
        .addColumn("student_cap", "integer", (col) => col.check(sql`student_cap is null or student_cap > 0`))
        .addColumn("note", "text")
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("submitted")
            .check(oneOf("status", ["submitted", "in_review", "approved", "rejected", "done"])),
        )
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("change_request_institution_idx")
        .on("change_request")
        .column("institution_id")
        .execute();

      await db.schema
        .createTable("ticket_attachment")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("ticket_id", "text", (col) => col.notNull().references("ticket.id").onDelete("cascade"))
        .addColumn("message_id", "text", (col) => col.references("ticket_message.id").onDelete("cascade"))
        .addColumn("filename", "text", (col) => col.notNull())
        .addColumn("content_type", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        /** File name under DATA_DIR/attachments (a random id, never the uploaded name). */
        .addColumn("storage_key", "text", (col) => col.notNull().unique())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("ticket_attachment_ticket_idx")
        .on("ticket_attachment")
        .column("ticket_id")
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["ticket_attachment", "change_request", "payment_method"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable("institution").dropColumn("student_count").execute();
    },
  };
}
