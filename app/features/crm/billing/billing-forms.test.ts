import { describe, expect, it } from "vitest";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { parseWith } from "#app/lib/forms/parse.ts";
import { BuyerDetailsSchema, PeriodSchema } from "./billing-forms.ts";

const buyer = {
  name: "Collège Jean Moulin",
  siret: "732 829 320 00074",
  vatNumber: "",
  addressLine1: "8 avenue des Tilleuls",
  addressLine2: "",
  postalCode: "69003",
  city: "Lyon",
  country: "fr",
  chorusServiceCode: "SERV-INTENDANCE",
  engagementNumber: "EJ-2026/000457",
};

describe("the CRM's billing forms", () => {
  it("takes a public buyer's SIRET (14 digits, Luhn), Chorus Pro service code and engagement number", () => {
    expect(BuyerDetailsSchema.parse(buyer)).toMatchObject({
      siret: "73282932000074",
      vatNumber: undefined,
      country: "FR",
      chorusServiceCode: "SERV-INTENDANCE",
      engagementNumber: "EJ-2026/000457",
    });
    const wrong = parseWith(
      BuyerDetailsSchema,
      {
        ...buyer,
        siret: "73282932000075",
        chorusServiceCode: "SERV INT",
        engagementNumber: "/EJ",
        postalCode: "6",
      },
      ADMIN_ERRORS,
    );
    expect(wrong).toEqual({
      ok: false,
      errors: {
        siret: "invalidSiret",
        postalCode: "invalidBuyerPostalCode",
        chorusServiceCode: "invalidChorusCode",
        engagementNumber: "invalidEngagementNumber",
      },
    });
    expect(parseWith(BuyerDetailsSchema, { ...buyer, siret: "7328293200007" }, ADMIN_ERRORS)).toMatchObject({
      errors: { siret: "invalidSiret" },
    });
    // A private buyer leaves them empty.
    expect(
      BuyerDetailsSchema.parse({ ...buyer, siret: " ", chorusServiceCode: "", engagementNumber: "" }),
    ).toMatchObject({ siret: undefined, chorusServiceCode: undefined, engagementNumber: undefined });
  });

  it("takes a service period of two calendar dates in order", () => {
    expect(PeriodSchema.safeParse({ periodStart: "2026-12-01", periodEnd: "2026-12-31" }).success).toBe(true);
    expect(PeriodSchema.safeParse({ periodStart: "2026-12-01", periodEnd: "2026-12-01" }).success).toBe(true);
    expect(
      parseWith(PeriodSchema, { periodStart: "2026-12-31", periodEnd: "2026-12-01" }, ADMIN_ERRORS),
    ).toEqual({
      ok: false,
      errors: { periodEnd: "periodOrder" },
    });
    expect(parseWith(PeriodSchema, { periodStart: "2026-02-30", periodEnd: "" }, ADMIN_ERRORS)).toEqual({
      ok: false,
      errors: { periodStart: "invalidDate", periodEnd: "invalidDate" },
    });
  });
});
