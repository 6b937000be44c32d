import type { Language } from "./languages.ts";

/**
 * Marketing content is typed data with one value per language. Loaders pick the page's language
 * and send only that to the browser, so page bodies never weigh on the JavaScript bundle.
 */
export type Localized<T> = { readonly fr: T; readonly en: T };

export function pick<T>(value: Localized<T>, lang: Language): T {
  return value[lang];
}

/** Shorthand for a short text in both languages. */
export type LText = Localized<string>;
export const lt = (fr: string, en: string): LText => ({ fr, en });
