import type { Language } from "./languages.ts";
import type { LText } from "./localized.ts";

/**
 * Marketing content is written with both languages side by side, one `lt(fr, en)` per text, so a
 * French sentence and its English counterpart never drift apart. `resolve` turns such a tree into
 * the plain strings of one language: that is what a loader sends to the page.
 */
export type Resolved<T> = T extends LText
  ? string
  : T extends readonly (infer U)[]
    ? readonly Resolved<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Resolved<T[K]> }
      : T;

export function isLText(value: unknown): value is LText {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Record<string, unknown>).fr === "string" &&
    typeof (value as Record<string, unknown>).en === "string"
  );
}

export function resolve<T>(value: T, lang: Language): Resolved<T> {
  return resolveTree(value, lang) as Resolved<T>;
}

/**
 * Walks a content tree, keeping one language. `field` may replace the value of a named field
 * (return undefined to keep the default handling).
 */
export function resolveTree(
  value: unknown,
  lang: Language,
  field?: (key: string, item: unknown) => unknown,
): unknown {
  if (isLText(value)) return value[lang];
  if (Array.isArray(value)) return value.map((item: unknown) => resolveTree(item, lang, field));
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const replaced = field?.(key, item);
      out[key] = replaced === undefined ? resolveTree(item, lang, field) : replaced;
    }
    return out;
  }
  return value;
}

/** Every text of a content tree with its path, for completeness tests ("modules.finance.features.2.title"). */
export function collectTexts(value: unknown, path = ""): { path: string; text: LText }[] {
  if (isLText(value)) return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => collectTexts(item, `${path}.${i}`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => collectTexts(item, path ? `${path}.${key}` : key));
  return [];
}
