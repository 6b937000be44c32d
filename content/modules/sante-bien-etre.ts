import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const santeBienEtre: ModuleContent = {
  id: "sante-bien-etre",
  icon: "heart-pulse",
  colour: "#0f766e",
  colourDark: "#5eead4",
  title: lt("Santé et bien-être", "Health and wellbeing"),
  description: lt(
    "Infirmerie, projets d'accueil individualisés, vaccinations et accompagnement psychologique, dans le respect du secret médical.",
    "School nurse, individual care plans, vaccinations and counselling, with medical confidentiality respected.",
  ),
  longDescription: [
    lt(
      "Le module Santé et bien-être donne aux infirmiers, médecins scolaires et psychologues un espace de travail confidentiel. Passages à l'infirmerie, soins, traitements, allergies et projets d'accueil individualisés sont consignés dans un dossier médical accessible aux seuls professionnels de santé.",
      "The Health and wellbeing module gives school nurses, doctors and counsellors a confidential workspace. Visits to the nurse, care given, medication, allergies and individual care plans are recorded in a health file that only health professionals can open.",
    ),
    lt(
      "Les informations utiles aux équipes, comme une allergie alimentaire ou un aménagement, sont partagées sans dévoiler le dossier médical. Les campagnes de vaccination, les bilans de santé et les signalements suivent des circuits tracés.",
      "Information staff need, such as a food allergy or an adjustment, is shared without revealing the health record. Vaccination campaigns, health checks and safeguarding reports follow logged workflows.",
    ),
  ],
  keyBenefits: [
    {
      icon: "lock",
      title: lt("Secret médical préservé", "Medical confidentiality kept"),
      text: lt(
        "Dossier chiffré, accès réservé aux professionnels de santé et journalisé.",
        "Encrypted file, access restricted to health professionals and logged.",
      ),
    },
    {
      icon: "stethoscope",
      title: lt("Infirmerie organisée", "An organised nurse's office"),
      text: lt(
        "Passages, soins et traitements consignés en quelques secondes.",
        "Visits, care and medication recorded in seconds.",
      ),
    },
    {
      icon: "pill",
      title: lt("PAI partagés utilement", "Care plans shared sensibly"),
      text: lt(
        "Les consignes d'urgence sont visibles des équipes concernées, sans le dossier complet.",
        "Emergency instructions are visible to the staff concerned, without the full file.",
      ),
    },
    {
      icon: "hand-heart",
      title: lt("Bien-être suivi", "Wellbeing followed up"),
      text: lt(
        "Entretiens, orientations vers des partenaires et suivi dans la durée.",
        "Counselling sessions, referrals to partners and long-term follow-up.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Allergies à la cantine", "Allergies in the canteen"),
      text: lt(
        "Le service de restauration voit les allergies déclarées sans accéder au dossier médical.",
        "Catering staff see declared allergies without access to the health record.",
      ),
    },
    {
      title: lt("Service de santé universitaire", "University health service"),
      text: lt(
        "Rendez-vous, consultations et orientations des étudiants suivis par l'équipe médicale.",
        "Student appointments, consultations and referrals tracked by the medical team.",
      ),
    },
    {
      title: lt("Sorties scolaires", "School trips"),
      text: lt(
        "La liste des traitements et consignes d'urgence accompagne automatiquement le groupe.",
        "The list of medication and emergency instructions goes with the group automatically.",
      ),
    },
  ],
  features: [
    {
      title: lt("Registre de l'infirmerie", "Nurse's log"),
      text: lt(
        "Passages, motifs, soins donnés et suites, avec information des familles.",
        "Visits, reasons, care given and follow-up, with families informed.",
      ),
    },
    {
      title: lt("Projets d'accueil individualisés", "Individual care plans"),
      text: lt(
        "Rédaction, signatures et diffusion ciblée des consignes.",
        "Drafting, signatures and targeted sharing of instructions.",
      ),
    },
    {
      title: lt("Vaccinations et bilans", "Vaccinations and check-ups"),
      text: lt(
        "Campagnes, convocations et suivi des couvertures vaccinales.",
        "Campaigns, appointments and coverage tracking.",
      ),
    },
    {
      title: lt("Traitements", "Medication"),
      text: lt(
        "Prescriptions, horaires de prise et stock de l'infirmerie.",
        "Prescriptions, dosing times and the nurse's stock.",
      ),
    },
    {
      title: lt("Accompagnement psychologique", "Counselling"),
      text: lt(
        "Rendez-vous et notes confidentielles des psychologues.",
        "Appointments and counsellors' confidential notes.",
      ),
    },
    {
      title: lt("Signalements", "Safeguarding reports"),
      text: lt(
        "Circuit de signalement tracé et accès restreint.",
        "Logged reporting workflow with restricted access.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Hébergement de données de santé", "Health data hosting"),
      text: lt(
        "Les données médicales sont hébergées en France chez un hébergeur certifié pour les données de santé.",
        "Medical data is hosted in France by a provider certified for health data.",
      ),
    },
    {
      title: lt("Cloisonnement fin", "Fine-grained separation"),
      text: lt(
        "Chaque information a son niveau de confidentialité : médical, équipe, famille.",
        "Each piece of information has its own confidentiality level: medical, staff, family.",
      ),
    },
    {
      title: lt("Pensé avec des infirmiers scolaires", "Designed with school nurses"),
      text: lt(
        "Les écrans suivent le déroulé réel d'un passage à l'infirmerie.",
        "Screens follow how a visit to the nurse really unfolds.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Martine Gauthier",
      lt("Infirmière scolaire", "School nurse"),
      "Cité scolaire Lamartine, Mâcon",
      lt(
        "Je consigne un passage en dix secondes, et les consignes des PAI partent avec chaque sortie scolaire. Je suis plus sereine, et les familles aussi.",
        "I log a visit in ten seconds, and care-plan instructions go out with every school trip. I feel calmer, and so do the families.",
      ),
    ),
    testimonial(
      "Dr Antoine Vidal",
      lt("Médecin du service de santé étudiante", "Student health service doctor"),
      "Université de Provence-Alpes",
      lt(
        "Le cloisonnement des accès était notre condition. Il est réel : l'administration voit les rendez-vous, jamais le contenu des consultations.",
        "Strict access separation was our condition. It is real: administrators see appointments, never what was said in a consultation.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "sante-bien-etre",
      1,
      lt("Registre de l'infirmerie", "Nurse's log"),
      lt(
        "Passages du jour, motifs et suites données, avec les élèves suivis.",
        "Today's visits, reasons and follow-up, with students under care.",
      ),
    ),
    screenshot(
      "sante-bien-etre",
      2,
      lt("Projets d'accueil individualisés", "Individual care plans"),
      lt(
        "PAI en cours, renouvellements à prévoir et équipes informées.",
        "Active care plans, upcoming renewals and staff informed.",
      ),
    ),
  ],
  related: ["services-etudiants", "etudiants", "configuration-systeme"],
};
