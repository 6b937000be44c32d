import type { Language } from "./languages.ts";

/**
 * How the copy writes numbers in each language. Content's views of its own data (plan prices and
 * figures) use them, and the app formats euros with the same function (re-exported by
 * `app/features/pricing/price-calculator.ts`), so a price reads the same everywhere.
 */

/** Euros for the page's language: "1 249 €", "€1,249", with cents only when there are some. */
export function formatEuros(cents: number, lang: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** "99,5 %", "99.5%": a percentage with one decimal. */
export function formatPercent(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** "1 000", "1,000". */
export function formatInteger(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB").format(value);
}
