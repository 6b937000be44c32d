import { isbot } from "isbot";
import { LANGUAGE_KEY } from "./languages.ts";
import { readCookie } from "#app/lib/cookies.ts";
import { languageOfPath, translatePath } from "#app/lib/routing/localized-path.ts";

export interface LanguageRequest {
  readonly method: string;
  readonly pathname: string;
  readonly search: string;
  readonly cookieHeader: string | null;
  readonly acceptLanguage: string | null;
  readonly userAgent: string | null;
}

/** Languages of an Accept-Language header, best first (quality order, then position). */
export function preferredLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        lang: tag.toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((l) => l.lang && l.lang !== "*" && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.lang);
}

/** The first of our languages the browser asks for, if any. */
export function browserLanguage(header: string | null): "fr" | "en" | undefined {
  for (const lang of preferredLanguages(header)) if (lang === "fr" || lang === "en") return lang;
  return undefined;
}

function isPagePath(pathname: string): boolean {
  if (pathname.endsWith(".data")) return false;
  // `/__manifest` is React Router's route discovery: redirecting it breaks client navigation.
  if (/^\/(api|assets|images|\.well-known|healthz|__manifest)(\/|$)/.test(pathname)) return false;
  const last = pathname.split("/").pop() ?? "";
  return !last.includes(".");
}

/**
 * Where a page request must be sent to honour the visitor's language (DECISIONS.md point 4), or null.
 * - A French URL with the `i18nextLng` cookie set to `en` goes to its `/en` twin.
 * - A first visit to `/` without the cookie follows the browser's language.
 * Search engines are never redirected, so both languages stay indexable.
 */
export function languageRedirect(req: LanguageRequest): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!isPagePath(req.pathname)) return null;
  if (languageOfPath(req.pathname) !== "fr") return null;
  if (isbot(req.userAgent ?? "")) return null;
  const stored = readCookie(req.cookieHeader, LANGUAGE_KEY);
  if (stored === "en") return translatePath(req.pathname + req.search, "en");
  if (stored === undefined && req.pathname === "/" && browserLanguage(req.acceptLanguage) === "en") {
    return translatePath(req.pathname + req.search, "en");
  }
  return null;
}
