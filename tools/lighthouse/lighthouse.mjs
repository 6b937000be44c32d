// `npm run lighthouse [-- [--no-build] [--desktop] [--json] [/path …]]`
//
// Builds the site, starts the production server on a free port with an empty data folder, and audits
// each path (default `/`) with Lighthouse driving Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium), in Lighthouse's mobile mode unless `--desktop` is given. Prints the four
// category scores and the layout shift per page; writes each full report to reports/ (ignored by git).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { build, buildDir, freePort, root, startServer, stopProcess } from "../lib/server-process.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Flags that make Lighthouse's scores stable on these machines (STACK-NOTES.md, external checkers).
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const args = process.argv.slice(2);
const options = {
  build: !args.includes("--no-build"),
  desktop: args.includes("--desktop"),
  json: args.includes("--json"),
  paths: args.filter((a) => a.startsWith("/")),
};
if (options.paths.length === 0) options.paths.push("/");
const log = (...parts) => {
  if (!options.json) console.error(...parts);
};

/** Chromium with a remote-debugging port of its own choosing (read back from DevToolsActivePort). */
async function launchChromium(profileDir) {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  }
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profileDir}`, "about:blank"],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const portFile = path.join(profileDir, "DevToolsActivePort");
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("Chromium stopped during start-up");
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) return { port, stop: () => stopProcess(child, exited) };
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error("Chromium did not open its debugging port within 30 s");
}

const slug = (p) => (p === "/" ? "home" : p.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-"));
const score = (category) => (category?.score == null ? "n/a" : String(Math.round(category.score * 100)));

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((c, i) => String(c).padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** One Lighthouse run; a run that fails to record the page load is tried once more. */
async function audit(url, port) {
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // A French visitor: an English browser is sent from `/` to `/en`, and the audit would
    // measure that redirect instead of the page asked for.
    extraHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" },
  };
  const config = options.desktop ? desktopConfig : undefined;
  const first = await lighthouse(url, flags, config);
  if (first && !first.lhr.runtimeError) return first;
  log(`  ${first?.lhr.runtimeError?.code ?? "no result"}: running the audit again…`);
  return lighthouse(url, flags, config);
}

async function main() {
  if (options.build) {
    log(`Building into ${path.relative(root, buildDir) || "."}…`);
    build({ quiet: options.json });
  }
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), "ga-lighthouse-"));
  const port = await freePort(3350);
  log(`Starting the server on port ${port} with a fresh data folder…`);
  const server = await startServer({ port, dataDir: path.join(tmpDir, "data") });
  const profileDir = path.join(tmpDir, "chromium");
  mkdirSync(profileDir);
  const chromium = await launchChromium(profileDir);
  const reportsDir = path.join(root, "reports");
  mkdirSync(reportsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const mode = options.desktop ? "desktop" : "mobile";
  const results = [];
  const rows = [];
  const failures = [];
  try {
    for (const p of options.paths) {
      const url = server.origin + p;
      log(`Auditing ${p} (${mode})…`);
      const runnerResult = await audit(url, chromium.port);
      if (!runnerResult) {
        failures.push(`${p}: Lighthouse returned nothing`);
        continue;
      }
      const { lhr } = runnerResult;
      if (lhr.runtimeError) {
        failures.push(`${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const file = path.join(reportsDir, `lighthouse-${stamp}-${mode}-${slug(p)}.json`);
      writeFileSync(file, runnerResult.report);
      const audits = lhr.audits;
      results.push({
        path: p,
        mode,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [
            c,
            lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
          ]),
        ),
        cls: audits["cumulative-layout-shift"]?.numericValue ?? null,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? null,
        fcpMs: audits["first-contentful-paint"]?.numericValue ?? null,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? null,
        report: path.relative(root, file),
        failedAudits: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
      rows.push([
        p,
        score(lhr.categories.performance),
        score(lhr.categories.accessibility),
        score(lhr.categories["best-practices"]),
        score(lhr.categories.seo),
        (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
        `${Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0)} ms`,
      ]);
    }
  } finally {
    await chromium.stop();
    await server.stop();
    rmSync(tmpDir, { recursive: true, force: true });
  }

  if (options.json) {
    console.log(JSON.stringify({ results, failures }, null, 2));
    return failures.length === 0;
  }
  console.log("");
  console.log(`Lighthouse (${mode}), Chromium at ${CHROME_PATH}`);
  console.log("");
  console.log(
    table([["page", "performance", "accessibility", "best practices", "SEO", "CLS", "LCP"], ...rows]),
  );
  console.log("");
  for (const r of results) {
    if (r.failedAudits.length) console.log(`${r.path}: failed audits: ${r.failedAudits.join(", ")}`);
    console.log(`${r.path}: report ${r.report}`);
  }
  for (const failure of failures) console.log(`Audit failed: ${failure}`);
  return failures.length === 0;
}

try {
  const ok = await main();
  process.exit(ok ? 0 : 2);
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
