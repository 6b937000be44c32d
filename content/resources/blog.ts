import type { Language } from "../languages.ts";
import type { Localized, LText } from "../localized.ts";
import { frenchSpacing, lt } from "../typography.ts";

/**
 * Blog articles (`/ressources/blog` and `/ressources/blog/:slug`). Each article is written in both
 * languages; the slug is the same in both (English pages live under `/en` with French slugs, like
 * the rest of the site).
 */

export interface ArticleSection {
  readonly heading?: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface ArticleBody {
  readonly title: string;
  readonly excerpt: string;
  readonly sections: readonly ArticleSection[];
}

export interface BlogArticleDef {
  readonly slug: string;
  /** ISO date of publication. */
  readonly date: string;
  readonly author: { readonly name: string; readonly role: LText };
  readonly category: LText;
  /** Cover illustration under /images/resources. */
  readonly cover: string;
  readonly body: Localized<ArticleBody>;
}

export const BLOG_ARTICLES: readonly BlogArticleDef[] = [
  {
    slug: "preparer-la-rentree",
    date: "2026-06-09",
    author: { name: "Camille Roussel", role: lt("Consultante déploiement", "Deployment consultant") },
    category: lt("Organisation", "Operations"),
    cover: "/images/resources/blog-rentree.svg",
    body: {
      fr: {
        title: "Préparer la rentrée : le rétroplanning d'une scolarité sereine",
        excerpt:
          "De juin à septembre, les tâches qui font une rentrée réussie, dans le bon ordre, et celles que votre logiciel peut faire à votre place.",
        sections: [
          {
            paragraphs: [
              "Chaque année, la même course contre la montre : réinscriptions, emplois du temps, tarifs, comptes des nouveaux enseignants. Dans les établissements que nous accompagnons, la différence entre une rentrée sereine et une rentrée subie tient rarement aux outils. Elle tient au calendrier : ce qui est fait en juin n'est plus à faire en août.",
            ],
          },
          {
            heading: "Juin : clore l'année et ouvrir la suivante",
            paragraphs: [
              "Tant que les équipes sont là, lancez la campagne de réinscription en ligne et fixez une date limite avant les vacances. Clôturez les bulletins et archivez l'année : les données restent consultables, mais plus modifiables.",
            ],
            list: [
              "campagne de réinscription envoyée aux familles avec la liste des pièces à fournir ;",
              "calendrier de l'année suivante créé, périodes et vacances comprises ;",
              "tarifs mis à jour et validés par la direction.",
            ],
          },
          {
            heading: "Juillet : les structures",
            paragraphs: [
              "Créez les classes et les groupes à partir des effectifs prévisionnels, puis affectez les élèves réinscrits. Un emploi du temps construit sur des effectifs à jour évite la moitié des modifications de septembre.",
            ],
          },
          {
            heading: "Fin août : les personnes",
            paragraphs: [
              "Invitez les nouveaux personnels, vérifiez les rôles de chacun et désactivez les comptes des départs. Relancez les familles qui n'ont pas terminé leur dossier : un message ciblé, envoyé aux seules familles concernées, fonctionne mieux qu'une circulaire à tous.",
            ],
          },
          {
            heading: "Ce que votre logiciel peut faire à votre place",
            paragraphs: [
              "Une bonne partie de cette liste n'a pas à mobiliser vos équipes. Un logiciel de gestion bien paramétré s'en charge :",
            ],
            list: [
              "relancer chaque semaine les familles dont le dossier est incomplet, avec la liste des pièces manquantes ;",
              "générer les échéanciers de paiement dès la confirmation de l'inscription ;",
              "créer les comptes du portail familles et envoyer les invitations ;",
              "signaler les élèves sans classe ou sans responsable légal avant le premier jour.",
            ],
          },
          {
            heading: "Semaine de rentrée : mesurer",
            paragraphs: [
              "Le premier appel de l'année est un bon test : élèves absents des listes, doublons, responsables sans adresse. Réglez-les tout de suite, avant que les notes et les factures ne s'appuient dessus.",
              "Un dernier conseil : notez ce qui a coincé cette année. C'est le premier jet du rétroplanning de l'an prochain.",
            ],
          },
        ],
      },
      en: {
        title: "Getting ready for the new school year: a countdown for a calm start",
        excerpt:
          "From June to September, the tasks that make for a smooth start of year, in the right order, and the ones your software can do for you.",
        sections: [
          {
            paragraphs: [
              "Every year, the same race against the clock: re-enrolment, timetables, fees, accounts for new teachers. In the institutions we work with, the difference between a calm start and a chaotic one rarely comes down to tools. It comes down to the calendar: what is done in June no longer needs doing in August.",
            ],
          },
          {
            heading: "June: close this year and open the next",
            paragraphs: [
              "While your teams are still around, launch the online re-enrolment campaign with a deadline before the holidays. Close the report cards and archive the year: the data stays available to read, but can no longer be changed.",
            ],
            list: [
              "re-enrolment campaign sent to families with the list of documents required;",
              "next year's calendar created, terms and holidays included;",
              "fees updated and approved by management.",
            ],
          },
          {
            heading: "July: the structures",
            paragraphs: [
              "Create classes and groups from your forecast numbers, then assign the re-enrolled students. A timetable built on up-to-date numbers saves half of September's changes.",
            ],
          },
          {
            heading: "Late August: the people",
            paragraphs: [
              "Invite new staff, check everyone's roles and deactivate the accounts of those who have left. Chase the families who have not finished their file: a targeted message, sent only to the families concerned, works better than a letter to everyone.",
            ],
          },
          {
            heading: "What your software can do for you",
            paragraphs: [
              "A good part of this list does not need your teams at all. Well-configured management software takes care of it:",
            ],
            list: [
              "reminding families with incomplete files every week, with the list of missing documents;",
              "generating payment schedules as soon as the enrolment is confirmed;",
              "creating family portal accounts and sending the invitations;",
              "flagging students without a class or a legal guardian before the first day.",
            ],
          },
          {
            heading: "First week: measure",
            paragraphs: [
              "The first register of the year is a good test: students missing from lists, duplicates, guardians without an address. Fix them straight away, before grades and invoices rely on them.",
              "One last tip: write down what got stuck this year. It is the first draft of next year's countdown.",
            ],
          },
        ],
      },
    },
  },
  {
    slug: "rgpd-etablissements-scolaires",
    date: "2026-09-22",
    author: {
      name: "Julien Marchand",
      role: lt("Délégué à la protection des données", "Data protection officer"),
    },
    category: lt("Conformité", "Compliance"),
    cover: "/images/resources/blog-rgpd.svg",
    body: {
      fr: {
        title: "RGPD : sept points que chaque établissement devrait vérifier cette année",
        excerpt:
          "Registre, durées de conservation, droits d'accès, sous-traitants : une liste de contrôle pratique pour les directions et les référents RGPD.",
        sections: [
          {
            paragraphs: [
              "Un établissement d'enseignement traite des données de mineurs, des données de santé parfois, des informations financières toujours. La CNIL le rappelle régulièrement : l'éducation fait partie des secteurs qu'elle contrôle. Voici les sept points que nous conseillons de revoir une fois par an.",
            ],
          },
          {
            heading: "1. Un registre à jour",
            paragraphs: [
              "Chaque traitement (scolarité, cantine, vidéoprotection, association des parents) doit figurer au registre avec sa finalité, ses destinataires et sa durée de conservation. Un registre de 2019 jamais relu ne protège personne.",
            ],
          },
          {
            heading: "2. Des durées de conservation appliquées",
            paragraphs: [
              "Écrire une durée ne suffit pas : il faut effacer. Programmez l'archivage puis la suppression des dossiers des anciens élèves, en gardant ce que la loi impose, comme les pièces comptables pendant dix ans.",
            ],
          },
          {
            heading: "3. Des droits d'accès au plus juste",
            paragraphs: [
              "Un enseignant n'a pas besoin de voir la situation financière des familles. Revoyez les rôles à chaque rentrée et supprimez les comptes des personnes parties.",
            ],
          },
          {
            heading: "4 à 7. Le reste de la liste",
            paragraphs: ["Quatre points complètent la revue annuelle :"],
            list: [
              "des contrats de sous-traitance conformes à l'article 28 avec chaque éditeur et prestataire ;",
              "une procédure écrite pour répondre aux demandes d'accès et d'effacement en moins d'un mois ;",
              "la double authentification activée pour tous les comptes qui accèdent aux dossiers ;",
              "une information claire des familles, à l'inscription, sur l'usage de leurs données.",
            ],
          },
          {
            heading: "Qui est responsable de quoi ?",
            paragraphs: [
              "L'établissement reste responsable du traitement des données de ses élèves, même lorsqu'elles sont hébergées par un éditeur. L'éditeur est son sous-traitant : il agit sur instruction, garantit la sécurité et aide à répondre aux demandes des familles. Le contrat doit le dire noir sur blanc, et préciser où se trouvent les données et ce qu'elles deviennent à la fin du contrat.",
            ],
          },
          {
            heading: "Et votre logiciel ?",
            paragraphs: [
              "Un bon logiciel de gestion facilite chacun de ces points : registre des demandes, exports et effacements guidés, journal d'audit, hébergement en France. Demandez à votre éditeur de vous montrer comment, concrètement.",
            ],
          },
        ],
      },
      en: {
        title: "GDPR: seven points every institution should check this year",
        excerpt:
          "Records of processing, retention periods, access rights, processors: a practical checklist for school leaders and data protection leads.",
        sections: [
          {
            paragraphs: [
              "An educational institution processes data about minors, sometimes health data, and always financial information. The French data protection authority says it regularly: education is one of the sectors it inspects. Here are the seven points we recommend reviewing once a year.",
            ],
          },
          {
            heading: "1. An up-to-date record of processing",
            paragraphs: [
              "Every processing activity (registry, canteen, CCTV, parents' association) must appear in the record with its purpose, recipients and retention period. A record written in 2019 and never reread protects no one.",
            ],
          },
          {
            heading: "2. Retention periods that are applied",
            paragraphs: [
              "Writing down a period is not enough: you have to delete. Schedule the archiving and then deletion of former students' records, keeping what the law requires, such as accounting records for ten years.",
            ],
          },
          {
            heading: "3. Access rights kept to what is needed",
            paragraphs: [
              "A teacher does not need to see families' financial situation. Review roles at the start of each year and delete the accounts of people who have left.",
            ],
          },
          {
            heading: "4 to 7. The rest of the list",
            paragraphs: ["Four points complete the yearly review:"],
            list: [
              "Article 28 data processing agreements with every software vendor and service provider;",
              "a written procedure to answer access and erasure requests within one month;",
              "two-factor authentication turned on for every account that can open student records;",
              "clear information for families, at enrolment, on how their data is used.",
            ],
          },
          {
            heading: "Who is responsible for what?",
            paragraphs: [
              "The institution remains the controller of its students' data, even when a vendor hosts it. The vendor is its processor: it acts on instructions, guarantees security and helps answer families' requests. The contract must say so in black and white, and state where the data is kept and what happens to it when the contract ends.",
            ],
          },
          {
            heading: "What about your software?",
            paragraphs: [
              "Good management software makes each of these points easier: a register of requests, guided exports and erasure, an audit log, hosting in France. Ask your vendor to show you how, in practice.",
            ],
          },
        ],
      },
    },
  },
  {
    slug: "cfa-suivre-alternance",
    date: "2026-03-17",
    author: {
      name: "Nadia Benali",
      role: lt("Responsable produit alternance", "Apprenticeship product manager"),
    },
    category: lt("Apprentissage", "Apprenticeships"),
    cover: "/images/resources/blog-cfa.svg",
    body: {
      fr: {
        title: "CFA : suivre l'alternance sans tableur",
        excerpt:
          "Contrats, financements OPCO, livret d'apprentissage, visites en entreprise : comment réunir le suivi de l'alternance dans un seul outil.",
        sections: [
          {
            paragraphs: [
              "Dans beaucoup de CFA, le suivi de l'alternance repose sur un tableur partagé, complété à la main par trois ou quatre personnes. Il fonctionne jusqu'au jour où une version écrase l'autre, juste avant un dépôt de facture à l'OPCO.",
            ],
          },
          {
            heading: "Le contrat au centre",
            paragraphs: [
              "Tout part du contrat d'apprentissage : dates, entreprise, maître d'apprentissage, niveau de prise en charge. Quand il est saisi une seule fois, le calendrier d'alternance, la facturation et les relances en découlent sans ressaisie.",
            ],
          },
          {
            heading: "Les financements sans surprise",
            paragraphs: [
              "Chaque OPCO a ses règles et ses échéances. Un échéancier généré à partir du contrat indique quand facturer, quel montant, avec quelles pièces. Les factures adressées aux financeurs publics partent sur Chorus Pro, et leur statut revient dans le dossier.",
            ],
          },
          {
            heading: "Le lien avec l'entreprise",
            paragraphs: [
              "Le livret d'apprentissage numérique réunit l'apprenti, le formateur et le maître d'apprentissage. Les visites en entreprise sont planifiées, leurs comptes rendus saisis sur téléphone, et les signaux d'alerte remontent au référent.",
            ],
            list: [
              "absences répétées en centre ou en entreprise ;",
              "évaluations en entreprise non remplies ;",
              "rupture de contrat à anticiper et à déclarer.",
            ],
          },
          {
            heading: "Pour les audits qualité",
            paragraphs: [
              "Les indicateurs demandés lors des audits qualité (taux de rupture, de réussite, d'insertion) se calculent alors à partir des données du quotidien, et non d'une enquête lancée la veille de l'audit.",
            ],
          },
          {
            heading: "Par où commencer ?",
            paragraphs: [
              "Inutile de tout changer d'un coup. Commencez par reprendre les contrats en cours, puis activez la facturation aux OPCO à la prochaine échéance, et n'ouvrez le livret numérique aux entreprises qu'une fois vos formateurs à l'aise avec l'outil. En trois mois, le tableur partagé peut être archivé.",
            ],
          },
        ],
      },
      en: {
        title: "Apprenticeship centres: tracking work-based learning without spreadsheets",
        excerpt:
          "Contracts, training-fund financing, apprenticeship logbooks, company visits: how to bring apprenticeship tracking into a single tool.",
        sections: [
          {
            paragraphs: [
              "In many apprenticeship centres, tracking relies on a shared spreadsheet filled in by hand by three or four people. It works until the day one version overwrites another, just before an invoice is due to the training fund.",
            ],
          },
          {
            heading: "The contract at the centre",
            paragraphs: [
              "Everything starts from the apprenticeship contract: dates, employer, mentor, funding level. When it is entered once, the alternation calendar, invoicing and reminders follow without re-keying.",
            ],
          },
          {
            heading: "Funding without surprises",
            paragraphs: [
              "Each training fund (OPCO) has its own rules and deadlines. A schedule generated from the contract says when to invoice, how much and with which documents. Invoices to public funders go through Chorus Pro, and their status comes back into the record.",
            ],
          },
          {
            heading: "The link with the employer",
            paragraphs: [
              "The digital apprenticeship logbook brings together the apprentice, the trainer and the workplace mentor. Company visits are scheduled, their reports entered on a phone, and warning signs reach the coordinator.",
            ],
            list: [
              "repeated absences at the centre or at work;",
              "workplace assessments not filled in;",
              "contract terminations to anticipate and report.",
            ],
          },
          {
            heading: "For quality audits",
            paragraphs: [
              "The indicators asked for in quality audits (termination, success and employment rates) are then calculated from everyday data, not from a survey launched the day before the audit.",
            ],
          },
          {
            heading: "Where to start?",
            paragraphs: [
              "There is no need to change everything at once. Start by bringing over the current contracts, then switch on training-fund invoicing at the next due date, and only open the digital logbook to employers once your trainers are comfortable with the tool. Within three months, the shared spreadsheet can be archived.",
            ],
          },
        ],
      },
    },
  },
  {
    slug: "decrochage-signaux-faibles",
    date: "2026-10-13",
    author: { name: "Thomas Lefèvre", role: lt("Data analyst éducation", "Education data analyst") },
    category: lt("Réussite des élèves", "Student success"),
    cover: "/images/resources/blog-decrochage.svg",
    body: {
      fr: {
        title: "Repérer le décrochage grâce aux signaux faibles",
        excerpt:
          "Absences en hausse, notes qui glissent, connexions qui s'espacent : les données du quotidien permettent d'agir des semaines plus tôt.",
        sections: [
          {
            paragraphs: [
              "Le décrochage se voit rarement du jour au lendemain. Il s'installe : quelques absences le lundi matin, un devoir non rendu, une moyenne qui perd deux points en un trimestre. Pris séparément, aucun de ces signaux n'alerte. Réunis, ils dessinent une trajectoire.",
            ],
          },
          {
            heading: "Trois familles de signaux",
            paragraphs: ["Les établissements qui réussissent à agir tôt suivent ensemble :"],
            list: [
              "l'assiduité : absences et retards, mais surtout leur évolution d'un mois sur l'autre ;",
              "les résultats : l'écart entre la moyenne actuelle et celle de la période précédente ;",
              "l'engagement : devoirs rendus, connexions à l'espace de cours, participation en classe virtuelle.",
            ],
          },
          {
            heading: "Des alertes, pas des étiquettes",
            paragraphs: [
              "Un indicateur n'est pas un diagnostic. Il sert à déclencher une conversation : un entretien avec le professeur principal, un appel aux parents, un tutorat. Les meilleures alertes sont celles qu'une personne précise reçoit, avec le contexte nécessaire pour agir.",
              "Évitez aussi l'effet inverse : trop d'alertes et plus personne ne les lit. Commencez avec un seuil prudent et ajustez-le après un trimestre.",
            ],
          },
          {
            heading: "Associer les familles et les élèves",
            paragraphs: [
              "Les signaux ne servent à rien s'ils restent dans un tableau de bord. Partagez avec l'élève et sa famille ce que vous observez, sans jugement : « nous avons remarqué des absences le lundi, que se passe-t-il ? ». Dans bien des cas, la réponse (un transport, un emploi du temps, une difficulté à la maison) appelle une solution simple.",
            ],
          },
          {
            heading: "Mesurer l'effet",
            paragraphs: [
              "Notez chaque action engagée et regardez, trois mois plus tard, l'évolution des élèves accompagnés. C'est ainsi qu'un dispositif passe de l'intuition à la preuve, et qu'il se défend devant un conseil d'administration ou un financeur.",
            ],
          },
        ],
      },
      en: {
        title: "Spotting drop-out early through weak signals",
        excerpt: "Rising absences, slipping grades, fewer log-ins: everyday data lets you act weeks earlier.",
        sections: [
          {
            paragraphs: [
              "Drop-out rarely happens overnight. It creeps in: a few Monday-morning absences, homework not handed in, an average that loses two points in a term. Taken separately, none of these signals raises an alarm. Together, they draw a trajectory.",
            ],
          },
          {
            heading: "Three families of signals",
            paragraphs: ["Institutions that manage to act early track together:"],
            list: [
              "attendance: absences and lateness, but above all how they change from one month to the next;",
              "results: the gap between the current average and the previous term's;",
              "engagement: homework handed in, log-ins to the course space, participation in virtual classes.",
            ],
          },
          {
            heading: "Alerts, not labels",
            paragraphs: [
              "An indicator is not a diagnosis. It is there to start a conversation: a meeting with the form tutor, a call to the parents, some tutoring. The best alerts are those a specific person receives, with the context needed to act.",
              "Avoid the opposite effect too: too many alerts and nobody reads them any more. Start with a cautious threshold and adjust it after a term.",
            ],
          },
          {
            heading: "Bring families and students in",
            paragraphs: [
              "Signals are useless if they stay in a dashboard. Share what you see with the student and their family, without judgement: “we have noticed absences on Mondays, what is going on?”. Often the answer (transport, a timetable, a difficulty at home) calls for a simple solution.",
            ],
          },
          {
            heading: "Measure the effect",
            paragraphs: [
              "Record each action taken and look, three months later, at how the students supported have progressed. That is how a scheme moves from intuition to evidence, and how it stands up in front of a board or a funder.",
            ],
          },
        ],
      },
    },
  },
  {
    slug: "classes-virtuelles-bonnes-pratiques",
    date: "2026-04-28",
    author: { name: "Élodie Garnier", role: lt("Ingénieure pédagogique", "Learning designer") },
    category: lt("Pédagogie numérique", "Digital learning"),
    cover: "/images/resources/blog-classe-virtuelle.svg",
    body: {
      fr: {
        title: "Classes virtuelles : huit habitudes pour garder l'attention",
        excerpt:
          "Durée, rythme, interactions, caméra : ce que font les formateurs dont les classes virtuelles restent vivantes jusqu'à la dernière minute.",
        sections: [
          {
            paragraphs: [
              "Une classe virtuelle n'est pas un cours magistral filmé. Les formateurs qui tiennent l'attention de leurs apprenants à distance ont des habitudes simples, que nous avons observées dans des centaines de sessions sur GA Learning.",
            ],
          },
          {
            heading: "Avant la session",
            paragraphs: ["La préparation fait la moitié du travail :"],
            list: [
              "limiter la séance à 90 minutes, pause comprise ;",
              "envoyer un court travail préparatoire, pour que la séance serve à échanger ;",
              "tester le son et le partage d'écran dix minutes avant ;",
              "prévoir une activité de secours si la connexion d'un intervenant lâche.",
            ],
          },
          {
            heading: "Pendant la session",
            paragraphs: ["Le rythme compte plus que les outils :"],
            list: [
              "changer d'activité toutes les dix à quinze minutes : exposé, sondage, travail en sous-groupe ;",
              "interroger nommément, avec bienveillance, plutôt que demander « des questions ? » ;",
              "garder la conversation écrite ouverte et y répondre à voix haute ;",
              "conclure par ce que chacun doit faire avant la prochaine séance.",
            ],
          },
          {
            heading: "Penser à tous les participants",
            paragraphs: [
              "Certains apprenants suivent depuis un téléphone, avec une connexion fragile ; d'autres ont besoin de sous-titres ou d'un support lisible par un lecteur d'écran. Envoyez les supports avant la séance, décrivez à voix haute ce que vous montrez à l'écran et proposez toujours une alternative écrite aux activités orales.",
            ],
          },
          {
            heading: "Après la session",
            paragraphs: [
              "Publiez l'enregistrement et les supports dans le parcours le jour même. Regardez qui ne s'est pas connecté et prenez de ses nouvelles : à distance, une absence non relancée devient vite un décrochage.",
            ],
          },
        ],
      },
      en: {
        title: "Virtual classrooms: eight habits that keep learners engaged",
        excerpt:
          "Length, pace, interaction, cameras: what trainers whose virtual classes stay lively until the last minute actually do.",
        sections: [
          {
            paragraphs: [
              "A virtual class is not a filmed lecture. Trainers who keep their learners' attention at a distance have simple habits, which we have seen in hundreds of sessions on GA Learning.",
            ],
          },
          {
            heading: "Before the session",
            paragraphs: ["Preparation is half the work:"],
            list: [
              "keep the session to 90 minutes, break included;",
              "send a short preparatory task, so the session is used for discussion;",
              "test sound and screen sharing ten minutes beforehand;",
              "have a back-up activity ready in case a speaker's connection drops.",
            ],
          },
          {
            heading: "During the session",
            paragraphs: ["Pace matters more than tools:"],
            list: [
              "change activity every ten to fifteen minutes: input, poll, breakout groups;",
              "ask people by name, kindly, rather than asking “any questions?”;",
              "keep the chat open and answer it out loud;",
              "finish with what everyone must do before the next session.",
            ],
          },
          {
            heading: "Think of every participant",
            paragraphs: [
              "Some learners join from a phone on a weak connection; others need captions or materials a screen reader can read. Send the materials before the session, describe out loud what you show on screen and always offer a written alternative to spoken activities.",
            ],
          },
          {
            heading: "After the session",
            paragraphs: [
              "Publish the recording and materials in the course the same day. Look at who did not join and check in with them: at a distance, an absence nobody follows up soon becomes a drop-out.",
            ],
          },
        ],
      },
    },
  },
  {
    slug: "choisir-logiciel-gestion",
    date: "2026-11-03",
    author: { name: "Marc Delaunay", role: lt("Directeur commercial", "Sales director") },
    category: lt("Projet", "Projects"),
    cover: "/images/resources/blog-choisir.svg",
    body: {
      fr: {
        title: "Choisir son logiciel de gestion : la grille que nous aurions aimé vous donner",
        excerpt:
          "Fonctionnel, technique, accompagnement, coût complet : les critères qui comptent vraiment quand un établissement change de logiciel.",
        sections: [
          {
            paragraphs: [
              "Changer de logiciel de gestion engage un établissement pour plusieurs années. Après des dizaines d'appels d'offres, voici la grille que nous recommandons, y compris quand elle ne nous avantage pas.",
            ],
          },
          {
            heading: "Partir des usages, pas des fonctionnalités",
            paragraphs: [
              "Listez les dix tâches que vos équipes font le plus souvent (l'appel, la saisie des notes, une facture, une inscription) et demandez à chaque éditeur de les réaliser devant vous, sur un jeu de données proche du vôtre. Une démonstration scénarisée par vous vaut mieux qu'une liste de cases cochées.",
            ],
          },
          {
            heading: "Les critères techniques qui évitent les mauvaises surprises",
            paragraphs: ["Posez ces questions par écrit :"],
            list: [
              "où sont hébergées les données, sauvegardes comprises ?",
              "quel engagement de disponibilité, et quelles pénalités s'il n'est pas tenu ?",
              "comment récupérer toutes vos données, dans quel format, en cas de départ ?",
              "quelle API pour relier vos autres outils ?",
            ],
          },
          {
            heading: "Le coût complet sur trois ans",
            paragraphs: [
              "Additionnez l'abonnement, la migration, la formation, les options et le temps passé par vos équipes. Un abonnement moins cher qui demande deux fois plus de ressaisies coûte plus cher.",
            ],
          },
          {
            heading: "La réversibilité, dès le départ",
            paragraphs: [
              "On choisit un logiciel en pensant au jour où l'on en partira. Exigez un export complet dans des formats ouverts, à tout moment et sans frais, et un engagement écrit de suppression des données après votre départ. Un éditeur sûr de son produit n'a aucune raison de le refuser.",
            ],
          },
          {
            heading: "L'accompagnement",
            paragraphs: [
              "Demandez à parler à deux clients de votre taille, choisis par vous dans la liste de références. Interrogez-les sur le support : délai de réponse réel, compétence de l'interlocuteur, suivi des demandes. C'est là que se joue la relation des années suivantes.",
            ],
          },
        ],
      },
      en: {
        title: "Choosing management software: the checklist we wish we had given you",
        excerpt:
          "Features, technology, support, total cost: the criteria that really matter when an institution changes software.",
        sections: [
          {
            paragraphs: [
              "Changing management software commits an institution for several years. After dozens of tenders, here is the checklist we recommend, including where it does not favour us.",
            ],
          },
          {
            heading: "Start from tasks, not features",
            paragraphs: [
              "List the ten tasks your teams do most often (registers, grade entry, an invoice, an enrolment) and ask each vendor to carry them out in front of you, on data close to yours. A demo scripted by you is worth more than a list of ticked boxes.",
            ],
          },
          {
            heading: "Technical criteria that avoid nasty surprises",
            paragraphs: ["Ask these questions in writing:"],
            list: [
              "where is the data hosted, backups included?",
              "what uptime commitment, and what penalties if it is not met?",
              "how do you get all your data back, in which format, if you leave?",
              "which API connects your other tools?",
            ],
          },
          {
            heading: "Total cost over three years",
            paragraphs: [
              "Add up the subscription, migration, training, add-ons and your teams' time. A cheaper subscription that needs twice as much re-keying costs more.",
            ],
          },
          {
            heading: "Reversibility, from day one",
            paragraphs: [
              "You choose software with the day you leave it in mind. Insist on a full export in open formats, at any time and at no cost, and a written commitment to delete your data after you leave. A vendor confident in its product has no reason to refuse.",
            ],
          },
          {
            heading: "Support",
            paragraphs: [
              "Ask to speak to two clients of your size, chosen by you from the reference list. Ask them about support: actual response times, the expertise of the person answering, follow-up of requests. That is where the relationship of the following years is decided.",
            ],
          },
        ],
      },
    },
  },
];

const WORDS_PER_MINUTE = 200;

export function readingMinutes(body: ArticleBody): number {
  const text = [
    body.title,
    ...body.sections.flatMap((s) => [s.heading ?? "", ...s.paragraphs, ...(s.list ?? [])]),
  ].join(" ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function formatArticleDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Paris",
  }).format(new Date(`${iso}T12:00:00Z`));
}

