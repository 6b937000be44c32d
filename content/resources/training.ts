import type { LText } from "../localized.ts";
import { lt } from "../typography.ts";

/** Training courses (`/ressources/formation`): who they are for, how long, how, and what they cover. */

export type TrainingFormat = "onsite" | "remote" | "selfpaced";

interface TrainingPathDef {
  readonly id: string;
  readonly title: LText;
  readonly audience: LText;
  readonly duration: LText;
  readonly formats: readonly TrainingFormat[];
  readonly objectives: readonly LText[];
  readonly programme: readonly LText[];
}

export const TRAINING_FORMATS: Readonly<
  Record<TrainingFormat, { readonly name: LText; readonly text: LText }>
> = {
  onsite: {
    name: lt("Sur site", "On site"),
    text: lt(
      "Un formateur GA vient dans votre établissement, jusqu'à 10 participants par groupe, sur vos propres données.",
      "A GA trainer comes to your institution, up to 10 participants per group, working on your own data.",
    ),
  },
  remote: {
    name: lt("Classe virtuelle", "Virtual classroom"),
    text: lt(
      "Des sessions en direct de 3 heures maximum, avec exercices pratiques sur un environnement de formation.",
      "Live sessions of up to 3 hours, with hands-on exercises in a training environment.",
    ),
  },
  selfpaced: {
    name: lt("En autonomie", "Self-paced"),
    text: lt(
      "Des modules courts en vidéo dans GA Learning, à suivre quand vous voulez, avec quiz de validation.",
      "Short video units in GA Learning, to follow whenever you like, with validation quizzes.",
    ),
  },
};

