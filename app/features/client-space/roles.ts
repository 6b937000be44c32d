import type { MembershipRole } from "#server/db/schema.ts";

/**
 * Roles inside an institution (issue 7): the owner and the billing contact manage billing details
 * and payment methods; every member sees the subscription, the invoices and the tickets.
 */
export function canManageBilling(role: MembershipRole): boolean {
  return role === "owner" || role === "billing";
}

/** Change requests commit the institution: owners only, and billing contacts. */
export function canRequestChanges(role: MembershipRole): boolean {
  return role === "owner" || role === "billing";
}
