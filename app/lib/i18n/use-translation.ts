import { LANGUAGES, type Language } from "./languages.ts";
import type { NamespaceName, Namespaces } from "./namespaces.ts";
import { addTexts, hasTexts, loadedTexts } from "./texts.ts";
import { translate, type Translate } from "./translator.ts";
import { useLanguage } from "./use-language.ts";

export type { NamespaceName };

/** A namespace's translate function (the `t` of `useTranslation` and `useNamespace`). */
export type TFunction<N extends NamespaceName = "common"> = Translate<Namespaces[N]>;

export interface NamespaceResources<N extends NamespaceName> {
  readonly name: N;
  readonly fr: Namespaces[N];
  readonly en: Namespaces[N];
}

export function defineNamespace<N extends NamespaceName>(ns: NamespaceResources<N>): NamespaceResources<N> {
  return ns;
}

// One function per language and namespace, so that `t` keeps its identity between renders.
const translators = new Map<string, TFunction<NamespaceName>>();

/** The translate function of a namespace in a language. */
export function translatorOf<N extends NamespaceName>(lang: Language, namespace: N): TFunction<N> {
  const id = `${lang}:${namespace}`;
  let t = translators.get(id);
  if (!t) {
    t = ((key, options) => translate(loadedTexts, lang, namespace, key, options)) as TFunction<NamespaceName>;
    translators.set(id, t);
  }
  return t as unknown as TFunction<N>;
}

/** The texts of the current page's language (its URL's): `common` unless another namespace is named. */
export function useTranslation<N extends NamespaceName = "common">(
  namespace?: N,
): { readonly t: TFunction<N>; readonly lang: Language } {
  const lang = useLanguage();
  return { t: translatorOf(lang, namespace ?? ("common" as N)), lang };
}

/**
 * Area namespaces (auth, forms, chat, client space, admin…) travel with the route chunks that use
 * them; only `common` is loaded before hydration. This hook registers a namespace the first time a
 * component needs it.
 */
export function useNamespace<N extends NamespaceName>(ns: NamespaceResources<N>) {
  for (const lang of LANGUAGES) if (!hasTexts(lang, ns.name)) addTexts(lang, ns.name, ns[lang]);
  return useTranslation(ns.name);
}
