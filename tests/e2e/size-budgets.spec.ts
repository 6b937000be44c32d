import type { APIRequestContext } from "@playwright/test";
import {
  firstLoad,
  kB,
  SIZE_BUDGETS,
  type AssetFetch,
  type FirstLoad,
} from "../../tools/lib/page-assets.mjs";
import { adminApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 21, the size budgets (cheap and stable, unlike the timing ones of `npm run bench` and
 * `npm run lighthouse`): the first-load JavaScript and the HTML of the home page in both languages
 * and of the pricing page, and the first-load JavaScript of the admin CRM's `/admin`. Measured as
 * `npm run bench` measures them (tools/lib/page-assets.mjs: every script, module preload and
 * module the hydration script imports, gzip level 9), against the same budgets (SIZE_BUDGETS,
 * written once there). Each figure is checked softly, so that one run reports all of them.
 */

/** The request context's GET, as page-assets.mjs fetches: the assets are public, the page's cookies harmless. */
function fetchWith(api: APIRequestContext): AssetFetch {
  return async (url) => {
    const response = await api.get(url, { maxRedirects: 0 });
    const body = await response.body();
    return { status: response.status(), arrayBuffer: async () => body };
  };
}

/** A page's HTML (it must answer 200, no redirect) and its first load. */
async function measure(api: APIRequestContext, path: string): Promise<FirstLoad> {
  const response = await api.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers 200`).toBe(200);
  const html = await response.text();
  expectStylesheetInline(path, html);
  const load = await firstLoad("", html, fetchWith(api));
  expect(load.js.files, `${path} names its scripts`).toBeGreaterThan(0);
  test.info().annotations.push({
    type: "first load",
    description: `${path}: JS ${kB(load.js.gzip)} gzip (${load.js.files} files), HTML ${kB(load.html.gzip)} gzip`,
  });
  return load;
}

/** The first paint needs no second request: the built stylesheet is in the page, its link disabled. */
function expectStylesheetInline(path: string, html: string): void {
  expect
    .soft(html, `${path}: the stylesheet is inline`)
    .toMatch(/<style data-href="\/assets\/[^"]+\.css#?">/);
  const enabled = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].filter(
    (m) => !/\bdisabled=/.test(m[0]),
  );
  expect
    .soft(
      enabled.map((m) => m[0]),
      `${path}: no stylesheet link left to fetch`,
    )
    .toEqual([]);
}

for (const path of ["/", "/en", "/tarification"]) {
  test(`${path}: first-load JS ≤ ${kB(SIZE_BUDGETS.homeJsGzip)} and HTML ≤ ${kB(SIZE_BUDGETS.homeHtmlGzip)} gzip`, async ({
    request,
  }) => {
    const load = await measure(request, path);
    expect
      .soft(
        load.js.gzip,
        `${path}: first-load JS is ${kB(load.js.gzip)} gzip (${load.js.files} files), budget ${kB(SIZE_BUDGETS.homeJsGzip)}`,
      )
      .toBeLessThanOrEqual(SIZE_BUDGETS.homeJsGzip);
    expect
      .soft(
        load.html.gzip,
        `${path}: HTML is ${kB(load.html.gzip)} gzip (${kB(load.html.raw)} raw), budget ${kB(SIZE_BUDGETS.homeHtmlGzip)}`,
      )
      .toBeLessThanOrEqual(SIZE_BUDGETS.homeHtmlGzip);
  });
}

test(`/admin, signed in as the admin: first-load JS ≤ ${kB(SIZE_BUDGETS.adminJsGzip)} gzip`, async () => {
  const admin = await adminApi();
  try {
    const load = await measure(admin, "/admin");
    expect
      .soft(
        load.js.gzip,
        `/admin: first-load JS is ${kB(load.js.gzip)} gzip (${load.js.files} files), budget ${kB(SIZE_BUDGETS.adminJsGzip)}`,
      )
      .toBeLessThanOrEqual(SIZE_BUDGETS.adminJsGzip);
  } finally {
    await admin.dispose();
  }
});
