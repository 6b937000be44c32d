import path from "node:path";
import type { Kysely } from "kysely";
import { createAccounts, type Accounts } from "./auth/accounts.ts";
import { createAuth, type Auth } from "./auth/auth.ts";
import { createRateLimiter, type RateLimiter } from "./auth/rate-limit.ts";
import { createAuthThrottle, createKnownAddresses, type AuthThrottle } from "./auth/throttle.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { DB } from "./db/schema.ts";
import type { Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { outboxTransport, smtpTransport, type MailTransport } from "./mail/transport.ts";

/**
 * The server's services, handed to every request through the React Router context
 * (`servicesContext` in app/context.ts): configuration, logger, database, auth, mail, limits.
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
}

export interface ServicesHandle {
  readonly services: AppServices;
  /** Waits until the background work started so far (e-mails being queued) has finished. */
  settle(): Promise<void>;
  /** Waits for background work, stops the mail worker. */
  close(): Promise<void>;
}

export interface ServicesOptions {
  /** Replaces the SMTP/outbox transport (tests). */
  readonly transport?: MailTransport;
  /** Starts the mail worker (default true). */
  readonly startWorker?: boolean;
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
    },
    settle: () => background.settle(),
    async close() {
      clearInterval(pruning);
      await background.settle();
      await mailer.stop();
    },
  };
}
