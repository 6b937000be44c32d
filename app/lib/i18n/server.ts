import type { i18n as I18n } from "i18next";
import { createI18n } from "./i18n.ts";
import type { Language } from "./languages.ts";
import commonFr from "./locales/fr/common.ts";
import commonEn from "./locales/en/common.ts";

const instances = new Map<Language, I18n>();

/**
 * The server's instance for a language, with both languages' `common` texts, made once and shared
 * by every request in that language: the server never changes an instance's language, and the area
 * namespaces `useNamespace` adds are the same texts for everyone. A fresh instance per request
 * cost each page a copy of every namespace it shows.
 */
export function createServerI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, { fr: { common: commonFr }, en: { common: commonEn } });
    instances.set(lang, instance);
  }
  return instance;
}
