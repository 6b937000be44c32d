import { randomFillSync } from "node:crypto";

/** Random bytes for 256 nonces, drawn from the system's generator at once; each byte serves once. */
const noncePool = Buffer.allocUnsafe(16 * 256);
let nonceOffset = noncePool.length;

/**
 * A request's script nonce: 128 random bits in base64. The bytes come from a pool refilled from the
 * system's cryptographic generator 256 nonces at a time: one system call where each request made
 * one (a measurable share of a page served from the render cache).
 */
export function createNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + 16);
  nonceOffset += 16;
  return nonce;
}

/** The policies of the render cache's pages, by their list of script hashes (built once per page). */
const hashedPolicies = new WeakMap<readonly string[], Map<string, string>>();

/** The origin to allow in the Content-Security-Policy for the configured analytics script. */
export function scriptOrigin(scriptUrl: string | undefined): string | undefined {
  return scriptUrl ? new URL(scriptUrl).origin : undefined;
}

/**
 * Content-Security-Policy of every HTML response: scripts only from this origin or carrying the
 * request's nonce (no 'unsafe-inline' for scripts), nothing framed, nothing from other hosts but
 * the origin of a third-party analytics script when one is configured (loaded after consent).
 */
export function contentSecurityPolicy(
  nonce: string,
  https: boolean,
  analyticsOrigin?: string,
  scriptHashes?: readonly string[],
): string {
  if (scriptHashes) {
    // A cached page's policy depends on nothing of the request but https: built once per page.
    const key = `${https} ${analyticsOrigin ?? ""}`;
    let policies = hashedPolicies.get(scriptHashes);
    if (!policies) hashedPolicies.set(scriptHashes, (policies = new Map()));
    let policy = policies.get(key);
    if (policy === undefined)
      policies.set(key, (policy = buildPolicy(nonce, https, analyticsOrigin, scriptHashes)));
    return policy;
  }
  return buildPolicy(nonce, https, analyticsOrigin, scriptHashes);
}

function buildPolicy(
  nonce: string,
  https: boolean,
  analyticsOrigin: string | undefined,
  scriptHashes: readonly string[] | undefined,
): string {
  const extra = analyticsOrigin ? ` ${analyticsOrigin}` : "";
  // A page served from the render cache (server/render-cache.ts) names its inline scripts by hash.
  const inline = scriptHashes ? scriptHashes.join(" ") : `'nonce-${nonce}'`;
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inline}${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

// `ambient-light-sensor` is left out: its default allowlist is already 'self' (the theme's light
// mode reads it), and Chromium, which does not know the feature, warns about it on every page.
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Headers set on every response, whatever its type. */
export function securityHeaders(opts: {
  nonce: string;
  https: boolean;
  analyticsOrigin?: string;
  /** Hashes of the inline scripts of a page from the render cache, in place of the nonce. */
  scriptHashes?: readonly string[];
}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(
      opts.nonce,
      opts.https,
      opts.analyticsOrigin,
      opts.scriptHashes,
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (opts.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  return headers;
}
