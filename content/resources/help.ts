import type { LText } from "../localized.ts";
import { lt } from "../typography.ts";

/**
 * The help centre (`/ressources/support`): short answers to the questions our support team
 * receives most, searchable on the server (`?q=`) so the search works without JavaScript.
 */

export type HelpCategoryId = "account" | "students" | "grades" | "finance" | "elearning" | "technical";

export const HELP_CATEGORIES: Readonly<Record<HelpCategoryId, LText>> = {
  account: lt("Compte et connexion", "Account and sign-in"),
  students: lt("Élèves et familles", "Students and families"),
  grades: lt("Notes et bulletins", "Grades and report cards"),
  finance: lt("Finances", "Finance"),
  elearning: lt("E-learning", "E-learning"),
  technical: lt("Technique", "Technical"),
};

interface HelpArticleDef {
  readonly id: string;
  readonly category: HelpCategoryId;
  readonly title: LText;
  readonly answer: readonly LText[];
  /** Other words people search with ("mdp", "login"…). */
  readonly keywords: LText;
}

export const HELP_ARTICLES: readonly HelpArticleDef[] = [
  {
    id: "mot-de-passe-oublie",
    category: "account",
    title: lt("J'ai oublié mon mot de passe", "I forgot my password"),
    answer: [
      lt(
        "Sur la page de connexion, cliquez sur « Mot de passe oublié » et saisissez votre adresse e-mail. Vous recevez un lien valable une heure pour choisir un nouveau mot de passe.",
        "On the sign-in page, click “Forgot password” and enter your e-mail address. You receive a link, valid for one hour, to choose a new password.",
      ),
      lt(
        "Par sécurité, le changement de mot de passe ferme vos sessions ouvertes sur les autres appareils. Rien reçu ? Vérifiez vos courriers indésirables, puis contactez le référent GA de votre établissement.",
        "For security, changing your password signs you out on your other devices. Nothing received? Check your spam folder, then contact your institution's GA key user.",
      ),
    ],
    keywords: lt("mdp réinitialiser connexion perdu lien", "reset login lost link"),
  },
  {
    id: "code-double-authentification",
    category: "account",
    title: lt(
      "Je n'ai plus accès à mon application d'authentification",
      "I no longer have access to my authenticator app",
    ),
    answer: [
      lt(
        "Utilisez l'un de vos 10 codes de secours à la place du code à six chiffres : chacun fonctionne une seule fois. Une fois connecté, désactivez puis réactivez la double authentification avec votre nouveau téléphone.",
        "Use one of your 10 backup codes instead of the six-digit code: each works once. Once signed in, turn two-factor authentication off and on again with your new phone.",
      ),
      lt(
        "Sans code de secours, le référent de votre établissement peut demander la réinitialisation au support, qui vérifie votre identité avant toute intervention.",
        "Without a backup code, your institution's key user can ask support for a reset; support checks your identity before doing anything.",
      ),
    ],
    keywords: lt("2fa totp téléphone perdu code secours", "2fa totp lost phone backup code"),
  },
  {
    id: "compte-bloque",
    category: "account",
    title: lt("Mon compte est temporairement bloqué", "My account is temporarily locked"),
    answer: [
      lt(
        "Après plusieurs tentatives de connexion échouées, les essais sont suspendus quelques minutes pour protéger votre compte. Le message indique quand réessayer ; vous pouvez aussi réinitialiser votre mot de passe.",
        "After several failed sign-in attempts, further tries are paused for a few minutes to protect your account. The message tells you when to try again; you can also reset your password.",
      ),
    ],
    keywords: lt(
      "bloqué trop de tentatives verrouillé erreur 429",
      "locked too many attempts blocked error 429",
    ),
  },
  {
    id: "acces-famille",
    category: "students",
    title: lt(
      "Un parent ne reçoit pas son accès au portail",
      "A parent has not received their portal access",
    ),
    answer: [
      lt(
        "Vérifiez l'adresse e-mail du responsable dans le dossier de l'élève, puis cliquez sur « Renvoyer l'invitation ». L'invitation est valable 7 jours.",
        "Check the guardian's e-mail address in the student's record, then click “Resend invitation”. The invitation is valid for 7 days.",
      ),
      lt(
        "Si les deux parents doivent avoir un accès, créez deux responsables distincts : chacun a son propre compte.",
        "If both parents need access, create two separate guardians: each gets their own account.",
      ),
    ],
    keywords: lt(
      "parents famille invitation portail responsable",
      "parents family invitation portal guardian",
    ),
  },
  {
    id: "fusionner-doublons",
    category: "students",
    title: lt("Deux dossiers existent pour le même élève", "There are two records for the same student"),
    answer: [
      lt(
        "Dans Élèves > Doublons, GA liste les dossiers qui se ressemblent (nom, date de naissance). Choisissez le dossier à garder : notes, absences et paiements de l'autre y sont rattachés, puis le doublon est archivé.",
        "In Students > Duplicates, GA lists records that look alike (name, date of birth). Choose the one to keep: the other's grades, absences and payments are moved to it, then the duplicate is archived.",
      ),
    ],
    keywords: lt("doublon fusion dossier en double", "duplicate merge double record"),
  },
  {
    id: "changer-classe",
    category: "students",
    title: lt("Changer un élève de classe en cours d'année", "Move a student to another class mid-year"),
    answer: [
      lt(
        "Ouvrez le dossier de l'élève, onglet Scolarité, puis « Changer de classe » avec la date d'effet. Les notes déjà saisies restent attachées à l'ancienne classe pour la période en cours et apparaissent sur le bulletin.",
        "Open the student's record, Academic tab, then “Change class” with the effective date. Grades already entered stay with the old class for the current term and appear on the report card.",
      ),
    ],
    keywords: lt("transfert classe groupe changement", "transfer class group change"),
  },
  {
    id: "moyenne-incorrecte",
    category: "grades",
    title: lt("Une moyenne me semble incorrecte", "An average looks wrong"),
    answer: [
      lt(
        "Cliquez sur la moyenne : GA affiche le détail du calcul, évaluation par évaluation, avec les coefficients. Vérifiez surtout les évaluations non publiées (elles ne comptent pas) et les absences notées « non évalué ».",
        "Click the average: GA shows the calculation, assessment by assessment, with the weightings. Check in particular unpublished assessments (they do not count) and absences marked “not assessed”.",
      ),
    ],
    keywords: lt("calcul coefficient moyenne erreur", "calculation weighting average error"),
  },
  {
    id: "bulletin-pdf",
    category: "grades",
    title: lt("Modifier la mise en page des bulletins", "Change the report-card layout"),
    answer: [
      lt(
        "Dans Configuration > Bulletins, choisissez un modèle, ajoutez votre logo et les rubriques à afficher (compétences, absences, appréciation générale). L'aperçu se met à jour sur un élève réel avant toute génération.",
        "In Configuration > Report cards, choose a template, add your logo and the sections to show (competencies, absences, overall comment). The preview updates on a real student before anything is generated.",
      ),
    ],
    keywords: lt("bulletin modèle logo pdf mise en page", "report card template logo pdf layout"),
  },
  {
    id: "notes-verrouillees",
    category: "grades",
    title: lt("Je ne peux plus saisir de notes", "I can no longer enter grades"),
    answer: [
      lt(
        "La saisie se ferme à la date de clôture de la période fixée par la direction. Demandez à votre référent de rouvrir la période ou d'accorder une dérogation pour votre classe.",
        "Grade entry closes on the end-of-term date set by management. Ask your key user to reopen the term or grant an exception for your class.",
      ),
    ],
    keywords: lt("saisie fermée clôture période verrouillé", "entry closed end of term locked"),
  },
  {
    id: "prelevement-rejete",
    category: "finance",
    title: lt("Un prélèvement a été rejeté", "A direct debit was rejected"),
    answer: [
      lt(
        "Importez le relevé de retour de votre banque dans Finances > Prélèvements : le rejet est rapproché automatiquement, l'échéance repasse en impayé et la famille peut être prévenue par e-mail.",
        "Import your bank's return statement in Finance > Direct debits: the rejection is matched automatically, the instalment goes back to unpaid and the family can be told by e-mail.",
      ),
      lt(
        "Vous pouvez représenter l'échéance au prochain prélèvement ou proposer un autre moyen de paiement.",
        "You can present the instalment again at the next debit run or offer another payment method.",
      ),
    ],
    keywords: lt("sepa rejet impayé banque", "sepa rejection unpaid bank"),
  },
  {
    id: "facture-avoir",
    category: "finance",
    title: lt("Corriger une facture déjà émise", "Correct an invoice already issued"),
    answer: [
      lt(
        "Une facture émise ne se modifie pas : c'est une obligation légale. Créez un avoir depuis la facture (total ou partiel), puis une nouvelle facture si besoin. Les deux documents sont numérotés à la suite.",
        "An issued invoice cannot be changed: that is a legal requirement. Create a credit note from the invoice (full or partial), then a new invoice if needed. Both documents are numbered in sequence.",
      ),
    ],
    keywords: lt("avoir erreur facture annuler", "credit note invoice error cancel"),
  },
  {
    id: "chorus-pro",
    category: "finance",
    title: lt("Facturer un financeur public sur Chorus Pro", "Invoice a public funder through Chorus Pro"),
    answer: [
      lt(
        "Renseignez le SIRET et le code service du financeur dans sa fiche. Les factures qui lui sont adressées sont alors déposées sur Chorus Pro et leur statut de traitement remonte dans GA.",
        "Enter the funder's SIRET and service code in its record. Invoices addressed to it are then submitted to Chorus Pro and their processing status comes back into GA.",
      ),
    ],
    keywords: lt("chorus pro public siret opco financeur", "chorus pro public siret funder"),
  },
  {
    id: "video-lecture",
    category: "elearning",
    title: lt("Une vidéo ne se lit pas chez un apprenant", "A video won't play for a learner"),
    answer: [
      lt(
        "Demandez à l'apprenant de mettre à jour son navigateur et de vérifier que son réseau ne bloque pas la lecture (réseaux d'entreprise notamment). Les vidéos sont proposées en plusieurs qualités et s'adaptent au débit.",
        "Ask the learner to update their browser and check that their network does not block playback (company networks in particular). Videos come in several qualities and adapt to the connection speed.",
      ),
    ],
    keywords: lt("vidéo lecture bloquée réseau navigateur", "video playback blocked network browser"),
  },
  {
    id: "attestation-assiduite",
    category: "elearning",
    title: lt(
      "Produire une attestation d'assiduité pour un financeur",
      "Produce an attendance certificate for a funder",
    ),
    answer: [
      lt(
        "Dans le tableau de suivi du parcours, sélectionnez les apprenants puis « Attestations ». Le document reprend le temps de connexion, les activités réalisées et les présences en classe virtuelle.",
        "In the course tracking dashboard, select the learners then “Certificates”. The document lists connection time, activities completed and virtual-classroom attendance.",
      ),
    ],
    keywords: lt(
      "attestation présence opco financeur formation à distance",
      "certificate attendance funder distance learning",
    ),
  },
  {
    id: "navigateurs",
    category: "technical",
    title: lt("Quels navigateurs sont pris en charge ?", "Which browsers are supported?"),
    answer: [
      lt(
        "Les deux dernières versions de Chrome, Edge, Firefox et Safari, sur ordinateur, tablette et téléphone. Aucune installation n'est nécessaire ; l'application mobile est disponible pour iOS et Android avec Premium et Excellence.",
        "The last two versions of Chrome, Edge, Firefox and Safari, on computer, tablet and phone. Nothing needs installing; the mobile app is available for iOS and Android with Premium and Excellence.",
      ),
    ],
    keywords: lt(
      "navigateur compatibilité chrome firefox safari edge mobile",
      "browser compatibility chrome firefox safari edge mobile",
    ),
  },
  {
    id: "etat-service",
    category: "technical",
    title: lt("Comment savoir si le service fonctionne ?", "How do I know the service is up?"),
    answer: [
      lt(
        "L'indicateur en bas de chaque page montre l'état des services. Les équipes techniques peuvent aussi interroger l'adresse /healthz, décrite dans la documentation API. En cas d'incident, les clients sont prévenus par e-mail.",
        "The indicator at the bottom of every page shows the service status. Technical teams can also query the /healthz address, described in the API documentation. If there is an incident, clients are told by e-mail.",
      ),
    ],
    keywords: lt(
      "panne incident disponibilité statut healthz",
      "outage incident availability status healthz",
    ),
  },
];

