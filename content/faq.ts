import type { Language } from "./languages.ts";
import type { LText } from "./localized.ts";
import { lt } from "./typography.ts";
import { resolve, type Resolved } from "./resolve.ts";

/**
 * The pricing FAQ (`/tarification/faq`, spec §1 "Pricing pages with … FAQ"), grouped by theme. The
 * page shows it as an accordion and gives search engines the same questions as FAQPage data.
 * Answers are plain text: the structured data repeats them word for word.
 */

export type FaqCategoryId = "quote" | "contract" | "setup" | "addons" | "security";

interface FaqItemDef {
  readonly id: string;
  readonly category: FaqCategoryId;
  readonly question: LText;
  readonly answer: LText;
}

export const FAQ_CATEGORIES: Readonly<Record<FaqCategoryId, LText>> = {
  quote: lt("Devis et tarifs", "Quotes and prices"),
  contract: lt("Contrat et facturation", "Contract and billing"),
  setup: lt("Mise en route et migration", "Getting started and migration"),
  addons: lt("Options", "Add-ons"),
  security: lt("Sécurité et données", "Security and data"),
};

const FAQ_DEFS: readonly FaqItemDef[] = [
  {
    id: "why-quote",
    category: "quote",
    question: lt("Pourquoi vos offres sont-elles sur devis ?", "Why are your plans priced on quotation?"),
    answer: lt(
      "Deux établissements de même taille ont rarement les mêmes besoins : nombre de sites, modules utiles, alternance, financements, reprise de l'historique. Le devis tient compte de tout cela, pour que vous ne payiez que ce que vous utilisez. Le calculateur vous donne un ordre de grandeur immédiat ; la proposition détaillée arrive sous 5 jours ouvrés.",
      "Two institutions of the same size rarely have the same needs: number of sites, useful modules, apprenticeships, funding, history to import. The quote takes all of this into account, so you only pay for what you use. The calculator gives you an immediate ballpark figure; the detailed proposal arrives within 5 business days.",
    ),
  },
  {
    id: "indicative-prices",
    category: "quote",
    question: lt("Quels sont les prix de départ ?", "What are the starting prices?"),
    answer: lt(
      "À titre indicatif, Essential démarre à 199 € HT par mois et Premium à 399 € HT par mois ; Excellence est chiffrée au cas par cas. Le prix dépend ensuite du nombre d'apprenants, des modules, du nombre d'établissements et des options choisies.",
      "As a guide, Essential starts at €199 excl. VAT per month and Premium at €399 excl. VAT per month; Excellence is priced case by case. The price then depends on the number of learners, modules, establishments and the add-ons you choose.",
    ),
  },
  {
    id: "student-count",
    category: "quote",
    question: lt("Comment les apprenants sont-ils comptés ?", "How are learners counted?"),
    answer: lt(
      "Nous comptons les apprenants actifs sur l'année en cours : élèves, étudiants, apprentis et stagiaires inscrits à au moins une formation. Les anciens élèves archivés, les familles et les personnels ne sont pas comptés. En cours d'année, une hausse de moins de 10 % n'entraîne aucun supplément.",
      "We count learners active during the current year: pupils, students, apprentices and trainees enrolled on at least one course. Archived former students, families and staff are not counted. During the year, growth of less than 10% costs nothing extra.",
    ),
  },
  {
    id: "public-procurement",
    category: "quote",
    question: lt("Répondez-vous aux marchés publics ?", "Do you answer public tenders?"),
    answer: lt(
      "Oui. Nous répondons aux consultations et appels d'offres des établissements publics, acceptons les bons de commande et déposons nos factures sur Chorus Pro avec votre numéro SIRET et votre code service.",
      "Yes. We answer consultations and calls for tender from public institutions, accept purchase orders and submit our invoices on Chorus Pro with your SIRET number and service code.",
    ),
  },
  {
    id: "commitment",
    category: "contract",
    question: lt("Quelle est la durée d'engagement ?", "How long is the commitment?"),
    answer: lt(
      "L'abonnement est annuel, renouvelable par tacite reconduction, et résiliable chaque année avec un préavis de trois mois. Nous calons volontiers la date anniversaire sur votre rentrée pour que le budget suive l'année scolaire ou universitaire.",
      "The subscription is yearly, renewed automatically, and can be cancelled each year with three months' notice. We are happy to align the renewal date with the start of your academic year so that the budget follows it.",
    ),
  },
  {
    id: "billing",
    category: "contract",
    question: lt("Comment êtes-vous payés ?", "How do we pay?"),
    answer: lt(
      "Par virement, par prélèvement SEPA ou, pour les établissements publics, sur bon de commande ou mandat administratif. Vous choisissez une facturation mensuelle, ou annuelle avec 10 % de remise sur l'abonnement. Les prestations ponctuelles, comme la migration assistée, sont facturées une seule fois.",
      "By bank transfer, SEPA direct debit or, for public institutions, purchase order or administrative mandate. You choose monthly billing, or yearly billing with 10% off the subscription. One-off services, such as assisted migration, are invoiced once.",
    ),
  },
  {
    id: "change-plan",
    category: "contract",
    question: lt("Puis-je changer d'offre en cours d'année ?", "Can we change plan during the year?"),
    answer: lt(
      "Oui, à tout moment vers une offre supérieure : la différence est calculée au prorata des mois restants. Le passage à une offre inférieure prend effet à la date anniversaire.",
      "Yes, you can move up at any time: the difference is charged pro rata for the remaining months. Moving down takes effect on the renewal date.",
    ),
  },
  {
    id: "setup-time",
    category: "setup",
    question: lt("Combien de temps faut-il pour démarrer ?", "How long does it take to get started?"),
    answer: lt(
      "Votre espace est ouvert en 24 h. Une école ou un petit organisme démarre en général en deux semaines ; un établissement avec reprise de l'historique compte quatre à huit semaines, à caler de préférence avant la rentrée ou entre deux sessions.",
      "Your instance is open within 24 hours. A school or small provider usually goes live within two weeks; an institution importing its history should allow four to eight weeks, ideally before the start of the year or between two sessions.",
    ),
  },
  {
    id: "training",
    category: "setup",
    question: lt("La formation de nos équipes est-elle comprise ?", "Is training for our staff included?"),
    answer: lt(
      "Chaque offre comprend une session de démarrage. Premium ajoute une journée de formation de vos référents, Excellence une formation sur site. Des parcours complémentaires sont proposés dans la rubrique Formation.",
      "Every plan includes a kick-off session. Premium adds a training day for your key users, Excellence on-site training. Further courses are listed in the Training section.",
    ),
  },
  {
    id: "migration",
    category: "setup",
    question: lt("Pouvez-vous reprendre nos données actuelles ?", "Can you move our current data?"),
    answer: lt(
      "Oui. Avec les modèles d'import, vous reprenez vous-même élèves, tarifs et emplois du temps. Avec l'option Migration assistée (299 € HT, une fois), nos consultants reprennent aussi les notes, les paiements et l'historique, et contrôlent chaque import avec vous. Elle est incluse dans Excellence.",
      "Yes. With the import templates, you load students, fees and timetables yourself. With the Assisted migration add-on (€299 excl. VAT, one-time), our consultants also move grades, payments and history, and check each import with you. It is included in Excellence.",
    ),
  },
  {
    id: "addons-when",
    category: "addons",
    question: lt("Peut-on ajouter des options plus tard ?", "Can we add add-ons later?"),
    answer: lt(
      "Oui, chaque option s'active en cours d'année depuis votre espace client ou auprès de votre conseiller, et n'est facturée qu'à partir du mois de son activation.",
      "Yes, each add-on can be turned on during the year from your client space or through your account manager, and is only billed from the month it is activated.",
    ),
  },
  {
    id: "multi-site",
    category: "addons",
    question: lt(
      "Nous avons plusieurs établissements : comment faire ?",
      "We have several establishments: what should we do?",
    ),
    answer: lt(
      "L'option Multi-établissements (79 € HT par mois) réunit jusqu'à 5 établissements dans une même instance, avec des données consolidées et des droits par site. Au-delà, ou pour composer vos modules site par site, GA Enterprise est conçue pour les groupes et les réseaux.",
      "The Multi-establishment add-on (€79 excl. VAT per month) brings up to 5 establishments into one instance, with consolidated data and per-site permissions. Beyond that, or to choose modules site by site, GA Enterprise is built for groups and networks.",
    ),
  },
  {
    id: "hosting",
    category: "security",
    question: lt("Où sont hébergées nos données ?", "Where is our data hosted?"),
    answer: lt(
      "En France, dans des centres de données situés en France métropolitaine, sauvegardes comprises. Nos systèmes sont certifiés ISO 27001 et nous signons avec chaque établissement un accord de traitement des données conforme au RGPD.",
      "In France, in data centres in mainland France, backups included. Our systems are ISO 27001 certified and we sign a GDPR-compliant data processing agreement with every institution.",
    ),
  },
  {
    id: "leave",
    category: "security",
    question: lt("Et si nous partons ?", "What if we leave?"),
    answer: lt(
      "Vos données vous appartiennent. Vous pouvez les exporter à tout moment en formats ouverts (CSV, PDF) ; à la fin du contrat, nous vous remettons un export complet puis supprimons les données dans les 90 jours, avec une attestation.",
      "Your data is yours. You can export it at any time in open formats (CSV, PDF); at the end of the contract we hand over a full export, then delete the data within 90 days and confirm it in writing.",
    ),
  },
];

export const FAQ_DEFINITIONS = FAQ_DEFS;

export type FaqItem = Resolved<FaqItemDef>;

export function getFaq(lang: Language) {
  const items = resolve(FAQ_DEFS, lang);
  const categories = (Object.keys(FAQ_CATEGORIES) as FaqCategoryId[]).map((id) => ({
    id,
    name: FAQ_CATEGORIES[id][lang],
    items: items.filter((item) => item.category === id),
  }));
  return { items, categories };
}

/** The few questions the main pricing page shows before linking to the whole FAQ. */
export const FEATURED_FAQ_IDS = ["why-quote", "indicative-prices", "commitment", "migration"] as const;
