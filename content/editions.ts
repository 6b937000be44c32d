import type { IconName } from "./icon-name.ts";
import type { ModuleSetId } from "./slugs.ts";
import { cv } from "./claims.ts";
import { lt, type LText } from "./localized.ts";
import type { OfferId } from "./offer-ids.ts";

/** The four editions of GA Academic+ under /logiciel (spec §2); Flex is also /solutions/ga-enterprise. */
export type EditionId = "standard" | "premium" | "ultimate" | "flex";
export type EditionPageId = "softwareStandard" | "softwarePremium" | "softwareUltimate" | "softwareFlex";

export interface IconText {
  readonly icon: IconName;
  readonly title: LText;
  readonly text: LText;
}

export interface Edition {
  readonly id: EditionId;
  readonly pageId: EditionPageId;
  readonly path: string;
  readonly icon: IconName;
  readonly name: LText;
  readonly badge: LText;
  readonly tagline: LText;
  readonly summary: LText;
  readonly target: LText;
  readonly modulesLabel: LText;
  /** Module sets included; Flex lists none: its modules are chosen à la carte. */
  readonly modules: readonly ModuleSetId[] | "all" | "a-la-carte";
  readonly highlights: readonly IconText[];
  readonly included: readonly LText[];
  readonly support: LText;
  /** The offer the quote form opens with. */
  readonly offer: OfferId;
  readonly popular: boolean;
  readonly image: { readonly src: string; readonly alt: LText };
}

export const EDITION_IMAGE_SIZE = { width: 640, height: 440 } as const;

const ALL_MODULES = lt(`Les ${cv("modules15").fr} modules`, `All ${cv("modules15").en} modules`);

