import type { i18n as I18n } from "i18next";
import { createI18n } from "./i18n.ts";
import { DEFAULT_NAMESPACE } from "./i18n.ts";
import { loadCommon } from "./resources.ts";
import type { Language } from "./languages.ts";

let instance: I18n | undefined;

/** The browser's single i18n instance, created before hydration with the page's language. */
export async function initClientI18n(lang: Language): Promise<I18n> {
  const common = await loadCommon[lang]();
  instance = createI18n(lang, { [lang]: { [DEFAULT_NAMESPACE]: common } });
  return instance;
}

export function getClientI18n(): I18n | undefined {
  return instance;
}

/** Makes sure a language's `common` texts are loaded and switches to it. */
export async function ensureLanguage(lang: Language): Promise<void> {
  if (!instance) return;
  if (!instance.hasResourceBundle(lang, DEFAULT_NAMESPACE)) {
    instance.addResourceBundle(lang, DEFAULT_NAMESPACE, await loadCommon[lang](), true, false);
  }
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
