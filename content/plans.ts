import type { Language } from "./languages.ts";
import { formatEuros, formatInteger, formatPercent } from "./format.ts";
import type { LText } from "./localized.ts";
import { lt } from "./typography.ts";
import { resolve, type Resolved } from "./resolve.ts";

/**
 * The GA Academic+ plans and their add-ons (spec §3 "Plan" and "Plan add-on", §9 constants): the
 * one source read by the pricing pages, the comparison table, the calculator, the structured data,
 * the brochure, and later by checkout and the client space.
 */

export const PLAN_IDS = ["essential", "premium", "excellence"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);

/** spec §9: 999 automations stands for "unlimited" in the data. */
export const UNLIMITED_AUTOMATIONS = 999;
/** GA Academic+ counts 15 modules (spec §1). */
export const MODULE_COUNT = 15;
/** Paying yearly takes this share off the recurring fees (stated on the pricing pages). */
export const YEARLY_DISCOUNT_PERCENT = 10;

export type BadgeType = "starter" | "popular" | "premium";
export type SupportChannelId = "email" | "portal" | "phone" | "video" | "account-manager" | "on-call";

export const SUPPORT_CHANNELS: Readonly<Record<SupportChannelId, LText>> = {
  email: lt("E-mail", "E-mail"),
  portal: lt("Portail d'assistance", "Support portal"),
  phone: lt("Téléphone", "Phone"),
  video: lt("Visioconférence", "Video call"),
  "account-manager": lt("Responsable de compte dédié", "Dedicated account manager"),
  "on-call": lt("Astreinte 24/7 pour les incidents critiques", "24/7 on-call line for critical incidents"),
};

/** A feature is included (true), absent (false), or included with a qualification. */
type Availability = boolean | LText;

interface FeatureDef {
  readonly id: string;
  readonly label: LText;
  readonly plans: Readonly<Record<PlanId, Availability>>;
}

interface FeatureCategoryDef {
  readonly id: string;
  readonly name: LText;
  readonly features: readonly FeatureDef[];
}

const all: Record<PlanId, Availability> = { essential: true, premium: true, excellence: true };
const fromPremium: Record<PlanId, Availability> = { essential: false, premium: true, excellence: true };
const excellenceOnly: Record<PlanId, Availability> = { essential: false, premium: false, excellence: true };

/**
 * The feature catalogue, category by category. Each plan's "feature categories with items" and the
 * comparison table are both read from it, so they cannot disagree.
 */