export const EDITIONS: Readonly<Record<EditionId, Edition>> = {
  standard: {
    id: "standard",
    pageId: "softwareStandard",
    path: "/logiciel/standard",
    icon: "school",
    name: lt("Standard", "Standard"),
    badge: lt("6 modules", "6 modules"),
    tagline: lt("Pour démarrer sereinement", "A calm, confident start"),
    summary: lt(
      "Les 6 modules essentiels pour les établissements à taille humaine qui quittent les tableurs.",
      "The six essential modules for mid-sized institutions moving away from spreadsheets.",
    ),
    target: lt("50 à 200 élèves, un site", "50 to 200 students, one site"),
    modulesLabel: lt("6 modules essentiels", "6 essential modules"),
    modules: ["etudiants", "academique", "evaluations", "examens", "finance", "configuration-systeme"],
    highlights: [
      {
        icon: "rocket",
        title: lt("Opérationnel en quelques semaines", "Up and running in weeks"),
        text: lt(
          "Paramétrage guidé et reprise de vos fichiers existants.",
          "Guided set-up and import of your existing files.",
        ),
      },
      {
        icon: "smartphone",
        title: lt("Portail et application inclus", "Portal and app included"),
        text: lt(
          "Familles et élèves suivent notes, absences et factures.",
          "Families and students follow grades, absences and invoices.",
        ),
      },
      {
        icon: "receipt-euro",
        title: lt("Facturation simple", "Simple invoicing"),
        text: lt(
          "Frais de scolarité, échéanciers et paiement en ligne.",
          "Tuition fees, payment plans and online payment.",
        ),
      },
      {
        icon: "shield-check",
        title: lt("Sécurité de série", "Security as standard"),
        text: lt(
          "Hébergement en France, sauvegardes quotidiennes, RGPD.",
          "Hosted in France, daily backups, GDPR compliant.",
        ),
      },
    ],
    included: [
      lt("Dossiers élèves et inscriptions en ligne", "Student records and online enrolment"),
      lt("Emplois du temps et assiduité", "Timetables and attendance"),
      lt("Notes, bulletins et examens", "Grades, reports and exams"),
      lt("Facturation et paiement en ligne", "Invoicing and online payment"),
      lt("Portail familles et application mobile", "Family portal and mobile app"),
      lt("Formation de prise en main", "Onboarding training"),
    ],
    support: lt(
      "Support par e-mail et téléphone, du lundi au vendredi",
      "E-mail and phone support, Monday to Friday",
    ),
    offer: "academic-starter",
    popular: false,
    image: {
      src: "/images/solutions/standard.svg",
      alt: lt(
        "Illustration : une tablette affichant le tableau de bord d'une école",
        "Illustration: a tablet showing a school's dashboard",
      ),
    },
  },
  premium: {
    id: "premium",
    pageId: "softwarePremium",
    path: "/logiciel/premium",
    icon: "graduation-cap",
    name: lt("Premium", "Premium"),
    badge: lt("Le plus choisi", "Most popular"),
    tagline: lt("La suite complète", "The complete suite"),
    summary: lt(
      `Les ${cv("modules15").fr} modules, l'automatisation et un support ${cv("support247").fr} pour les établissements en croissance.`,
      `All ${cv("modules15").en} modules, automation and ${cv("support247").en} support for growing institutions.`,
    ),
    target: lt("200 à 1000 élèves", "200 to 1,000 students"),
    modulesLabel: ALL_MODULES,
    modules: "all",
    highlights: [
      {
        icon: "layers",
        title: ALL_MODULES,
        text: lt(
          "Scolarité, pédagogie, finances, RH, vie étudiante, santé, patrimoine…",
          "Admissions, teaching, finance, HR, student life, health, estates…",
        ),
      },
      {
        icon: "workflow",
        title: lt("Automatisations avancées", "Advanced automation"),
        text: lt(
          "Relances, convocations, bulletins et documents produits sans intervention.",
          "Reminders, notices, reports and documents produced automatically.",
        ),
      },
      {
        icon: "key-round",
        title: lt("Authentification unique", "Single sign-on"),
        text: lt(
          "Connexion avec votre annuaire et double authentification.",
          "Sign-in with your directory and two-factor authentication.",
        ),
      },
      {
        icon: "headset",
        title: lt(`Support ${cv("support247").fr}`, `${cv("support247").en} support`),
        text: lt(
          "Et un chef de projet dédié pour votre déploiement.",
          "Plus a dedicated project manager for your roll-out.",
        ),
      },
    ],
    included: [
      lt("Tout Standard, plus :", "Everything in Standard, plus:"),
      lt("RH, vie étudiante, santé et patrimoine", "HR, student life, health and estates"),
      lt("Relations entreprises et recrutement", "Employer relations and recruitment"),
      lt("E-learning intégré", "Built-in e-learning"),
      lt("Tableaux de bord personnalisables", "Customisable dashboards"),
      lt("Reprise de vos données existantes", "Migration of your existing data"),
    ],
    support: lt(
      `Support ${cv("support247").fr} et chef de projet dédié`,
      `${cv("support247").en} support and a dedicated project manager`,
    ),
    offer: "premium",
    popular: true,
    image: {
      src: "/images/solutions/premium.svg",
      alt: lt(
        "Illustration : un ordinateur portable affichant la suite GA Academic+",
        "Illustration: a laptop showing the GA Academic+ suite",
      ),
    },
  },
  ultimate: {
    id: "ultimate",
    pageId: "softwareUltimate",
    path: "/logiciel/ultimate",
    icon: "award",
    name: lt("Ultimate", "Ultimate"),
    badge: lt("Grands établissements", "Large institutions"),
    tagline: lt("Sans limite", "No limits"),
    summary: lt(
      "Pour les universités et grandes écoles : volumes illimités, analytique avancée et disponibilité garantie de 99,9 %.",
      "For universities and large schools: unlimited volumes, advanced analytics and 99.9% guaranteed availability.",
    ),
    target: lt("Plus de 1000 étudiants", "Over 1,000 students"),
    modulesLabel: lt(
      `Les ${cv("modules15").fr} modules et les options`,
      `All ${cv("modules15").en} modules and options`,
    ),
    modules: "all",
    highlights: [
      {
        icon: "chart-pie",
        title: lt("Analytique avancée", "Advanced analytics"),
        text: lt(
          "Entrepôt de données, indicateurs de réussite et tableaux de bord sur mesure.",
          "Data warehouse, success indicators and tailored dashboards.",
        ),
      },
      {
        icon: "gauge",
        title: lt("Disponibilité de 99,9 %", "99.9% availability"),
        text: lt(
          "Engagement contractuel et architecture redondante.",
          "A contractual commitment backed by redundant architecture.",
        ),
      },
      {
        icon: "lock",
        title: lt("Sécurité renforcée", "Reinforced security"),
        text: lt(
          "Journalisation étendue, tests d'intrusion annuels, chiffrement dédié.",
          "Extended logging, annual penetration tests, dedicated encryption.",
        ),
      },
      {
        icon: "plug-zap",
        title: lt("Intégrations illimitées", "Unlimited integrations"),
        text: lt(
          "API complète, connecteurs et environnement de recette.",
          "Full API, connectors and a test environment.",
        ),
      },
    ],
    included: [
      lt("Tout Premium, plus :", "Everything in Premium, plus:"),
      lt("Étudiants et automatisations illimités", "Unlimited students and automations"),
      lt("Analytique avancée et entrepôt de données", "Advanced analytics and data warehouse"),
      lt("Environnement de recette dédié", "Dedicated test environment"),
      lt("Sécurité renforcée", "Reinforced security"),
      lt("Comités de suivi trimestriels", "Quarterly review meetings"),
    ],
    support: lt(
      `Support ${cv("support247").fr} prioritaire, réponse en moins d'une heure`,
      `Priority ${cv("support247").en} support, response in under an hour`,
    ),
    offer: "enterprise",
    popular: false,
    image: {
      src: "/images/solutions/ultimate.svg",
      alt: lt("Illustration : des serveurs redondants", "Illustration: redundant servers"),
    },
  },
  flex: {
    id: "flex",
    pageId: "softwareFlex",
    path: "/logiciel/flex",
    icon: "building-2",
    name: lt("Flex · GA Enterprise", "Flex · GA Enterprise"),
    badge: lt("Multi-sites", "Multi-site"),
    tagline: lt("Modules à la carte", "À la carte modules"),
    summary: lt(
      "L'offre des groupes et réseaux : choisissez vos modules site par site et pilotez l'ensemble depuis une seule plateforme.",
      "The offer for groups and networks: choose your modules site by site and run everything from a single platform.",
    ),
    target: lt("Groupes, réseaux et multi-campus", "Groups, networks and multi-campus institutions"),
    modulesLabel: lt("Modules à la carte", "À la carte modules"),
    modules: "a-la-carte",
    highlights: [
      {
        icon: "puzzle",
        title: lt("Modules à la carte", "À la carte modules"),
        text: lt(
          "Chaque site active les modules dont il a besoin, et seulement ceux-là.",
          "Each site switches on the modules it needs, and only those.",
        ),
      },
      {
        icon: "network",
        title: lt("Pilotage consolidé", "Consolidated reporting"),
        text: lt(
          "Effectifs, finances et résultats de tous vos sites en un tableau de bord.",
          "Headcount, finance and results across all sites in one dashboard.",
        ),
      },
      {
        icon: "settings",
        title: lt("Règles communes, autonomie locale", "Shared rules, local autonomy"),
        text: lt(
          "Paramètres de groupe et adaptations par établissement.",
          "Group-wide settings with per-site adjustments.",
        ),
      },
      {
        icon: "handshake",
        title: lt("Interlocuteur grands comptes", "Key account manager"),
        text: lt(
          "Une équipe dédiée et des engagements de service sur mesure.",
          "A dedicated team and tailored service commitments.",
        ),
      },
    ],
    included: [
      lt("Modules au choix, site par site", "Modules chosen site by site"),
      lt("Nombre de sites illimité", "Unlimited number of sites"),
      lt("Consolidation et comparaison entre sites", "Consolidation and cross-site comparison"),
      lt("Authentification unique pour tout le groupe", "Single sign-on across the group"),
      lt(
        "API et connecteurs au système d'information du groupe",
        "API and connectors to the group's information system",
      ),
      lt("Engagements de service personnalisés", "Tailored service commitments"),
    ],
    support: lt(
      `Support ${cv("support247").fr} et équipe projet dédiée`,
      `${cv("support247").en} support and a dedicated project team`,
    ),
    offer: "enterprise",
    popular: false,
    image: {
      src: "/images/solutions/flex.svg",
      alt: lt(
        "Illustration : trois établissements reliés à une même plateforme",
        "Illustration: three institutions connected to one platform",
      ),
    },
  },
};

