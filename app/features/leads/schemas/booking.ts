import { z } from "#app/lib/forms/zod.ts";
import { normaliseSlotId } from "#app/features/leads/slots.ts";
import { optionalText } from "#app/lib/forms/fields.ts";

/** The longest reason a visitor may give for cancelling a demo. */
export const CANCEL_REASON_MAX = 500;

/** A demo moved to another slot (`/demo/reprogrammer/<token>`): the slot chosen, required. */
export const BookingRescheduleSchema = z.object({
  slot: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? (normaliseSlotId(v.trim()) ?? "!") : undefined),
    z.string({ error: "required" }).refine((v) => v !== "!", { error: "slotInvalid" }),
  ),
});

/** A demo cancelled (`/demo/annuler/<token>`): an optional reason. */
export const BookingCancelSchema = z.object({ reason: optionalText(CANCEL_REASON_MAX) });
