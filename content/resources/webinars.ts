import type { Language } from "../languages.ts";
import type { LText } from "../localized.ts";
import { lt } from "../typography.ts";

/**
 * Webinars (`/ressources/webinaires`). A session is "upcoming" until it starts; afterwards it is
 * listed as a replay if it has a replay summary. Times are instants (UTC) and are shown in Paris
 * time, formatted for the page's language.
 */

export const WEBINAR_TIME_ZONE = "Europe/Paris";

interface WebinarDef {
  readonly id: string;
  /** Start, as an ISO instant. */
  readonly start: string;
  readonly durationMinutes: number;
  readonly title: LText;
  readonly description: LText;
  readonly audience: LText;
  readonly speakers: readonly { readonly name: string; readonly role: LText }[];
  /** What a replay covers, once the session has taken place. */
  readonly replay?: { readonly summary: LText; readonly chapters: readonly LText[] };
}

export const WEBINARS: readonly WebinarDef[] = [
  {
    id: "budget-2027-cout-complet",
    start: "2026-12-08T13:00:00Z",
    durationMinutes: 45,
    title: lt(
      "Budget 2027 : estimer le coût complet d'un logiciel de gestion",
      "2027 budget: estimating the full cost of management software",
    ),
    description: lt(
      "Abonnement, migration, formation, temps des équipes : la méthode pour comparer des offres sur trois ans et défendre votre budget devant votre conseil d'administration.",
      "Subscription, migration, training, staff time: how to compare offers over three years and defend your budget in front of your board.",
    ),
    audience: lt(
      "Directions et responsables administratifs et financiers",
      "Leadership and finance managers",
    ),
    speakers: [
      { name: "Marc Delaunay", role: lt("Directeur commercial", "Sales director") },
      {
        name: "Isabelle Fournier",
        role: lt(
          "Directrice administrative et financière d'un groupe scolaire",
          "Finance director of a school group",
        ),
      },
    ],
  },
  {
    id: "cfa-audits-qualite",
    start: "2027-01-19T10:00:00Z",
    durationMinutes: 60,
    title: lt(
      "CFA : préparer vos audits qualité avec vos propres données",
      "Apprenticeship centres: preparing quality audits with your own data",
    ),
    description: lt(
      "Quels indicateurs les auditeurs demandent, où les trouver dans GA, et comment les tenir à jour toute l'année plutôt que la veille de l'audit.",
      "Which indicators auditors ask for, where to find them in GA, and how to keep them up to date all year rather than the day before the audit.",
    ),
    audience: lt("Directions et référents qualité de CFA", "Apprenticeship centre leaders and quality leads"),
    speakers: [
      { name: "Nadia Benali", role: lt("Responsable produit alternance", "Apprenticeship product manager") },
      {
        name: "Karim Haddad",
        role: lt("Directeur du CFA Compagnons de l'Artisanat", "Director, CFA Compagnons de l'Artisanat"),
      },
    ],
  },
  {
    id: "demo-ga-learning-formation-continue",
    start: "2027-02-09T16:00:00Z",
    durationMinutes: 45,
    title: lt(
      "Démonstration : GA Learning pour la formation continue",
      "Demo: GA Learning for continuing education",
    ),
    description: lt(
      "Un parcours hybride construit en direct : modules, classe virtuelle, suivi de l'assiduité et attestations pour les financeurs.",
      "A blended course built live: units, virtual classroom, attendance tracking and certificates for funders.",
    ),
    audience: lt(
      "Organismes de formation, formateurs et ingénieurs pédagogiques",
      "Training providers, trainers and learning designers",
    ),
    speakers: [{ name: "Élodie Garnier", role: lt("Ingénieure pédagogique", "Learning designer") }],
  },
  {
    id: "reinscriptions-en-ligne-2027",
    start: "2027-03-16T13:30:00Z",
    durationMinutes: 45,
    title: lt(
      "Réinscriptions en ligne : lancer la campagne 2027",
      "Online re-enrolment: launching the 2027 campaign",
    ),
    description: lt(
      "Pièces à demander, calendrier, relances ciblées : tout pour une campagne de réinscription bouclée avant l'été.",
      "Documents to ask for, timing, targeted reminders: everything for a re-enrolment campaign wrapped up before the summer.",
    ),
    audience: lt("Scolarités et secrétariats", "Registry and office teams"),
    speakers: [{ name: "Camille Roussel", role: lt("Consultante déploiement", "Deployment consultant") }],
  },
  {
    id: "examens-jurys-session-juin",
    start: "2027-05-18T12:00:00Z",
    durationMinutes: 60,
    title: lt(
      "Examens et jurys : une session de juin sans stress",
      "Exams and boards: a stress-free June session",
    ),
    description: lt(
      "Planification des épreuves, convocations, aménagements, délibérations et procès-verbaux : la session de juin pas à pas.",
      "Scheduling papers, notices, special arrangements, deliberations and minutes: the June session step by step.",
    ),
    audience: lt("Scolarités de l'enseignement supérieur", "Higher-education registries"),
    speakers: [
      {
        name: "Hélène Vasseur",
        role: lt(
          "Directrice des études, Institut supérieur Boréal",
          "Director of studies, Institut supérieur Boréal",
        ),
      },
    ],
  },
  {
    id: "rgpd-questions-reponses",
    start: "2026-10-06T12:00:00Z",
    durationMinutes: 60,
    title: lt(
      "RGPD dans les établissements : questions-réponses avec notre DPO",
      "GDPR in schools: questions and answers with our DPO",
    ),
    description: lt(
      "Une heure de questions concrètes posées par des directions d'établissement, et les réponses de notre délégué à la protection des données.",
      "An hour of practical questions from school leaders, answered by our data protection officer.",
    ),
    audience: lt("Directions et référents RGPD", "School leaders and data protection leads"),
    speakers: [
      { name: "Julien Marchand", role: lt("Délégué à la protection des données", "Data protection officer") },
    ],
    replay: {
      summary: lt(
        "Durées de conservation, photos d'élèves, droit d'accès des parents séparés, sous-traitants : les réponses aux 14 questions posées pendant la session.",
        "Retention periods, student photos, access rights of separated parents, processors: the answers to the 14 questions asked during the session.",
      ),
      chapters: [
        lt("Tenir un registre utile", "Keeping a useful record of processing"),
        lt("Photos et droit à l'image des élèves", "Photos and students' image rights"),
        lt("Parents séparés : qui a accès à quoi ?", "Separated parents: who sees what?"),
        lt("Que demander à ses éditeurs de logiciels", "What to ask your software vendors"),
      ],
    },
  },
  {
    id: "rentree-2026-retours-experience",
    start: "2026-09-15T12:00:00Z",
    durationMinutes: 50,
    title: lt(
      "Rentrée 2026 : trois établissements racontent",
      "Back to school 2026: three institutions tell their story",
    ),
    description: lt(
      "Un lycée, un CFA et une école de commerce reviennent sur leur première rentrée avec GA : ce qui a marché, ce qu'ils feraient autrement.",
      "A secondary school, an apprenticeship centre and a business school look back on their first start of year with GA: what worked, and what they would do differently.",
    ),
    audience: lt("Tous les établissements", "All institutions"),
    speakers: [
      {
        name: "Sophie Mercier",
        role: lt("Proviseure, Lycée Les Tilleuls", "Head teacher, Lycée Les Tilleuls"),
      },
      {
        name: "Romain Ferrand",
        role: lt(
          "Responsable de la scolarité, Atlantis Business School",
          "Head of registry, Atlantis Business School",
        ),
      },
    ],
    replay: {
      summary: lt(
        "Calendrier de migration, formation des équipes et communication aux familles : trois témoignages francs et les conseils qu'ils en tirent.",
        "Migration timetable, staff training and communication with families: three candid accounts and the advice they draw from them.",
      ),
      chapters: [
        lt("Choisir la date de bascule", "Choosing the switch-over date"),
        lt("Former sans bloquer les équipes", "Training without holding teams up"),
        lt("Annoncer le changement aux familles", "Announcing the change to families"),
      ],
    },
  },
  {
    id: "decrochage-analytique-pro",
    start: "2026-06-23T12:00:00Z",
    durationMinutes: 45,
    title: lt("Détecter le décrochage avec Analytique Pro", "Detecting drop-out with Analytics Pro"),
    description: lt(
      "Comment paramétrer les alertes d'assiduité et de résultats, et organiser le suivi des élèves signalés.",
      "How to set up attendance and results alerts, and organise the follow-up of the students flagged.",
    ),
    audience: lt("Directions, CPE et responsables pédagogiques", "Leaders, pastoral and academic leads"),
    speakers: [{ name: "Thomas Lefèvre", role: lt("Data analyst éducation", "Education data analyst") }],
    replay: {
      summary: lt(
        "La démonstration complète des tableaux d'Analytique Pro et le retour d'un lycée qui a réduit de moitié ses départs en cours d'année.",
        "A complete demo of the Analytics Pro dashboards and feedback from a secondary school that halved its mid-year departures.",
      ),
      chapters: [
        lt("Les trois familles de signaux", "The three families of signals"),
        lt("Régler les seuils d'alerte", "Setting alert thresholds"),
        lt("Organiser le suivi en équipe", "Organising follow-up as a team"),
      ],
    },
  },
];

