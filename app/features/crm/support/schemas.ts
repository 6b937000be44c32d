import { z } from "#app/lib/forms/zod.ts";
import { TICKET_STATUSES } from "#app/features/crm/system/operations.ts";
import { PRIORITY_LEVELS } from "#app/features/client-space/sla.ts";

/**
 * The support desk's forms (a ticket's reply, note, assignment, status), parsed by the action and
 * run in the browser by the form kit before sending.
 */

const body = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "tooLong" });

export const TicketReplySchema = z.object({
  body: body(10_000),
  // Empty: the usual status after a staff reply (waiting for the customer).
  status: z.union([z.literal(""), z.enum(TICKET_STATUSES, { error: "invalidChoice" })]).optional(),
});
export const TicketNoteSchema = z.object({ body: body(5_000) });
export const TicketAssignSchema = z.object({
  assigneeId: z.string().trim().max(64, { error: "invalidChoice" }),
});
export const TicketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: "invalidChoice" }),
  priority: z.enum(PRIORITY_LEVELS, { error: "invalidChoice" }),
});
