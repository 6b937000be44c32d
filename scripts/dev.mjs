// `npm run dev`: the production Hono app (server/app.ts) with Vite in middleware mode instead of the
// built files. Vite answers its own requests (modules, HMR, public files) first; everything else goes
// to the same app as in production, with the React Router build loaded from Vite on each request so
// that edits show up without a restart. Changes under server/ need a restart.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";

process.env.NODE_ENV ??= "development";

const { bootstrap } = await import("../server/bootstrap.ts");
const { guardProcess } = await import("../server/process-guard.ts");
const { composition } = await import("../app/compose.server.ts");

const { config, logger, handler, ready, close } = await bootstrap(composition);
guardProcess(logger);
const server = createServer();

const vite = await createViteServer({
  // The HMR web socket shares the app's port, so several dev servers never fight over Vite's default.
  server: { middlewareMode: true, hmr: { server } },
  appType: "custom",
});

const appFetch = handler({
  mode: "development",
  getBuild: async () => {
    try {
      return await vite.ssrLoadModule("virtual:react-router/server-build");
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  },
});
const appListener = getRequestListener(appFetch);

server.on("request", (req, res) => {
  vite.middlewares(req, res, () => appListener(req, res));
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, url: config.baseUrl }, "development server listening");
  console.log(`\n  Development server: http://localhost:${port}\n`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await Promise.allSettled([vite.close(), new Promise((resolve) => server.close(resolve))]);
  await close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// A start-up that failed for good while the server was answering (logged).
void ready.then((running) => {
  if (!running && !stopping) process.exit(1);
});
