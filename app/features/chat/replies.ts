import type { Language } from "#app/lib/i18n/languages.ts";
import { cv } from "#content/claims.ts";
import { lt, type LText } from "#content/localized.ts";
import { MODULE_COUNT, PLAN_DEFINITIONS, PRICE_BOOK, type PlanId } from "#content/plans.ts";
import { effectivePlan } from "#app/features/pricing/price-calculator.ts";
import type { ChatContext, ChatInterest, ChatOption } from "./types.ts";

/**
 * What the assistant says, in French (the reference) and English. The facts come from the site's
 * content (plans and their student caps, marketing claims), so the assistant cannot contradict the
 * pricing pages. Pure: no React, no I/O.
 */

export interface Reply {
  readonly text: string;
  readonly options: readonly ChatOption[];
}

/** spec §9: the size buttons set the student count to these values. */
export const SIZE_BUTTONS = [250, 1_000, 3_000, 7_500] as const;

const SIZE_LABELS: Readonly<Record<(typeof SIZE_BUTTONS)[number], LText>> = {
  250: lt("Moins de 500 étudiants", "Under 500 students"),
  1000: lt("500 à 2 000 étudiants", "500 to 2,000 students"),
  3000: lt("2 000 à 5 000 étudiants", "2,000 to 5,000 students"),
  7500: lt("Plus de 5 000 étudiants", "Over 5,000 students"),
};

/** From this many students on, a group with several sites is pointed to GA Enterprise too. */
const MULTI_SITE_HINT_FROM = 5_000;

export function formatCount(n: number, lang: Language): string {
  return new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB").format(n);
}

const plan = (id: PlanId) => {
  const def = PLAN_DEFINITIONS.find((p) => p.id === id);
  if (!def) throw new Error(`Unknown plan ${id}`);
  return def;
};

/** The smallest plan whose student cap takes the count (spec §9: 100, 300, unlimited). */
export function recommendedPlan(studentCount: number): PlanId {
  return effectivePlan(PRICE_BOOK, PRICE_BOOK.planOrder[0] ?? "essential", studentCount);
}

function capText(id: PlanId, lang: Language): string {
  const max = plan(id).maxStudents;
  if (max === "unlimited") return lang === "fr" ? "effectif illimité" : "unlimited students";
  return lang === "fr"
    ? `jusqu'à ${formatCount(max, lang)} étudiants`
    : `up to ${formatCount(max, lang)} students`;
}

/** "Essential (jusqu'à 100 étudiants), Premium (…) et Excellence (effectif illimité)". */
function planLineup(lang: Language): string {
  const parts = PLAN_DEFINITIONS.map((p) => `${p.name} (${capText(p.id, lang)})`);
  const last = parts.pop() ?? "";
  return `${parts.join(", ")} ${lang === "fr" ? "et" : "and"} ${last}`;
}

// --- Options --------------------------------------------------------------------------------------

const o = (
  text: LText,
  action: ChatOption["action"],
  lang: Language,
  extra: Omit<ChatOption, "text" | "action"> = {},
): ChatOption => ({
  text: text[lang],
  action,
  ...extra,
});

const link = (text: LText, href: string, lang: Language, icon: ChatOption["icon"] = "link"): ChatOption =>
  o(text, "open_link", lang, { icon, payload: { href } });

