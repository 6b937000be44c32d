import { LANGUAGES, type Language } from "#content/languages.ts";

/**
 * Languages of the site: those the copy of content/ is written in, listed there once. French is
 * the default and the fallback (spec §1, §4).
 */
export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = "fr";
/** Storage key of the chosen language, in local storage and in a cookie (spec §3, §9). */
export const LANGUAGE_KEY = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
