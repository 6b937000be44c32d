import { describe, expect, it } from "vitest";
import { COMPANY } from "#content/company.ts";
import {
  CLOSING_MINUTES,
  DEFAULT_AVAILABILITY,
  OPENING_MINUTES,
  SLOT_MINUTES,
} from "#app/features/leads/slots.ts";
import { isValidSiret, sirenOfSiret } from "#app/lib/siret.ts";
import { frenchVatFromSiren } from "#app/lib/money/vat.ts";
import { countryName, formatPostalAddress } from "./business.ts";
import { DEFAULT_SETTINGS, SETTING_KEYS } from "./defaults.ts";
import { SETTING_SCHEMAS, salesEmailOf, settingChanges, settingsFromRows } from "./settings.ts";

/** The settings' defaults and how stored values are read (issue 8, "Settings and configuration"). */
describe("default settings", () => {
  it("are what the site did before the configuration page: the company's constants and the demo rules", () => {
    expect(DEFAULT_SETTINGS.sales.salesEmail).toBeNull();
    expect(DEFAULT_SETTINGS.demo).toBe(DEFAULT_AVAILABILITY);
    expect(DEFAULT_SETTINGS.demo.slotMinutes).toBe(SLOT_MINUTES);
    expect(DEFAULT_SETTINGS.demo.hours[1]).toEqual({ open: OPENING_MINUTES, close: CLOSING_MINUTES });
    expect(DEFAULT_SETTINGS.demo.publicHolidays).toBe(true);
    expect(DEFAULT_SETTINGS.business).toEqual({
      legalName: COMPANY.legalName,
      street: COMPANY.address.street,
      postalCode: COMPANY.address.postalCode,
      city: COMPANY.address.city,
      country: "FR",
      siret: COMPANY.siret,
      vatNumber: COMPANY.vatNumber,
      phone: COMPANY.phone,
      email: COMPANY.email,
      legalForm: "SAS",
      shareCapitalCents: COMPANY.shareCapital * 100,
      rcsCity: COMPANY.rcsCity,
      iban: COMPANY.bank.iban,
      bic: COMPANY.bank.bic,
      latePenaltyRateBp: 1215,
      paymentTermDays: 30,
    });
  });

  it("pass their own schemas (so a saved default reads back the same)", () => {
    for (const key of SETTING_KEYS) {
      expect(SETTING_SCHEMAS[key].parse(DEFAULT_SETTINGS[key]), key).toEqual(DEFAULT_SETTINGS[key]);
    }
  });

  it("give a head-office SIRET of the company's SIREN, matching its VAT number", () => {
    expect(isValidSiret(COMPANY.siret)).toBe(true);
    expect(sirenOfSiret(COMPANY.siret)).toBe(COMPANY.siren);
    expect(frenchVatFromSiren(sirenOfSiret(COMPANY.siret))).toBe(COMPANY.vatNumber);
  });

  it("write the footer's address line as before, in both languages", () => {
    expect(formatPostalAddress(DEFAULT_SETTINGS.business, "fr")).toBe(
      "12 rue de la Sorbonne, 75005 Paris, France",
    );
    expect(formatPostalAddress({ ...DEFAULT_SETTINGS.business, country: "BE" }, "fr")).toMatch(/Belgique$/);
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("??", "en")).toBe("??");
  });
});

describe("reading stored settings", () => {
  const business = { ...DEFAULT_SETTINGS.business, legalName: "GA Éducation Ouest SAS", city: "Nantes" };

  it("reads a row saved before the invoicing fields existed, with their defaults", () => {
    const { legalForm: _l, iban: _i, bic: _b, paymentTermDays: _p, ...older } = business;
    const { settings, invalid } = settingsFromRows([{ key: "business", value: JSON.stringify(older) }]);
    expect(invalid).toEqual([]);
    expect(settings.business).toEqual(business);
  });

  it("gives the defaults for an empty table", () => {
    expect(settingsFromRows([])).toEqual({ settings: DEFAULT_SETTINGS, invalid: [] });
  });

  it("takes each valid row and keeps the defaults of the others", () => {
    const { settings, invalid } = settingsFromRows([
      { key: "business", value: JSON.stringify(business) },
      { key: "sales", value: JSON.stringify({ salesEmail: "ventes@ga-education.fr" }) },
    ]);
    expect(invalid).toEqual([]);
    expect(settings.business).toEqual(business);
    expect(settings.sales.salesEmail).toBe("ventes@ga-education.fr");
    expect(settings.demo).toBe(DEFAULT_AVAILABILITY);
  });

  it("ignores a row that is not valid JSON or breaks its schema, and unknown keys", () => {
    const { settings, invalid } = settingsFromRows([
      { key: "sales", value: "{not json" },
      { key: "demo", value: JSON.stringify({ ...DEFAULT_AVAILABILITY, slotMinutes: 3 }) },
      { key: "business", value: JSON.stringify({ ...business, siret: "84251930800015" }) },
      { key: "theme", value: JSON.stringify({ dark: true }) },
    ]);
    expect(invalid).toEqual(["sales", "demo", "business"]);
    expect(settings).toEqual(DEFAULT_SETTINGS);
  });

  it("refuses opening hours that close before they open and dates that do not exist", () => {
    const hours = [...DEFAULT_AVAILABILITY.hours];
    hours[2] = { open: 600, close: 540 };
    expect(SETTING_SCHEMAS.demo.safeParse({ ...DEFAULT_AVAILABILITY, hours }).success).toBe(false);
    expect(
      SETTING_SCHEMAS.demo.safeParse({ ...DEFAULT_AVAILABILITY, hours: hours.slice(0, 6) }).success,
    ).toBe(false);
    expect(
      SETTING_SCHEMAS.demo.safeParse({ ...DEFAULT_AVAILABILITY, holidays: ["2026-02-30"] }).success,
    ).toBe(false);
  });

  it("sends notifications to the saved address, or to SALES_EMAIL when none is saved", () => {
    expect(salesEmailOf(DEFAULT_SETTINGS, "commercial@ga-education.fr")).toBe("commercial@ga-education.fr");
    expect(
      salesEmailOf(
        { ...DEFAULT_SETTINGS, sales: { salesEmail: "leads@ga.example" } },
        "commercial@ga.example",
      ),
    ).toBe("leads@ga.example");
  });

  it("describes a change field by field for the audit log", () => {
    expect(settingChanges(DEFAULT_SETTINGS.business, business)).toEqual({
      legalName: ["GA Éducation SAS", "GA Éducation Ouest SAS"],
      city: ["Paris", "Nantes"],
    });
    expect(
      settingChanges(DEFAULT_AVAILABILITY, { ...DEFAULT_AVAILABILITY, holidays: ["2026-12-24"] }),
    ).toEqual({
      holidays: [[], ["2026-12-24"]],
    });
    expect(settingChanges(DEFAULT_AVAILABILITY, { ...DEFAULT_AVAILABILITY })).toEqual({});
  });
});
