import type { Language } from "./languages.ts";
import type commonFr from "./locales/fr/common.ts";
import type { NamespaceName } from "./namespaces.ts";

export type CommonTexts = typeof commonFr;

/** The namespace loaded before hydration, and the one `useTranslation()` reads when none is named. */
export const DEFAULT_NAMESPACE = "common" satisfies NamespaceName;
export type DefaultNamespace = typeof DEFAULT_NAMESPACE;

/** Each language's `common` texts in their own chunk: the browser loads only the page's language. */
export const loadCommon: Record<Language, () => Promise<CommonTexts>> = {
  fr: () => import("./locales/fr/common.ts").then((m) => m.default),
  en: () => import("./locales/en/common.ts").then((m) => m.default),
};
