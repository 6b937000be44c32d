import type { Language } from "./languages.ts";
import type { LText } from "./localized.ts";
import { lt } from "./typography.ts";
import { resolve, type Resolved } from "./resolve.ts";

/**
 * The migration page (`/tarification/migration`, spec §1 "Pricing pages with … migration page"):
 * the steps, the data we import, the safeguards, and the import templates (real CSV files written
 * by `scripts/build-brochure.ts` into `public/downloads/`). The Assisted migration add-on itself
 * (price, description) lives in `plans.ts`.
 */

interface StepDef {
  readonly title: LText;
  readonly duration: LText;
  readonly description: LText;
}

interface DataCategoryDef {
  readonly id: string;
  readonly name: LText;
  readonly items: readonly LText[];
}

export interface ImportTemplateDef {
  readonly id: string;
  readonly name: LText;
  readonly description: LText;
  /** File name per language, under /downloads. */
  readonly file: LText;
  readonly columns: readonly LText[];
  /** One example row per language, same order as the columns. */
  readonly example: { readonly fr: readonly string[]; readonly en: readonly string[] };
}

const STEPS: readonly StepDef[] = [
  {
    title: lt("Cadrage", "Scoping"),
    duration: lt("Semaine 1", "Week 1"),
    description: lt(
      "Un entretien d'une heure avec votre direction et votre scolarité : ce que vous reprenez, depuis quel outil, et la date de bascule qui dérange le moins vos équipes.",
      "A one-hour meeting with your management and registry: what you are bringing over, from which tool, and the switch-over date that disrupts your teams the least.",
    ),
  },
  {
    title: lt("Extraction", "Extraction"),
    duration: lt("Semaine 1 à 2", "Weeks 1 to 2"),
    description: lt(
      "Vous exportez vos données depuis votre logiciel actuel (CSV, Excel ou sauvegarde de base de données) et les déposez dans un espace d'échange chiffré. Nous vous guidons écran par écran si besoin.",
      "You export your data from your current software (CSV, Excel or a database backup) and upload it to an encrypted exchange space. We guide you screen by screen if needed.",
    ),
  },
  {
    title: lt("Correspondance et nettoyage", "Mapping and clean-up"),
    duration: lt("Semaine 2 à 3", "Weeks 2 to 3"),
    description: lt(
      "Nous faisons correspondre vos champs, classes, formations et barèmes avec ceux de GA, repérons les doublons et les fiches incomplètes, et vous soumettons la liste des corrections.",
      "We map your fields, classes, programmes and grading scales to GA's, spot duplicates and incomplete records, and send you the list of corrections.",
    ),
  },
  {
    title: lt("Import à blanc", "Trial import"),
    duration: lt("Semaine 3 à 4", "Weeks 3 to 4"),
    description: lt(
      "Un premier import dans un environnement de test : vos équipes vérifient des dossiers pris au hasard, les soldes des familles et les moyennes recalculées.",
      "A first import into a test environment: your teams check randomly chosen records, family balances and recalculated averages.",
    ),
  },
  {
    title: lt("Bascule", "Switch-over"),
    duration: lt("Un jour choisi avec vous", "A day chosen with you"),
    description: lt(
      "Import définitif avec les données du jour, contrôle des totaux (effectifs, soldes, notes) et ouverture des accès. L'ancien outil reste consultable en lecture le temps que vous souhaitez.",
      "Final import with the day's data, check of the totals (headcounts, balances, grades) and accounts opened. The old tool stays available read-only for as long as you wish.",
    ),
  },
  {
    title: lt("Suivi", "Follow-up"),
    duration: lt("30 jours", "30 days"),
    description: lt(
      "Pendant un mois, un consultant suit vos premières opérations : facturation, appel, saisie des notes. Les extractions de l'ancien outil sont ensuite supprimées de nos serveurs.",
      "For a month, a consultant follows your first operations: invoicing, registers, grade entry. The extracts from the old tool are then deleted from our servers.",
    ),
  },
];

