import { describe, expect, it } from "vitest";
import { signProposalToken, verifyProposalToken } from "./proposal-link.server.ts";

const SECRET = "a-secret-of-the-server-0123456789abcdef";
const ID = "0b7c1e2a-5f3d-4c8e-9a1b-2c3d4e5f6a7b";
const before = new Date("2026-12-31T20:00:00Z");

describe("the signed link of a proposal", () => {
  const token = signProposalToken(SECRET, ID, "2026-12-31");

  it("opens its proposal until the end of its last day of validity (Paris)", () => {
    expect(verifyProposalToken(SECRET, token, before)).toEqual({
      ok: true,
      proposalId: ID,
      validUntil: "2026-12-31",
    });
    expect(verifyProposalToken(SECRET, token, new Date("2026-12-31T23:01:00Z"))).toEqual({
      ok: false,
      reason: "expired",
      proposalId: ID,
    });
  });

  it("refuses any change: another id, a longer validity, a changed signature, another secret", () => {
    const [id, day, sig] = token.split(".") as [string, string, string];
    const other = `${id.slice(0, -1)}${id.endsWith("b") ? "c" : "b"}`;
    expect(verifyProposalToken(SECRET, `${other}.${day}.${sig}`, before)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyProposalToken(SECRET, `${id}.2027-12-31.${sig}`, before)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const flipped = `${sig.slice(0, 10)}${sig[10] === "A" ? "B" : "A"}${sig.slice(11)}`;
    expect(verifyProposalToken(SECRET, `${id}.${day}.${flipped}`, before)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyProposalToken(`${SECRET}x`, token, before)).toEqual({ ok: false, reason: "invalid" });
    for (const junk of ["", "abc", `${token}.x`, `${id}..${sig}`, token.toUpperCase()])
      expect(verifyProposalToken(SECRET, junk, before)).toEqual({ ok: false, reason: "invalid" });
  });

  it("differs per proposal and per validity, and is not the id itself", () => {
    expect(signProposalToken(SECRET, ID, "2027-01-01")).not.toBe(token);
    expect(token.split(".")[2]).toHaveLength(43);
    expect(() => signProposalToken(SECRET, "../x", "2026-12-31")).toThrow(RangeError);
  });
});
