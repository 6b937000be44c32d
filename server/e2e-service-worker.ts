import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";

/** The cookie an end-to-end test sets to be served a new version of /sw.js. */
export const E2E_SW_VERSION_COOKIE = "e2e-sw-version";

/**
 * End-to-end servers only (E2E=1): /sw.js requested with the `e2e-sw-version` cookie comes back
 * with a comment naming that version, so a test sees a new worker install in its own browser
 * context only (tests/e2e/service-worker.spec.ts, the update prompt). Without the cookie the
 * static file handler serves the build's sw.js as usual.
 */
export function e2eServiceWorkerVersion(clientDir: string): MiddlewareHandler {
  return async (c, next) => {
    const version = getCookie(c, E2E_SW_VERSION_COOKIE);
    if (!version || !/^[\w-]{1,40}$/.test(version)) return next();
    const source = await readFile(path.join(clientDir, "sw.js"), "utf8");
    c.header("Cache-Control", "no-cache");
    c.header("Content-Type", "text/javascript; charset=utf-8");
    return c.body(`${source}\n// e2e-sw-version ${version}\n`);
  };
}
