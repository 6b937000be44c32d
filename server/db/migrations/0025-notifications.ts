import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/** Values as released (migration names and checks never change). */
const NOTIFICATION_KINDS_0025 = [
  "lead-assigned",
  "ticket-opened",
  "ticket-answered",
  "sla-at-risk",
  "proposal-viewed",
  "proposal-accepted",
  "proposal-declined",
  "invoice-overdue",
] as const;

/**
 * CRM notifications (issue 20 §7, decision 038):
 *
 * - `notification`: one event told to one staff member in the CRM (the bell, /admin/notifications).
 *   `entity_type` + `entity_id` name the record it links to; `params` (JSON) what the sentence needs
 *   (a name, a number), said in the reader's language when read. Unread while `read_at` is NULL.
 * - `notification_preference`: a person's choice for one kind, in-app and by e-mail; no row means
 *   the kind's default for their role.
 * - `notification_once`: the events that must be told once only (an SLA about to be missed, an
 *   overdue invoice), by key: the job inserts the key in the transaction that writes the
 *   notifications, so a second run (or a second instance) tells nothing.
 */
export function notificationsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("notification")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("kind", "text", (col) => col.notNull().check(oneOf("kind", NOTIFICATION_KINDS_0025)))
        .addColumn("entity_type", "text", (col) => col.notNull())
        .addColumn("entity_id", "text", (col) => col.notNull())
        .addColumn("params", "text", (col) => col.notNull().defaultTo("{}"))
        .addColumn("created_at", c.timestamp, (col) => col.notNull())
        .addColumn("read_at", c.timestamp)
        .execute();
      // The bell counts a person's unread ones; the page lists a person's latest first.
      await db.schema
        .createIndex("notification_user_unread_idx")
        .on("notification")
        .columns(["user_id", "read_at"])
        .execute();
      await db.schema
        .createIndex("notification_user_created_idx")
        .on("notification")
        .columns(["user_id", "created_at"])
        .execute();
      await db.schema
        .createTable("notification_preference")
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("kind", "text", (col) => col.notNull().check(oneOf("kind", NOTIFICATION_KINDS_0025)))
        .addColumn("in_app", c.boolean, (col) => col.notNull())
        .addColumn("email", c.boolean, (col) => col.notNull())
        .addPrimaryKeyConstraint("notification_preference_pk", ["user_id", "kind"])
        .execute();
      await db.schema
        .createTable("notification_once")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("created_at", c.timestamp, (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("notification_once").execute();
      await db.schema.dropTable("notification_preference").execute();
      await db.schema.dropIndex("notification_user_created_idx").execute();
      await db.schema.dropIndex("notification_user_unread_idx").execute();
      await db.schema.dropTable("notification").execute();
    },
  };
}
