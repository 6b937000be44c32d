import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/** Values as released (migration names and checks never change). */
const TASK_RECORDS_0024 = ["lead", "institution", "ticket"] as const;

/**
 * Follow-up tasks (issue 20 §6, decision 037):
 *
 * - `task`: a follow-up on a lead, a client institution or a ticket (`entity_type`, `entity_id`:
 *   the same pair as the audit log's, so that its entries land in that record's history). Due on a
 *   Paris day (`due_day`, `YYYY-MM-DD`), optionally at a time (`due_time`, `HH:MM`). Its owner is a
 *   staff member; deleting that account keeps the task, unowned. Open while `done_at` is NULL.
 * - `task_digest`: each morning digest sent, one row per (person, day): the job inserts the row and
 *   queues the e-mail in one transaction, so a second run of the day sends nothing.
 * - `user.task_digest`: the person wants the morning digest (on by default; the profile turns it off).
 */
export function tasksMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("task")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("entity_type", "text", (col) =>
          col.notNull().check(oneOf("entity_type", TASK_RECORDS_0024)),
        )
        .addColumn("entity_id", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("note", "text")
        .addColumn("due_day", "text", (col) => col.notNull())
        .addColumn("due_time", "text")
        .addColumn("owner_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("created_by", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("created_at", c.timestamp, (col) => col.notNull())
        .addColumn("updated_at", c.timestamp, (col) => col.notNull())
        .addColumn("done_at", c.timestamp)
        .addColumn("done_by", "text", (col) => col.references("user.id").onDelete("set null"))
        .execute();
      // A record's panel lists its tasks; "my tasks" and the digest read a person's open ones by day.
      await db.schema
        .createIndex("task_entity_idx")
        .on("task")
        .columns(["entity_type", "entity_id"])
        .execute();
      await db.schema
        .createIndex("task_owner_open_idx")
        .on("task")
        .columns(["owner_user_id", "done_at", "due_day"])
        .execute();
      await db.schema
        .createTable("task_digest")
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("sent_at", c.timestamp, (col) => col.notNull())
        .addColumn("tasks", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("task_digest_pk", ["user_id", "day"])
        .execute();
      await db.schema
        .alterTable("user")
        .addColumn("task_digest", c.boolean, (col) => col.notNull().defaultTo(c.true))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("user").dropColumn("task_digest").execute();
      await db.schema.dropTable("task_digest").execute();
      await db.schema.dropIndex("task_owner_open_idx").execute();
      await db.schema.dropIndex("task_entity_idx").execute();
      await db.schema.dropTable("task").execute();
    },
  };
}