export const EDITION_ORDER: readonly EditionId[] = ["standard", "premium", "ultimate", "flex"];

export type ComparisonCell = LText | boolean;

export interface ComparisonRow {
  readonly label: LText;
  readonly values: Readonly<Record<EditionId, ComparisonCell>>;
}

const same = (v: ComparisonCell): Record<EditionId, ComparisonCell> => ({
  standard: v,
  premium: v,
  ultimate: v,
  flex: v,
});

/** The comparison table of /logiciel/comparaison. */
export const COMPARISON: readonly { group: LText; rows: readonly ComparisonRow[] }[] = [
  {
    group: lt("Périmètre", "Scope"),
    rows: [
      {
        label: lt("Modules", "Modules"),
        values: {
          standard: lt("6 modules essentiels", "6 essential modules"),
          premium: ALL_MODULES,
          ultimate: lt("Les 15 modules et les options", "All 15 modules and options"),
          flex: lt("À la carte", "À la carte"),
        },
      },
      {
        label: lt("Effectifs", "Student numbers"),
        values: {
          standard: lt("50 à 200", "50 to 200"),
          premium: lt("200 à 1000", "200 to 1,000"),
          ultimate: lt("Illimités", "Unlimited"),
          flex: lt("Selon vos sites", "Per site"),
        },
      },
      {
        label: lt("Sites", "Sites"),
        values: {
          standard: lt("1", "1"),
          premium: lt("1", "1"),
          ultimate: lt("1 à 3", "1 to 3"),
          flex: lt("Illimités", "Unlimited"),
        },
      },
      { label: lt("Portail familles et étudiants", "Family and student portal"), values: same(true) },
      { label: lt("Application mobile", "Mobile app"), values: same(true) },
      {
        label: lt("E-learning intégré", "Built-in e-learning"),
        values: { standard: false, premium: true, ultimate: true, flex: true },
      },
    ],
  },
  {
    group: lt("Fonctionnalités avancées", "Advanced features"),
    rows: [
      {
        label: lt("Automatisations", "Automations"),
        values: {
          standard: lt("Essentielles", "Essential"),
          premium: lt("Avancées", "Advanced"),
          ultimate: lt("Illimitées", "Unlimited"),
          flex: lt("Illimitées", "Unlimited"),
        },
      },
      {
        label: lt("Tableaux de bord", "Dashboards"),
        values: {
          standard: lt("Standards", "Standard"),
          premium: lt("Personnalisables", "Customisable"),
          ultimate: lt("Analytique avancée", "Advanced analytics"),
          flex: lt("Consolidés multi-sites", "Consolidated multi-site"),
        },
      },
      {
        label: lt("Authentification unique (SSO)", "Single sign-on (SSO)"),
        values: { standard: false, premium: true, ultimate: true, flex: true },
      },
      {
        label: lt("API", "API"),
        values: {
          standard: lt("Lecture", "Read-only"),
          premium: lt("Complète", "Full"),
          ultimate: lt("Complète", "Full"),
          flex: lt("Complète et connecteurs", "Full, with connectors"),
        },
      },
      {
        label: lt("Environnement de recette", "Test environment"),
        values: { standard: false, premium: false, ultimate: true, flex: true },
      },
    ],
  },
  {
    group: lt("Service et sécurité", "Service and security"),
    rows: [
      {
        label: lt("Support", "Support"),
        values: {
          standard: lt("Jours ouvrés", "Business days"),
          premium: lt(cv("support247").fr, cv("support247").en),
          ultimate: lt(`${cv("support247").fr} prioritaire`, `${cv("support247").en} priority`),
          flex: lt(`${cv("support247").fr} et équipe dédiée`, `${cv("support247").en} and dedicated team`),
        },
      },
      {
        label: lt("Disponibilité garantie", "Guaranteed availability"),
        values: {
          standard: lt("Non contractuelle", "Not contractual"),
          premium: lt("99,5 %", "99.5%"),
          ultimate: lt("99,9 %", "99.9%"),
          flex: lt("99,9 %", "99.9%"),
        },
      },
      {
        label: lt("Déploiement", "Deployment"),
        values: {
          standard: lt("Démarrage guidé", "Guided start"),
          premium: lt("Chef de projet dédié", "Dedicated project manager"),
          ultimate: lt("Chef de projet dédié", "Dedicated project manager"),
          flex: lt("Équipe projet dédiée", "Dedicated project team"),
        },
      },
      { label: lt("Hébergement en France", "Hosted in France"), values: same(true) },
      {
        label: lt("Organisation certifiée ISO 27001", "ISO 27001 certified organisation"),
        values: same(true),
      },
    ],
  },
];

