// `npm run db:migrate`: brings the database of DATABASE_URL (or the embedded file) to the latest
// schema. The server does the same at start-up; this is for deployments that migrate first.
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest, MigrationError } from "../server/db/migrate.ts";

try {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    const report = await migrateToLatest(database);
    console.log(
      report.applied.length
        ? `Applied ${report.applied.length} migration(s) to the ${database.engine} database in ${report.ms} ms: ${report.applied.join(", ")}`
        : `The ${database.engine} database is up to date.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof MigrationError ? error.message : error);
  process.exit(1);
}
