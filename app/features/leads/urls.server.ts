import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import type { AppServices } from "#server/services.ts";

/** Absolute links written into e-mails (BASE_URL is the public address). */
export function absoluteUrl(services: AppServices, frenchPath: string, lang: Language): string {
  return `${services.config.baseUrl}${localizedPath(frenchPath, lang)}`;
}

/** The lead in the admin CRM's inbox. */
export function crmUrl(services: AppServices, leadId: string): string {
  return `${services.config.baseUrl}/admin/quotes?lead=${encodeURIComponent(leadId)}`;
}

/** Paths of the demo's own pages, reached from the confirmation e-mail (French paths). */
export const DEMO_RESCHEDULE_PATH = "/demo/reprogrammer";
export const DEMO_CANCEL_PATH = "/demo/annuler";