const OPTION_TEXTS = {
  pricing: lt("Tarifs", "Pricing"),
  seePricing: lt("Voir les tarifs", "See pricing"),
  demo: lt("Démonstration", "Demo"),
  bookDemo: lt("Réserver une démo", "Book a demo"),
  bookMyDemo: lt("Réserver ma démo", "Book my demo"),
  modules: lt("Modules", "Modules"),
  discoverModules: lt("Découvrir les modules", "Explore the modules"),
  expert: lt("Parler à un expert", "Talk to an expert"),
  advisor: lt("Parler à un conseiller", "Talk to an advisor"),
  technicalExpert: lt("Parler à un expert technique", "Talk to a technical expert"),
  calculator: lt("Calculateur de prix", "Price calculator"),
  openCalculator: lt("Ouvrir le calculateur", "Open the calculator"),
  quote: lt("Demander un devis", "Request a quote"),
  mySize: lt("Indiquer mon effectif", "Tell you my student numbers"),
  comparePlans: lt("Comparer les formules", "Compare the plans"),
  contactForm: lt("Ouvrir le formulaire de contact", "Open the contact form"),
  callback: lt("Être recontacté", "Get a call back"),
  allModules: lt(`Voir les ${MODULE_COUNT} modules`, `See the ${MODULE_COUNT} modules`),
  lms: lt("GA Learning (LMS)", "GA Learning (LMS)"),
  customServices: lt("Services sur mesure", "Custom services"),
  severalSites: lt("Plusieurs établissements", "Several institutions"),
  apiDocs: lt("Documentation API", "API documentation"),
  integrations: lt("Intégrations et API", "Integrations and API"),
  migration: lt("Migration des données", "Data migration"),
  confirmLead: lt("Oui, me recontacter", "Yes, contact me"),
  declineLead: lt("Non merci", "No, thanks"),
  retry: lt("Réessayer", "Try again"),
  integrationSecurity: lt("Intégration et sécurité", "Integration and security"),
};

function quoteHref(context: ChatContext): string {
  if (context.studentCount === undefined) return "/devis";
  const params = new URLSearchParams({
    offer: recommendedPlan(context.studentCount),
    students: String(context.studentCount),
  });
  return `/devis?${params.toString()}`;
}

function calculatorHref(context: ChatContext): string {
  if (context.studentCount === undefined) return "/tarification/calculateur";
  const params = new URLSearchParams({
    plan: recommendedPlan(context.studentCount),
    students: String(context.studentCount),
  });
  return `/tarification/calculateur?${params.toString()}`;
}

/** spec §4: the clarification message offers exactly four options. */
function topicOptions(lang: Language): ChatOption[] {
  const t = OPTION_TEXTS;
  return [
    o(t.pricing, "show_pricing", lang, { icon: "pricing" }),
    o(t.demo, "show_demo", lang, { icon: "demo" }),
    o(t.modules, "show_modules", lang, { icon: "modules" }),
    o(t.expert, "contact_request", lang, { icon: "contact" }),
  ];
}

// --- Replies --------------------------------------------------------------------------------------

const demo30 = cv("demo30Minutes");
const quote5 = cv("quoteIn5Days");

export function greeting(lang: Language): Reply {
  const t = OPTION_TEXTS;
  return {
    text:
      lang === "fr"
        ? `Bonjour ! Je suis l'assistant commercial de GA Éducation. Je réponds à vos questions sur nos tarifs, nos ${MODULE_COUNT} modules, les démonstrations ou l'intégration à votre système d'information, et je peux vous mettre en relation avec un conseiller. Que puis-je faire pour vous ?`
        : `Hello! I'm GA Education's sales assistant. I can answer your questions about pricing, our ${MODULE_COUNT} modules, demos or integration with your information system, and put you in touch with an advisor. How can I help?`,
    options: [
      o(t.pricing, "show_pricing", lang, { icon: "pricing" }),
      o(t.bookDemo, "show_demo", lang, { icon: "demo" }),
      o(t.discoverModules, "show_modules", lang, { icon: "modules" }),
      o(t.expert, "contact_request", lang, { icon: "contact" }),
      o(t.mySize, "show_sizing", lang, { icon: "size" }),
      o(t.integrationSecurity, "show_technical", lang, { icon: "technical" }),
    ],
  };
}

function recommendation(context: ChatContext, lang: Language): string {
  const n = context.studentCount;
  if (n === undefined) return "";
  const id = recommendedPlan(n);
  const name = plan(id).name;
  const count = formatCount(n, lang);
  const base =
    lang === "fr"
      ? ` Pour environ ${count} étudiants, la formule ${name} (${capText(id, lang)}) est la plus adaptée.`
      : ` For about ${count} students, the ${name} plan (${capText(id, lang)}) is the best fit.`;
  return base;
}

