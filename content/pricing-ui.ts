import type { Language } from "./languages.ts";
import { lt } from "./typography.ts";
import { resolve } from "./resolve.ts";

/**
 * Labels of the pricing pages (cards, comparison table, calculator). They travel in the loader's
 * data with the page's content, in the page's language only. `{{x}}` marks a value filled in by
 * the component.
 */
const PRICING_UI = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  pricing: lt("Tarification", "Pricing"),
  plansTitle: lt("Trois offres, un même logiciel", "Three plans, one software"),
  plansIntro: lt(
    "GA Academic+ s'adapte à la taille de votre établissement. Toutes les offres sont hébergées en France, mises à jour en continu et proposées sur devis.",
    "GA Academic+ scales with your institution. Every plan is hosted in France, continuously updated and offered on quotation.",
  ),
  fromPrice: lt(
    "À partir de {{price}} HT par mois, à titre indicatif",
    "From {{price}} excl. VAT per month, as a guide",
  ),
  customPrice: lt("Tarif établi selon votre projet", "Priced for your project"),
  figures: {
    students: lt("Apprenants", "Learners"),
    automations: lt("Automatisations", "Automations"),
    storage: lt("Stockage", "Storage"),
    sla: lt("Disponibilité garantie", "Uptime SLA"),
    response: lt("Réponse du support", "Support response"),
  },
  upTo: lt("Jusqu'à {{value}}", "Up to {{value}}"),
  features: lt("Fonctionnalités", "Features"),
  support: lt("Assistance", "Support"),
  supportChannels: lt("Canaux", "Channels"),
  supportFeatures: lt("Services", "Services"),
  inclusions: lt("Compris dans l'offre", "Included in the plan"),
  quote: lt("Demander un devis", "Request a quote"),
  quoteFor: lt("Demander un devis pour l'offre {{name}}", "Request a quote for the {{name}} plan"),
  detailsFor: lt("Voir l'offre {{name}}", "See the {{name}} plan"),
  estimate: lt("Estimer mon budget", "Estimate my budget"),
  estimateFor: lt("Estimer le budget de l'offre {{name}}", "Estimate the budget of the {{name}} plan"),
  audience: lt("Pour qui ?", "Who is it for?"),
  addonsTitle: lt("Options", "Add-ons"),
  addonsIntro: lt(
    "Complétez votre offre selon vos besoins. Prix hors taxes, activables à tout moment.",
    "Complete your plan as you need. Prices excl. VAT, available at any time.",
  ),
  addonsForPlan: lt("Options disponibles", "Available add-ons"),
  includedIn: lt("Inclus dans {{plans}}", "Included in {{plans}}"),
  includedInThisPlan: lt("Inclus dans cette offre", "Included in this plan"),
  toolsTitle: lt("Tout pour préparer votre décision", "Everything you need to decide"),
  tools: {
    comparison: {
      title: lt("Comparatif détaillé", "Detailed comparison"),
      text: lt(
        "Toutes les différences entre les trois offres, ligne par ligne.",
        "Every difference between the three plans, line by line.",
      ),
    },
    calculator: {
      title: lt("Calculateur", "Calculator"),
      text: lt(
        "Une estimation mensuelle et annuelle en quelques secondes.",
        "A monthly and yearly estimate in seconds.",
      ),
    },
    faq: {
      title: lt("Questions fréquentes", "Frequently asked questions"),
      text: lt("Engagement, facturation, migration, sécurité.", "Commitment, billing, migration, security."),
    },
    migration: {
      title: lt("Migration", "Migration"),
      text: lt("Changer de logiciel sans perdre vos données.", "Switch software without losing your data."),
    },
  },
  faqTitle: lt("Vos questions les plus fréquentes", "Your most frequent questions"),
  faqAll: lt("Voir toutes les questions", "See all questions"),
  enterpriseTitle: lt(
    "Plusieurs sites ou un réseau d'établissements ?",
    "Several sites or a network of institutions?",
  ),
  enterpriseText: lt(
    "GA Enterprise vous laisse choisir vos modules site par site et piloter tout le réseau depuis une seule plateforme.",
    "GA Enterprise lets you choose your modules site by site and run the whole network from a single platform.",
  ),
  enterpriseCta: lt("Découvrir GA Enterprise", "Discover GA Enterprise"),
  vatNote: lt(
    "Prix indicatifs hors taxes. Seule la proposition commerciale signée engage GA Éducation.",
    "Indicative prices excluding VAT. Only the signed commercial proposal binds GA Education.",
  ),
  otherPlans: lt("Les autres offres", "The other plans"),
  yes: lt("Inclus", "Included"),
  no: lt("Non inclus", "Not included"),
  comparison: {
    caption: lt(
      "Comparatif des offres Essential, Premium et Excellence",
      "Comparison of the Essential, Premium and Excellence plans",
    ),
    feature: lt("Caractéristique", "Feature"),
    essentials: lt("Capacités", "Capacity"),
    support: lt("Assistance", "Support"),
    price: lt("Prix", "Price"),
    tableRegion: lt(
      "Tableau comparatif, défilable horizontalement",
      "Comparison table, scrolls horizontally",
    ),
  },
  calculator: {
    formTitle: lt("Votre établissement", "Your institution"),
    capacity: lt("Jusqu'à {{count}} apprenants", "Up to {{count}} learners"),
    capacityUnlimited: lt("Apprenants illimités", "Unlimited learners"),
    plan: lt("Offre", "Plan"),
    students: lt("Nombre d'apprenants", "Number of learners"),
    studentsHint: lt(
      "Élèves, étudiants, apprentis et stagiaires actifs sur l'année.",
      "Students, apprentices and trainees active during the year.",
    ),
    modules: lt("Nombre de modules", "Number of modules"),
    modulesHint: lt(
      "Sur les 15 modules de GA Academic+. Essential en comprend 6 ; Premium et Excellence les comprennent tous.",
      "Out of GA Academic+'s 15 modules. Essential includes 6; Premium and Excellence include them all.",
    ),
    establishments: lt("Nombre d'établissements", "Number of establishments"),
    establishmentsHint: lt(
      "À partir de 2, l'option Multi-établissements s'ajoute : une option pour 5 établissements.",
      "From 2, the Multi-establishment add-on is added: one add-on per 5 establishments.",
    ),
    studentsErrors: {
      required: lt("Indiquez le nombre d'apprenants.", "Enter the number of learners."),
      notNumber: lt(
        "Saisissez un nombre d'apprenants en chiffres, par exemple 250.",
        "Enter the number of learners in figures, for example 250.",
      ),
      notPositive: lt(
        "Le nombre d'apprenants doit être d'au moins 1.",
        "The number of learners must be at least 1.",
      ),
      notWhole: lt(
        "Saisissez un nombre entier d'apprenants, sans décimale.",
        "Enter a whole number of learners, without decimals.",
      ),
      tooMany: lt(
        "Au-delà de 100 000 apprenants, demandez-nous un devis.",
        "Beyond 100,000 learners, ask us for a quote.",
      ),
    },
    waiting: lt(
      "L'estimation s'affiche dès que le nombre d'apprenants est valide.",
      "The estimate shows as soon as the number of learners is valid.",
    ),
    addons: lt("Options", "Add-ons"),
    countries: lt(
      "Nombre de pays (déploiement international)",
      "Number of countries (international deployment)",
    ),
    update: lt("Mettre à jour l'estimation", "Update the estimate"),
    resultTitle: lt("Votre estimation", "Your estimate"),
    seeDetail: lt("Voir le détail", "See the breakdown"),
    monthly: lt("Par mois", "Per month"),
    yearly: lt("Par an, en paiement annuel", "Per year, paid yearly"),
    yearlyDiscount: lt(
      "Remise annuelle de {{percent}} % : −{{amount}}",
      "{{percent}}% yearly discount: −{{amount}}",
    ),
    oneTime: lt("Frais uniques", "One-off fees"),
    firstYear: lt("Budget de la première année", "First-year budget"),
    breakdown: lt("Détail mensuel", "Monthly breakdown"),
    lines: {
      plan: lt("Offre {{name}}", "{{name}} plan"),
      students: lt("{{count}} apprenants supplémentaires × {{unit}}", "{{count}} extra learners × {{unit}}"),
      modules: lt("{{count}} modules supplémentaires × {{unit}}", "{{count}} extra modules × {{unit}}"),
      establishments: lt("Multi-établissements × {{count}}", "Multi-establishment × {{count}}"),
      perCountry: lt("{{name}} × {{count}} pays", "{{name}} × {{count}} countries"),
      included: lt("inclus", "included"),
    },
    adjusted: lt(
      "{{students}} apprenants dépassent le plafond de l'offre {{requested}} : l'estimation est faite sur l'offre {{plan}}.",
      "{{students}} learners exceed the {{requested}} plan's cap: the estimate uses the {{plan}} plan.",
    ),
    cheaper: lt(
      "Bon à savoir : pour cette configuration, l'offre {{plan}} reviendrait à {{price}} par mois.",
      "Good to know: for this selection, the {{plan}} plan would cost {{price}} per month.",
    ),
    quote: lt("Demander un devis avec cette sélection", "Request a quote with this selection"),
    disclaimer: lt(
      "Estimation indicative hors taxes, sans valeur contractuelle. Votre devis détaillé vous parvient sous 5 jours ouvrés.",
      "Indicative estimate excluding VAT, not contractual. Your detailed quote reaches you within 5 business days.",
    ),
    formulaTitle: lt("Comment l'estimation est calculée", "How the estimate is calculated"),
    formula: [
      lt(
        "Prix de départ de l'offre : {{essential}} (Essential, 50 apprenants), {{premium}} (Premium, 150 apprenants), {{excellence}} (Excellence, 500 apprenants) par mois.",
        "Plan starting price: {{essential}} (Essential, 50 learners), {{premium}} (Premium, 150 learners), {{excellence}} (Excellence, 500 learners) per month.",
      ),
      lt(
        "Chaque apprenant au-delà : {{essentialStudent}}, {{premiumStudent}} ou {{excellenceStudent}} par mois selon l'offre, dans la limite de 100 (Essential) et 300 (Premium) apprenants.",
        "Each learner beyond that: {{essentialStudent}}, {{premiumStudent}} or {{excellenceStudent}} per month depending on the plan, up to 100 (Essential) and 300 (Premium) learners.",
      ),
      lt(
        "Chaque module au-delà des 6 d'Essential : {{module}} par mois.",
        "Each module beyond Essential's 6: {{module}} per month.",
      ),
      lt(
        "Options au tarif affiché ; le paiement annuel retire {{percent}} % de l'abonnement ; la migration assistée est facturée une fois.",
        "Add-ons at their listed price; yearly payment takes {{percent}}% off the subscription; assisted migration is billed once.",
      ),
    ],
  },
  faqPage: {
    contents: lt("Thèmes", "Topics"),
    stillQuestions: lt("Vous ne trouvez pas votre réponse ?", "Can't find your answer?"),
    stillText: lt(
      "Nos conseillers vous répondent du lundi au vendredi, de 9 h à 18 h.",
      "Our advisers answer Monday to Friday, 9 am to 6 pm.",
    ),
    contact: lt("Poser une question", "Ask a question"),
  },
};

export function getPricingUi(lang: Language) {
  return resolve(PRICING_UI, lang);
}

export type PricingUi = ReturnType<typeof getPricingUi>;

/** The raw tree, for completeness tests. */
export const PRICING_UI_CONTENT = PRICING_UI;