export const FEATURE_CATEGORIES: readonly FeatureCategoryDef[] = [
  {
    id: "schooling",
    name: lt("Scolarité et vie de l'élève", "Student records and school life"),
    features: [
      {
        id: "records",
        label: lt("Dossiers élèves et inscriptions", "Student records and enrolment"),
        plans: all,
      },
      {
        id: "online-enrolment",
        label: lt(
          "Inscriptions en ligne avec dépôt des pièces justificatives",
          "Online enrolment with document upload",
        ),
        plans: fromPremium,
      },
      { id: "timetable", label: lt("Emplois du temps et salles", "Timetables and rooms"), plans: all },
      {
        id: "attendance",
        label: lt("Absences, retards et justificatifs", "Absences, lateness and excuses"),
        plans: all,
      },
      {
        id: "portal",
        label: lt("Portail élèves et familles", "Student and family portal"),
        plans: {
          essential: lt("Web", "Web"),
          premium: lt("Web et application mobile", "Web and mobile app"),
          excellence: lt("Web et application mobile", "Web and mobile app"),
        },
      },
    ],
  },
  {
    id: "teaching",
    name: lt("Pédagogie, évaluations et examens", "Teaching, assessment and exams"),
    features: [
      {
        id: "grades",
        label: lt("Notes, moyennes et bulletins", "Grades, averages and report cards"),
        plans: all,
      },
      {
        id: "skills",
        label: lt("Évaluation par compétences", "Competency-based assessment"),
        plans: all,
      },
      {
        id: "exams",
        label: lt("Planification des examens et convocations", "Exam scheduling and notices"),
        plans: all,
      },
      {
        id: "ects",
        label: lt("Maquettes, crédits ECTS et jurys", "Programme structures, ECTS credits and boards"),
        plans: fromPremium,
      },
      {
        id: "apprenticeship",
        label: lt(
          "Suivi de l'alternance : contrats, livret d'apprentissage, entreprises",
          "Apprenticeship tracking: contracts, logbook, employers",
        ),
        plans: fromPremium,
      },
      {
        id: "lms",
        label: lt("Intégration GA Learning (cours en ligne)", "GA Learning integration (online courses)"),
        plans: fromPremium,
      },
    ],
  },
  {
    id: "finance",
    name: lt("Finances", "Finance"),
    features: [
      {
        id: "invoicing",
        label: lt("Facturation des familles et des stagiaires", "Invoicing of families and trainees"),
        plans: all,
      },
      {
        id: "sepa",
        label: lt("Prélèvement SEPA et échéanciers", "SEPA direct debit and payment plans"),
        plans: all,
      },
      {
        id: "accounting-export",
        label: lt(
          "Exports comptables (FEC et formats des principaux logiciels)",
          "Accounting exports (FEC and major formats)",
        ),
        plans: all,
      },
      {
        id: "funding",
        label: lt(
          "Bourses, financeurs et prises en charge OPCO",
          "Grants, funders and OPCO training funding",
        ),
        plans: fromPremium,
      },
      {
        id: "multi-entity",
        label: lt("Comptabilité multi-entités et consolidation", "Multi-entity accounting and consolidation"),
        plans: excellenceOnly,
      },
    ],
  },
  {
    id: "communication",
    name: lt("Communication", "Communication"),
    features: [
      {
        id: "messaging",
        label: lt("Messagerie et notifications par e-mail", "Messaging and e-mail notifications"),
        plans: all,
      },
      { id: "sms", label: lt("Envoi de SMS aux familles", "Text messages to families"), plans: fromPremium },
      {
        id: "surveys",
        label: lt("Enquêtes de satisfaction et sondages", "Satisfaction surveys and polls"),
        plans: fromPremium,
      },
    ],
  },
  {
    id: "steering",
    name: lt("Pilotage et intégrations", "Reporting and integrations"),
    features: [
      {
        id: "dashboards",
        label: lt("Tableaux de bord de direction", "Management dashboards"),
        plans: all,
      },
      {
        id: "custom-reports",
        label: lt("Rapports personnalisés et exports planifiés", "Custom reports and scheduled exports"),
        plans: fromPremium,
      },
      {
        id: "api",
        label: lt("API et webhooks", "API and webhooks"),
        plans: {
          essential: false,
          premium: lt("Lecture", "Read"),
          excellence: lt("Lecture et écriture", "Read and write"),
        },
      },
      {
        id: "bi",
        label: lt("Connecteur entrepôt de données et BI", "Data-warehouse and BI connector"),
        plans: excellenceOnly,
      },
    ],
  },
  {
    id: "security",
    name: lt("Sécurité et conformité", "Security and compliance"),
    features: [
      {
        id: "hosting",
        label: lt(
          "Hébergement en France, sauvegardes chiffrées quotidiennes",
          "Hosting in France, encrypted daily backups",
        ),
        plans: all,
      },
      {
        id: "gdpr",
        label: lt("Outils RGPD : registre, export et effacement", "GDPR tools: register, export and erasure"),
        plans: all,
      },
      {
        id: "two-factor",
        label: lt("Double authentification des comptes", "Two-factor authentication"),
        plans: all,
      },
      {
        id: "sso",
        label: lt(
          "Authentification unique (SAML, CAS, Microsoft, Google)",
          "Single sign-on (SAML, CAS, Microsoft, Google)",
        ),
        plans: fromPremium,
      },
      {
        id: "audit-log",
        label: lt("Journal d'audit des actions sensibles", "Audit log of sensitive actions"),
        plans: {
          essential: false,
          premium: lt("90 jours", "90 days"),
          excellence: lt("1 an", "1 year"),
        },
      },
    ],
  },
];

