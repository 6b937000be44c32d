import type { RouterContextProvider } from "react-router";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { DemoSeed } from "./db/seed.ts";
import type { LiveSignals } from "./live/live-signals.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { RenderCachePolicy } from "./render-cache.ts";
import type { Clock } from "./scheduler/clock.ts";
import type { ScheduledJob } from "./scheduler/scheduler.ts";
import type { AppServices } from "./services.ts";

/**
 * What the application hands the server when it starts it. The server is infrastructure only
 * (HTTP, database, accounts, mail, configuration, the scheduler) and imports nothing from `app/`:
 * whatever depends on the features (the router context of a request, the texts of the answers the
 * server gives itself, the language redirect, the cookies the render cache may ignore, the daily
 * jobs, the demo content) reaches it through these interfaces, filled in by `app/compose.server.ts`.
 */
export interface ServerComposition extends HttpComposition {
  /** The jobs every instance schedules (one instance runs each day's occurrence of a daily job). */
  readonly jobs: (deps: JobDeps) => readonly ScheduledJob[];
  /** The demo content of a fresh embedded database (`npm start` on an empty data folder). */
  readonly seed: DemoSeed;
}

/** The part of the composition the HTTP app uses (server/app.ts). */
export interface HttpComposition {
  /** The React Router context of one request, from what the server determined for it. */
  readonly routerContext: (values: RequestValues) => RequestContext;
  readonly texts: ServerTexts;
  /** Where a page request goes to honour the visitor's language, or null to serve it. */
  readonly languageRedirect: (request: LanguageRequest) => string | null;
  readonly renderCache: RenderCachePolicy;
}

/** What the server determined about a request, for the application's loaders and actions. */
export interface RequestValues {
  readonly nonce: string;
  /** Public origin of the site, from BASE_URL (no trailing slash). */
  readonly origin: string;
  /** Client address: the socket's, or the proxy's when TRUST_PROXY is set. */
  readonly clientAddress: string;
  readonly services: AppServices;
}

export interface RequestContext {
  readonly context: RouterContextProvider;
  /**
   * Read once the request is served: did a page or download fail for want of the database? The
   * server then answers 503 with Retry-After instead of 500, as the forms do.
   */
  databaseUnavailable(): boolean;
}

/** Texts of the answers the server gives without the application's pages. */
export interface ServerTexts {
  /** A path whose percent-encoding does not decode (400), in the language of that path. */
  badAddress(pathname: string): string;
  /** The database is unavailable (503 of the auth API, a download…): both languages in one line. */
  readonly unavailable: string;
}

/** What the language redirect looks at. */
export interface LanguageRequest {
  readonly method: string;
  readonly pathname: string;
  readonly search: string;
  readonly cookieHeader: string | null;
  readonly acceptLanguage: string | null;
  readonly userAgent: string | null;
}

/** What a daily job may use, from the services being built. */
export interface JobDeps {
  readonly config: AppConfig;
  readonly database: Database;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly logger: Logger;
  /** "This changed" between instances (the CRM's live bell). */
  readonly live: LiveSignals;
  readonly version: string;
}
