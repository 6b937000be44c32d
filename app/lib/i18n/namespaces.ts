import type common from "./locales/fr/common.ts";
import type { authFr } from "#app/features/auth/locales.ts";
import type { flashFr } from "#app/features/auth/flash-locales.ts";
import type { chatFr } from "#app/features/chat/locales.ts";
import type { chatLauncherFr } from "#app/features/chat/launcher-locales.ts";
import type formsFr from "../forms/locales/fr.ts";
import type { feedbackFr } from "#app/features/leads/ui/feedback/locales.ts";
import type { clientSpaceFr } from "#app/features/client-space/locales.ts";
import type { adminFr } from "#app/features/crm/locales.ts";
import type { searchFr } from "#app/features/search/locales.ts";
import type { pwaFr } from "#app/features/pwa/locales.ts";
import type { a11yCheckerFr } from "#app/features/a11y-checker/locales.ts";
import type { consentFr } from "#app/features/tracking/consent/locales.ts";
import type { dataTableFr } from "#app/ui/data-table/locales.ts";
import type { quotesFr } from "#app/features/crm/proposals/online-locales.ts";
import type { TextKey } from "./translator.ts";

/**
 * The site's text namespaces, each typed from its French texts: French is the reference, and a
 * key missing from French does not compile (STYLE.md, i18n). `common` is loaded before hydration;
 * the others travel with the route chunks that use them (`useNamespace`).
 */
export interface Namespaces {
  common: typeof common;
  auth: typeof authFr;
  flash: typeof flashFr;
  forms: typeof formsFr;
  feedback: typeof feedbackFr;
  chat: typeof chatFr;
  chatLauncher: typeof chatLauncherFr;
  clientSpace: typeof clientSpaceFr;
  admin: typeof adminFr;
  search: typeof searchFr;
  pwa: typeof pwaFr;
  a11yChecker: typeof a11yCheckerFr;
  consent: typeof consentFr;
  dataTable: typeof dataTableFr;
  quotes: typeof quotesFr;
}

export type NamespaceName = keyof Namespaces;

/** The keys of the `common` texts, which content/ names in its navigation. */
declare module "#content/navigation.ts" {
  interface CommonKeys {
    key: TextKey<typeof common>;
  }
}
