import type { FieldErrors as FormFieldErrors } from "#app/lib/forms/parse.ts";
import { z } from "#app/lib/forms/zod.ts";
import { type DemoAvailability, type OpeningHours } from "#app/features/leads/slots.ts";
import { parseDateKey } from "#server/scheduler/civil-dates.ts";
import { compactNumber, siretProblem, sirenOfSiret } from "#app/lib/siret.ts";
import { compactVat, sirenOfFrenchVat, vatProblem } from "#app/lib/money/vat.ts";
import { compactBic, compactIban, isValidBic, isValidIban } from "#app/lib/iban.ts";
import type { BusinessDetails } from "./business.ts";
import type { AppSettings, ReminderSchedule, SalesSettings } from "./defaults.ts";
import { MAX_REMINDER_STEPS, REMINDER_DAYS_RANGE } from "#app/features/crm/billing/reminders.ts";
import { MAX_HOLIDAYS, SLOT_MINUTES_RANGE } from "./settings.ts";
import type { AdminValidationKey } from "../locales.ts";

/**
 * The forms of the configuration page (issue 8, "Settings and configuration"): one Zod schema per
 * form, run by the browser before posting and by the action again (the same code), each turning
 * the posted strings into the setting's stored shape (app/features/crm/settings/settings.ts). Error messages
 * are keys of the admin texts' `validation`.
 */
export const CONFIGURATION_FORMS = ["sales", "demo", "business", "reminders", "testMail"] as const;
export type ConfigurationForm = (typeof CONFIGURATION_FORMS)[number];

type Key = AdminValidationKey;

/** The form's posted fields: strings, and nothing for an unticked box. */
export type FormFields = Readonly<Record<string, string | undefined>>;

const isEmail = (v: string) => z.email().safeParse(v).success;

const email = (optional: boolean) =>
  z
    .string({ error: "required" satisfies Key })
    .trim()
    .toLowerCase()
    .max(254, { error: "tooLong" satisfies Key, abort: true })
    .refine((v) => (optional && v === "") || v.length > 0, { error: "required" satisfies Key, abort: true })
    .refine((v) => v === "" || isEmail(v), { error: "invalidEmail" satisfies Key });

// ---------------------------------------------------------------------------------------------
// Sales e-mail

export const SalesFormSchema = z
  .object({ salesEmail: email(true) })
  .transform((v): SalesSettings => ({ salesEmail: v.salesEmail || null }));

export function salesFormValues(s: SalesSettings): Record<string, string> {
  return { salesEmail: s.salesEmail ?? "" };
}

// ---------------------------------------------------------------------------------------------
// Demo availability

/** Weekdays as the form lists them (Monday first); the numbers are JavaScript's (0 = Sunday). */
export const FORM_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;

