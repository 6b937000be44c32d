import { describe, expect, it } from "vitest";
import { luhnCheckDigit } from "#app/lib/siret.ts";
import {
  compactSiret,
  duplicateKeys,
  fillFromMerged,
  hasKeys,
  matchReasons,
  mergeProblem,
  normaliseSiret,
  type FillableLead,
  type MergeSide,
} from "./duplicates.ts";

const SIRET = "73282932000074"; // a real establishment's SIRET (Luhn-valid)

describe("SIRET normalisation", () => {
  it("keeps the 14 digits of a SIRET typed with spaces, dots, dashes or non-breaking spaces", () => {
    for (const typed of [
      SIRET,
      "732 829 320 00074",
      "732.829.320.00074",
      "732-829-320-00074",
      "732\u00a0829\u202f320 00074",
    ]) {
      expect(compactSiret(typed), typed).toBe(SIRET);
      expect(normaliseSiret(typed), typed).toBe(SIRET);
    }
    expect(normaliseSiret(Number(SIRET))).toBe(SIRET);
  });

  it("refuses another length, letters, a wrong check digit, zeros and non-strings", () => {
    for (const value of [
      "7328293200007",
      "732829320000745",
      "73282932000O74",
      "",
      null,
      undefined,
      {},
      ["x"],
    ]) {
      expect(normaliseSiret(value), String(value)).toBeNull();
    }
    // Compact, but not a valid SIRET.
    expect(compactSiret("732 829 320 00075")).toBe("73282932000075");
    expect(normaliseSiret("732 829 320 00075")).toBeNull();
    expect(compactSiret("00000000000000")).toBe("00000000000000");
    expect(normaliseSiret("00000000000000")).toBeNull();
  });

  it("accepts La Poste's establishments, numbered by their own rule", () => {
    // SIREN 356 000 000: the digits of the SIRET add up to a multiple of 5.
    expect(normaliseSiret("35600000000048")).toBe("35600000000048");
  });
});

describe("duplicateKeys", () => {
  it("takes the address, the institution's domain and the SIRET", () => {
    expect(duplicateKeys({ email: " Direction@Lycee-Moulin.fr", siret: "732 829 320 00074" })).toEqual({
      email: "direction@lycee-moulin.fr",
      domain: "lycee-moulin.fr",
      siret: SIRET,
    });
  });

  it("has no domain for a public mailbox, and nothing without address or SIRET", () => {
    expect(duplicateKeys({ email: "jeanne@gmail.com", siret: undefined })).toEqual({
      email: "jeanne@gmail.com",
      domain: null,
      siret: null,
    });
    const none = duplicateKeys({ email: null, siret: "n/a" });
    expect(none).toEqual({ email: null, domain: null, siret: null });
    expect(hasKeys(none)).toBe(false);
  });
});

describe("matchReasons", () => {
  const lead = duplicateKeys({ email: "direction@lycee-moulin.fr", siret: SIRET });

  it("gives the same address, not also the same domain", () => {
    expect(matchReasons(lead, duplicateKeys({ email: "DIRECTION@lycee-moulin.fr", siret: null }))).toEqual([
      "email",
    ]);
  });

  it("gives the same domain for another address of the institution", () => {
    expect(matchReasons(lead, duplicateKeys({ email: "compta@lycee-moulin.fr", siret: null }))).toEqual([
      "domain",
    ]);
  });

  it("gives the same SIRET, with any other reason", () => {
    expect(
      matchReasons(lead, duplicateKeys({ email: "x@autre.example", siret: "732 829 320 00074" })),
    ).toEqual(["siret"]);
    expect(matchReasons(lead, duplicateKeys({ email: "compta@lycee-moulin.fr", siret: SIRET }))).toEqual([
      "domain",
      "siret",
    ]);
    expect(matchReasons(lead, duplicateKeys({ email: "direction@lycee-moulin.fr", siret: SIRET }))).toEqual([
      "email",
      "siret",
    ]);
  });

  it("never matches on a public provider's domain, a missing key or another SIRET", () => {
    const gmail = duplicateKeys({ email: "a@gmail.com", siret: null });
    expect(matchReasons(gmail, duplicateKeys({ email: "b@gmail.com", siret: null }))).toEqual([]);
    const other = `7328293200010${luhnCheckDigit("7328293200010")}`;
    expect(normaliseSiret(other)).toBe(other);
    expect(matchReasons(lead, duplicateKeys({ email: null, siret: other }))).toEqual([]);
    const empty = duplicateKeys({ email: null, siret: null });
    expect(matchReasons(empty, empty)).toEqual([]);
  });
});

describe("mergeProblem", () => {
  const side = (over: Partial<MergeSide> = {}): MergeSide => ({
    id: "a",
    stage: "new",
    hasDraft: false,
    converted: false,
    ...over,
  });

  it("allows any two leads otherwise", () => {
    expect(mergeProblem(side(), side({ id: "b", stage: "negotiation", hasDraft: true }))).toBeUndefined();
    expect(mergeProblem(side({ stage: "won" }), side({ id: "b", stage: "won" }))).toBeUndefined();
    expect(mergeProblem(side({ converted: true }), side({ id: "b" }))).toBeUndefined();
  });

  it("refuses a lead into itself, and a lead merged already", () => {
    expect(mergeProblem(side(), side())).toBe("mergeSelf");
    expect(mergeProblem(side(), "merged")).toBe("alreadyMerged");
    expect(mergeProblem("merged", side({ id: "b" }))).toBe("alreadyMerged");
  });

  it("keeps a converted or won duplicate: the other one should be merged into it", () => {
    expect(mergeProblem(side({ stage: "won" }), side({ id: "b", stage: "won", converted: true }))).toBe(
      "mergeConverted",
    );
    expect(mergeProblem(side({ stage: "negotiation" }), side({ id: "b", stage: "won" }))).toBe("mergeWon");
  });

  it("refuses two drafts (one draft per lead)", () => {
    expect(mergeProblem(side({ hasDraft: true }), side({ id: "b", hasDraft: true }))).toBe("mergeDrafts");
  });
});

describe("fillFromMerged", () => {
  const lead = (over: Partial<FillableLead> = {}): FillableLead => ({
    email: null,
    institution_name: null,
    owner_user_id: null,
    value_cents: 0,
    contact_id: null,
    institution_id: null,
    ...over,
  });

  it("fills what the survivor lacks", () => {
    expect(
      fillFromMerged(
        lead({ institution_name: "  " }),
        lead({
          email: "a@b.fr",
          institution_name: "Lycée Moulin",
          owner_user_id: "u1",
          value_cents: 1200,
          contact_id: "c1",
          institution_id: "i1",
        }),
      ),
    ).toEqual({
      email: "a@b.fr",
      institution_name: "Lycée Moulin",
      owner_user_id: "u1",
      value_cents: 1200,
      contact_id: "c1",
      institution_id: "i1",
    });
  });

  it("never replaces what the survivor has, nor fills with nothing", () => {
    const survivor = lead({
      email: "x@y.fr",
      institution_name: "A",
      owner_user_id: "u0",
      value_cents: 5,
      contact_id: "c0",
    });
    expect(
      fillFromMerged(
        survivor,
        lead({
          email: "a@b.fr",
          institution_name: "B",
          owner_user_id: "u1",
          value_cents: 9,
          contact_id: "c1",
        }),
      ),
    ).toEqual({});
    expect(fillFromMerged(lead(), lead({ institution_name: "" }))).toEqual({});
  });
});
