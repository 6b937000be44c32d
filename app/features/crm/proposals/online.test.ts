import { describe, expect, it } from "vitest";
import { parseWith } from "#app/lib/forms/parse.ts";
import {
  AcceptProposalSchema,
  answerRefusal,
  DeclineProposalSchema,
  isPastValidity,
  ONLINE_ERRORS,
  onlineStatusOf,
  recordsFirstView,
  type OnlineFacts,
} from "./online.ts";

const at = (iso: string) => new Date(iso);
const issued: OnlineFacts = { status: "issued", viewedAt: null, validUntil: "2026-12-31" };

describe("the customer's status of a proposal", () => {
  it("is sent until the customer opens it, then viewed", () => {
    expect(onlineStatusOf(issued, at("2026-12-01T10:00:00Z"))).toBe("sent");
    expect(onlineStatusOf({ ...issued, viewedAt: "2026-12-02T09:00:00Z" }, at("2026-12-03T10:00:00Z"))).toBe(
      "viewed",
    );
  });
  it("expires after its last day of validity in Paris, not before", () => {
    // 23:30 UTC on the 31st is already 1 January in Paris.
    expect(onlineStatusOf(issued, at("2026-12-31T22:30:00Z"))).toBe("sent");
    expect(onlineStatusOf(issued, at("2026-12-31T23:30:00Z"))).toBe("expired");
    expect(isPastValidity("", at("2030-01-01T00:00:00Z"))).toBe(false);
  });
  it("keeps accepted and declined, even past the validity; a draft is never shown", () => {
    const late = at("2027-06-01T00:00:00Z");
    expect(onlineStatusOf({ ...issued, status: "accepted" }, late)).toBe("accepted");
    expect(onlineStatusOf({ ...issued, status: "declined" }, late)).toBe("declined");
    expect(onlineStatusOf({ ...issued, status: "draft" }, late)).toBeNull();
  });
});

describe("answering a proposal", () => {
  const now = at("2026-12-10T10:00:00Z");
  it("is allowed while sent or viewed", () => {
    expect(answerRefusal(issued, now)).toBeNull();
    expect(answerRefusal({ ...issued, viewedAt: "2026-12-09T10:00:00Z" }, now)).toBeNull();
  });
  it("is refused once expired, answered, or for a draft", () => {
    expect(answerRefusal({ ...issued, validUntil: "2026-12-09" }, now)).toBe("expired");
    expect(answerRefusal({ ...issued, status: "accepted" }, now)).toBe("alreadyAccepted");
    expect(answerRefusal({ ...issued, status: "declined" }, now)).toBe("alreadyDeclined");
    expect(answerRefusal({ ...issued, status: "draft" }, now)).toBe("notAvailable");
  });
  it("records the first view of the customer only", () => {
    expect(recordsFirstView(onlineStatusOf(issued, now), false)).toBe(true);
    expect(recordsFirstView(onlineStatusOf(issued, now), true)).toBe(false);
    expect(
      recordsFirstView(onlineStatusOf({ ...issued, viewedAt: "2026-12-09T10:00:00Z" }, now), false),
    ).toBe(false);
    expect(recordsFirstView(onlineStatusOf({ ...issued, validUntil: "2026-12-01" }, now), false)).toBe(false);
  });
});

describe("the acceptance and decline forms", () => {
  it("needs a name, a role and the consent", () => {
    expect(parseWith(AcceptProposalSchema, {}, ONLINE_ERRORS)).toEqual({
      ok: false,
      errors: {
        signerName: "signerNameRequired",
        signerRole: "signerRoleRequired",
        consent: "consentRequired",
      },
    });
    const ok = parseWith(
      AcceptProposalSchema,
      { signerName: "  Nadia Roux ", signerRole: "Proviseure", consent: "on" },
      ONLINE_ERRORS,
    );
    expect(ok).toEqual({
      ok: true,
      data: { signerName: "Nadia Roux", signerRole: "Proviseure", consent: "on" },
    });
    expect(
      parseWith(
        AcceptProposalSchema,
        { signerName: "x".repeat(121), signerRole: "DG", consent: "on" },
        ONLINE_ERRORS,
      ),
    ).toMatchObject({ ok: false, errors: { signerName: "tooLong" } });
  });
  it("needs a reason to decline", () => {
    expect(parseWith(DeclineProposalSchema, { reason: " " }, ONLINE_ERRORS)).toEqual({
      ok: false,
      errors: { reason: "reasonRequired" },
    });
    expect(parseWith(DeclineProposalSchema, { reason: "Budget reporté" }, ONLINE_ERRORS)).toMatchObject({
      ok: true,
    });
  });
});
