import { maskIban } from "#app/lib/iban.ts";
import { DEMO_TIME_ZONE, formatSlot, zoneLabel } from "./slots.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { renderMail, type MailContent, type RenderedMail } from "#server/mail/layout.ts";
import { formsText } from "./texts.server.ts";

/**
 * The e-mails of lead capture (issue 5): an acknowledgement to the visitor in the language of the
 * page they used, and a notification to the sales team (SALES_EMAIL) with everything they need to
 * call back. Values typed by visitors only ever reach the HTML through the layout's escaping.
 */

/** Subjects are one line: anything a visitor typed loses its line breaks there. */
function oneLine(value: string, max = 80): string {
  const v = value.replace(/\s+/g, " ").trim();
  return v.length > max ? `${v.slice(0, max - 1)}…` : v;
}

function hello(lang: Language, name?: string): string {
  const n = name?.trim();
  if (lang === "fr") return n ? `Bonjour ${n},` : "Bonjour,";
  return n ? `Hello ${n},` : "Hello,";
}

const SIGNATURE = {
  fr: "L'équipe GA Éducation – du lundi au vendredi, de 9 h à 18 h – +33 1 84 80 12 34",
  en: "The GA Education team – Monday to Friday, 9 am to 6 pm (Paris time) – +33 1 84 80 12 34",
} as const;

function referenceLine(lang: Language, reference: string): string {
  return lang === "fr"
    ? `Référence de votre demande : ${reference}`
    : `Your request's reference: ${reference}`;
}

// ---------------------------------------------------------------------------------------------
// Acknowledgements to the visitor

/** An acknowledgement in the visitor's language: greeted by their name, signed by the team. */
function acknowledgement(
  lang: Language,
  name: string | undefined,
  content: Omit<MailContent, "lang" | "greeting" | "notes">,
): RenderedMail {
  return renderMail({ lang, greeting: hello(lang, name), ...content, notes: [SIGNATURE[lang]] });
}

export function contactAck(
  lang: Language,
  v: { firstName: string; subject: string; message: string; reference: string },
): RenderedMail {
  const subjectLabel =
    formsText(lang).options.subjects[
      v.subject as keyof ReturnType<typeof formsText>["options"]["subjects"]
    ] ?? v.subject;
  const fr = lang === "fr";
  return acknowledgement(lang, v.firstName, {
    subject: fr
      ? "Nous avons bien reçu votre message – GA Éducation"
      : "We have received your message – GA Education",
    preheader: fr
      ? "Nous vous répondrons dans les plus brefs délais."
      : "We will get back to you as soon as possible.",
    paragraphs: [
      fr
        ? `Merci pour votre message (« ${subjectLabel} »). Nous vous répondrons dans les plus brefs délais, du lundi au vendredi de 9 h à 18 h.`
        : `Thank you for your message ("${subjectLabel}"). We will get back to you as soon as possible, Monday to Friday, 9 am to 6 pm (Paris time).`,
      referenceLine(lang, v.reference),
      fr ? "Votre message :" : "Your message:",
      v.message,
    ],
  });
}

export interface DemoMailInput {
  readonly firstName: string;
  readonly institution: string;
  readonly reference: string;
  readonly slot?: { start: string; end: string };
  readonly timeZone?: string;
  readonly rescheduleUrl?: string;
  readonly cancelUrl?: string;
}

/** "lundi 30 mars 2026, 09:00–09:30 (heure de Paris)", plus the visitor's own time when it differs. */
export function slotLabel(lang: Language, slot: { start: string; end: string }, timeZone?: string): string {
  const paris = `${formatSlot(slot, lang, DEMO_TIME_ZONE)} (${lang === "fr" ? "heure de Paris" : "Paris time"})`;
  if (!timeZone || timeZone === DEMO_TIME_ZONE) return paris;
  const local = formatSlot(slot, lang, timeZone);
  if (local === formatSlot(slot, lang, DEMO_TIME_ZONE)) return paris;
  return `${paris} – ${local} (${zoneLabel(slot.start, lang, timeZone)})`;
}

