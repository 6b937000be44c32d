/**
 * The product-screen mock-ups of the module pages: two per content set and per language, drawn
 * with the module's colour, its real vocabulary and plausible figures.
 */
import type { Language } from "../../app/lib/i18n/languages.ts";
import type { ModuleSetId } from "../../app/lib/routing/pages.ts";
import {
  bars,
  card,
  columns,
  donut,
  kanban,
  lineChart,
  list,
  monthCalendar,
  productWindow,
  progressList,
  SCREEN,
  svgDocument,
  table,
  timetable,
  type Box,
  type Cell,
  type Kpi,
  type Pill,
} from "./svg-kit.ts";

type L = { fr: string; en: string };
const l = (fr: string, en: string): L => ({ fr, en });

const NAV: readonly { icon: string; label: L; set?: ModuleSetId }[] = [
  { icon: "layout-dashboard", label: l("Tableau de bord", "Dashboard") },
  { icon: "users", label: l("Étudiants", "Students"), set: "etudiants" },
  { icon: "book-open", label: l("Pédagogie", "Teaching"), set: "academique" },
  { icon: "badge-check", label: l("Évaluations", "Assessment"), set: "evaluations" },
  { icon: "clipboard-check", label: l("Examens", "Exams"), set: "examens" },
  { icon: "monitor-play", label: l("E-learning", "E-learning"), set: "e-learning" },
  { icon: "wallet", label: l("Finances", "Finance"), set: "finance" },
  { icon: "briefcase", label: l("Ressources humaines", "Human resources"), set: "ressources-humaines" },
  { icon: "heart-handshake", label: l("Vie étudiante", "Student life"), set: "services-etudiants" },
  { icon: "heart-pulse", label: l("Santé", "Health"), set: "sante-bien-etre" },
  { icon: "handshake", label: l("Relations", "Relations"), set: "relations-partenariats" },
  { icon: "warehouse", label: l("Patrimoine", "Estates"), set: "ressources-patrimoine" },
  { icon: "settings", label: l("Paramètres", "Settings"), set: "configuration-systeme" },
];

const SEARCH = l("Rechercher…", "Search…");

interface ScreenDef {
  readonly title: L;
  readonly subtitle: L;
  readonly user: string;
  readonly kpis: readonly {
    icon: string;
    label: L;
    value: L | string;
    delta?: { text: L | string; tone: Pill["tone"] };
  }[];
  readonly panels: (content: Box, t: (v: L | string) => string, accent: string) => string;
}

const ok = (text: L | string) => ({ text, tone: "ok" as const });
const warn = (text: L | string) => ({ text, tone: "warn" as const });
const bad = (text: L | string) => ({ text, tone: "bad" as const });
const info = (text: L | string) => ({ text, tone: "info" as const });
const neutral = (text: L | string) => ({ text, tone: "neutral" as const });

function pillOf(p: { text: L | string; tone: Pill["tone"] }, t: (v: L | string) => string): Pill {
  return { text: t(p.text), tone: p.tone };
}

const MONTHS = l("Sep Oct Nov Déc Jan Fév Mar Avr Mai Juin", "Sep Oct Nov Dec Jan Feb Mar Apr May Jun");
const WEEK = l("Lun Mar Mer Jeu Ven", "Mon Tue Wed Thu Fri");
const WEEK_LETTERS = l("L M M J V S D", "M T W T F S S");
const split = (v: string) => v.split(" ");