export const HELP_UI = {
  searchLabel: lt("Rechercher dans le centre d'aide", "Search the help centre"),
  searchPlaceholder: lt("Ex. : mot de passe, bulletin", "E.g. password, report card"),
  searchButton: lt("Rechercher", "Search"),
  clear: lt("Effacer la recherche", "Clear search"),
  results: lt("{{count}} article(s) pour « {{query}} »", "{{count}} article(s) for “{{query}}”"),
  noResults: lt(
    "Aucun article ne correspond à « {{query}} ». Essayez un autre mot, ou écrivez-nous.",
    "No article matches “{{query}}”. Try another word, or write to us.",
  ),
  allArticles: lt("{{count}} articles", "{{count}} articles"),
  contactTitle: lt("Contacter le support", "Contact support"),
  contactText: lt(
    "Vos demandes se suivent dans votre espace client. Délais de première réponse : moins de 24 h ouvrées (Essential), moins de 4 h ouvrées (Premium), moins de 1 h (Excellence).",
    "You can follow your requests in your client space. First-response times: under 24 business hours (Essential), under 4 business hours (Premium), under 1 hour (Excellence).",
  ),
  openTicket: lt("Ouvrir une demande", "Open a request"),
  phone: lt(
    "Téléphone : +33 1 84 80 12 34, du lundi au vendredi de 9 h à 18 h",
    "Phone: +33 1 84 80 12 34, Monday to Friday, 9 am to 6 pm",
  ),
  emergency: lt(
    "Incident critique (service indisponible) : astreinte 24/7 pour les clients Excellence.",
    "Critical incident (service down): 24/7 on-call line for Excellence clients.",
  ),
};

