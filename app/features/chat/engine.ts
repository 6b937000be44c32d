import type { Language } from "#app/lib/i18n/languages.ts";
import { detectIntent, type KeywordIntent } from "./intents.ts";
import { extractEmail, extractInstitution, extractStudentCount, withoutEmails } from "./extract.ts";
import * as replies from "./replies.ts";
import type { Reply } from "./replies.ts";
import type {
  ChatContext,
  ChatIntent,
  ChatInterest,
  ChatLeadPayload,
  ChatMessage,
  ChatOption,
  ChatSession,
  LeadQuality,
} from "./types.ts";

/**
 * The sales assistant's rules (spec §2, §3, §4, §9): sessions, intents, replies, options, typing
 * delays and expiry. Pure: no React, no storage, no network, no clock (the caller passes `now`
 * and an id maker), so every rule is unit-tested; the panel (app/features/chat/ui/chat-panel.tsx)
 * shows the messages and carries out the effects.
 */

export { detectIntent, INTENT_KEYWORDS, KEYWORD_INTENTS, matchesKeyword, normalizeText } from "./intents.ts";
export { extractEmail, extractInstitution, extractStudentCount } from "./extract.ts";
export { SIZE_BUTTONS, recommendedPlan } from "./replies.ts";
export type * from "./types.ts";

/** spec §9: a session is restored only if its last activity is under 24 hours old. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** spec §9: typing delay of 30 ms per character, clamped to 800–3000 ms. */
export const TYPING_MS_PER_CHAR = 30;
export const TYPING_MIN_MS = 800;
export const TYPING_MAX_MS = 3_000;
/** spec §9: a bot message shows at most 4 options, then "+N autres". */
export const MAX_VISIBLE_OPTIONS = 4;
/** spec §3, §9: every bot message carries this confidence. */
export const CONFIDENCE = 0.95;
/** A visitor's message longer than this is cut: the chat is for questions, not documents. */
export const MAX_INPUT_LENGTH = 1_000;
/** The lead endpoint's limit (app/features/leads/schemas/chatbot.ts). */
export const MAX_TRANSCRIPT_MESSAGES = 200;

/** What the engine needs from the outside world. */
export interface ChatEnv {
  readonly now: number;
  readonly newId: () => string;
}

/** Something the panel must do besides showing messages. */
export type ChatEffect =
  /** spec §4: price_calculator shows the "Calculateur de prix" notification. */
  | { readonly type: "notify"; readonly kind: "price_calculator" }
  /** spec §4: book_demo is tracked; other steps of the conversation are tracked too. */
  | {
      readonly type: "track";
      readonly name: string;
      readonly properties: Readonly<Record<string, string | number | boolean>>;
    }
  /** Hand over to the page: open a form prefilled from the conversation (a French path with its query). */
  | { readonly type: "navigate"; readonly to: string }
  /** The visitor confirmed: send the chat lead (lead.ts), then call `leadResult`. */
  | { readonly type: "submit_lead"; readonly payload: ChatLeadPayload };

/**
 * One exchange. `session` already holds the visitor's message and what the assistant learned from
 * it, and is shown at once; `replies` come after, one by one, each after its typing delay (or at
 * once when the page takes over, see `instant`).
 */
export interface ChatTurn {
  readonly session: ChatSession;
  readonly replies: readonly ChatMessage[];
  readonly effects: readonly ChatEffect[];
  /** The page is about to change: show the replies without a typing delay. */
  readonly instant: boolean;
}

// --- Sessions -------------------------------------------------------------------------------------

/** spec §4: a session is created on first open, and greets the visitor. */
export function createSession(lang: Language, env: ChatEnv): ChatSession {
  const greeting = replies.greeting(lang);
  return {
    id: env.newId(),
    startTime: env.now,
    lastActivity: env.now,
    context: { preferredLanguage: lang, interests: [] },
    messages: [botMessage(greeting, "greeting", env)],
  };
}

/** spec §4, §9: a session whose last activity is 24 hours old or more is not restored. */
export function isExpired(session: Pick<ChatSession, "lastActivity">, now: number): boolean {
  return now - session.lastActivity >= SESSION_TTL_MS;
}

