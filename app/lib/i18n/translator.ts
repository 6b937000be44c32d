import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";

/**
 * The translator of the site (decision 040): a text is found by its dotted key in a namespace of
 * the page's language, else of French (the reference), else the key itself is shown. The locale
 * files keep i18next's format, which is all the site uses of it:
 * - `{{name}}` is replaced by the option of that name (never escaped: React escapes);
 * - with a numeric `count`, the key's plural form for the language is taken (`_one`, `_many`,
 *   `_other`…, chosen by `Intl.PluralRules`), then `_other`, then the bare key;
 * - `defaultValue` is shown when no language has the key.
 */

/** A locale object: texts, or groups of texts, by key. */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every key of a locale object, dotted, with plural forms named by their base key. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

export interface TranslateOptions {
  /** A number chooses the plural form; a text (an already formatted number) is only shown. */
  readonly count?: number | string;
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

/** A namespace's translate function: keys are checked against the French texts. */
export type Translate<T> = (key: TextKey<T>, options?: TranslateOptions) => string;

/** Where the translator looks up texts: a namespace's texts in a language, if loaded. */
export type TextSource = (lang: Language, namespace: string) => LocaleTree | undefined;

function lookUp(tree: LocaleTree | undefined, key: string): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function find(tree: LocaleTree | undefined, lang: Language, key: string, count: unknown): string | undefined {
  if (typeof count === "number") {
    const plural = lookUp(tree, `${key}_${pluralCategory(lang, count)}`) ?? lookUp(tree, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookUp(tree, key);
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` replaced by the option of that name; a placeholder without a value stays as written. */
export function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/** The text of a key in a language, with French as the fallback. */
export function translate(
  source: TextSource,
  lang: Language,
  namespace: string,
  key: string,
  options?: TranslateOptions,
  /** Told when no language has the key and no `defaultValue` is given (the key is shown). */
  onMissing?: (namespace: string, key: string) => void,
): string {
  let text = find(source(lang, namespace), lang, key, options?.count);
  if (text === undefined && lang !== DEFAULT_LANGUAGE) {
    text = find(source(DEFAULT_LANGUAGE, namespace), DEFAULT_LANGUAGE, key, options?.count);
  }
  if (text === undefined && options?.defaultValue === undefined) onMissing?.(namespace, key);
  return interpolate(text ?? options?.defaultValue ?? key, options);
}
