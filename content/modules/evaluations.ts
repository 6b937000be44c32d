import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const evaluations: ModuleContent = {
  id: "evaluations",
  icon: "badge-check",
  colour: "#4338ca",
  colourDark: "#a5b4fc",
  title: lt("Évaluations et bulletins", "Assessment and reports"),
  description: lt(
    "Carnet de notes, évaluation par compétences, bulletins et livrets : le suivi des apprentissages tout au long de l'année.",
    "Gradebook, competency-based assessment, report cards and logbooks: tracking learning all year round.",
  ),
  longDescription: [
    lt(
      "Le module Évaluations et bulletins accompagne le contrôle continu. Les enseignants créent leurs évaluations, saisissent notes ou niveaux de compétence, et les moyennes se calculent selon les coefficients de la maquette. Élèves et familles suivent les résultats au fil de l'eau.",
      "The Assessment and reports module supports continuous assessment. Teachers create their assessments, enter marks or competency levels, and averages are calculated using the programme's weightings. Students and families follow results as they come in.",
    ),
    lt(
      "En fin de période, les bulletins se préparent en une séance : appréciations saisies par chaque enseignant, synthèse du professeur principal, conseil de classe en direct et diffusion sécurisée aux familles. Pour l'apprentissage, les livrets de compétences sont partagés avec les maîtres d'apprentissage.",
      "At the end of each term, reports come together in one sitting: comments from each teacher, the form tutor's summary, a live class council and secure delivery to families. For apprenticeships, competency logbooks are shared with workplace mentors.",
    ),
  ],
  keyBenefits: [
    {
      icon: "notebook-pen",
      title: lt("Saisie rapide des notes", "Fast mark entry"),
      text: lt(
        "Grille de saisie au clavier ou sur tablette, calcul des moyennes instantané.",
        "Keyboard or tablet entry grid, with averages calculated instantly.",
      ),
    },
    {
      icon: "target",
      title: lt("Compétences évaluées", "Competencies assessed"),
      text: lt(
        "Référentiels de compétences, niveaux de maîtrise et positionnement de l'apprenant.",
        "Competency frameworks, mastery levels and learner self-assessment.",
      ),
    },
    {
      icon: "file-text",
      title: lt("Bulletins en une soirée", "Reports in one evening"),
      text: lt(
        "Modèles à vos couleurs, appréciations et diffusion aux familles en un clic.",
        "Templates in your branding, teacher comments and delivery to families in one click.",
      ),
    },
    {
      icon: "activity",
      title: lt("Décrochage repéré tôt", "Early warning on struggling students"),
      text: lt(
        "Alertes sur les baisses de résultats, croisées avec l'assiduité.",
        "Alerts on falling results, cross-checked with attendance.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Conseils de classe au collège", "Class councils at a secondary school"),
      text: lt(
        "Les moyennes, appréciations et décisions sont projetées et validées en séance.",
        "Averages, comments and decisions are displayed and approved during the meeting.",
      ),
    },
    {
      title: lt("Livret d'apprentissage en CFA", "Apprenticeship logbook"),
      text: lt(
        "Formateurs et maîtres d'apprentissage évaluent les mêmes compétences, chacun de leur côté.",
        "Trainers and workplace mentors assess the same competencies, each from their side.",
      ),
    },
    {
      title: lt("Contrôle continu à l'université", "Continuous assessment at university"),
      text: lt(
        "Les notes de TD et de projets alimentent directement les moyennes d'UE.",
        "Tutorial and project marks feed straight into unit averages.",
      ),
    },
  ],
  features: [
    {
      title: lt("Carnet de notes", "Gradebook"),
      text: lt(
        "Évaluations, coefficients, notes bonus et absences justifiées.",
        "Assessments, weightings, bonus marks and excused absences.",
      ),
    },
    {
      title: lt("Référentiels de compétences", "Competency frameworks"),
      text: lt(
        "Import des référentiels officiels ou création des vôtres.",
        "Import official frameworks or build your own.",
      ),
    },
    {
      title: lt("Appréciations", "Teacher comments"),
      text: lt(
        "Banque d'appréciations, correcteur orthographique et relecture par le professeur principal.",
        "Comment bank, spell-check and review by the form tutor.",
      ),
    },
    {
      title: lt("Conseils de classe", "Class councils"),
      text: lt(
        "Préparation, mode présentation et procès-verbal généré.",
        "Preparation, presentation mode and generated minutes.",
      ),
    },
    {
      title: lt("Bulletins et relevés", "Reports and transcripts"),
      text: lt(
        "Modèles personnalisables, signature et archivage.",
        "Customisable templates, signature and archiving.",
      ),
    },
    {
      title: lt("Statistiques de résultats", "Results analytics"),
      text: lt(
        "Répartition des notes par classe, matière ou enseignant.",
        "Grade distribution by class, subject or teacher.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Notes et compétences ensemble", "Marks and competencies together"),
      text: lt(
        "Chaque évaluation peut produire une note et un niveau de compétence à la fois.",
        "Every assessment can produce both a mark and a competency level.",
      ),
    },
    {
      title: lt("Mentors d'entreprise associés", "Workplace mentors included"),
      text: lt(
        "Un accès simplifié permet aux maîtres d'apprentissage d'évaluer sans compte complet.",
        "Simplified access lets workplace mentors assess without a full account.",
      ),
    },
    {
      title: lt("Continuité avec les examens", "Seamless link to exams"),
      text: lt(
        "Le contrôle continu rejoint les résultats d'examens dans les mêmes jurys.",
        "Continuous assessment joins exam results in the same board decisions.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Stéphanie Blanc",
      lt("Principale", "Head teacher"),
      "Collège Jules-Ferry, Clermont-Ferrand",
      lt(
        "Les conseils de classe durent moitié moins longtemps : tout est prêt, projeté, et le procès-verbal se génère à la fin de la séance.",
        "Class councils take half as long: everything is ready and on screen, and the minutes are generated at the end of the meeting.",
      ),
    ),
    testimonial(
      "Mathieu Caron",
      lt("Responsable pédagogique", "Head of Training"),
      "CFA Industrie Hauts-de-France",
      lt(
        "Nos maîtres d'apprentissage évaluent enfin les compétences dans le même livret que nos formateurs. Le suivi des apprentis est devenu un vrai dialogue.",
        "Our workplace mentors finally assess competencies in the same logbook as our trainers. Following apprentices has become a real conversation.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "evaluations",
      1,
      lt("Carnet de notes de la classe", "Class gradebook"),
      lt(
        "Notes par évaluation, moyennes calculées et alertes de décrochage.",
        "Marks per assessment, calculated averages and early-warning flags.",
      ),
    ),
    screenshot(
      "evaluations",
      2,
      lt("Bilan de compétences", "Competency overview"),
      lt(
        "Niveau de maîtrise de chaque compétence du référentiel pour un apprenant.",
        "Mastery level for each competency in the framework, for one learner.",
      ),
    ),
  ],
  related: ["examens", "academique", "etudiants"],
};
