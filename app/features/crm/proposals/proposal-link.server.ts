import { createHmac, timingSafeEqual } from "node:crypto";
import { parisDay } from "./proposals.ts";

/**
 * The signed link of one proposal, for a customer without an account (decision
 * 032-online-proposals): `<proposal id>.<last day of validity>.<HMAC-SHA-256>` in base64url, keyed
 * with the server's secret. It opens that one proposal only, until the end of its last day of
 * validity (Paris time); changing any character is refused. Pure: the secret and the time are given.
 */
const PURPOSE = "proposal-link:v1";

function mac(secret: string, proposalId: string, validUntil: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${proposalId}\n${validUntil}`).digest("base64url");
}

export function signProposalToken(secret: string, proposalId: string, validUntil: string): string {
  if (!/^[0-9A-Za-z-]+$/.test(proposalId)) throw new RangeError("Not a proposal id");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) throw new RangeError("Not a calendar day");
  return `${proposalId}.${validUntil}.${mac(secret, proposalId, validUntil)}`;
}

export type TokenCheck =
  | { readonly ok: true; readonly proposalId: string; readonly validUntil: string }
  | { readonly ok: false; readonly reason: "invalid" }
  /** Genuine but past the proposal's validity: the page says it expired. */
  | { readonly ok: false; readonly reason: "expired"; readonly proposalId: string };

export function verifyProposalToken(secret: string, token: string, now: Date): TokenCheck {
  const match = /^([0-9A-Za-z-]{1,64})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, proposalId, validUntil, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, proposalId, validUntil));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: "invalid" };
  if (parisDay(now) > validUntil) return { ok: false, reason: "expired", proposalId };
  return { ok: true, proposalId, validUntil };
}
