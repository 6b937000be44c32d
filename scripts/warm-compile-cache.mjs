// After a build: loads the server's modules once with Node's compile cache on (the cache `npm start`
// uses, see scripts/start.mjs), so that the first start of a new build does not pay for compiling
// the server bundle and stripping the types of the server's TypeScript. Nothing runs: modules only
// define things when imported.
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const buildFile = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "server/index.js");

const cache = module.enableCompileCache?.();
if (cache?.directory) {
  await import(pathToFileURL(buildFile).href);
  await import("../server/app.ts");
  await import("../server/bootstrap.ts");
  await import("../app/compose.server.ts");
  module.flushCompileCache?.();
}
