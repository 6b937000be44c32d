import { z } from "#app/lib/forms/zod.ts";
import { LEAD_STAGES } from "#server/db/schema.ts";

/**
 * The forms of a lead (stage, owner, note, value): one Zod schema each (STYLE.md), parsed by the
 * action and run in the browser by the form kit; the error messages are keys of `admin:validation`.
 */
const required = (max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: max === 500 ? "lostReasonTooLong" : "tooLong" });

export const MoveLeadSchema = z.object({
  stage: z.enum(LEAD_STAGES, { error: "invalidChoice" }),
  lostReason: z.string().trim().max(500, { error: "lostReasonTooLong" }).optional(),
});
export const AssignLeadSchema = z.object({ ownerId: z.string().trim().max(64) });
export const LeadNoteSchema = z.object({ body: required(2000) });
export const LeadValueSchema = z.object({
  amount: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .transform((v) => v.replace(/[\s\u00a0\u202f€]/g, "").replace(",", "."))
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: "invalidAmount" })
        .transform((v) => Math.round(Number(v) * 100)),
    ),
});
