import type { IconName } from "./icon-name.ts";
import type { ModuleSetId } from "./slugs.ts";
import { cv, stat, type StatText } from "./claims.ts";
import { lt, type LText } from "./localized.ts";
import type { OfferId } from "./offer-ids.ts";
import { TESTIMONIALS, type Testimonial } from "./testimonials.ts";

/** The children of /solutions (spec §2): three by type of institution, three by product. */
export type SolutionPageId =
  | "solutionSchools"
  | "solutionSecondary"
  | "solutionHigherEd"
  | "solutionAcademic"
  | "solutionLearning"
  | "solutionServices";

export interface TitledText {
  readonly title: LText;
  readonly text: LText;
}

export interface IconText extends TitledText {
  readonly icon: IconName;
}

export interface Solution {
  readonly pageId: SolutionPageId;
  readonly path: string;
  readonly kind: "sector" | "product";
  readonly icon: IconName;
  /** Name on cards and in breadcrumbs. */
  readonly name: LText;
  readonly badge: LText;
  /** Short description for cards (the page's heading and lead come from page-texts). */
  readonly summary: LText;
  readonly image: { readonly src: string; readonly alt: LText };
  readonly challengesTitle: LText;
  readonly challenges: readonly TitledText[];
  readonly answersTitle: LText;
  readonly answers: readonly IconText[];
  readonly figures: readonly StatText[];
  readonly modules: readonly ModuleSetId[];
  readonly testimonial: Testimonial;
  readonly offer: OfferId;
  /** A page that goes further (the LMS page, the services catalogue, the modules). */
  readonly more: { readonly label: LText; readonly href: string };
}

export const SOLUTION_IMAGE_SIZE = { width: 640, height: 440 } as const;

