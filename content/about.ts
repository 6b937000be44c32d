import { claimLine, cv, stat } from "./claims.ts";
import { lt } from "./localized.ts";

/** The /about page (spec §2: founded 2018, a team of 60+ experts, hosted in France, ISO 27001 and GDPR). */
export const ABOUT = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  eyebrow: lt(`Depuis ${cv("founded2018").fr}`, `Since ${cv("founded2018").en}`),
  image: {
    src: "/images/home/team.svg",
    width: 560,
    height: 420,
    alt: lt(
      "Illustration : l'équipe GA Éducation autour d'un écran de pilotage",
      "Illustration: the GA Education team around a reporting screen",
    ),
  },
  figuresTitle: lt("GA Éducation en chiffres", "GA Education in figures"),
  figures: [
    stat("founded2018"),
    stat("experts60"),
    stat("partners50"),
    stat("students15000"),
    stat("countries15"),
    stat("continents5"),
    stat("satisfaction95"),
  ],
  storyTitle: lt("Notre histoire", "Our story"),
  story: [
    lt(
      `GA Éducation est née en ${cv("founded2018").fr} d'un constat partagé par ses fondateurs, une ancienne responsable de scolarité et deux ingénieurs : les établissements perdaient un temps considérable à jongler entre des logiciels qui ne se parlaient pas, des tableurs et du papier.`,
      `GA Education was founded in ${cv("founded2018").en} on an observation shared by its founders, a former registrar and two engineers: institutions were losing huge amounts of time juggling software that did not talk to each other, spreadsheets and paper.`,
    ),
    lt(
      "Nous avons construit GA Academic+ avec les équipes des établissements, écran par écran, en partant de leurs journées réelles : la rentrée, les conseils de classe, les jurys, la clôture des comptes. GA Learning et GA Services sont venus compléter l'offre à mesure que nos clients nous confiaient de nouveaux projets.",
      "We built GA Academic+ with institution staff, screen by screen, starting from their real working days: the start of term, class councils, exam boards, year-end closing. GA Learning and GA Services followed as our customers trusted us with new projects.",
    ),
    lt(
      `Aujourd'hui, une équipe de plus de ${cv("experts60").fr.replace("+", "")} experts accompagne des écoles, universités, CFA et organismes de formation dans plus de ${cv("countries15").fr.replace("+", "")} pays, sur ${cv("continents5").fr} continents, avec des données toujours hébergées en France.`,
      `Today, a team of more than ${cv("experts60").en.replace("+", "")} experts supports schools, universities, apprenticeship centres and training providers in more than ${cv("countries15").en.replace("+", "")} countries across ${cv("continents5").en} continents, with data always hosted in France.`,
    ),
  ],
  timelineTitle: lt("Les grandes étapes", "Milestones"),
  timeline: [
    {
      year: "2018",
      title: lt("Création à Paris", "Founded in Paris"),
      text: lt(
        "Trois fondateurs, un premier lycée pilote et une conviction : simplifier la gestion des établissements.",
        "Three founders, a first pilot school and one belief: institution management should be simple.",
      ),
    },
    {
      year: "2019",
      title: lt("GA Academic+ en production", "GA Academic+ goes live"),
      text: lt(
        "Les modules scolarité, évaluations et finances équipent nos dix premiers établissements.",
        "The student, assessment and finance modules go live in our first ten institutions.",
      ),
    },
    {
      year: "2020",
      title: lt("Continuité pédagogique", "Teaching continuity"),
      text: lt(
        "Le module E-learning est livré en urgence pour permettre aux cours de continuer à distance.",
        "The E-learning module is fast-tracked so that classes can continue remotely.",
      ),
    },
    {
      year: "2021",
      title: lt("Ouverture aux CFA", "Apprenticeship centres join"),
      text: lt(
        "Livret d'apprentissage, contrats et financements : GA s'adapte à l'alternance.",
        "Logbooks, contracts and funding: GA adapts to work-study training.",
      ),
    },
    {
      year: "2023",
      title: lt("Certification ISO 27001", "ISO 27001 certification"),
      text: lt(
        "Notre organisation est certifiée pour la sécurité de l'information.",
        "Our organisation is certified for information security management.",
      ),
    },
    {
      year: "2025",
      title: lt("GA Learning nouvelle génération", "Next-generation GA Learning"),
      text: lt(
        "Une plateforme LMS autonome, ouverte aux organismes de formation du monde entier.",
        "A stand-alone LMS, open to training providers around the world.",
      ),
    },
  ],
  valuesTitle: lt("Ce qui nous guide", "What guides us"),
  values: [
    {
      icon: "target",
      title: lt("Être utiles", "Being useful"),
      text: lt(
        "Chaque fonctionnalité doit faire gagner du temps à une personne réelle dans un établissement réel.",
        "Every feature must save time for a real person in a real institution.",
      ),
    },
    {
      icon: "sparkles",
      title: lt("Rester simples", "Staying simple"),
      text: lt(
        "Un écran qu'il faut expliquer est un écran à refaire.",
        "A screen that needs explaining is a screen to redesign.",
      ),
    },
    {
      icon: "shield-check",
      title: lt("Mériter la confiance", "Earning trust"),
      text: lt(
        "Les données des élèves sont précieuses : nous les protégeons comme telles.",
        "Student data is precious, and we protect it accordingly.",
      ),
    },
    {
      icon: "handshake",
      title: lt("Être proches", "Staying close"),
      text: lt(
        "Nos consultants connaissent votre métier et vous répondent dans votre langue.",
        "Our consultants know your work and answer you in your language.",
      ),
    },
  ],
  trustTitle: lt("Sécurité et conformité", "Security and compliance"),
  trustIntro: lt(
    "La protection des données des élèves, des familles et des équipes n'est pas une option.",
    "Protecting the data of students, families and staff is not optional.",
  ),
  trust: [
    {
      icon: "map-pin",
      title: cv("hostedInFrance"),
      text: lt(
        "Vos données sont hébergées dans des centres de données situés en France, chez un hébergeur français.",
        "Your data is hosted in data centres located in France, by a French hosting provider.",
      ),
    },
    {
      icon: "award",
      title: lt(`Certifié ${cv("iso27001").fr}`, `${cv("iso27001").en} certified`),
      text: lt(
        "Notre système de management de la sécurité de l'information est audité chaque année.",
        "Our information security management system is audited every year.",
      ),
    },
    {
      icon: "lock",
      title: lt(`Conforme au ${cv("gdpr").fr}`, `${cv("gdpr").en} compliant`),
      text: lt(
        "Registre des traitements, contrats de sous-traitance, délégué à la protection des données et droits des personnes respectés.",
        "Processing register, data processing agreements, a data protection officer and full respect for individuals' rights.",
      ),
    },
  ],
  teamTitle: lt(`Une équipe de ${claimLine("experts60").fr}`, `A team of ${claimLine("experts60").en}`),
  team: [
    { value: "24", label: lt("développeurs et ingénieurs", "developers and engineers") },
    {
      value: "14",
      label: lt("consultants métier issus de l'éducation", "domain consultants from education"),
    },
    { value: "12", label: lt("formateurs et chefs de projet", "trainers and project managers") },
    { value: "11", label: lt("experts support et sécurité", "support and security specialists") },
  ],
  teamText: lt(
    "Siège à Paris, équipes à Lyon et Nantes, et des consultants au plus près de nos clients en France et à l'international.",
    "Head office in Paris, teams in Lyon and Nantes, and consultants close to our customers in France and abroad.",
  ),
  ctaTitle: lt("Rencontrons-nous", "Let's meet"),
  ctaText: lt(
    `Audit gratuit de ${cv("audit2Hours").fr} sur site ou démonstration de ${cv("demo30Minutes").fr} : choisissez votre premier pas.`,
    `A free on-site audit lasting ${cv("audit2Hours").en}, or a live demo lasting ${cv("demo30Minutes").en}: choose your first step.`,
  ),
  ctaPrimary: lt("Nous contacter", "Contact us"),
  ctaSecondary: lt("Demander une démo", "Request a demo"),
} as const;