interface PlanDef {
  readonly id: PlanId;
  readonly name: string;
  readonly tagline: LText;
  readonly description: LText;
  readonly priceDisplay: LText;
  /** spec §9: 100, 300, unlimited. */
  readonly maxStudents: number | "unlimited";
  readonly badge: { readonly text: LText; readonly type: BadgeType };
  /** spec §9: 5, 15, 999 (= unlimited). */
  readonly automations: number;
  /** spec §9: 5, 10, 50 GB. */
  readonly storageGb: number;
  /** spec §9: 99.5% Premium, 99.9% Excellence; no contractual figure for Essential. */
  readonly uptimeSla: number | null;
  readonly support: {
    readonly channels: readonly SupportChannelId[];
    /** spec §9: under 24 h, 4 h, 1 h. */
    readonly responseHours: number;
    readonly responseTime: LText;
    readonly features: readonly LText[];
  };
  readonly inclusions: readonly LText[];
  /** Who the plan is for, in one sentence (plan cards and brochure). */
  readonly audience: LText;
  /**
   * Indicative figures for the calculator. Essential and Premium start at the 199 and 399 EUR a
   * month given by the structured data (spec §9); every real offer is made on quotation.
   */
  readonly pricing: {
    readonly baseMonthlyCents: number;
    readonly includedStudents: number;
    readonly extraStudentCents: number;
    readonly includedModules: number;
  };
}

const onQuote = lt("Sur devis", "On quotation");

