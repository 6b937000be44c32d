// `npm start`: builds when no build exists (or the sources are newer), then serves the site.
import { spawnSync } from "node:child_process";
import module from "node:module";
import { existsSync, statSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildFile = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

// START_NO_BUILD=1 (set by the end-to-end runner, which builds first) serves the existing build as is.
const stale =
  !existsSync(buildFile) ||
  (process.env.START_NO_BUILD !== "1" && newestMtime(path.join(root, "app")) > statSync(buildFile).mtimeMs);
if (stale) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
// Node keeps the compiled code (and the TypeScript it strips) of the server's modules on disk, in
// the system's temporary folder unless NODE_COMPILE_CACHE says otherwise: a restart then loads them
// several times faster. A failure to enable it only means a slower start.
module.enableCompileCache?.();
await import("../app/server-entry.ts");
