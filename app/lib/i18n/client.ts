import { DEFAULT_NAMESPACE, loadCommon } from "./resources.ts";
import type { Language } from "./languages.ts";
import { addTexts, hasTexts } from "./texts.ts";

/**
 * Makes sure a language's `common` texts are loaded: before hydration for the page's language, and
 * before a client navigation renders a page of the other language.
 */
export async function ensureLanguage(lang: Language): Promise<void> {
  if (!hasTexts(lang, DEFAULT_NAMESPACE)) addTexts(lang, DEFAULT_NAMESPACE, await loadCommon[lang]());
}
