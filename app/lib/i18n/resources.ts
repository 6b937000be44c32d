import type { Language } from "./languages.ts";
import type commonFr from "./locales/fr/common.ts";

export type CommonTexts = typeof commonFr;

export const DEFAULT_NAMESPACE = "common";

/** Each language's `common` texts in their own chunk: the browser loads only the page's language. */
export const loadCommon: Record<Language, () => Promise<CommonTexts>> = {
  fr: () => import("./locales/fr/common.ts").then((m) => m.default),
  en: () => import("./locales/en/common.ts").then((m) => m.default),
};