const PLAN_DEFS: readonly PlanDef[] = [
  {
    id: "essential",
    name: "Essential",
    tagline: lt("L'essentiel pour bien démarrer", "Everything you need to get started"),
    description: lt(
      "Les six modules indispensables à une petite structure : dossiers élèves, emplois du temps, absences, notes et bulletins, examens et facturation, dans un outil prêt en quelques jours.",
      "The six modules a small institution cannot do without: student records, timetables, attendance, grades and report cards, exams and invoicing, in a tool that is ready within days.",
    ),
    audience: lt(
      "Écoles, petits organismes de formation et centres de moins de 100 apprenants.",
      "Schools, small training providers and centres with fewer than 100 learners.",
    ),
    priceDisplay: onQuote,
    maxStudents: 100,
    badge: { text: lt("Pour démarrer", "To get started"), type: "starter" },
    automations: 5,
    storageGb: 5,
    uptimeSla: null,
    support: {
      channels: ["email", "portal"],
      responseHours: 24,
      responseTime: lt("Moins de 24 h ouvrées", "Under 24 business hours"),
      features: [
        lt("Centre d'aide et documentation en ligne", "Help centre and online documentation"),
        lt("Webinaires de prise en main chaque mois", "Monthly onboarding webinars"),
        lt("Suivi de vos demandes dans le portail", "Request tracking in the portal"),
      ],
    },
    inclusions: [
      lt("Hébergement en France et sauvegardes quotidiennes", "Hosting in France and daily backups"),
      lt("Mises à jour et nouvelles fonctionnalités", "Updates and new features"),
      lt("Session de démarrage en visioconférence (2 h)", "Kick-off session by video call (2 h)"),
      lt("Modèles d'import pour vos élèves et vos tarifs", "Import templates for your students and fees"),
    ],
    pricing: { baseMonthlyCents: 19_900, includedStudents: 50, extraStudentCents: 150, includedModules: 6 },
  },
  {
    id: "premium",
    name: "Premium",
    tagline: lt(
      "Les 15 modules pour les établissements en croissance",
      "All 15 modules for growing institutions",
    ),
    description: lt(
      "Toute la suite GA Academic+ : alternance, crédits ECTS, financements, application mobile, authentification unique et API, avec un support sous 4 h et un engagement de disponibilité de 99,5 %.",
      "The whole GA Academic+ suite: apprenticeships, ECTS credits, funding, mobile app, single sign-on and API, with support within 4 hours and a 99.5% uptime commitment.",
    ),
    audience: lt(
      "Collèges, lycées, CFA et écoles de 100 à 300 apprenants.",
      "Secondary schools, apprenticeship centres and colleges with 100 to 300 learners.",
    ),
    priceDisplay: onQuote,
    maxStudents: 300,
    badge: { text: lt("Le plus choisi", "Most popular"), type: "popular" },
    automations: 15,
    storageGb: 10,
    uptimeSla: 99.5,
    support: {
      channels: ["email", "portal", "phone", "video"],
      responseHours: 4,
      responseTime: lt("Moins de 4 h ouvrées", "Under 4 business hours"),
      features: [
        lt("Ligne téléphonique du lundi au vendredi, 9 h – 18 h", "Phone line Monday to Friday, 9 am – 6 pm"),
        lt("Référent support attitré", "Named support contact"),
        lt("Point trimestriel d'usage et de conseils", "Quarterly usage and advice review"),
      ],
    },
    inclusions: [
      lt("Tout ce qui est inclus dans Essential", "Everything in Essential"),
      lt("Paramétrage initial accompagné", "Guided initial configuration"),
      lt("Formation de vos référents (1 journée)", "Training day for your key users"),
      lt("Import de vos élèves, tarifs et emplois du temps", "Import of your students, fees and timetables"),
    ],
    pricing: { baseMonthlyCents: 39_900, includedStudents: 150, extraStudentCents: 120, includedModules: 15 },
  },
  {
    id: "excellence",
    name: "Excellence",
    tagline: lt("Sans limite, pour les grands établissements", "No limits, for large institutions"),
    description: lt(
      "Pour les universités, les grandes écoles et les réseaux : apprenants et automatisations illimités, 50 Go de stockage, disponibilité garantie à 99,9 %, support sous 1 h et un responsable de compte dédié.",
      "For universities, large schools and networks: unlimited learners and automations, 50 GB of storage, 99.9% guaranteed uptime, support within 1 hour and a dedicated account manager.",
    ),
    audience: lt(
      "Universités, grandes écoles et groupes de plus de 300 apprenants.",
      "Universities, large schools and groups with more than 300 learners.",
    ),
    priceDisplay: onQuote,
    maxStudents: "unlimited",
    badge: { text: lt("Grands établissements", "Large institutions"), type: "premium" },
    automations: UNLIMITED_AUTOMATIONS,
    storageGb: 50,
    uptimeSla: 99.9,
    support: {
      channels: ["email", "portal", "phone", "video", "account-manager", "on-call"],
      responseHours: 1,
      responseTime: lt("Moins de 1 h", "Under 1 hour"),
      features: [
        lt("Support prioritaire inclus", "Priority support included"),
        lt("Astreinte 24/7 pour les incidents critiques", "24/7 on-call line for critical incidents"),
        lt("Comité de pilotage semestriel", "Half-yearly steering committee"),
        lt("Analytique Pro incluse", "Analytics Pro included"),
      ],
    },
    inclusions: [
      lt("Tout ce qui est inclus dans Premium", "Everything in Premium"),
      lt("Chef de projet dédié au déploiement", "Dedicated deployment project manager"),
      lt("Migration assistée et reprise de l'historique", "Assisted migration and history import"),
      lt("Formation sur site de vos équipes", "On-site training of your teams"),
    ],
    pricing: { baseMonthlyCents: 79_900, includedStudents: 500, extraStudentCents: 90, includedModules: 15 },
  },
];

// --- Add-ons (spec §9) -------------------------------------------------------------------------

export const ADDON_IDS = [
  "creche",
  "priority-support",
  "assisted-migration",
  "multi-establishment",
  "analytics-pro",
  "reinforced-security",
  "international",
] as const;
export type AddonId = (typeof ADDON_IDS)[number];
export const isAddonId = (value: unknown): value is AddonId =>
  typeof value === "string" && (ADDON_IDS as readonly string[]).includes(value);

/** "monthly": per month; "one-time": once; "per-country-monthly": per country and per month. */
export type AddonBilling = "monthly" | "one-time" | "per-country-monthly";

/** The multi-establishment add-on covers up to 5 establishments (spec §9). */
export const ESTABLISHMENTS_PER_PACK = 5;

interface AddonDef {
  readonly id: AddonId;
  readonly name: LText;
  readonly priceCents: number;
  readonly billing: AddonBilling;
  readonly description: LText;
  readonly features: readonly LText[];
  /** Plans whose price already includes the add-on. */
  readonly includedIn: readonly PlanId[];
}

