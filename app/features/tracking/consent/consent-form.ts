import { z } from "#app/lib/forms/zod.ts";
import { CONSENT_CHOICES } from "./consent.ts";

/** The banner's form (`POST /api/consent`): the choice and the page to go back to. */
export const ConsentFormSchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
  // A path of this site only (never `//host` or a full URL).
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .catch("/"),
});
