import { MODULE_MENU_SLUGS, MODULE_SLUGS, type ModuleSetId, type ModuleSlug } from "../slugs.ts";
import { claimLine, cv } from "../claims.ts";
import { lt } from "../localized.ts";
import { academique } from "./academique.ts";
import { configurationSysteme } from "./configuration-systeme.ts";
import { eLearning } from "./e-learning.ts";
import { etudiants } from "./etudiants.ts";
import { evaluations } from "./evaluations.ts";
import { examens } from "./examens.ts";
import { finance } from "./finance.ts";
import { relationsPartenariats } from "./relations-partenariats.ts";
import { ressourcesHumaines } from "./ressources-humaines.ts";
import { ressourcesPatrimoine } from "./ressources-patrimoine.ts";
import { santeBienEtre } from "./sante-bien-etre.ts";
import { servicesEtudiants } from "./services-etudiants.ts";
import type { ModuleContent } from "./types.ts";

export type { ModuleContent } from "./types.ts";

/** Every content set of the module pages (spec §2: the slugs of MODULE_SLUGS map to these sets). */
export const MODULES: Readonly<Record<ModuleSetId, ModuleContent>> = {
  finance,
  etudiants,
  academique,
  examens,
  "e-learning": eLearning,
  "ressources-humaines": ressourcesHumaines,
  "services-etudiants": servicesEtudiants,
  evaluations,
  "sante-bien-etre": santeBienEtre,
  "configuration-systeme": configurationSysteme,
  "relations-partenariats": relationsPartenariats,
  "ressources-patrimoine": ressourcesPatrimoine,
};

export function isModuleSlug(slug: string): slug is ModuleSlug {
  return Object.hasOwn(MODULE_SLUGS, slug);
}

/** The slug a set is linked from in menus and indexes, which is also its canonical URL. */
export function menuSlugOf(set: ModuleSetId): ModuleSlug {
  const slug = MODULE_MENU_SLUGS.find((s) => MODULE_SLUGS[s] === set);
  if (!slug) throw new Error(`No menu slug for module set ${set}`);
  return slug;
}

/** Module sets in menu order (spec §2 "Modules section children"). */
export const MODULE_ORDER: readonly ModuleSetId[] = MODULE_MENU_SLUGS.map((slug) => MODULE_SLUGS[slug]);

/** Texts around the content of a module page. */
export const MODULE_PAGE_LABELS = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  modules: lt("Modules", "Modules"),
  eyebrow: lt("Module GA Academic+", "GA Academic+ module"),
  overview: lt("Le module en détail", "The module in detail"),
  keyBenefits: lt("Avantages clés", "Key benefits"),
  features: lt("Fonctionnalités", "Features"),
  useCases: lt("Cas d'usage", "Use cases"),
  uniqueStrengths: lt("Ce qui fait la différence", "What sets it apart"),
  screenshots: lt("Aperçu du module", "Inside the module"),
  testimonials: lt("Ils l'utilisent au quotidien", "Used every day by"),
  related: lt("Modules souvent associés", "Often used together"),
  relatedLink: lt("Découvrir le module", "Explore the module"),
  starsLabel: lt("Note : {n} sur 5", "Rating: {n} out of 5"),
  ctaTitle: lt("Voyez ce module avec vos propres données", "See this module with your own data"),
  ctaText: lt(
    `En ${cv("demo30Minutes").fr}, un conseiller vous montre comment ce module s'adapte à votre établissement.`,
    `In ${cv("demo30Minutes").en}, an adviser shows you how this module fits your institution.`,
  ),
} as const;

/** The modules index page. */
export const MODULES_INDEX = {
  eyebrow: lt("GA Academic+", "GA Academic+"),
  configuration: {
    value: cv("modules13to17"),
    line: claimLine("modules13to17"),
    text: lt(
      `GA Academic+ compte ${cv("modules15").fr} modules, regroupés ici en 12 domaines. Selon votre édition et vos options (crèche, international, analytique avancée), votre établissement en utilise de 13 à 17.`,
      `GA Academic+ has ${cv("modules15").en} modules, grouped here into 12 areas. Depending on your edition and options (nursery, international, advanced analytics), your institution uses between 13 and 17 of them.`,
    ),
  },
  listTitle: lt("Les domaines couverts", "The areas covered"),
  cardLink: lt("Découvrir le module", "Explore the module"),
  together: {
    title: lt("Des modules qui parlent le même langage", "Modules that speak the same language"),
    intro: lt(
      "Tous les modules partagent la même base de données : une information saisie une fois est juste partout.",
      "Every module shares the same database: information entered once is correct everywhere.",
    ),
    items: [
      {
        icon: "database-zap",
        title: lt("Une seule base", "One database"),
        text: lt(
          "L'inscription d'un élève alimente sa facture, son emploi du temps et ses accès.",
          "A student's enrolment feeds their invoice, their timetable and their access rights.",
        ),
      },
      {
        icon: "key-round",
        title: lt("Un seul compte", "One account"),
        text: lt(
          "Chaque utilisateur se connecte une fois et voit ce que son profil autorise.",
          "Each user signs in once and sees what their role allows.",
        ),
      },
      {
        icon: "puzzle",
        title: lt("Activable à tout moment", "Switch on at any time"),
        text: lt(
          "Commencez par l'essentiel et ajoutez des modules quand vous êtes prêts.",
          "Start with the essentials and add modules when you are ready.",
        ),
      },
    ],
  },
  ctaTitle: lt("Quels modules pour votre établissement ?", "Which modules does your institution need?"),
  ctaText: lt(
    "Décrivez-nous votre organisation : nous vous proposons la combinaison adaptée, chiffrée sur devis.",
    "Tell us how you are organised: we will suggest the right combination, priced on quotation.",
  ),
} as const;