export function formatWebinarDate(iso: string, lang: Language): { date: string; time: string } {
  const locale = lang === "fr" ? "fr-FR" : "en-GB";
  const d = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: WEBINAR_TIME_ZONE,
    }).format(d),
    time: new Intl.DateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: WEBINAR_TIME_ZONE,
    }).format(d),
  };
}

/** Upcoming sessions (soonest first) and replays (newest first) at a given instant. */
export function splitWebinars(now: Date): { upcoming: WebinarDef[]; replays: WebinarDef[] } {
  const t = now.getTime();
  const upcoming = WEBINARS.filter((w) => Date.parse(w.start) > t).sort((a, b) =>
    a.start.localeCompare(b.start),
  );
  const replays = WEBINARS.filter((w) => Date.parse(w.start) <= t && w.replay).sort((a, b) =>
    b.start.localeCompare(a.start),
  );
  return { upcoming, replays };
}

export const WEBINARS_UI = {
  upcomingTitle: lt("Prochaines sessions", "Upcoming sessions"),
  upcomingIntro: lt(
    "Des sessions en direct de 45 à 60 minutes, gratuites, avec un temps de questions-réponses.",
    "Free live sessions of 45 to 60 minutes, with time for questions and answers.",
  ),
  noUpcoming: lt(
    "Les prochaines sessions sont en cours de programmation. Écrivez-nous pour être prévenu de leur ouverture.",
    "The next sessions are being scheduled. Write to us to be told when registration opens.",
  ),
  replaysTitle: lt("Replays", "Replays"),
  replaysIntro: lt(
    "Les sessions passées, résumées. Demandez le lien du replay : nous vous l'envoyons par e-mail avec les supports.",
    "Past sessions, summarised. Ask for the replay link: we e-mail it to you with the slides.",
  ),
  parisTime: lt("heure de Paris", "Paris time"),
  duration: lt("{{minutes}} min", "{{minutes}} min"),
  audience: lt("Pour qui", "Who for"),
  speakers: lt("Intervenants", "Speakers"),
  chapters: lt("Au programme", "Covered"),
  register: lt("S'inscrire", "Register"),
  registerFor: lt("S'inscrire au webinaire : {{title}}", "Register for the webinar: {{title}}"),
  replay: lt("Recevoir le replay", "Get the replay"),
  replayFor: lt("Recevoir le replay : {{title}}", "Get the replay: {{title}}"),
  notify: lt("Être prévenu", "Keep me posted"),
};