const ADDON_DEFS: readonly AddonDef[] = [
  {
    id: "creche",
    name: lt("Module Crèche", "Nursery module"),
    priceCents: 2_900,
    billing: "monthly",
    description: lt(
      "Les tout-petits dans le même outil que les grands : contrats d'accueil, pointage des présences, repas et transmissions aux parents.",
      "Toddlers in the same tool as older children: care contracts, check-in and check-out, meals and daily notes for parents.",
    ),
    features: [
      lt("Contrats et plannings d'accueil", "Care contracts and schedules"),
      lt("Pointage des arrivées et départs", "Arrival and departure check-in"),
      lt("Cahier de transmissions partagé avec les familles", "Daily log shared with families"),
    ],
    includedIn: [],
  },
  {
    id: "priority-support",
    name: lt("Support prioritaire", "Priority support"),
    priceCents: 3_900,
    billing: "monthly",
    description: lt(
      "Vos demandes passent en tête de file : délai de première réponse divisé par deux et ligne directe vers un technicien expérimenté.",
      "Your requests go to the front of the queue: first-response time halved and a direct line to a senior engineer.",
    ),
    features: [
      lt("Délai de première réponse divisé par deux", "First-response time halved"),
      lt("Ligne téléphonique directe", "Direct phone line"),
      lt("Suivi hebdomadaire des demandes ouvertes", "Weekly follow-up of open requests"),
    ],
    includedIn: ["excellence"],
  },
  {
    id: "assisted-migration",
    name: lt("Migration assistée", "Assisted migration"),
    priceCents: 29_900,
    billing: "one-time",
    description: lt(
      "Nos consultants reprennent vos données depuis votre logiciel actuel, contrôlent chaque import avec vous et valident la bascule.",
      "Our consultants move your data from your current software, check every import with you and sign off the switch-over.",
    ),
    features: [
      lt("Analyse de vos exports et plan de reprise", "Review of your exports and migration plan"),
      lt("Import des élèves, notes, tarifs et historiques", "Import of students, grades, fees and history"),
      lt("Contrôle croisé et recette avec vos équipes", "Cross-checks and acceptance with your teams"),
    ],
    includedIn: ["excellence"],
  },
  {
    id: "multi-establishment",
    name: lt("Multi-établissements", "Multi-establishment"),
    priceCents: 7_900,
    billing: "monthly",
    description: lt(
      "Jusqu'à 5 établissements dans une même instance : référentiels communs, consolidation et droits par site.",
      "Up to 5 establishments in one instance: shared reference data, consolidation and per-site permissions.",
    ),
    features: [
      lt("Jusqu'à 5 établissements par option", "Up to 5 establishments per add-on"),
      lt("Tableaux de bord consolidés", "Consolidated dashboards"),
      lt("Droits d'accès par site", "Per-site access rights"),
    ],
    includedIn: [],
  },
  {
    id: "analytics-pro",
    name: lt("Analytique Pro", "Analytics Pro"),
    priceCents: 9_900,
    billing: "monthly",
    description: lt(
      "Indicateurs de réussite, de décrochage et de remplissage, comparaisons d'une année sur l'autre et alertes automatiques.",
      "Success, drop-out and fill-rate indicators, year-on-year comparisons and automatic alerts.",
    ),
    features: [
      lt("Détection précoce du décrochage", "Early drop-out detection"),
      lt("Indicateurs Qualiopi et rapports aux financeurs", "Quality-label indicators and funder reports"),
      lt("Alertes et rapports envoyés automatiquement", "Alerts and reports sent automatically"),
    ],
    includedIn: ["excellence"],
  },
  {
    id: "reinforced-security",
    name: lt("Sécurité renforcée", "Reinforced security"),
    priceCents: 14_900,
    billing: "monthly",
    description: lt(
      "Pour les établissements soumis à des exigences particulières : restrictions par adresse IP, chiffrement par clé dédiée et test d'intrusion annuel.",
      "For institutions with specific requirements: IP address restrictions, dedicated-key encryption and a yearly penetration test.",
    ),
    features: [
      lt("Restriction des accès par adresse IP", "Access restricted by IP address"),
      lt("Chiffrement des données par clé dédiée", "Data encrypted with a dedicated key"),
      lt("Test d'intrusion annuel et rapport", "Yearly penetration test and report"),
    ],
    includedIn: [],
  },
  {
    id: "international",
    name: lt("Déploiement international", "International deployment"),
    priceCents: 19_900,
    billing: "per-country-monthly",
    description: lt(
      "Vos campus à l'étranger avec leurs langues, devises, calendriers et règles d'évaluation, dans la même instance.",
      "Your campuses abroad with their languages, currencies, calendars and grading rules, in the same instance.",
    ),
    features: [
      lt("Langue, devise et calendrier du pays", "Country language, currency and calendar"),
      lt("Barèmes et relevés de notes locaux", "Local grading scales and transcripts"),
      lt("Accompagnement au lancement du campus", "Support when the campus opens"),
    ],
    includedIn: [],
  },
];

