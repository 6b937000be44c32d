import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, type Engine } from "./columns.ts";

/**
 * Saved views of the CRM's lists (issue 20 §8, decision 039):
 *
 * - `saved_view`: a named filter and sort of one list (`list`: `leads`, `support`, `clients`… as
 *   the application names them; no CHECK, so that another list needs no table rebuild on SQLite),
 *   `query` its query string as the list's own parameters schema reads it (normalised: defaults,
 *   page and unknown values dropped). For its author only, or `shared` with every staff member
 *   who may open that list. Deleting the author's account deletes their views.
 * - Names are unique per author and list (a unique index); the lists read the views of a list that
 *   are the reader's or shared (index on `list`, `shared`).
 */
export function savedViewsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("saved_view")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("owner_user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("shared", c.boolean, (col) => col.notNull().defaultTo(c.false))
        .addColumn("created_at", c.timestamp, (col) => col.notNull())
        .addColumn("updated_at", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("saved_view_owner_list_name_idx")
        .on("saved_view")
        .columns(["owner_user_id", "list", "name"])
        .unique()
        .execute();
      await db.schema
        .createIndex("saved_view_list_shared_idx")
        .on("saved_view")
        .columns(["list", "shared"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("saved_view_list_shared_idx").execute();
      await db.schema.dropIndex("saved_view_owner_list_name_idx").execute();
      await db.schema.dropTable("saved_view").execute();
    },
  };
}
