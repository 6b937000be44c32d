import path from "node:path";
import type { Kysely } from "kysely";
import { createAccounts, sessionCacheExpiryCookie, type Accounts } from "./auth/accounts.ts";
import { passwordProblem } from "./auth/password-policy.ts";
import { createAuth, type Auth } from "./auth/auth.ts";
import { createRateLimiter, type RateLimiter } from "./auth/rate-limit.ts";
import { createAuthThrottle, createKnownAddresses, type AuthThrottle } from "./auth/throttle.ts";
import type { AppConfig } from "./config.ts";
import type { JobDeps } from "./composition.ts";
import { notReadyDb, type Database, type Engine } from "./db/database.ts";
import type { DB } from "./db/schema.ts";
import { DatabaseNotReadyError } from "./db/unavailable.ts";
import type { Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { outboxTransport, smtpTransport, type MailTransport } from "./mail/transport.ts";
import { createLiveSignals, noLiveSignals, type LiveSignals } from "./live/live-signals.ts";
import { systemClock, type Clock } from "./scheduler/clock.ts";
import { createScheduler, type ScheduledJob, type Scheduler } from "./scheduler/scheduler.ts";
import { appVersion } from "./version.ts";

/**
 * The server's services, handed to every request through the application's router context
 * (server/composition.ts): configuration, logger, database, auth, mail, limits.
 */
export interface AppServices {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly database: Database;
  readonly db: Kysely<DB>;
  readonly auth: Auth;
  readonly accounts: Accounts;
  /** Queue an e-mail (verification, notifications, leads…): `mailer.send({ to, subject, text, html, kind })`. */
  readonly mailer: Mailer;
  readonly rateLimiter: RateLimiter;
  readonly authThrottle: AuthThrottle;
  /** The application's version (package.json). */
  readonly version: string;
  /** The time of the daily jobs (movable in end-to-end servers: app/features/testing/routes/clock.ts). */
  readonly clock: Clock;
  /** The daily jobs (the backup; server/scheduler, filled in by the application). */
  readonly scheduler: Scheduler;
  /** "This changed" between instances (LISTEN/NOTIFY on PostgreSQL): the CRM's live bell. */
  readonly live: LiveSignals;
}

export interface ServicesHandle {
  readonly services: AppServices;
  /** Waits until the background work started so far (e-mails being queued) has finished. */
  settle(): Promise<void>;
  /** Ends the live streams (server-sent events) so that the HTTP server can close. */
  drain(): Promise<void>;
  /** Waits for background work, stops the mail worker. */
  close(): Promise<void>;
}

export interface ServicesOptions {
  /** Replaces the SMTP/outbox transport (tests). */
  readonly transport?: MailTransport;
  /** Starts the mail worker (default true). */
  readonly startWorker?: boolean;
  /** Starts the daily jobs (default: as the mail worker). */
  readonly startScheduler?: boolean;
  /** The clock of the daily jobs (default: the system's). */
  readonly clock?: Clock;
  /** The daily jobs, given by the application (server/composition.ts); none by default. */
  readonly jobs?: (deps: JobDeps) => readonly ScheduledJob[];
}

/** Work started by a request that must finish even though the response has gone (e-mails). */
function backgroundTracker(logger: Logger) {
  const pending = new Set<Promise<unknown>>();
  return {
    add(task: Promise<unknown>) {
      const tracked = task.catch((error: unknown) => logger.error({ err: error }, "background task failed"));
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async settle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/** Builds the services on an open, migrated database (Better Auth checks the schema when created). */
export function createServices(
  config: AppConfig,
  logger: Logger,
  database: Database,
  options: ServicesOptions = {},
): ServicesHandle {
  const transport =
    options.transport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : outboxTransport(path.join(config.dataDir, "outbox"), logger));
  const mailer = createMailer({
    db: database.db,
    transport,
    from: config.mailFrom,
    logger,
    retryBaseMs: config.mailRetrySeconds * 1000,
  });
  const background = backgroundTracker(logger);
  const auth = createAuth({
    config,
    db: database.db,
    engine: database.engine,
    mailer,
    logger,
    background: (task) => background.add(task),
  });
  const accounts = createAccounts({ auth, db: database.db, config, mailer, logger });
  const rateLimiter = createRateLimiter(database.db);
  const knownAddresses = createKnownAddresses(database.db);
  const authThrottle = createAuthThrottle(rateLimiter, knownAddresses, config.authRateLimitWindow);
  if (options.startWorker ?? true) mailer.start();

  const live = createLiveSignals({ engine: database.engine, databaseUrl: config.databaseUrl, logger });
  const clock = options.clock ?? systemClock;
  // The daily jobs of the server; each instance runs the same list, one claims each day's run.
  const scheduler = createScheduler({
    db: database.db,
    logger,
    clock,
    jobs: options.jobs?.({ config, database, clock, mailer, logger, live, version: appVersion() }) ?? [],
  });
  if (options.startScheduler ?? options.startWorker ?? true) scheduler.start();

  // Old counters and sign-in addresses unused for months are useless; clear them hourly.
  const pruning = setInterval(() => {
    Promise.all([rateLimiter.prune(24 * 3600_000), knownAddresses.prune(Date.now())]).catch(
      (error: unknown) => logger.warn({ err: error }, "rate-limit pruning failed"),
    );
  }, 3600_000);
  pruning.unref();

  return {
    services: {
      config,
      logger,
      database,
      db: database.db,
      auth,
      accounts,
      mailer,
      rateLimiter,
      authThrottle,
      version: appVersion(),
      clock,
      scheduler,
      live,
    },
    settle: () => background.settle(),
    drain: () => live.close(),
    async close() {
      await live.close();
      clearInterval(pruning);
      await scheduler.stop();
      await background.settle();
      await mailer.stop();
    },
  };
}

/**
 * The accounts while the server starts: nobody is signed in as far as the server can tell (pages
 * render as for a visitor, as they do when a session cannot be read in an outage; the session
 * cookies are left as they are), and anything else fails like a query, with DatabaseNotReadyError.
 */
function startingAccounts(config: AppConfig): Accounts {
  const refuse = async (): Promise<never> => {
    throw new DatabaseNotReadyError();
  };
  return {
    getSession: async () => null,
    readSession: async () => ({ session: null, setCookies: [] }),
    pendingChallenge: () => null,
    sessionCacheExpiry: () => sessionCacheExpiryCookie(config.baseUrl),
    cancellableEmailChange: refuse,
    cancelEmailChange: refuse,
    passwordProblem,
    signIn: refuse,
    signUp: refuse,
    signOut: refuse,
    requestPasswordReset: refuse,
    isResetTokenValid: refuse,
    resetPassword: refuse,
    verifySecondFactor: refuse,
    twoFactorStatus: refuse,
    beginTwoFactor: refuse,
    confirmTwoFactor: refuse,
    backupCodes: refuse,
    describeEnrolment: refuse,
    disableTwoFactor: refuse,
    changePassword: refuse,
    changeEmail: refuse,
    issueToken: refuse,
    setRole: refuse,
    syncAdminEmails: refuse,
  };
}

/**
 * The services while the server starts and its database is not ready yet (no answer so far, or
 * migrations not done; server/bootstrap.ts). Public pages render from the code as in an outage;
 * every query fails at once with `DatabaseNotReadyError`, so forms answer the 503 that keeps what
 * was typed. Better Auth checks the schema when it is created: it only exists in the services
 * built once the migrations have run, and `startingAccounts` stands in for the accounts meanwhile.
 */
export function startingServices(config: AppConfig, logger: Logger, engine: Engine): AppServices {
  const db = notReadyDb(engine);
  const database: Database = { engine, db, ping: async () => false, close: async () => {} };
  const rateLimiter = createRateLimiter(db);
  // Never started, and never reached: `send` stores the message first, which fails like any query.
  const transport: MailTransport = {
    kind: config.smtpUrl ? "smtp" : "outbox",
    send: async () => {
      throw new DatabaseNotReadyError();
    },
    close() {},
  };
  return {
    config,
    logger,
    database,
    db,
    get auth(): Auth {
      throw new DatabaseNotReadyError();
    },
    accounts: startingAccounts(config),
    mailer: createMailer({ db, transport, from: config.mailFrom, logger }),
    rateLimiter,
    authThrottle: createAuthThrottle(rateLimiter, createKnownAddresses(db), config.authRateLimitWindow),
    version: appVersion(),
    clock: systemClock,
    // No daily job runs before the database is ready: the full services start them.
    scheduler: createScheduler({ db, logger, clock: systemClock, jobs: [] }),
    live: noLiveSignals,
  };
}
