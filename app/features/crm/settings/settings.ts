import { z } from "#app/lib/forms/zod.ts";
import { parseDateKey } from "#server/scheduler/civil-dates.ts";
import { isValidSiret } from "#app/lib/siret.ts";
import { isValidVat } from "#app/lib/money/vat.ts";
import { isValidBic, isValidIban } from "#app/lib/iban.ts";
import {
  DEFAULT_SETTINGS,
  SETTING_KEYS,
  type AppSettings,
  type BusinessDetails,
  type ReminderSchedule,
  type SalesSettings,
  type SettingKey,
} from "./defaults.ts";
import type { DemoAvailability } from "#app/features/leads/slots.ts";
import { MAX_REMINDER_STEPS, REMINDER_DAYS_RANGE } from "#app/features/crm/billing/reminders.ts";

/**
 * What the `app_setting` table may hold, one Zod schema per key (issue 8, "Settings and
 * configuration"). Values are read through these schemas: a row that does not match (written by
 * hand, or by a later version) is ignored and its section keeps its default, so a bad value can
 * never stop the footer or the demo page. The forms of the configuration page
 * (app/features/crm/settings/configuration.ts) produce these shapes.
 */

/** Demo slot lengths the configuration accepts, in minutes. */
export const SLOT_MINUTES_RANGE = { min: 10, max: 240 } as const;
/** Closed days kept at most (a few years of school holidays). */
export const MAX_HOLIDAYS = 200;

const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 - 1);

export const OpeningHoursSchema = z
  .object({ open: minuteOfDay, close: minuteOfDay })
  .refine((h) => h.open < h.close, { message: "opening before closing" });

export const isDateKey = (v: string): boolean => parseDateKey(v) !== undefined;

export const SalesSettingsSchema = z.object({
  salesEmail: z.email().max(254).nullable(),
}) satisfies z.ZodType<SalesSettings>;

export const DemoSettingsSchema = z.object({
  slotMinutes: z.number().int().min(SLOT_MINUTES_RANGE.min).max(SLOT_MINUTES_RANGE.max),
  hours: z.array(OpeningHoursSchema.nullable()).length(7),
  holidays: z.array(z.string().refine(isDateKey)).max(MAX_HOLIDAYS),
  publicHolidays: z.boolean(),
}) satisfies z.ZodType<DemoAvailability>;

const text = (max: number) => z.string().trim().min(1).max(max);

export const BusinessDetailsSchema = z.object({
  legalName: text(120),
  street: text(200),
  postalCode: text(16),
  city: text(100),
  country: z.string().regex(/^[A-Z]{2}$/),
  siret: z.string().refine(isValidSiret),
  vatNumber: z.string().refine(isValidVat),
  phone: text(30),
  email: z.email().max(254),
  // Added after the first release: a row saved before them takes the defaults (not "invalid").
  legalForm: text(60).default(DEFAULT_SETTINGS.business.legalForm),
  shareCapitalCents: z.number().int().min(0).default(DEFAULT_SETTINGS.business.shareCapitalCents),
  rcsCity: text(100).default(DEFAULT_SETTINGS.business.rcsCity),
  iban: z
    .string()
    .refine((v) => isValidIban(v))
    .default(DEFAULT_SETTINGS.business.iban),
  bic: z.string().refine(isValidBic).default(DEFAULT_SETTINGS.business.bic),
  latePenaltyRateBp: z.number().int().min(1).max(10_000).default(DEFAULT_SETTINGS.business.latePenaltyRateBp),
  paymentTermDays: z.number().int().min(0).max(60).default(DEFAULT_SETTINGS.business.paymentTermDays),
}) satisfies z.ZodType<BusinessDetails, unknown>;

export const ReminderScheduleSchema = z.object({
  days: z
    .array(z.number().int().min(REMINDER_DAYS_RANGE.min).max(REMINDER_DAYS_RANGE.max))
    .min(1)
    .max(MAX_REMINDER_STEPS)
    .refine((days) => days.every((d, i) => i === 0 || d > days[i - 1]!)),
  ownerOnLast: z.boolean(),
}) satisfies z.ZodType<ReminderSchedule>;

export const SETTING_SCHEMAS = {
  sales: SalesSettingsSchema,
  demo: DemoSettingsSchema,
  business: BusinessDetailsSchema,
  reminders: ReminderScheduleSchema,
} as const satisfies { readonly [K in SettingKey]: z.ZodType<AppSettings[K]> };

export interface SettingRow {
  readonly key: string;
  /** JSON text. */
  readonly value: string;
}

/**
 * The settings from the table's rows: each known key's value checked by its schema, the default
 * where a key is missing or its value is not valid (`invalid` lists those, for the log).
 */
export function settingsFromRows(rows: readonly SettingRow[]): {
  settings: AppSettings;
  invalid: SettingKey[];
} {
  const settings: Record<SettingKey, unknown> = { ...DEFAULT_SETTINGS };
  const invalid: SettingKey[] = [];
  for (const row of rows) {
    if (!(SETTING_KEYS as readonly string[]).includes(row.key)) continue;
    const key = row.key as SettingKey;
    let json: unknown;
    try {
      json = JSON.parse(row.value);
    } catch {
      invalid.push(key);
      continue;
    }
    const parsed = SETTING_SCHEMAS[key].safeParse(json);
    if (parsed.success) settings[key] = parsed.data;
    else invalid.push(key);
  }
  return { settings: settings as unknown as AppSettings, invalid };
}

/** Where lead notifications go: the saved address, or SALES_EMAIL of the server's configuration. */
export function salesEmailOf(settings: AppSettings, configured: string): string {
  return settings.sales.salesEmail ?? configured;
}

/**
 * What changed between two values of a setting, as the audit log records it:
 * `{ field: [before, after] }` for each top-level field whose value differs.
 */
export function settingChanges<T extends object>(before: T, after: T): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = [before[field], after[field]];
    }
  }
  return changes;
}
