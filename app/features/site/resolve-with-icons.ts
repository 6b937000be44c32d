import type { Language } from "#app/lib/i18n/languages.ts";
import type { LText } from "#content/localized.ts";
import { resolveTree } from "#content/resolve.ts";
import type { IconMarkup } from "./ui/icon.tsx";
import { contentIconMarkup } from "./ui/icons.server.ts";

/** `Resolved<T>` in which every `icon` field (an icon name) has become its SVG markup. */
export type ResolvedWithIcons<T> = T extends LText
  ? string
  : T extends readonly (infer U)[]
    ? readonly ResolvedWithIcons<U>[]
    : T extends object
      ? { readonly [K in keyof T]: K extends "icon" ? IconMarkup : ResolvedWithIcons<T[K]> }
      : T;

/**
 * `resolve` for the marketing pages' content: one language, and icon names turned into their SVG
 * markup on the server, so the browser draws content icons without an icon registry in its bundle.
 */
export function resolveWithIcons<T>(value: T, lang: Language): ResolvedWithIcons<T> {
  return resolveTree(value, lang, (key, item) => {
    if (key !== "icon" || typeof item !== "string") return undefined;
    return contentIconMarkup(item);
  }) as ResolvedWithIcons<T>;
}
