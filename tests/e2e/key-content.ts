import type { Language } from "#app/lib/i18n/languages.ts";

/**
 * Key content of the pricing, resources and legal pages (issue 4, second part): the words each page
 * must show, in both languages. content-part2.spec.ts finds them in each page's HTML; the browser
 * sweep of foundation.spec.ts checks that the first one is visible on the page as loaded.
 */
export interface KeyContent {
  readonly path: string;
  readonly texts: Readonly<Record<Language, readonly string[]>>;
}

export const KEY_CONTENT: readonly KeyContent[] = [
  {
    path: "/tarification",
    texts: {
      fr: [
        "Essential",
        "Premium",
        "Excellence",
        "Sur devis",
        "À partir de 199 € HT par mois",
        "Module Crèche",
        "+29 €/mois",
        "Migration assistée",
        "299 € une fois",
      ],
      en: [
        "Essential",
        "Premium",
        "Excellence",
        "On quotation",
        "From €199 excl. VAT per month",
        "Nursery module",
        "+€29/month",
        "€299 one-time",
      ],
    },
  },
  { path: "/pricing", texts: { fr: ["Sur devis", "Le plus choisi"], en: ["On quotation", "Most popular"] } },
  {
    path: "/tarification/essential",
    texts: {
      fr: ["Offre Essential", "Jusqu'à 100", "5 Go", "Moins de 24 h ouvrées"],
      en: ["Essential plan", "Up to 100", "5 GB", "Under 24 business hours"],
    },
  },
  {
    path: "/tarification/premium",
    texts: {
      fr: ["Jusqu'à 300", "10 Go", "99,5 %", "Moins de 4 h ouvrées"],
      en: ["Up to 300", "10 GB", "99.5%", "Under 4 business hours"],
    },
  },
  {
    path: "/tarification/excellence",
    texts: {
      fr: ["Illimité", "Illimitées", "50 Go", "99,9 %", "Moins de 1 h"],
      en: ["Unlimited", "50 GB", "99.9%", "Under 1 hour"],
    },
  },
  {
    path: "/tarification/comparaison",
    texts: {
      fr: ["Caractéristique", "Disponibilité garantie (SLA)", "Déploiement international"],
      en: ["Feature", "Uptime commitment (SLA)", "International deployment"],
    },
  },
  {
    path: "/tarification/calculateur",
    texts: { fr: ["Votre estimation", "Par mois"], en: ["Your estimate", "Per month"] },
  },
  { path: "/calculateur", texts: { fr: ["Votre estimation"], en: ["Your estimate"] } },
  {
    path: "/tarification/faq",
    texts: {
      fr: ["Pourquoi vos offres sont-elles sur devis ?", "Où sont hébergées nos données ?"],
      en: ["Why are your plans priced on quotation?", "Where is our data hosted?"],
    },
  },
  {
    path: "/tarification/migration",
    texts: {
      fr: ["Votre migration en six étapes", "Import à blanc", "Modèles d'import"],
      en: ["Your migration in six steps", "Trial import", "Import templates"],
    },
  },
  {
    path: "/ressources",
    texts: { fr: ["Centre d'aide", "Derniers articles"], en: ["Help centre", "Latest articles"] },
  },
  {
    path: "/ressources/documentation",
    texts: { fr: ["Prise en main", "Inscrire un élève"], en: ["Getting started", "Enrol a student"] },
  },
  {
    path: "/ressources/formation",
    texts: {
      fr: ["Référent administrateur", "Classe virtuelle"],
      en: ["Administrator key user", "Virtual classroom"],
    },
  },
  {
    path: "/ressources/support",
    texts: {
      fr: ["J'ai oublié mon mot de passe", "16 articles"],
      en: ["I forgot my password", "16 articles"],
    },
  },
  {
    path: "/ressources/blog",
    texts: { fr: ["À la une", "Tous les articles"], en: ["Featured", "All articles"] },
  },
  {
    path: "/ressources/api",
    texts: {
      fr: ["/.well-known/jwks.json", "/api/auth/token", "/healthz", "Vérifier un jeton avec jose"],
      en: ["/.well-known/jwks.json", "/api/auth/token", "/healthz", "Verifying a token with jose"],
    },
  },
  {
    path: "/ressources/telechargements",
    texts: {
      fr: ["Brochure GA Éducation (français)", "Modèle d'import des élèves"],
      en: ["GA Education brochure (English)", "Student import template"],
    },
  },
  {
    path: "/ressources/cas-usage",
    texts: {
      fr: ["Institut supérieur Boréal", "Centres de formation d'apprentis"],
      en: ["Institut supérieur Boréal", "Apprenticeship centres"],
    },
  },
  {
    path: "/ressources/webinaires",
    texts: {
      fr: ["Prochaines sessions", "Replays", "heure de Paris"],
      en: ["Upcoming sessions", "Replays", "Paris time"],
    },
  },
  {
    path: "/legal",
    texts: {
      fr: [
        "Politique de confidentialité",
        "Conditions d'utilisation",
        "Politique de cookies",
        "Mentions légales",
        "Déclaration d'accessibilité",
        "ga.session_token",
        "partiellement conforme",
      ],
      en: [
        "Privacy policy",
        "Terms of service",
        "Cookie policy",
        "Legal notice",
        "Accessibility statement",
        "ga.session_token",
        "partially conforms",
      ],
    },
  },
];

/** Pages whose key content the browser sweep shows (the pricing aliases and the old calculator path redirect or repeat a page). */
export const KEY_CONTENT_IN_BROWSER = KEY_CONTENT.filter(
  (k) => !k.path.startsWith("/pricing") && k.path !== "/calculateur",
);
