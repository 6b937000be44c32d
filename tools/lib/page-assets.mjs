// What a page's first load costs, in one place for `npm run bench` and the size budgets of the
// end-to-end tests (tests/e2e/size-budgets.spec.ts): the JavaScript and CSS a page's HTML names,
// their raw and gzip level 9 sizes, and the gzip size of the HTML itself. 1 kB = 1000 bytes here,
// as Vite prints it.
import { gzipSync } from "node:zlib";

/**
 * The size budgets, written once: issue 21 (home page JS and HTML, the admin CRM's first load) and
 * issue 2 (CSS). Bytes, gzip level 9.
 */
export const SIZE_BUDGETS = Object.freeze({
  /** First-load JavaScript of the home page (issue 21; 150 kB before). */
  homeJsGzip: 130_000,
  /** The home page's HTML (issue 21). */
  homeHtmlGzip: 40_000,
  /** First-load JavaScript of `/admin`, signed in as an admin (issue 21). */
  adminJsGzip: 200_000,
  /** First-load CSS of the home page (issue 2). */
  cssGzip: 30_000,
});

/** A same-origin path (`/assets/x.js`), not a protocol-relative or absolute URL. */
const sameOrigin = (url) => typeof url === "string" && url.startsWith("/") && !url.startsWith("//");

/** An attribute's value in a tag, double or single quoted. */
function attribute(tag, name) {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * The first-load JavaScript and CSS a page's HTML names (same-origin ones, each once, in order):
 * - JS: every `<script src>`, every `<link rel=modulepreload>` and every module the inline scripts
 *   import (`import "…"`, `import … from "…"`, `import("…")`: React Router's bootstrap imports the
 *   route modules and the entry, after the first paint since decision 041). `firstLoad` adds what
 *   these import statically, which the browser loads before the page runs;
 * - CSS: every `<link rel=stylesheet>`.
 */
export function pageAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const href = attribute(tag, "href");
    if (!sameOrigin(href)) continue;
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("modulepreload")) js.add(href);
    if (rel.includes("stylesheet")) css.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(`<script ${m[1]}>`, "src");
    if (sameOrigin(src)) js.add(src);
    for (const imp of m[2].matchAll(/(?:\bfrom\s*|\bimport\s*(?:\(\s*)?)["'](\/[^"'/][^"']*\.m?js)["']/g)) {
      js.add(imp[1]);
    }
  }
  return { js: [...js], css: [...css] };
}

/** Gzip level 9 size of some bytes (or a string, as UTF-8). */
export function gzipSize(bytes) {
  return gzipSync(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes, { level: 9 }).length;
}

/** Gzip level 9 size of a page's HTML. */
export function htmlGzipSize(html) {
  return gzipSize(html);
}

/**
 * Fetches each URL from `origin` and sums its raw and gzip level 9 sizes (the bytes as served,
 * decoded: what the server compressed on the wire is measured again at level 9, so that the figure
 * does not depend on the server's compression). Throws when one does not answer 200.
 */
export async function gzipTotal(origin, urls, fetchImpl = fetch) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const response = await fetchImpl(origin + url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { raw, gzip, files: urls.length };
}

/** A static import of a built module (`import{a as b}from"./x.js"`, `import"./y.js"`), not `import()`. */
const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'()]+\.m?js)["']/g;

/**
 * The modules a page loads before it runs: `seeds` and, transitively, what they import statically
 * (a dynamic `import()` is code loaded on demand, not counted). Fetched from `origin`; throws when
 * one does not answer 200.
 */
export async function staticModuleGraph(origin, seeds, fetchImpl = fetch) {
  const bodies = new Map();
  const queue = [...seeds];
  while (queue.length > 0) {
    const url = queue.shift();
    if (bodies.has(url)) continue;
    const response = await fetchImpl(origin + url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    bodies.set(url, bytes);
    for (const m of bytes.toString("utf8").matchAll(STATIC_IMPORT)) {
      const dependency = new URL(m[1], `http://page${url}`).pathname;
      if (!bodies.has(dependency)) queue.push(dependency);
    }
  }
  return bodies;
}

/**
 * A page's first load: its HTML (raw and gzip), the JS it loads before it runs (what it names and
 * what that imports statically) and the CSS it names, fetched from `origin` (the assets are
 * public: no cookie needed, even for a signed-in page).
 */
export async function firstLoad(origin, html, fetchImpl = fetch) {
  const assets = pageAssets(html);
  const modules = await staticModuleGraph(origin, assets.js, fetchImpl);
  const js = [...modules.keys()];
  let raw = 0;
  let gzip = 0;
  for (const bytes of modules.values()) {
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return {
    html: { raw: Buffer.byteLength(html, "utf8"), gzip: htmlGzipSize(html) },
    js: { raw, gzip, files: js.length, urls: js },
    css: { ...(await gzipTotal(origin, assets.css, fetchImpl)), urls: assets.css },
  };
}

/** `149.7 kB`. */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
