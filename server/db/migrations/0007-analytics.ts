import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/**
 * First-party analytics (issue 9, DECISIONS.md point 8):
 * - `analytics_event`: page views and events, with the page's path and language and a visitor key
 *   that changes every day; no cookie, no address, no account id;
 * - `analytics_salt`: the secret salt of the current day for the visitor key (one row; the
 *   previous day's is deleted when the day changes).
 */
export function analyticsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("analytics_event")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("type", "text", (col) =>
          col.notNull().check(oneOf("type", ["form", "error", "user-action", "page-view"])),
        )
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("path", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("props", "text")
        .addColumn("visitor_key", "text", (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("analytics_event_type_created_idx")
        .on("analytics_event")
        .columns(["type", "created_at"])
        .execute();
      await db.schema
        .createIndex("analytics_event_created_idx")
        .on("analytics_event")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("analytics_salt")
        .addColumn("day", "text", (col) => col.primaryKey())
        .addColumn("salt", "text", (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("analytics_salt").execute();
      await db.schema.dropIndex("analytics_event_created_idx").execute();
      await db.schema.dropIndex("analytics_event_type_created_idx").execute();
      await db.schema.dropTable("analytics_event").execute();
    },
  };
}