export const SOLUTIONS: Readonly<Record<SolutionPageId, Solution>> = {
  solutionSchools: {
    pageId: "solutionSchools",
    path: "/solutions/ecoles",
    kind: "sector",
    icon: "school",
    name: lt("Écoles", "Primary schools"),
    badge: lt("Maternelle et élémentaire", "Nursery and primary"),
    summary: lt(
      "Inscriptions, cantine, garderie et lien avec les familles pour les écoles maternelles et élémentaires.",
      "Enrolment, canteen, after-school care and family communication for nursery and primary schools.",
    ),
    image: {
      src: "/images/solutions/ecoles.svg",
      alt: lt(
        "Illustration : une école avec sa cour et son drapeau",
        "Illustration: a primary school with its playground and flag",
      ),
    },
    challengesTitle: lt("Le quotidien d'une direction d'école", "Daily life for a head of school"),
    challenges: [
      {
        title: lt("Une direction qui enseigne aussi", "Heads who also teach"),
        text: lt(
          "Le temps administratif se prend sur le temps de classe : chaque minute gagnée compte.",
          "Admin time comes out of teaching time: every minute saved counts.",
        ),
      },
      {
        title: lt("Des familles à informer", "Families to keep informed"),
        text: lt(
          "Sorties, menus, absences, réunions : les messages se perdent entre cahiers et courriels.",
          "Trips, menus, absences, meetings: messages get lost between notebooks and e-mails.",
        ),
      },
      {
        title: lt("Cantine et garderie à facturer", "Canteen and after-school care to invoice"),
        text: lt(
          "Pointages sur papier, tableurs et relances : la facturation prend des soirées entières.",
          "Paper registers, spreadsheets and reminders: invoicing takes entire evenings.",
        ),
      },
    ],
    answersTitle: lt("Ce que GA change pour votre école", "What GA changes for your school"),
    answers: [
      {
        icon: "door-open",
        title: lt("Inscriptions en ligne", "Online enrolment"),
        text: lt(
          "Les familles inscrivent et réinscrivent leurs enfants depuis chez elles.",
          "Families enrol and re-enrol their children from home.",
        ),
      },
      {
        icon: "utensils",
        title: lt("Cantine et garderie", "Canteen and after-school care"),
        text: lt(
          "Réservations par les parents, pointage sur tablette, facturation automatique.",
          "Bookings by parents, check-in on a tablet, automatic invoicing.",
        ),
      },
      {
        icon: "message-square-text",
        title: lt("Messagerie familles", "Family messaging"),
        text: lt(
          "Un message, tous les parents d'une classe, avec accusé de lecture.",
          "One message to every parent in a class, with read receipts.",
        ),
      },
      {
        icon: "notebook-pen",
        title: lt("Livret scolaire", "School report book"),
        text: lt(
          "Compétences évaluées et livret partagé avec les familles.",
          "Competencies assessed and the report book shared with families.",
        ),
      },
    ],
    figures: [],
    modules: ["etudiants", "services-etudiants", "finance", "evaluations"],
    testimonial: TESTIMONIALS.primarySchool,
    offer: "academic-starter",
    more: { label: lt("Voir les modules", "See the modules"), href: "/modules" },
  },
  solutionSecondary: {
    pageId: "solutionSecondary",
    path: "/solutions/colleges-lycees",
    kind: "sector",
    icon: "building-2",
    name: lt("Collèges et lycées", "Secondary schools"),
    badge: lt("Collèges et lycées", "Secondary schools"),
    summary: lt(
      "Emplois du temps, notes, bulletins, vie scolaire et examens pour les collèges et lycées.",
      "Timetables, grades, reports, pastoral care and exams for secondary schools.",
    ),
    image: {
      src: "/images/solutions/colleges-lycees.svg",
      alt: lt("Illustration : un lycée de trois étages", "Illustration: a three-storey secondary school"),
    },
    challengesTitle: lt("Les défis d'un établissement secondaire", "The challenges of a secondary school"),
    challenges: [
      {
        title: lt("Des emplois du temps complexes", "Complex timetables"),
        text: lt(
          "Options, groupes de langues, spécialités : chaque rentrée est un casse-tête.",
          "Options, language groups, specialisms: every new year is a puzzle.",
        ),
      },
      {
        title: lt("Une vie scolaire très sollicitée", "A stretched pastoral team"),
        text: lt(
          "Absences, retards, incidents et appels des familles arrivent en continu.",
          "Absences, lateness, incidents and calls from families never stop.",
        ),
      },
      {
        title: lt("Des conseils de classe chronophages", "Time-consuming class councils"),
        text: lt(
          "Rassembler notes, appréciations et décisions mobilise toute l'équipe en fin de trimestre.",
          "Gathering marks, comments and decisions ties up the whole team at the end of each term.",
        ),
      },
    ],
    answersTitle: lt("Ce que GA change pour votre établissement", "What GA changes for your school"),
    answers: [
      {
        icon: "calendar-days",
        title: lt("Emplois du temps assistés", "Assisted timetabling"),
        text: lt(
          "Contraintes vérifiées automatiquement, changements notifiés à tous.",
          "Constraints checked automatically, changes notified to everyone.",
        ),
      },
      {
        icon: "user-check",
        title: lt("Vie scolaire en temps réel", "Real-time pastoral care"),
        text: lt(
          "Appel sur mobile, familles alertées, justificatifs en ligne.",
          "Registers on mobile, families alerted, absence notes online.",
        ),
      },
      {
        icon: "file-text",
        title: lt("Bulletins en une soirée", "Reports in one evening"),
        text: lt(
          "Conseils de classe préparés, projetés et clôturés en séance.",
          "Class councils prepared, displayed and closed during the meeting.",
        ),
      },
      {
        icon: "clipboard-check",
        title: lt("Examens blancs organisés", "Mock exams organised"),
        text: lt(
          "Convocations, salles et surveillances comme pour le vrai.",
          "Notices, rooms and invigilation, just like the real thing.",
        ),
      },
    ],
    figures: [],
    modules: ["academique", "evaluations", "examens", "etudiants"],
    testimonial: TESTIMONIALS.highSchoolPrincipal,
    offer: "premium",
    more: { label: lt("Voir les modules", "See the modules"), href: "/modules" },
  },
  solutionHigherEd: {
    pageId: "solutionHigherEd",
    path: "/solutions/superieur",
    kind: "sector",
    icon: "graduation-cap",
    name: lt("Enseignement supérieur", "Higher education"),
    badge: lt("Universités et écoles", "Universities and schools"),
    summary: lt(
      "Candidatures, maquettes, ECTS, jurys, diplômes et vie étudiante pour l'enseignement supérieur.",
      "Applications, programme structures, ECTS, exam boards, degrees and student life for higher education.",
    ),
    image: {
      src: "/images/solutions/superieur.svg",
      alt: lt(
        "Illustration : un bâtiment universitaire à colonnes",
        "Illustration: a university building with columns",
      ),
    },
    challengesTitle: lt("Les enjeux du supérieur", "What higher education faces"),
    challenges: [
      {
        title: lt("Des candidatures en masse", "Applications at scale"),
        text: lt(
          "Des milliers de dossiers à instruire en quelques semaines, avec des commissions par formation.",
          "Thousands of applications to process in a few weeks, with panels for each programme.",
        ),
      },
      {
        title: lt("Des maquettes qui évoluent", "Programme structures that keep changing"),
        text: lt(
          "Parcours, UE mutualisées, alternance : l'offre change chaque année.",
          "Pathways, shared units, work-study: the offer changes every year.",
        ),
      },
      {
        title: lt("Des jurys sous pression", "Exam boards under pressure"),
        text: lt(
          "Compensation, rattrapages, crédits ECTS : la moindre erreur se paie cher.",
          "Compensation, resits, ECTS credits: every mistake is costly.",
        ),
      },
    ],
    answersTitle: lt("Ce que GA change pour votre établissement", "What GA changes for your institution"),
    answers: [
      {
        icon: "user-plus",
        title: lt("Portail de candidature", "Application portal"),
        text: lt(
          "Dossiers en ligne, commissions et décisions notifiées en masse.",
          "Online applications, panels and decisions sent in bulk.",
        ),
      },
      {
        icon: "layers",
        title: lt("Maquettes et ECTS", "Programmes and ECTS"),
        text: lt(
          "Offre de formation décrite une fois et utilisée partout.",
          "Programmes described once and used everywhere.",
        ),
      },
      {
        icon: "scale",
        title: lt("Jurys fiables", "Reliable exam boards"),
        text: lt(
          "Règles de calcul appliquées automatiquement, procès-verbaux générés.",
          "Calculation rules applied automatically, minutes generated.",
        ),
      },
      {
        icon: "handshake",
        title: lt("Stages et relations entreprises", "Placements and employer relations"),
        text: lt(
          "Conventions signées en ligne et réseau des partenaires centralisé.",
          "Agreements signed online and partner network in one place.",
        ),
      },
    ],
    figures: [],
    modules: ["etudiants", "academique", "examens", "relations-partenariats"],
    testimonial: TESTIMONIALS.universityFinance,
    offer: "premium",
    more: { label: lt("Voir les modules", "See the modules"), href: "/modules" },
  },
  solutionAcademic: {
    pageId: "solutionAcademic",
    path: "/solutions/ga-academic",
    kind: "product",
    icon: "layers",
    name: lt("GA Academic+", "GA Academic+"),
    badge: lt(`${cv("modules15").fr} modules`, `${cv("modules15").en} modules`),
    summary: lt(
      `La gestion complète de votre établissement en ${cv("modules15").fr} modules intégrés, hébergée en France.`,
      `Complete management of your institution in ${cv("modules15").en} integrated modules, hosted in France.`,
    ),
    image: {
      src: "/images/solutions/ga-academic.svg",
      alt: lt(
        "Illustration : un ordinateur portable affichant le tableau de bord de GA Academic+",
        "Illustration: a laptop showing the GA Academic+ dashboard",
      ),
    },
    challengesTitle: lt("Pourquoi une plateforme unique", "Why a single platform"),
    challenges: [
      {
        title: lt("Fini les logiciels qui ne se parlent pas", "No more tools that don't talk to each other"),
        text: lt(
          "Scolarité, finances et examens partagent enfin les mêmes données.",
          "Admissions, finance and exams finally share the same data.",
        ),
      },
      {
        title: lt("Fini la double saisie", "No more double entry"),
        text: lt(
          "Une information saisie une fois est juste partout, du dossier à la facture.",
          "Information entered once is correct everywhere, from record to invoice.",
        ),
      },
      {
        title: lt("Fini les tableurs de pilotage", "No more reporting spreadsheets"),
        text: lt(
          "Les indicateurs se calculent en temps réel, sans export ni retraitement.",
          "Indicators are calculated in real time, with no exports or rework.",
        ),
      },
    ],
    answersTitle: lt("Ce que comprend GA Academic+", "What GA Academic+ includes"),
    answers: [
      {
        icon: "users",
        title: lt("Scolarité complète", "Complete student administration"),
        text: lt(
          "Candidatures, inscriptions, dossiers, documents.",
          "Applications, enrolment, records, documents.",
        ),
      },
      {
        icon: "book-open",
        title: lt("Pédagogie et évaluations", "Teaching and assessment"),
        text: lt(
          "Maquettes, emplois du temps, notes, bulletins, examens.",
          "Programmes, timetables, grades, reports, exams.",
        ),
      },
      {
        icon: "wallet",
        title: lt("Gestion et ressources", "Management and resources"),
        text: lt(
          "Finances, RH, patrimoine, relations entreprises.",
          "Finance, HR, estates, employer relations.",
        ),
      },
      {
        icon: "shield-check",
        title: lt("Sécurité et hébergement", "Security and hosting"),
        text: lt(
          `Organisation certifiée ${cv("iso27001").fr}, hébergement en France, conformité ${cv("gdpr").fr}.`,
          `${cv("iso27001").en} certified organisation, hosted in France, ${cv("gdpr").en} compliant.`,
        ),
      },
    ],
    figures: [stat("modules15"), stat("iso27001"), stat("gdpr")],
    modules: ["etudiants", "academique", "finance", "examens"],
    testimonial: TESTIMONIALS.universityFinance,
    offer: "premium",
    more: { label: lt("Découvrir les modules", "Explore the modules"), href: "/modules" },
  },
  solutionLearning: {
    pageId: "solutionLearning",
    path: "/solutions/ga-learning",
    kind: "product",
    icon: "monitor-play",
    name: lt("GA Learning", "GA Learning"),
    badge: lt("Nouvelle génération", "Next generation"),
    summary: lt(
      "La plateforme d'apprentissage en ligne autonome : cours, classes virtuelles et parcours certifiants.",
      "The stand-alone e-learning platform: courses, virtual classrooms and certified learning paths.",
    ),
    image: {
      src: "/images/solutions/ga-learning.svg",
      alt: lt(
        "Illustration : une tablette affichant un cours en ligne",
        "Illustration: a tablet showing an online course",
      ),
    },
    challengesTitle: lt("Ce que vos apprenants attendent", "What your learners expect"),
    challenges: [
      {
        title: lt("Apprendre partout", "Learning anywhere"),
        text: lt(
          "Sur ordinateur, tablette ou téléphone, en cours ou le soir après le travail.",
          "On a computer, tablet or phone, in class or in the evening after work.",
        ),
      },
      {
        title: lt("Des parcours à leur rythme", "Paths at their own pace"),
        text: lt(
          "Entrées permanentes, prérequis, modules optionnels : chacun son chemin.",
          "Rolling starts, prerequisites, optional modules: everyone takes their own route.",
        ),
      },
      {
        title: lt("Des preuves pour les financeurs", "Evidence for funders"),
        text: lt(
          "Temps passé, activités et attestations doivent être démontrables.",
          "Time spent, activities and certificates must be demonstrable.",
        ),
      },
    ],
    answersTitle: lt("Ce que GA Learning vous apporte", "What GA Learning gives you"),
    answers: [
      {
        icon: "route",
        title: lt("Parcours individualisés", "Personalised paths"),
        text: lt(
          "Séquences conditionnelles et rythme adapté.",
          "Conditional sequences and a pace that fits.",
        ),
      },
      {
        icon: "video",
        title: lt("Classes virtuelles", "Virtual classrooms"),
        text: lt(
          "Intégrées, avec présence relevée automatiquement.",
          "Built in, with attendance recorded automatically.",
        ),
      },
      {
        icon: "award",
        title: lt("Certificats et badges", "Certificates and badges"),
        text: lt(
          "Délivrés automatiquement en fin de parcours.",
          "Issued automatically at the end of a path.",
        ),
      },
      {
        icon: "rocket",
        title: lt(`Prêt en ${cv("deployment24h").fr}`, `Ready in ${cv("deployment24h").en}`),
        text: lt(
          "Votre plateforme à vos couleurs, ouverte dès le lendemain.",
          "Your branded platform, open the very next day.",
        ),
      },
    ],
    figures: [],
    modules: ["e-learning", "evaluations"],
    testimonial: TESTIMONIALS.continuingEducation,
    offer: "learning-platform",
    more: { label: lt("Découvrir la plateforme LMS", "Explore the LMS"), href: "/lms" },
  },
  solutionServices: {
    pageId: "solutionServices",
    path: "/solutions/ga-services",
    kind: "product",
    icon: "sparkles",
    name: lt("GA Services", "GA Services"),
    badge: lt("Expertise", "Expertise"),
    summary: lt(
      "Applications, portails, e-learning sur mesure, migration de données et formation, par nos experts.",
      "Apps, portals, bespoke e-learning, data migration and training, delivered by our experts.",
    ),
    image: {
      src: "/images/solutions/ga-services.svg",
      alt: lt(
        "Illustration : un navigateur affichant un portail sur mesure",
        "Illustration: a browser showing a bespoke portal",
      ),
    },
    challengesTitle: lt("Quand le logiciel ne suffit pas", "When software alone is not enough"),
    challenges: [
      {
        title: lt("Un projet qui vous ressemble", "A project that fits you"),
        text: lt(
          "Une application à votre nom, un portail, un parcours e-learning spécifique.",
          "An app under your name, a portal, a specific e-learning path.",
        ),
      },
      {
        title: lt("Un système d'information à relier", "Systems to connect"),
        text: lt(
          "Annuaire, comptabilité, paie, site web : tout doit fonctionner ensemble.",
          "Directory, accounting, payroll, website: everything must work together.",
        ),
      },
      {
        title: lt("Des équipes à embarquer", "Teams to bring along"),
        text: lt(
          "Un outil n'est utile que s'il est adopté par ceux qui l'utilisent.",
          "A tool is only useful if the people who use it adopt it.",
        ),
      },
    ],
    answersTitle: lt("Ce que GA Services réalise pour vous", "What GA Services delivers for you"),
    answers: [
      {
        icon: "smartphone",
        title: lt("Développement digital", "Digital development"),
        text: lt("Applications mobiles, sites et portails.", "Mobile apps, websites and portals."),
      },
      {
        icon: "lightbulb",
        title: lt("Innovation pédagogique", "Teaching innovation"),
        text: lt(
          "E-learning, réalité virtuelle, serious games, IA.",
          "E-learning, virtual reality, serious games, AI.",
        ),
      },
      {
        icon: "database-zap",
        title: lt("Données et intégrations", "Data and integrations"),
        text: lt("Migration, API et connecteurs.", "Migration, API and connectors."),
      },
      {
        icon: "compass",
        title: lt("Accompagnement", "Support and advice"),
        text: lt(
          `Audit gratuit de ${cv("audit2Hours").fr}, pilotage de projet, déploiement et formation.`,
          `Free on-site audit (${cv("audit2Hours").en}), project management, deployment and training.`,
        ),
      },
    ],
    figures: [],
    modules: [],
    testimonial: TESTIMONIALS.businessSchool,
    offer: "custom-services",
    more: { label: lt("Voir tous les services", "See all services"), href: "/services" },
  },
};

