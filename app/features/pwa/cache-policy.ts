/**
 * What the service worker (sw.ts) may keep, shared with the build script that lists the precached
 * files (scripts/build-service-worker.ts) and with their tests. Plain functions, no browser API.
 *
 * - Precached: the hashed build output (JS, CSS), the offline pages, the manifest and its icons.
 * - Public pages: network first; a copy is kept only of an anonymous, public HTML answer.
 * - Never kept: the client space, the admin CRM, sign-in, checkout, the API, and any answer marked
 *   private or no-store (the server marks every answer given to a session that way, since a
 *   worker cannot read Set-Cookie).
 */
import { LANGUAGES, type Language } from "#app/lib/i18n/languages.ts";
import { languageOfPath, unlocalizedPath } from "#app/lib/routing/localized-path.ts";

/** Path prefixes whose pages are personal or transactional, in every language. */
export const PRIVATE_PREFIXES = ["/dashboard", "/admin", "/auth", "/api", "/checkout", "/test-only"] as const;

/** Files of the client build folder the worker downloads on install (workbox-build glob patterns). */
export const PRECACHE_GLOBS = [
  "assets/**/*.{js,css}",
  "offline/*.html",
  "manifest.webmanifest",
  "icons/*.png",
  "favicon.svg",
] as const;

/** Build file names carrying a content hash: their URL changes with their bytes. */
export const HASHED_ASSET = /^assets\/.+-[\w-]{8,}\.(?:js|css)$/;

/** Names of the worker's runtime caches (precached files live in Workbox's own cache). */
export const PAGES_CACHE = "ga-pages";
/** Public pages kept for offline reading, most recent first. */
export const PAGES_CACHE_MAX_ENTRIES = 40;

/** The message a page sends to a waiting worker to make it take over (workbox-window's format). */
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;

/** The offline page of each language, written by the build script into the client build folder. */
export function offlinePagePath(lang: Language): string {
  return `/offline/${lang}.html`;
}

export const OFFLINE_PAGES: readonly string[] = LANGUAGES.map(offlinePagePath);

/** The offline page in the language of the requested path: `/en/...` → English, else French. */
export function offlinePageFor(pathname: string): string {
  return offlinePagePath(languageOfPath(pathname));
}

/** Whether a path belongs to the client space, admin, sign-in, checkout, the API or test pages. */
export function isPrivatePath(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The parts of a response the decision needs (a `Response` qualifies). */
export interface ResponseFacts {
  readonly status: number;
  readonly type: string;
  readonly headers: { get(name: string): string | null };
}

/** Whether a page's response may be stored: a public, same-origin HTML 200 with no session in it. */
export function isCacheablePageResponse(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== "basic") return false;
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("text/html")) return false;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  return !/\b(?:private|no-store)\b/.test(cacheControl);
}
