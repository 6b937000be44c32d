/**
 * Cross-site form posts are refused (DECISIONS.md point 1 keeps sessions in SameSite=Lax cookies;
 * this closes the remaining gaps: same-site subdomains, old browsers). A browser tells where a
 * request comes from with `Sec-Fetch-Site` and `Origin`; a request that carries neither comes from
 * a non-browser client, which holds no visitor's cookies to abuse.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSameOriginRequest(request: Request, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return site === null || site === "same-origin" || site === "none";
  if (origin === "null") return false;
  // The public address (BASE_URL), or the address the browser used to reach this server. Behind a
  // trusted proxy the request already names BASE_URL (server/public-request.ts): a forged Host
  // never makes a foreign origin match.
  return origin === new URL(publicOrigin).origin || origin === new URL(request.url).origin;
}

/** Throws a 403 response for a cross-site request (use first in an action). */
export function assertSameOrigin(request: Request, publicOrigin: string): void {
  if (!isSameOriginRequest(request, publicOrigin)) {
    throw new Response("Cross-site request refused", { status: 403 });
  }
}
