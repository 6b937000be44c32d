import { useTranslation } from "react-i18next";
import type { Resources } from "i18next";
import { LANGUAGES } from "./languages.ts";

export type NamespaceName = keyof Resources;

export interface NamespaceResources<N extends NamespaceName> {
  readonly name: N;
  readonly fr: Resources[N];
  readonly en: Resources[N];
}

export function defineNamespace<N extends NamespaceName>(ns: NamespaceResources<N>): NamespaceResources<N> {
  return ns;
}

/**
 * Area namespaces (auth, forms, chat, portal, admin) travel with the route chunks that use them,
 * both languages together; only `common` is loaded before hydration. This hook registers the
 * namespace on the current i18n instance the first time a component needs it.
 */
export function useNamespace<N extends NamespaceName>(ns: NamespaceResources<N>) {
  const { i18n } = useTranslation();
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns.name)) i18n.addResourceBundle(lang, ns.name, ns[lang], true, false);
  }
  return useTranslation(ns.name);
}
