import { claimLine, cv } from "./claims.ts";
import { lt } from "./localized.ts";

/** The /lms page: GA Learning, the stand-alone learning platform (spec §1, §2). */
export const LMS = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  eyebrow: lt("GA Learning · nouvelle génération", "GA Learning · next generation"),
  image: {
    src: "/images/solutions/lms.svg",
    width: 640,
    height: 440,
    alt: lt(
      "Illustration : un ordinateur portable affichant un parcours de formation GA Learning",
      "Illustration: a laptop showing a GA Learning course path",
    ),
  },
  deployment: {
    value: cv("deployment24h"),
    line: claimLine("deployment24h"),
    text: lt(
      `Votre plateforme à vos couleurs est ouverte en ${cv("deployment24h").fr} : vous importez vos contenus et invitez vos apprenants dès le lendemain.`,
      `Your branded platform opens within ${cv("deployment24h").en}: import your content and invite your learners the very next day.`,
    ),
  },
  featuresTitle: lt("Tout pour apprendre et faire apprendre", "Everything to learn and to teach"),
  features: [
    {
      icon: "route",
      title: lt("Parcours individualisés", "Personalised paths"),
      text: lt(
        "Séquences, prérequis, activités conditionnelles et rythme adapté à chacun.",
        "Units, prerequisites, conditional activities and a pace that suits each learner.",
      ),
    },
    {
      icon: "video",
      title: lt("Classes virtuelles", "Virtual classrooms"),
      text: lt(
        "Visioconférence intégrée, tableau blanc, sous-groupes et présence relevée automatiquement.",
        "Built-in video conferencing, whiteboard, breakout rooms and automatic attendance.",
      ),
    },
    {
      icon: "list-checks",
      title: lt("Évaluations", "Assessment"),
      text: lt(
        "Quiz, devoirs, grilles critériées et banques de questions, corrigés automatiquement ou par le formateur.",
        "Quizzes, assignments, rubrics and question banks, marked automatically or by the trainer.",
      ),
    },
    {
      icon: "timer",
      title: lt("Suivi et preuves", "Tracking and evidence"),
      text: lt(
        "Temps passé, progression et attestations d'assiduité prêtes pour les financeurs.",
        "Time spent, progress and attendance certificates ready for funding bodies.",
      ),
    },
    {
      icon: "award",
      title: lt("Certificats et badges", "Certificates and badges"),
      text: lt(
        "Délivrés automatiquement, vérifiables en ligne par un QR code.",
        "Issued automatically and verifiable online with a QR code.",
      ),
    },
    {
      icon: "smartphone",
      title: lt("Application mobile", "Mobile app"),
      text: lt(
        "Contenus hors connexion, notifications et classes virtuelles sur téléphone.",
        "Offline content, notifications and virtual classes on the phone.",
      ),
    },
  ],
  modesTitle: lt("Autonome ou intégré", "Stand-alone or integrated"),
  modes: [
    {
      icon: "rocket",
      title: lt("GA Learning autonome", "Stand-alone GA Learning"),
      text: lt(
        "Pour les organismes de formation et les entreprises : catalogue, inscriptions, paiement en ligne et suivi des stagiaires, sans autre logiciel.",
        "For training providers and companies: catalogue, enrolment, online payment and trainee tracking, with no other software needed.",
      ),
    },
    {
      icon: "layers",
      title: lt("Intégré à GA Academic+", "Integrated with GA Academic+"),
      text: lt(
        "Pour les écoles, universités et CFA : groupes, emplois du temps et notes synchronisés automatiquement avec la gestion de l'établissement.",
        "For schools, universities and apprenticeship centres: groups, timetables and grades synchronised automatically with institution management.",
      ),
    },
  ],
  standardsTitle: lt("Ouvert et interopérable", "Open and interoperable"),
  standards: [
    lt("Contenus SCORM 1.2, SCORM 2004 et xAPI", "SCORM 1.2, SCORM 2004 and xAPI content"),
    lt("Outils externes via LTI 1.3", "External tools through LTI 1.3"),
    lt("Authentification unique SAML et OpenID Connect", "SAML and OpenID Connect single sign-on"),
    lt("API documentée et exports ouverts", "Documented API and open exports"),
    lt("Interface conforme aux exigences d'accessibilité", "Interface built to accessibility standards"),
    lt(`Hébergement en France, conformité ${cv("gdpr").fr}`, `Hosted in France, ${cv("gdpr").en} compliant`),
  ],
  audiencesTitle: lt("Pour qui ?", "Who is it for?"),
  audiences: [
    {
      icon: "graduation-cap",
      title: lt("Écoles et universités", "Schools and universities"),
      text: lt(
        "Enseignement hybride, cours enregistrés et continuité pédagogique.",
        "Blended teaching, recorded lectures and teaching continuity.",
      ),
    },
    {
      icon: "hammer",
      title: lt("CFA", "Apprenticeship centres"),
      text: lt(
        "Formation à distance pendant les périodes en entreprise, suivie par les formateurs.",
        "Distance learning during workplace periods, followed by trainers.",
      ),
    },
    {
      icon: "users",
      title: lt("Formation continue", "Continuing education"),
      text: lt(
        "Entrées permanentes, parcours certifiants et preuves pour les financeurs.",
        "Rolling starts, certified paths and evidence for funders.",
      ),
    },
  ],
  ctaTitle: lt("Ouvrez votre plateforme demain", "Open your platform tomorrow"),
  ctaText: lt(
    `Recevez une proposition chiffrée sous ${cv("quoteIn5Days").fr}, ou découvrez GA Learning en ${cv("demo30Minutes").fr} avec un conseiller.`,
    `Receive a priced proposal within ${cv("quoteIn5Days").en}, or discover GA Learning in ${cv("demo30Minutes").en} with an adviser.`,
  ),
} as const;
