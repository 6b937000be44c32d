import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/** Why an impersonation ended, as released (migration names and checks never change). */
const END_REASONS_0013 = ["manual", "expired", "signed_out", "revoked"] as const;

/**
 * Support sign-in as a customer (issue 8, decision 014): one row per impersonation, who, as whom,
 * why, from which client page, until when, and how it ended. The browser's cookie holds a random
 * token whose SHA-256 is `token_hash` (a database read never gives a usable cookie). The rows go
 * with either account; the audit log keeps the start and the end.
 */
export function impersonationMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("impersonation")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("staff_user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("target_user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
        .addColumn("reason", "text", (col) => col.notNull())
        .addColumn("started_at", c.timestamp, (col) => col.notNull())
        .addColumn("expires_at", c.timestamp, (col) => col.notNull())
        .addColumn("ended_at", c.timestamp)
        .addColumn("ended_reason", "text", (col) => col.check(oneOf("ended_reason", END_REASONS_0013)))
        .addColumn("ip_address", "text")
        .addColumn("user_agent", "text")
        .execute();
      await db.schema
        .createIndex("impersonation_staff_idx")
        .on("impersonation")
        .columns(["staff_user_id", "started_at"])
        .execute();
      await db.schema
        .createIndex("impersonation_target_idx")
        .on("impersonation")
        .columns(["target_user_id", "started_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("impersonation_target_idx").execute();
      await db.schema.dropIndex("impersonation_staff_idx").execute();
      await db.schema.dropTable("impersonation").execute();
    },
  };
}
