// `npm run db:seed`: demo content (institutions, their staff, subscriptions, leads, quotes, tickets)
// in an empty database. It never creates an administrator or a password; it prints how to get one.
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest, MigrationError } from "../server/db/migrate.ts";
import { FIRST_ADMIN_HELP, seedDemo } from "../server/db/seed.ts";
import { demoSeed } from "../app/seed.server.ts";

try {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const report = await seedDemo(database.db, demoSeed);
    console.log(
      report.seeded
        ? `Demo content created: ${report.counts.institutions ?? 0} institutions, ${report.counts.users ?? 0} people (without passwords).`
        : "The database already has content: nothing was added.",
    );
    const admin = await database.db
      .selectFrom("user")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirst();
    if (!admin) console.log(`\n${FIRST_ADMIN_HELP}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof MigrationError ? error.message : error);
  process.exit(1);
}