/** A demo's own links (a secret token in each), as lines of its e-mails: change the time, cancel. */
function demoLinks(lang: Language, v: { rescheduleUrl?: string; cancelUrl?: string }): string[] {
  const fr = lang === "fr";
  return [
    ...(v.rescheduleUrl
      ? [fr ? `Changer de créneau : ${v.rescheduleUrl}` : `Change the time: ${v.rescheduleUrl}`]
      : []),
    ...(v.cancelUrl
      ? [fr ? `Annuler la démonstration : ${v.cancelUrl}` : `Cancel the demo: ${v.cancelUrl}`]
      : []),
  ];
}

/** The button of a demo's e-mails, when they carry the link to change its time. */
function changeTimeButton(lang: Language, rescheduleUrl: string | undefined) {
  if (!rescheduleUrl) return {};
  return { action: { label: lang === "fr" ? "Changer de créneau" : "Change the time", url: rescheduleUrl } };
}

export function demoAck(lang: Language, v: DemoMailInput): RenderedMail {
  const fr = lang === "fr";
  if (!v.slot) {
    return acknowledgement(lang, v.firstName, {
      subject: fr ? "Votre demande de démonstration – GA Éducation" : "Your demo request – GA Education",
      preheader: fr
        ? "Un conseiller vous rappelle sous 24 h ouvrées."
        : "An advisor calls you back within one working day.",
      paragraphs: [
        fr
          ? `Merci pour votre demande de démonstration pour ${v.institution}. Un conseiller vous rappelle sous 24 h ouvrées pour convenir d'un créneau.`
          : `Thank you for your demo request for ${v.institution}. An advisor will call you back within one working day to arrange a time.`,
        referenceLine(lang, v.reference),
      ],
    });
  }
  const when = slotLabel(lang, v.slot, v.timeZone);
  // The slot carries its end: the length configured when it was booked.
  const minutes = Math.round((Date.parse(v.slot.end) - Date.parse(v.slot.start)) / 60_000);
  return acknowledgement(lang, v.firstName, {
    subject: fr
      ? `Démonstration confirmée : ${formatSlot(v.slot, lang, DEMO_TIME_ZONE)}`
      : `Demo confirmed: ${formatSlot(v.slot, lang, DEMO_TIME_ZONE)}`,
    preheader: fr
      ? "L'invitation pour votre agenda est jointe."
      : "The invitation for your calendar is attached.",
    paragraphs: [
      fr
        ? `Votre démonstration de GA Éducation pour ${v.institution} est confirmée : ${when}.`
        : `Your GA Education demo for ${v.institution} is confirmed: ${when}.`,
      fr
        ? `Elle dure ${minutes} minutes en visioconférence ; le lien de connexion vous est envoyé la veille. L'invitation jointe (fichier .ics) l'ajoute à votre agenda.`
        : `It lasts ${minutes} minutes by video call; the joining link is sent the day before. The attached invitation (.ics file) adds it to your calendar.`,
      referenceLine(lang, v.reference),
      ...demoLinks(lang, v),
    ],
    ...changeTimeButton(lang, v.rescheduleUrl),
  });
}

export function demoRescheduledAck(
  lang: Language,
  v: DemoMailInput & { slot: { start: string; end: string } },
): RenderedMail {
  const fr = lang === "fr";
  const when = slotLabel(lang, v.slot, v.timeZone);
  return acknowledgement(lang, v.firstName, {
    subject: fr
      ? `Démonstration déplacée : ${formatSlot(v.slot, lang, DEMO_TIME_ZONE)}`
      : `Demo moved: ${formatSlot(v.slot, lang, DEMO_TIME_ZONE)}`,
    preheader: fr ? "La nouvelle invitation est jointe." : "The new invitation is attached.",
    paragraphs: [
      fr ? `Votre démonstration est déplacée : ${when}.` : `Your demo has been moved: ${when}.`,
      fr
        ? "L'invitation jointe remplace la précédente dans votre agenda."
        : "The attached invitation replaces the previous one in your calendar.",
      referenceLine(lang, v.reference),
      // Changing the time again is the button's job only.
      ...demoLinks(lang, { cancelUrl: v.cancelUrl }),
    ],
    ...changeTimeButton(lang, v.rescheduleUrl),
  });
}

