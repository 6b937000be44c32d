import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const eLearning: ModuleContent = {
  id: "e-learning",
  icon: "monitor-play",
  colour: "#0369a1",
  colourDark: "#7dd3fc",
  title: lt("E-learning", "E-learning"),
  description: lt(
    "Cours en ligne, classes virtuelles, quiz et parcours certifiants, reliés aux groupes et aux emplois du temps de GA Academic+.",
    "Online courses, virtual classrooms, quizzes and certified learning paths, linked to the groups and timetables of GA Academic+.",
  ),
  longDescription: [
    lt(
      "Le module E-learning apporte dans GA Academic+ l'essentiel de notre plateforme GA Learning. Chaque cours de la maquette dispose de son espace en ligne, ouvert automatiquement aux élèves du groupe : supports, vidéos, devoirs à rendre, forums et quiz.",
      "The E-learning module brings the core of our GA Learning platform into GA Academic+. Every course in the programme structure gets its own online space, opened automatically to the students of the group: materials, videos, assignments, forums and quizzes.",
    ),
    lt(
      "Les classes virtuelles se lancent depuis l'emploi du temps, la présence y est relevée comme en salle, et les résultats des quiz peuvent alimenter directement le carnet de notes. Pour les parcours à distance de la formation continue, le suivi du temps passé produit les justificatifs demandés par les financeurs.",
      "Virtual classes start from the timetable, attendance is recorded just as in a classroom, and quiz results can feed straight into the gradebook. For distance courses in continuing education, time-on-task tracking produces the evidence funders ask for.",
    ),
  ],
  keyBenefits: [
    {
      icon: "video",
      title: lt("Classes virtuelles intégrées", "Built-in virtual classrooms"),
      text: lt(
        "Lancées depuis l'emploi du temps, avec appel, partage d'écran et enregistrement.",
        "Started from the timetable, with register, screen sharing and recording.",
      ),
    },
    {
      icon: "route",
      title: lt("Parcours individualisés", "Personalised learning paths"),
      text: lt(
        "Activités conditionnelles, prérequis et rythme adapté à chaque apprenant.",
        "Conditional activities, prerequisites and a pace suited to each learner.",
      ),
    },
    {
      icon: "list-checks",
      title: lt("Quiz corrigés automatiquement", "Auto-marked quizzes"),
      text: lt(
        "Banques de questions, tirage aléatoire et report des notes dans le carnet.",
        "Question banks, random selection and marks transferred to the gradebook.",
      ),
    },
    {
      icon: "timer",
      title: lt("Temps de formation prouvé", "Proven learning time"),
      text: lt(
        "Temps passé et activités réalisées, exportés pour les financeurs et les audits qualité.",
        "Time spent and activities completed, exported for funders and quality audits.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Enseignement hybride à l'université", "Blended teaching at university"),
      text: lt(
        "Les cours magistraux enregistrés restent disponibles, les TD se font en présentiel.",
        "Recorded lectures stay available online while tutorials take place on campus.",
      ),
    },
    {
      title: lt("Formation à distance certifiante", "Certified distance training"),
      text: lt(
        "Un organisme de formation propose des parcours 100 % en ligne avec attestations d'assiduité.",
        "A training provider runs fully online courses with attendance certificates.",
      ),
    },
    {
      title: lt("Continuité pédagogique", "Teaching continuity"),
      text: lt(
        "En cas de fermeture, les cours basculent en classe virtuelle sans changer d'outil.",
        "If the site has to close, lessons move to virtual classes without changing tools.",
      ),
    },
  ],
  features: [
    {
      title: lt("Espaces de cours", "Course spaces"),
      text: lt(
        "Créés automatiquement pour chaque cours et chaque groupe de la maquette.",
        "Created automatically for every course and group in the programme structure.",
      ),
    },
    {
      title: lt("Ressources multimédias", "Multimedia resources"),
      text: lt(
        "Documents, vidéos, liens et paquets SCORM, avec suivi de consultation.",
        "Documents, videos, links and SCORM packages, with view tracking.",
      ),
    },
    {
      title: lt("Devoirs en ligne", "Online assignments"),
      text: lt(
        "Dépôts datés, détection des retards et annotations des copies.",
        "Time-stamped submissions, late detection and annotated feedback.",
      ),
    },
    {
      title: lt("Forums et messagerie", "Forums and messaging"),
      text: lt(
        "Échanges par cours, modérés par l'enseignant.",
        "Discussions per course, moderated by the teacher.",
      ),
    },
    {
      title: lt("Badges et certificats", "Badges and certificates"),
      text: lt(
        "Attribués automatiquement à la fin d'un parcours.",
        "Awarded automatically when a learning path is completed.",
      ),
    },
    {
      title: lt("Application mobile", "Mobile app"),
      text: lt(
        "Contenus consultables hors connexion et notifications de rendu.",
        "Content available offline and due-date notifications.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Aucune double gestion", "Nothing managed twice"),
      text: lt(
        "Inscriptions, groupes et enseignants viennent de GA Academic+ : rien à synchroniser à la main.",
        "Enrolments, groups and teachers come from GA Academic+: nothing to synchronise by hand.",
      ),
    },
    {
      title: lt("Standards ouverts", "Open standards"),
      text: lt(
        "SCORM, xAPI et LTI : vos contenus existants et vos outils favoris restent utilisables.",
        "SCORM, xAPI and LTI: your existing content and favourite tools keep working.",
      ),
    },
    {
      title: lt("Évolutif vers GA Learning", "Room to grow into GA Learning"),
      text: lt(
        "Besoin d'un catalogue ouvert au public ? Passez à GA Learning sans perdre vos cours.",
        "Need a public course catalogue? Move up to GA Learning without losing your courses.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Camille Roux",
      lt("Ingénieure pédagogique", "Learning designer"),
      "IUT de Savoie",
      lt(
        "Nos enseignants n'ont plus à créer leurs espaces de cours ni à inscrire leurs étudiants : tout est prêt le jour de la rentrée.",
        "Our lecturers no longer have to create course spaces or enrol their students: everything is ready on the first day of term.",
      ),
    ),
    testimonial(
      "David Mercier",
      lt("Directeur pédagogique", "Head of Learning"),
      "Organisme de formation Compétences Plus",
      lt(
        "Les relevés de temps passé ont rendu nos dossiers de financement irréprochables. Nos stagiaires apprécient de pouvoir suivre les modules le soir, sur mobile.",
        "Time-on-task reports have made our funding claims watertight. Trainees love being able to follow modules in the evening, on their phones.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "e-learning",
      1,
      lt("Espace de cours", "Course space"),
      lt(
        "Séquences, ressources et devoirs d'un cours, avec la progression de la classe.",
        "A course's units, resources and assignments, with the class's progress.",
      ),
    ),
    screenshot(
      "e-learning",
      2,
      lt("Suivi de l'activité", "Activity tracking"),
      lt(
        "Temps passé et taux de complétion par apprenant, exportables pour les financeurs.",
        "Time spent and completion rate per learner, exportable for funders.",
      ),
    ),
  ],
  related: ["academique", "evaluations", "services-etudiants"],
};
