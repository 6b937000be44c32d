import type { LText } from "../localized.ts";
import { lt } from "../typography.ts";

/** The user documentation (`/ressources/documentation`): short step-by-step guides, module by module. */

export type DocIcon = "rocket" | "users" | "graduation" | "exam" | "finance" | "elearning" | "settings";

interface GuideDef {
  readonly id: string;
  readonly title: LText;
  readonly summary: LText;
  readonly steps: readonly LText[];
}

interface DocSectionDef {
  readonly id: string;
  readonly symbol: DocIcon;
  readonly title: LText;
  readonly intro: LText;
  readonly guides: readonly GuideDef[];
}

export const DOCUMENTATION_SECTIONS: readonly DocSectionDef[] = [
  {
    id: "prise-en-main",
    symbol: "rocket",
    title: lt("Prise en main", "Getting started"),
    intro: lt(
      "Les premiers réglages, à faire une fois par le référent de l'établissement.",
      "The first settings, done once by the institution's key user.",
    ),
    guides: [
      {
        id: "premiere-connexion",
        title: lt(
          "Première connexion et double authentification",
          "First sign-in and two-factor authentication",
        ),
        summary: lt(
          "Activez votre compte et protégez-le par un code à usage unique.",
          "Activate your account and protect it with a one-time code.",
        ),
        steps: [
          lt(
            "Ouvrez le lien d'activation reçu par e-mail et choisissez votre mot de passe.",
            "Open the activation link you received by e-mail and choose your password.",
          ),
          lt(
            "Dans Profil > Sécurité, cliquez sur « Activer la double authentification ».",
            "In Profile > Security, click “Enable two-factor authentication”.",
          ),
          lt(
            "Scannez le QR code avec votre application d'authentification, puis saisissez le code affiché.",
            "Scan the QR code with your authenticator app, then enter the code it shows.",
          ),
          lt(
            "Conservez les 10 codes de secours dans un endroit sûr : chacun remplace une fois votre téléphone.",
            "Keep the 10 backup codes somewhere safe: each one replaces your phone once.",
          ),
        ],
      },
      {
        id: "annee-scolaire",
        title: lt("Paramétrer l'année et les périodes", "Set up the year and its terms"),
        summary: lt(
          "Dates de l'année, trimestres ou semestres, vacances et jours fériés.",
          "Year dates, terms or semesters, holidays and public holidays.",
        ),
        steps: [
          lt(
            "Dans Configuration > Calendrier, créez l'année avec ses dates de début et de fin.",
            "In Configuration > Calendar, create the year with its start and end dates.",
          ),
          lt(
            "Découpez-la en périodes (trimestres, semestres ou modules de formation).",
            "Split it into terms (trimesters, semesters or training blocks).",
          ),
          lt(
            "Importez les vacances de votre zone ou saisissez vos fermetures.",
            "Import the holidays for your region or enter your closures.",
          ),
          lt(
            "Validez : les emplois du temps et les bulletins utiliseront ces périodes.",
            "Confirm: timetables and report cards will use these terms.",
          ),
        ],
      },
      {
        id: "comptes-equipes",
        title: lt("Créer les comptes de vos équipes", "Create your staff accounts"),
        summary: lt(
          "Un compte par personne, avec le rôle qui correspond à son métier.",
          "One account per person, with the role that matches their job.",
        ),
        steps: [
          lt(
            "Dans Configuration > Utilisateurs, cliquez sur « Inviter ».",
            "In Configuration > Users, click “Invite”.",
          ),
          lt(
            "Saisissez les adresses e-mail, une par ligne, ou importez un fichier CSV.",
            "Enter the e-mail addresses, one per line, or import a CSV file.",
          ),
          lt(
            "Choisissez un rôle : direction, scolarité, enseignant, comptabilité ou lecture seule.",
            "Choose a role: management, registry, teacher, accounts or read-only.",
          ),
          lt(
            "Chacun reçoit une invitation valable 7 jours.",
            "Everyone receives an invitation valid for 7 days.",
          ),
        ],
      },
    ],
  },
  {
    id: "eleves",
    symbol: "users",
    title: lt("Élèves et inscriptions", "Students and enrolment"),
    intro: lt(
      "Du dossier d'inscription à la réinscription de l'année suivante.",
      "From the enrolment file to re-enrolment for the following year.",
    ),
    guides: [
      {
        id: "inscrire-eleve",
        title: lt("Inscrire un élève", "Enrol a student"),
        summary: lt(
          "Créer le dossier, rattacher les responsables et affecter une classe.",
          "Create the record, link the guardians and assign a class.",
        ),
        steps: [
          lt("Dans Élèves, cliquez sur « Nouvelle inscription ».", "In Students, click “New enrolment”."),
          lt(
            "Renseignez l'identité, puis ajoutez un ou plusieurs responsables légaux.",
            "Fill in the identity, then add one or more legal guardians.",
          ),
          lt(
            "Choisissez la formation et la classe : les tarifs associés sont proposés automatiquement.",
            "Choose the programme and class: the related fees are suggested automatically.",
          ),
          lt(
            "Enregistrez : les responsables reçoivent leur accès au portail familles.",
            "Save: the guardians receive their access to the family portal.",
          ),
        ],
      },
      {
        id: "importer-eleves",
        title: lt("Importer une liste d'élèves", "Import a list of students"),
        summary: lt(
          "Charger plusieurs centaines de dossiers d'un coup depuis un fichier.",
          "Load hundreds of records at once from a file.",
        ),
        steps: [
          lt(
            "Téléchargez le modèle d'import des élèves (CSV) depuis la page Téléchargements.",
            "Download the student import template (CSV) from the Downloads page.",
          ),
          lt(
            "Remplissez une ligne par élève, sans modifier les en-têtes de colonnes.",
            "Fill in one line per student, without changing the column headers.",
          ),
          lt(
            "Dans Élèves > Importer, déposez le fichier : GA signale les lignes incomplètes et les doublons.",
            "In Students > Import, drop the file: GA flags incomplete lines and duplicates.",
          ),
          lt("Corrigez si besoin, puis confirmez l'import.", "Fix them if needed, then confirm the import."),
        ],
      },
      {
        id: "reinscriptions",
        title: lt("Lancer les réinscriptions", "Run re-enrolment"),
        summary: lt(
          "Proposer la réinscription en ligne aux familles avant l'été.",
          "Offer online re-enrolment to families before the summer.",
        ),
        steps: [
          lt(
            "Dans Élèves > Campagnes, créez une campagne de réinscription pour l'année suivante.",
            "In Students > Campaigns, create a re-enrolment campaign for next year.",
          ),
          lt(
            "Choisissez les pièces à fournir et la date limite.",
            "Choose the documents required and the deadline.",
          ),
          lt(
            "Envoyez : chaque famille confirme et dépose ses pièces depuis le portail.",
            "Send it: each family confirms and uploads its documents from the portal.",
          ),
          lt(
            "Suivez les réponses en temps réel et relancez les familles en un clic.",
            "Follow the answers in real time and remind families in one click.",
          ),
        ],
      },
    ],
  },
  {
    id: "evaluations",
    symbol: "graduation",
    title: lt("Notes et bulletins", "Grades and report cards"),
    intro: lt(
      "Saisie des évaluations, compétences et bulletins de fin de période.",
      "Assessment entry, competencies and end-of-term report cards.",
    ),
    guides: [
      {
        id: "saisir-notes",
        title: lt("Saisir des notes", "Enter grades"),
        summary: lt(
          "Créer une évaluation et saisir les notes de la classe.",
          "Create an assessment and enter the class's grades.",
        ),
        steps: [
          lt(
            "Dans Évaluations, choisissez votre classe et votre matière.",
            "In Assessments, choose your class and subject.",
          ),
          lt(
            "Créez l'évaluation : date, coefficient, barème (sur 20, par compétences ou lettres).",
            "Create the assessment: date, weighting, scale (out of 20, by competency or letters).",
          ),
          lt(
            "Saisissez les notes au clavier : Entrée passe à l'élève suivant.",
            "Type the grades: Enter moves to the next student.",
          ),
          lt(
            "Publiez quand vous êtes prêt : élèves et familles sont notifiés.",
            "Publish when you are ready: students and families are notified.",
          ),
        ],
      },
      {
        id: "bulletins",
        title: lt("Éditer les bulletins", "Produce report cards"),
        summary: lt(
          "Appréciations, conseil de classe et envoi aux familles.",
          "Comments, class council and sending to families.",
        ),
        steps: [
          lt(
            "Dans Bulletins, ouvrez la période : les moyennes sont déjà calculées.",
            "In Report cards, open the term: the averages are already calculated.",
          ),
          lt(
            "Chaque enseignant saisit ses appréciations ; le professeur principal ajoute la sienne.",
            "Each teacher enters comments; the form tutor adds theirs.",
          ),
          lt(
            "Pendant le conseil, projetez la vue classe et saisissez les décisions.",
            "During the class council, display the class view and record the decisions.",
          ),
          lt(
            "Générez les PDF et publiez-les sur le portail familles.",
            "Generate the PDFs and publish them on the family portal.",
          ),
        ],
      },
      {
        id: "competences",
        title: lt("Évaluer par compétences", "Assess by competency"),
        summary: lt(
          "Référentiels, niveaux de maîtrise et bilan par élève.",
          "Frameworks, mastery levels and per-student summary.",
        ),
        steps: [
          lt(
            "Dans Configuration > Compétences, importez un référentiel ou créez le vôtre.",
            "In Configuration > Competencies, import a framework or create your own.",
          ),
          lt("Associez des compétences à chaque évaluation.", "Link competencies to each assessment."),
          lt(
            "Positionnez chaque élève sur quatre niveaux de maîtrise.",
            "Place each student on four mastery levels.",
          ),
          lt(
            "Le bilan de l'élève se construit au fil de l'année.",
            "The student's summary builds up throughout the year.",
          ),
        ],
      },
    ],
  },
  {
    id: "examens",
    symbol: "exam",
    title: lt("Examens", "Exams"),
    intro: lt(
      "Sessions, convocations, surveillance et jurys.",
      "Sessions, notices, invigilation and boards.",
    ),
    guides: [
      {
        id: "planifier-session",
        title: lt("Planifier une session d'examens", "Schedule an exam session"),
        summary: lt(
          "Épreuves, salles et surveillants sans conflit d'horaire.",
          "Papers, rooms and invigilators with no clashes.",
        ),
        steps: [
          lt("Dans Examens, créez la session et ses dates.", "In Exams, create the session and its dates."),
          lt(
            "Ajoutez les épreuves avec leur durée et les candidats concernés.",
            "Add the papers with their length and the candidates concerned.",
          ),
          lt(
            "Lancez le placement automatique : GA propose salles et surveillants selon les disponibilités.",
            "Run automatic placement: GA suggests rooms and invigilators from availability.",
          ),
          lt(
            "Ajustez à la main si besoin, puis figez le planning.",
            "Adjust by hand if needed, then lock the schedule.",
          ),
        ],
      },
      {
        id: "convocations",
        title: lt("Envoyer les convocations", "Send exam notices"),
        summary: lt(
          "Une convocation personnalisée par candidat, tiers-temps compris.",
          "One personal notice per candidate, extra time included.",
        ),
        steps: [
          lt(
            "Vérifiez les aménagements (tiers-temps, salle dédiée) dans les dossiers.",
            "Check the arrangements (extra time, separate room) in the records.",
          ),
          lt("Dans la session, cliquez sur « Convocations ».", "In the session, click “Notices”."),
          lt(
            "Relisez l'aperçu, puis envoyez par e-mail et sur le portail.",
            "Review the preview, then send by e-mail and to the portal.",
          ),
        ],
      },
      {
        id: "jury",
        title: lt("Préparer un jury", "Prepare an exam board"),
        summary: lt(
          "Résultats, crédits ECTS et procès-verbal signé.",
          "Results, ECTS credits and signed minutes.",
        ),
        steps: [
          lt(
            "Dans Jurys, choisissez la formation et la session.",
            "In Boards, choose the programme and session.",
          ),
          lt(
            "Contrôlez les résultats : GA signale les notes manquantes et les cas limites.",
            "Check the results: GA flags missing grades and borderline cases.",
          ),
          lt(
            "Saisissez les décisions et les points de jury en séance.",
            "Record decisions and board adjustments during the meeting.",
          ),
          lt(
            "Générez le procès-verbal et faites-le signer électroniquement.",
            "Generate the minutes and have them signed electronically.",
          ),
        ],
      },
    ],
  },
  {
    id: "finances",
    symbol: "finance",
    title: lt("Finances", "Finance"),
    intro: lt(
      "Tarifs, facturation, encaissements et comptabilité.",
      "Fees, invoicing, payments and accounting.",
    ),
    guides: [
      {
        id: "tarifs",
        title: lt("Définir vos tarifs", "Set your fees"),
        summary: lt(
          "Scolarité, cantine, options, réductions fratrie.",
          "Tuition, canteen, options, sibling discounts.",
        ),
        steps: [
          lt(
            "Dans Finances > Tarifs, créez chaque tarif avec son montant et sa périodicité.",
            "In Finance > Fees, create each fee with its amount and frequency.",
          ),
          lt(
            "Rattachez-le aux formations ou aux classes concernées.",
            "Link it to the programmes or classes concerned.",
          ),
          lt(
            "Ajoutez les règles de réduction (fratrie, quotient familial, bourse).",
            "Add discount rules (siblings, income bracket, grant).",
          ),
        ],
      },
      {
        id: "prelevements",
        title: lt("Lancer une campagne de prélèvements SEPA", "Run a SEPA direct-debit campaign"),
        summary: lt(
          "Générer le fichier de prélèvement et suivre les rejets.",
          "Generate the direct-debit file and track rejections.",
        ),
        steps: [
          lt(
            "Dans Finances > Prélèvements, choisissez l'échéance.",
            "In Finance > Direct debits, choose the due date.",
          ),
          lt(
            "Vérifiez la liste : les mandats manquants sont signalés.",
            "Check the list: missing mandates are flagged.",
          ),
          lt(
            "Générez le fichier SEPA et déposez-le sur le site de votre banque.",
            "Generate the SEPA file and upload it to your bank's website.",
          ),
          lt(
            "Importez le relevé de retour : les rejets sont rapprochés automatiquement.",
            "Import the return statement: rejections are matched automatically.",
          ),
        ],
      },
      {
        id: "export-comptable",
        title: lt("Exporter vers votre comptabilité", "Export to your accounting software"),
        summary: lt(
          "Écritures de ventes et d'encaissements au format de votre logiciel.",
          "Sales and receipts entries in your software's format.",
        ),
        steps: [
          lt("Dans Finances > Exports, choisissez la période.", "In Finance > Exports, choose the period."),
          lt(
            "Sélectionnez le format (FEC ou celui de votre logiciel comptable).",
            "Select the format (FEC or your accounting software's).",
          ),
          lt(
            "Téléchargez le fichier et importez-le dans votre logiciel comptable.",
            "Download the file and import it into your accounting software.",
          ),
        ],
      },
    ],
  },
  {
    id: "e-learning",
    symbol: "elearning",
    title: lt("E-learning (GA Learning)", "E-learning (GA Learning)"),
    intro: lt(
      "Parcours en ligne, classes virtuelles et suivi de l'assiduité.",
      "Online courses, virtual classrooms and attendance tracking.",
    ),
    guides: [
      {
        id: "creer-parcours",
        title: lt("Créer un parcours", "Create a course"),
        summary: lt(
          "Modules, ressources, quiz et conditions de progression.",
          "Units, resources, quizzes and progression rules.",
        ),
        steps: [
          lt(
            "Dans GA Learning, cliquez sur « Nouveau parcours » et donnez-lui un objectif.",
            "In GA Learning, click “New course” and give it a learning goal.",
          ),
          lt(
            "Ajoutez des modules : vidéos, documents, activités et quiz.",
            "Add units: videos, documents, activities and quizzes.",
          ),
          lt(
            "Fixez les conditions : un module s'ouvre quand le précédent est validé.",
            "Set conditions: a unit opens when the previous one is completed.",
          ),
          lt(
            "Inscrivez une classe ou un groupe : les apprenants sont notifiés.",
            "Enrol a class or group: learners are notified.",
          ),
        ],
      },
      {
        id: "classe-virtuelle",
        title: lt("Programmer une classe virtuelle", "Schedule a virtual classroom"),
        summary: lt(
          "Session en direct avec présence enregistrée automatiquement.",
          "Live session with attendance recorded automatically.",
        ),
        steps: [
          lt(
            "Dans le parcours, ajoutez une activité « Classe virtuelle ».",
            "In the course, add a “Virtual classroom” activity.",
          ),
          lt(
            "Choisissez la date, la durée et l'enregistrement ou non de la séance.",
            "Choose the date, length and whether the session is recorded.",
          ),
          lt(
            "Les participants rejoignent depuis leur agenda ; la présence est saisie d'elle-même.",
            "Participants join from their calendar; attendance is recorded by itself.",
          ),
        ],
      },
      {
        id: "assiduite",
        title: lt("Suivre l'assiduité à distance", "Track remote attendance"),
        summary: lt(
          "Temps passé, activités terminées et attestations pour les financeurs.",
          "Time spent, activities completed and certificates for funders.",
        ),
        steps: [
          lt("Ouvrez le tableau de suivi du parcours.", "Open the course tracking dashboard."),
          lt(
            "Filtrez les apprenants en retard sur leur progression.",
            "Filter learners who are behind on their progress.",
          ),
          lt(
            "Envoyez une relance personnalisée ou générez les attestations d'assiduité.",
            "Send a personal reminder or generate attendance certificates.",
          ),
        ],
      },
    ],
  },
  {
    id: "administration",
    symbol: "settings",
    title: lt("Administration et sécurité", "Administration and security"),
    intro: lt(
      "Authentification unique, droits, exports et journal d'audit.",
      "Single sign-on, permissions, exports and audit log.",
    ),
    guides: [
      {
        id: "sso",
        title: lt("Configurer l'authentification unique", "Configure single sign-on"),
        summary: lt(
          "Connexion avec les comptes Microsoft, Google, SAML ou CAS de l'établissement.",
          "Sign-in with the institution's Microsoft, Google, SAML or CAS accounts.",
        ),
        steps: [
          lt(
            "Dans Configuration > Connexion, choisissez votre fournisseur d'identité.",
            "In Configuration > Sign-in, choose your identity provider.",
          ),
          lt(
            "Copiez l'adresse de retour affichée dans la configuration de votre fournisseur.",
            "Copy the callback address shown into your provider's configuration.",
          ),
          lt(
            "Collez les métadonnées ou l'identifiant client fournis par votre DSI.",
            "Paste the metadata or client ID provided by your IT department.",
          ),
          lt(
            "Testez avec un compte pilote avant d'activer pour tous.",
            "Test with a pilot account before enabling it for everyone.",
          ),
        ],
      },
      {
        id: "export-rgpd",
        title: lt("Répondre à une demande RGPD", "Answer a GDPR request"),
        summary: lt("Exporter ou effacer les données d'une personne.", "Export or erase a person's data."),
        steps: [
          lt(
            "Dans Configuration > RGPD, recherchez la personne.",
            "In Configuration > GDPR, search for the person.",
          ),
          lt(
            "Choisissez « Exporter » : vous obtenez une archive de toutes ses données.",
            "Choose “Export”: you get an archive of all their data.",
          ),
          lt(
            "Pour un effacement, GA indique les données à conserver au titre d'une obligation légale.",
            "For erasure, GA shows the data that must be kept under a legal obligation.",
          ),
          lt(
            "La demande et sa réponse sont inscrites au registre.",
            "The request and its answer are recorded in the register.",
          ),
        ],
      },
      {
        id: "journal-audit",
        title: lt("Consulter le journal d'audit", "Review the audit log"),
        summary: lt("Qui a modifié quoi, et quand.", "Who changed what, and when."),
        steps: [
          lt(
            "Dans Configuration > Journal d'audit, filtrez par personne, module ou date.",
            "In Configuration > Audit log, filter by person, module or date.",
          ),
          lt(
            "Ouvrez une ligne pour voir la valeur avant et après la modification.",
            "Open a line to see the value before and after the change.",
          ),
          lt(
            "Exportez le résultat en CSV pour votre contrôle interne.",
            "Export the result as CSV for your internal audit.",
          ),
        ],
      },
    ],
  },
];
