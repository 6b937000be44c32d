import { z } from "#app/lib/forms/zod.ts";

/** Limits of the client page's forms (issue 8), shared by the server's schemas and the inputs. */
export const NOTE_MAX = 2000;
export const BAN_REASON_MAX = 500;

/** A note on a client (institution), parsed by the action and run in the browser by the form kit. */
export const ClientNoteSchema = z.object({
  body: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(NOTE_MAX, { error: "noteTooLong" }),
});