/** Adds a message (a reply whose typing delay has passed) and marks the activity. */
export function appendMessage(session: ChatSession, message: ChatMessage, now: number): ChatSession {
  return { ...session, lastActivity: now, messages: [...session.messages, { ...message, timestamp: now }] };
}

/** spec §4: warm when an institution is known, cold otherwise. */
export function leadQuality(context: ChatContext): LeadQuality {
  return context.institution ? "warm" : "cold";
}

// --- Delays and options ---------------------------------------------------------------------------

/** spec §4, §9: 30 ms per character, never under 800 ms nor over 3000 ms. */
export function typingDelay(text: string): number {
  return Math.min(TYPING_MAX_MS, Math.max(TYPING_MIN_MS, text.length * TYPING_MS_PER_CHAR));
}

/** spec §2: at most 4 options shown; the rest behind "+N autres" until revealed. */
export function visibleOptions<T>(
  options: readonly T[],
  revealed: boolean,
): { visible: readonly T[]; hidden: number } {
  if (revealed || options.length <= MAX_VISIBLE_OPTIONS) return { visible: options, hidden: 0 };
  return { visible: options.slice(0, MAX_VISIBLE_OPTIONS), hidden: options.length - MAX_VISIBLE_OPTIONS };
}

// --- Messages -------------------------------------------------------------------------------------

function botMessage(reply: Reply, intent: ChatIntent, env: ChatEnv): ChatMessage {
  return {
    id: env.newId(),
    text: reply.text,
    sender: "bot",
    timestamp: env.now,
    options: reply.options,
    metadata: { intent, confidence: CONFIDENCE },
  };
}

function userMessage(text: string, env: ChatEnv): ChatMessage {
  return { id: env.newId(), text, sender: "user", timestamp: env.now };
}

const INTEREST_OF: Partial<Record<ChatIntent, ChatInterest>> = {
  pricing_inquiry: "pricing",
  demo_request: "demo",
  contact_request: "contact",
  features_inquiry: "modules",
  institution_sizing: "sizing",
  technical_inquiry: "technical",
};

function withInterest(context: ChatContext, intent: ChatIntent): ChatContext {
  const interest = INTEREST_OF[intent];
  if (!interest || context.interests.includes(interest)) return context;
  return { ...context, interests: [...context.interests, interest] };
}

function intentReply(intent: KeywordIntent, context: ChatContext, lang: Language): Reply {
  switch (intent) {
    case "pricing_inquiry":
      return replies.pricing(context, lang);
    case "demo_request":
      return replies.demo(context, lang);
    case "contact_request":
      return replies.contact(context, lang);
    case "features_inquiry":
      return replies.features(context, lang);
    case "institution_sizing":
      return replies.sizing(context, lang);
    case "technical_inquiry":
      return replies.technical(context, lang);
    case "farewell":
      return replies.farewell(context, lang);
  }
}

