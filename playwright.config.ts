import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium against the built server, on a phone-sized and a
 * desktop-sized screen. The server runs on a fresh data folder with a real SMTP sink beside it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2625);
export const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2626);
/**
 * The forms' minimum fill time on the test servers (FORM_MIN_FILL_MS, honoured with E2E=1 only):
 * none, so that a test never waits two seconds before a post. The real value keeps its unit tests
 * and the deployment test (reverse-proxy.spec.ts).
 */
export const FORM_MIN_FILL_MS = "0";
/** The shared test server's data folder (its SQLite database, app.db, is read by failure reports). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`;
const dataDir = E2E_DATA_DIR;
// End-to-end builds include test-only routes (E2E=1): they get their own folder, never `build/`.
const buildDir = process.env.BUILD_DIR ?? "build-e2e";

/**
 * The operational tests (servers of their own: faults, two instances, nginx in front, the
 * observatory, the fuzzer, backups, the whole quote-to-cash road on a server whose clock it moves):
 * the longest tests, run first (their project comes first), so that the other worker works through
 * the short ones meanwhile and none is left alone at the end.
 */
const OPERATIONS = /\/(faults|instances|reverse-proxy|observatory|fuzz|backups|quote-to-cash)\.spec\.ts$/;

const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // No optimising compilers (Maglev, TurboFan): a test page's scripts never run long enough to
    // gain from them, and compiling them cost about 3–6 % of the browser's time (decision 025,
    // fifth and seventh passes). The same engine and the same JavaScript, interpreted and
    // baseline-compiled.
    "--js-flags=--no-opt --no-maglev",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // The shared admin account, made once before the tests (tests/e2e/global-setup.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  // One output folder per server port, so that side-by-side runs never delete each other's traces.
  outputDir: E2E_PORT === 3300 ? "test-results" : `test-results-${E2E_PORT}`,
  fullyParallel: true,
  // Three workers on two cores: while one test waits (a server of its own starting, a mail, a
  // retry's delay), the others use the cores (decision 025, eighth pass).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/results.json" }]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // A trace records every action's snapshots: on a two-core machine that is a quarter of the run's
    // time. A failing test is run again with the trace on, and that trace is kept.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: chromium,
    // The site's service worker (issue 9) runs in service-worker.spec.ts only: elsewhere it would
    // download the whole build into every test's context and answer requests in `page.route`'s place.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "operations",
      testMatch: OPERATIONS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "desktop",
      testIgnore: OPERATIONS,
      // Checks that set their own phone screen run in the mobile project only.
      grepInvert: /@mobile-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "mobile",
      // Opt-in: what depends on the screen (layout, navigation, forms, tables) is tagged `@mobile`
      // (or `@mobile-only` when it sets its own phone screen), see tests/e2e/fixtures.ts.
      grep: /@mobile/,
      testIgnore: OPERATIONS,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `node tests/support/smtp-sink.ts ${SMTP_PORT} ${SMTP_HTTP_PORT}`,
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The server's log (stdout and stderr) goes to a file that `scripts/scan-logs.ts` checks for secrets.
      command: `rm -rf ${dataDir} && exec node scripts/start.mjs > ${dataDir}.log 2>&1`,
      url: `http://localhost:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT),
        BASE_URL: `http://localhost:${E2E_PORT}`,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ADMIN_EMAILS: "direction@ga-education.fr",
        // A short window, so that the test of the sign-in limits sees them lift again.
        AUTH_RATE_LIMIT_WINDOW: "10",
        // A short session cache, so that the tests of revoked sessions see page views end quickly.
        SESSION_CACHE_SECONDS: "2",
        // Every request is logged, so that the log scan sees what a production log would hold.
        LOG_LEVEL: "info",
        BUILD_DIR: buildDir,
        START_NO_BUILD: "1",
        E2E: "1",
        FORM_MIN_FILL_MS,
      },
    },
  ],
});
