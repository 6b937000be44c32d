import { PLAN_DEFINITIONS } from "#content/plans.ts";
import type { PlanId, TicketPriority, TicketStatus } from "#server/db/schema.ts";

/**
 * Support response targets (spec §9: under 24 h Essential, 4 h Premium, 1 h Excellence). A custom
 * quote gets Premium's target unless its contract says otherwise. Priorities are shown P1 (most
 * urgent) to P4 and stored with the ticket table's words.
 */
export const PRIORITY_LEVELS = ["P1", "P2", "P3", "P4"] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

const TO_STORED: Readonly<Record<PriorityLevel, TicketPriority>> = {
  P1: "urgent",
  P2: "high",
  P3: "normal",
  P4: "low",
};

export function storedPriority(level: PriorityLevel): TicketPriority {
  return TO_STORED[level];
}

export function priorityLevel(priority: TicketPriority): PriorityLevel {
  return (Object.entries(TO_STORED).find(([, stored]) => stored === priority)?.[0] ?? "P3") as PriorityLevel;
}

const CUSTOM_RESPONSE_HOURS = 4;

/** Hours within which support answers, for a plan; null without a subscription. */
export function responseHours(plan: PlanId | null | undefined): number | null {
  if (!plan) return null;
  if (plan === "custom") return CUSTOM_RESPONSE_HOURS;
  return PLAN_DEFINITIONS.find((p) => p.id === plan)?.support.responseHours ?? null;
}

export interface ResponseTarget {
  readonly hours: number;
  /** When a first staff answer is due. */
  readonly dueAt: Date;
  /** "met": staff answered in time; "late": answered late or still waiting after the target. */
  readonly state: "waiting" | "met" | "late";
}

/** The response target of a ticket opened at `openedAt`, given the first staff reply (if any). */
export function responseTarget(
  plan: PlanId | null | undefined,
  openedAt: Date,
  firstStaffReplyAt: Date | null,
  now: Date = new Date(),
): ResponseTarget | null {
  const hours = responseHours(plan);
  if (hours === null) return null;
  const dueAt = new Date(openedAt.getTime() + hours * 3_600_000);
  const answeredAt = firstStaffReplyAt ?? null;
  const state = answeredAt
    ? answeredAt.getTime() <= dueAt.getTime()
      ? "met"
      : "late"
    : now.getTime() > dueAt.getTime()
      ? "late"
      : "waiting";
  return { hours, dueAt, state };
}

/** The customer may reopen a resolved or closed ticket; replying to one reopens it too. */
export function canReopen(status: TicketStatus): boolean {
  return status === "resolved" || status === "closed";
}

/** Status after a reply: a customer's reply puts the ticket back in support's hands. */
export function statusAfterReply(author: "client" | "staff", current: TicketStatus): TicketStatus {
  if (author === "client") return "open";
  return current === "closed" ? "closed" : "pending";
}
