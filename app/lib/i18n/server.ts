import commonFr from "./locales/fr/common.ts";
import commonEn from "./locales/en/common.ts";
import { DEFAULT_NAMESPACE } from "./resources.ts";
import { addTexts } from "./texts.ts";

/**
 * The server holds both languages' `common` texts from the start; the area namespaces are added by
 * `useNamespace` as pages use them, the same texts for every request.
 */
export function loadServerTexts(): void {
  addTexts("fr", DEFAULT_NAMESPACE, commonFr);
  addTexts("en", DEFAULT_NAMESPACE, commonEn);
}