/** The lead confirmation is offered once both an e-mail and an institution are known. */
function shouldOfferLead(context: ChatContext): boolean {
  return Boolean(context.email && context.institution) && context.lead === undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function track(name: string, properties: Record<string, string | number | boolean> = {}): ChatEffect {
  return { type: "track", name, properties };
}

// --- Turns ----------------------------------------------------------------------------------------

/**
 * The visitor typed a message. Blank input is ignored (spec §5): null. The message is read for an
 * e-mail, an institution and a student count first; the intent is then detected on what remains
 * (so "contact@lycee.fr" or "Lycée des Métiers de la Technique" do not read as intents).
 */
export function handleText(
  session: ChatSession,
  rawText: string,
  lang: Language,
  env: ChatEnv,
): ChatTurn | null {
  const text = rawText.trim().slice(0, MAX_INPUT_LENGTH);
  if (text === "") return null;

  let context: ChatContext = { ...session.context, preferredLanguage: lang };
  const before = context;
  const email = extractEmail(text);
  let institution = extractInstitution(text);
  const studentCount = extractStudentCount(text);

  let intentText = withoutEmails(text);
  if (institution) intentText = intentText.replace(new RegExp(escapeRegExp(institution), "iu"), " ");
  const detected = detectIntent(intentText);

  // A bare answer to "Quel est le nom de votre établissement ?" is the name itself.
  if (
    !institution &&
    context.awaiting === "institution" &&
    !email &&
    detected === "general_inquiry" &&
    /\p{L}{2}/u.test(text)
  ) {
    institution = text.replace(/[.!?]+$/u, "").slice(0, 120);
  }
  if (email) context = { ...context, email };
  if (institution) context = { ...context, institution };
  if (studentCount !== undefined) context = { ...context, studentCount };

  const withUser: ChatSession = {
    ...session,
    lastActivity: env.now,
    messages: [...session.messages, userMessage(text, env)],
  };

  const out: ChatMessage[] = [];
  const effects: ChatEffect[] = [];
  const learnedEmail = Boolean(email) && email !== before.email;
  const learnedInstitution = Boolean(institution) && institution !== before.institution;

  if (detected !== "general_inquiry") {
    context = withInterest({ ...context, awaiting: undefined }, detected);
    out.push(botMessage(intentReply(detected, context, lang), detected, env));
    effects.push(track("chat_intent", { intent: detected }));
  } else if (shouldOfferLead(context)) {
    // Handled below: the confirmation is the answer.
  } else if (learnedEmail && !context.institution) {
    context = { ...context, awaiting: "institution" };
    out.push(botMessage(replies.askInstitution(context, lang), "lead_capture", env));
  } else if (learnedInstitution && !context.email) {
    context = { ...context, awaiting: "email" };
    out.push(botMessage(replies.askEmail(context, lang), "lead_capture", env));
  } else if ((context.awaiting === "email" || context.awaiting === "contact_details") && !email) {
    out.push(botMessage(replies.missingEmail(lang), "lead_capture", env));
  } else if (studentCount !== undefined) {
    context = withInterest(context, "institution_sizing");
    out.push(botMessage(replies.sizing(context, lang), "institution_sizing", env));
  } else {
    out.push(botMessage(replies.clarification(lang), "general_inquiry", env));
    effects.push(track("chat_intent", { intent: "general_inquiry" }));
  }

  if (shouldOfferLead(context)) {
    context = { ...context, lead: "offered", awaiting: undefined };
    out.push(botMessage(replies.leadOffer(context, lang), "lead_capture", env));
  }

  return { session: { ...withUser, context }, replies: out, effects, instant: false };
}

/** Where the contact and demo forms open, prefilled: institution, students, message (spec §4 host callback). */
export function handoverHref(target: "contact" | "demo", context: ChatContext, lang: Language): string {
  const params = new URLSearchParams();
  if (target === "contact") params.set("subject", "sales");
  if (context.institution) params.set("institution", context.institution);
  if (context.studentCount !== undefined) params.set("students", String(context.studentCount));
  params.set("message", replies.handoverMessage(context, lang));
  return `${target === "contact" ? "/contact" : "/demo"}?${params.toString()}`;
}

/** The lead sent to the CRM: who, what about, and the whole transcript. */
export function leadPayload(session: ChatSession): ChatLeadPayload | null {
  const { context } = session;
  if (!context.email || !context.institution) return null;
  return {
    source: "chatbot",
    sessionId: session.id,
    email: context.email,
    institution: context.institution,
    ...(context.studentCount !== undefined
      ? { studentCount: context.studentCount, recommendedPlan: replies.recommendedPlan(context.studentCount) }
      : {}),
    interests: context.interests,
    language: context.preferredLanguage,
    quality: leadQuality(context),
    // The lead endpoint keeps up to 200 messages: a longer conversation sends its latest ones.
    transcript: session.messages
      .slice(-MAX_TRANSCRIPT_MESSAGES)
      .map((m) => ({ sender: m.sender, text: m.text, timestamp: new Date(m.timestamp).toISOString() })),
  };
}

/** The visitor chose an option. Links (open_link) are plain navigation and never reach here. */
export function handleOption(
  session: ChatSession,
  option: ChatOption,
  lang: Language,
  env: ChatEnv,
): ChatTurn {
  let context: ChatContext = { ...session.context, preferredLanguage: lang };
  const withUser: ChatSession = {
    ...session,
    lastActivity: env.now,
    messages: [...session.messages, userMessage(option.text, env)],
  };
  const out: ChatMessage[] = [];
  const effects: ChatEffect[] = [];
  let instant = false;
  const answer = (intent: KeywordIntent) => {
    context = withInterest({ ...context, awaiting: undefined }, intent);
    out.push(botMessage(intentReply(intent, context, lang), intent, env));
  };

  switch (option.action) {
    case "show_pricing":
      answer("pricing_inquiry");
      break;
    case "show_demo":
      answer("demo_request");
      break;
    case "show_modules":
      answer("features_inquiry");
      break;
    case "show_sizing":
      answer("institution_sizing");
      break;
    case "show_technical":
      answer("technical_inquiry");
      break;
    case "set_student_count": {
      const n = option.payload?.studentCount;
      if (n !== undefined) context = { ...context, studentCount: n };
      answer("institution_sizing");
      effects.push(track("chat_student_count", { studentCount: n ?? 0 }));
      break;
    }
    case "price_calculator":
      context = withInterest(context, "pricing_inquiry");
      out.push(botMessage(replies.calculator(context, lang), "pricing_inquiry", env));
      effects.push({ type: "notify", kind: "price_calculator" }, track("chat_price_calculator"));
      break;
    case "book_demo":
      context = withInterest(context, "demo_request");
      out.push(botMessage(replies.handover("demo", lang), "demo_request", env));
      effects.push(
        track("chat_book_demo", {
          leadQuality: leadQuality(context),
          ...(context.studentCount ? { studentCount: context.studentCount } : {}),
        }),
        { type: "navigate", to: handoverHref("demo", context, lang) },
      );
      instant = true;
      break;
    case "contact_request":
      context = withInterest(context, "contact_request");
      out.push(botMessage(replies.handover("contact", lang), "contact_request", env));
      effects.push(track("chat_contact_request", { leadQuality: leadQuality(context) }), {
        type: "navigate",
        to: handoverHref("contact", context, lang),
      });
      instant = true;
      break;
    case "request_callback":
      context = withInterest(context, "contact_request");
      if (context.lead === "sent") {
        out.push(botMessage(replies.leadAlreadySent(context, lang), "lead_capture", env));
      } else if (context.email && context.institution) {
        context = { ...context, lead: "offered", awaiting: undefined };
        out.push(botMessage(replies.leadOffer(context, lang), "lead_capture", env));
      } else {
        context = {
          ...context,
          lead: undefined,
          awaiting: context.institution ? "email" : context.email ? "institution" : "contact_details",
        };
        out.push(botMessage(replies.askContactDetails(context, lang), "lead_capture", env));
      }
      break;
    case "confirm_lead": {
      const sessionWithUser = { ...withUser, context };
      const payload = leadPayload(sessionWithUser);
      if (context.lead === "sent")
        out.push(botMessage(replies.leadAlreadySent(context, lang), "lead_capture", env));
      else if (payload) effects.push({ type: "submit_lead", payload });
      else {
        context = {
          ...context,
          awaiting: context.institution ? "email" : context.email ? "institution" : "contact_details",
        };
        out.push(botMessage(replies.askContactDetails(context, lang), "lead_capture", env));
      }
      break;
    }
    case "decline_lead":
      if (context.lead === "sent")
        out.push(botMessage(replies.leadAlreadySent(context, lang), "lead_capture", env));
      else {
        context = { ...context, lead: "declined", awaiting: undefined };
        out.push(botMessage(replies.leadDeclined(lang), "lead_capture", env));
      }
      break;
    case "open_link":
      break;
  }
  return { session: { ...withUser, context }, replies: out, effects, instant };
}

/** After `submit_lead`: the assistant's answer, and the lead marked sent on success. */
export function leadResult(session: ChatSession, ok: boolean, lang: Language, env: ChatEnv): ChatTurn {
  const context: ChatContext = ok
    ? { ...session.context, lead: "sent", awaiting: undefined }
    : session.context;
  const reply = ok ? replies.leadSent(context, lang) : replies.leadFailed(lang);
  return {
    session: { ...session, context },
    replies: [botMessage(reply, "lead_capture", env)],
    effects: ok ? [track("chat_lead_sent", { leadQuality: leadQuality(context) })] : [],
    instant: false,
  };
}
