import { main } from "#server/index.ts";
import { composition } from "./compose.server.ts";

/**
 * The production process (`npm start` through scripts/start.mjs, the tools that start a built
 * server): the server (server/index.ts) with what the application gives it.
 */
await main(composition);
