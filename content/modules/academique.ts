import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const academique: ModuleContent = {
  id: "academique",
  icon: "book-open",
  colour: "#6d28d9",
  colourDark: "#c4b5fd",
  title: lt("Académique et pédagogie", "Academic and teaching"),
  description: lt(
    "Maquettes de formation, emplois du temps, cahier de textes et assiduité : l'organisation pédagogique de l'établissement en un seul outil.",
    "Programme structures, timetables, lesson logs and attendance: your institution's teaching organisation in one tool.",
  ),
  longDescription: [
    lt(
      "Le module Académique et pédagogie décrit votre offre de formation telle qu'elle est vraiment : diplômes, années, semestres, unités d'enseignement, matières, volumes horaires et coefficients. Cette maquette sert ensuite de base aux emplois du temps, aux services des enseignants et aux évaluations.",
      "The Academic and teaching module describes your programmes as they really are: qualifications, years, semesters, course units, subjects, teaching hours and weightings. That structure then drives timetables, teaching loads and assessments.",
    ),
    lt(
      "Les emplois du temps se construisent en tenant compte des salles, des enseignants et des groupes ; chaque changement est notifié aux personnes concernées. Les enseignants font l'appel et remplissent le cahier de textes depuis leur téléphone.",
      "Timetables are built around rooms, teachers and groups, and every change is notified to the people affected. Teachers take the register and fill in the lesson log from their phones.",
    ),
  ],
  keyBenefits: [
    {
      icon: "layers",
      title: lt("Maquettes claires", "Clear programme structures"),
      text: lt(
        "Diplômes, UE, ECTS et coefficients décrits une fois, utilisés partout.",
        "Qualifications, units, ECTS credits and weightings described once and used everywhere.",
      ),
    },
    {
      icon: "calendar-days",
      title: lt("Emplois du temps sans conflit", "Clash-free timetables"),
      text: lt(
        "Salles, enseignants et groupes vérifiés à chaque placement de cours.",
        "Rooms, teachers and groups checked every time a class is scheduled.",
      ),
    },
    {
      icon: "user-check",
      title: lt("Appel en dix secondes", "Registers in ten seconds"),
      text: lt(
        "Présences saisies sur mobile, familles prévenues automatiquement en cas d'absence.",
        "Attendance taken on a phone, families alerted automatically when a pupil is absent.",
      ),
    },
    {
      icon: "briefcase",
      title: lt("Services enseignants justes", "Fair teaching loads"),
      text: lt(
        "Heures prévues et réalisées par enseignant, vacations et heures supplémentaires calculées.",
        "Planned and delivered hours per teacher, with sessional and overtime hours calculated.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Maquettes LMD à l'université", "Bachelor and master structures at a university"),
      text: lt(
        "Chaque licence et master est décrit avec ses parcours, ses UE mutualisées et ses crédits ECTS.",
        "Each bachelor's and master's degree is described with its pathways, shared units and ECTS credits.",
      ),
    },
    {
      title: lt("Alternance au CFA", "Work-study at an apprenticeship centre"),
      text: lt(
        "Le calendrier d'alternance de chaque groupe est partagé avec les entreprises d'accueil.",
        "Each group's on-the-job and in-centre calendar is shared with host employers.",
      ),
    },
    {
      title: lt("Remplacements au collège", "Cover lessons at a secondary school"),
      text: lt(
        "L'absence d'un professeur est saisie une fois : cours déplacés, élèves et familles prévenus.",
        "A teacher's absence is entered once: lessons are moved and pupils and families notified.",
      ),
    },
  ],
  features: [
    {
      title: lt("Offre de formation", "Programme catalogue"),
      text: lt(
        "Diplômes, parcours, UE, matières, volumes horaires et prérequis.",
        "Qualifications, pathways, units, subjects, hours and prerequisites.",
      ),
    },
    {
      title: lt("Construction des emplois du temps", "Timetable builder"),
      text: lt(
        "Placement assisté, contraintes de salles et d'enseignants, semaines A/B.",
        "Assisted scheduling, room and teacher constraints, alternating weeks.",
      ),
    },
    {
      title: lt("Réservation de salles", "Room booking"),
      text: lt(
        "Salles, amphithéâtres et équipements réservables, avec capacités.",
        "Bookable rooms, lecture theatres and equipment, with capacities.",
      ),
    },
    {
      title: lt("Cahier de textes", "Lesson log"),
      text: lt(
        "Contenus des séances et travail à faire, visibles par les élèves et les familles.",
        "What was covered and homework set, visible to pupils and families.",
      ),
    },
    {
      title: lt("Assiduité", "Attendance"),
      text: lt(
        "Appel, retards, justificatifs et seuils d'alerte configurables.",
        "Registers, lateness, absence notes and configurable alert thresholds.",
      ),
    },
    {
      title: lt("Services des enseignants", "Teaching loads"),
      text: lt(
        "Prévisionnel, réalisé, équivalences et export vers la paie.",
        "Planned and delivered hours, equivalences and payroll export.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Une maquette, mille usages", "One structure, many uses"),
      text: lt(
        "Emplois du temps, évaluations, bulletins et diplômes s'appuient sur la même description.",
        "Timetables, assessments, reports and certificates all rely on the same description.",
      ),
    },
    {
      title: lt("Conçu avec des enseignants", "Designed with teachers"),
      text: lt(
        "Les écrans quotidiens ont été testés en classe : l'appel se fait d'une main.",
        "Everyday screens were tested in real classrooms: a register can be taken one-handed.",
      ),
    },
    {
      title: lt("Import de vos maquettes", "Import your existing structures"),
      text: lt(
        "Nous reprenons vos maquettes existantes depuis vos fichiers ou votre ancien logiciel.",
        "We load your current programme structures from your files or your previous software.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Hélène Rousseau",
      lt("Directrice des études", "Director of Studies"),
      "École supérieure d'ingénieurs de Toulouse",
      lt(
        "Nos 14 parcours d'ingénieur partagent des UE communes. Avec GA, une modification de maquette se répercute partout, jusque dans les emplois du temps.",
        "Our 14 engineering pathways share common units. With GA, a change to the structure flows through everywhere, right down to the timetables.",
      ),
    ),
    testimonial(
      "Olivier Lambert",
      lt("Proviseur adjoint", "Deputy head"),
      "Lycée Marie-Curie, Strasbourg",
      lt(
        "Les emplois du temps de rentrée ont été bouclés une semaine plus tôt que d'habitude, et les changements en cours d'année ne nécessitent plus de tout refaire.",
        "Our start-of-year timetables were finished a week earlier than usual, and mid-year changes no longer mean starting from scratch.",
      ),
      4,
    ),
  ],
  screenshots: [
    screenshot(
      "academique",
      1,
      lt("Emploi du temps de la semaine", "Weekly timetable"),
      lt(
        "Cours par groupe avec salles et enseignants, conflits signalés en couleur.",
        "Classes per group with rooms and teachers, clashes highlighted in colour.",
      ),
    ),
    screenshot(
      "academique",
      2,
      lt("Maquette de formation", "Programme structure"),
      lt(
        "Unités d'enseignement, crédits ECTS et volumes horaires d'un parcours.",
        "Course units, ECTS credits and teaching hours for one pathway.",
      ),
    ),
  ],
  related: ["etudiants", "evaluations", "examens"],
};
