import { RouterContextProvider } from "react-router";
import type { RequestContext, RequestValues, ServerComposition } from "#server/composition.ts";
import {
  requestFaultsContext,
  requestInfoContext,
  servicesContext,
  type RequestFaults,
} from "#app/context.ts";
import { dailyBackupJob } from "#app/features/crm/system/backup-job.server.ts";
import { backupDeps } from "#app/features/crm/system/backups.server.ts";
import { invoiceReminderJob } from "#app/features/crm/billing/reminders.server.ts";
import { taskDigestJob } from "#app/features/crm/tasks/tasks.server.ts";
import { slaWatchJob } from "#app/features/crm/notifications/notifications.server.ts";
import { searchCatchUpJob } from "#app/features/crm/search/search.server.ts";
import { CONSENT_COOKIE } from "#app/features/tracking/consent/consent.ts";
import { holdsFormToken } from "#app/lib/forms/field-basics.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { languageRedirect } from "#app/lib/i18n/language-redirect.ts";
import { LANGUAGE_KEY } from "#app/lib/i18n/languages.ts";
import commonEn from "#app/lib/i18n/locales/en/common.ts";
import commonFr from "#app/lib/i18n/locales/fr/common.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { demoSeed } from "#app/seed.server.ts";
import { THEME_COOKIE } from "#app/ui/theme/theme.ts";

/**
 * What the application gives the server (server/composition.ts): the server imports nothing from
 * `app/`, the process entries (app/server-entry.ts, scripts/dev.mjs) hand it this object.
 */

/** The router context of a request: request info, the faults `handleError` notes, the services. */
export function routerContext(values: RequestValues): RequestContext {
  const { services, ...info } = values;
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  const faults: RequestFaults = { databaseUnavailable: false };
  context.set(requestFaultsContext, faults);
  context.set(servicesContext, services);
  return { context, databaseUnavailable: () => faults.databaseUnavailable };
}

export const composition: ServerComposition = {
  routerContext,
  texts: {
    badAddress: (pathname) =>
      (languageOfPath(pathname) === "en" ? commonEn : commonFr).errors.request.badAddress,
    unavailable: `${formsNamespace.fr.server.unavailableTitle} / ${formsNamespace.en.server.unavailableTitle}`,
  },
  languageRedirect,
  renderCache: {
    // The language is in the path: its cookie only matters to the redirect of the home page.
    sharedCookies: [THEME_COOKIE, CONSENT_COOKIE, LANGUAGE_KEY],
    variantCookies: [THEME_COOKIE, CONSENT_COOKIE],
    // Forms carry a per-render token (app/features/leads/form-token.server.ts).
    holdsVisitorData: holdsFormToken,
  },
  jobs: ({ config, database, clock, mailer, logger, live, version }) => [
    dailyBackupJob({
      ...backupDeps({ config, database, clock, version }),
      mailer,
      logger,
      baseUrl: config.baseUrl,
      minutes: config.backupMinutes,
      retentionDays: config.backupRetentionDays,
    }),
    invoiceReminderJob({ db: database.db, mailer, live, logger, baseUrl: config.baseUrl }),
    taskDigestJob({ db: database.db, mailer, logger, baseUrl: config.baseUrl }),
    slaWatchJob({ db: database.db, mailer, live, logger, baseUrl: config.baseUrl }),
    searchCatchUpJob({ db: database.db, logger }),
  ],
  seed: demoSeed,
};