/** "09:00" (or "09:00:00" from some browsers) → minutes after midnight. */
export function parseClock(value: string | undefined): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec((value ?? "").trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

export function formatClockValue(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * Closed days typed one per line (commas and spaces also separate them), as `2026-12-24` or
 * `24/12/2026`; sorted, without repeats. Undefined when one of them is not a date.
 */
export function parseHolidays(text: string): string[] | undefined {
  const days = new Set<string>();
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(token);
    const key = fr ? `${fr[3]}-${fr[2]!.padStart(2, "0")}-${fr[1]!.padStart(2, "0")}` : token;
    if (!parseDateKey(key)) return undefined;
    days.add(key);
  }
  return [...days].sort();
}

const optionalText = z.string().optional();
const dayShape: Record<string, typeof optionalText> = {};
for (const d of FORM_WEEKDAYS) {
  dayShape[`open_${d}`] = optionalText;
  dayShape[`from_${d}`] = optionalText;
  dayShape[`to_${d}`] = optionalText;
}

function slotLength(value: string | undefined): number | undefined {
  const v = (value ?? "").trim();
  if (!/^\d{1,3}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= SLOT_MINUTES_RANGE.min && n <= SLOT_MINUTES_RANGE.max ? n : undefined;
}

export const DemoFormSchema = z
  .object({
    slotMinutes: z.string({ error: "required" satisfies Key }),
    holidays: z
      .string()
      .max(10_000, { error: "tooLong" satisfies Key })
      .optional(),
    publicHolidays: optionalText,
    ...dayShape,
  })
  .superRefine((v: FormFields, ctx) => {
    const minutes = slotLength(v.slotMinutes);
    if (minutes === undefined) {
      ctx.addIssue({ code: "custom", path: ["slotMinutes"], message: "invalidSlotLength" satisfies Key });
    }
    for (const d of FORM_WEEKDAYS) {
      if (v[`open_${d}`] !== "on") continue;
      const from = parseClock(v[`from_${d}`]);
      const to = parseClock(v[`to_${d}`]);
      if (from === undefined) {
        ctx.addIssue({ code: "custom", path: [`from_${d}`], message: "invalidTime" satisfies Key });
      }
      if (to === undefined) {
        ctx.addIssue({ code: "custom", path: [`to_${d}`], message: "invalidTime" satisfies Key });
      }
      if (from === undefined || to === undefined) continue;
      if (to <= from) {
        ctx.addIssue({ code: "custom", path: [`to_${d}`], message: "closeBeforeOpen" satisfies Key });
      } else if (minutes !== undefined && to - from < minutes) {
        ctx.addIssue({ code: "custom", path: [`to_${d}`], message: "dayTooShort" satisfies Key });
      }
    }
    const holidays = parseHolidays(v.holidays ?? "");
    if (!holidays) {
      ctx.addIssue({ code: "custom", path: ["holidays"], message: "invalidHolidays" satisfies Key });
    } else if (holidays.length > MAX_HOLIDAYS) {
      ctx.addIssue({ code: "custom", path: ["holidays"], message: "tooManyHolidays" satisfies Key });
    }
  })
  .transform((v: FormFields): DemoAvailability => {
    const hours: (OpeningHours | null)[] = [null, null, null, null, null, null, null];
    for (const d of FORM_WEEKDAYS) {
      if (v[`open_${d}`] !== "on") continue;
      hours[d] = { open: parseClock(v[`from_${d}`])!, close: parseClock(v[`to_${d}`])! };
    }
    return {
      slotMinutes: slotLength(v.slotMinutes)!,
      hours,
      holidays: parseHolidays(v.holidays ?? "")!,
      publicHolidays: v.publicHolidays === "on",
    };
  });

/** The form's fields for a saved availability (a closed day keeps the usual hours, ready to reopen). */
export function demoFormValues(a: DemoAvailability): Record<string, string> {
  const values: Record<string, string> = {
    slotMinutes: String(a.slotMinutes),
    holidays: a.holidays.join("\n"),
    publicHolidays: a.publicHolidays ? "on" : "",
  };
  for (const d of FORM_WEEKDAYS) {
    const h = a.hours[d];
    values[`open_${d}`] = h ? "on" : "";
    values[`from_${d}`] = formatClockValue(h?.open ?? 9 * 60);
    values[`to_${d}`] = formatClockValue(h?.close ?? 18 * 60);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Business details

const required = (max: number) =>
  z
    .string({ error: "required" satisfies Key })
    .trim()
    .min(1, { error: "required" satisfies Key, abort: true })
    .max(max, { error: "tooLong" satisfies Key });

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

const isPhone = (v: string) => /^\+?[\d\s.()-]+$/.test(v) && v.replace(/\D/g, "").length >= 6;

/** "150 000", "150000,50" (euros) → cents; undefined when not an amount. */
export function parseEuros(value: string): number | undefined {
  const v = value.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  return /^\d{1,12}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : undefined;
}

/** "12,15" or "12.15" (%) → basis points, between 0.01 % and 100 %; undefined otherwise. */
export function parseRateBp(value: string): number | undefined {
  const v = value.replace(/[\s%]/g, "").replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return undefined;
  const bp = Math.round(Number(v) * 100);
  return bp >= 1 && bp <= 10_000 ? bp : undefined;
}

/** Basis points as the form shows them ("12,15"). */
function rateValue(bp: number): string {
  return (bp / 100)
    .toFixed(2)
    .replace(/\.?0+$/, "")
    .replace(".", ",");
}

/** Cents as the form shows them ("150000", "1500,50"). */
function eurosValue(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
}

export const BusinessFormSchema = z
  .object({
    legalName: required(120),
    street: required(200),
    postalCode: required(16),
    city: required(100),
    country: required(2)
      .transform((v) => v.toUpperCase())
      .refine(isCountryCode, { error: "invalidCountry" satisfies Key }),
    siret: required(30)
      .transform(compactNumber)
      .refine((v) => !siretProblem(v), { error: "invalidSiret" satisfies Key }),
    vatNumber: required(30)
      .transform(compactVat)
      .refine((v) => !vatProblem(v), { error: "invalidVat" satisfies Key }),
    phone: required(30).refine(isPhone, { error: "invalidPhone" satisfies Key }),
    email: email(false),
    legalForm: required(60),
    shareCapital: required(20)
      .transform((v) => parseEuros(v) ?? -1)
      .refine((v) => v >= 0, { error: "invalidShareCapital" satisfies Key }),
    rcsCity: required(100),
    iban: required(42)
      .transform(compactIban)
      .refine((v) => isValidIban(v), { error: "invalidIban" satisfies Key }),
    bic: required(15)
      .transform(compactBic)
      .refine(isValidBic, { error: "invalidBic" satisfies Key }),
    latePenaltyRate: required(10)
      .transform((v) => parseRateBp(v) ?? -1)
      .refine((v) => v > 0, { error: "invalidRate" satisfies Key }),
    paymentTermDays: required(3)
      .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= 60, { error: "invalidTermDays" satisfies Key })
      .transform(Number),
  })
  // Checks between fields, once each field is right on its own.
  .superRefine((v, ctx) => {
    if (v.country === "FR" && !/^\d{5}$/.test(v.postalCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: "invalidPostalCode" satisfies Key });
    }
    const siren = sirenOfFrenchVat(v.vatNumber);
    if (siren !== undefined && siren !== sirenOfSiret(v.siret)) {
      ctx.addIssue({ code: "custom", path: ["vatNumber"], message: "vatSirenMismatch" satisfies Key });
    }
  })
  .transform(({ shareCapital, latePenaltyRate, ...v }): BusinessDetails => ({
    ...v,
    shareCapitalCents: shareCapital,
    latePenaltyRateBp: latePenaltyRate,
  }));

export function businessFormValues(b: BusinessDetails): Record<string, string> {
  const { shareCapitalCents, latePenaltyRateBp, paymentTermDays, ...text } = b;
  return {
    ...text,
    shareCapital: eurosValue(shareCapitalCents),
    latePenaltyRate: rateValue(latePenaltyRateBp),
    paymentTermDays: String(paymentTermDays),
  };
}

// ---------------------------------------------------------------------------------------------
// Reminders of overdue invoices

/**
 * The days typed as "7, 15, 30" (commas, semicolons or spaces between them): whole days after the
 * due date, 1 to 365, strictly increasing, five at most. Undefined when one of them is not that.
 */
export function parseReminderDays(text: string): number[] | undefined {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > MAX_REMINDER_STEPS) return undefined;
  const days: number[] = [];
  for (const token of tokens) {
    if (!/^\d{1,3}$/.test(token)) return undefined;
    const day = Number(token);
    if (day < REMINDER_DAYS_RANGE.min || day > REMINDER_DAYS_RANGE.max) return undefined;
    if (days.length && day <= days[days.length - 1]!) return undefined;
    days.push(day);
  }
  return days;
}

export const RemindersFormSchema = z
  .object({
    days: z
      .string({ error: "required" satisfies Key })
      .trim()
      .min(1, { error: "required" satisfies Key, abort: true })
      .max(100, { error: "tooLong" satisfies Key, abort: true })
      .refine((v) => parseReminderDays(v) !== undefined, { error: "invalidReminderDays" satisfies Key }),
    ownerOnLast: optionalText,
  })
  .transform((v): ReminderSchedule => ({
    days: parseReminderDays(v.days)!,
    ownerOnLast: v.ownerOnLast === "on",
  }));

export function remindersFormValues(r: ReminderSchedule): Record<string, string> {
  return { days: r.days.join(", "), ownerOnLast: r.ownerOnLast ? "on" : "" };
}

// ---------------------------------------------------------------------------------------------
// Test e-mail

export const TestMailFormSchema = z.object({ to: email(false) });

/** The fields each form shows for the current settings. */
export function settingsValues(settings: AppSettings) {
  return {
    sales: salesFormValues(settings.sales),
    demo: demoFormValues(settings.demo),
    business: businessFormValues(settings.business),
    reminders: remindersFormValues(settings.reminders),
  };
}

export type FieldErrors = FormFieldErrors<Key>;