/** Texts of the software pages. */
export const SOFTWARE_LABELS = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  software: lt("Logiciel", "Software"),
  eyebrow: lt("GA Academic+", "GA Academic+"),
  editionsTitle: lt("Quatre éditions, une même plateforme", "Four editions, one platform"),
  editionsIntro: lt(
    "Toutes les éditions partagent les mêmes fondations : sécurité, simplicité et hébergement en France. Vous changez d'édition quand vos besoins évoluent, sans migration.",
    "Every edition shares the same foundations: security, simplicity and hosting in France. You can change edition as your needs evolve, with no migration.",
  ),
  target: lt("Pour qui", "Who it is for"),
  popular: lt("Le plus choisi", "Most popular"),
  editionLink: lt("Découvrir l'édition", "Explore the edition"),
  compareLink: lt("Comparer les éditions", "Compare the editions"),
  pillarsTitle: lt("Les fondations communes", "Shared foundations"),
  pillars: [
    {
      icon: "shield-check",
      title: lt("Sécurité", "Security"),
      text: lt(
        `Organisation certifiée ${cv("iso27001").fr}, chiffrement, double authentification et journaux d'audit.`,
        `${cv("iso27001").en} certified organisation, encryption, two-factor authentication and audit logs.`,
      ),
    },
    {
      icon: "map-pin",
      title: lt("Hébergé en France", "Hosted in France"),
      text: lt(
        `Vos données restent dans des centres de données français, conformément au ${cv("gdpr").fr}.`,
        `Your data stays in French data centres, in line with the ${cv("gdpr").en}.`,
      ),
    },
    {
      icon: "sparkles",
      title: lt("Simplicité", "Simplicity"),
      text: lt(
        "Des écrans testés avec les équipes des établissements, utilisables sans formation longue.",
        "Screens tested with institution staff, usable without lengthy training.",
      ),
    },
  ],
  highlightsTitle: lt("Les points forts", "Highlights"),
  includedTitle: lt("Ce qui est inclus", "What is included"),
  modulesTitle: lt("Les modules de l'édition", "Modules in this edition"),
  modulesAll: lt("Tous les modules de GA Academic+ sont inclus.", "Every GA Academic+ module is included."),
  modulesAlaCarte: lt(
    "Vous choisissez vos modules parmi les 15 de GA Academic+, site par site.",
    "You choose your modules from the 15 in GA Academic+, site by site.",
  ),
  moduleLink: lt("Découvrir le module", "Explore the module"),
  supportTitle: lt("Support", "Support"),
  otherEditions: lt("Les autres éditions", "Other editions"),
  ctaTitle: lt("Quelle édition pour votre établissement ?", "Which edition suits your institution?"),
  ctaText: lt(
    `Un conseiller vous aide à choisir, puis vous recevez une proposition chiffrée sous ${cv("quoteIn5Days").fr}.`,
    `An adviser helps you choose, then you receive a priced proposal within ${cv("quoteIn5Days").en}.`,
  ),
  comparisonCaption: lt(
    "Comparaison des éditions Standard, Premium, Ultimate et Flex de GA Academic+",
    "Comparison of the Standard, Premium, Ultimate and Flex editions of GA Academic+",
  ),
  feature: lt("Fonctionnalité", "Feature"),
  yes: lt("Inclus", "Included"),
  no: lt("Non inclus", "Not included"),
  tableScroll: lt("Tableau comparatif, défilable horizontalement", "Comparison table, scrolls horizontally"),
} as const;
