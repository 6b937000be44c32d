import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/**
 * Lead capture (issue 5): the details that some leads carry besides their `lead` row.
 * - `demo_booking`: a demo slot. `held_slot` is UNIQUE: two visitors can never hold the same
 *   slot, whatever the timing; a cancelled booking releases it (NULL), its `slot_start` stays.
 * - `webinar_registration`: one registration per webinar and address.
 * - `sales_order`: a pending order from checkout, linked to the account (`order` is an SQL
 *   keyword, hence the name). Payment references only: no card number is ever stored.
 * - `checkout_draft`: what an anonymous visitor entered at checkout, kept for two hours while they
 *   sign in (forms posted without JavaScript cannot keep it in the browser).
 * - `contact.institution_key`: the normalised institution name, to link the leads of one
 *   institution to one contact.
 * - `mail_queue.attachments`: files sent with a message (the demo's `.ics` invitation).
 */
export function leadsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("contact").addColumn("institution_key", "text").execute();
      await db.schema
        .createIndex("contact_institution_key_idx")
        .on("contact")
        .column("institution_key")
        .execute();
      await db.schema.alterTable("mail_queue").addColumn("attachments", "text").execute();
      await db.schema.createIndex("lead_email_idx").on("lead").column("email").execute();

      await db.schema
        .createTable("demo_booking")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("lead_id", "text", (col) => col.notNull().references("lead.id").onDelete("cascade"))
        .addColumn("slot_start", c.timestamp, (col) => col.notNull())
        .addColumn("held_slot", c.timestamp, (col) => col.unique())
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("confirmed")
            .check(oneOf("status", ["confirmed", "cancelled"])),
        )
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("contact_name", "text", (col) => col.notNull())
        .addColumn("institution_name", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull().check(oneOf("language", ["fr", "en"])))
        .addColumn("time_zone", "text")
        .addColumn("manage_token_hash", "text", (col) => col.notNull().unique())
        .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("cancel_reason", "text")
        .addColumn("cancelled_at", c.timestamp)
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex("demo_booking_slot_idx").on("demo_booking").column("slot_start").execute();
      await db.schema.createIndex("demo_booking_lead_idx").on("demo_booking").column("lead_id").execute();

      await db.schema
        .createTable("webinar_registration")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("lead_id", "text", (col) => col.notNull().references("lead.id").onDelete("cascade"))
        .addColumn("webinar", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addUniqueConstraint("webinar_registration_once", ["webinar", "email"])
        .execute();

      await db.schema
        .createTable("sales_order")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("reference", "text", (col) => col.notNull().unique())
        .addColumn("lead_id", "text", (col) => col.references("lead.id").onDelete("set null"))
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("pending")
            .check(oneOf("status", ["pending", "confirmed", "cancelled"])),
        )
        .addColumn("plan", "text", (col) =>
          col.notNull().check(oneOf("plan", ["essential", "premium", "excellence"])),
        )
        .addColumn("students", "integer", (col) => col.notNull())
        .addColumn("addons", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("billing_name", "text", (col) => col.notNull())
        .addColumn("country", "text", (col) => col.notNull())
        .addColumn("siret", "text")
        .addColumn("vat_number", "text")
        .addColumn("address_line1", "text", (col) => col.notNull())
        .addColumn("address_line2", "text")
        .addColumn("postal_code", "text", (col) => col.notNull())
        .addColumn("city", "text", (col) => col.notNull())
        .addColumn("billing_email", "text", (col) => col.notNull())
        .addColumn("payment_method", "text", (col) =>
          col.notNull().check(oneOf("payment_method", ["bank-transfer", "sepa-debit", "purchase-order"])),
        )
        .addColumn("account_holder", "text")
        .addColumn("iban", "text")
        .addColumn("bic", "text")
        .addColumn("mandate_reference", "text", (col) => col.unique())
        .addColumn("mandate_signed_at", c.timestamp)
        .addColumn("chorus_service_code", "text")
        .addColumn("commitment_number", "text")
        .addColumn("estimate_monthly_cents", "integer")
        .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        // A debit needs its account; the other methods never keep one.
        .addCheckConstraint(
          "sales_order_iban_only_for_debit",
          sql`(payment_method = 'sepa-debit' and iban is not null) or (payment_method <> 'sepa-debit' and iban is null)`,
        )
        .execute();
      await db.schema.createIndex("sales_order_user_idx").on("sales_order").column("user_id").execute();
      await db.schema
        .createIndex("sales_order_status_idx")
        .on("sales_order")
        .columns(["status", "created_at"])
        .execute();

      await db.schema
        .createTable("checkout_draft")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("data", "text", (col) => col.notNull())
        .addColumn("expires_at", c.timestamp, (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["checkout_draft", "sales_order", "webinar_registration", "demo_booking"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.dropIndex("lead_email_idx").ifExists().execute();
      await db.schema.dropIndex("contact_institution_key_idx").ifExists().execute();
      await db.schema.alterTable("mail_queue").dropColumn("attachments").execute();
      await db.schema.alterTable("contact").dropColumn("institution_key").execute();
    },
  };
}
