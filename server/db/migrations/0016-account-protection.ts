import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, type Engine } from "./columns.ts";

/**
 * Accounts resist what attackers do (issue 17, decision 021):
 *
 * - `sign_in_address`: the addresses each account signed in from (the e-mail address, as the
 *   attempt limits key it), with the time of the last success. Attempts from them are not counted
 *   against the account's allowance for unknown addresses, so an attacker cannot lock the owner out.
 * - `email_change`: an applied change of a user's e-mail address, which the old address may cancel
 *   for 7 days with the link it was sent; the link's token is stored as its SHA-256 (hex).
 * - The `verification` rows already there are stored the way Better Auth now stores them: the
 *   SHA-256 of the identifier (server/auth/verification-tokens.ts, written out here as released), so
 *   that the reset links and two-factor challenges in flight keep working and none stays in clear.
 */
function storedIdentifier0015(identifier: string): string {
  const digest = createHash("sha256").update(identifier, "utf8").digest("base64url");
  return identifier.startsWith("reset-password:") ? `reset-password-sha256:${digest}` : `sha256:${digest}`;
}

interface VerificationRow0015 {
  id: string;
  identifier: string;
}

export function accountProtectionMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("sign_in_address")
        .addColumn("account", "text", (col) => col.notNull())
        .addColumn("address", "text", (col) => col.notNull())
        .addColumn("last_success_at", c.bigint, (col) => col.notNull())
        .addPrimaryKeyConstraint("sign_in_address_pk", ["account", "address"])
        .execute();
      await db.schema
        .createIndex("sign_in_address_last_idx")
        .on("sign_in_address")
        .column("last_success_at")
        .execute();

      await db.schema
        .createTable("email_change")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("old_email", "text", (col) => col.notNull())
        .addColumn("new_email", "text", (col) => col.notNull())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("changed_at", c.timestamp, (col) => col.notNull())
        .addColumn("expires_at", c.timestamp, (col) => col.notNull())
        .addColumn("cancelled_at", c.timestamp)
        .execute();
      await db.schema
        .createIndex("email_change_user_idx")
        .on("email_change")
        .columns(["user_id", "changed_at"])
        .execute();

      const typed = db as unknown as Kysely<{ verification: VerificationRow0015 }>;
      const rows = await typed.selectFrom("verification").select(["id", "identifier"]).execute();
      for (const row of rows) {
        if (row.identifier.startsWith("sha256:") || row.identifier.startsWith("reset-password-sha256:"))
          continue;
        await typed
          .updateTable("verification")
          .set({ identifier: storedIdentifier0015(row.identifier) })
          .where("id", "=", row.id)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("email_change_user_idx").execute();
      await db.schema.dropTable("email_change").execute();
      await db.schema.dropIndex("sign_in_address_last_idx").execute();
      await db.schema.dropTable("sign_in_address").execute();
    },
  };
}