export interface BlogArticleSummary {
  readonly slug: string;
  readonly date: string;
  readonly dateLabel: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: string;
  readonly cover: string;
  readonly author: { readonly name: string; readonly role: string };
  readonly minutes: number;
}

/** The article's texts in one language (French typography applied to the French ones). */
export function articleBody(a: BlogArticleDef, lang: Language): ArticleBody {
  const body = a.body[lang];
  if (lang !== "fr") return body;
  return {
    title: frenchSpacing(body.title),
    excerpt: frenchSpacing(body.excerpt),
    sections: body.sections.map((s) => ({
      ...(s.heading ? { heading: frenchSpacing(s.heading) } : {}),
      paragraphs: s.paragraphs.map(frenchSpacing),
      ...(s.list ? { list: s.list.map(frenchSpacing) } : {}),
    })),
  };
}

export function summarizeArticle(a: BlogArticleDef, lang: Language): BlogArticleSummary {
  const body = articleBody(a, lang);
  return {
    slug: a.slug,
    date: a.date,
    dateLabel: formatArticleDate(a.date, lang),
    title: body.title,
    excerpt: body.excerpt,
    category: a.category[lang],
    cover: a.cover,
    author: { name: a.author.name, role: a.author.role[lang] },
    minutes: readingMinutes(body),
  };
}

/** Newest first. */
export function listArticles(lang: Language): BlogArticleSummary[] {
  return [...BLOG_ARTICLES]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((a) => summarizeArticle(a, lang));
}

export function findArticle(slug: string): BlogArticleDef | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}

export const BLOG_UI = {
  intro: lt(
    "Nos consultants, formateurs et experts partagent ce qu'ils apprennent au contact des établissements.",
    "Our consultants, trainers and experts share what they learn working with institutions.",
  ),
  featured: lt("À la une", "Featured"),
  all: lt("Tous les articles", "All articles"),
};
