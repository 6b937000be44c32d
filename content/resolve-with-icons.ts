import type { IconMarkup } from "#app/features/site/ui/icon.tsx";
import { iconMarkup, isIconName } from "#app/features/site/ui/icons.server.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import type { LText } from "./localized.ts";
import { resolveTree } from "./resolve.ts";

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
    if (!isIconName(item)) throw new Error(`Unknown icon "${item}"`);
    return iconMarkup(item);
  }) as ResolvedWithIcons<T>;
}
