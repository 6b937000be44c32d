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

/** The text objects added so far: a part is merged once, however often a component names it. */
const added = new WeakSet<object>();

/**
 * Adds a namespace's texts, or a part of them: a namespace whose texts come in parts (the CRM's
 * sections) is the merge of the parts added so far, each part bringing its own top-level keys.
 */
export function addTexts(lang: Language, namespace: string, texts: object): void {
  if (added.has(texts)) return;
  added.add(texts);
  const key = keyOf(lang, namespace);
  const current = store.get(key);
  store.set(key, current ? { ...current, ...(texts as LocaleTree) } : (texts as LocaleTree));
}

export const loadedTexts: TextSource = (lang, namespace) => store.get(keyOf(lang, namespace));
