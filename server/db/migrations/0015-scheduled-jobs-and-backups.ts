import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/** Values as released (migration names and checks never change). */
const RUN_STATUSES_0015 = ["running", "success", "failure"] as const;
const BACKUP_TRIGGERS_0015 = ["manual", "schedule"] as const;

/**
 * The server's daily jobs (server/scheduler) and the backups' history (issue 17, decision 020):
 * - `scheduled_job`: when each job became known, so that a fresh install does not "catch up" a
 *   run of a time it was not even running.
 * - `scheduled_job_run`: one row per job and day; inserting it is the claim that makes exactly one
 *   of several instances sharing the database run that day's occurrence. `locked_until` lets
 *   another instance take over a claim whose instance died.
 * - `backup`: every backup made (by the schedule or by an administrator), with its result, size,
 *   duration and the reason of a failure (rows leave with their archive, past the retention).
 */
export function scheduledJobsAndBackupsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("scheduled_job")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("registered_at", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("scheduled_job_run")
        .addColumn("job", "text", (col) => col.notNull())
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().check(oneOf("status", RUN_STATUSES_0015)))
        .addColumn("instance", "text", (col) => col.notNull())
        .addColumn("started_at", c.timestamp, (col) => col.notNull())
        .addColumn("finished_at", c.timestamp)
        .addColumn("locked_until", c.timestamp, (col) => col.notNull())
        .addColumn("error", "text")
        .addPrimaryKeyConstraint("scheduled_job_run_pk", ["job", "day"])
        .execute();
      await db.schema
        .createTable("backup")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("file_name", "text", (col) => col.notNull().unique())
        .addColumn("trigger", "text", (col) => col.notNull().check(oneOf("trigger", BACKUP_TRIGGERS_0015)))
        .addColumn("status", "text", (col) => col.notNull().check(oneOf("status", RUN_STATUSES_0015)))
        .addColumn("started_at", c.timestamp, (col) => col.notNull())
        .addColumn("finished_at", c.timestamp)
        .addColumn("duration_ms", "integer")
        .addColumn("size_bytes", c.bigint)
        .addColumn("error", "text")
        .addColumn("summary", "text")
        .addColumn("created_by", "text", (col) => col.references("user.id").onDelete("set null"))
        .execute();
      await db.schema.createIndex("backup_started_idx").on("backup").column("started_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("backup_started_idx").execute();
      await db.schema.dropTable("backup").execute();
      await db.schema.dropTable("scheduled_job_run").execute();
      await db.schema.dropTable("scheduled_job").execute();
    },
  };
}