export function pricing(context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  const text =
    lang === "fr"
      ? `Toutes nos offres sont sur devis : le prix dépend de votre nombre d'étudiants, des modules retenus et de l'accompagnement souhaité. Trois formules servent de base : ${planLineup(lang)}. Vous recevez une proposition chiffrée sous ${quote5.fr}, et le calculateur vous donne une première estimation en quelques clics.`
      : `All our offers are priced on quotation: the price depends on your number of students, the modules you choose and the support you need. Three plans serve as a basis: ${planLineup(lang)}. You receive a priced proposal within ${quote5.en}, and the calculator gives you a first estimate in a few clicks.`;
  const options: ChatOption[] = [
    o(t.calculator, "price_calculator", lang, { icon: "calculator" }),
    link(t.quote, quoteHref(context), lang, "quote"),
  ];
  if (context.studentCount === undefined) options.push(o(t.mySize, "show_sizing", lang, { icon: "size" }));
  options.push(
    link(t.comparePlans, "/tarification/comparaison", lang),
    o(t.advisor, "contact_request", lang, { icon: "contact" }),
  );
  return { text: text + recommendation(context, lang), options };
}

export function demo(_context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  return {
    text:
      lang === "fr"
        ? `Avec plaisir ! Notre démonstration dure ${demo30.fr}, en visioconférence : un conseiller vous présente les modules utiles à votre établissement et répond à vos questions. Indiquez vos disponibilités dans le formulaire de démo ; nous vous confirmons le créneau du lundi au vendredi, entre 9 h et 18 h.`
        : `With pleasure! Our demo lasts ${demo30.en}, by video call: an advisor shows you the modules that matter to your institution and answers your questions. Tell us when you are available in the demo form; we confirm the slot Monday to Friday, between 9 am and 6 pm (Paris time).`,
    options: [
      o(t.bookMyDemo, "book_demo", lang, { icon: "demo" }),
      o(t.discoverModules, "show_modules", lang, { icon: "modules" }),
      o(t.seePricing, "show_pricing", lang, { icon: "pricing" }),
      o(t.expert, "contact_request", lang, { icon: "contact" }),
    ],
  };
}

export function contact(_context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  return {
    text:
      lang === "fr"
        ? "Nos conseillers pédagogiques vous répondent du lundi au vendredi, de 9 h à 18 h. Je peux vous ouvrir le formulaire de contact, pré-rempli avec ce que vous m'avez indiqué, ou transmettre votre demande pour qu'un conseiller vous recontacte."
        : "Our education advisors are available Monday to Friday, 9 am to 6 pm (Paris time). I can open the contact form, prefilled with what you've told me, or pass on your request so that an advisor gets back to you.",
    options: [
      o(t.contactForm, "contact_request", lang, { icon: "contact" }),
      o(t.callback, "request_callback", lang, { icon: "callback" }),
      o(t.bookDemo, "book_demo", lang, { icon: "demo" }),
    ],
  };
}

export function features(_context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  return {
    text:
      lang === "fr"
        ? `GA Academic+ réunit ${MODULE_COUNT} modules qui couvrent toute la vie de l'établissement, notamment : gestion des étudiants, académique et pédagogie, évaluations, examens, finance, ressources humaines, services aux étudiants, patrimoine, santé, relations et partenariats, e-learning et configuration. Nous proposons aussi GA Learning (plateforme d'apprentissage en ligne), GA Services (développements sur mesure) et GA Enterprise (multi-sites, modules à la carte).`
        : `GA Academic+ brings together ${MODULE_COUNT} modules covering the whole life of an institution, including: student management, academics and teaching, assessment, exams, finance, human resources, student services, facilities, health, relations and partnerships, e-learning and configuration. We also offer GA Learning (online learning platform), GA Services (custom development) and GA Enterprise (multi-site, modules à la carte).`,
    options: [
      link(t.allModules, "/modules", lang, "modules"),
      link(t.lms, "/lms", lang),
      link(t.customServices, "/services", lang),
      o(t.bookDemo, "book_demo", lang, { icon: "demo" }),
      o(t.seePricing, "show_pricing", lang, { icon: "pricing" }),
    ],
  };
}