const SCREENS: Readonly<Record<ModuleSetId, readonly [ScreenDef, ScreenDef]>> = {
  finance: [
    {
      title: l("Tableau de bord financier", "Finance dashboard"),
      subtitle: l("Année scolaire 2026 – 2027 · tous les campus", "Academic year 2026 – 2027 · all campuses"),
      user: "Marc Olivier",
      kpis: [
        {
          icon: "euro",
          label: l("Encaissé ce mois", "Collected this month"),
          value: l("412 k€", "€412k"),
          delta: ok("+8%"),
        },
        {
          icon: "receipt-euro",
          label: l("Reste à recouvrer", "Outstanding"),
          value: l("38 k€", "€38k"),
          delta: ok("-12%"),
        },
        {
          icon: "bell-ring",
          label: l("Relances en cours", "Active reminders"),
          value: "57",
          delta: warn("14"),
        },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1.7, 1]);
        const k1 = card(left!, t(l("Trésorerie", "Cash flow")), t(l("k€", "€k")));
        const k2 = card(right!, t(l("Modes de paiement", "Payment methods")));
        return (
          k1.svg +
          lineChart(
            k1.inner,
            split(t(MONTHS)),
            [
              [620, 540, 710, 480, 830, 760, 905, 860, 940, 1010],
              [600, 560, 640, 520, 700, 690, 760, 770, 800, 820],
            ],
            a,
            "fin1",
          ) +
          k2.svg +
          donut(
            k2.inner,
            [
              { label: t(l("Prélèvement SEPA", "SEPA direct debit")), value: 58, colour: a },
              { label: t(l("Carte en ligne", "Online card")), value: 24, colour: "#34d399" },
              { label: t(l("Virement", "Bank transfer")), value: 13, colour: "#fbbf24" },
              { label: t(l("Chèque", "Cheque")), value: 5, colour: "#94a3b8" },
            ],
            { value: "1 186", label: t(l("familles", "families")) },
          )
        );
      },
    },
    {
      title: l("Échéanciers", "Payment plans"),
      subtitle: l("Échéance du 5 octobre · 1 186 familles", "Instalment due 5 October · 1,186 families"),
      user: "Sandrine Lefèvre",
      kpis: [
        {
          icon: "calendar-check",
          label: l("Échéances payées", "Instalments paid"),
          value: "1 094",
          delta: ok("92%"),
        },
        { icon: "clock", label: l("En attente", "Pending"), value: "63", delta: neutral("5%") },
        { icon: "receipt-euro", label: l("Impayés", "Overdue"), value: "29", delta: bad("3%") },
      ],
      panels: (c, t) => {
        const k = card(
          c,
          t(l("Échéances d'octobre", "October instalments")),
          t(l("Trier par : statut", "Sort by: status")),
        );
        const rowsData: Cell[][] = [
          [
            { person: "Léa Martin" },
            "BTS-1",
            t(l("Prélèvement", "Direct debit")),
            t(l("420,00 €", "€420.00")),
            pillOf(ok(l("Payé", "Paid")), t),
          ],
          [
            { person: "Hugo Bernard" },
            "BACH-2",
            t(l("Carte", "Card")),
            t(l("395,00 €", "€395.00")),
            pillOf(ok(l("Payé", "Paid")), t),
          ],
          [
            { person: "Inès Haddad" },
            "MSC-1",
            t(l("Virement", "Transfer")),
            t(l("610,00 €", "€610.00")),
            pillOf(warn(l("En attente", "Pending")), t),
          ],
          [
            { person: "Noah Petit" },
            "MBA-1",
            t(l("Prélèvement", "Direct debit")),
            t(l("890,00 €", "€890.00")),
            pillOf(bad(l("Rejeté", "Returned")), t),
          ],
          [
            { person: "Chloé Leroy" },
            "BACH-1",
            t(l("Prélèvement", "Direct debit")),
            t(l("395,00 €", "€395.00")),
            pillOf(ok(l("Payé", "Paid")), t),
          ],
          [
            { person: "Yanis Moreau" },
            "BTS-2",
            t(l("Carte", "Card")),
            t(l("420,00 €", "€420.00")),
            pillOf(warn(l("Relancé", "Reminded")), t),
          ],
          [
            { person: "Emma Fournier" },
            "MSC-2",
            t(l("Virement", "Transfer")),
            t(l("610,00 €", "€610.00")),
            pillOf(ok(l("Payé", "Paid")), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Étudiant", "Student")),
              t(l("Promotion", "Cohort")),
              t(l("Mode", "Method")),
              t(l("Montant", "Amount")),
              t(l("Statut", "Status")),
            ],
            rowsData,
            [2.2, 1, 1.3, 1.1, 1.1],
          )
        );
      },
    },
  ],
  etudiants: [
    {
      title: l("Suivi des inscriptions", "Enrolment tracking"),
      subtitle: l("Rentrée 2026 · campagne en cours", "2026 intake · campaign in progress"),
      user: "Aurélie Fontaine",
      kpis: [
        {
          icon: "user-plus",
          label: l("Candidatures reçues", "Applications received"),
          value: "3 042",
          delta: ok("+14%"),
        },
        {
          icon: "file-check",
          label: l("Dossiers complets", "Complete files"),
          value: "2 517",
          delta: info("83%"),
        },
        { icon: "user-check", label: l("Inscrits", "Enrolled"), value: "1 248", delta: ok("+6%") },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1.5, 1]);
        const k1 = card(left!, t(l("Inscriptions par semaine", "Enrolments per week")));
        const k2 = card(right!, t(l("Avancement par formation", "Progress by programme")));
        return (
          k1.svg +
          bars(
            k1.inner,
            ["S27", "S28", "S29", "S30", "S31", "S32", "S33", "S34", "S35"],
            [42, 66, 58, 91, 120, 134, 168, 212, 245],
            a,
          ) +
          k2.svg +
          progressList(
            k2.inner,
            [
              { label: t(l("BTS Commerce", "BTS Business")), value: 96 },
              { label: t(l("Bachelor Management", "Bachelor in Management")), value: 88 },
              { label: t(l("MSc Finance", "MSc Finance")), value: 74 },
              { label: t(l("MBA Exécutif", "Executive MBA")), value: 61 },
              { label: t(l("Prépa intégrée", "Foundation year")), value: 92 },
            ],
            a,
          )
        );
      },
    },
    {
      title: l("Étudiants", "Students"),
      subtitle: l("1 248 inscrits · 2026 – 2027", "1,248 enrolled · 2026 – 2027"),
      user: "Aurélie Fontaine",
      kpis: [
        { icon: "users", label: l("Inscrits", "Enrolled"), value: "1 248" },
        {
          icon: "folder-open",
          label: l("Pièces manquantes", "Missing documents"),
          value: "37",
          delta: warn("3%"),
        },
        { icon: "id-card", label: l("Cartes éditées", "Cards issued"), value: "1 211", delta: ok("97%") },
      ],
      panels: (c, t) => {
        const k = card(
          c,
          t(l("Liste des étudiants", "Student list")),
          t(l("Filtres : promotion, statut", "Filters: cohort, status")),
        );
        const rowsData: Cell[][] = [
          [
            { person: "Léa Martin" },
            "BTS-1",
            "lea.martin@ga-campus.fr",
            pillOf(ok(l("Inscrit", "Enrolled")), t),
          ],
          [
            { person: "Hugo Bernard" },
            "BACH-2",
            "hugo.bernard@ga-campus.fr",
            pillOf(ok(l("Inscrit", "Enrolled")), t),
          ],
          [
            { person: "Inès Haddad" },
            "MSC-1",
            "ines.haddad@ga-campus.fr",
            pillOf(warn(l("Pièce manquante", "Missing document")), t),
          ],
          [
            { person: "Noah Petit" },
            "MBA-1",
            "noah.petit@ga-campus.fr",
            pillOf(ok(l("Inscrit", "Enrolled")), t),
          ],
          [
            { person: "Chloé Leroy" },
            "BACH-1",
            "chloe.leroy@ga-campus.fr",
            pillOf(info(l("En commission", "Under review")), t),
          ],
          [
            { person: "Adam Girard" },
            "BTS-2",
            "adam.girard@ga-campus.fr",
            pillOf(ok(l("Inscrit", "Enrolled")), t),
          ],
          [
            { person: "Jade Lambert" },
            "MSC-2",
            "jade.lambert@ga-campus.fr",
            pillOf(ok(l("Inscrit", "Enrolled")), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Nom", "Name")),
              t(l("Promotion", "Cohort")),
              t(l("E-mail", "E-mail")),
              t(l("Dossier", "Record")),
            ],
            rowsData,
            [2, 1, 2.4, 1.6],
          )
        );
      },
    },
  ],
  academique: [
    {
      title: l("Emploi du temps", "Timetable"),
      subtitle: l("Bachelor 2 · groupe B · semaine 41", "Bachelor year 2 · group B · week 41"),
      user: "Hélène Rousseau",
      kpis: [
        { icon: "calendar-days", label: l("Cours planifiés", "Classes scheduled"), value: "184" },
        { icon: "building", label: l("Salles occupées", "Rooms in use"), value: "78%", delta: info("32") },
        {
          icon: "clock",
          label: l("Conflits à résoudre", "Clashes to resolve"),
          value: "2",
          delta: warn(l("à traiter", "to fix")),
        },
      ],
      panels: (c, t, a) => {
        const k = card(c);
        const s = (day: number, start: number, length: number, title: L, meta: L, colour: string) => ({
          day,
          start,
          length,
          title: t(title),
          meta: t(meta),
          colour,
        });
        return (
          k.svg +
          timetable(
            k.inner,
            split(t(WEEK)),
            [8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
            [
              s(
                0,
                8,
                2,
                l("Marketing digital", "Digital marketing"),
                l("Amphi A · M. Roy", "Hall A · Mr Roy"),
                a,
              ),
              s(
                0,
                10.5,
                1.5,
                l("Anglais des affaires", "Business English"),
                l("B204 · Mme Hall", "B204 · Ms Hall"),
                "#0369a1",
              ),
              s(
                1,
                9,
                2,
                l("Contrôle de gestion", "Management control"),
                l("C101 · M. Diallo", "C101 · Mr Diallo"),
                "#047857",
              ),
              s(
                1,
                14,
                2,
                l("Projet tutoré", "Team project"),
                l("Lab 2 · Mme Vidal", "Lab 2 · Ms Vidal"),
                "#c2410c",
              ),
              s(
                2,
                8,
                1.5,
                l("Droit des affaires", "Business law"),
                l("B105 · Mme Klein", "B105 · Ms Klein"),
                "#be185d",
              ),
              s(
                2,
                13,
                3,
                l("Classe virtuelle", "Virtual class"),
                l("En ligne · M. Roy", "Online · Mr Roy"),
                a,
              ),
              s(
                3,
                10,
                2,
                l("Statistiques", "Statistics"),
                l("C204 · M. Nguyen", "C204 · Mr Nguyen"),
                "#4338ca",
              ),
              s(
                3,
                14,
                1.5,
                l("Anglais des affaires", "Business English"),
                l("B204 · Mme Hall", "B204 · Ms Hall"),
                "#0369a1",
              ),
              s(4, 9, 3, l("Partiel : finance", "Exam: finance"), l("Amphi B", "Hall B"), "#b91c1c"),
              s(
                4,
                14,
                2,
                l("Contrôle de gestion", "Management control"),
                l("C101 · M. Diallo", "C101 · Mr Diallo"),
                "#047857",
              ),
            ],
          )
        );
      },
    },
    {
      title: l("Maquette de formation", "Programme structure"),
      subtitle: l("Bachelor Management · semestre 3", "Bachelor in Management · semester 3"),
      user: "Hélène Rousseau",
      kpis: [
        { icon: "layers", label: l("Unités d'enseignement", "Course units"), value: "6" },
        { icon: "award", label: l("Crédits ECTS", "ECTS credits"), value: "30" },
        { icon: "clock", label: l("Heures encadrées", "Contact hours"), value: "312 h" },
      ],
      panels: (c, t) => {
        const k = card(c, t(l("Unités d'enseignement du semestre 3", "Semester 3 course units")));
        const rowsData: Cell[][] = [
          [
            "UE31",
            t(l("Marketing et stratégie", "Marketing and strategy")),
            "6",
            "64 h",
            pillOf(ok(l("Validée", "Approved")), t),
          ],
          [
            "UE32",
            t(l("Finance d'entreprise", "Corporate finance")),
            "6",
            "60 h",
            pillOf(ok(l("Validée", "Approved")), t),
          ],
          [
            "UE33",
            t(l("Droit et éthique", "Law and ethics")),
            "4",
            "40 h",
            pillOf(ok(l("Validée", "Approved")), t),
          ],
          [
            "UE34",
            t(l("Langues vivantes", "Modern languages")),
            "4",
            "48 h",
            pillOf(info(l("Mutualisée", "Shared")), t),
          ],
          [
            "UE35",
            t(l("Projet tutoré", "Team project")),
            "6",
            "60 h",
            pillOf(warn(l("Brouillon", "Draft")), t),
          ],
          [
            "UE36",
            t(l("Outils numériques", "Digital tools")),
            "4",
            "40 h",
            pillOf(ok(l("Validée", "Approved")), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Code", "Code")),
              t(l("Intitulé", "Title")),
              "ECTS",
              t(l("Volume", "Hours")),
              t(l("État", "State")),
            ],
            rowsData,
            [0.8, 3, 0.7, 0.9, 1.3],
          )
        );
      },
    },
  ],
  examens: [
    {
      title: l("Planning de la session", "Session planner"),
      subtitle: l("Session de janvier · semaine 2", "January session · week 2"),
      user: "Nicolas Faure",
      kpis: [
        { icon: "clipboard-check", label: l("Épreuves", "Papers"), value: "40" },
        { icon: "users", label: l("Convocations envoyées", "Notices sent"), value: "612", delta: ok("100%") },
        {
          icon: "user-check",
          label: l("Surveillances affectées", "Invigilation assigned"),
          value: "96%",
          delta: warn("3"),
        },
      ],
      panels: (c, t, a) => {
        const k = card(c);
        const s = (day: number, start: number, length: number, title: L, meta: L, colour: string) => ({
          day,
          start,
          length,
          title: t(title),
          meta: t(meta),
          colour,
        });
        return (
          k.svg +
          timetable(
            k.inner,
            split(t(WEEK)),
            [8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
            [
              s(
                0,
                8,
                3,
                l("Finance d'entreprise", "Corporate finance"),
                l("Amphi A · 180 cand.", "Hall A · 180 cand."),
                a,
              ),
              s(0, 14, 2, l("Anglais", "English"), l("B204 · 42 cand.", "B204 · 42 cand."), "#0369a1"),
              s(
                1,
                9,
                2,
                l("Droit des affaires", "Business law"),
                l("Amphi B · 164 cand.", "Hall B · 164 cand."),
                "#be185d",
              ),
              s(
                1,
                14,
                3,
                l("Statistiques", "Statistics"),
                l("Amphi A · 175 cand.", "Hall A · 175 cand."),
                "#4338ca",
              ),
              s(2, 8, 4, l("Marketing", "Marketing"), l("Gymnase · 240 cand.", "Sports hall · 240 cand."), a),
              s(
                3,
                9,
                2,
                l("Tiers-temps : finance", "Extra time: finance"),
                l("C003 · 6 cand.", "C003 · 6 cand."),
                "#c2410c",
              ),
              s(3, 13, 2, l("Oral de langues", "Language oral"), l("B1 à B6", "B1 to B6"), "#0f766e"),
              s(
                4,
                9,
                3,
                l("Contrôle de gestion", "Management control"),
                l("Amphi A · 178 cand.", "Hall A · 178 cand."),
                "#047857",
              ),
            ],
          )
        );
      },
    },
    {
      title: l("Préparation du jury", "Board preparation"),
      subtitle: l("Bachelor 2 · semestre 3 · 164 étudiants", "Bachelor year 2 · semester 3 · 164 students"),
      user: "Nicolas Faure",
      kpis: [
        { icon: "award", label: l("Admis", "Passed"), value: "138", delta: ok("84%") },
        { icon: "refresh-cw", label: l("Rattrapage", "Resit"), value: "21", delta: warn("13%") },
        {
          icon: "scale",
          label: l("Décisions à valider", "Decisions pending"),
          value: "5",
          delta: info(l("jury", "board")),
        },
      ],
      panels: (c, t) => {
        const k = card(c, t(l("Résultats et décisions proposées", "Results and proposed decisions")));
        const rowsData: Cell[][] = [
          [{ person: "Léa Martin" }, "14,6", "30 / 30", pillOf(ok(l("Admise", "Passed")), t), "—"],
          [{ person: "Hugo Bernard" }, "11,2", "30 / 30", pillOf(ok(l("Admis", "Passed")), t), "—"],
          [
            { person: "Inès Haddad" },
            "9,7",
            "24 / 30",
            pillOf(info(l("Point de jury", "Board uplift")), t),
            t(l("+0,3", "+0.3")),
          ],
          [{ person: "Noah Petit" }, "8,1", "18 / 30", pillOf(warn(l("Rattrapage", "Resit")), t), "—"],
          [{ person: "Chloé Leroy" }, "13,4", "30 / 30", pillOf(ok(l("Admise", "Passed")), t), "—"],
          [
            { person: "Adam Girard" },
            "10,0",
            "30 / 30",
            pillOf(ok(l("Admis (comp.)", "Passed (comp.)")), t),
            "—",
          ],
        ].map((row) =>
          row.map((cell) =>
            typeof cell === "string" && /^\d/.test(cell)
              ? (t(l(cell, cell.replace(",", "."))) as Cell)
              : cell,
          ),
        );
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Étudiant", "Student")),
              t(l("Moyenne", "Average")),
              "ECTS",
              t(l("Décision", "Decision")),
              t(l("Jury", "Board")),
            ],
            rowsData,
            [2.2, 1, 1, 1.8, 0.8],
          )
        );
      },
    },
  ],
  "e-learning": [
    {
      title: l("Espace de cours", "Course space"),
      subtitle: l("Marketing digital · Bachelor 2", "Digital marketing · Bachelor year 2"),
      user: "Camille Roux",
      kpis: [
        { icon: "users", label: l("Apprenants", "Learners"), value: "164" },
        {
          icon: "chart-line",
          label: l("Progression moyenne", "Average progress"),
          value: "68%",
          delta: ok("+11%"),
        },
        {
          icon: "file-text",
          label: l("Devoirs à corriger", "Assignments to mark"),
          value: "23",
          delta: warn("J-2"),
        },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1.5, 1]);
        const k1 = card(left!, t(l("Séquences", "Units")));
        const k2 = card(right!, t(l("Progression de la classe", "Class progress")));
        return (
          k1.svg +
          list(
            k1.inner,
            [
              {
                icon: "video",
                title: t(l("1. Comprendre le parcours client", "1. Understanding the customer journey")),
                meta: t(l("Vidéo 18 min · quiz", "18-min video · quiz")),
                pill: pillOf(ok(l("Terminé", "Done")), t),
              },
              {
                icon: "file-text",
                title: t(l("2. Référencement naturel", "2. Search engine optimisation")),
                meta: t(l("Support PDF · exercices", "PDF handout · exercises")),
                pill: pillOf(ok(l("Terminé", "Done")), t),
              },
              {
                icon: "presentation",
                title: t(
                  l("3. Classe virtuelle : cas d'une enseigne", "3. Virtual class: retail case study"),
                ),
                meta: t(l("Jeudi 14:00 · 2 h", "Thursday 14:00 · 2 h")),
                pill: pillOf(info(l("À venir", "Upcoming")), t),
              },
              {
                icon: "notebook-pen",
                title: t(l("4. Devoir : plan média", "4. Assignment: media plan")),
                meta: t(l("À rendre le 18/10", "Due 18/10")),
                pill: pillOf(warn(l("En cours", "In progress")), t),
              },
              {
                icon: "list-checks",
                title: t(l("5. Quiz final", "5. Final quiz")),
                meta: t(l("20 questions · 30 min", "20 questions · 30 min")),
                pill: pillOf(neutral(l("Verrouillé", "Locked")), t),
              },
            ],
            a,
          ) +
          k2.svg +
          donut(
            k2.inner,
            [
              { label: t(l("Terminé", "Completed")), value: 52, colour: a },
              { label: t(l("En cours", "In progress")), value: 91, colour: "#7dd3fc" },
              { label: t(l("Pas commencé", "Not started")), value: 21, colour: "#cbd5e1" },
            ],
            { value: "68%", label: t(l("progression", "progress")) },
          )
        );
      },
    },
    {
      title: l("Suivi de l'activité", "Activity tracking"),
      subtitle: l("Parcours « Gestion de paie » · session 12", "“Payroll essentials” path · session 12"),
      user: "David Mercier",
      kpis: [
        {
          icon: "timer",
          label: l("Temps moyen connecté", "Average time online"),
          value: "14 h 20",
          delta: ok("+2 h"),
        },
        {
          icon: "badge-check",
          label: l("Parcours terminés", "Paths completed"),
          value: "31",
          delta: ok("78%"),
        },
        { icon: "download", label: l("Attestations émises", "Certificates issued"), value: "31" },
      ],
      panels: (c, t) => {
        const k = card(c, t(l("Apprenants", "Learners")), t(l("Export financeur", "Funder export")));
        const rowsData: Cell[][] = [
          [
            { person: "Sabrina Costa" },
            "16 h 05",
            "100%",
            pillOf(ok(l("Attestation émise", "Certificate issued")), t),
          ],
          [
            { person: "Julien Perret" },
            "14 h 40",
            "100%",
            pillOf(ok(l("Attestation émise", "Certificate issued")), t),
          ],
          [{ person: "Karima Djebbar" }, "11 h 15", "82%", pillOf(info(l("En cours", "In progress")), t)],
          [
            { person: "Thomas Riviere" },
            "6 h 30",
            "41%",
            pillOf(warn(l("Relance envoyée", "Reminder sent")), t),
          ],
          [
            { person: "Manon Guerin" },
            "15 h 50",
            "100%",
            pillOf(ok(l("Attestation émise", "Certificate issued")), t),
          ],
          [{ person: "Lucas Henry" }, "12 h 10", "88%", pillOf(info(l("En cours", "In progress")), t)],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Apprenant", "Learner")),
              t(l("Temps passé", "Time spent")),
              t(l("Complétion", "Completion")),
              t(l("Statut", "Status")),
            ],
            rowsData,
            [2.2, 1.1, 1, 1.9],
          )
        );
      },
    },
  ],
  "ressources-humaines": [
    {
      title: l("Personnel", "Staff"),
      subtitle: l("312 personnes · 3 campus", "312 people · 3 campuses"),
      user: "Véronique Chevalier",
      kpis: [
        { icon: "users", label: l("Permanents", "Permanent staff"), value: "142" },
        {
          icon: "briefcase",
          label: l("Vacataires actifs", "Active sessional staff"),
          value: "170",
          delta: info("+12"),
        },
        {
          icon: "file-check",
          label: l("Documents à renouveler", "Documents to renew"),
          value: "9",
          delta: warn(l("30 j", "30 d")),
        },
      ],
      panels: (c, t) => {
        const k = card(c, t(l("Annuaire du personnel", "Staff directory")));
        const rowsData: Cell[][] = [
          [
            { person: "Paul Roy" },
            t(l("Enseignant", "Lecturer")),
            t(l("Marketing", "Marketing")),
            t(l("CDI", "Permanent")),
            pillOf(ok(l("À jour", "Up to date")), t),
          ],
          [
            { person: "Sarah Hall" },
            t(l("Vacataire", "Sessional")),
            t(l("Langues", "Languages")),
            t(l("Vacation", "Sessional")),
            pillOf(warn(l("Diplôme à fournir", "Degree needed")), t),
          ],
          [
            { person: "Moussa Diallo" },
            t(l("Enseignant", "Lecturer")),
            t(l("Finance", "Finance")),
            t(l("CDI", "Permanent")),
            pillOf(ok(l("À jour", "Up to date")), t),
          ],
          [
            { person: "Anne Klein" },
            t(l("Intervenante", "Visiting lecturer")),
            t(l("Droit", "Law")),
            t(l("Vacation", "Sessional")),
            pillOf(ok(l("À jour", "Up to date")), t),
          ],
          [
            { person: "Minh Nguyen" },
            t(l("Enseignant", "Lecturer")),
            t(l("Statistiques", "Statistics")),
            t(l("CDD", "Fixed-term")),
            pillOf(info(l("Fin le 30/06", "Ends 30/06")), t),
          ],
          [
            { person: "Julie Vidal" },
            t(l("Assistante", "Administrator")),
            t(l("Scolarité", "Registry")),
            t(l("CDI", "Permanent")),
            pillOf(ok(l("À jour", "Up to date")), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Nom", "Name")),
              t(l("Fonction", "Role")),
              t(l("Service", "Department")),
              t(l("Contrat", "Contract")),
              t(l("Dossier", "File")),
            ],
            rowsData,
            [2, 1.3, 1.2, 1, 1.6],
          )
        );
      },
    },
    {
      title: l("Congés et absences", "Leave and absences"),
      subtitle: l("Service scolarité · octobre", "Registry team · October"),
      user: "Véronique Chevalier",
      kpis: [
        {
          icon: "calendar-clock",
          label: l("Demandes en attente", "Requests pending"),
          value: "4",
          delta: warn(l("à valider", "to approve")),
        },
        { icon: "user-check", label: l("Présents aujourd'hui", "In today"), value: "11 / 13" },
        { icon: "chart-column", label: l("Solde moyen", "Average balance"), value: l("17,5 j", "17.5 d") },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1, 1.2]);
        const k1 = card(left!, t(l("Octobre 2026", "October 2026")));
        const k2 = card(right!, t(l("Demandes à valider", "Requests to approve")));
        return (
          k1.svg +
          monthCalendar(
            k1.inner,
            split(t(WEEK_LETTERS)),
            3,
            31,
            {
              2: a,
              9: a,
              12: "#0369a1",
              13: "#0369a1",
              19: "#7c3aed",
              20: "#7c3aed",
              21: "#7c3aed",
              22: "#7c3aed",
              23: "#7c3aed",
              30: a,
            },
            14,
          ) +
          k2.svg +
          list(
            k2.inner,
            [
              {
                icon: "calendar-days",
                title: "Julie Vidal",
                meta: t(l("Congés payés · 19 → 23 oct.", "Annual leave · 19 → 23 Oct")),
                pill: pillOf(warn(l("À valider", "To approve")), t),
              },
              {
                icon: "calendar-days",
                title: "Paul Roy",
                meta: t(l("Formation · 12 → 13 oct.", "Training · 12 → 13 Oct")),
                pill: pillOf(warn(l("À valider", "To approve")), t),
              },
              {
                icon: "calendar-days",
                title: "Minh Nguyen",
                meta: t(l("RTT · 30 oct.", "Day off in lieu · 30 Oct")),
                pill: pillOf(warn(l("À valider", "To approve")), t),
              },
              {
                icon: "calendar-days",
                title: "Sarah Hall",
                meta: t(l("Congés payés · 2 nov.", "Annual leave · 2 Nov")),
                pill: pillOf(warn(l("À valider", "To approve")), t),
              },
              {
                icon: "calendar-check",
                title: "Moussa Diallo",
                meta: t(l("Congés payés · 9 oct.", "Annual leave · 9 Oct")),
                pill: pillOf(ok(l("Validé", "Approved")), t),
              },
            ],
            a,
          )
        );
      },
    },
  ],
  "services-etudiants": [
    {
      title: l("Suivi des stages", "Placement tracking"),
      subtitle: l("Stages de 2e année · 2026", "Year 2 internships · 2026"),
      user: "Sébastien Robin",
      kpis: [
        {
          icon: "handshake",
          label: l("Conventions signées", "Agreements signed"),
          value: "388",
          delta: ok("86%"),
        },
        { icon: "pen-tool", label: l("En signature", "Awaiting signature"), value: "47" },
        { icon: "building", label: l("Entreprises d'accueil", "Host companies"), value: "291" },
      ],
      panels: (c, t, a) => {
        const k = card(c);
        return (
          k.svg +
          kanban(k.inner, [
            {
              title: t(l("À compléter", "To complete")),
              colour: "#94a3b8",
              cards: [
                { title: "Adam Girard", meta: t(l("Aéro Sud · Toulouse", "Aéro Sud · Toulouse")) },
                { title: "Jade Lambert", meta: t(l("Banque du Val · Nantes", "Banque du Val · Nantes")) },
              ],
            },
            {
              title: t(l("Signature étudiant", "Student signature")),
              colour: "#fbbf24",
              cards: [
                { title: "Léa Martin", meta: t(l("Maison Lumière · Paris", "Maison Lumière · Paris")) },
                { title: "Noah Petit", meta: t(l("Sport Nord · Lille", "Sport Nord · Lille")) },
                { title: "Yanis Moreau", meta: t(l("Rail Express · Lyon", "Rail Express · Lyon")) },
              ],
            },
            {
              title: t(l("Signature entreprise", "Company signature")),
              colour: a,
              cards: [
                {
                  title: "Hugo Bernard",
                  meta: t(l("Pneus Auvergne · Clermont", "Pneus Auvergne · Clermont")),
                },
                {
                  title: "Emma Fournier",
                  meta: t(l("Moteurs Aquitaine · Bordeaux", "Moteurs Aquitaine · Bordeaux")),
                },
              ],
            },
            {
              title: t(l("Signée", "Signed")),
              colour: "#16a34a",
              cards: [
                { title: "Inès Haddad", meta: t(l("Systèmes Armor · Rennes", "Systèmes Armor · Rennes")) },
                { title: "Chloé Leroy", meta: t(l("Télécom Seine · Paris", "Télécom Seine · Paris")) },
                {
                  title: "Lucas Henry",
                  meta: t(l("Auto Yvelines · Guyancourt", "Auto Yvelines · Guyancourt")),
                },
              ],
            },
          ])
        );
      },
    },
    {
      title: l("Restauration", "Catering"),
      subtitle: l("Réservations de la semaine 41", "Week 41 bookings"),
      user: "Laura Perrin",
      kpis: [
        { icon: "utensils", label: l("Repas réservés", "Meals booked"), value: "2 846", delta: ok("+4%") },
        { icon: "circle-help", label: l("Régimes particuliers", "Special diets"), value: "63" },
        {
          icon: "pill",
          label: l("Allergies signalées", "Allergies flagged"),
          value: "18",
          delta: warn(l("PAI", "care plan")),
        },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1.4, 1]);
        const k1 = card(left!, t(l("Repas réservés par jour", "Meals booked per day")));
        const k2 = card(right!, t(l("Régimes du jour", "Today's diets")));
        return (
          k1.svg +
          bars(k1.inner, split(t(WEEK)), [588, 602, 421, 611, 624], a) +
          k2.svg +
          progressList(
            k2.inner,
            [
              { label: t(l("Sans porc", "No pork")), value: 34, note: "34" },
              { label: t(l("Végétarien", "Vegetarian")), value: 21, note: "21" },
              { label: t(l("Sans gluten", "Gluten-free")), value: 5, note: "5" },
              { label: t(l("Allergie arachide", "Peanut allergy")), value: 3, note: "3" },
            ],
            a,
          )
        );
      },
    },
  ],
  evaluations: [
    {
      title: l("Carnet de notes", "Gradebook"),
      subtitle: l("3e B · mathématiques · trimestre 1", "Year 9 B · maths · term 1"),
      user: "Stéphanie Blanc",
      kpis: [
        { icon: "notebook-pen", label: l("Évaluations", "Assessments"), value: "6" },
        {
          icon: "chart-column",
          label: l("Moyenne de la classe", "Class average"),
          value: l("12,8", "12.8"),
          delta: ok(l("+0,6", "+0.6")),
        },
        {
          icon: "activity",
          label: l("Élèves en alerte", "Students flagged"),
          value: "3",
          delta: warn(l("suivi", "follow-up")),
        },
      ],
      panels: (c, t) => {
        const k = card(c, t(l("Notes sur 20", "Marks out of 20")));
        const g = (fr: string) => t(l(fr, fr.replace(",", ".")));
        const rowsData: Cell[][] = [
          [
            { person: "Léna Roussel" },
            "15",
            "17",
            "14,5",
            g("15,5"),
            pillOf(ok(l("En progrès", "Improving")), t),
          ],
          [{ person: "Mathis Garnier" }, "9", "11", "10", g("10"), pillOf(neutral(l("Stable", "Steady")), t)],
          [
            { person: "Zoé Chevalier" },
            "18",
            "16,5",
            "19",
            g("17,8"),
            pillOf(ok(l("Excellent", "Excellent")), t),
          ],
          [{ person: "Ethan Robin" }, "7", "6,5", "8", g("7,2"), pillOf(bad(l("Alerte", "At risk")), t)],
          [{ person: "Lina Benali" }, "13", "14", "12", g("13"), pillOf(neutral(l("Stable", "Steady")), t)],
          [
            { person: "Tom Mercier" },
            "11",
            "13,5",
            "14",
            g("12,8"),
            pillOf(ok(l("En progrès", "Improving")), t),
          ],
        ].map((row) => row.map((cell) => (typeof cell === "string" ? (g(cell) as Cell) : cell)));
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Élève", "Student")),
              t(l("Contrôle 1", "Test 1")),
              t(l("DM", "Homework")),
              t(l("Contrôle 2", "Test 2")),
              t(l("Moyenne", "Average")),
              t(l("Tendance", "Trend")),
            ],
            rowsData,
            [2.2, 1, 0.9, 1, 1, 1.4],
          )
        );
      },
    },
    {
      title: l("Bilan de compétences", "Competency overview"),
      subtitle: l("BTS Maintenance · apprentie : Sarah Morel", "BTS Maintenance · apprentice: Sarah Morel"),
      user: "Mathieu Caron",
      kpis: [
        { icon: "target", label: l("Compétences évaluées", "Competencies assessed"), value: "18 / 24" },
        { icon: "badge-check", label: l("Maîtrisées", "Mastered"), value: "11", delta: ok("+3") },
        {
          icon: "handshake",
          label: l("Avis du maître d'apprentissage", "Mentor reviews"),
          value: "2",
          delta: info(l("nouveaux", "new")),
        },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1.4, 1]);
        const k1 = card(left!, t(l("Niveau de maîtrise par bloc", "Mastery by block")));
        const k2 = card(right!, t(l("Répartition", "Breakdown")));
        return (
          k1.svg +
          progressList(
            k1.inner,
            [
              { label: t(l("Diagnostic des pannes", "Fault diagnosis")), value: 82 },
              { label: t(l("Maintenance préventive", "Preventive maintenance")), value: 74 },
              { label: t(l("Sécurité et habilitations", "Safety and clearances")), value: 90 },
              { label: t(l("Communication technique", "Technical communication")), value: 58 },
              { label: t(l("Amélioration continue", "Continuous improvement")), value: 46 },
            ],
            a,
          ) +
          k2.svg +
          donut(
            k2.inner,
            [
              { label: t(l("Maîtrisé", "Mastered")), value: 11, colour: a },
              { label: t(l("En cours", "Developing")), value: 5, colour: "#a5b4fc" },
              { label: t(l("À travailler", "Needs work")), value: 2, colour: "#fbbf24" },
            ],
            { value: "18", label: t(l("évaluées", "assessed")) },
          )
        );
      },
    },
  ],
  "sante-bien-etre": [
    {
      title: l("Infirmerie", "Nurse's office"),
      subtitle: l("Registre du jour · mardi 13 octobre", "Today's log · Tuesday 13 October"),
      user: "Martine Gauthier",
      kpis: [
        { icon: "stethoscope", label: l("Passages aujourd'hui", "Visits today"), value: "14" },
        {
          icon: "pill",
          label: l("Traitements à donner", "Medication due"),
          value: "5",
          delta: info("12:30"),
        },
        { icon: "heart-pulse", label: l("Élèves suivis", "Students under care"), value: "23" },
      ],
      panels: (c, t) => {
        const k = card(
          c,
          t(l("Passages", "Visits")),
          t(l("Accès restreint · soignants", "Restricted access · health staff")),
        );
        const rowsData: Cell[][] = [
          [
            "08:12",
            { person: "Ethan Robin" },
            "4e A",
            t(l("Maux de tête", "Headache")),
            pillOf(ok(l("Retour en classe", "Back to class")), t),
          ],
          [
            "09:40",
            { person: "Zoé Chevalier" },
            "3e B",
            t(l("Traitement PAI", "Care-plan medication")),
            pillOf(info(l("Soin donné", "Care given")), t),
          ],
          [
            "10:05",
            { person: "Tom Mercier" },
            "6e C",
            t(l("Chute en EPS", "Fall in PE")),
            pillOf(warn(l("Famille prévenue", "Family called")), t),
          ],
          [
            "11:20",
            { person: "Lina Benali" },
            "5e A",
            t(l("Entretien", "Talk")),
            pillOf(info(l("Suivi", "Follow-up")), t),
          ],
          [
            "13:15",
            { person: "Mathis Garnier" },
            "4e B",
            t(l("Nausées", "Nausea")),
            pillOf(bad(l("Retour au domicile", "Sent home")), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Heure", "Time")),
              t(l("Élève", "Student")),
              t(l("Classe", "Class")),
              t(l("Motif", "Reason")),
              t(l("Suite", "Outcome")),
            ],
            rowsData,
            [0.7, 2, 0.7, 1.7, 1.7],
          )
        );
      },
    },
    {
      title: l("Projets d'accueil individualisés", "Individual care plans"),
      subtitle: l("42 PAI actifs · 2026 – 2027", "42 active care plans · 2026 – 2027"),
      user: "Martine Gauthier",
      kpis: [
        { icon: "file-check", label: l("PAI actifs", "Active plans"), value: "42" },
        {
          icon: "refresh-cw",
          label: l("À renouveler", "Due for renewal"),
          value: "6",
          delta: warn(l("30 j", "30 d")),
        },
        { icon: "users", label: l("Équipes informées", "Staff informed"), value: "100%", delta: ok("✓") },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1.4, 1]);
        const k1 = card(left!, t(l("PAI par motif", "Plans by condition")));
        const k2 = card(right!, t(l("Renouvellements", "Renewals")));
        return (
          k1.svg +
          bars(
            k1.inner,
            [
              t(l("Asthme", "Asthma")),
              t(l("Allergie", "Allergy")),
              t(l("Diabète", "Diabetes")),
              t(l("Épilepsie", "Epilepsy")),
              t(l("Autre", "Other")),
            ],
            [14, 16, 4, 3, 5],
            a,
          ) +
          k2.svg +
          list(
            k2.inner,
            [
              {
                icon: "file-text",
                title: "Zoé Chevalier",
                meta: t(l("Allergie · échéance 02/11", "Allergy · due 02/11")),
                pill: pillOf(warn(l("À signer", "To sign")), t),
              },
              {
                icon: "file-text",
                title: "Ethan Robin",
                meta: t(l("Asthme · échéance 15/11", "Asthma · due 15/11")),
                pill: pillOf(info(l("Planifié", "Scheduled")), t),
              },
              {
                icon: "file-text",
                title: "Lina Benali",
                meta: t(l("Diabète · échéance 20/11", "Diabetes · due 20/11")),
                pill: pillOf(info(l("Planifié", "Scheduled")), t),
              },
              {
                icon: "file-check",
                title: "Tom Mercier",
                meta: t(l("Allergie · renouvelé", "Allergy · renewed")),
                pill: pillOf(ok(l("Signé", "Signed")), t),
              },
            ],
            a,
          )
        );
      },
    },
  ],
  "configuration-systeme": [
    {
      title: l("Utilisateurs et profils", "Users and roles"),
      subtitle: l("4 812 comptes actifs", "4,812 active accounts"),
      user: "Julien Marchand",
      kpis: [
        { icon: "users", label: l("Comptes actifs", "Active accounts"), value: "4 812" },
        { icon: "key-round", label: l("Connexions SSO", "SSO sign-ins"), value: "97%", delta: ok("+2%") },
        {
          icon: "shield-check",
          label: l("Double authentification", "Two-factor enabled"),
          value: "100%",
          delta: ok(l("admins", "admins")),
        },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1.6, 1]);
        const k1 = card(left!, t(l("Comptes récents", "Recent accounts")));
        const k2 = card(right!, t(l("Comptes par profil", "Accounts by role")));
        const rowsData: Cell[][] = [
          [
            { person: "Julie Vidal" },
            t(l("Scolarité", "Registry")),
            pillOf(ok(l("2FA activée", "2FA on")), t),
          ],
          [{ person: "Paul Roy" }, t(l("Enseignant", "Teacher")), pillOf(ok("SSO"), t)],
          [
            { person: "Anne Klein" },
            t(l("Intervenant", "Visiting lecturer")),
            pillOf(info(l("Invitée", "Invited")), t),
          ],
          [
            { person: "Moussa Diallo" },
            t(l("Responsable", "Manager")),
            pillOf(ok(l("2FA activée", "2FA on")), t),
          ],
          [{ person: "Sarah Hall" }, t(l("Enseignant", "Teacher")), pillOf(ok("SSO"), t)],
        ];
        return (
          k1.svg +
          table(
            k1.inner,
            [t(l("Utilisateur", "User")), t(l("Profil", "Role")), t(l("Sécurité", "Security"))],
            rowsData,
            [2, 1.4, 1.3],
          ) +
          k2.svg +
          donut(
            k2.inner,
            [
              { label: t(l("Étudiants", "Students")), value: 3900, colour: a },
              { label: t(l("Familles", "Families")), value: 520, colour: "#94a3b8" },
              { label: t(l("Enseignants", "Teachers")), value: 312, colour: "#1d4ed8" },
              { label: t(l("Administratifs", "Admin staff")), value: 80, colour: "#f59e0b" },
            ],
            { value: "4 812", label: t(l("comptes", "accounts")) },
          )
        );
      },
    },
    {
      title: l("Journal d'audit", "Audit log"),
      subtitle: l("Dernières 24 heures", "Last 24 hours"),
      user: "Amandine Noël",
      kpis: [
        { icon: "activity", label: l("Événements", "Events"), value: "18 406" },
        { icon: "lock", label: l("Échecs de connexion", "Failed sign-ins"), value: "12", delta: ok("-40%") },
        {
          icon: "database-zap",
          label: l("Dernière sauvegarde", "Last backup"),
          value: "03:00",
          delta: ok("OK"),
        },
      ],
      panels: (c, t) => {
        const k = card(
          c,
          t(l("Événements", "Events")),
          t(l("Filtres : utilisateur, module, date", "Filters: user, module, date")),
        );
        const rowsData: Cell[][] = [
          [
            "09:42",
            { person: "Julie Vidal" },
            t(l("Finances", "Finance")),
            t(l("Avoir créé · FA-2026-0412", "Credit note created · FA-2026-0412")),
            pillOf(info(l("Modification", "Change")), t),
          ],
          [
            "09:31",
            { person: "Paul Roy" },
            t(l("Évaluations", "Assessment")),
            t(l("Notes saisies · BACH-2", "Marks entered · BACH-2")),
            pillOf(info(l("Modification", "Change")), t),
          ],
          [
            "09:18",
            { person: "Amandine Noël" },
            t(l("Paramètres", "Settings")),
            t(l("Profil « Vacataire » modifié", "“Sessional” role edited")),
            pillOf(warn(l("Droits", "Permissions")), t),
          ],
          [
            "08:57",
            { person: "Moussa Diallo" },
            t(l("Étudiants", "Students")),
            t(l("Dossier consulté · H. Bernard", "Record viewed · H. Bernard")),
            pillOf(neutral(l("Consultation", "View")), t),
          ],
          [
            "08:40",
            { person: "Sarah Hall" },
            t(l("Connexion", "Sign-in")),
            t(l("Connexion SSO réussie", "SSO sign-in succeeded")),
            pillOf(ok(l("Connexion", "Sign-in")), t),
          ],
          [
            "03:00",
            { person: "Système GA" },
            t(l("Sauvegarde", "Backup")),
            t(l("Sauvegarde quotidienne terminée", "Daily backup completed")),
            pillOf(ok("OK"), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Heure", "Time")),
              t(l("Utilisateur", "User")),
              "Module",
              t(l("Action", "Action")),
              t(l("Type", "Type")),
            ],
            rowsData,
            [0.6, 1.6, 1, 2.6, 1.2],
          )
        );
      },
    },
  ],
  "relations-partenariats": [
    {
      title: l("Entonnoir de recrutement", "Recruitment funnel"),
      subtitle: l("Campagne 2027 · toutes sources", "2027 campaign · all sources"),
      user: "Céline Morel",
      kpis: [
        { icon: "users", label: l("Prospects", "Prospects"), value: "6 420", delta: ok("+18%") },
        { icon: "file-text", label: l("Candidats", "Applicants"), value: "1 930", delta: ok("30%") },
        { icon: "user-check", label: l("Inscrits", "Enrolled"), value: "512", delta: info("27%") },
      ],
      panels: (c, t, a) => {
        const [left, right] = columns(c, [1, 1.2]);
        const k1 = card(left!, t(l("Inscrits par source", "Enrolments by source")));
        const k2 = card(right!, t(l("Taux de transformation", "Conversion rate")));
        return (
          k1.svg +
          donut(
            k1.inner,
            [
              { label: t(l("Salons", "Education fairs")), value: 148, colour: a },
              { label: t(l("Portes ouvertes", "Open days")), value: 196, colour: "#1d4ed8" },
              { label: t(l("Site web", "Website")), value: 121, colour: "#0f766e" },
              { label: t(l("Recommandation", "Referral")), value: 47, colour: "#94a3b8" },
            ],
            { value: "512", label: t(l("inscrits", "enrolled")) },
          ) +
          k2.svg +
          progressList(
            k2.inner,
            [
              { label: t(l("Portes ouvertes", "Open days")), value: 41 },
              { label: t(l("Salon des formations, Paris", "Paris education fair")), value: 23 },
              { label: t(l("Site web", "Website")), value: 18 },
              { label: t(l("Campagne e-mail", "E-mail campaign")), value: 9 },
              { label: t(l("Réseaux sociaux", "Social media")), value: 6 },
            ],
            a,
          )
        );
      },
    },
    {
      title: l("Entreprises partenaires", "Partner companies"),
      subtitle: l("291 entreprises · taxe d'apprentissage 2027", "291 companies · 2027 apprenticeship tax"),
      user: "Yann Le Gall",
      kpis: [
        { icon: "building", label: l("Partenaires actifs", "Active partners"), value: "291" },
        { icon: "briefcase", label: l("Offres ouvertes", "Open offers"), value: "64", delta: ok("+9") },
        {
          icon: "hand-coins",
          label: l("Taxe collectée", "Tax collected"),
          value: l("186 k€", "€186k"),
          delta: ok("+21%"),
        },
      ],
      panels: (c, t) => {
        const k = card(c, t(l("Partenaires", "Partners")));
        const rowsData: Cell[][] = [
          [
            "Chantiers de l'Iroise",
            t(l("Naval", "Shipbuilding")),
            "6",
            t(l("24 000 €", "€24,000")),
            pillOf(ok(l("Versée", "Paid")), t),
          ],
          [
            "Ferries de Cornouaille",
            t(l("Transport", "Transport")),
            "3",
            t(l("12 500 €", "€12,500")),
            pillOf(ok(l("Versée", "Paid")), t),
          ],
          [
            "Naval Défense Ouest",
            t(l("Défense", "Defence")),
            "8",
            t(l("30 000 €", "€30,000")),
            pillOf(info(l("Promesse", "Pledged")), t),
          ],
          [
            "Atelier Piriac",
            t(l("Naval", "Shipbuilding")),
            "2",
            t(l("6 000 €", "€6,000")),
            pillOf(ok(l("Versée", "Paid")), t),
          ],
          [
            "Port du Ponant",
            t(l("Logistique", "Logistics")),
            "4",
            t(l("9 800 €", "€9,800")),
            pillOf(warn(l("Relancée", "Reminded")), t),
          ],
          [
            "Institut Océan",
            t(l("Recherche", "Research")),
            "1",
            "—",
            pillOf(neutral(l("À contacter", "To contact")), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Entreprise", "Company")),
              t(l("Secteur", "Sector")),
              t(l("Offres", "Offers")),
              t(l("Taxe 2027", "2027 tax")),
              t(l("Statut", "Status")),
            ],
            rowsData,
            [2.4, 1.2, 0.8, 1.2, 1.3],
          )
        );
      },
    },
  ],
  "ressources-patrimoine": [
    {
      title: l("Demandes d'intervention", "Work requests"),
      subtitle: l("12 bâtiments · semaine 41", "12 buildings · week 41"),
      user: "Philippe Renaud",
      kpis: [
        { icon: "wrench", label: l("Demandes ouvertes", "Open requests"), value: "37" },
        {
          icon: "timer",
          label: l("Délai moyen", "Average time"),
          value: l("1,8 j", "1.8 d"),
          delta: ok(l("-0,6", "-0.6")),
        },
        {
          icon: "shield-check",
          label: l("Contrôles à venir", "Inspections due"),
          value: "5",
          delta: warn(l("30 j", "30 d")),
        },
      ],
      panels: (c, t, a) => {
        const k = card(c);
        return (
          k.svg +
          kanban(k.inner, [
            {
              title: t(l("Nouvelles", "New")),
              colour: "#94a3b8",
              cards: [
                {
                  title: t(l("Fuite lavabo B204", "Leaking sink B204")),
                  meta: t(l("Bât. B · plomberie", "Bldg B · plumbing")),
                },
                {
                  title: t(l("Store bloqué C101", "Blind stuck C101")),
                  meta: t(l("Bât. C · menuiserie", "Bldg C · joinery")),
                },
                {
                  title: t(l("Néon HS amphi A", "Light out, Hall A")),
                  meta: t(l("Bât. A · électricité", "Bldg A · electrical")),
                },
              ],
            },
            {
              title: t(l("Affectées", "Assigned")),
              colour: "#fbbf24",
              cards: [
                {
                  title: t(l("Vidéoprojecteur B105", "Projector B105")),
                  meta: t(l("K. Mendy · aujourd'hui", "K. Mendy · today")),
                },
                {
                  title: t(l("Chauffage gymnase", "Sports hall heating")),
                  meta: t(l("Prestataire · jeudi", "Contractor · Thursday")),
                },
              ],
            },
            {
              title: t(l("En cours", "In progress")),
              colour: a,
              cards: [
                {
                  title: t(l("Serrure labo 2", "Lock, lab 2")),
                  meta: t(l("R. Petit · 60 %", "R. Petit · 60%")),
                },
                {
                  title: t(l("Peinture couloir D", "Corridor D paint")),
                  meta: t(l("Équipe · 2 j", "Team · 2 d")),
                },
              ],
            },
            {
              title: t(l("Résolues", "Resolved")),
              colour: "#16a34a",
              cards: [
                {
                  title: t(l("Wi-Fi bibliothèque", "Library Wi-Fi")),
                  meta: t(l("Clôturée hier", "Closed yesterday")),
                },
                {
                  title: t(l("Porte coupe-feu E", "Fire door E")),
                  meta: t(l("Clôturée lundi", "Closed Monday")),
                },
              ],
            },
          ])
        );
      },
    },
    {
      title: l("Inventaire des équipements", "Equipment inventory"),
      subtitle: l("Bâtiment B · 2e étage", "Building B · 2nd floor"),
      user: "Sophie Marchal",
      kpis: [
        { icon: "boxes", label: l("Équipements", "Items"), value: "1 946" },
        { icon: "package", label: l("Prêtés", "On loan"), value: "812", delta: info("42%") },
        { icon: "wrench", label: l("En maintenance", "Under repair"), value: "14", delta: warn("1%") },
      ],
      panels: (c, t) => {
        const k = card(c, t(l("Équipements", "Items")), t(l("Scanner un code QR", "Scan a QR code")));
        const rowsData: Cell[][] = [
          [
            "INV-04512",
            t(l("Vidéoprojecteur laser", "Laser projector")),
            "B204",
            t(l("03/2028", "03/2028")),
            pillOf(ok(l("En service", "In use")), t),
          ],
          [
            "INV-04513",
            t(l('Écran interactif 75"', '75" interactive display')),
            "B205",
            t(l("09/2027", "09/2027")),
            pillOf(ok(l("En service", "In use")), t),
          ],
          [
            "INV-05120",
            t(l("Portable élève #118", "Student laptop #118")),
            t(l("Prêté", "On loan")),
            t(l("06/2027", "06/2027")),
            pillOf(info(l("Prêté à L. Roussel", "Lent to L. Roussel")), t),
          ],
          [
            "INV-03387",
            t(l("Imprimante 3D", "3D printer")),
            "B210",
            t(l("expirée", "expired")),
            pillOf(warn(l("Maintenance", "Repair")), t),
          ],
          [
            "INV-02976",
            t(l("Extincteur CO2", "CO2 extinguisher")),
            t(l("Couloir B2", "Corridor B2")),
            "—",
            pillOf(info(l("Contrôle 12/11", "Check 12/11")), t),
          ],
          [
            "INV-05221",
            t(l("Tablette #42", "Tablet #42")),
            "B207",
            t(l("01/2028", "01/2028")),
            pillOf(ok(l("En service", "In use")), t),
          ],
        ];
        return (
          k.svg +
          table(
            k.inner,
            [
              t(l("Code", "Code")),
              t(l("Équipement", "Item")),
              t(l("Lieu", "Location")),
              t(l("Garantie", "Warranty")),
              t(l("État", "Condition")),
            ],
            rowsData,
            [1.1, 2.2, 1, 0.9, 1.8],
          )
        );
      },
    },
  ],
};

function navFor(lang: Language) {
  return NAV.map((n) => ({ icon: n.icon, label: n.label[lang] }));
}

export function moduleScreen(set: ModuleSetId, index: 0 | 1, lang: Language, accent: string): string {
  const def = SCREENS[set][index];
  const t = (v: L | string) => (typeof v === "string" ? v : v[lang]);
  const kpis: Kpi[] = def.kpis.map((k) => ({
    icon: k.icon,
    label: t(k.label),
    value: t(k.value),
    ...(k.delta ? { delta: pillOf(k.delta, t) } : {}),
  }));
  const { svg, content } = productWindow({
    accent,
    nav: navFor(lang),
    active: NAV.findIndex((n) => n.set === set),
    title: t(def.title),
    subtitle: t(def.subtitle),
    search: SEARCH[lang],
    user: def.user,
    kpis,
  });
  return svgDocument(SCREEN.width, SCREEN.height, t(def.title), svg + def.panels(content, t, accent));
}
