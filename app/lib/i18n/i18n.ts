import i18next, { type i18n as I18n, type Resource } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";

export const DEFAULT_NAMESPACE = "common";

/** Options shared by the server's per-request instances and the browser's single instance. */
export function createI18n(lang: Language, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ["fr", "en"],
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources[lang] ?? {}),
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
