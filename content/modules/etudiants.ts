import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const etudiants: ModuleContent = {
  id: "etudiants",
  icon: "users",
  colour: "#1d4ed8",
  colourDark: "#93c5fd",
  title: lt("Gestion des étudiants", "Student management"),
  description: lt(
    "Candidatures, inscriptions, dossiers et parcours : chaque élève ou étudiant suivi de son premier contact à son diplôme.",
    "Applications, enrolment, records and progression: every student followed from first contact to graduation.",
  ),
  longDescription: [
    lt(
      "Le module Gestion des étudiants est le cœur de GA Academic+. Il réunit en un seul dossier l'identité, la scolarité, les responsables légaux, les documents, l'historique des inscriptions et les aménagements de chaque apprenant, qu'il soit élève, étudiant, apprenti ou stagiaire de la formation continue.",
      "The Student management module is the heart of GA Academic+. It brings together in one record each learner's identity, academic history, guardians, documents, enrolment history and support arrangements, whether they are a pupil, a university student, an apprentice or an adult learner.",
    ),
    lt(
      "Les candidatures arrivent en ligne avec leurs pièces justificatives, les commissions statuent dans l'outil et l'inscription administrative se finalise sans papier. Les certificats de scolarité, cartes d'étudiant et attestations sont générés à la demande.",
      "Applications arrive online with their supporting documents, admission panels decide in the tool and registration is completed without paper. Enrolment certificates, student cards and attestations are produced on demand.",
    ),
  ],
  keyBenefits: [
    {
      icon: "id-card",
      title: lt("Un dossier unique", "One single record"),
      text: lt(
        "Toutes les informations de l'apprenant au même endroit, partagées avec les bons droits entre services.",
        "Everything about a learner in one place, shared between departments with the right permissions.",
      ),
    },
    {
      icon: "door-open",
      title: lt("Inscriptions 100 % en ligne", "Fully online enrolment"),
      text: lt(
        "Formulaires, pièces justificatives, signature et paiement : la rentrée sans files d'attente.",
        "Forms, supporting documents, signature and payment: the new year starts without queues.",
      ),
    },
    {
      icon: "file-check",
      title: lt("Documents générés", "Documents on demand"),
      text: lt(
        "Certificats de scolarité, attestations et cartes d'étudiant produits en un clic, à vos couleurs.",
        "Enrolment certificates, attestations and student cards produced in one click, in your branding.",
      ),
    },
    {
      icon: "shield-check",
      title: lt("Données protégées", "Protected data"),
      text: lt(
        "Droits par profil, journal des consultations et durées de conservation conformes au RGPD.",
        "Role-based access, access logs and GDPR-compliant retention periods.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Campagne de candidatures à l'université", "University application season"),
      text: lt(
        "3 000 candidatures déposées en ligne, réparties entre les commissions de chaque formation et notifiées automatiquement.",
        "3,000 applications submitted online, routed to each programme's admission panel and answered automatically.",
      ),
    },
    {
      title: lt("Réinscription au lycée", "Re-enrolment at a secondary school"),
      text: lt(
        "Les familles confirment les informations déjà connues, choisissent les options et signent en ligne en quelques minutes.",
        "Families confirm details already on file, choose options and sign online in a few minutes.",
      ),
    },
    {
      title: lt("Entrées permanentes en formation continue", "Rolling intake in continuing education"),
      text: lt(
        "Chaque stagiaire est inscrit à sa date d'entrée, avec son financement et son parcours individualisé.",
        "Each trainee is enrolled on their own start date, with their funding and individual learning path.",
      ),
    },
  ],
  features: [
    {
      title: lt("Portail de candidature", "Application portal"),
      text: lt(
        "Formulaires par formation, dépôt de pièces, suivi de l'avancement par le candidat.",
        "Forms per programme, document upload and progress tracking for applicants.",
      ),
    },
    {
      title: lt("Commissions d'admission", "Admission panels"),
      text: lt(
        "Grilles d'évaluation, avis des membres et décisions notifiées en masse.",
        "Scoring grids, panel members' opinions and decisions sent in bulk.",
      ),
    },
    {
      title: lt("Dossier administratif", "Administrative record"),
      text: lt(
        "Identité, responsables, contacts d'urgence, régime, bourses et aménagements.",
        "Identity, guardians, emergency contacts, boarding status, grants and support arrangements.",
      ),
    },
    {
      title: lt("Gestion électronique des documents", "Document management"),
      text: lt(
        "Pièces classées, dates de validité suivies, relance automatique des documents manquants.",
        "Filed documents, tracked expiry dates and automatic requests for missing items.",
      ),
    },
    {
      title: lt("Groupes et promotions", "Groups and cohorts"),
      text: lt(
        "Classes, groupes de TD, options et spécialités, avec transferts en cours d'année.",
        "Classes, tutorial groups, options and majors, with mid-year transfers.",
      ),
    },
    {
      title: lt("Exports réglementaires", "Regulatory returns"),
      text: lt(
        "Extractions pour les remontées ministérielles et les enquêtes statistiques.",
        "Extracts for ministry returns and statistical surveys.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Du primaire au doctorat", "From primary school to PhD"),
      text: lt(
        "Le même module s'adapte aux élèves, étudiants, apprentis et stagiaires, avec leur vocabulaire.",
        "The same module adapts to pupils, students, apprentices and adult learners, in their own vocabulary.",
      ),
    },
    {
      title: lt("Détection des doublons", "Duplicate detection"),
      text: lt(
        "Un candidat déjà connu est reconnu et son historique repris, même s'il change d'adresse e-mail.",
        "A returning applicant is recognised and their history carried over, even with a new e-mail address.",
      ),
    },
    {
      title: lt("Portail familles inclus", "Family portal included"),
      text: lt(
        "Parents et étudiants consultent et mettent à jour leurs informations eux-mêmes.",
        "Parents and students view and update their own details.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Aurélie Fontaine",
      lt("Responsable de la scolarité", "Registrar"),
      "Université catholique de l'Ouest",
      lt(
        "La campagne d'inscription se fait désormais sans un seul dossier papier. Les étudiants suivent l'avancement de leur dossier et nos appels ont été divisés par trois.",
        "Enrolment now runs without a single paper file. Students follow their application online and our phone calls have fallen by two thirds.",
      ),
    ),
    testimonial(
      "Pierre Garnier",
      lt("Conseiller principal d'éducation", "Senior pastoral lead"),
      "Collège Victor-Hugo, Dijon",
      lt(
        "Toutes les informations utiles sur un élève sont au même endroit, y compris ses aménagements. Quand un professeur remplaçant arrive, il a ce qu'il faut dès le premier jour.",
        "Everything we need about a pupil is in one place, including support arrangements. When a supply teacher arrives, they have what they need from day one.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "etudiants",
      1,
      lt("Suivi des inscriptions", "Enrolment tracking"),
      lt(
        "Candidatures reçues, dossiers complets et inscriptions finalisées, formation par formation.",
        "Applications received, complete files and finalised enrolments, programme by programme.",
      ),
    ),
    screenshot(
      "etudiants",
      2,
      lt("Liste des étudiants", "Student list"),
      lt(
        "Recherche, filtres par promotion et statut du dossier, actions groupées.",
        "Search, filters by cohort and record status, bulk actions.",
      ),
    ),
  ],
  related: ["academique", "finance", "services-etudiants"],
};