// --- Views for the pages ------------------------------------------------------------------------

const BILLING_SUFFIX: Readonly<Record<AddonBilling, LText>> = {
  monthly: lt("/mois", "/month"),
  "one-time": lt(" une fois", " one-time"),
  "per-country-monthly": lt(" par pays et par mois", " per country per month"),
};

/** "+29 €/mois", "299 € une fois", "+€199 per country per month". */
export function addonPriceLabel(priceCents: number, billing: AddonBilling, lang: Language): string {
  const sign = billing === "one-time" ? "" : "+";
  return `${sign}${formatEuros(priceCents, lang)}${BILLING_SUFFIX[billing][lang]}`;
}

export interface FeatureItem {
  readonly id: string;
  readonly label: string;
  /** A qualification ("Lecture seule"), when the plan has the feature with a limit. */
  readonly note?: string;
}

export type Plan = Resolved<Omit<PlanDef, "pricing">> & {
  readonly featureCategories: readonly {
    readonly id: string;
    readonly name: string;
    readonly items: readonly FeatureItem[];
  }[];
  readonly supportChannels: readonly string[];
  /** Ready-to-show figures: "100", "Illimités", "99,5 %"… */
  readonly figures: {
    readonly students: string;
    readonly automations: string;
    readonly storage: string;
    readonly sla: string;
  };
  readonly fromMonthly: string;
};

export type Addon = Resolved<AddonDef> & { readonly price: string };

const FIGURE_TEXTS = {
  unlimitedStudents: lt("Illimité", "Unlimited"),
  unlimitedAutomations: lt("Illimitées", "Unlimited"),
  noSla: lt("Non contractuel", "Not contractual"),
};

export function featureCategoriesOf(planId: PlanId, lang: Language): Plan["featureCategories"] {
  return FEATURE_CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name[lang],
    items: category.features.flatMap((f): FeatureItem[] => {
      const a = f.plans[planId];
      if (a === false) return [];
      return a === true
        ? [{ id: f.id, label: f.label[lang] }]
        : [{ id: f.id, label: f.label[lang], note: a[lang] }];
    }),
  })).filter((c) => c.items.length > 0);
}

export function getPlan(id: PlanId, lang: Language): Plan {
  const def = PLAN_DEFS.find((p) => p.id === id);
  if (!def) throw new Error(`Unknown plan ${id}`);
  const { pricing, ...rest } = def;
  const base = resolve(rest, lang);
  return {
    ...base,
    featureCategories: featureCategoriesOf(id, lang),
    supportChannels: def.support.channels.map((c) => SUPPORT_CHANNELS[c][lang]),
    figures: {
      students:
        def.maxStudents === "unlimited"
          ? FIGURE_TEXTS.unlimitedStudents[lang]
          : formatInteger(def.maxStudents, lang),
      automations:
        def.automations >= UNLIMITED_AUTOMATIONS
          ? FIGURE_TEXTS.unlimitedAutomations[lang]
          : formatInteger(def.automations, lang),
      storage: lang === "fr" ? `${def.storageGb}\u00a0Go` : `${def.storageGb} GB`,
      sla: def.uptimeSla === null ? FIGURE_TEXTS.noSla[lang] : formatPercent(def.uptimeSla, lang),
    },
    fromMonthly: formatEuros(pricing.baseMonthlyCents, lang),
  };
}

