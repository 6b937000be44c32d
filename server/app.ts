import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isSameOriginRequest } from "./same-origin.ts";
import { compression } from "./compression.ts";
import type { HttpComposition } from "./composition.ts";
import { e2eServiceWorkerVersion } from "./e2e-service-worker.ts";
import type { AppConfig } from "./config.ts";
import type { Logger } from "./logger.ts";
import { privateResponses } from "./private-responses.ts";
import { publicRequest } from "./public-request.ts";
import { createNonce, scriptOrigin, securityHeaders } from "./security-headers.ts";
import { renderCache } from "./render-cache.ts";
import type { AppServices } from "./services.ts";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from "./db/unavailable.ts";

export interface HealthReport {
  readonly database: boolean;
}

export interface AppOptions {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly mode: "production" | "development";
  /** The React Router server build: the built file in production, Vite's module in development. */
  readonly getBuild: () => Promise<ServerBuild>;
  readonly health: () => Promise<HealthReport>;
  /** Folder of the built browser files (production only). */
  readonly clientDir?: string;
  readonly version: string;
  /** The services handed to each request (database, auth, mail…): the full ones, or the starting ones. */
  readonly services: AppServices;
  /** What the application gives the HTTP app: its router context, texts, language redirect, cache policy. */
  readonly composition: HttpComposition;
  /** Routes mounted before the React Router handler (auth API, JWKS…). */
  readonly extraRoutes?: (app: Hono<HonoEnv>) => void;
}

export type HonoEnv = {
  Variables: {
    nonce: string;
    clientAddress: string;
    /** The public address is https: the socket's, or BASE_URL's behind a trusted proxy. */
    https: boolean;
    /** Set for a page from the render cache: its inline scripts' hashes replace the nonce. */
    scriptHashes: readonly string[] | undefined;
  };
};

/** The client's address: the socket's, or the proxy's X-Forwarded-For only when TRUST_PROXY says so. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For");
    const last = forwarded?.split(",").pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Does the path's last segment have an extension (`/favicon.ico`, `/downloads/x.pdf`)? */
export function hasExtension(path: string): boolean {
  return path.lastIndexOf(".") > path.lastIndexOf("/");
}

export function createApp(opts: AppOptions) {
  const { config, logger, composition } = opts;
  const startedAt = Date.now();
  const analyticsOrigin = scriptOrigin(config.analyticsScriptUrl);
  const app = new Hono<HonoEnv>();

  // Request context, security headers and the request log for every response.
  app.use(async (c, next) => {
    const start = performance.now();
    // Behind the proxy, everything after this (same-origin checks, Better Auth, React Router) sees
    // the public https://… address (decision 019).
    c.req.raw = publicRequest(c.req.raw, config.trustProxy, config.baseUrl);
    const nonce = createNonce();
    c.set("nonce", nonce);
    c.set("clientAddress", clientAddress(c, config.trustProxy));
    c.set("https", new URL(c.req.url).protocol === "https:");
    await next();
    for (const [name, value] of Object.entries(
      securityHeaders({ nonce, https: c.get("https"), analyticsOrigin, scriptHashes: c.get("scriptHashes") }),
    )) {
      // A response with a stricter policy of its own (a support attachment: `sandbox`) keeps it.
      if (name === "Content-Security-Policy" && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    c.res.headers.delete("X-Powered-By");
    logger.info(
      {
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
        ip: c.get("clientAddress"),
      },
      "request",
    );
  });

  app.use(compression());

  // A path whose percent-encoding does not decode (`/services/%E0%A4%A`) names no page or file:
  // 400 before the static files and React Router (which would log a warning for each) see it.
  app.use(async (c, next) => {
    const { pathname } = new URL(c.req.url);
    try {
      decodeURIComponent(pathname);
    } catch {
      c.header("Cache-Control", "no-store");
      return c.text(composition.texts.badAddress(pathname), 400);
    }
    await next();
  });

  app.get("/healthz", async (c) => {
    let database = false;
    try {
      database = (await opts.health()).database;
    } catch (error) {
      logger.warn({ err: error }, "health check failed");
    }
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        status: database ? "ok" : "degraded",
        database: database ? "up" : "down",
        version: opts.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      database ? 200 : 503,
    );
  });

  if (opts.mode === "production" && opts.clientDir) {
    const clientDir = opts.clientDir;
    if (process.env.E2E === "1") app.get("/sw.js", e2eServiceWorkerVersion(clientDir));
    // Hashed build output never changes: cache it for a year. Other public files: briefly.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    const publicFiles = serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, c) => {
        if (path.endsWith(".html")) return;
        // The service worker: the browser checks it for a new version on every navigation.
        if (c.req.path === "/sw.js") {
          c.header("Cache-Control", "no-cache");
          return;
        }
        c.header("Cache-Control", "public, max-age=600");
      },
    });
    // Every public file's name has an extension; pages never do, so they skip the file system.
    app.use("*", (c, next) => (hasExtension(c.req.path) ? publicFiles(c, next) : next()));
  }

  // Cross-site form posts are refused before any action or API runs (the auth API also checks
  // Origin against BASE_URL itself).
  app.use(async (c, next) => {
    if (!isSameOriginRequest(c.req.raw, config.baseUrl)) {
      logger.warn(
        { method: c.req.method, path: new URL(c.req.url).pathname, origin: c.req.header("Origin") },
        "cross-site request refused",
      );
      return c.text("Cross-site request refused", 403);
    }
    await next();
  });

  // Pages and API answers given to a session are never stored by a shared cache or the service worker.
  app.use(privateResponses());

  opts.extraRoutes?.(app);

  // The visitor's language: stored choice, or the browser's on a first visit to the home page.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const target = composition.languageRedirect({
      method: c.req.method,
      pathname: url.pathname,
      search: url.search,
      cookieHeader: c.req.header("Cookie") ?? null,
      acceptLanguage: c.req.header("Accept-Language") ?? null,
      userAgent: c.req.header("User-Agent") ?? null,
    });
    if (target) {
      c.header("Vary", "Cookie, Accept-Language");
      c.header("Cache-Control", "private, no-store");
      return c.redirect(target, 302);
    }
    await next();
    if (url.pathname === "/") c.res.headers.append("Vary", "Cookie, Accept-Language");
  });

  // Anonymous visitors' pages from memory (production only: development renders every time).
  if (opts.mode === "production") app.use(renderCache(composition.renderCache));

  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  app.all("*", async (c) => {
    const build = await opts.getBuild();
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, opts.mode);
      handlers.set(build, handler);
    }
    const request = composition.routerContext({
      nonce: c.get("nonce"),
      origin: config.baseUrl,
      clientAddress: c.get("clientAddress"),
      services: opts.services,
    });
    const response = await handler(c.req.raw, request.context);
    // A page or download that failed for want of the database: "try again shortly", as forms say.
    if (response.status === 500 && request.databaseUnavailable()) {
      const headers = new Headers(response.headers);
      headers.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, { status: 503, headers });
    }
    return response;
  });

  app.onError((error, c) => {
    // The database gone or not ready yet (the auth API, a download…): "try again shortly", as
    // the forms answer, rather than an error of ours.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: new URL(c.req.url).pathname }, "the database is unavailable");
      c.header("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
      c.header("Cache-Control", "no-store");
      return c.text(composition.texts.unavailable, 503);
    }
    logger.error({ err: error, path: new URL(c.req.url).pathname }, "unhandled error");
    return c.text("Une erreur est survenue / An error occurred", 500);
  });

  return app;
}