function sizeOptions(lang: Language): ChatOption[] {
  return SIZE_BUTTONS.map((n) =>
    o(SIZE_LABELS[n], "set_student_count", lang, { icon: "size", payload: { studentCount: n } }),
  );
}

export function sizing(context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  const n = context.studentCount;
  if (n === undefined) {
    return {
      text:
        lang === "fr"
          ? "Pour vous orienter vers la bonne formule : combien d'étudiants ou d'élèves accueille votre établissement ? Vous pouvez aussi me l'écrire, par exemple « 800 élèves »."
          : 'To point you to the right plan: how many students does your institution have? You can also type it, for example "800 students".',
      options: [...sizeOptions(lang), link(t.severalSites, "/solutions/ga-enterprise", lang)],
    };
  }
  const id = recommendedPlan(n);
  const def = plan(id);
  const count = formatCount(n, lang);
  let text =
    lang === "fr"
      ? `C'est noté : environ ${count} étudiants. Je vous recommande la formule ${def.name} (${capText(id, lang)}) : ${def.tagline.fr.charAt(0).toLowerCase()}${def.tagline.fr.slice(1)}.`
      : `Noted: about ${count} students. I recommend the ${def.name} plan (${capText(id, lang)}): ${def.tagline.en.charAt(0).toLowerCase()}${def.tagline.en.slice(1)}.`;
  const next = PRICE_BOOK.planOrder[PRICE_BOOK.planOrder.indexOf(id) + 1];
  if (next) {
    const cap = plan(id).maxStudents;
    text +=
      lang === "fr"
        ? ` Au-delà de ${typeof cap === "number" ? formatCount(cap, lang) : ""} étudiants, la formule ${plan(next).name} prend le relais.`
        : ` Beyond ${typeof cap === "number" ? formatCount(cap, lang) : ""} students, the ${plan(next).name} plan takes over.`;
  }
  if (n >= MULTI_SITE_HINT_FROM) {
    text +=
      lang === "fr"
        ? " Si vos étudiants sont répartis sur plusieurs sites, GA Enterprise vous permet de composer vos modules à la carte."
        : " If your students are spread over several sites, GA Enterprise lets you pick your modules à la carte.";
  }
  text +=
    lang === "fr"
      ? ` Pour un chiffrage précis, utilisez le calculateur ou demandez un devis : proposition sous ${quote5.fr}.`
      : ` For a precise figure, use the calculator or request a quote: proposal within ${quote5.en}.`;
  return {
    text,
    options: [
      o(t.calculator, "price_calculator", lang, { icon: "calculator" }),
      link(t.quote, quoteHref(context), lang, "quote"),
      o(t.bookDemo, "book_demo", lang, { icon: "demo" }),
      o(t.advisor, "contact_request", lang, { icon: "contact" }),
    ],
  };
}

export function technical(_context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  return {
    text:
      lang === "fr"
        ? `GA s'intègre à votre système d'information : API documentée, authentification unique (SSO), imports et exports de données, et notre équipe prend en charge la migration de votre historique. La plateforme est hébergée en France, certifiée ${cv("iso27001").fr} et conforme au ${cv("gdpr").fr} ; le support est joignable ${cv("support247").fr} et le déploiement peut se faire en ${cv("deployment24h").fr}.`
        : `GA fits into your information system: documented API, single sign-on (SSO), data imports and exports, and our team takes care of migrating your history. The platform is hosted in France, ${cv("iso27001").en} certified and ${cv("gdpr").en} compliant; support is available ${cv("support247").en} and deployment can take as little as ${cv("deployment24h").en}.`,
    options: [
      link(t.apiDocs, "/ressources/api", lang, "technical"),
      link(t.integrations, "/services/integrations-api", lang, "technical"),
      link(t.migration, "/services/migration-data", lang),
      o(t.technicalExpert, "contact_request", lang, { icon: "contact" }),
      o(t.bookDemo, "book_demo", lang, { icon: "demo" }),
    ],
  };
}

