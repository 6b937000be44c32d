import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * The chat panel's interface texts (spec §2 "Chatbot"). They travel with the panel's lazy chunk;
 * what the assistant says is content (replies.ts), not interface.
 */
export const chatFr = {
  title: "Assistant GA Éducation",
  status: "Répond en quelques secondes",
  menu: "Options de la conversation",
  clear: "Effacer la conversation",
  close: "Fermer l'assistant",
  conversation: "Conversation avec l'assistant",
  you: "Vous :",
  assistant: "Assistant :",
  typing: "L'assistant écrit…",
  inputLabel: "Votre message",
  placeholder: "Votre question...",
  send: "Envoyer",
  suggestions: "Réponses suggérées",
  moreOptions_one: "+{{count}} autre",
  moreOptions_many: "+{{count}} autres",
  moreOptions_other: "+{{count}} autres",
  privacy: "Assistant automatisé. La conversation est conservée 24 h sur cet appareil.",
  calculatorToast: {
    title: "Calculateur de prix",
    description: "Estimez votre budget en quelques clics.",
  },
};

const chatEn = {
  title: "GA Education assistant",
  status: "Replies within seconds",
  menu: "Conversation options",
  clear: "Clear the conversation",
  close: "Close the assistant",
  conversation: "Conversation with the assistant",
  you: "You:",
  assistant: "Assistant:",
  typing: "The assistant is typing…",
  inputLabel: "Your message",
  placeholder: "Your question...",
  send: "Send",
  suggestions: "Suggested replies",
  moreOptions_one: "+{{count}} more",
  moreOptions_many: "+{{count}} more",
  moreOptions_other: "+{{count}} more",
  privacy: "Automated assistant. The conversation is kept for 24 hours on this device.",
  calculatorToast: {
    title: "Price calculator",
    description: "Estimate your budget in a few clicks.",
  },
} satisfies LocaleShape<typeof chatFr>;

export const chatNamespace = defineNamespace({ name: "chat", fr: chatFr, en: chatEn });
