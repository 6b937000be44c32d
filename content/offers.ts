import { cv } from "./claims.ts";
import { lt, type LText } from "./localized.ts";
import type { OfferId } from "./offer-ids.ts";

export { isOfferId, OFFER_IDS, quotePath, type OfferId } from "./offer-ids.ts";

/**
 * The five offers of the home page (spec §1), all priced "Sur devis", each with a quote button to
 * `/devis?offer=<id>` (spec §3 "Offer card": id, group, name, title, description, price, badge,
 * features, target). The quote page reads `OFFER_IDS` (offer-ids.ts) to recognise the offer it is given.
 */
export interface Offer {
  readonly id: OfferId;
  readonly group: "academic" | "learning" | "services";
  readonly name: LText;
  readonly title: LText;
  readonly description: LText;
  /** Every offer is priced on quotation (spec §1). */
  readonly price: LText;
  readonly badge: LText;
  readonly target: LText;
  readonly features: readonly LText[];
  /** Premium is the offer marked popular (spec §1). */
  readonly popular: boolean;
}

export const ON_QUOTE = lt("Sur devis", "On quotation");

export const OFFERS: readonly Offer[] = [
  {
    id: "academic-starter",
    group: "academic",
    name: lt("Academic Starter", "Academic Starter"),
    title: lt("L'essentiel pour bien démarrer", "Everything you need to get started"),
    description: lt(
      "Les 6 modules indispensables pour gérer les élèves, la scolarité, les notes et les finances d'un établissement à taille humaine.",
      "The six must-have modules to run students, timetables, grades and fees in a mid-sized school.",
    ),
    price: ON_QUOTE,
    badge: lt("6 modules", "6 modules"),
    target: lt("50 à 200 élèves", "50 to 200 students"),
    features: [
      lt("Dossiers élèves et inscriptions en ligne", "Student records and online enrolment"),
      lt("Emplois du temps et absences", "Timetables and attendance"),
      lt("Notes, bulletins et examens", "Grades, report cards and exams"),
      lt("Facturation et paiements des familles", "Family invoicing and payments"),
      lt("Portail familles et élèves", "Parent and student portal"),
      lt("Formation de prise en main incluse", "Onboarding training included"),
    ],
    popular: false,
  },
  {
    id: "premium",
    group: "academic",
    name: lt("Premium", "Premium"),
    title: lt("La suite GA Academic+ complète", "The complete GA Academic+ suite"),
    description: lt(
      "Tous les modules, l'automatisation des tâches administratives et un support prioritaire pour les établissements en croissance.",
      "Every module, automated admin tasks and priority support for growing institutions.",
    ),
    price: ON_QUOTE,
    badge: lt("Tous les modules", "All modules"),
    target: lt("200 à 1000 élèves", "200 to 1,000 students"),
    features: [
      lt(`Les ${cv("modules15").fr} modules intégrés`, `All ${cv("modules15").en} integrated modules`),
      lt("Relances, bulletins et convocations automatisés", "Automated reminders, reports and notices"),
      lt("Tableaux de bord de pilotage", "Management dashboards"),
      lt(
        `Support ${cv("support247").fr} et chef de projet dédié`,
        `${cv("support247").en} support and a dedicated project manager`,
      ),
      lt(
        `Sécurité ${cv("iso27001").fr} et conformité ${cv("gdpr").fr}`,
        `${cv("iso27001").en} security and ${cv("gdpr").en} compliance`,
      ),
      lt("Reprise de vos données existantes", "Migration of your existing data"),
    ],
    popular: true,
  },
  {
    id: "enterprise",
    group: "academic",
    name: lt("Enterprise", "Enterprise"),
    title: lt("Modules à la carte, tous vos sites", "À la carte modules, every site"),
    description: lt(
      "Composez votre solution module par module et pilotez vos campus, écoles ou centres depuis une seule plateforme.",
      "Pick the modules you need and run all your campuses, schools or centres from a single platform.",
    ),
    price: ON_QUOTE,
    badge: lt("Multi-sites", "Multi-site"),
    target: lt("Groupes et réseaux d'établissements", "Groups and networks of institutions"),
    features: [
      lt("Modules à la carte", "À la carte modules"),
      lt("Consolidation multi-établissements", "Consolidated multi-site reporting"),
      lt("Authentification unique (SSO) et annuaire", "Single sign-on (SSO) and directory sync"),
      lt("API et intégrations à votre SI", "API and integrations with your systems"),
      lt("Engagements de service personnalisés", "Tailored service-level commitments"),
      lt("Interlocuteur grands comptes", "Dedicated key account manager"),
    ],
    popular: false,
  },
  {
    id: "learning-platform",
    group: "learning",
    name: lt("Learning Platform", "Learning Platform"),
    title: lt("GA Learning, la plateforme LMS", "GA Learning, the LMS"),
    description: lt(
      "Une plateforme d'apprentissage en ligne autonome pour vos cours hybrides, classes virtuelles et parcours certifiants.",
      "A stand-alone e-learning platform for blended courses, virtual classrooms and certified learning paths.",
    ),
    price: ON_QUOTE,
    badge: lt("LMS", "LMS"),
    target: lt(
      "Écoles, CFA et organismes de formation",
      "Schools, apprenticeship centres and training providers",
    ),
    features: [
      lt("Parcours et cours en ligne", "Online courses and learning paths"),
      lt("Classes virtuelles intégrées", "Built-in virtual classrooms"),
      lt("Quiz et évaluations corrigés automatiquement", "Auto-marked quizzes and assessments"),
      lt("Suivi de l'assiduité et attestations", "Attendance tracking and certificates"),
      lt(`Mise en service en ${cv("deployment24h").fr}`, `Up and running in ${cv("deployment24h").en}`),
      lt("Compatible SCORM et xAPI", "SCORM and xAPI compatible"),
    ],
    popular: false,
  },
  {
    id: "custom-services",
    group: "services",
    name: lt("Custom Services", "Custom Services"),
    title: lt("GA Services, vos projets sur mesure", "GA Services, your bespoke projects"),
    description: lt(
      "Applications mobiles, portails, contenus e-learning, migration de données : nos experts conçoivent et livrent vos projets numériques.",
      "Mobile apps, portals, e-learning content, data migration: our experts design and deliver your digital projects.",
    ),
    price: ON_QUOTE,
    badge: lt("Sur mesure", "Tailor-made"),
    target: lt("Tout établissement avec un projet", "Any institution with a project"),
    features: [
      lt("Applications mobiles iOS et Android", "iOS and Android mobile apps"),
      lt("Sites web et portails", "Websites and portals"),
      lt("Contenus e-learning et serious games", "E-learning content and serious games"),
      lt("Migration et reprise de données", "Data migration and clean-up"),
      lt("Intégrations API", "API integrations"),
      lt("Formation de vos équipes", "Training for your teams"),
    ],
    popular: false,
  },
];
