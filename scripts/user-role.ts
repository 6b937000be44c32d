import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { toBool } from "../server/db/mapping.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import type { Role } from "../server/db/schema.ts";

/** Shared by `npm run user:promote -- <email>` and `npm run user:demote -- <email>`. */
export async function changeRole(role: Role, args: readonly string[]): Promise<number> {
  const email = args
    .find((a) => !a.startsWith("-"))
    ?.trim()
    .toLowerCase();
  if (!email || !email.includes("@")) {
    console.error(`Usage: npm run user:${role === "admin" ? "promote" : "demote"} -- <email>`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const user = await database.db
      .selectFrom("user")
      .select(["id", "role", "emailVerified", "twoFactorEnabled"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) {
      console.error(`No account for ${email}. Sign up first at /auth, then run this command again.`);
      return 1;
    }
    if (user.role === role) {
      console.log(`${email} is already ${role === "admin" ? "an administrator" : "a plain user"}.`);
      return 0;
    }
    await database.db
      .updateTable("user")
      .set({ role, updatedAt: new Date() })
      .where("id", "=", user.id)
      .execute();
    if (role === "user") {
      console.log(`${email} is now a plain user.`);
      return 0;
    }
    console.log(`${email} is now an administrator: the Admin CRM is at /admin.`);
    if (!toBool(user.emailVerified))
      console.log(
        "Their address is not confirmed yet: they must follow the link of the confirmation e-mail first.",
      );
    if (config.requireAdmin2fa && !toBool(user.twoFactorEnabled)) {
      console.log(
        "REQUIRE_ADMIN_2FA is on: they must enable two-factor authentication (/dashboard/profile) before using it.",
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}