/** Texts around the content of a solution page and of the solutions index. */
export const SOLUTION_LABELS = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  solutions: lt("Solutions", "Solutions"),
  eyebrowSector: lt("Solution par secteur", "Solution by sector"),
  eyebrowProduct: lt("Nos offres", "Our offers"),
  modulesTitle: lt("Les modules recommandés", "Recommended modules"),
  moduleLink: lt("Découvrir le module", "Explore the module"),
  testimonialTitle: lt("Ils en parlent", "In their words"),
  starsLabel: lt("Note : {n} sur 5", "Rating: {n} out of 5"),
  ctaTitle: lt("Construisons votre solution", "Let's build your solution"),
  ctaText: lt(
    `Une démonstration de ${cv("demo30Minutes").fr} sur vos propres cas, puis une proposition chiffrée sous ${cv("quoteIn5Days").fr}.`,
    `A live demo lasting ${cv("demo30Minutes").en}, built around your own cases, then a priced proposal within ${cv("quoteIn5Days").en}.`,
  ),
  indexProductsTitle: lt("Quatre offres complémentaires", "Four complementary offers"),
  indexProductsIntro: lt(
    "Chaque offre fonctionne seule ou avec les autres, sur la même plateforme et les mêmes données.",
    "Each offer works on its own or with the others, on the same platform and the same data.",
  ),
  indexSectorsTitle: lt(
    "Une solution pour votre type d'établissement",
    "A solution for your type of institution",
  ),
  indexSectorsIntro: lt(
    "Nous avons adapté GA au fonctionnement de chaque type d'établissement.",
    "We have tailored GA to the way each type of institution works.",
  ),
  indexSectorsLink: lt(
    "Voir tous les secteurs, dont les CFA et la formation continue",
    "See every sector, including apprenticeship centres and continuing education",
  ),
  indexLink: lt("Découvrir", "Discover"),
  enterprise: {
    title: lt("GA Enterprise", "GA Enterprise"),
    badge: lt("Multi-sites", "Multi-site"),
    text: lt(
      "L'offre des groupes et réseaux d'établissements : modules à la carte et pilotage consolidé.",
      "The offer for groups and networks of institutions: à la carte modules and consolidated reporting.",
    ),
    href: "/solutions/ga-enterprise",
  },
} as const;
