import { z } from "#app/lib/forms/zod.ts";
import { cleanText, LIMITS } from "#app/lib/forms/fields.ts";
import { parseWith } from "#app/lib/forms/parse.ts";

/** spec §3 "Feedback: one free-text message"; §5: empty shows "Veuillez entrer un message". */
export const FeedbackFormSchema = z.object({
  message: z.preprocess(
    (v) => (typeof v === "string" ? cleanText(v) : ""),
    z.string().min(1, { error: "feedbackEmpty" }).max(LIMITS.feedback, { error: "tooLong" }),
  ),
  /** The page the widget was opened on (a path of this site). */
  page: z.preprocess(
    (v) => (typeof v === "string" && /^\/[^\s]{0,299}$/.test(v) ? v : undefined),
    z.string().optional(),
  ),
});
export type FeedbackForm = z.output<typeof FeedbackFormSchema>;

export const parseFeedback = (values: unknown) => parseWith(FeedbackFormSchema, values);
