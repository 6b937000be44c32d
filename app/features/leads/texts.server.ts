import en from "#app/lib/forms/locales/en.ts";
import fr from "#app/lib/forms/locales/fr.ts";
import type { FieldErrors } from "#app/lib/forms/fields.ts";
import type { Language } from "#app/lib/i18n/languages.ts";

/** The `forms` texts on the server, where actions answer with messages already translated. */
export type FormsTexts = typeof fr;

export function formsText(lang: Language): FormsTexts {
  return lang === "en" ? (en as FormsTexts) : fr;
}

export function translateErrors(errors: FieldErrors, lang: Language): Record<string, string> {
  const texts = formsText(lang).errors;
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (key) out[field] = texts[key] ?? texts.invalid;
  return out;
}
