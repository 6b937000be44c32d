import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./columns.ts";

/**
 * The accounts whose address is not confirmed yet, found without reading every account: the CRM's
 * client list keeps the sign-ups none of whose members confirmed their address under their own
 * filter (issue 20), and finds them from these few accounts (a partial index, both engines).
 */
export function unverifiedUsersMigration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The literal `false` on both engines (SQLite reads it as 0): a query finds the index only
      // when its condition is written the same way, never as a bound parameter.
      await sql`create index user_unverified_idx on "user" (id) where "emailVerified" = false`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index user_unverified_idx`.execute(db);
    },
  };
}