export function getPlans(lang: Language): readonly Plan[] {
  return PLAN_IDS.map((id) => getPlan(id, lang));
}

export function getAddon(id: AddonId, lang: Language): Addon {
  const def = ADDON_DEFS.find((a) => a.id === id);
  if (!def) throw new Error(`Unknown add-on ${id}`);
  return { ...resolve(def, lang), price: addonPriceLabel(def.priceCents, def.billing, lang) };
}

export function getAddons(lang: Language): readonly Addon[] {
  return ADDON_IDS.map((id) => getAddon(id, lang));
}

/** The raw definitions, for completeness tests and the brochure. */
export const PLAN_DEFINITIONS = PLAN_DEFS;
export const ADDON_DEFINITIONS = ADDON_DEFS;

export interface PlanPrice {
  readonly baseMonthlyCents: number;
  readonly includedStudents: number;
  readonly extraStudentCents: number;
  /** null: no cap. */
  readonly maxStudents: number | null;
  readonly includedModules: number;
}

export interface AddonPrice {
  readonly priceCents: number;
  readonly billing: AddonBilling;
  readonly includedIn: readonly PlanId[];
}

/** The numbers the price calculator (`app/features/pricing/price-calculator.ts`) works with. */
export interface PriceBook {
  /** Plans from the smallest to the largest. */
  readonly planOrder: readonly PlanId[];
  readonly plans: Readonly<Record<PlanId, PlanPrice>>;
  readonly moduleCount: number;
  readonly extraModuleCents: number;
  readonly establishmentsPerPack: number;
  readonly addons: Readonly<Record<AddonId, AddonPrice>>;
  readonly yearlyDiscountPercent: number;
}

/** The numbers the price calculator works with, read from the plans and add-ons above. */
export const PRICE_BOOK: PriceBook = {
  planOrder: PLAN_IDS,
  plans: Object.fromEntries(
    PLAN_DEFS.map((p) => [
      p.id,
      {
        baseMonthlyCents: p.pricing.baseMonthlyCents,
        includedStudents: p.pricing.includedStudents,
        extraStudentCents: p.pricing.extraStudentCents,
        maxStudents: p.maxStudents === "unlimited" ? null : p.maxStudents,
        includedModules: p.pricing.includedModules,
      },
    ]),
  ) as PriceBook["plans"],
  moduleCount: MODULE_COUNT,
  /** An extra module beyond those a plan includes (Essential includes 6 of the 15). */
  extraModuleCents: 2_500,
  establishmentsPerPack: ESTABLISHMENTS_PER_PACK,
  addons: Object.fromEntries(
    ADDON_DEFS.map((a) => [a.id, { priceCents: a.priceCents, billing: a.billing, includedIn: a.includedIn }]),
  ) as PriceBook["addons"],
  yearlyDiscountPercent: YEARLY_DISCOUNT_PERCENT,
};

/**
 * The plans as the structured data lists them (spec §9: indicative plans at 199 and 399 EUR per
 * month, the "from" prices of Essential and Premium). Excellence is only sold on quotation, so it
 * carries no indicative price there.
 */
export const INDICATIVE_PLAN_IDS = ["essential", "premium"] as const satisfies readonly PlanId[];

export function indicativeMonthlyEuros(id: (typeof INDICATIVE_PLAN_IDS)[number]): number {
  return PRICE_BOOK.plans[id].baseMonthlyCents / 100;
}

// --- Comparison table ---------------------------------------------------------------------------

export type ComparisonCell =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "bool"; readonly value: boolean }
  | { readonly kind: "list"; readonly items: readonly string[] };

export interface ComparisonGroup {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly {
    readonly id: string;
    readonly label: string;
    readonly cells: readonly ComparisonCell[];
  }[];
}