export const TRAINING_PATHS: readonly TrainingPathDef[] = [
  {
    id: "administrateur",
    title: lt("Référent administrateur", "Administrator key user"),
    audience: lt("Le ou les référents GA de l'établissement.", "The institution's GA key users."),
    duration: lt("2 jours", "2 days"),
    formats: ["onsite", "remote"],
    objectives: [
      lt(
        "Paramétrer l'année, les formations et les droits d'accès",
        "Set up the year, programmes and access rights",
      ),
      lt("Importer et fiabiliser les données", "Import data and keep it reliable"),
      lt("Former à son tour ses collègues", "Train colleagues in turn"),
    ],
    programme: [
      lt("Architecture de GA et rôles utilisateurs", "How GA is organised and user roles"),
      lt("Calendrier, périodes, formations et classes", "Calendar, terms, programmes and classes"),
      lt("Imports, contrôles et exports", "Imports, checks and exports"),
      lt(
        "Sécurité : double authentification, authentification unique, journal d'audit",
        "Security: two-factor, single sign-on, audit log",
      ),
    ],
  },
  {
    id: "scolarite",
    title: lt("Scolarité et vie scolaire", "Registry and student life"),
    audience: lt(
      "Secrétariats, scolarité, CPE et vie scolaire.",
      "Office staff, registry and pastoral teams.",
    ),
    duration: lt("1 jour", "1 day"),
    formats: ["onsite", "remote"],
    objectives: [
      lt("Gérer inscriptions et réinscriptions", "Handle enrolment and re-enrolment"),
      lt("Suivre absences, retards et sanctions", "Track absences, lateness and sanctions"),
      lt("Communiquer avec les familles", "Communicate with families"),
    ],
    programme: [
      lt("Le dossier élève de A à Z", "The student record from A to Z"),
      lt("Campagnes de réinscription en ligne", "Online re-enrolment campaigns"),
      lt("Appel, justificatifs et alertes", "Registers, excuses and alerts"),
      lt("Messagerie, SMS et portail familles", "Messaging, text messages and family portal"),
    ],
  },
  {
    id: "enseignants",
    title: lt("Enseignants et formateurs", "Teachers and trainers"),
    audience: lt("Toute l'équipe pédagogique.", "The whole teaching team."),
    duration: lt("3 heures", "3 hours"),
    formats: ["remote", "selfpaced"],
    objectives: [
      lt("Faire l'appel et remplir le cahier de textes", "Take registers and fill in the class log"),
      lt("Créer des évaluations et saisir les notes", "Create assessments and enter grades"),
      lt("Rédiger les appréciations des bulletins", "Write report-card comments"),
    ],
    programme: [
      lt("Mon emploi du temps et mes classes", "My timetable and my classes"),
      lt("Notes, compétences et barèmes", "Grades, competencies and scales"),
      lt("Bulletins et conseils de classe", "Report cards and class councils"),
    ],
  },
  {
    id: "finances",
    title: lt("Gestion financière", "Financial management"),
    audience: lt(
      "Comptabilité, économat et direction administrative.",
      "Accounts, bursar's office and administrative management.",
    ),
    duration: lt("1 jour", "1 day"),
    formats: ["onsite", "remote"],
    objectives: [
      lt("Paramétrer tarifs et réductions", "Set up fees and discounts"),
      lt("Facturer, encaisser et relancer", "Invoice, collect and chase payments"),
      lt("Produire les exports comptables", "Produce accounting exports"),
    ],
    programme: [
      lt("Tarifs, échéanciers et bourses", "Fees, payment plans and grants"),
      lt("Prélèvements SEPA et rapprochement", "SEPA direct debits and reconciliation"),
      lt("Financeurs et OPCO pour l'alternance", "Funders and OPCO for apprenticeships"),
      lt("Exports comptables et clôture", "Accounting exports and year-end"),
    ],
  },
  {
    id: "concepteurs",
    title: lt("Concevoir des cours sur GA Learning", "Designing courses on GA Learning"),
    audience: lt(
      "Formateurs, ingénieurs pédagogiques et enseignants volontaires.",
      "Trainers, learning designers and volunteer teachers.",
    ),
    duration: lt("2 × 3 heures", "2 × 3 hours"),
    formats: ["remote", "selfpaced"],
    objectives: [
      lt("Scénariser un parcours hybride", "Design a blended course"),
      lt("Créer quiz et activités engageantes", "Create engaging quizzes and activities"),
      lt("Animer une classe virtuelle", "Run a virtual classroom"),
    ],
    programme: [
      lt("Du programme au parcours : objectifs et séquences", "From syllabus to course: goals and sequences"),
      lt("Ressources, quiz et conditions de progression", "Resources, quizzes and progression rules"),
      lt("Classes virtuelles et suivi de l'assiduité", "Virtual classrooms and attendance tracking"),
    ],
  },
  {
    id: "direction",
    title: lt("Piloter avec les tableaux de bord", "Managing with dashboards"),
    audience: lt("Direction et responsables de site.", "Management and site heads."),
    duration: lt("2 heures", "2 hours"),
    formats: ["remote"],
    objectives: [
      lt("Lire les indicateurs clés de l'établissement", "Read the institution's key indicators"),
      lt("Repérer tôt les élèves en difficulté", "Spot struggling students early"),
      lt("Préparer les rapports aux autorités et financeurs", "Prepare reports for authorities and funders"),
    ],
    programme: [
      lt("Effectifs, assiduité et résultats", "Headcounts, attendance and results"),
      lt("Indicateurs financiers et impayés", "Financial indicators and arrears"),
      lt("Rapports planifiés et exports", "Scheduled reports and exports"),
    ],
  },
];

export const TRAINING_UI = {
  pathsTitle: lt("Nos parcours de formation", "Our training courses"),
  pathsIntro: lt(
    "Chaque parcours est animé par un formateur qui connaît les établissements d'enseignement, et se termine par une attestation de formation.",
    "Each course is run by a trainer who knows educational institutions, and ends with a certificate of attendance.",
  ),
  formatsTitle: lt("Trois façons de se former", "Three ways to learn"),
  audience: lt("Pour qui", "Who for"),
  duration: lt("Durée", "Length"),
  format: lt("Format", "Format"),
  objectives: lt("Objectifs", "Objectives"),
  programme: lt("Programme", "Programme"),
  included: lt(
    "Une session de démarrage est comprise dans chaque offre ; Premium y ajoute une journée pour vos référents et Excellence une formation sur site.",
    "A kick-off session comes with every plan; Premium adds a day for your key users and Excellence on-site training.",
  ),
  cta: lt("Organiser une formation", "Arrange a training session"),
  documentation: lt("Consulter la documentation", "Read the documentation"),
};
