import { LANGUAGES, type Language } from "./languages.ts";
import { DEFAULT_NAMESPACE, type DefaultNamespace } from "./resources.ts";
import type { NamespaceName, Namespaces } from "./namespaces.ts";
import type { LocaleShape } from "./shape.ts";
import { addTexts, loadedTexts } from "./texts.ts";
import { translate, type Translate } from "./translator.ts";
import { useLanguage } from "./use-language.ts";

export type { NamespaceName };

/** A namespace's translate function (the `t` of `useTranslation` and `useNamespace`). */
export type TFunction<N extends NamespaceName = DefaultNamespace> = Translate<Namespaces[N]>;

/** Texts of a namespace in both languages: all of them, or one part (a CRM section's). */
export interface TextsPart<N extends NamespaceName = NamespaceName, T extends object = object> {
  readonly name: N;
  readonly fr: T;
  readonly en: LocaleShape<T>;
}

export type NamespaceResources<N extends NamespaceName> = TextsPart<N, Namespaces[N]>;

export function defineNamespace<N extends NamespaceName>(ns: NamespaceResources<N>): NamespaceResources<N> {
  return ns;
}

/**
 * A part of a namespace's texts that travels with the code of the pages that use it: the CRM's
 * `admin` namespace is its base (the shell, the dashboard, the forms' errors) plus one part per
 * section, so that a section's texts load with that section (issue 21).
 */
export function defineTextsPart<N extends NamespaceName, T extends object>(
  name: N,
  fr: T,
  en: LocaleShape<NoInfer<T>>,
): TextsPart<N, T> {
  return { name, fr, en };
}

/** A text asked for but found in no language: said in the browser's console, where tests look. */
function reportMissing(namespace: string, key: string): void {
  if (typeof document !== "undefined") console.error(`Missing text: ${namespace}:${key}`);
}

// One function per language and namespace, so that `t` keeps its identity between renders.
const translators = new Map<string, TFunction<NamespaceName>>();

/** The translate function of a namespace in a language. */
export function translatorOf<N extends NamespaceName>(lang: Language, namespace: N): TFunction<N> {
  const id = `${lang}:${namespace}`;
  let t = translators.get(id);
  if (!t) {
    t = ((key, options) =>
      translate(loadedTexts, lang, namespace, key, options, reportMissing)) as TFunction<NamespaceName>;
    translators.set(id, t);
  }
  return t as unknown as TFunction<N>;
}

/** The texts of the current page's language (its URL's): `common` unless another namespace is named. */
export function useTranslation<N extends NamespaceName = DefaultNamespace>(
  namespace?: N,
): { readonly t: TFunction<N>; readonly lang: Language } {
  const lang = useLanguage();
  return { t: translatorOf(lang, namespace ?? (DEFAULT_NAMESPACE as N)), lang };
}

export type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * Area namespaces (auth, forms, chat, client space, admin…) travel with the route chunks that use
 * them; only `common` is loaded before hydration. This hook registers a namespace's texts (or the
 * parts named, all of one namespace) the first time a component needs them; `t` takes the keys of
 * the parts named, so a section's key used without its part does not compile.
 */
export function useNamespace<const P extends readonly [TextsPart, ...TextsPart[]]>(
  ...parts: P
): { readonly t: Translate<UnionToIntersection<P[number]["fr"]>>; readonly lang: Language } {
  for (const part of parts) for (const lang of LANGUAGES) addTexts(lang, part.name, part[lang]);
  const { t, lang } = useTranslation(parts[0].name);
  return { t: t as unknown as Translate<UnionToIntersection<P[number]["fr"]>>, lang };
}
