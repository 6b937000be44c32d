import type { InvoiceStatus, PlanId, SubscriptionStatus, TicketStatus } from "#server/db/schema.ts";

/** Values shared by the admin CRM's support, subscriptions and billing pages and their servers (issue 8). */
export const TICKET_STATUSES = [
  "open",
  "pending",
  "resolved",
  "closed",
] as const satisfies readonly TicketStatus[];
export const CANNED_ANSWERS = ["received", "moreInfo", "fixed", "howTo"] as const;
export type CannedAnswer = (typeof CANNED_ANSWERS)[number];
export const PLANS = ["essential", "premium", "excellence", "custom"] as const satisfies readonly PlanId[];
export const SUBSCRIPTION_STATUSES = [
  "trial",
  "active",
  "past_due",
  "cancelled",
] as const satisfies readonly SubscriptionStatus[];
export const INVOICE_STATUSES = [
  "draft",
  "issued",
  "paid",
  "cancelled",
] as const satisfies readonly InvoiceStatus[];
/** Lines of an invoice draft's form. */
export const MAX_LINES = 8;