export function demoCancelledAck(
  lang: Language,
  v: DemoMailInput & { slot: { start: string; end: string }; bookUrl: string },
): RenderedMail {
  const fr = lang === "fr";
  return acknowledgement(lang, v.firstName, {
    subject: fr ? "Démonstration annulée – GA Éducation" : "Demo cancelled – GA Education",
    preheader: fr ? "Le créneau est libéré." : "The slot has been released.",
    paragraphs: [
      fr
        ? `Votre démonstration du ${slotLabel(lang, v.slot, v.timeZone)} est annulée.`
        : `Your demo of ${slotLabel(lang, v.slot, v.timeZone)} is cancelled.`,
      fr ? "Vous pouvez réserver un nouveau créneau à tout moment." : "You can book a new slot at any time.",
      referenceLine(lang, v.reference),
    ],
    action: { label: fr ? "Réserver un autre créneau" : "Book another slot", url: v.bookUrl },
  });
}

export function quoteAck(
  lang: Language,
  v: { firstName: string; institution: string; reference: string; offer?: string },
): RenderedMail {
  const fr = lang === "fr";
  return acknowledgement(lang, v.firstName, {
    subject: fr ? "Votre demande de devis – GA Éducation" : "Your quote request – GA Education",
    preheader: fr ? "Proposition détaillée sous 5 jours ouvrés." : "Detailed proposal within 5 working days.",
    paragraphs: [
      fr
        ? `Merci pour votre demande de devis pour ${v.institution}${v.offer ? ` (offre ${v.offer})` : ""}. Vous recevrez une proposition détaillée sous 5 jours ouvrés.`
        : `Thank you for your quote request for ${v.institution}${v.offer ? ` (${v.offer} offer)` : ""}. You will receive a detailed proposal within 5 working days.`,
      fr
        ? "Un conseiller peut vous appeler pour préciser vos besoins : nombre d'élèves, modules et calendrier."
        : "An advisor may call you to clarify your needs: number of students, modules and timeline.",
      referenceLine(lang, v.reference),
    ],
  });
}

export interface OrderMailInput {
  readonly name: string;
  readonly reference: string;
  readonly planName: string;
  readonly students: number;
  readonly addons: readonly string[];
  readonly billingName: string;
  readonly paymentMethod: "bank-transfer" | "sepa-debit" | "purchase-order";
  readonly iban?: string;
  readonly mandateReference?: string;
  readonly commitmentNumber?: string;
  readonly dashboardUrl: string;
}

export function orderAck(lang: Language, v: OrderMailInput): RenderedMail {
  const fr = lang === "fr";
  const method = formsText(lang).options.paymentMethods[v.paymentMethod];
  const payment =
    v.paymentMethod === "sepa-debit" && v.iban
      ? `${method} – IBAN ${maskIban(v.iban)}${v.mandateReference ? ` – ${fr ? "mandat" : "mandate"} ${v.mandateReference}` : ""}`
      : v.paymentMethod === "purchase-order" && v.commitmentNumber
        ? `${method} – ${fr ? "engagement" : "commitment"} ${v.commitmentNumber}`
        : method;
  return acknowledgement(lang, v.name, {
    subject: fr
      ? `Commande ${v.reference} enregistrée – GA Éducation`
      : `Order ${v.reference} received – GA Education`,
    preheader: fr ? "Votre commande est en attente de validation." : "Your order is awaiting confirmation.",
    paragraphs: [
      fr
        ? `Nous avons bien reçu la commande ${v.reference} pour ${v.billingName}. Elle est en attente de validation : un conseiller vous contacte pour la mise en service.`
        : `We have received order ${v.reference} for ${v.billingName}. It is awaiting confirmation: an advisor will contact you to set up your service.`,
      `${fr ? "Offre" : "Plan"} : ${v.planName} – ${v.students} ${fr ? "élèves" : "students"}`,
      ...(v.addons.length ? [`${fr ? "Options" : "Add-ons"} : ${v.addons.join(", ")}`] : []),
      `${fr ? "Paiement" : "Payment"} : ${payment}`,
      fr
        ? "Aucune donnée de carte bancaire n'est demandée ni conservée."
        : "No bank card details are asked for or stored.",
    ],
    action: { label: fr ? "Suivre ma commande" : "Follow my order", url: v.dashboardUrl },
  });
}

