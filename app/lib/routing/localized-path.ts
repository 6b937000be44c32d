import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.ts";

/** `/tarification` → `/en/tarification`; `/` → `/en`. French paths carry no prefix. */
export function localizedPath(path: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** The language of a URL path: `/en` or `/en/...` is English, anything else French. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
}

/**
 * The language a client request switches the page to, or `null` when it must not switch it:
 * endpoints under `/api/` (form tokens, feedback, search index…) are called by pages of either
 * language and carry none of their own.
 */
export function pageLanguageOfRequest(pathname: string): Language | null {
  return pathname === "/api" || pathname.startsWith("/api/") ? null : languageOfPath(pathname);
}

/** Removes the language prefix: `/en/tarification` → `/tarification`, `/en` → `/`. */
export function unlocalizedPath(pathname: string): string {
  if (pathname === "/en") return "/";
  if (pathname.startsWith("/en/")) return pathname.slice(3);
  return pathname;
}

/** The same page in another language, keeping query and hash. */
export function translatePath(pathWithSearch: string, target: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(pathWithSearch);
  const pathname = match?.[1] || "/";
  const rest = match?.[2] ?? "";
  return localizedPath(unlocalizedPath(pathname), target) + rest;
}
