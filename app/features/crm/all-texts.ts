import type { UnionToIntersection } from "#app/lib/i18n/use-translation.ts";
import { adminEn, adminFr } from "./locales.ts";
import { analyticsTexts } from "./analytics/analytics-locales.ts";
import { remindersTexts } from "./billing/reminder-section-locales.ts";
import { clientsTexts } from "./clients/clients-texts.ts";
import { historyTexts } from "./history/history-section-locales.ts";
import { demoAgendaTexts } from "./pipeline/demo-agenda-locales.ts";
import { duplicatesTexts } from "./pipeline/duplicates-section-locales.ts";
import { leadsTexts } from "./pipeline/leads-texts.ts";
import { proposalsTexts } from "./proposals/proposals-section-locales.ts";
import { configurationTexts } from "./settings/configuration-section-locales.ts";
import { staffTexts } from "./settings/staff-texts.ts";
import { operationsTexts } from "./system/operations-section-locales.ts";
import { systemTexts } from "./system/system-section-locales.ts";

/**
 * Every text of the CRM's `admin` namespace at once: its base and all the sections' parts. For
 * the server's own uses (exports, the audit log's words) and the tests; a page names only the
 * parts it shows (`useNamespace(adminNamespace, leadsTexts)`), so that each section's texts load
 * with that section.
 */
export const ADMIN_TEXT_PARTS = [
  analyticsTexts,
  remindersTexts,
  clientsTexts,
  historyTexts,
  demoAgendaTexts,
  duplicatesTexts,
  leadsTexts,
  proposalsTexts,
  configurationTexts,
  staffTexts,
  operationsTexts,
  systemTexts,
] as const;

export type AllAdminTexts = typeof adminFr & UnionToIntersection<(typeof ADMIN_TEXT_PARTS)[number]["fr"]>;

export const allAdminTexts: { readonly fr: AllAdminTexts; readonly en: AllAdminTexts } = {
  fr: Object.assign({}, adminFr, ...ADMIN_TEXT_PARTS.map((part) => part.fr)),
  en: Object.assign({}, adminEn, ...ADMIN_TEXT_PARTS.map((part) => part.en)),
};