export function webinarAck(
  lang: Language,
  v: { firstName: string; webinar: string; reference: string },
): RenderedMail {
  const fr = lang === "fr";
  return acknowledgement(lang, v.firstName, {
    subject: fr
      ? "Inscription au webinaire confirmée – GA Éducation"
      : "Webinar registration confirmed – GA Education",
    preheader: fr ? "Le lien de connexion vous sera envoyé." : "The joining link will be sent to you.",
    paragraphs: [
      fr
        ? `Votre inscription au webinaire « ${v.webinar} » est confirmée. Le lien de connexion vous est envoyé la veille de la session ; le replay vous sera proposé ensuite.`
        : `Your registration for the webinar "${v.webinar}" is confirmed. The joining link is sent the day before the session; the replay will be offered afterwards.`,
      referenceLine(lang, v.reference),
    ],
  });
}

export function feedbackAck(lang: Language, v: { name?: string; reference: string }): RenderedMail {
  const fr = lang === "fr";
  return acknowledgement(lang, v.name, {
    subject: fr ? "Merci pour votre retour ! – GA Éducation" : "Thank you for your feedback! – GA Education",
    preheader: fr ? "Nous prendrons en compte vos suggestions" : "We will take your suggestions into account",
    paragraphs: [
      fr
        ? "Merci pour votre retour ! Nous prendrons en compte vos suggestions : chaque message est lu par l'équipe produit."
        : "Thank you for your feedback! We will take your suggestions into account: every message is read by the product team.",
      referenceLine(lang, v.reference),
    ],
  });
}

export function chatbotAck(
  lang: Language,
  v: { name?: string; institution?: string; reference: string },
): RenderedMail {
  const fr = lang === "fr";
  return acknowledgement(lang, v.name, {
    subject: fr
      ? "Suite à votre échange avec notre assistant – GA Éducation"
      : "Following your chat with our assistant – GA Education",
    preheader: fr ? "Un conseiller vous recontacte rapidement." : "An advisor will be in touch shortly.",
    paragraphs: [
      fr
        ? `Merci pour votre échange avec notre assistant${v.institution ? ` au sujet de ${v.institution}` : ""}. Un conseiller reprend la conversation et vous recontacte dans les plus brefs délais.`
        : `Thank you for chatting with our assistant${v.institution ? ` about ${v.institution}` : ""}. An advisor will pick up the conversation and get back to you as soon as possible.`,
      referenceLine(lang, v.reference),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Notification to the sales team (in French: the team's language; the lead's language is given)

export interface NotificationInput {
  readonly kind: "contact" | "demo" | "quote" | "order" | "webinar" | "feedback" | "chatbot";
  readonly reference: string;
  readonly headline: string;
  readonly fields: readonly (readonly [label: string, value: string | number | undefined | null])[];
  readonly message?: string;
  readonly meta: {
    readonly page: string;
    readonly language: Language;
    readonly referrer: string | null;
    readonly utm: Partial<Record<string, string>>;
  };
  readonly crmUrl: string;
}

const KIND_LABEL: Record<NotificationInput["kind"], string> = {
  contact: "Contact",
  demo: "Démo",
  quote: "Devis",
  order: "Commande",
  webinar: "Webinaire",
  feedback: "Avis",
  chatbot: "Chatbot",
};

export function salesNotification(v: NotificationInput): RenderedMail {
  const lines = v.fields
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => `${label} : ${value}`);
  const utm = Object.entries(v.meta.utm)
    .filter(([, x]) => x)
    .map(([k, x]) => `${k}=${x}`)
    .join(", ");
  return renderMail({
    lang: "fr",
    subject: `[${KIND_LABEL[v.kind]}] ${oneLine(v.headline)} – ${v.reference}`,
    preheader: oneLine(v.headline, 120),
    greeting: `Nouvelle demande : ${KIND_LABEL[v.kind].toLowerCase()} (${v.reference}).`,
    paragraphs: [
      ...lines,
      ...(v.message ? ["Message :", v.message] : []),
      `Page : ${v.meta.page} – langue : ${v.meta.language === "en" ? "anglais" : "français"}`,
      ...(v.meta.referrer ? [`Provenance : ${v.meta.referrer}`] : []),
      ...(utm ? [`Campagne : ${utm}`] : []),
    ],
    action: { label: "Ouvrir dans le CRM", url: v.crmUrl },
    notes: ["Message envoyé automatiquement par le site à chaque nouvelle demande."],
  });
}
