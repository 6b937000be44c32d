import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { bootstrap } from "./bootstrap.ts";
import type { ServerComposition } from "./composition.ts";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from "./http-timeouts.ts";
import { guardProcess } from "./process-guard.ts";

/**
 * Production entry: configuration, database, then the built app behind Hono. Stops cleanly on
 * SIGTERM/SIGINT: no new connections, in-flight requests finish, then the database closes.
 * The start-up shared with `npm run dev` lives in `bootstrap.ts`; with the database unreachable
 * the server answers meanwhile (`/healthz` 503) and finishes starting once it answers. The process
 * entry is app/server-entry.ts, which hands `main` what the application gives the server.
 */
const root = path.resolve(import.meta.dirname, "..");

export async function main(composition: ServerComposition) {
  const { config, logger, database, handler, ready, drain, close } = await bootstrap(composition);
  guardProcess(logger);
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const buildFile = path.join(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;

  const fetch = handler({
    mode: "production",
    getBuild: async () => build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, "client")) || ".",
  });

  let inFlight = 0;
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, url: config.baseUrl, database: database.engine }, "server listening");
  });
  // Idle connections outlive a reverse proxy's own (http-timeouts.ts).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
  }
  server.on("request", (_req, res) => {
    inFlight++;
    res.on("close", () => inFlight--);
  });

  let stopping = false;
  const stop = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight }, "shutting down");
    const force = setTimeout(() => {
      logger.warn({ inFlight }, "forcing shutdown");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await close();
      } catch (error) {
        logger.warn({ err: error }, "the database did not close cleanly");
      }
      logger.info("stopped");
      process.exit(exitCode);
    });
    // Idle keep-alive connections would hold close() open; so would the CRM's live streams, which
    // end now (their connections then go idle and are closed too).
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    void drain()
      .catch((error: unknown) => logger.warn({ err: error }, "the live streams did not end cleanly"))
      .then(() => setTimeout(() => "closeIdleConnections" in server && server.closeIdleConnections(), 100));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // A start-up that failed for good once the server was answering (logged): stop, as a start
  // that fails at once does.
  void ready.then((running) => {
    if (!running) stop("start-up failed", 1);
  });
}
