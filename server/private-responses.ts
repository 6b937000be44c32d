import type { MiddlewareHandler } from "hono";

/** Better Auth's session cookie (`advanced.cookiePrefix: "ga"`), with the __Secure- prefix over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ga\.session_token=/;

export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/**
 * The Cache-Control a dynamic response must carry so that no shared cache and no service worker
 * keeps it (app/features/pwa/cache-policy.ts), or null to leave it as it is: a response that sets a cookie,
 * or one rendered for a signed-in visitor without its own policy, is private. A worker cannot read
 * Set-Cookie nor the request's cookies: this header is what tells it.
 */
export function privateCacheControl(opts: {
  readonly cookieHeader: string | null;
  readonly setsCookie: boolean;
  readonly cacheControl: string | null;
}): string | null {
  const current = opts.cacheControl?.toLowerCase() ?? "";
  if (/\b(?:private|no-store)\b/.test(current)) return null;
  if (opts.setsCookie) return PRIVATE_CACHE_CONTROL;
  if (!current && opts.cookieHeader && SESSION_COOKIE.test(opts.cookieHeader)) return PRIVATE_CACHE_CONTROL;
  return null;
}

/** Applies privateCacheControl to every response of the routes mounted after it (not static files). */
export function privateResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const value = privateCacheControl({
      cookieHeader: c.req.header("Cookie") ?? null,
      setsCookie: c.res.headers.has("Set-Cookie"),
      cacheControl: c.res.headers.get("Cache-Control"),
    });
    if (value) c.res.headers.set("Cache-Control", value);
  };
}