const COMPARISON_TEXTS = {
  capacity: lt("Capacités et engagements", "Capacity and commitments"),
  support: lt("Assistance", "Support"),
  addons: lt("Options", "Add-ons"),
  price: lt("Prix", "Price"),
  maxStudents: lt("Apprenants", "Learners"),
  automations: lt("Automatisations", "Automations"),
  storage: lt("Stockage", "Storage"),
  sla: lt("Disponibilité garantie (SLA)", "Uptime commitment (SLA)"),
  responseTime: lt("Délai de réponse", "Response time"),
  supportFeatures: lt("Services d'assistance", "Support services"),
  inclusions: lt("Compris dans l'offre", "Included in the plan"),
  upTo: lt("Jusqu'à", "Up to"),
  included: lt("Inclus", "Included"),
  fromPrice: lt("à partir de", "from"),
  perMonth: lt("HT/mois", "excl. VAT/month"),
};

/** The comparison table's rows, every value read from the plans, features and add-ons above. */
export function getComparison(lang: Language): {
  plans: readonly Plan[];
  groups: readonly ComparisonGroup[];
} {
  const plans = getPlans(lang);
  const T = resolve(COMPARISON_TEXTS, lang);
  const text = (s: string): ComparisonCell => ({ kind: "text", text: s });
  const indicative = (id: PlanId) =>
    (INDICATIVE_PLAN_IDS as readonly PlanId[]).includes(id)
      ? `${T.fromPrice} ${formatEuros(PRICE_BOOK.plans[id].baseMonthlyCents, lang)} ${T.perMonth}`
      : "";
  const capacity: ComparisonGroup = {
    id: "capacity",
    title: T.capacity,
    rows: [
      {
        id: "price",
        label: T.price,
        cells: plans.map((p) => text([p.priceDisplay, indicative(p.id)].filter(Boolean).join(", "))),
      },
      {
        id: "students",
        label: T.maxStudents,
        cells: plans.map((p) =>
          text(p.maxStudents === "unlimited" ? p.figures.students : `${T.upTo} ${p.figures.students}`),
        ),
      },
      { id: "automations", label: T.automations, cells: plans.map((p) => text(p.figures.automations)) },
      { id: "storage", label: T.storage, cells: plans.map((p) => text(p.figures.storage)) },
      { id: "sla", label: T.sla, cells: plans.map((p) => text(p.figures.sla)) },
    ],
  };
  const channelIds = Object.keys(SUPPORT_CHANNELS) as SupportChannelId[];
  const support: ComparisonGroup = {
    id: "support",
    title: T.support,
    rows: [
      { id: "response", label: T.responseTime, cells: plans.map((p) => text(p.support.responseTime)) },
      ...channelIds.map((c) => ({
        id: `channel-${c}`,
        label: SUPPORT_CHANNELS[c][lang],
        cells: PLAN_DEFS.map((p): ComparisonCell => ({
          kind: "bool",
          value: p.support.channels.includes(c),
        })),
      })),
      {
        id: "support-features",
        label: T.supportFeatures,
        cells: plans.map((p): ComparisonCell => ({ kind: "list", items: p.support.features })),
      },
      {
        id: "inclusions",
        label: T.inclusions,
        cells: plans.map((p): ComparisonCell => ({ kind: "list", items: p.inclusions })),
      },
    ],
  };
  const features: ComparisonGroup[] = FEATURE_CATEGORIES.map((category) => ({
    id: category.id,
    title: category.name[lang],
    rows: category.features.map((f) => ({
      id: f.id,
      label: f.label[lang],
      cells: PLAN_IDS.map((id): ComparisonCell => {
        const a = f.plans[id];
        return typeof a === "boolean" ? { kind: "bool", value: a } : text(a[lang]);
      }),
    })),
  }));
  const addons: ComparisonGroup = {
    id: "addons",
    title: T.addons,
    rows: ADDON_DEFS.map((a) => ({
      id: a.id,
      label: a.name[lang],
      cells: PLAN_IDS.map((id) =>
        text(a.includedIn.includes(id) ? T.included : addonPriceLabel(a.priceCents, a.billing, lang)),
      ),
    })),
  };
  return { plans, groups: [capacity, support, ...features, addons] };
}

export const COMPARISON_CONTENT = COMPARISON_TEXTS;
