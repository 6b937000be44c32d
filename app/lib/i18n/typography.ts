import type { Language } from "./languages.ts";

/**
 * The colon between a label and its value, spaced as each language wants it: French puts a
 * no-break space before it ("SIRET : …"), English none ("SIRET: …").
 */
export function colon(lang: Language): string {
  return lang === "fr" ? "\u00a0: " : ": ";
}