export function farewell(_context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  return {
    text:
      lang === "fr"
        ? "Merci pour votre visite ! Je reste disponible ici si vous avez d'autres questions. Belle journée !"
        : "Thank you for your visit! I'm still here if you have any other questions. Have a great day!",
    options: [o(t.bookDemo, "book_demo", lang, { icon: "demo" }), link(t.quote, "/devis", lang, "quote")],
  };
}

export function clarification(lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? "Je ne suis pas certain d'avoir compris votre question. Je peux vous aider sur ces sujets :"
        : "I'm not sure I understood your question. I can help you with these topics:",
    options: topicOptions(lang),
  };
}

export function calculator(context: ChatContext, lang: Language): Reply {
  const t = OPTION_TEXTS;
  return {
    text:
      lang === "fr"
        ? "Le calculateur estime votre budget selon votre effectif, les modules retenus et les options. Il ne vous engage à rien, et vous pourrez ensuite demander un devis en un clic."
        : "The calculator estimates your budget from your student numbers, the modules you choose and the options. It commits you to nothing, and you can then request a quote in one click.",
    options: [
      link(t.openCalculator, calculatorHref(context), lang, "calculator"),
      link(t.quote, quoteHref(context), lang, "quote"),
    ],
  };
}

// --- Details and the chat lead --------------------------------------------------------------------

export function askEmail(context: ChatContext, lang: Language): Reply {
  const who = context.institution ?? "";
  return {
    text:
      lang === "fr"
        ? `Merci, j'ai noté votre établissement : ${who}. Si vous souhaitez qu'un conseiller vous recontacte, indiquez-moi votre adresse e-mail.`
        : `Thank you, I've noted your institution: ${who}. If you would like an advisor to get back to you, just give me your e-mail address.`,
    options: [
      o(OPTION_TEXTS.pricing, "show_pricing", lang, { icon: "pricing" }),
      o(OPTION_TEXTS.demo, "show_demo", lang, { icon: "demo" }),
      o(OPTION_TEXTS.modules, "show_modules", lang, { icon: "modules" }),
    ],
  };
}

export function askInstitution(context: ChatContext, lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? `Merci, j'ai noté votre adresse : ${context.email ?? ""}. Quel est le nom de votre établissement ?`
        : `Thank you, I've noted your address: ${context.email ?? ""}. What is the name of your institution?`,
    options: [],
  };
}

export function askContactDetails(context: ChatContext, lang: Language): Reply {
  if (context.institution && !context.email) {
    return {
      text:
        lang === "fr"
          ? `Avec plaisir ! À quelle adresse e-mail un conseiller peut-il vous écrire au sujet de ${context.institution} ?`
          : `With pleasure! Which e-mail address can an advisor write to about ${context.institution}?`,
      options: [],
    };
  }
  if (context.email && !context.institution) {
    return {
      text:
        lang === "fr"
          ? "Avec plaisir ! Quel est le nom de votre établissement ?"
          : "With pleasure! What is the name of your institution?",
      options: [],
    };
  }
  return {
    text:
      lang === "fr"
        ? "Avec plaisir ! Pour qu'un conseiller vous recontacte, indiquez-moi votre adresse e-mail et le nom de votre établissement, par exemple : « prenom.nom@lycee-exemple.fr, Lycée Jean-Moulin »."
        : 'With pleasure! So that an advisor can get back to you, give me your e-mail address and the name of your institution, for example: "first.last@example-school.org, Springfield High School".',
    options: [],
  };
}

export function missingEmail(lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? "Je n'ai pas trouvé d'adresse e-mail dans votre message. Pouvez-vous me l'écrire, par exemple prenom.nom@etablissement.fr ?"
        : "I couldn't find an e-mail address in your message. Could you type it, for example first.last@school.org?",
    options: [o(OPTION_TEXTS.contactForm, "contact_request", lang, { icon: "contact" })],
  };
}

