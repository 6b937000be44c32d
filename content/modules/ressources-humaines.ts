import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const ressourcesHumaines: ModuleContent = {
  id: "ressources-humaines",
  icon: "briefcase",
  colour: "#c2410c",
  colourDark: "#fdba74",
  title: lt("Ressources humaines", "Human resources"),
  description: lt(
    "Dossiers du personnel, contrats, congés, vacataires et entretiens : la gestion des équipes enseignantes et administratives.",
    "Staff records, contracts, leave, sessional lecturers and reviews: managing teaching and administrative teams.",
  ),
  longDescription: [
    lt(
      "Le module Ressources humaines gère l'ensemble des personnels de l'établissement : enseignants permanents, vacataires, intervenants professionnels, personnels administratifs et techniques. Contrats, avenants, diplômes, habilitations et documents obligatoires sont centralisés dans un dossier numérique.",
      "The Human resources module manages all of your institution's staff: permanent teachers, sessional lecturers, visiting professionals, administrative and technical staff. Contracts, amendments, qualifications, clearances and mandatory documents are kept in one digital file.",
    ),
    lt(
      "Les demandes de congés et d'absences suivent un circuit de validation, les heures réalisées par les vacataires remontent directement des emplois du temps, et les éléments variables partent vers votre logiciel de paie. Les campagnes d'entretiens annuels et le plan de formation se pilotent dans le même outil.",
      "Leave and absence requests follow an approval workflow, sessional hours flow straight from the timetables, and payroll variables are sent to your payroll software. Annual review campaigns and the training plan are run in the same tool.",
    ),
  ],
  keyBenefits: [
    {
      icon: "folder-open",
      title: lt("Dossier du personnel numérique", "Digital staff files"),
      text: lt(
        "Contrats, diplômes et pièces obligatoires classés, avec alertes d'échéance.",
        "Contracts, qualifications and mandatory documents filed, with expiry alerts.",
      ),
    },
    {
      icon: "hand-coins",
      title: lt("Vacations payées justes", "Accurate sessional pay"),
      text: lt(
        "Les heures réalisées viennent des emplois du temps : plus de relevés à ressaisir.",
        "Delivered hours come from the timetables: no more timesheets to re-key.",
      ),
    },
    {
      icon: "calendar-clock",
      title: lt("Congés en libre-service", "Self-service leave"),
      text: lt(
        "Demandes, validations et soldes consultables par chacun depuis son espace.",
        "Requests, approvals and balances, available to each person from their own space.",
      ),
    },
    {
      icon: "trending-up",
      title: lt("Compétences suivies", "Skills development"),
      text: lt(
        "Entretiens annuels, plan de formation et certifications des formateurs.",
        "Annual reviews, training plan and trainer certifications.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Intervenants d'une école de commerce", "Visiting lecturers at a business school"),
      text: lt(
        "300 intervenants professionnels contractualisés et payés chaque mois sur la base des cours réellement donnés.",
        "300 visiting professionals contracted and paid each month for the classes they actually taught.",
      ),
    },
    {
      title: lt("Qualification des formateurs en CFA", "Trainer qualifications at an apprenticeship centre"),
      text: lt(
        "Les diplômes et l'expérience des formateurs sont prouvés en quelques clics lors des audits qualité.",
        "Trainers' qualifications and experience can be evidenced in a few clicks during quality audits.",
      ),
    },
    {
      title: lt("Remplacements au lycée", "Staff cover at a secondary school"),
      text: lt(
        "Une absence déclarée déclenche la recherche d'un remplaçant disponible et qualifié.",
        "A reported absence triggers a search for an available, qualified substitute.",
      ),
    },
  ],
  features: [
    {
      title: lt("Dossier individuel", "Personal file"),
      text: lt(
        "Identité, postes, contrats, avenants et historique de carrière.",
        "Identity, positions, contracts, amendments and career history.",
      ),
    },
    {
      title: lt("Contrats de vacation", "Sessional contracts"),
      text: lt(
        "Génération des contrats, signature électronique et suivi des heures.",
        "Contract generation, e-signature and hours tracking.",
      ),
    },
    {
      title: lt("Congés et absences", "Leave and absences"),
      text: lt(
        "Circuits de validation, soldes et calendrier d'équipe.",
        "Approval workflows, balances and team calendar.",
      ),
    },
    {
      title: lt("Éléments de paie", "Payroll inputs"),
      text: lt(
        "Heures, primes et absences exportées vers votre logiciel de paie.",
        "Hours, bonuses and absences exported to your payroll software.",
      ),
    },
    {
      title: lt("Entretiens annuels", "Annual reviews"),
      text: lt(
        "Campagnes, formulaires personnalisables et objectifs suivis.",
        "Review campaigns, customisable forms and tracked objectives.",
      ),
    },
    {
      title: lt("Plan de formation", "Training plan"),
      text: lt(
        "Demandes, budget et attestations de formation du personnel.",
        "Requests, budget and certificates for staff training.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Spécifique à l'enseignement", "Made for education"),
      text: lt(
        "Services d'enseignement, équivalences horaires et vacations : ce qu'un SIRH généraliste ignore.",
        "Teaching loads, hour equivalences and sessional pay: things a generic HR system ignores.",
      ),
    },
    {
      title: lt("Relié aux emplois du temps", "Linked to timetables"),
      text: lt(
        "Un cours annulé ou ajouté met à jour les heures dues, sans intervention.",
        "A cancelled or added class updates the hours owed, with no manual step.",
      ),
    },
    {
      title: lt("Données RH cloisonnées", "Ring-fenced HR data"),
      text: lt(
        "Les informations sensibles ne sont visibles que des gestionnaires habilités.",
        "Sensitive information is visible only to authorised HR staff.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Véronique Chevalier",
      lt("Responsable des ressources humaines", "HR Manager"),
      "École de Management Val de Loire",
      lt(
        "La paie des vacataires nous prenait cinq jours par mois. Elle est maintenant prête le jour même de la clôture des emplois du temps.",
        "Sessional payroll used to take us five days a month. It is now ready the same day the timetable is closed.",
      ),
    ),
    testimonial(
      "Éric Bonnet",
      lt("Directeur administratif", "Operations Director"),
      "CFA des Métiers de l'Artisanat de Bretagne",
      lt(
        "Lors de notre dernier audit, toutes les preuves de qualification des formateurs étaient disponibles en quelques minutes.",
        "At our last audit, every piece of evidence about trainer qualifications was available within minutes.",
      ),
      4,
    ),
  ],
  screenshots: [
    screenshot(
      "ressources-humaines",
      1,
      lt("Annuaire du personnel", "Staff directory"),
      lt(
        "Personnels par service et type de contrat, avec les documents à renouveler.",
        "Staff by department and contract type, with documents due for renewal.",
      ),
    ),
    screenshot(
      "ressources-humaines",
      2,
      lt("Calendrier des congés", "Leave calendar"),
      lt(
        "Absences de l'équipe sur le mois et demandes en attente de validation.",
        "The team's absences over the month and requests awaiting approval.",
      ),
    ),
  ],
  related: ["academique", "finance", "configuration-systeme"],
};
