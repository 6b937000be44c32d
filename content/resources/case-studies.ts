import type { LText } from "../localized.ts";
import { lt } from "../typography.ts";

/** Case studies (`/ressources/cas-usage`), one or more per sector. */

export type SectorId =
  "superieur" | "ecole-commerce" | "secondaire" | "primaire" | "cfa" | "formation-continue";

export const SECTORS: Readonly<Record<SectorId, LText>> = {
  superieur: lt("Enseignement supérieur", "Higher education"),
  "ecole-commerce": lt("Écoles de commerce", "Business schools"),
  secondaire: lt("Collèges et lycées", "Secondary schools"),
  primaire: lt("Écoles primaires", "Primary schools"),
  cfa: lt("Centres de formation d'apprentis", "Apprenticeship centres"),
  "formation-continue": lt("Formation continue", "Continuing education"),
};

interface CaseStudyDef {
  readonly id: string;
  readonly sector: SectorId;
  readonly institution: string;
  readonly location: LText;
  readonly size: LText;
  readonly solution: LText;
  readonly challenge: LText;
  readonly approach: LText;
  readonly results: readonly { readonly value: LText; readonly label: LText }[];
  readonly quote: { readonly text: LText; readonly author: string; readonly role: LText };
}

export const CASE_STUDIES: readonly CaseStudyDef[] = [
  {
    id: "institut-boreal",
    sector: "superieur",
    institution: "Institut supérieur Boréal",
    location: lt("Lille", "Lille, France"),
    size: lt("4 200 étudiants, 3 facultés", "4,200 students, 3 faculties"),
    solution: lt("GA Academic+ Excellence et GA Learning", "GA Academic+ Excellence and GA Learning"),
    challenge: lt(
      "Trois facultés, trois outils de scolarité et des maquettes ECTS tenues dans des tableurs : chaque session de jurys demandait deux semaines de consolidation manuelle.",
      "Three faculties, three registry tools and ECTS programme structures kept in spreadsheets: every exam-board session needed two weeks of manual consolidation.",
    ),
    approach: lt(
      "Une seule instance pour les trois facultés, des maquettes communes, la reprise de cinq années d'historique et la formation de 14 référents en deux mois.",
      "One instance for the three faculties, shared programme structures, five years of history imported and 14 key users trained in two months.",
    ),
    results: [
      {
        value: lt("2 jours", "2 days"),
        label: lt("pour préparer les jurys, contre 10", "to prepare exam boards, down from 10"),
      },
      {
        value: lt("−60 %", "−60%"),
        label: lt("de demandes de relevés au secrétariat", "requests for transcripts to the office"),
      },
      {
        value: lt("100 %", "100%"),
        label: lt("des procès-verbaux signés électroniquement", "of board minutes signed electronically"),
      },
    ],
    quote: {
      text: lt(
        "Pour la première fois, les trois facultés travaillent sur les mêmes chiffres. Les jurys de juin se sont tenus sans une seule ressaisie.",
        "For the first time, the three faculties work from the same figures. The June boards took place without a single piece of re-keying.",
      ),
      author: "Hélène Vasseur",
      role: lt("Directrice des études", "Director of studies"),
    },
  },
  {
    id: "atlantis-business-school",
    sector: "ecole-commerce",
    institution: "Atlantis Business School",
    location: lt("Bordeaux et Nantes", "Bordeaux and Nantes, France"),
    size: lt("1 800 étudiants, 2 campus", "1,800 students, 2 campuses"),
    solution: lt(
      "GA Academic+ Premium, option Multi-établissements",
      "GA Academic+ Premium, Multi-establishment add-on",
    ),
    challenge: lt(
      "Admissions sur deux campus, frais de scolarité en plusieurs échéances et une forte part d'étudiants internationaux : la scolarité passait ses rentrées à courir après les dossiers incomplets.",
      "Admissions on two campuses, tuition in several instalments and many international students: the registry spent every start of year chasing incomplete files.",
    ),
    approach: lt(
      "Inscriptions en ligne avec dépôt des pièces, échéanciers SEPA générés à l'inscription et tableaux de bord communs aux deux campus.",
      "Online enrolment with document upload, SEPA payment plans generated at enrolment and dashboards shared by both campuses.",
    ),
    results: [
      {
        value: lt("92 %", "92%"),
        label: lt("de dossiers complets à la rentrée", "of files complete at the start of year"),
      },
      {
        value: lt("−45 %", "−45%"),
        label: lt("d'impayés à la fin du premier semestre", "of arrears at the end of the first semester"),
      },
      { value: lt("1 instance", "1 instance"), label: lt("pour les deux campus", "for both campuses") },
    ],
    quote: {
      text: lt(
        "Les étudiants déposent leurs pièces depuis leur téléphone, où qu'ils soient dans le monde. Notre rentrée de septembre a été la plus calme depuis des années.",
        "Students upload their documents from their phones, wherever they are in the world. Our September intake was the calmest in years.",
      ),
      author: "Romain Ferrand",
      role: lt("Responsable de la scolarité", "Head of registry"),
    },
  },
  {
    id: "lycee-les-tilleuls",
    sector: "secondaire",
    institution: "Lycée Les Tilleuls",
    location: lt("Angers", "Angers, France"),
    size: lt("280 élèves, de la seconde à la terminale", "280 students, aged 15 to 18"),
    solution: lt("GA Academic+ Premium", "GA Academic+ Premium"),
    challenge: lt(
      "Un logiciel vieillissant, des bulletins mis en page à la main et des familles informées des absences avec un jour de retard.",
      "Ageing software, report cards laid out by hand and families told about absences a day late.",
    ),
    approach: lt(
      "Migration assistée pendant les vacances d'été, portail familles et application mobile, bulletins générés à partir du conseil de classe.",
      "Assisted migration during the summer holidays, family portal and mobile app, report cards generated from the class council.",
    ),
    results: [
      {
        value: lt("15 min", "15 min"),
        label: lt("pour prévenir une famille d'une absence", "to tell a family about an absence"),
      },
      {
        value: lt("3 jours", "3 days"),
        label: lt("gagnés à chaque fin de trimestre", "saved at the end of every term"),
      },
      {
        value: lt("87 %", "87%"),
        label: lt("des familles connectées au portail", "of families using the portal"),
      },
    ],
    quote: {
      text: lt(
        "Les professeurs saisissent l'appel en classe, les parents sont prévenus dans le quart d'heure. Le téléphone du secrétariat sonne beaucoup moins.",
        "Teachers take the register in class and parents are told within fifteen minutes. The office phone rings a lot less.",
      ),
      author: "Sophie Mercier",
      role: lt("Proviseure", "Head teacher"),
    },
  },
  {
    id: "les-petits-chenes",
    sector: "primaire",
    institution: "Groupe scolaire Les Petits Chênes",
    location: lt("Rennes", "Rennes, France"),
    size: lt("95 élèves et une crèche de 20 places", "95 pupils and a 20-place nursery"),
    solution: lt("GA Academic+ Essential, module Crèche", "GA Academic+ Essential, Nursery module"),
    challenge: lt(
      "Inscriptions, cantine, garderie et crèche suivies dans quatre cahiers différents, et une facturation mensuelle qui occupait la directrice deux soirs par mois.",
      "Enrolment, canteen, after-school care and nursery tracked in four different notebooks, and monthly invoicing that took the head two evenings a month.",
    ),
    approach: lt(
      "Démarrage en deux semaines avec les modèles d'import, pointage de la garderie sur tablette et facture unique par famille.",
      "Up and running in two weeks with the import templates, after-school check-in on a tablet and one invoice per family.",
    ),
    results: [
      {
        value: lt("2 semaines", "2 weeks"),
        label: lt("du devis au premier jour d'utilisation", "from quote to first day of use"),
      },
      {
        value: lt("1 facture", "1 invoice"),
        label: lt("par famille et par mois, tout compris", "per family per month, all included"),
      },
      {
        value: lt("−8 h", "−8 h"),
        label: lt("de travail administratif par mois", "of admin work per month"),
      },
    ],
    quote: {
      text: lt(
        "Je pensais qu'un logiciel de gestion était fait pour les grands établissements. Nous avons démarré en quinze jours, et je ne fais plus de factures le soir.",
        "I thought management software was for large institutions. We were up and running in a fortnight, and I no longer do invoices in the evening.",
      ),
      author: "Anne Le Goff",
      role: lt("Directrice", "Head teacher"),
    },
  },
  {
    id: "cfa-artisanat",
    sector: "cfa",
    institution: "CFA Compagnons de l'Artisanat",
    location: lt("Clermont-Ferrand", "Clermont-Ferrand, France"),
    size: lt("650 apprentis, 11 métiers", "650 apprentices, 11 trades"),
    solution: lt("GA Academic+ Excellence", "GA Academic+ Excellence"),
    challenge: lt(
      "Des contrats suivis dans un tableur partagé, des factures aux OPCO envoyées en retard et des audits qualité préparés dans l'urgence.",
      "Contracts tracked in a shared spreadsheet, invoices to training funds sent late and quality audits prepared in a rush.",
    ),
    approach: lt(
      "Contrats d'apprentissage au cœur du dossier, échéanciers OPCO automatiques, livret d'apprentissage numérique pour 400 maîtres d'apprentissage.",
      "Apprenticeship contracts at the heart of the record, automatic funding schedules, a digital logbook for 400 workplace mentors.",
    ),
    results: [
      {
        value: lt("21 jours", "21 days"),
        label: lt("de délai d'encaissement OPCO en moins", "less to collect training-fund payments"),
      },
      {
        value: lt("0", "0"),
        label: lt(
          "indicateur manquant lors du dernier audit qualité",
          "missing indicators at the last quality audit",
        ),
      },
      {
        value: lt("−30 %", "−30%"),
        label: lt("de ruptures de contrat non anticipées", "unanticipated contract terminations"),
      },
    ],
    quote: {
      text: lt(
        "Le contrat est saisi une fois, et tout en découle : le calendrier, les factures, les relances. Notre dernier audit qualité s'est préparé en une matinée.",
        "The contract is entered once and everything follows: calendar, invoices, reminders. Our last quality audit took one morning to prepare.",
      ),
      author: "Karim Haddad",
      role: lt("Directeur du CFA", "Centre director"),
    },
  },
  {
    id: "formavia",
    sector: "formation-continue",
    institution: "Formavia",
    location: lt("Toulouse", "Toulouse, France"),
    size: lt("2 300 stagiaires par an, 60 % à distance", "2,300 trainees a year, 60% remote"),
    solution: lt("GA Learning et GA Academic+ Premium", "GA Learning and GA Academic+ Premium"),
    challenge: lt(
      "Une plateforme de cours en ligne séparée de la gestion administrative : les attestations d'assiduité pour les financeurs se reconstituaient à la main, stagiaire par stagiaire.",
      "An online-course platform separate from administration: attendance certificates for funders were rebuilt by hand, trainee by trainee.",
    ),
    approach: lt(
      "Parcours hybrides sur GA Learning, présence en classe virtuelle enregistrée automatiquement, attestations générées depuis le dossier du stagiaire.",
      "Blended courses on GA Learning, virtual-classroom attendance recorded automatically, certificates generated from the trainee's record.",
    ),
    results: [
      {
        value: lt("5 min", "5 min"),
        label: lt("pour produire les attestations d'une session", "to produce a session's certificates"),
      },
      {
        value: lt("+18 pts", "+18 pts"),
        label: lt("de taux de complétion des parcours", "in course completion rate"),
      },
      { value: lt("4,7/5", "4.7/5"), label: lt("de satisfaction des stagiaires", "trainee satisfaction") },
    ],
    quote: {
      text: lt(
        "Nos formateurs voient en un coup d'œil qui décroche, et nos financeurs reçoivent des attestations incontestables. Les deux nous manquaient.",
        "Our trainers see at a glance who is falling behind, and our funders receive certificates nobody can dispute. We lacked both.",
      ),
      author: "Claire Dumont",
      role: lt("Directrice pédagogique", "Head of learning"),
    },
  },
];

export const CASE_STUDIES_UI = {
  sectors: lt("Secteurs", "Sectors"),
  challenge: lt("Le défi", "The challenge"),
  approach: lt("Ce que nous avons mis en place", "What we put in place"),
  results: lt("Les résultats", "The results"),
  solution: lt("Solution\u00a0:", "Solution:"),
  size: lt("Taille\u00a0:", "Size:"),
  ctaTitle: lt(
    "Votre établissement ressemble à l'un de ceux-ci ?",
    "Does your institution look like one of these?",
  ),
  ctaText: lt(
    "Nous vous mettons en relation avec l'un de nos clients de votre secteur, et vous montrons comment GA s'adapte à votre organisation.",
    "We will put you in touch with one of our clients in your sector, and show you how GA fits your organisation.",
  ),
  ctaDemo: lt("Réserver une démo", "Book a demo"),
  ctaSectors: lt("Nos solutions par secteur", "Our solutions by sector"),
};
