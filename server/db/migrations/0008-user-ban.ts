import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, type Engine } from "./columns.ts";

/**
 * Banning a customer account from the admin CRM (issue 8): `user.banned` refuses every new
 * session (server/auth/auth.ts), `ban_reason` and `banned_at` say why and since when. Existing
 * accounts start unbanned.
 */
export function userBanMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("user")
        .addColumn("banned", c.boolean, (col) => col.notNull().defaultTo(c.false))
        .execute();
      await db.schema.alterTable("user").addColumn("ban_reason", "text").execute();
      await db.schema.alterTable("user").addColumn("banned_at", c.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("user").dropColumn("banned_at").execute();
      await db.schema.alterTable("user").dropColumn("ban_reason").execute();
      await db.schema.alterTable("user").dropColumn("banned").execute();
    },
  };
}
