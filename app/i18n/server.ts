import type { i18n as I18n } from "i18next";
import { createI18n } from "./i18n.ts";
import type { Language } from "./languages.ts";
import commonFr from "./locales/fr/common.ts";
import commonEn from "./locales/en/common.ts";

/** A fresh instance per request on the server, with both languages' `common` texts. */
export function createServerI18n(lang: Language): I18n {
  return createI18n(lang, { fr: { common: commonFr }, en: { common: commonEn } });
}
