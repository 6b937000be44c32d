import { z } from "#app/lib/forms/zod.ts";
import { OFFER_IDS } from "#content/offers.ts";
import { ADDON_IDS, PLAN_IDS } from "#content/plans.ts";
import { compactNumber, siretProblem } from "#app/lib/siret.ts";
import {
  choice,
  choiceList,
  emailField,
  integerField,
  LIMITS,
  optionalChoice,
  optionalInteger,
  optionalPhone,
  optionalText,
  requiredText,
} from "#app/lib/forms/fields.ts";
import { INSTITUTION_TYPES, MODULE_INTERESTS, TIMELINES } from "../options.ts";
import { MAX_STUDENTS } from "./demo.ts";
import { parseWith } from "#app/lib/forms/parse.ts";

/** What `?offer=` may name: an offer of the home page or a plan of the pricing pages (the calculator). */
export const QUOTE_OFFERS = [...new Set<string>([...OFFER_IDS, ...PLAN_IDS])] as [string, ...string[]];

export const optionalSiret = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? compactNumber(v) : undefined),
  z
    .string()
    .max(40, { error: "siret" })
    .superRefine((v, ctx) => {
      const problem = siretProblem(v);
      if (problem)
        ctx.addIssue({ code: "custom", message: problem === "format" ? "siret" : "siretChecksum" });
    })
    .optional(),
);

/**
 * The quote request (issue 5): offer preselected from `?offer=<id>` or the calculator's selection
 * (`offer`, `students`, `modules` as a count, `establishments`, `addons`, `countries`), institution
 * details, modules, add-ons, timeline and message.
 */
export const QuoteFormSchema = z.object({
  offer: optionalChoice(QUOTE_OFFERS),
  institution: requiredText(LIMITS.institution),
  institutionType: choice(INSTITUTION_TYPES),
  students: integerField(1, MAX_STUDENTS),
  establishments: integerField(1, 500),
  siret: optionalSiret,
  modules: choiceList(MODULE_INTERESTS),
  moduleCount: optionalInteger(1, 15),
  addons: choiceList(ADDON_IDS),
  countries: optionalInteger(1, 30),
  timeline: choice(TIMELINES),
  message: optionalText(LIMITS.message),
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: emailField,
  phone: optionalPhone,
  position: optionalText(LIMITS.shortText),
});
export type QuoteForm = z.output<typeof QuoteFormSchema>;

export const QUOTE_REQUIRED = [
  "institution",
  "institutionType",
  "students",
  "establishments",
  "timeline",
  "firstName",
  "lastName",
  "email",
] as const;

export const parseQuote = (values: unknown) => parseWith(QuoteFormSchema, values);
