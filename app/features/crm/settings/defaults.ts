import { DEFAULT_AVAILABILITY, type DemoAvailability } from "#app/features/leads/slots.ts";
import { DEFAULT_BUSINESS, type BusinessDetails } from "./business.ts";
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from "#app/features/crm/billing/reminders.ts";

/**
 * The settings the admin CRM's configuration page changes (issue 8, "Settings and
 * configuration"), their types and their defaults. The defaults are what the site did before the
 * page existed (the company's constants, the demo rules of slots.ts, SALES_EMAIL from the
 * environment), so an install where nobody saved anything behaves exactly as before. Validation
 * (Zod) is in settings.ts.
 */
export { DEFAULT_BUSINESS, type BusinessDetails, type ReminderSchedule };

export const SETTING_KEYS = ["sales", "demo", "business", "reminders"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface SalesSettings {
  /** Where lead notifications go; null: SALES_EMAIL of the server's configuration. */
  readonly salesEmail: string | null;
}

export interface AppSettings {
  readonly sales: SalesSettings;
  readonly demo: DemoAvailability;
  readonly business: BusinessDetails;
  /** When overdue invoices are reminded (days after the due date). */
  readonly reminders: ReminderSchedule;
}

export const DEFAULT_SETTINGS: AppSettings = {
  sales: { salesEmail: null },
  demo: DEFAULT_AVAILABILITY,
  business: DEFAULT_BUSINESS,
  reminders: DEFAULT_REMINDER_SCHEDULE,
};