/** The confirmation asked before anything leaves the browser: "Souhaitez-vous qu'un conseiller vous recontacte ?" */
export function leadOffer(context: ChatContext, lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? `J'ai bien noté : ${context.institution ?? ""}, ${context.email ?? ""}. Souhaitez-vous qu'un conseiller vous recontacte ?`
        : `I've noted: ${context.institution ?? ""}, ${context.email ?? ""}. Would you like an advisor to get back to you?`,
    options: [
      o(OPTION_TEXTS.confirmLead, "confirm_lead", lang, { icon: "check" }),
      o(OPTION_TEXTS.declineLead, "decline_lead", lang, { icon: "close" }),
    ],
  };
}

export function leadSent(context: ChatContext, lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? `C'est transmis ! Un conseiller de GA Éducation vous écrit à l'adresse ${context.email ?? ""}, du lundi au vendredi entre 9 h et 18 h.`
        : `Done! An advisor from GA Education will write to you at ${context.email ?? ""}, Monday to Friday between 9 am and 6 pm (Paris time).`,
    options: [
      o(OPTION_TEXTS.bookDemo, "book_demo", lang, { icon: "demo" }),
      o(OPTION_TEXTS.seePricing, "show_pricing", lang, { icon: "pricing" }),
    ],
  };
}

export function leadFailed(lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? "Désolé, votre demande n'a pas pu être transmise. Vous pouvez réessayer, ou passer par le formulaire de contact."
        : "Sorry, your request could not be sent. You can try again, or use the contact form.",
    options: [
      o(OPTION_TEXTS.retry, "confirm_lead", lang, { icon: "check" }),
      o(OPTION_TEXTS.contactForm, "contact_request", lang, { icon: "contact" }),
    ],
  };
}

export function leadAlreadySent(context: ChatContext, lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? `Votre demande est déjà transmise : un conseiller vous écrit à l'adresse ${context.email ?? ""}.`
        : `Your request has already been sent: an advisor will write to you at ${context.email ?? ""}.`,
    options: [],
  };
}

export function leadDeclined(lang: Language): Reply {
  return {
    text:
      lang === "fr"
        ? "Entendu, je ne transmets rien. Je reste à votre disposition pour toute autre question."
        : "Understood, I won't pass anything on. I'm here if you have any other questions.",
    options: topicOptions(lang).slice(0, 3),
  };
}

/** The short note left in the conversation when the page takes over. */
export function handover(target: "contact" | "demo", lang: Language): Reply {
  const text =
    target === "contact"
      ? lt(
          "Je vous ouvre le formulaire de contact, pré-rempli avec les informations de notre échange.",
          "Opening the contact form, prefilled with what we've discussed.",
        )
      : lt(
          "Je vous ouvre le formulaire de démonstration, pré-rempli avec les informations de notre échange.",
          "Opening the demo request form, prefilled with what we've discussed.",
        );
  return { text: text[lang], options: [] };
}

const INTEREST_LABELS: Readonly<Record<ChatInterest, LText>> = {
  pricing: lt("tarifs", "pricing"),
  demo: lt("démonstration", "demo"),
  contact: lt("échange avec un conseiller", "talking to an advisor"),
  modules: lt("modules et fonctionnalités", "modules and features"),
  sizing: lt("choix de la formule", "choosing a plan"),
  technical: lt("intégration et sécurité", "integration and security"),
};

/** The message the contact and demo forms are prefilled with: what the conversation was about. */
export function handoverMessage(context: ChatContext, lang: Language): string {
  const parts = [
    lang === "fr"
      ? "Bonjour, je viens d'échanger avec votre assistant en ligne."
      : "Hello, I've just been chatting with your online assistant.",
  ];
  const interests = context.interests.filter((i) => i !== "contact").map((i) => INTEREST_LABELS[i][lang]);
  if (interests.length > 0)
    parts.push(
      lang === "fr"
        ? `Sujets qui m'intéressent : ${interests.join(", ")}.`
        : `Topics I'm interested in: ${interests.join(", ")}.`,
    );
  if (context.studentCount !== undefined) {
    const count = formatCount(context.studentCount, lang);
    parts.push(lang === "fr" ? `Effectif : environ ${count} étudiants.` : `Student numbers: about ${count}.`);
  }
  return parts.join(" ");
}