const DATA_CATEGORIES: readonly DataCategoryDef[] = [
  {
    id: "students",
    name: lt("Élèves et familles", "Students and families"),
    items: [
      lt("Identité, coordonnées et photos", "Identity, contact details and photos"),
      lt("Responsables légaux et liens familiaux", "Legal guardians and family links"),
      lt("Inscriptions, classes, groupes et options", "Enrolments, classes, groups and options"),
      lt("Documents scannés (certificats, pièces d'identité)", "Scanned documents (certificates, ID)"),
    ],
  },
  {
    id: "teaching",
    name: lt("Scolarité et pédagogie", "Academic records"),
    items: [
      lt("Formations, maquettes et coefficients", "Programmes, structures and weightings"),
      lt("Notes, moyennes et bulletins des années passées", "Grades, averages and past report cards"),
      lt("Absences et retards de l'année en cours", "Absences and lateness for the current year"),
      lt("Emplois du temps, salles et enseignants", "Timetables, rooms and teachers"),
    ],
  },
  {
    id: "finance",
    name: lt("Finances", "Finance"),
    items: [
      lt("Tarifs, réductions et bourses", "Fees, discounts and grants"),
      lt("Factures, paiements et soldes des familles", "Invoices, payments and family balances"),
      lt("Mandats de prélèvement SEPA en cours", "Active SEPA direct-debit mandates"),
      lt("Financeurs et prises en charge des apprentis", "Funders and apprenticeship funding"),
    ],
  },
  {
    id: "staff",
    name: lt("Personnels et partenaires", "Staff and partners"),
    items: [
      lt(
        "Enseignants, formateurs et personnels administratifs",
        "Teachers, trainers and administrative staff",
      ),
      lt("Entreprises d'accueil et maîtres d'apprentissage", "Host companies and apprenticeship mentors"),
      lt(
        "Conventions de stage et contrats d'apprentissage",
        "Internship agreements and apprenticeship contracts",
      ),
    ],
  },
];

const FORMATS: readonly LText[] = [
  lt(
    "Fichiers CSV ou Excel exportés de votre logiciel actuel",
    "CSV or Excel files exported from your current software",
  ),
  lt(
    "Sauvegardes de bases de données (MySQL, PostgreSQL, SQL Server)",
    "Database backups (MySQL, PostgreSQL, SQL Server)",
  ),
  lt(
    "Fichiers SIECLE / ONDE pour les établissements de l'Éducation nationale",
    "SIECLE / ONDE files for French state-sector schools",
  ),
  lt("Dossiers de documents numérisés (PDF, JPEG)", "Folders of scanned documents (PDF, JPEG)"),
];

const SAFEGUARDS: readonly LText[] = [
  lt("Échanges de fichiers chiffrés, jamais par e-mail", "Files exchanged encrypted, never by e-mail"),
  lt(
    "Import à blanc validé par vos équipes avant toute bascule",
    "Trial import signed off by your teams before any switch-over",
  ),
  lt(
    "Contrôle des totaux avant et après : effectifs, soldes, moyennes",
    "Totals checked before and after: headcounts, balances, averages",
  ),
  lt(
    "Extractions supprimées de nos serveurs 30 jours après la bascule",
    "Extracts deleted from our servers 30 days after the switch-over",
  ),
];

