import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * The feedback widget's texts, in their own small namespace: the widget is on every page, so
 * its words travel with the layout, without the forms' other texts. spec §8 messages verbatim.
 */
export const feedbackFr = {
  open: "Votre avis",
  title: "Donnez-nous votre avis",
  intro: "Une idée, une remarque, un problème sur cette page ? Votre message est lu par notre équipe.",
  label: "Votre message",
  send: "Envoyer",
  sending: "Envoi…",
  close: "Fermer",
  emptyError: "Veuillez entrer un message",
  successTitle: "Merci pour votre retour !",
  successText: "Nous prendrons en compte vos suggestions",
  failureTitle: "Erreur lors de l'envoi",
  failureText: "Veuillez réessayer plus tard",
  offline: "Vous êtes hors ligne : votre message est conservé. Envoyez-le dès le retour de la connexion.",
};

const feedbackEn = {
  open: "Feedback",
  title: "Tell us what you think",
  intro: "An idea, a remark, a problem on this page? Your message is read by our team.",
  label: "Your message",
  send: "Send",
  sending: "Sending…",
  close: "Close",
  emptyError: "Please enter a message",
  successTitle: "Thank you for your feedback!",
  successText: "We will take your suggestions into account",
  failureTitle: "Error while sending",
  failureText: "Please try again later",
  offline: "You are offline: your message is kept. Send it as soon as the connection is back.",
} satisfies LocaleShape<typeof feedbackFr>;

export const feedbackNamespace = defineNamespace({ name: "feedback", fr: feedbackFr, en: feedbackEn });
