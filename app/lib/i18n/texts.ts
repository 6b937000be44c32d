import type { Language } from "./languages.ts";
import type { LocaleTree, TextSource } from "./translator.ts";

/**
 * The texts loaded in this process, by language and namespace. On the server every namespace is
 * the same for everyone, so one store serves every request; in the browser `common` is added for
 * the page's language before hydration, and the area namespaces as their route chunks arrive.
 */
const store = new Map<string, LocaleTree>();

const keyOf = (lang: Language, namespace: string) => `${lang}:${namespace}`;

export function hasTexts(lang: Language, namespace: string): boolean {
  return store.has(keyOf(lang, namespace));
}

export function addTexts(lang: Language, namespace: string, texts: object): void {
  if (!hasTexts(lang, namespace)) store.set(keyOf(lang, namespace), texts as LocaleTree);
}

export const loadedTexts: TextSource = (lang, namespace) => store.get(keyOf(lang, namespace));
