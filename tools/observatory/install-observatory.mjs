// Installs the MDN HTTP Observatory scanner in tools/observatory (its own lock file), for the
// security-headers test. Its install scripts are skipped: they download lists from the internet
// that a local scan of localhost does not need (tools/observatory/scan.js starts them empty).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
if (existsSync(path.join(dir, "node_modules/@mdn/mdn-http-observatory/package.json"))) process.exit(0);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const result = spawnSync(npm, ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], {
  cwd: dir,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
