import { lt, type LText } from "#content/localized.ts";
import { resolve, type Resolved } from "#content/resolve.ts";
import type { Language } from "#app/lib/i18n/languages.ts";

/**
 * The contact page's content besides its form (issue 5: contact details, business hours,
 * alternative ways to reach the team, an FAQ and social blocks). The postal address, phone and
 * e-mail come from the layout's texts (`common:footer`), shared with the footer.
 */
interface ContactPageContent {
  readonly hours: readonly { readonly days: LText; readonly time: LText }[];
  readonly hoursNote: LText;
  readonly alternatives: readonly {
    readonly id: "demo" | "quote" | "help" | "chat" | "client";
    readonly title: LText;
    readonly text: LText;
    readonly cta: LText;
    /** French path; the page localises it. Absent for the chat assistant (opened on the page). */
    readonly href?: string;
  }[];
  readonly faq: readonly { readonly question: LText; readonly answer: LText }[];
  readonly social: readonly {
    readonly id: "linkedin" | "youtube" | "x";
    readonly name: string;
    readonly href: string;
    readonly text: LText;
  }[];
}

const CONTENT: ContactPageContent = {
  // spec §1: business hours Mon–Fri 9:00–18:00.
  hours: [
    {
      days: lt("Du lundi au vendredi", "Monday to Friday"),
      time: lt("9 h 00 – 18 h 00", "9:00 am – 6:00 pm"),
    },
    {
      days: lt("Samedi, dimanche et jours fériés", "Weekends and French public holidays"),
      time: lt("Fermé", "Closed"),
    },
  ],
  hoursNote: lt(
    "Heure de Paris. Les clients sous contrat disposent d'un support 24/7 pour les incidents critiques.",
    "Paris time. Clients under contract have 24/7 support for critical incidents.",
  ),
  alternatives: [
    {
      id: "demo",
      title: lt("Voir le logiciel en action", "See the software in action"),
      text: lt(
        "Réservez une démonstration de 30 minutes en visioconférence, à l'heure qui vous convient.",
        "Book a 30-minute video demo at a time that suits you.",
      ),
      cta: lt("Réserver une démo", "Book a demo"),
      href: "/demo",
    },
    {
      id: "quote",
      title: lt("Recevoir une proposition", "Get a proposal"),
      text: lt(
        "Décrivez votre établissement : proposition détaillée sous 5 jours ouvrés.",
        "Describe your institution: a detailed proposal within 5 working days.",
      ),
      cta: lt("Demander un devis", "Request a quote"),
      href: "/devis",
    },
    {
      id: "help",
      title: lt("Trouver une réponse tout de suite", "Find an answer right away"),
      text: lt(
        "Guides pas à pas, questions fréquentes et tutoriels vidéo dans le centre d'aide.",
        "Step-by-step guides, FAQs and video tutorials in the help centre.",
      ),
      cta: lt("Ouvrir le centre d'aide", "Open the help centre"),
      href: "/ressources/support",
    },
    {
      id: "chat",
      title: lt("Poser une question à notre assistant", "Ask our assistant"),
      text: lt(
        "L'assistant en bas à droite de chaque page répond aux questions sur les offres, les tarifs et les modules.",
        "The assistant at the bottom right of every page answers questions about offers, pricing and modules.",
      ),
      cta: lt("Assistant disponible sur chaque page", "Assistant available on every page"),
    },
    {
      id: "client",
      title: lt("Déjà client ?", "Already a client?"),
      text: lt(
        "Ouvrez une demande d'assistance depuis votre espace client : elle est suivie jusqu'à sa résolution.",
        "Open a support request from your client space: it is followed until resolved.",
      ),
      cta: lt("Aller à mon espace", "Go to my account"),
      href: "/dashboard/support",
    },
  ],
  faq: [
    {
      question: lt("Sous quel délai recevrai-je une réponse ?", "How soon will I get an answer?"),
      answer: lt(
        "Nous répondons à chaque message dans les plus brefs délais, en général dans la journée ouvrée. Une demande de devis reçoit une proposition détaillée sous 5 jours ouvrés.",
        "We answer every message as soon as possible, usually within the working day. A quote request receives a detailed proposal within 5 working days.",
      ),
    },
    {
      question: lt(
        "La démonstration est-elle gratuite et sans engagement ?",
        "Is the demo free and without obligation?",
      ),
      answer: lt(
        "Oui. La démonstration dure 30 minutes en visioconférence, elle est animée par un conseiller qui connaît votre type d'établissement, et ne vous engage à rien.",
        "Yes. The demo lasts 30 minutes by video call, is led by an advisor who knows your type of institution, and commits you to nothing.",
      ),
    },
    {
      question: lt(
        "Où sont hébergées les données de mon établissement ?",
        "Where is my institution's data hosted?",
      ),
      answer: lt(
        "En France, dans des centres de données certifiés ISO 27001, conformément au RGPD. Nous signons avec chaque établissement un accord de traitement des données.",
        "In France, in ISO 27001 certified data centres, in line with the GDPR. We sign a data processing agreement with every institution.",
      ),
    },
    {
      question: lt("Les établissements publics peuvent-ils commander ?", "Can public institutions order?"),
      answer: lt(
        "Oui : par bon de commande ou mandat administratif, avec dépôt des factures sur Chorus Pro. Le virement et le prélèvement SEPA sont aussi acceptés.",
        "Yes: by purchase order or administrative mandate, with invoices filed on Chorus Pro. Bank transfer and SEPA direct debit are accepted too.",
      ),
    },
    {
      question: lt(
        "Je suis déjà client : comment obtenir de l'aide ?",
        "I am already a client: how do I get help?",
      ),
      answer: lt(
        "Ouvrez une demande depuis votre espace client, rubrique Support : elle est traitée selon les délais de votre offre (moins de 24 h, 4 h ou 1 h).",
        "Open a request from your client space, in the Support section: it is handled within your plan's response time (under 24 h, 4 h or 1 h).",
      ),
    },
  ],
  // The company's public pages, the same as in the footer.
  social: [
    {
      id: "linkedin",
      name: "LinkedIn",
      href: "https://www.linkedin.com/company/ga-education",
      text: lt(
        "Nos actualités, nos recrutements et les retours de nos clients.",
        "Our news, openings and client stories.",
      ),
    },
    {
      id: "youtube",
      name: "YouTube",
      href: "https://www.youtube.com/@ga-education",
      text: lt("Tutoriels vidéo et replays de nos webinaires.", "Video tutorials and webinar replays."),
    },
    {
      id: "x",
      name: "X",
      href: "https://x.com/ga_education",
      text: lt("Les nouveautés du produit, au fil de l'eau.", "Product updates as they ship."),
    },
  ],
};

export type ContactPage = Resolved<ContactPageContent>;

export function contactPageContent(lang: Language): ContactPage {
  return resolve(CONTENT, lang);
}
