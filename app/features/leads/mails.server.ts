import { maskIban } from "#app/lib/iban.ts";
import { DEMO_TIME_ZONE, formatSlot, zoneLabel } from "./slots.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { renderMail, type MailContent, type RenderedMail } from "#server/mail/layout.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";
import { formsText } from "./texts.server.ts";
import { leadMailsEn, leadMailsFr } from "./mail-locales.ts";

/**
 * The e-mails of lead capture (issue 5): an acknowledgement to the visitor in the language of the
 * page they used, and a notification to the sales team (SALES_EMAIL) with everything they need to
 * call back. The visitor's texts are those of mail-locales.ts (French the reference). Values typed
 * by visitors only ever reach the HTML through the layout's escaping.
 */

/** Subjects are one line: anything a visitor typed loses its line breaks there. */
function oneLine(value: string, max = 80): string {
  const v = value.replace(/\s+/g, " ").trim();
  return v.length > max ? `${v.slice(0, max - 1)}…` : v;
}

const texts = (lang: Language) => (lang === "en" ? leadMailsEn : leadMailsFr);

function hello(lang: Language, name?: string): string {
  const n = name?.trim();
  const t = texts(lang);
  return n ? interpolate(t.greeting, { name: n }) : t.hello;
}

function referenceLine(lang: Language, reference: string): string {
  return interpolate(texts(lang).reference, { reference });
}

// ---------------------------------------------------------------------------------------------
// Acknowledgements to the visitor

/** An acknowledgement in the visitor's language: greeted by their name, signed by the team. */
function acknowledgement(
  lang: Language,
  name: string | undefined,
  content: Omit<MailContent, "lang" | "greeting" | "notes">,
): RenderedMail {
  return renderMail({ lang, greeting: hello(lang, name), ...content, notes: [texts(lang).signature] });
}

