/**
 * The languages the copy is written in: every text of content/ has one value per language
 * (`Localized`). French is the reference. The app's i18n (`app/lib/i18n/languages.ts`) serves the
 * site in these languages.
 */
export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
