import { z } from "#app/lib/forms/zod.ts";
import { normaliseSlotId } from "#app/features/leads/slots.ts";
import { isValidTimeZone } from "#server/scheduler/civil-dates.ts";
import {
  choice,
  choiceList,
  emailField,
  integerField,
  LIMITS,
  optionalPhone,
  optionalText,
  requiredText,
} from "#app/lib/forms/fields.ts";
import { INSTITUTION_TYPES, MODULE_INTERESTS } from "../options.ts";
import { parseWith } from "#app/lib/forms/parse.ts";

/** Largest institutions the forms accept (a network of universities stays well below). */
export const MAX_STUDENTS = 500_000;

/**
 * The demo request (issue 5): institution, type, students, modules of interest, an optional slot
 * (without one, the request is kept as a callback request) and the person to call.
 */
export const DemoFormSchema = z.object({
  institution: requiredText(LIMITS.institution),
  institutionType: choice(INSTITUTION_TYPES),
  students: integerField(1, MAX_STUDENTS),
  modules: choiceList(MODULE_INTERESTS),
  slot: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? (normaliseSlotId(v.trim()) ?? "!") : undefined),
    z
      .string()
      .refine((v) => v !== "!", { error: "slotInvalid" })
      .optional(),
  ),
  /** The visitor's time zone, to write the confirmation in their own time too; dropped if unknown. */
  timeZone: z.preprocess((v) => (isValidTimeZone(v) ? v : undefined), z.string().optional()),
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: emailField,
  phone: optionalPhone,
  position: optionalText(LIMITS.shortText),
  message: optionalText(2_000),
});
export type DemoForm = z.output<typeof DemoFormSchema>;

export const DEMO_REQUIRED = [
  "institution",
  "institutionType",
  "students",
  "firstName",
  "lastName",
  "email",
] as const;

export const parseDemo = (values: unknown) => parseWith(DemoFormSchema, values);
