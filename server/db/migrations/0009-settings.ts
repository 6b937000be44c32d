import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, type Engine } from "./columns.ts";

/**
 * Settings changed from the admin CRM's configuration page (issue 8): one row per setting, its
 * value as JSON (checked by app/features/crm/settings/settings.ts when read), when and by whom it was last
 * saved. No row means the default, so a fresh install behaves as before the page existed.
 */
export function settingsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("app_setting")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_by", "text", (col) => col.references("user.id").onDelete("set null"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("app_setting").execute();
    },
  };
}
