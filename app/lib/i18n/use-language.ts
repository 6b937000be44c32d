import { useLocation } from "react-router";
import { languageOfPath, localizedPath } from "#app/lib/routing/localized-path.ts";
import type { Language } from "./languages.ts";

/** The language of the current page, read from its URL (no prefix = French). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Turns a French path of the route table into the current language's path. */
export function useLocalizedPath(): (frenchPath: string) => string {
  const lang = useLanguage();
  return (frenchPath) => localizedPath(frenchPath, lang);
}
