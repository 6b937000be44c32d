import { LEAD_STAGES, type LeadStage } from "#server/db/schema.ts";

/**
 * The sales pipeline of a lead (issue 8): new → qualified → demo booked → proposal sent →
 * negotiation → won / lost, lost with a required reason. Open stages move forward freely (a
 * demo can be skipped) and back by one step; any open stage can be won or lost; a closed lead
 * can only be reopened, as qualified.
 */
export { LEAD_STAGES, type LeadStage };

export const OPEN_STAGES = ["new", "qualified", "demo_booked", "proposal_sent", "negotiation"] as const;
export const CLOSED_STAGES = ["won", "lost"] as const;
export const LOST_REASON_MAX = 500;

export function isOpen(stage: LeadStage): boolean {
  return (OPEN_STAGES as readonly string[]).includes(stage);
}

export function canMove(from: LeadStage, to: LeadStage): boolean {
  if (from === to) return false;
  if (!isOpen(from)) return to === "qualified";
  if (!isOpen(to)) return true;
  const a = OPEN_STAGES.indexOf(from as (typeof OPEN_STAGES)[number]);
  const b = OPEN_STAGES.indexOf(to as (typeof OPEN_STAGES)[number]);
  return b > a || b === a - 1;
}

/** The stages a lead can move to from its current one, in pipeline order. */
export function nextStages(from: LeadStage): LeadStage[] {
  return LEAD_STAGES.filter((to) => canMove(from, to));
}

export type TransitionError = "stageNotAllowed" | "lostReasonRequired" | "lostReasonTooLong";

/** Why a move is refused, or null when it may be made. */
export function checkTransition(
  from: LeadStage,
  to: LeadStage,
  reason?: string | null,
): TransitionError | null {
  if (!canMove(from, to)) return "stageNotAllowed";
  if (to === "lost") {
    const text = reason?.trim() ?? "";
    if (text.length === 0) return "lostReasonRequired";
    if (text.length > LOST_REASON_MAX) return "lostReasonTooLong";
  }
  return null;
}
