import type { IconName } from "./icon-name.ts";
import type { ModuleSetId } from "./slugs.ts";
import { cv } from "./claims.ts";
import { lt, type LText } from "./localized.ts";
import type { OfferId } from "./offer-ids.ts";

/** The audiences of spec §1, one block each on /secteurs. */
export interface Sector {
  readonly id: string;
  readonly icon: IconName;
  readonly name: LText;
  readonly summary: LText;
  readonly needs: readonly LText[];
  readonly modules: readonly ModuleSetId[];
  readonly offer: OfferId;
  /** The sector's own solution page, when it has one. */
  readonly page?: string;
}

export const SECTORS: readonly Sector[] = [
  {
    id: "superieur",
    icon: "graduation-cap",
    name: lt("Universités et enseignement supérieur", "Universities and higher education"),
    summary: lt(
      "Des candidatures au diplôme, pour les universités, instituts et grandes écoles publiques ou privées.",
      "From application to graduation, for public and private universities, institutes and grandes écoles.",
    ),
    needs: [
      lt("Campagnes de candidature et commissions", "Application campaigns and admission panels"),
      lt("Maquettes LMD, crédits ECTS et jurys", "Degree structures, ECTS credits and exam boards"),
      lt("Vie étudiante, stages et insertion", "Student life, placements and employability"),
    ],
    modules: ["etudiants", "academique", "examens", "services-etudiants"],
    offer: "premium",
    page: "/solutions/superieur",
  },
  {
    id: "ecoles-commerce",
    icon: "briefcase",
    name: lt("Écoles de commerce et d'ingénieurs", "Business and engineering schools"),
    summary: lt(
      "Multi-campus, alternance, relations entreprises et international : les écoles qui bougent vite.",
      "Multiple campuses, work-study, employer relations and international students: schools that move fast.",
    ),
    needs: [
      lt("Recrutement mesuré, du salon à l'inscription", "Measurable recruitment, from fair to enrolment"),
      lt("Intervenants professionnels et vacations", "Visiting professionals and sessional pay"),
      lt("Taxe d'apprentissage et réseau des anciens", "Apprenticeship tax and alumni network"),
    ],
    modules: ["relations-partenariats", "ressources-humaines", "finance", "etudiants"],
    offer: "enterprise",
    page: "/solutions/ga-enterprise",
  },
  {
    id: "secondaire",
    icon: "building-2",
    name: lt("Collèges et lycées", "Secondary schools"),
    summary: lt(
      "Établissements publics et privés, généraux, technologiques, professionnels ou agricoles.",
      "Public and private schools: general, technical, vocational and agricultural.",
    ),
    needs: [
      lt("Emplois du temps, options et groupes", "Timetables, options and groups"),
      lt("Vie scolaire, absences et familles", "Pastoral care, absences and families"),
      lt("Bulletins, conseils de classe et examens", "Reports, class councils and exams"),
    ],
    modules: ["academique", "evaluations", "examens", "sante-bien-etre"],
    offer: "premium",
    page: "/solutions/colleges-lycees",
  },
  {
    id: "primaire",
    icon: "school",
    name: lt("Écoles maternelles et élémentaires", "Nursery and primary schools"),
    summary: lt(
      "Des outils simples pour des directions qui enseignent aussi, et des familles très présentes.",
      "Simple tools for heads who also teach, and for very involved families.",
    ),
    needs: [
      lt("Inscriptions et dossiers des enfants", "Enrolment and children's records"),
      lt("Cantine, garderie et facturation", "Canteen, after-school care and invoicing"),
      lt("Communication avec les familles", "Communication with families"),
    ],
    modules: ["etudiants", "services-etudiants", "finance"],
    offer: "academic-starter",
    page: "/solutions/ecoles",
  },
  {
    id: "cfa",
    icon: "hammer",
    name: lt("CFA et apprentissage", "Apprenticeship centres"),
    summary: lt(
      "Des apprentis entre deux lieux de formation : le centre et l'entreprise.",
      "Apprentices learning in two places: the training centre and the workplace.",
    ),
    needs: [
      lt(
        "Contrats et financements des opérateurs de compétences",
        "Contracts and funding from skills operators",
      ),
      lt("Livret d'apprentissage partagé avec les entreprises", "Logbook shared with employers"),
      lt("Preuves pour les audits qualité", "Evidence for quality audits"),
    ],
    modules: ["evaluations", "relations-partenariats", "finance", "e-learning"],
    offer: "premium",
  },
  {
    id: "formation-continue",
    icon: "users",
    name: lt("Organismes de formation continue", "Continuing-education providers"),
    summary: lt(
      "Entrées permanentes, formation à distance et financeurs multiples.",
      "Rolling starts, distance learning and multiple funding bodies.",
    ),
    needs: [
      lt("Parcours individualisés et entrées permanentes", "Personalised paths and rolling starts"),
      lt("Temps de formation prouvé et attestations", "Proven learning time and certificates"),
      lt(
        `Une plateforme LMS prête en ${cv("deployment24h").fr}`,
        `An LMS ready in ${cv("deployment24h").en}`,
      ),
    ],
    modules: ["e-learning", "etudiants", "finance"],
    offer: "learning-platform",
    page: "/lms",
  },
];

export const SECTOR_LABELS = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  listTitle: lt("Six types d'établissements, une même exigence", "Six types of institution, one standard"),
  needsTitle: lt("Vos priorités", "Your priorities"),
  modulesTitle: lt("Modules recommandés", "Recommended modules"),
  pageLink: lt("Voir la solution", "See the solution"),
  quoteLink: lt("Demander un devis", "Request a quote"),
  ctaTitle: lt("Votre établissement ne rentre dans aucune case ?", "Your institution doesn't fit a box?"),
  ctaText: lt(
    `Parlez-en à un expert : nous répondons sous ${cv("quoteReplyIn24h").fr}, du lundi au vendredi de 9:00 à 18:00.`,
    `Talk to an expert: we reply within ${cv("quoteReplyIn24h").en}, Monday to Friday, 9:00 to 18:00.`,
  ),
  ctaPrimary: lt("Parler à un expert", "Talk to an expert"),
  ctaSecondary: lt("Demander une démo", "Request a demo"),
} as const;
