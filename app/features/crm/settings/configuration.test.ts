import { describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY } from "#app/features/leads/slots.ts";
import { DEFAULT_SETTINGS } from "./defaults.ts";
import {
  BusinessFormSchema,
  DemoFormSchema,
  settingsValues,
  parseHolidays,
  parseReminderDays,
  RemindersFormSchema,
  remindersFormValues,
  SalesFormSchema,
  TestMailFormSchema,
  type FormFields,
} from "./configuration.ts";
import { ADMIN_ERRORS } from "../locales.ts";
import { allAdminTexts } from "../all-texts.ts";
import { parseWith } from "#app/lib/forms/parse.ts";
import type { z } from "zod";

/**
 * The configuration page's forms (issue 8): the schemas the browser and the action both run, what
 * they store, and the error keys they give (each one a translated text in both languages).
 */
function errors(schema: z.ZodType, fields: FormFields) {
  const parsed = parseWith(schema, fields, ADMIN_ERRORS);
  return parsed.ok ? {} : parsed.errors;
}

const defaults = settingsValues(DEFAULT_SETTINGS);

describe("sales e-mail form", () => {
  it("stores the address trimmed and lower-cased, or null (SALES_EMAIL) when left empty", () => {
    expect(SalesFormSchema.parse({ salesEmail: "  Ventes@GA-Education.fr " })).toEqual({
      salesEmail: "ventes@ga-education.fr",
    });
    expect(SalesFormSchema.parse({ salesEmail: "" })).toEqual({ salesEmail: null });
    expect(SalesFormSchema.parse(defaults.sales)).toEqual(DEFAULT_SETTINGS.sales);
  });

  it("refuses what is not an address", () => {
    expect(errors(SalesFormSchema, { salesEmail: "ventes@" })).toEqual({ salesEmail: "invalidEmail" });
    expect(errors(SalesFormSchema, { salesEmail: `${"a".repeat(250)}@x.fr` })).toEqual({
      salesEmail: "tooLong",
    });
    expect(errors(SalesFormSchema, {})).toEqual({ salesEmail: "required" });
  });
});

