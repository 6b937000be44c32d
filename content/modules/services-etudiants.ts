import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const servicesEtudiants: ModuleContent = {
  id: "services-etudiants",
  icon: "heart-handshake",
  colour: "#be185d",
  colourDark: "#f9a8d4",
  title: lt("Vie étudiante et services", "Student life and services"),
  description: lt(
    "Restauration, hébergement, transport, associations, stages et orientation : tous les services qui font la vie de l'établissement.",
    "Catering, housing, transport, societies, placements and careers guidance: every service that makes campus life work.",
  ),
  longDescription: [
    lt(
      "Le module Vie étudiante et services rassemble les services du quotidien autour de l'élève ou de l'étudiant. Réservation des repas, gestion de l'internat ou des logements, cartes de transport, clubs et associations : chaque demande se fait en ligne et arrive directement au bon service.",
      "The Student life and services module brings everyday services together around each student. Meal bookings, boarding or accommodation, transport passes, clubs and societies: every request is made online and goes straight to the right team.",
    ),
    lt(
      "Le module couvre aussi l'insertion professionnelle : offres de stage et d'alternance, conventions signées électroniquement, suivi par les tuteurs et enquêtes sur le devenir des diplômés. Les familles et les étudiants retrouvent tout dans leur application.",
      "It also covers employability: internship and work-study offers, electronically signed placement agreements, tutor follow-up and graduate outcome surveys. Families and students find it all in their app.",
    ),
  ],
  keyBenefits: [
    {
      icon: "smartphone",
      title: lt("Tout dans l'application", "Everything in the app"),
      text: lt(
        "Repas, internat, transport et inscriptions aux activités depuis le téléphone.",
        "Meals, boarding, transport and activity sign-ups from a phone.",
      ),
    },
    {
      icon: "handshake",
      title: lt("Stages sans papier", "Paperless placements"),
      text: lt(
        "Conventions générées, signées par les trois parties et archivées automatiquement.",
        "Agreements generated, signed by all three parties and filed automatically.",
      ),
    },
    {
      icon: "utensils",
      title: lt("Restauration maîtrisée", "Catering under control"),
      text: lt(
        "Effectifs prévus à la veille, régimes et allergies signalés au service de restauration.",
        "Numbers known the day before, diets and allergies flagged to the kitchen.",
      ),
    },
    {
      icon: "users",
      title: lt("Vie associative animée", "Thriving student societies"),
      text: lt(
        "Clubs, événements et bénévolat valorisés dans le parcours de l'étudiant.",
        "Clubs, events and volunteering recognised in the student's record.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Internat d'un lycée agricole", "Boarding at an agricultural college"),
      text: lt(
        "Chambres, sorties autorisées et appels du soir gérés par l'équipe de vie scolaire.",
        "Rooms, authorised outings and evening roll calls managed by the pastoral team.",
      ),
    },
    {
      title: lt("Stages en école d'ingénieurs", "Internships at an engineering school"),
      text: lt(
        "450 conventions signées électroniquement en trois semaines, suivi des tuteurs inclus.",
        "450 placement agreements signed electronically in three weeks, tutor follow-up included.",
      ),
    },
    {
      title: lt("Cantine au primaire", "Primary school canteen"),
      text: lt(
        "Les parents réservent les repas de la semaine ; la facturation suit automatiquement.",
        "Parents book the week's meals and invoicing follows automatically.",
      ),
    },
  ],
  features: [
    {
      title: lt("Réservation des repas", "Meal booking"),
      text: lt(
        "Menus, réservations, régimes alimentaires et pointage au self.",
        "Menus, bookings, dietary needs and check-in at the canteen.",
      ),
    },
    {
      title: lt("Hébergement et internat", "Housing and boarding"),
      text: lt(
        "Attribution des chambres, états des lieux et autorisations de sortie.",
        "Room allocation, inventories and permission to go out.",
      ),
    },
    {
      title: lt("Transport scolaire", "School transport"),
      text: lt(
        "Lignes, arrêts, abonnements et listes d'élèves par car.",
        "Routes, stops, passes and pupil lists per coach.",
      ),
    },
    {
      title: lt("Stages et alternance", "Placements and work-study"),
      text: lt(
        "Offres, candidatures, conventions et évaluations des tuteurs.",
        "Offers, applications, agreements and tutor evaluations.",
      ),
    },
    {
      title: lt("Associations et événements", "Societies and events"),
      text: lt(
        "Adhésions, billetterie et calendrier de la vie de campus.",
        "Memberships, ticketing and the campus events calendar.",
      ),
    },
    {
      title: lt("Devenir des diplômés", "Graduate outcomes"),
      text: lt("Enquêtes d'insertion et réseau des anciens.", "Employment surveys and alumni network."),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Un seul compte pour l'étudiant", "One account per student"),
      text: lt(
        "Pas d'application par service : tout passe par le même espace.",
        "No separate app per service: everything goes through the same space.",
      ),
    },
    {
      title: lt("Relié à la facturation", "Linked to invoicing"),
      text: lt(
        "Repas, internat et transport sont facturés sans ressaisie par le module Finances.",
        "Meals, boarding and transport are invoiced by the Finance module with no re-keying.",
      ),
    },
    {
      title: lt("Accessible à tous", "Accessible to everyone"),
      text: lt(
        "Interfaces conformes aux exigences d'accessibilité, utilisables au clavier et au lecteur d'écran.",
        "Interfaces built to accessibility standards, usable by keyboard and screen reader.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Sébastien Robin",
      lt("Responsable des relations entreprises", "Head of Employer Relations"),
      "École nationale d'ingénieurs de Lorraine",
      lt(
        "La signature des conventions de stage prenait parfois un mois. Elle se fait maintenant en quelques jours, et nous savons à tout moment où en est chaque dossier.",
        "Signing placement agreements could take a month. It now takes a few days, and we know where every agreement stands at any moment.",
      ),
    ),
    testimonial(
      "Laura Perrin",
      lt("Conseillère principale d'éducation", "Head of pastoral care"),
      "Lycée agricole du Val de Saône",
      lt(
        "L'internat est géré depuis une tablette : chambres, appels du soir, autorisations de sortie. Les familles sont prévenues en temps réel.",
        "Boarding is run from a tablet: rooms, evening roll calls, permission slips. Families are kept informed in real time.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "services-etudiants",
      1,
      lt("Suivi des stages", "Placement tracking"),
      lt(
        "Conventions par statut de signature, entreprises d'accueil et tuteurs.",
        "Agreements by signature status, host companies and tutors.",
      ),
    ),
    screenshot(
      "services-etudiants",
      2,
      lt("Réservations de la restauration", "Catering bookings"),
      lt(
        "Repas réservés par jour et régimes particuliers signalés à la cuisine.",
        "Meals booked per day and special diets flagged to the kitchen.",
      ),
    ),
  ],
  related: ["etudiants", "sante-bien-etre", "relations-partenariats"],
};
