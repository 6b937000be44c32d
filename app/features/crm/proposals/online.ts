import { z } from "#app/lib/forms/zod.ts";
import { errorVocabulary } from "#app/lib/forms/parse.ts";
import type { QuoteStatus } from "#server/db/schema.ts";
import { parisDay } from "./proposals.ts";

/**
 * Proposals online (decision 032-online-proposals): what the customer sees of an issued proposal,
 * and the rules of their answer. Pure: no I/O, the time is given.
 *
 * The stored status stays draft → issued → accepted | declined; the customer's status is read from
 * it with the first view and the validity: sent (issued, not opened yet by the customer), viewed,
 * accepted, declined, expired (issued and past its last day of validity, Paris time).
 */
export const ONLINE_STATUSES = ["sent", "viewed", "accepted", "declined", "expired"] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

export interface OnlineFacts {
  readonly status: QuoteStatus;
  /** ISO time of the customer's first view, or null. */
  readonly viewedAt: string | null;
  /** Last day of validity, YYYY-MM-DD (Paris); "" when none. */
  readonly validUntil: string;
}

/** Expired after its last day of validity in Paris (a proposal valid until the 30th is accepted on the 30th). */
export function isPastValidity(validUntil: string, now: Date): boolean {
  return validUntil !== "" && parisDay(now) > validUntil;
}

/** The customer's status of a proposal; null for a draft (never shown to a customer). */
export function onlineStatusOf(p: OnlineFacts, now: Date): OnlineStatus | null {
  if (p.status === "draft") return null;
  if (p.status === "accepted" || p.status === "declined") return p.status;
  if (isPastValidity(p.validUntil, now)) return "expired";
  return p.viewedAt ? "viewed" : "sent";
}

/** Statuses a customer may still answer from: accept or decline. */
export const ANSWERABLE: readonly OnlineStatus[] = ["sent", "viewed"];

export type AnswerRefusal = "expired" | "alreadyAccepted" | "alreadyDeclined" | "notAvailable";

/** Why a customer's answer is refused now, or null when it may be taken. */
export function answerRefusal(p: OnlineFacts, now: Date): AnswerRefusal | null {
  const status = onlineStatusOf(p, now);
  if (status === "sent" || status === "viewed") return null;
  if (status === "expired") return "expired";
  if (status === "accepted") return "alreadyAccepted";
  if (status === "declined") return "alreadyDeclined";
  return "notAvailable";
}

/** Whether this opening is the first view to record: the customer's (never staff's), of a proposal still "sent". */
export function recordsFirstView(status: OnlineStatus | null, byStaff: boolean): boolean {
  return !byStaff && status === "sent";
}

// --- the forms ----------------------------------------------------------------------------------

export const ONLINE_ERROR_KEYS = [
  "signerNameRequired",
  "signerRoleRequired",
  "consentRequired",
  "reasonRequired",
  "tooLong",
  "invalid",
] as const;
export type OnlineErrorKey = (typeof ONLINE_ERROR_KEYS)[number];
export const ONLINE_ERRORS = errorVocabulary(ONLINE_ERROR_KEYS, "invalid");

const typed = (required: OnlineErrorKey, max: number) =>
  z.string({ error: required }).trim().min(2, { error: required }).max(max, { error: "tooLong" });

/** The acceptance: the signer's name and role typed, and the consent box ticked (eIDAS simple signature). */
export const AcceptProposalSchema = z.object({
  signerName: typed("signerNameRequired", 120),
  signerRole: typed("signerRoleRequired", 120),
  consent: z.literal(["on", "true"], { error: "consentRequired" }),
});
export type AcceptProposal = z.infer<typeof AcceptProposalSchema>;

/** The decline, with its reason. */
export const DeclineProposalSchema = z.object({
  reason: z
    .string({ error: "reasonRequired" })
    .trim()
    .min(3, { error: "reasonRequired" })
    .max(1000, { error: "tooLong" }),
});
export type DeclineProposal = z.infer<typeof DeclineProposalSchema>;
