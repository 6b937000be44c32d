import type { Language } from "./languages.ts";

/**
 * The colon between a label and its value, spaced as each language wants it: French puts a
 * no-break space before it ("SIRET : …"), English none ("SIRET: …").
 */
export function colon(lang: Language): string {
  return lang === "fr" ? "\u00a0: " : ": ";
}

/** A number followed by the percent sign, as each language writes it: "20 %" in French, "20%" in English. */
export function percent(number: string, lang: Language): string {
  return lang === "fr" ? `${number}\u00a0%` : `${number}%`;
}