export const IMPORT_TEMPLATES: readonly ImportTemplateDef[] = [
  {
    id: "students",
    name: lt("Modèle d'import des élèves", "Student import template"),
    description: lt(
      "Une ligne par élève, avec un responsable légal. Encodage UTF-8, séparateur point-virgule.",
      "One line per student, with one legal guardian. UTF-8 encoding, semicolon separator.",
    ),
    file: lt("modele-import-eleves.csv", "student-import-template.csv"),
    columns: [
      lt("identifiant", "id"),
      lt("nom", "last_name"),
      lt("prenom", "first_name"),
      lt("date_naissance", "date_of_birth"),
      lt("email", "email"),
      lt("formation", "programme"),
      lt("classe", "class"),
      lt("date_entree", "start_date"),
      lt("responsable_nom", "guardian_name"),
      lt("responsable_email", "guardian_email"),
      lt("responsable_telephone", "guardian_phone"),
    ],
    example: {
      fr: [
        "E2026-0042",
        "Martin",
        "Léa",
        "2011-03-14",
        "lea.martin@exemple.fr",
        "Collège",
        "4e B",
        "2026-09-01",
        "Claire Martin",
        "claire.martin@exemple.fr",
        "+33 6 12 34 56 78",
      ],
      en: [
        "E2026-0042",
        "Martin",
        "Lea",
        "2011-03-14",
        "lea.martin@example.com",
        "Secondary",
        "Year 9 B",
        "2026-09-01",
        "Claire Martin",
        "claire.martin@example.com",
        "+33 6 12 34 56 78",
      ],
    },
  },
  {
    id: "fees",
    name: lt("Modèle d'import des tarifs", "Fee import template"),
    description: lt(
      "Une ligne par tarif : scolarité, cantine, transport, frais d'inscription. Montants en euros, point décimal.",
      "One line per fee: tuition, canteen, transport, registration. Amounts in euros, decimal point.",
    ),
    file: lt("modele-import-tarifs.csv", "fee-import-template.csv"),
    columns: [
      lt("code", "code"),
      lt("libelle", "label"),
      lt("formation", "programme"),
      lt("montant_eur", "amount_eur"),
      lt("periodicite", "frequency"),
      lt("compte_comptable", "ledger_account"),
    ],
    example: {
      fr: ["SCO-COL", "Scolarité collège", "Collège", "1450.00", "annuelle", "706100"],
      en: ["SCO-COL", "Secondary tuition", "Secondary", "1450.00", "yearly", "706100"],
    },
  },
];

const UI = {
  stepsTitle: lt("Votre migration en six étapes", "Your migration in six steps"),
  stepsIntro: lt(
    "De la première réunion au premier mois d'utilisation, chaque étape a un responsable et une date.",
    "From the first meeting to the first month of use, every step has an owner and a date.",
  ),
  dataTitle: lt("Les données que nous reprenons", "The data we import"),
  dataIntro: lt(
    "Tout ce dont vos équipes ont besoin au quotidien, historique compris.",
    "Everything your teams need every day, history included.",
  ),
  formatsTitle: lt("Formats acceptés", "Accepted formats"),
  safeguardsTitle: lt("Vos garanties", "Your safeguards"),
  templatesTitle: lt("Modèles d'import", "Import templates"),
  templatesIntro: lt(
    "Vous préférez importer vous-même ? Partez de nos modèles : ce sont les fichiers que l'outil d'import de GA lit directement.",
    "Prefer to import yourself? Start from our templates: they are the files GA's import tool reads directly.",
  ),
  download: lt("Télécharger le modèle (CSV)", "Download the template (CSV)"),
  addonTitle: lt("L'option Migration assistée", "The Assisted migration add-on"),
  addonIncluded: lt("Incluse dans l'offre Excellence.", "Included in the Excellence plan."),
  addonCta: lt("Demander un devis avec migration", "Request a quote with migration"),
  calculatorCta: lt("Estimer le coût total", "Estimate the total cost"),
};

export function getMigrationPage(lang: Language) {
  return {
    steps: resolve(STEPS, lang),
    dataCategories: resolve(DATA_CATEGORIES, lang),
    formats: resolve(FORMATS, lang),
    safeguards: resolve(SAFEGUARDS, lang),
    templates: IMPORT_TEMPLATES.map((t) => ({
      id: t.id,
      name: t.name[lang],
      description: t.description[lang],
      href: `/downloads/${t.file[lang]}`,
      columns: t.columns.map((c) => c[lang]),
    })),
    ui: resolve(UI, lang),
  };
}

export type MigrationPage = ReturnType<typeof getMigrationPage>;
export type MigrationStep = Resolved<StepDef>;

/** The raw tree, for completeness tests. */
export const MIGRATION_CONTENT = { STEPS, DATA_CATEGORIES, FORMATS, SAFEGUARDS, IMPORT_TEMPLATES, UI };
