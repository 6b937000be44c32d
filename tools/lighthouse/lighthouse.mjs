// `npm run lighthouse [-- [--no-build] [--desktop] [--json] [--runs=3] [--no-budgets] [--port=3350] [/path …]]`
//
// Builds the site, starts the production server on a free port with an empty data folder, and
// audits each path with Lighthouse driving Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium), in Lighthouse's mobile mode unless `--desktop` is given. Without paths, the
// pages of issue 21 in both languages: the home page, pricing and its calculator, a module, a
// solution, contact, demo, the blog and its first article (content/slugs.ts), and their English
// twins (`localizedPath`, app/lib/routing/localized-path.ts).
//
// Each page is audited `--runs` times (default 3); the table shows the MEDIAN of each figure over the
// runs: performance score, first and largest contentful paint, total blocking time, layout shift,
// and the median of each of the three other categories (accessibility, best practices, SEO).
// Budgets (issue 21), on those medians: performance ≥ 99, FCP ≤ 1.3 s, LCP ≤ 1.3 s, accessibility,
// best practices and SEO = 100. A figure over its budget is marked ✗, and the process exits with
// status 1 (`--no-budgets`: print only); status 2 when an audit itself failed. `--json` prints each
// page's medians and each run's figures. Every run's full report is written to reports/ (ignored by
// git).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { localizedPath } from "../../app/lib/routing/localized-path.ts";
import { BLOG_SLUGS } from "../../content/slugs.ts";
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

/** The French pages of issue 21; each is audited with its English twin. */
const FRENCH_PAGES = [
  "/",
  "/tarification",
  "/tarification/calculateur",
  "/modules/gestion-financiere",
  "/solutions/superieur",
  "/contact",
  "/demo",
  "/ressources/blog",
  // The first article of the content's list, so that the path stays one that exists.
  `/ressources/blog/${BLOG_SLUGS[0]}`,
];
const DEFAULT_PATHS = [...FRENCH_PAGES, ...FRENCH_PAGES.map((p) => localizedPath(p, "en"))];

/**
 * Budgets of issue 21, on the medians: `min` for a score or figure that must reach it, `max` for
 * one that must stay under it.
 */
const BUDGETS = [
  { key: "performance", label: "performance", min: 99 },
  { key: "fcpMs", label: "FCP", max: 1300 },
  { key: "lcpMs", label: "LCP", max: 1300 },
  { key: "accessibility", label: "accessibility", min: 100 },
  { key: "bestPractices", label: "best practices", min: 100 },
  { key: "seo", label: "SEO", min: 100 },
];

const args = process.argv.slice(2);
const numberOption = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error(`lighthouse: --${name} takes a whole number ≥ 1`);
    process.exit(2);
  }
  return value;
};
const options = {
  build: !args.includes("--no-build"),
  desktop: args.includes("--desktop"),
  json: args.includes("--json"),
  budgets: !args.includes("--no-budgets"),
  runs: numberOption("runs", 3),
  // First port tried for the server.
  port: numberOption("port", 3350),
  paths: args.filter((a) => a.startsWith("/")),
};
if (options.paths.length === 0) options.paths.push(...DEFAULT_PATHS);
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

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((c, i) => String(c).padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** The median of some numbers (the mean of the two middle ones for an even count); null if none. */
function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One Lighthouse run; a run that fails to record the page load is tried once more.
 *
 * The audit is that of a French visitor's browser: with an English Accept-Language, `/` would
 * send the browser to `/en` and the audit would measure that redirect instead of the page asked
 * for. English pages are audited with the same header: a path under `/en` is never redirected
 * whatever the browser's language (`languageRedirect`, app/lib/i18n/language-redirect.ts, only
 * redirects French paths), and the server renders each page in its path's language.
 */
async function audit(url, port) {
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    extraHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" },
    // The footer's status check goes through the service worker once it is installed (about 5 s
    // in), and DevTools never sees that request end: Lighthouse would wait its whole 45 s for a
    // network quiet that came long before. Every metric is settled within the first seconds.
    maxWaitForLoad: 12_000,
  };
  const config = options.desktop ? desktopConfig : undefined;
  const first = await lighthouse(url, flags, config);
  if (first && !first.lhr.runtimeError) return first;
  log(`  ${first?.lhr.runtimeError?.code ?? "no result"}: running the audit again…`);
  return lighthouse(url, flags, config);
}

/** The figures of one run. */
function figures(lhr) {
  const categoryScore = (c) =>
    lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: categoryScore("performance"),
    accessibility: categoryScore("accessibility"),
    bestPractices: categoryScore("best-practices"),
    seo: categoryScore("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
  };
}

