import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/** Staff roles of the admin CRM (issue 8); `admin` may also come from `user.role` (DECISIONS.md point 2). */
export const STAFF_ROLES_0005 = ["admin", "sales", "support", "billing"] as const;
/** Pipeline stages of a lead (issue 8). */
export const LEAD_STAGES_0005 = [
  "new",
  "qualified",
  "demo_booked",
  "proposal_sent",
  "negotiation",
  "won",
  "lost",
] as const;

/**
 * The admin CRM (issue 8):
 * - `staff_member`: the staff role of a user who is not a full admin (sales, support, billing);
 *   `user.role = 'admin'` keeps meaning "everything", so ADMIN_EMAILS and user:promote are unchanged;
 * - the lead's pipeline: stage (its own column, so that lead capture's `status` keeps its meaning),
 *   owner, lost reason, deal value in cents, with the indexes the inbox sorts and filters on;
 * - `crm_note`: staff notes on a lead or an institution;
 * - audit log indexes for the log page (by time, by actor, by action).
 */
export function adminMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff_member")
        .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("role", "text", (col) => col.notNull().check(oneOf("role", STAFF_ROLES_0005)))
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();

      await db.schema
        .alterTable("lead")
        .addColumn("stage", "text", (col) =>
          col.notNull().defaultTo("new").check(oneOf("stage", LEAD_STAGES_0005)),
        )
        .execute();
      await db.schema
        .alterTable("lead")
        .addColumn("owner_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .execute();
      await db.schema.alterTable("lead").addColumn("lost_reason", "text").execute();
      await db.schema
        .alterTable("lead")
        .addColumn("value_cents", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      // Existing leads enter the pipeline where their capture status put them.
      await sql`update lead set stage = case status
          when 'qualified' then 'qualified'
          when 'proposal' then 'proposal_sent'
          when 'won' then 'won'
          when 'lost' then 'lost'
          else 'new' end`.execute(db);
      await sql`update lead set value_cents = coalesce(
          (select max(q.total_cents) from quote q where q.lead_id = lead.id), 0)`.execute(db);
      await db.schema
        .createIndex("lead_stage_created_idx")
        .on("lead")
        .columns(["stage", "created_at"])
        .execute();
      await db.schema.createIndex("lead_created_idx").on("lead").column("created_at").execute();
      await db.schema
        .createIndex("lead_owner_idx")
        .on("lead")
        .columns(["owner_user_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("lead_source_idx")
        .on("lead")
        .columns(["utm_source", "created_at"])
        .execute();

      await db.schema
        .createTable("crm_note")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("entity_type", "text", (col) =>
          col.notNull().check(oneOf("entity_type", ["lead", "institution"])),
        )
        .addColumn("entity_id", "text", (col) => col.notNull())
        .addColumn("author_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("crm_note_entity_idx")
        .on("crm_note")
        .columns(["entity_type", "entity_id", "created_at"])
        .execute();

      await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
      await db.schema
        .createIndex("audit_log_actor_idx")
        .on("audit_log")
        .columns(["actor_user_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("audit_log_action_idx")
        .on("audit_log")
        .columns(["action", "created_at"])
        .execute();
      await db.schema.createIndex("institution_name_idx").on("institution").column("name").execute();
      await db.schema.createIndex("institution_created_idx").on("institution").column("created_at").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of [
        "institution_created_idx",
        "institution_name_idx",
        "audit_log_action_idx",
        "audit_log_actor_idx",
        "audit_log_created_idx",
        "lead_source_idx",
        "lead_owner_idx",
        "lead_created_idx",
        "lead_stage_created_idx",
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.dropTable("crm_note").execute();
      for (const column of ["value_cents", "lost_reason", "owner_user_id", "stage"]) {
        await db.schema.alterTable("lead").dropColumn(column).execute();
      }
      await db.schema.dropTable("staff_member").execute();
    },
  };
}