export function contactAck(
  lang: Language,
  v: { firstName: string; subject: string; message: string; reference: string },
): RenderedMail {
  const subjectLabel =
    formsText(lang).options.subjects[
      v.subject as keyof ReturnType<typeof formsText>["options"]["subjects"]
    ] ?? v.subject;
  const t = texts(lang).contact;
  return acknowledgement(lang, v.firstName, {
    subject: t.subject,
    preheader: t.preheader,
    paragraphs: [
      interpolate(t.thanks, { subject: subjectLabel }),
      referenceLine(lang, v.reference),
      t.message,
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
  const t = texts(lang).slot;
  const paris = interpolate(t.paris, { slot: formatSlot(slot, lang, DEMO_TIME_ZONE) });
  if (!timeZone || timeZone === DEMO_TIME_ZONE) return paris;
  const local = formatSlot(slot, lang, timeZone);
  if (local === formatSlot(slot, lang, DEMO_TIME_ZONE)) return paris;
  return interpolate(t.local, { paris, local, zone: zoneLabel(slot.start, lang, timeZone) });
}

/** A demo's own links (a secret token in each), as lines of its e-mails: change the time, cancel. */
function demoLinks(lang: Language, v: { rescheduleUrl?: string; cancelUrl?: string }): string[] {
  const t = texts(lang).demoLinks;
  return [
    ...(v.rescheduleUrl ? [interpolate(t.changeTime, { url: v.rescheduleUrl })] : []),
    ...(v.cancelUrl ? [interpolate(t.cancel, { url: v.cancelUrl })] : []),
  ];
}

/** The button of a demo's e-mails, when they carry the link to change its time. */
function changeTimeButton(lang: Language, rescheduleUrl: string | undefined) {
  if (!rescheduleUrl) return {};
  return { action: { label: texts(lang).changeTime, url: rescheduleUrl } };
}

export function demoAck(lang: Language, v: DemoMailInput): RenderedMail {
  if (!v.slot) {
    const t = texts(lang).demoRequest;
    return acknowledgement(lang, v.firstName, {
      subject: t.subject,
      preheader: t.preheader,
      paragraphs: [interpolate(t.thanks, { institution: v.institution }), referenceLine(lang, v.reference)],
    });
  }
  const t = texts(lang).demoBooked;
  const when = slotLabel(lang, v.slot, v.timeZone);
  // The slot carries its end: the length configured when it was booked.
  const minutes = Math.round((Date.parse(v.slot.end) - Date.parse(v.slot.start)) / 60_000);
  return acknowledgement(lang, v.firstName, {
    subject: interpolate(t.subject, { slot: formatSlot(v.slot, lang, DEMO_TIME_ZONE) }),
    preheader: t.preheader,
    paragraphs: [
      interpolate(t.confirmed, { institution: v.institution, when }),
      interpolate(t.length, { minutes }),
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
  const t = texts(lang).demoRescheduled;
  const when = slotLabel(lang, v.slot, v.timeZone);
  return acknowledgement(lang, v.firstName, {
    subject: interpolate(t.subject, { slot: formatSlot(v.slot, lang, DEMO_TIME_ZONE) }),
    preheader: t.preheader,
    paragraphs: [
      interpolate(t.moved, { when }),
      t.invitation,
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
  const t = texts(lang).demoCancelled;
  return acknowledgement(lang, v.firstName, {
    subject: t.subject,
    preheader: t.preheader,
    paragraphs: [
      interpolate(t.cancelled, { when: slotLabel(lang, v.slot, v.timeZone) }),
      t.bookAgain,
      referenceLine(lang, v.reference),
    ],
    action: { label: t.action, url: v.bookUrl },
  });
}

export function quoteAck(
  lang: Language,
  v: { firstName: string; institution: string; reference: string; offer?: string },
): RenderedMail {
  const t = texts(lang).quote;
  return acknowledgement(lang, v.firstName, {
    subject: t.subject,
    preheader: t.preheader,
    paragraphs: [
      interpolate(t.thanks, {
        institution: v.institution,
        offer: v.offer ? interpolate(t.offer, { offer: v.offer }) : "",
      }),
      t.advisor,
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
  const t = texts(lang).order;
  const method = formsText(lang).options.paymentMethods[v.paymentMethod];
  const payment =
    v.paymentMethod === "sepa-debit" && v.iban
      ? v.mandateReference
        ? interpolate(t.sepaMandate, { method, iban: maskIban(v.iban), mandate: v.mandateReference })
        : interpolate(t.sepa, { method, iban: maskIban(v.iban) })
      : v.paymentMethod === "purchase-order" && v.commitmentNumber
        ? interpolate(t.purchaseOrder, { method, commitment: v.commitmentNumber })
        : method;
  return acknowledgement(lang, v.name, {
    subject: interpolate(t.subject, { reference: v.reference }),
    preheader: t.preheader,
    paragraphs: [
      interpolate(t.received, { reference: v.reference, billingName: v.billingName }),
      interpolate(t.plan, { plan: v.planName, students: v.students }),
      ...(v.addons.length ? [interpolate(t.addons, { addons: v.addons.join(", ") })] : []),
      interpolate(t.payment, { payment }),
      t.noCard,
    ],
    action: { label: t.action, url: v.dashboardUrl },
  });
}

export function webinarAck(
  lang: Language,
  v: { firstName: string; webinar: string; reference: string },
): RenderedMail {
  const t = texts(lang).webinar;
  return acknowledgement(lang, v.firstName, {
    subject: t.subject,
    preheader: t.preheader,
    paragraphs: [interpolate(t.confirmed, { webinar: v.webinar }), referenceLine(lang, v.reference)],
  });
}

export function feedbackAck(lang: Language, v: { name?: string; reference: string }): RenderedMail {
  const t = texts(lang).feedback;
  return acknowledgement(lang, v.name, {
    subject: t.subject,
    preheader: t.preheader,
    paragraphs: [t.thanks, referenceLine(lang, v.reference)],
  });
}

export function chatbotAck(
  lang: Language,
  v: { name?: string; institution?: string; reference: string },
): RenderedMail {
  const t = texts(lang).chatbot;
  return acknowledgement(lang, v.name, {
    subject: t.subject,
    preheader: t.preheader,
    paragraphs: [
      interpolate(t.thanks, {
        about: v.institution ? interpolate(t.about, { institution: v.institution }) : "",
      }),
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
