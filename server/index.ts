import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";

/**
 * Production entry: configuration, database, then the built app behind Hono. Stops cleanly on
 * SIGTERM/SIGINT: no new connections, in-flight requests finish, then the database closes.
 * The start-up shared with `npm run dev` lives in `bootstrap.ts`.
 */
const root = path.resolve(import.meta.dirname, "..");

export async function main() {
  const { config, logger, database, appOptions, close } = await bootstrap();
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const buildFile = path.join(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;

  const app = createApp({
    ...appOptions,
    mode: "production",
    getBuild: async () => build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, "client")) || ".",
  });

  let inFlight = 0;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, url: config.baseUrl, database: database.engine }, "server listening");
  });
  server.on("request", (_req, res) => {
    inFlight++;
    res.on("close", () => inFlight--);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight }, "shutting down");
    const force = setTimeout(() => {
      logger.warn({ inFlight }, "forcing shutdown");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

await main();
