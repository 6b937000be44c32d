import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS, type BusinessDetails } from "#app/features/crm/settings/business.ts";
import { documentSeller, sellerFromSnapshot, sellerSnapshot } from "./seller.ts";

/** The copy of the seller's details kept with an issued document, and which seller a PDF prints. */
const MOVED: BusinessDetails = { ...DEFAULT_BUSINESS, legalName: "GA Éducation Ouest SAS", city: "Nantes" };

describe("seller snapshot", () => {
  it("reads back what was written, field for field", () => {
    expect(sellerFromSnapshot(sellerSnapshot(MOVED))).toEqual(MOVED);
  });

  it("keeps the business details' fields only", () => {
    const extra = { ...MOVED, notes: "interne" } as BusinessDetails;
    expect(Object.keys(JSON.parse(sellerSnapshot(extra)) as object).sort()).toEqual(
      Object.keys(DEFAULT_BUSINESS).sort(),
    );
  });

  it("accepts a copy that today's rules would refuse: it records what was printed", () => {
    const older = { ...MOVED, siret: "12345678900000", vatNumber: "FR00123456789" };
    expect(sellerFromSnapshot(JSON.stringify(older))).toEqual(older);
  });

  it("is none for a draft, a document issued before copies were kept, or an unreadable copy", () => {
    expect(sellerFromSnapshot(null)).toBeNull();
    expect(sellerFromSnapshot(undefined)).toBeNull();
    expect(sellerFromSnapshot("")).toBeNull();
    expect(sellerFromSnapshot("{not json")).toBeNull();
    expect(sellerFromSnapshot(JSON.stringify({ legalName: "GA" }))).toBeNull();
    expect(sellerFromSnapshot("null")).toBeNull();
  });

  it("makes a PDF print the copy when there is one, else the current details", () => {
    expect(documentSeller(MOVED, DEFAULT_BUSINESS)).toBe(MOVED);
    expect(documentSeller(null, DEFAULT_BUSINESS)).toBe(DEFAULT_BUSINESS);
  });
});
