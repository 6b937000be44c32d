import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const examens: ModuleContent = {
  id: "examens",
  icon: "clipboard-check",
  colour: "#b91c1c",
  colourDark: "#fca5a5",
  title: lt("Gestion des examens", "Exam management"),
  description: lt(
    "Sessions, convocations, surveillances, saisie des notes, jurys et diplômes : l'organisation des examens de bout en bout.",
    "Sessions, candidate notices, invigilation, mark entry, boards and certificates: exams organised from start to finish.",
  ),
  longDescription: [
    lt(
      "Le module Gestion des examens planifie vos sessions en tenant compte des salles, des surveillants et des aménagements d'épreuves. Les candidats reçoivent leur convocation avec leur place, les surveillants leur planning, et les sujets sont distribués aux bonnes salles.",
      "The Exam management module plans your sessions around rooms, invigilators and access arrangements. Candidates receive their notice with their seat, invigilators their rota, and papers go to the right rooms.",
    ),
    lt(
      "Après les épreuves, les correcteurs saisissent les notes en ligne, sous anonymat si vous le souhaitez. Les résultats sont calculés selon vos règles de compensation, présentés au jury, puis publiés, avec relevés de notes et attestations de réussite.",
      "After the exams, markers enter grades online, anonymously if you wish. Results are calculated using your compensation rules, presented to the exam board, then published with transcripts and certificates of achievement.",
    ),
  ],
  keyBenefits: [
    {
      icon: "calendar-check",
      title: lt("Sessions planifiées sans tableur", "Sessions planned without spreadsheets"),
      text: lt(
        "Épreuves, salles, places et surveillances organisées dans un même calendrier.",
        "Papers, rooms, seats and invigilation organised in one calendar.",
      ),
    },
    {
      icon: "lock",
      title: lt("Anonymat garanti", "Guaranteed anonymity"),
      text: lt(
        "Copies anonymisées et levée d'anonymat contrôlée après la saisie des notes.",
        "Anonymised scripts, with names revealed only once marks are in.",
      ),
    },
    {
      icon: "scale",
      title: lt("Délibérations fiables", "Reliable board decisions"),
      text: lt(
        "Règles de compensation et de rattrapage appliquées automatiquement, points de jury tracés.",
        "Compensation and resit rules applied automatically, board adjustments logged.",
      ),
    },
    {
      icon: "medal",
      title: lt("Diplômes en un clic", "Certificates in one click"),
      text: lt(
        "Relevés de notes, attestations et parchemins édités pour toute une promotion.",
        "Transcripts, attestations and degree certificates produced for a whole cohort.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Partiels de fin de semestre", "End-of-semester exams"),
      text: lt(
        "600 étudiants, 40 épreuves et 12 salles planifiés en une journée, convocations envoyées le soir même.",
        "600 students, 40 papers and 12 rooms scheduled in a day, with notices sent that evening.",
      ),
    },
    {
      title: lt("Examens blancs au lycée", "Mock exams at secondary school"),
      text: lt(
        "Le bac blanc est organisé comme le vrai : convocations, surveillances et résultats aux familles.",
        "Mock exams are run like the real thing: notices, invigilation and results sent to families.",
      ),
    },
    {
      title: lt("Certifications professionnelles", "Professional certifications"),
      text: lt(
        "Les épreuves certifiantes d'un organisme de formation sont tracées pour les audits de l'organisme certificateur.",
        "A training provider's certification assessments are fully traceable for the awarding body's audits.",
      ),
    },
  ],
  features: [
    {
      title: lt("Calendrier des sessions", "Session calendar"),
      text: lt(
        "Épreuves, durées, salles et capacités, avec détection des chevauchements.",
        "Papers, durations, rooms and capacities, with overlap detection.",
      ),
    },
    {
      title: lt("Convocations", "Candidate notices"),
      text: lt(
        "Envoi par e-mail et sur le portail, avec place attribuée et consignes.",
        "Sent by e-mail and on the portal, with allocated seat and instructions.",
      ),
    },
    {
      title: lt("Aménagements d'épreuves", "Access arrangements"),
      text: lt(
        "Tiers-temps, salle isolée, matériel adapté : appliqués automatiquement.",
        "Extra time, separate room, adapted equipment: applied automatically.",
      ),
    },
    {
      title: lt("Saisie des notes", "Mark entry"),
      text: lt(
        "Saisie par correcteur, double correction et contrôle des notes manquantes.",
        "Entry by marker, second marking and checks for missing marks.",
      ),
    },
    {
      title: lt("Jurys", "Exam boards"),
      text: lt(
        "Procès-verbaux, points de jury, décisions et signatures électroniques.",
        "Minutes, board adjustments, decisions and electronic signatures.",
      ),
    },
    {
      title: lt("Publication des résultats", "Results publication"),
      text: lt(
        "Résultats publiés à l'heure choisie, relevés téléchargeables par les candidats.",
        "Results released at the time you choose, transcripts downloadable by candidates.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Règles de calcul sur mesure", "Your own calculation rules"),
      text: lt(
        "Compensation, notes éliminatoires, bonus : vos règlements d'examen sont paramétrés, pas contournés.",
        "Compensation, minimum marks, bonuses: your exam regulations are configured, not worked around.",
      ),
    },
    {
      title: lt("Relié aux maquettes", "Linked to programme structures"),
      text: lt(
        "Les épreuves découlent des UE et coefficients de la maquette : aucune double saisie.",
        "Papers derive from the units and weightings of the programme: nothing entered twice.",
      ),
    },
    {
      title: lt("Traçabilité pour les audits", "Traceability for audits"),
      text: lt(
        "Qui a saisi, modifié ou validé chaque note, avec la date et la raison.",
        "Who entered, changed or approved each mark, with the date and the reason.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Nicolas Faure",
      lt("Responsable du service des examens", "Head of Examinations"),
      "Université de Bourgogne-Sud",
      lt(
        "Nous organisions nos sessions avec une dizaine de tableurs. Aujourd'hui les conflits de salles sont détectés avant l'envoi des convocations, et les jurys disposent de procès-verbaux fiables.",
        "We used to run exam sessions with a dozen spreadsheets. Room clashes are now caught before notices go out, and boards have reliable minutes.",
      ),
    ),
    testimonial(
      "Fatima Zerrouki",
      lt("Coordinatrice pédagogique", "Academic coordinator"),
      "Centre de formation Santé-Social Provence",
      lt(
        "Les tiers-temps sont appliqués automatiquement à chaque épreuve. C'était notre principale source d'erreurs, elle a disparu.",
        "Extra time is now applied automatically to every paper. It used to be our main source of mistakes, and it has gone.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "examens",
      1,
      lt("Planning de la session", "Session planner"),
      lt(
        "Épreuves de la semaine avec salles, effectifs et surveillants affectés.",
        "The week's papers with rooms, candidate numbers and assigned invigilators.",
      ),
    ),
    screenshot(
      "examens",
      2,
      lt("Préparation du jury", "Board preparation"),
      lt(
        "Moyennes, décisions proposées et points de jury, étudiant par étudiant.",
        "Averages, proposed decisions and board adjustments, student by student.",
      ),
    ),
  ],
  related: ["evaluations", "academique", "etudiants"],
};
