import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { createApp, type AppOptions } from "./app.ts";
import { AUTH_BASE_PATH } from "./auth/auth.ts";
import { authRoutes } from "./auth/routes.ts";
import type { ServerComposition } from "./composition.ts";
import { ConfigError, loadConfig, type AppConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { FIRST_ADMIN_HELP, seedDemo } from "./db/seed.ts";
import { DatabaseNotReadyError } from "./db/unavailable.ts";
import { retryWhileUnavailable, type WaitOptions } from "./db/wait-for-database.ts";
import { createLogger, type Logger } from "./logger.ts";
import { clearRenderCache } from "./render-cache.ts";
import { createServices, startingServices, type AppServices, type ServicesHandle } from "./services.ts";
import { offsetClock, systemClock } from "./scheduler/clock.ts";
import { appVersion } from "./version.ts";

/**
 * What the production server (`server/index.ts`) and the development server (`scripts/dev.mjs`)
 * both need before they can answer: configuration, logger, database, the services, and the app
 * that serves them. Keeping it in one place means `npm run dev` runs exactly the production app,
 * only with Vite's build instead of the built files.
 *
 * The database may not answer at start-up (PostgreSQL still starting, a network cut): the server
 * answers anyway and keeps trying in the background (`retryWhileUnavailable`). Until the database
 * has answered and its migrations have run, requests get the starting app: `/healthz` 503, public
 * pages as in an outage, forms and the auth API 503. Then the services start (Better Auth checks the
 * schema when created, so it comes after the migrations) and the full app takes over.
 */
export interface Bootstrap {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly database: Database;
  /**
   * Settles when the start-up is over: true once the services run; false when it failed for good
   * (logged) or was stopped by `close`.
   */
  readonly ready: Promise<boolean>;
  /**
   * The request handler to serve: the starting app until the database is ready, then the full app
   * (`createApp` with the services). `shared` holds what depends on how the app is built.
   */
  handler(
    shared: Pick<AppOptions, "mode" | "getBuild" | "clientDir">,
  ): (request: Request, env?: unknown) => Response | Promise<Response>;
  /** Ends the long-lived answers (the CRM's server-sent events) so that the HTTP server can close. */
  drain(): Promise<void>;
  /** Stops the start-up if it is still waiting, then releases what `bootstrap` opened, in reverse order. */
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
async function prepareDatabase(
  config: AppConfig,
  logger: Logger,
  database: Database,
  composition: ServerComposition,
  wait: Omit<WaitOptions, "step">,
): Promise<void> {
  const migration = await retryWhileUnavailable(() => migrateToLatest(database), {
    ...wait,
    step: "migrations",
  });
  if (migration.applied.length)
    logger.info({ applied: migration.applied, ms: migration.ms }, "database migrated");
  const fresh = migration.applied.includes("0001-accounts");
  if (fresh && config.env === "embedded" && database.engine === "sqlite") {
    const seed = await retryWhileUnavailable(() => seedDemo(database.db, composition.seed), {
      ...wait,
      step: "demo content",
    });
    if (seed.seeded) {
      logger.info(seed.counts, "demo content created");
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

/** Migrations, the test limit, then the services: what has to wait for the database. */
async function startServices(
  config: AppConfig,
  logger: Logger,
  database: Database,
  composition: ServerComposition,
  env: NodeJS.ProcessEnv,
  wait: Omit<WaitOptions, "step">,
): Promise<ServicesHandle> {
  await prepareDatabase(config, logger, database, composition, wait);
  await retryWhileUnavailable(() => limitTestDatabase(database, env), { ...wait, step: "start-up" });
  const handle = createServices(config, logger, database, {
    // End-to-end servers: a clock a test-only route moves, to reach the next daily run.
    clock: env.E2E === "1" ? offsetClock() : systemClock,
    jobs: composition.jobs,
  });
  try {
    const promoted = await retryWhileUnavailable(() => handle.services.accounts.syncAdminEmails(), {
      ...wait,
      step: "ADMIN_EMAILS",
    });
    if (promoted) logger.info({ promoted }, "ADMIN_EMAILS addresses promoted to admin");
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Reads the configuration, opens the database and starts the services. Returns once the first try
 * is over: with the services running when the database answered, or with the database still
 * awaited (the start-up goes on in the background, `ready` says when it is over). An error that no
 * wait can cure (a wrong password, a migration that fails) is thrown.
 *
 * `composition` is what the application gives the server (server/composition.ts): its router
 * context, texts, daily jobs and demo content.
 */
export async function bootstrap(
  composition: ServerComposition,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Bootstrap> {
  const config = configOrExit(env);
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.databaseUrl, {
    // The message and code say what happened; the error also carries the whole client object.
    onConnectionError: (error, state) =>
      logger.warn(
        { reason: error.message, code: (error as { code?: unknown }).code },
        state === "idle"
          ? "an idle database connection was closed"
          : "a database connection in use was closed",
      ),
  });

  const stopping = new AbortController();
  let firstTryFailed!: () => void;
  const firstTry = new Promise<void>((resolve) => (firstTryFailed = resolve));
  let handle: ServicesHandle | undefined;
  const started = startServices(config, logger, database, composition, env, {
    logger,
    signal: stopping.signal,
    pause: (ms, signal) => {
      firstTryFailed();
      return sleep(ms, undefined, { signal });
    },
  }).then((h) => {
    handle = h;
    return h.services;
  });
  const ready = started.then(
    () => true,
    (error: unknown) => {
      if (!stopping.signal.aborted) logger.fatal({ err: error }, "the database could not be prepared");
      return false;
    },
  );
  // Either the services run now, or the database is awaited and the server answers meanwhile.
  await Promise.race([started, firstTry]).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  const common = { config, logger, version: appVersion() };

  return {
    config,
    logger,
    database,
    ready,
    handler(shared) {
      const full = (services: AppServices) =>
        createApp({
          ...common,
          ...shared,
          health: async () => ({ database: await database.ping().catch(() => false) }),
          services,
          composition,
          extraRoutes: authRoutes(services),
        });
      if (handle) return full(handle.services).fetch;

      const starting = startingServices(config, logger, database.engine);
      let app = createApp({
        ...common,
        ...shared,
        health: async () => ({ database: false }),
        services: starting,
        composition,
        // No accounts before the services start.
        extraRoutes: (hono) =>
          hono.on(["GET", "POST"], [`${AUTH_BASE_PATH}/*`, "/.well-known/jwks.json"], () => {
            throw new DatabaseNotReadyError();
          }),
      });
      void started.then(
        (services) => {
          app = full(services);
          // Pages kept while starting show the default business details: the saved ones now.
          clearRenderCache();
          logger.info("the database is ready: the site is fully served");
        },
        () => {},
      );
      return (request, env) => app.fetch(request, env);
    },
    async drain() {
      await handle?.drain();
    },
    async close() {
      stopping.abort();
      await ready;
      await handle?.close();
      await database.close();
    },
  };
}
