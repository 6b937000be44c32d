import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding } from "./compression.ts";

/**
 * A render cache for anonymous visitors (issue 10): a public page rendered for a visitor without a
 * session is the same for every such visitor with the same theme and consent choices, so it is
 * rendered once and served from memory for RENDER_CACHE_TTL_MS.
 *
 * - Only GET requests without a query string and without any cookie but the theme, the consent
 *   and the language choice; a 200 HTML answer that sets no cookie, is not private, and holds no
 *   form token (forms carry a per-render token, so pages with a form are always rendered).
 * - The strict CSP holds: a cached page cannot use a per-request nonce, so its inline scripts are
 *   allowed by their SHA-256 hashes instead (`scriptHashes`, read by the security headers).
 * - Compressed once per encoding, on first demand (brotli quality 5, gzip level 6).
 * - Dropped when the settings shown on every page change (`clearRenderCache`), and on restart.
 */
export const RENDER_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 500;
/** Headers of the rendered answer kept with the page; the security headers are set on each answer. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link", "content-language"];

/** What the application tells the render cache (server/composition.ts). */
export interface RenderCachePolicy {
  /** Cookies a page may be requested with and still be the same for every visitor (theme, consent, language). */
  readonly sharedCookies: readonly string[];
  /** Among them, those whose value chooses the page's variant (theme, consent): part of the key. */
  readonly variantCookies: readonly string[];
  /** Does this rendered page hold something for one visitor only (a form's per-render token)? */
  holdsVisitorData(html: string): boolean;
}

export interface CachedPage {
  readonly body: Buffer;
  readonly headers: readonly (readonly [string, string])[];
  readonly scriptHashes: readonly string[];
  readonly storedAt: number;
  readonly encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

function cookiesOf(header: string | null): Map<string, string> | null {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    const name = (at === -1 ? part : part.slice(0, at)).trim();
    if (!name) continue;
    cookies.set(name, at === -1 ? "" : part.slice(at + 1).trim());
  }
  return cookies;
}

/** The cache key of a request, or null when its answer may depend on who asks. */
export function renderCacheKey(
  method: string,
  url: URL,
  cookieHeader: string | null,
  policy: Pick<RenderCachePolicy, "sharedCookies" | "variantCookies">,
): string | null {
  if (method !== "GET" || url.search || url.pathname.endsWith(".data")) return null;
  const cookies = cookiesOf(cookieHeader);
  if (!cookies) return null;
  for (const name of cookies.keys()) if (!policy.sharedCookies.includes(name)) return null;
  return [url.pathname, ...policy.variantCookies.map((name) => cookies.get(name) ?? "")].join("\u0000");
}

/** May this rendered answer be kept (before reading its body)? */
export function isStorableResponse(res: Response): boolean {
  if (res.status !== 200 || !res.body) return false;
  if (!(res.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (res.headers.has("Set-Cookie") || res.headers.has("Content-Encoding")) return false;
  return !/\b(?:private|no-store)\b/i.test(res.headers.get("Cache-Control") ?? "");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources of every inline script the browser runs (data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript")
      continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export class RenderCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs = RENDER_CACHE_TTL_MS, maxEntries = MAX_ENTRIES) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (now - page.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    // The oldest entry goes first (Map keeps insertion order).
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The process's cache; `clearRenderCache` drops it when what every page shows has changed. Kept on
 * `globalThis`: the server loads this module from its source while the built pages (which clear
 * it when settings are saved) carry a copy of their own, and both must reach the same cache.
 */
const SHARED = Symbol.for("ga.renderCache");
const shared: RenderCache = ((globalThis as Record<symbol, RenderCache | undefined>)[SHARED] ??=
  new RenderCache());

export function clearRenderCache(): void {
  shared.clear();
}

function encodedBody(page: CachedPage, encoding: "br" | "gzip"): Buffer {
  let body = page.encoded[encoding];
  if (!body) {
    body =
      encoding === "br"
        ? brotliCompressSync(page.body, {
            params: {
              // Quality 5: within 3 % of quality 9's size for a page, at a tenth of its time
              // (about 2.5 ms against 33 ms for the 94 kB home page), which blocks the server.
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzipSync(page.body, { level: 6 });
    page.encoded[encoding] = body;
  }
  return body;
}

function answer(page: CachedPage, acceptEncoding: string | undefined, hit: boolean): Response {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set("X-Render-Cache", hit ? "hit" : "miss");
  const encoding = chooseEncoding(acceptEncoding);
  headers.append("Vary", "Accept-Encoding");
  // The kept bytes themselves, not a copy: @hono/node-server writes a byte body as it is.
  if (!encoding) return new Response(page.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  headers.set("Content-Encoding", encoding);
  return new Response(encodedBody(page, encoding) as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/**
 * The middleware, mounted just before the page handler. `scriptHashes` is set on the request for
 * the security headers whenever the answer is a cached (or to-be-cached) page.
 */
export function renderCache(
  policy: RenderCachePolicy,
  cache: RenderCache = shared,
): MiddlewareHandler<{ Variables: { scriptHashes: readonly string[] | undefined } }> {
  return async (c, next) => {
    const key = renderCacheKey(c.req.method, new URL(c.req.url), c.req.header("Cookie") ?? null, policy);
    if (!key) return next();
    const hit = cache.get(key);
    if (hit) {
      c.set("scriptHashes", hit.scriptHashes);
      return answer(hit, c.req.header("Accept-Encoding"), true);
    }
    await next();
    const res = c.res;
    if (!isStorableResponse(res)) return;
    const html = await res.text();
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = res.headers.get(name);
      return value === null ? [] : [[name, value] as const];
    });
    c.res = undefined;
    // A page holding a form token is rendered for each visitor.
    if (policy.holdsVisitorData(html)) {
      c.res = new Response(html, { status: res.status, headers: res.headers });
      return;
    }
    const page: CachedPage = {
      body: Buffer.from(html, "utf8"),
      headers,
      scriptHashes: inlineScriptHashes(html),
      storedAt: Date.now(),
      encoded: {},
    };
    cache.set(key, page);
    c.set("scriptHashes", page.scriptHashes);
    c.res = answer(page, c.req.header("Accept-Encoding"), false);
  };
}
