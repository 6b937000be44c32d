import { sql } from "kysely";
import { servicesContext } from "#app/context.ts";
import type { AppOptions } from "./app.ts";
import { authRoutes } from "./auth/routes.ts";
import { ConfigError, loadConfig, type AppConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { FIRST_ADMIN_HELP, seedDemo } from "./db/seed.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createServices, type AppServices } from "./services.ts";
import { appVersion } from "./version.ts";
import { offsetClock, systemClock } from "./scheduler/clock.ts";

/**
 * What the production server (`server/index.ts`) and the development server (`scripts/dev.mjs`)
 * both need before they can answer: configuration, logger, database and the services handed to
 * `createApp`. Keeping it in one place means `npm run dev` runs exactly the production app, only with
 * Vite's build instead of the built files.
 */
export interface Bootstrap {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly database: Database;
  readonly services: AppServices;
  /** Options of `createApp` that do not depend on how the app is built or served. */
  readonly appOptions: Omit<AppOptions, "mode" | "getBuild" | "clientDir">;
  /** Releases what `bootstrap` opened (database, queues…), in reverse order. */
  close(): Promise<void>;
}

/** Reads the configuration; a wrong or missing value stops the process with a clear message. */
function configOrExit(env: NodeJS.ProcessEnv): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The schema is brought up to date before anything else (and before Better Auth, which checks it
 * when created); a fresh embedded database gets the demo content once.
 */
async function prepareDatabase(config: AppConfig, logger: Logger, database: Database): Promise<void> {
  const migration = await migrateToLatest(database);
  if (migration.applied.length)
    logger.info({ applied: migration.applied, ms: migration.ms }, "database migrated");
  const fresh = migration.applied.includes("0001-accounts");
  if (fresh && config.env === "embedded" && database.engine === "sqlite") {
    const seed = await seedDemo(database.db);
    if (seed.seeded) {
      logger.info({ institutions: seed.institutions, users: seed.users }, "demo content created");
      console.log(`\n${FIRST_ADMIN_HELP}\n`);
    }
  }
}

/**
 * End-to-end servers only (E2E=1): `E2E_SQLITE_SPARE_PAGES=n` lets the embedded database grow by
 * n pages at most, so that the fault tests meet a real SQLITE_FULL (what a full disk gives) without
 * filling a disk. SQLite keeps this limit per connection: the server's own connection must set it.
 */
async function limitTestDatabase(database: Database, env: NodeJS.ProcessEnv): Promise<void> {
  const spare = env.E2E === "1" ? env.E2E_SQLITE_SPARE_PAGES : undefined;
  if (!spare || database.engine !== "sqlite" || !/^\d+$/.test(spare)) return;
  const { rows } = await sql<{ page_count: number }>`select page_count from pragma_page_count()`.execute(
    database.db,
  );
  const limit = (rows[0]?.page_count ?? 0) + Number(spare);
  await sql.raw(`PRAGMA max_page_count = ${limit}`).execute(database.db);
}

export async function bootstrap(env: NodeJS.ProcessEnv = process.env): Promise<Bootstrap> {
  const config = configOrExit(env);
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.databaseUrl, {
    // The message and code say what happened; the error also carries the whole client object.
    onIdleConnectionError: (error) =>
      logger.warn(
        { reason: error.message, code: (error as { code?: unknown }).code },
        "an idle database connection was closed",
      ),
  });
  try {
    await prepareDatabase(config, logger, database);
  } catch (error) {
    logger.fatal({ err: error }, "the database could not be prepared");
    await database.close();
    throw error;
  }
  await limitTestDatabase(database, env);
  const { services, close: closeServices } = createServices(config, logger, database, {
    // End-to-end servers: a clock a test-only route moves, to reach the next daily run.
    clock: env.E2E === "1" ? offsetClock() : systemClock,
  });
  const promoted = await services.accounts.syncAdminEmails();
  if (promoted) logger.info({ promoted }, "ADMIN_EMAILS addresses promoted to admin");

  return {
    config,
    logger,
    database,
    services,
    appOptions: {
      config,
      logger,
      health: async () => ({ database: await database.ping().catch(() => false) }),
      version: appVersion(),
      decorateContext: (context) => {
        context.set(servicesContext, services);
      },
      extraRoutes: authRoutes(services),
    },
    async close() {
      await closeServices();
      await database.close();
    },
  };
}
