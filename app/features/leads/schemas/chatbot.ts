import { z } from "#app/lib/forms/zod.ts";
import { PLAN_IDS } from "#content/plans.ts";
import {
  cleanText,
  emailField,
  LIMITS,
  optionalChoice,
  optionalInteger,
  optionalText,
} from "#app/lib/forms/fields.ts";
import { parseWith } from "#app/lib/forms/parse.ts";

/**
 * The chatbot's lead (`POST /api/leads/chatbot`, JSON): the visitor's e-mail, what the conversation
 * learned (institution, size, interests) and the transcript, so that sales can pick it up.
 * `sessionId` is the chat session's id: it makes a resent lead land on the same record.
 */
export const ChatbotLeadSchema = z.object({
  source: z.literal("chatbot", { error: "invalid" }).optional(),
  sessionId: z.string({ error: "required" }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "invalid" }),
  email: emailField,
  name: optionalText(LIMITS.name),
  institution: optionalText(LIMITS.institution),
  phone: optionalText(LIMITS.phone),
  studentCount: optionalInteger(1, 500_000),
  /** The plan the conversation recommended from the institution's size. */
  recommendedPlan: optionalChoice(PLAN_IDS),
  interests: z
    .array(z.string().max(100, { error: "tooLong" }), { error: "invalid" })
    .max(20, { error: "tooManyItems" })
    .optional(),
  language: z.enum(["fr", "en"], { error: "choice" }).default("fr"),
  quality: z.enum(["warm", "cold"], { error: "choice" }).optional(),
  transcript: z
    .array(
      z.object({
        sender: z.enum(["bot", "user"], { error: "choice" }),
        text: z.preprocess(
          (v) => (typeof v === "string" ? cleanText(v) : v),
          z.string().max(4_000, { error: "tooLong" }),
        ),
        timestamp: z.union([z.string().max(40), z.number().finite()]).optional(),
      }),
      { error: "invalid" },
    )
    .max(200, { error: "tooManyItems" })
    .default([]),
  /** A page path where the conversation happened. */
  page: z.preprocess(
    (v) => (typeof v === "string" && /^\/[^\s]{0,299}$/.test(v) ? v : undefined),
    z.string().optional(),
  ),
});
export type ChatbotLead = z.output<typeof ChatbotLeadSchema>;
/** What the chatbot sends (before normalisation). */
export type ChatbotLeadInput = z.input<typeof ChatbotLeadSchema>;

export const parseChatbotLead = (values: unknown) => parseWith(ChatbotLeadSchema, values);
