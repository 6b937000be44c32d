import type common from "./locales/fr/common.ts";
import type { authFr } from "../auth/locales.ts";
import type { chatFr } from "../chat/locales.ts";
import type { chatLauncherFr } from "../chat/launcher-locales.ts";
import type formsFr from "../forms/locales/fr.ts";
import type { feedbackFr } from "../components/feedback/locales.ts";
import type { accountFr } from "../account/locales.ts";
import type { adminFr } from "../admin/locales.ts";
import type { searchFr } from "../search/locales.ts";
import type { pwaFr } from "../pwa/locales.ts";
import type { a11yCheckerFr } from "../a11y-checker/locales.ts";
import type { consentFr } from "../consent/locales.ts";

// French is the reference: keys are typed from the French files (STYLE.md, i18n).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      auth: typeof authFr;
      forms: typeof formsFr;
      feedback: typeof feedbackFr;
      chat: typeof chatFr;
      chatLauncher: typeof chatLauncherFr;
      account: typeof accountFr;
      admin: typeof adminFr;
      search: typeof searchFr;
      pwa: typeof pwaFr;
      a11yChecker: typeof a11yCheckerFr;
      consent: typeof consentFr;
    };
  }
}
