import type { Language } from "#app/lib/i18n/languages.ts";
import { languageOfPath, localizedPath, unlocalizedPath } from "#app/lib/routing/localized-path.ts";

/**
 * Where the account pages send people. `redirectTo` only ever takes a path of this site: an
 * absolute URL, a protocol-relative `//host` or a backslash trick would make the sign-in page an
 * open redirect to a phishing site.
 */
const BASE = "http://local.invalid";

export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  if ([...value].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Back to the sign-in page itself would loop.
  if (unlocalizedPath(url.pathname) === "/auth") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page in a language, with optional query parameters. */
export function authPath(lang: Language, params?: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value) search.set(key, value);
  const query = search.toString();
  return `${localizedPath("/auth", lang)}${query ? `?${query}` : ""}`;
}

export function dashboardPath(lang: Language): string {
  return localizedPath("/dashboard", lang);
}

/** The sign-in page for a visitor stopped at `url`, in that page's language, remembering it. */
export function signInRedirectFor(url: URL, extra?: Record<string, string>): string {
  const lang = languageOfPath(url.pathname);
  return authPath(lang, { redirectTo: `${url.pathname}${url.search}`, ...extra });
}

/** A redirect target inside the client space or the admin CRM, where the pages show flash messages. */
export function isAccountArea(path: string): boolean {
  const p = unlocalizedPath(new URL(path, BASE).pathname);
  return p === "/dashboard" || p.startsWith("/dashboard/") || p === "/admin" || p.startsWith("/admin/");
}