/** Lower case, no accents, no punctuation: "Réinscriptions !" → "reinscriptions". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, " ")
    .trim();
}

export interface SearchableArticle {
  readonly title: string;
  readonly answer: readonly string[];
  readonly keywords: string;
  readonly category: string;
}

/**
 * Articles matching every word of the query (accents and case ignored; a word also matches the
 * start of a longer one), best first: a word in the title counts more than one in the answer.
 */
export function searchArticles<T extends SearchableArticle>(articles: readonly T[], query: string): T[] {
  const words = normalizeSearchText(query)
    .split(" ")
    .filter((w) => w.length > 1);
  if (words.length === 0) return [...articles];
  const scored = articles.flatMap((article) => {
    const title = normalizeSearchText(article.title).split(" ");
    const rest = normalizeSearchText([article.keywords, article.category, ...article.answer].join(" ")).split(
      " ",
    );
    let score = 0;
    for (const w of words) {
      const inTitle = title.some((t) => t.startsWith(w));
      const inRest = rest.some((t) => t.startsWith(w));
      if (!inTitle && !inRest) return [];
      score += inTitle ? 3 : 1;
    }
    return [{ article, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map((s) => s.article);
}

/** Longest query kept (a search box, not a document). */
export const MAX_QUERY_LENGTH = 100;
