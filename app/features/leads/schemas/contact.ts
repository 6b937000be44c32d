import { z } from "#app/lib/forms/zod.ts";
import {
  choice,
  emailField,
  LIMITS,
  optionalPhone,
  optionalText,
  requiredText,
} from "#app/lib/forms/fields.ts";
import { CONTACT_SUBJECTS } from "../options.ts";
import { parseWith } from "#app/lib/forms/parse.ts";

/** The contact form (spec §3 "Contact form": first name, last name, email, phone, institution, subject, message). */
export const ContactFormSchema = z.object({
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: emailField,
  phone: optionalPhone,
  institution: optionalText(LIMITS.institution),
  subject: choice(CONTACT_SUBJECTS),
  message: requiredText(LIMITS.message, 10),
});
export type ContactForm = z.output<typeof ContactFormSchema>;

export const CONTACT_REQUIRED = ["firstName", "lastName", "email", "subject", "message"] as const;

export const parseContact = (values: unknown) => parseWith(ContactFormSchema, values);
