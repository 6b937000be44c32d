import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const finance: ModuleContent = {
  id: "finance",
  icon: "wallet",
  colour: "#047857",
  colourDark: "#6ee7b7",
  title: lt("Gestion financière", "Finance and accounting"),
  description: lt(
    "Frais de scolarité, échéanciers, relances et comptabilité : toutes les finances de l'établissement, reliées aux dossiers des élèves.",
    "Tuition fees, payment plans, reminders and accounting: all of your institution's finances, linked to student records.",
  ),
  longDescription: [
    lt(
      "Le module Gestion financière calcule les frais de chaque élève à partir de son inscription : scolarité, options, demi-pension, internat, réductions fratrie ou bourses. Les familles et les étudiants reçoivent une facture claire, choisissent leur échéancier et paient en ligne, par prélèvement SEPA ou par virement.",
      "The Finance module works out each student's fees from their enrolment: tuition, options, meals, boarding, sibling discounts and grants. Families and students receive a clear invoice, choose a payment plan and pay online, by SEPA direct debit or by bank transfer.",
    ),
    lt(
      "Côté gestion, les encaissements sont rapprochés automatiquement, les impayés relancés selon vos règles et les écritures exportées vers votre logiciel comptable. La direction suit la trésorerie et le budget en temps réel, campus par campus.",
      "Behind the scenes, payments are reconciled automatically, overdue balances are chased according to your rules and journal entries are exported to your accounting software. Management follows cash flow and budget in real time, campus by campus.",
    ),
  ],
  keyBenefits: [
    {
      icon: "receipt-euro",
      title: lt("Facturation sans ressaisie", "Invoicing without re-keying"),
      text: lt(
        "Les factures sont générées à partir des inscriptions et des options choisies, pour toute une promotion en une fois.",
        "Invoices are generated from enrolments and chosen options, for a whole year group at once.",
      ),
    },
    {
      icon: "bell-ring",
      title: lt("Moins d'impayés", "Fewer unpaid fees"),
      text: lt(
        "Relances automatiques par e-mail et SMS, avec un ton et un calendrier que vous fixez.",
        "Automatic e-mail and text reminders, on a schedule and in a tone you set.",
      ),
    },
    {
      icon: "chart-line",
      title: lt("Trésorerie en temps réel", "Real-time cash flow"),
      text: lt(
        "Encaissements, restes à recouvrer et prévisions, consultables à tout moment par la direction.",
        "Collections, outstanding balances and forecasts, available to management at any time.",
      ),
    },
    {
      icon: "file-spreadsheet",
      title: lt("Comptabilité prête à l'export", "Accounting-ready exports"),
      text: lt(
        "Écritures au format de votre logiciel comptable, plan comptable et analytique paramétrables.",
        "Journal entries in your accounting software's format, with configurable charts of accounts and cost centres.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Rentrée d'une école de commerce", "Autumn intake at a business school"),
      text: lt(
        "1 200 étudiants reçoivent leur facture et leur échéancier en dix mensualités dès la confirmation de leur inscription ; 80 % optent pour le prélèvement SEPA.",
        "1,200 students receive their invoice and a ten-instalment payment plan as soon as their enrolment is confirmed; 80% choose SEPA direct debit.",
      ),
    },
    {
      title: lt("Contrats d'apprentissage en CFA", "Apprenticeship contracts at a training centre"),
      text: lt(
        "Les prises en charge des opérateurs de compétences sont facturées par contrat et leur encaissement suivi jusqu'au solde.",
        "Funding from skills operators is invoiced contract by contract and tracked until fully paid.",
      ),
    },
    {
      title: lt("Cantine et garderie au primaire", "Canteen and after-school care at primary level"),
      text: lt(
        "Les repas et présences du mois sont facturés automatiquement aux familles, avec un portail de paiement en ligne.",
        "Each month's meals and attendance are invoiced to families automatically, with an online payment portal.",
      ),
    },
  ],
  features: [
    {
      title: lt("Grilles tarifaires", "Fee schedules"),
      text: lt(
        "Tarifs par formation, niveau, quotient familial ou statut, avec réductions et bourses.",
        "Fees by programme, level, household income band or status, with discounts and grants.",
      ),
    },
    {
      title: lt("Échéanciers et prélèvements SEPA", "Payment plans and SEPA direct debit"),
      text: lt(
        "Mandats SEPA signés en ligne, fichiers de prélèvement générés et rejets traités.",
        "SEPA mandates signed online, direct-debit files generated and returns handled.",
      ),
    },
    {
      title: lt("Paiement en ligne", "Online payment"),
      text: lt(
        "Les familles règlent depuis leur portail ; le paiement est rapproché de la facture sans intervention.",
        "Families pay from their portal; each payment is matched to its invoice automatically.",
      ),
    },
    {
      title: lt("Relances graduées", "Staged reminders"),
      text: lt(
        "Rappel amical, relance, mise en demeure : chaque étape est datée et historisée.",
        "Friendly reminder, follow-up, formal notice: each step is dated and logged.",
      ),
    },
    {
      title: lt("Budget et analytique", "Budget and cost centres"),
      text: lt(
        "Suivi du budget par service, formation ou campus, et comparaison avec l'exercice précédent.",
        "Budget tracking by department, programme or campus, compared with the previous year.",
      ),
    },
    {
      title: lt("Exports comptables", "Accounting exports"),
      text: lt(
        "Exports vers les principaux logiciels comptables et fichier des écritures comptables (FEC).",
        "Exports to the main accounting packages and to the French standard audit file (FEC).",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Relié au dossier de l'élève", "Linked to the student record"),
      text: lt(
        "Un changement d'option ou de régime met à jour la facture : plus d'écart entre scolarité et comptabilité.",
        "A change of option or boarding status updates the invoice: admissions and accounts never disagree again.",
      ),
    },
    {
      title: lt("Pensé pour le public et le privé", "Built for public and private institutions"),
      text: lt(
        "Bons de commande, mandats administratifs et Chorus Pro pour les financeurs publics.",
        "Purchase orders, administrative mandates and Chorus Pro e-invoicing for public funders.",
      ),
    },
    {
      title: lt("Piste d'audit complète", "Full audit trail"),
      text: lt(
        "Chaque facture, avoir et encaissement garde l'auteur et la date de chaque modification.",
        "Every invoice, credit note and payment records who changed what, and when.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Sandrine Lefèvre",
      lt("Responsable comptable", "Head of Accounts"),
      "Groupe scolaire Saint-Exupéry, Lille",
      lt(
        "Nos impayés ont baissé de 40 % dès la première année grâce aux relances automatiques. Et la clôture annuelle se prépare en deux jours au lieu de deux semaines.",
        "Unpaid fees fell by 40% in the first year thanks to automatic reminders. Year-end closing now takes two days instead of two weeks.",
      ),
    ),
    testimonial(
      "Marc Olivier",
      lt("Directeur financier", "Finance Director"),
      "Institut supérieur de commerce de Bordeaux",
      lt(
        "Je vois la trésorerie de nos deux campus chaque matin, sans attendre un export. Le passage au prélèvement SEPA a été simple pour les étudiants comme pour nous.",
        "I see both campuses' cash position every morning without waiting for an export. Moving to SEPA direct debit was painless for students and for us.",
      ),
      4,
    ),
  ],
  screenshots: [
    screenshot(
      "finance",
      1,
      lt("Tableau de bord financier", "Finance dashboard"),
      lt(
        "Encaissements du mois, restes à recouvrer et évolution de la trésorerie sur l'année scolaire.",
        "This month's collections, outstanding balances and cash flow across the school year.",
      ),
    ),
    screenshot(
      "finance",
      2,
      lt("Suivi des échéanciers", "Payment plan tracking"),
      lt(
        "Chaque échéance par élève, son mode de paiement et son statut, avec relance en un clic.",
        "Every instalment per student, its payment method and status, with one-click reminders.",
      ),
    ),
  ],
  related: ["etudiants", "ressources-humaines", "configuration-systeme"],
};