const FIGURE_KEYS = [
  "performance",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "accessibility",
  "bestPractices",
  "seo",
];

/** The budgets a page's medians miss. */
function missesOf(medians) {
  return BUDGETS.filter(({ key, min, max }) => {
    const value = medians[key];
    if (value == null) return true;
    return min !== undefined ? value < min : value > max;
  }).map(({ key, label, min, max }) => ({ figure: key, label, value: medians[key], limit: min ?? max }));
}

async function main() {
  if (options.build) {
    log(`Building into ${path.relative(root, buildDir) || "."}…`);
    build({ quiet: options.json });
  }
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), "ga-lighthouse-"));
  const port = await freePort(options.port);
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
  const failures = [];
  try {
    for (const p of options.paths) {
      const url = server.origin + p;
      const runs = [];
      const failedAudits = new Set();
      for (let run = 1; run <= options.runs; run++) {
        log(`Auditing ${p} (${mode}, run ${run} of ${options.runs})…`);
        const runnerResult = await audit(url, chromium.port);
        if (!runnerResult) {
          failures.push(`${p} (run ${run}): Lighthouse returned nothing`);
          continue;
        }
        const { lhr } = runnerResult;
        if (lhr.runtimeError) {
          failures.push(`${p} (run ${run}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const suffix = options.runs > 1 ? `-run${run}` : "";
        const file = path.join(reportsDir, `lighthouse-${stamp}-${mode}-${slug(p)}${suffix}.json`);
        writeFileSync(file, runnerResult.report);
        for (const a of Object.values(lhr.audits)) {
          if (a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary") failedAudits.add(a.id);
        }
        runs.push({ ...figures(lhr), report: path.relative(root, file) });
      }
      if (runs.length === 0) continue;
      const medians = Object.fromEntries(FIGURE_KEYS.map((k) => [k, median(runs.map((r) => r[k]))]));
      results.push({
        path: p,
        mode,
        medians,
        misses: missesOf(medians),
        runs,
        failedAudits: [...failedAudits],
      });
    }
  } finally {
    await chromium.stop();
    await server.stop();
    rmSync(tmpDir, { recursive: true, force: true });
  }

  const missed = options.budgets && results.some((r) => r.misses.length > 0);
  if (options.json) {
    console.log(
      JSON.stringify(
        {
          mode,
          runsPerPage: options.runs,
          statistic: "median",
          budgets: options.budgets ? BUDGETS : null,
          results,
          failures,
          ok: failures.length === 0 && !missed,
        },
        null,
        2,
      ),
    );
    return failures.length ? 2 : missed ? 1 : 0;
  }
  const mark = (r, key, text) =>
    options.budgets && r.misses.some((m) => m.figure === key) ? `${text} ✗` : text;
  const whole = (v) => (v == null ? "n/a" : String(Math.round(v)));
  const millis = (v) => (v == null ? "n/a" : `${Math.round(v)} ms`);
  const rows = results.map((r) => {
    const m = r.medians;
    return [
      r.path,
      mark(r, "performance", whole(m.performance)),
      mark(r, "fcpMs", millis(m.fcpMs)),
      mark(r, "lcpMs", millis(m.lcpMs)),
      millis(m.tbtMs),
      m.cls == null ? "n/a" : m.cls.toFixed(3),
      mark(r, "accessibility", whole(m.accessibility)),
      mark(r, "bestPractices", whole(m.bestPractices)),
      mark(r, "seo", whole(m.seo)),
    ];
  });
  console.log("");
  console.log(
    `Lighthouse (${mode}), Chromium at ${CHROME_PATH}: median of ${options.runs} run${options.runs > 1 ? "s" : ""} per page`,
  );
  console.log("");
  console.log(
    table([["page", "performance", "FCP", "LCP", "TBT", "CLS", "a11y", "best practices", "SEO"], ...rows]),
  );
  console.log("");
  if (options.budgets) {
    console.log(
      "Budgets (issue 21, on the medians): performance ≥ 99, FCP ≤ 1300 ms, LCP ≤ 1300 ms, " +
        "accessibility, best practices and SEO = 100; ✗ marks a miss.",
    );
  }
  for (const r of results) {
    if (r.failedAudits.length) console.log(`${r.path}: failed audits: ${r.failedAudits.join(", ")}`);
    console.log(
      `${r.path}: report${r.runs.length > 1 ? "s" : ""} ${r.runs.map((run) => run.report).join(", ")}`,
    );
  }
  for (const failure of failures) console.log(`Audit failed: ${failure}`);
  if (options.budgets) console.log(missed ? "Budgets missed." : "All budgets met.");
  return failures.length ? 2 : missed ? 1 : 0;
}

try {
  process.exit(await main());
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
