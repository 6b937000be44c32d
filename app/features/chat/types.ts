import type { Language } from "#app/lib/i18n/languages.ts";
import type { PlanId } from "#content/plans.ts";
import type { ChatIntent } from "./intents.ts";

export type { ChatIntent, KeywordIntent } from "./intents.ts";

/** What the visitor showed interest in, kept in the context and handed to the contact form. */
export type ChatInterest = "pricing" | "demo" | "contact" | "modules" | "sizing" | "technical";

/** What the assistant asked last, so that a bare answer ("Lycée Jean-Moulin") fills the right field. */
export type ChatAwaiting = "institution" | "email" | "contact_details";

/** Where the offer to be called back stands (the chat lead, see lead.ts). */
export type ChatLeadStatus = "offered" | "sent" | "declined";

/** spec §3 "Chat session" context, plus what the assistant needs to carry a conversation. */
export interface ChatContext {
  readonly preferredLanguage: Language;
  readonly institution?: string;
  readonly studentCount?: number;
  readonly interests: readonly ChatInterest[];
  readonly email?: string;
  readonly awaiting?: ChatAwaiting;
  readonly lead?: ChatLeadStatus;
}

export type ChatAction =
  /** spec §4: shows the "Calculateur de prix" notification and offers the calculator. */
  | "price_calculator"
  /** spec §4: recorded as an analytics event, then the demo form opens, prefilled. */
  | "book_demo"
  /** spec §4: hands over to the page: the contact form opens, prefilled. */
  | "contact_request"
  /** spec §4: size buttons, payload.studentCount 250, 1000, 3000 or 7500. */
  | "set_student_count"
  | "show_pricing"
  | "show_demo"
  | "show_modules"
  | "show_sizing"
  | "show_technical"
  /** A link to a page of the site (payload.href, a French path the panel localises). */
  | "open_link"
  /** The visitor asks to be called back: the assistant asks for an e-mail and an institution. */
  | "request_callback"
  | "confirm_lead"
  | "decline_lead";

/** Icons the panel knows how to draw next to an option. */
export type ChatIcon =
  | "pricing"
  | "calculator"
  | "quote"
  | "demo"
  | "contact"
  | "callback"
  | "modules"
  | "size"
  | "technical"
  | "link"
  | "check"
  | "close";

export interface ChatOptionPayload {
  readonly studentCount?: number;
  readonly href?: string;
}

/** spec §3 "Chat option". */
export interface ChatOption {
  readonly text: string;
  readonly action: ChatAction;
  readonly icon?: ChatIcon;
  readonly payload?: ChatOptionPayload;
}

/** spec §3 "Chat message". */
export interface ChatMessage {
  readonly id: string;
  readonly text: string;
  readonly sender: "bot" | "user";
  /** Epoch milliseconds. */
  readonly timestamp: number;
  readonly options?: readonly ChatOption[];
  readonly metadata?: { readonly intent: ChatIntent; readonly confidence: number };
}

/** spec §3 "Chat session". Times are epoch milliseconds. */
export interface ChatSession {
  readonly id: string;
  readonly startTime: number;
  readonly lastActivity: number;
  readonly context: ChatContext;
  readonly messages: readonly ChatMessage[];
}

export type LeadQuality = "warm" | "cold";

/** What the chat lead carries to the CRM (see lead.ts). */
export interface ChatLeadPayload {
  readonly source: "chatbot";
  readonly sessionId: string;
  readonly email: string;
  readonly institution: string;
  readonly studentCount?: number;
  readonly recommendedPlan?: PlanId;
  readonly interests: readonly ChatInterest[];
  readonly language: Language;
  /** spec §4: warm when an institution is known, which a lead always has. */
  readonly quality: LeadQuality;
  /** The page the conversation happened on (set by the panel). */
  readonly page?: string;
  readonly transcript: readonly {
    readonly sender: "bot" | "user";
    readonly text: string;
    readonly timestamp: string;
  }[];
}
