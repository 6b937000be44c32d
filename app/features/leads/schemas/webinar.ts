import { z } from "#app/lib/forms/zod.ts";
import { emailField, LIMITS, optionalText, requiredText } from "#app/lib/forms/fields.ts";
import { parseWith } from "#app/lib/forms/parse.ts";

/** Registration to a webinar of the resources section (the webinar is named by its slug). */
export const WebinarFormSchema = z.object({
  webinar: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .max(120, { error: "tooLong" })
      .regex(/^[a-z0-9][a-z0-9-]*$/, { error: "invalid" }),
  ),
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: emailField,
  institution: optionalText(LIMITS.institution),
  position: optionalText(LIMITS.shortText),
});
export type WebinarForm = z.output<typeof WebinarFormSchema>;

export const WEBINAR_REQUIRED = ["firstName", "lastName", "email"] as const;

export const parseWebinar = (values: unknown) => parseWith(WebinarFormSchema, values);
