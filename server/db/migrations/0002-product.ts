import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/**
 * The values the lead columns accepted when this migration was written, frozen here: a migration
 * never follows the live constants of schema.ts, or changing them would rewrite history.
 */
const LEAD_TYPES = ["contact", "demo", "quote", "order", "webinar", "feedback", "chatbot"] as const;
const LEAD_STATUSES = ["new", "contacted", "qualified", "proposal", "won", "lost", "spam"] as const;

/**
 * The product's own tables, created now so that every later feature builds on one schema:
 * institutions and their members, subscriptions, contacts and leads (every visitor submission,
 * DECISIONS.md point 3), quotes, support tickets, invoices (integer cents, point 7), the outgoing
 * mail queue, the audit log and the rate-limit counters. Later features extend them with new
 * migrations.
 */
export function productMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("institution")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("type", "text", (col) =>
          col
            .notNull()
            .defaultTo("other")
            .check(
              oneOf("type", [
                "school",
                "secondary",
                "higher_education",
                "vocational",
                "training_center",
                "other",
              ]),
            ),
        )
        .addColumn("siret", "text")
        .addColumn("vat_number", "text")
        .addColumn("address_line1", "text")
        .addColumn("address_line2", "text")
        .addColumn("postal_code", "text")
        .addColumn("city", "text")
        .addColumn("country", "text", (col) => col.notNull().defaultTo("FR"))
        // Chorus Pro service code of public institutions (DECISIONS.md point 6).
        .addColumn("chorus_service_code", "text")
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();

      await db.schema
        .createTable("membership")
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("institution_id", "text", (col) =>
          col.notNull().references("institution.id").onDelete("cascade"),
        )
        .addColumn("role", "text", (col) =>
          col
            .notNull()
            .defaultTo("member")
            .check(oneOf("role", ["owner", "billing", "member"])),
        )
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addPrimaryKeyConstraint("membership_pk", ["user_id", "institution_id"])
        .execute();
      await db.schema
        .createIndex("membership_institution_idx")
        .on("membership")
        .column("institution_id")
        .execute();

      await db.schema
        .createTable("subscription")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("institution_id", "text", (col) =>
          col.notNull().references("institution.id").onDelete("cascade"),
        )
        .addColumn("plan", "text", (col) =>
          col.notNull().check(oneOf("plan", ["essential", "premium", "excellence", "custom"])),
        )
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("active")
            .check(oneOf("status", ["trial", "active", "past_due", "cancelled"])),
        )
        .addColumn("student_cap", "integer")
        .addColumn("modules", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("addons", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("billing_period", "text", (col) =>
          col
            .notNull()
            .defaultTo("monthly")
            .check(oneOf("billing_period", ["monthly", "yearly"])),
        )
        .addColumn("mrr_cents", "integer", (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`mrr_cents >= 0`),
        )
        .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
        .addColumn("started_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("renews_at", c.timestamp)
        .addColumn("cancelled_at", c.timestamp)
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("subscription_institution_idx")
        .on("subscription")
        .column("institution_id")
        .execute();

      await db.schema
        .createTable("contact")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("email", "text", (col) =>
          col
            .notNull()
            .unique()
            .check(sql`email = lower(email)`),
        )
        .addColumn("first_name", "text")
        .addColumn("last_name", "text")
        .addColumn("phone", "text")
        .addColumn("institution_name", "text")
        .addColumn("domain", "text")
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex("contact_domain_idx").on("contact").column("domain").execute();

      await db.schema
        .createTable("lead")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("type", "text", (col) => col.notNull().check(oneOf("type", LEAD_TYPES)))
        .addColumn("status", "text", (col) =>
          col.notNull().defaultTo("new").check(oneOf("status", LEAD_STATUSES)),
        )
        .addColumn("email", "text")
        .addColumn("institution_name", "text")
        .addColumn("payload", "text", (col) => col.notNull().defaultTo("{}"))
        .addColumn("page", "text")
        .addColumn("referrer", "text")
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("utm_term", "text")
        .addColumn("utm_content", "text")
        .addColumn("language", "text")
        .addColumn("contact_id", "text", (col) => col.references("contact.id").onDelete("set null"))
        .addColumn("idempotency_key", "text", (col) => col.unique())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("lead_type_created_idx")
        .on("lead")
        .columns(["type", "created_at"])
        .execute();
      await db.schema.createIndex("lead_status_idx").on("lead").column("status").execute();
      await db.schema.createIndex("lead_contact_idx").on("lead").column("contact_id").execute();

      await db.schema
        .createTable("quote")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("number", "text", (col) => col.notNull().unique())
        .addColumn("lead_id", "text", (col) => col.references("lead.id").onDelete("set null"))
        .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("draft")
            .check(oneOf("status", ["draft", "sent", "accepted", "declined", "expired"])),
        )
        .addColumn("plan", "text", (col) =>
          col.check(oneOf("plan", ["essential", "premium", "excellence", "custom"])),
        )
        .addColumn("lines", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("total_cents", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
        .addColumn("valid_until", c.timestamp)
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex("quote_institution_idx").on("quote").column("institution_id").execute();

      await db.schema
        .createTable("ticket")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
        .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("category", "text")
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("open")
            .check(oneOf("status", ["open", "pending", "resolved", "closed"])),
        )
        .addColumn("priority", "text", (col) =>
          col
            .notNull()
            .defaultTo("normal")
            .check(oneOf("priority", ["low", "normal", "high", "urgent"])),
        )
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex("ticket_institution_idx").on("ticket").column("institution_id").execute();
      await db.schema.createIndex("ticket_status_idx").on("ticket").column("status").execute();

      await db.schema
        .createTable("ticket_message")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("ticket_id", "text", (col) => col.notNull().references("ticket.id").onDelete("cascade"))
        .addColumn("author_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("author_role", "text", (col) =>
          col.notNull().check(oneOf("author_role", ["client", "staff"])),
        )
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("ticket_message_ticket_idx")
        .on("ticket_message")
        .column("ticket_id")
        .execute();

      await db.schema
        .createTable("invoice")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("number", "text", (col) => col.unique())
        .addColumn("kind", "text", (col) =>
          col
            .notNull()
            .defaultTo("invoice")
            .check(oneOf("kind", ["invoice", "credit_note"])),
        )
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("draft")
            .check(oneOf("status", ["draft", "issued", "paid", "cancelled"])),
        )
        .addColumn("institution_id", "text", (col) =>
          col.notNull().references("institution.id").onDelete("restrict"),
        )
        .addColumn("subscription_id", "text", (col) => col.references("subscription.id").onDelete("set null"))
        .addColumn("credited_invoice_id", "text", (col) => col.references("invoice.id").onDelete("restrict"))
        .addColumn("lines", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("subtotal_cents", "integer", (col) => col.notNull())
        .addColumn("vat_rate_bp", "integer", (col) => col.notNull().defaultTo(2000))
        .addColumn("vat_cents", "integer", (col) => col.notNull())
        .addColumn("total_cents", "integer", (col) => col.notNull())
        .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
        .addColumn("issued_at", c.timestamp)
        .addColumn("due_at", c.timestamp)
        .addColumn("paid_at", c.timestamp)
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex("invoice_institution_idx").on("invoice").column("institution_id").execute();

      await db.schema
        .createTable("mail_queue")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("to_address", "text", (col) => col.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("text_body", "text", (col) => col.notNull())
        .addColumn("html_body", "text")
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("pending")
            .check(oneOf("status", ["pending", "sending", "sent", "failed"])),
        )
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("locked_until", c.timestamp)
        .addColumn("last_error", "text")
        .addColumn("sent_at", c.timestamp)
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("mail_queue_due_idx")
        .on("mail_queue")
        .columns(["status", "next_attempt_at"])
        .execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("actor_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("entity_type", "text", (col) => col.notNull())
        .addColumn("entity_id", "text")
        .addColumn("changes", "text", (col) => col.notNull().defaultTo("{}"))
        .addColumn("ip_address", "text")
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("audit_log_entity_idx")
        .on("audit_log")
        .columns(["entity_type", "entity_id", "created_at"])
        .execute();

      await db.schema
        .createTable("rate_limit")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("count", "integer", (col) => col.notNull())
        .addColumn("window_start", c.bigint, (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "rate_limit",
        "audit_log",
        "mail_queue",
        "invoice",
        "ticket_message",
        "ticket",
        "quote",
        "lead",
        "contact",
        "subscription",
        "membership",
        "institution",
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