describe("demo availability form", () => {
  it("reads back today's rules from the fields it shows for them", () => {
    expect(DemoFormSchema.parse(defaults.demo)).toEqual(DEFAULT_AVAILABILITY);
  });

  it("stores the hours of the ticked days, the slot length and the closed days, sorted once each", () => {
    const parsed = DemoFormSchema.parse({
      ...defaults.demo,
      slotMinutes: " 45 ",
      open_3: "",
      open_6: "on",
      from_6: "09:30",
      to_6: "12:00:00",
      holidays: "2026-12-31\n24/12/2026, 2026-12-31\r\n\n  1/5/2027",
      publicHolidays: undefined,
    });
    expect(parsed.slotMinutes).toBe(45);
    expect(parsed.hours[3]).toBeNull();
    expect(parsed.hours[6]).toEqual({ open: 570, close: 720 });
    expect(parsed.hours[0]).toBeNull();
    expect(parsed.holidays).toEqual(["2026-12-24", "2026-12-31", "2027-05-01"]);
    expect(parsed.publicHolidays).toBe(false);
  });

  it("names the field at fault", () => {
    expect(errors(DemoFormSchema, { ...defaults.demo, slotMinutes: "5" })).toEqual({
      slotMinutes: "invalidSlotLength",
    });
    expect(errors(DemoFormSchema, { ...defaults.demo, slotMinutes: "trente" })).toEqual({
      slotMinutes: "invalidSlotLength",
    });
    expect(errors(DemoFormSchema, { ...defaults.demo, from_2: "25:00", to_4: "" })).toEqual({
      from_2: "invalidTime",
      to_4: "invalidTime",
    });
    expect(errors(DemoFormSchema, { ...defaults.demo, from_1: "18:00", to_1: "09:00" })).toEqual({
      to_1: "closeBeforeOpen",
    });
    expect(errors(DemoFormSchema, { ...defaults.demo, slotMinutes: "60", from_5: "17:30" })).toEqual({
      to_5: "dayTooShort",
    });
    expect(errors(DemoFormSchema, { ...defaults.demo, holidays: "2026-12-24\nNoël" })).toEqual({
      holidays: "invalidHolidays",
    });
    expect(errors(DemoFormSchema, { ...defaults.demo, holidays: "2026-02-30" })).toEqual({
      holidays: "invalidHolidays",
    });
  });

  it("ignores the times of a closed day", () => {
    expect(errors(DemoFormSchema, { ...defaults.demo, open_2: "", from_2: "n'importe", to_2: "" })).toEqual(
      {},
    );
  });

  it("caps the closed days", () => {
    const many = Array.from({ length: 201 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    );
    expect(errors(DemoFormSchema, { ...defaults.demo, holidays: many.join("\n") })).toEqual({
      holidays: "tooManyHolidays",
    });
    expect(parseHolidays("")).toEqual([]);
    expect(parseHolidays("31/12/2026 2026-12-31")).toEqual(["2026-12-31"]);
  });
});

describe("business details form", () => {
  it("reads back the company's details and stores numbers without spaces", () => {
    expect(BusinessFormSchema.parse(defaults.business)).toEqual(DEFAULT_SETTINGS.business);
    const parsed = BusinessFormSchema.parse({
      ...defaults.business,
      siret: "842 519 308 00014",
      vatNumber: "fr 30 842519308",
      country: "fr",
    });
    expect(parsed).toMatchObject({ siret: "84251930800014", vatNumber: "FR30842519308", country: "FR" });
  });

  it("checks the SIRET's key, the VAT number, their match, the postal code, country, phone and e-mail", () => {
    expect(
      errors(BusinessFormSchema, {
        ...defaults.business,
        siret: "84251930800015",
        vatNumber: "FR00842519308",
        postalCode: "7500",
        country: "XX",
        phone: "appelez-nous",
        email: "contact",
        legalName: "  ",
      }),
    ).toEqual({
      legalName: "required",
      siret: "invalidSiret",
      vatNumber: "invalidVat",
      country: "invalidCountry",
      phone: "invalidPhone",
      email: "invalidEmail",
    });
    // The postal code is only held to five digits in France.
    expect(errors(BusinessFormSchema, { ...defaults.business, postalCode: "7500" })).toEqual({
      postalCode: "invalidPostalCode",
    });
    expect(errors(BusinessFormSchema, { ...defaults.business, country: "BE", postalCode: "1000" })).toEqual(
      {},
    );
    // A valid VAT number of another company.
    expect(errors(BusinessFormSchema, { ...defaults.business, vatNumber: "FR40303265045" })).toEqual({
      vatNumber: "vatSirenMismatch",
    });
    expect(errors(BusinessFormSchema, { ...defaults.business, city: "x".repeat(101) })).toEqual({
      city: "tooLong",
    });
  });

  it("reads the invoicing details: capital in euros, rate in percent, IBAN and BIC compacted, term in days", () => {
    expect(defaults.business).toMatchObject({
      shareCapital: "150000",
      latePenaltyRate: "12,15",
      paymentTermDays: "30",
    });
    expect(
      BusinessFormSchema.parse({
        ...defaults.business,
        shareCapital: "1 500,50 €",
        latePenaltyRate: "10.5 %",
        iban: "fr76 3000 4000 0312 3456 7890 143",
        bic: "bnpa frpp xxx",
        paymentTermDays: "0",
      }),
    ).toMatchObject({
      shareCapitalCents: 150_050,
      latePenaltyRateBp: 1050,
      iban: "FR7630004000031234567890143",
      bic: "BNPAFRPPXXX",
      paymentTermDays: 0,
    });
    expect(
      errors(BusinessFormSchema, {
        ...defaults.business,
        shareCapital: "beaucoup",
        latePenaltyRate: "0",
        iban: "FR7630004000031234567890144",
        bic: "BNP",
        paymentTermDays: "90",
        rcsCity: " ",
        legalForm: "",
      }),
    ).toEqual({
      shareCapital: "invalidShareCapital",
      latePenaltyRate: "invalidRate",
      iban: "invalidIban",
      bic: "invalidBic",
      paymentTermDays: "invalidTermDays",
      rcsCity: "required",
      legalForm: "required",
    });
  });
});

describe("test e-mail form", () => {
  it("needs an address", () => {
    expect(TestMailFormSchema.parse({ to: " Direction@GA-Education.fr" })).toEqual({
      to: "direction@ga-education.fr",
    });
    expect(errors(TestMailFormSchema, { to: "" })).toEqual({ to: "required" });
  });
});

describe("error texts", () => {
  it("exist in French and English for every key the forms give", () => {
    const keys = [
      "required",
      "tooLong",
      "invalidEmail",
      "invalidSlotLength",
      "invalidTime",
      "closeBeforeOpen",
      "dayTooShort",
      "invalidHolidays",
      "tooManyHolidays",
      "invalidPostalCode",
      "invalidCountry",
      "invalidSiret",
      "invalidVat",
      "vatSirenMismatch",
      "invalidPhone",
    ] as const;
    for (const key of keys) {
      expect(allAdminTexts.fr.validation[key], key).toBeTruthy();
      expect(allAdminTexts.en.validation[key], key).toBeTruthy();
      expect(allAdminTexts.en.validation[key]).not.toBe(allAdminTexts.fr.validation[key]);
    }
  });
});

describe("reminder schedule form", () => {
  it("reads increasing days separated by commas, semicolons or spaces", () => {
    expect(parseReminderDays("7, 15, 30")).toEqual([7, 15, 30]);
    expect(parseReminderDays(" 10;20 45 ")).toEqual([10, 20, 45]);
    expect(parseReminderDays("3")).toEqual([3]);
  });

  it("refuses what is not 1 to 5 increasing whole days between 1 and 365", () => {
    for (const bad of ["", "0", "-7", "7, 7", "15, 7", "7.5", "abc", "366", "1,2,3,4,5,6"]) {
      expect(parseReminderDays(bad), bad).toBeUndefined();
    }
    expect(errors(RemindersFormSchema, { days: "15, 7" })).toEqual({ days: "invalidReminderDays" });
    expect(errors(RemindersFormSchema, { days: "  " })).toEqual({ days: "required" });
    expect(allAdminTexts.fr.validation.invalidReminderDays).toContain("7, 15, 30");
  });

  it("stores the schedule and shows the saved one", () => {
    const parsed = parseWith(RemindersFormSchema, { days: "5, 12", ownerOnLast: "on" }, ADMIN_ERRORS);
    expect(parsed.ok && parsed.data).toEqual({ days: [5, 12], ownerOnLast: true });
    const off = parseWith(RemindersFormSchema, { days: "5" }, ADMIN_ERRORS);
    expect(off.ok && off.data).toEqual({ days: [5], ownerOnLast: false });
    expect(remindersFormValues(DEFAULT_SETTINGS.reminders)).toEqual({ days: "7, 15, 30", ownerOnLast: "on" });
  });
});
