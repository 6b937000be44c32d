import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { toBool } from "../server/db/mapping.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import type { Role, StaffRole } from "../server/db/schema.ts";

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
    if (role === "user") {
      // Demoting also takes away a staff role of the admin CRM (issue 8).
      await database.db.deleteFrom("staff_member").where("user_id", "=", user.id).execute();
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

/** `npm run user:promote -- <email> --role=sales|support|billing`: a staff role of the admin CRM. */
export async function assignStaffRole(
  role: Exclude<StaffRole, "admin">,
  args: readonly string[],
): Promise<number> {
  const email = args
    .find((a) => !a.startsWith("-"))
    ?.trim()
    .toLowerCase();
  if (!email || !email.includes("@")) {
    console.error("Usage: npm run user:promote -- <email> --role=sales|support|billing");
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
      .select(["id", "role"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) {
      console.error(`No account for ${email}. Sign up first at /auth, then run this command again.`);
      return 1;
    }
    if (user.role === "admin") {
      console.error(
        `${email} is an administrator (all permissions). Run npm run user:demote -- ${email} first.`,
      );
      return 1;
    }
    const now = new Date().toISOString();
    await database.db
      .insertInto("staff_member")
      .values({ user_id: user.id, role, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ role, updated_at: now }))
      .execute();
    await database.db
      .insertInto("audit_log")
      .values({
        id: crypto.randomUUID(),
        actor_user_id: null,
        action: "staff.role",
        entity_type: "user",
        entity_id: user.id,
        changes: JSON.stringify({ email, role: [null, role], via: "cli" }),
        ip_address: null,
        created_at: now,
      })
      .execute();
    console.log(`${email} now has the ${role} role in the Admin CRM (/admin).`);
    return 0;
  } finally {
    await database.close();
  }
}
