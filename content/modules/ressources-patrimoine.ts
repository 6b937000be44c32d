import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const ressourcesPatrimoine: ModuleContent = {
  id: "ressources-patrimoine",
  icon: "warehouse",
  colour: "#4d7c0f",
  colourDark: "#bef264",
  title: lt("Ressources et patrimoine", "Resources and estates"),
  description: lt(
    "Bâtiments, salles, équipements, prêts de matériel, maintenance et achats : le patrimoine de l'établissement sous contrôle.",
    "Buildings, rooms, equipment, loans, maintenance and purchasing: your institution's estate under control.",
  ),
  longDescription: [
    lt(
      "Le module Ressources et patrimoine recense vos bâtiments, salles et équipements, du vidéoprojecteur au laboratoire. Chaque bien a sa fiche : localisation, valeur, garantie, contrôles réglementaires et historique des interventions.",
      "The Resources and estates module records your buildings, rooms and equipment, from projectors to laboratories. Each asset has its own record: location, value, warranty, statutory inspections and maintenance history.",
    ),
    lt(
      "Les demandes d'intervention sont déposées par les équipes et suivies jusqu'à leur résolution, le matériel se prête aux élèves et aux enseignants avec retour daté, et les achats suivent un circuit de validation budgétaire relié aux finances.",
      "Maintenance requests are raised by staff and tracked until resolved, equipment is lent to students and teachers with a due date, and purchases follow a budget approval workflow linked to finance.",
    ),
  ],
  keyBenefits: [
    {
      icon: "boxes",
      title: lt("Inventaire à jour", "An up-to-date inventory"),
      text: lt(
        "Chaque équipement étiqueté, localisé et rattaché à sa salle.",
        "Every item labelled, located and attached to its room.",
      ),
    },
    {
      icon: "wrench",
      title: lt("Maintenance suivie", "Maintenance tracked"),
      text: lt(
        "Demandes d'intervention, priorités et délais de résolution mesurés.",
        "Work requests, priorities and resolution times measured.",
      ),
    },
    {
      icon: "package",
      title: lt("Prêts de matériel simples", "Simple equipment loans"),
      text: lt(
        "Ordinateurs, tablettes ou instruments prêtés et rendus en scannant un code.",
        "Laptops, tablets or instruments lent and returned by scanning a code.",
      ),
    },
    {
      icon: "shield-check",
      title: lt("Conformité réglementaire", "Statutory compliance"),
      text: lt(
        "Contrôles de sécurité et vérifications périodiques planifiés et rappelés.",
        "Safety checks and periodic inspections scheduled with reminders.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Parc informatique d'un lycée", "IT equipment at a secondary school"),
      text: lt(
        "800 ordinateurs portables prêtés aux élèves, avec suivi des pannes et des retours.",
        "800 laptops lent to students, with breakdowns and returns tracked.",
      ),
    },
    {
      title: lt("Plateaux techniques en CFA", "Workshops at an apprenticeship centre"),
      text: lt(
        "Machines, outillage et consommables des ateliers suivis, contrôles de sécurité compris.",
        "Workshop machines, tools and consumables tracked, safety checks included.",
      ),
    },
    {
      title: lt("Campus universitaire", "University campus"),
      text: lt(
        "Les demandes d'intervention de 12 bâtiments arrivent au bon technicien avec photo et localisation.",
        "Work requests from 12 buildings reach the right technician with a photo and location.",
      ),
    },
  ],
  features: [
    {
      title: lt("Référentiel immobilier", "Property register"),
      text: lt(
        "Bâtiments, étages, salles, surfaces et capacités.",
        "Buildings, floors, rooms, floor areas and capacities.",
      ),
    },
    {
      title: lt("Inventaire des équipements", "Equipment inventory"),
      text: lt(
        "Étiquettes QR, valeur, amortissement et garanties.",
        "QR labels, value, depreciation and warranties.",
      ),
    },
    {
      title: lt("Demandes d'intervention", "Work requests"),
      text: lt(
        "Déclaration sur mobile, affectation et suivi des délais.",
        "Reported on mobile, assigned and tracked against deadlines.",
      ),
    },
    {
      title: lt("Maintenance préventive", "Preventive maintenance"),
      text: lt(
        "Plans d'entretien et contrôles réglementaires planifiés.",
        "Maintenance plans and statutory inspections on a schedule.",
      ),
    },
    {
      title: lt("Prêts et réservations", "Loans and bookings"),
      text: lt(
        "Matériel prêté, dates de retour et relances automatiques.",
        "Equipment lent, return dates and automatic reminders.",
      ),
    },
    {
      title: lt("Achats", "Purchasing"),
      text: lt(
        "Demandes d'achat, validation budgétaire et réception.",
        "Purchase requests, budget approval and goods receipt.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Relié aux emplois du temps", "Linked to timetables"),
      text: lt(
        "Une salle en travaux est retirée automatiquement des plannings de cours.",
        "A room under repair is automatically removed from class scheduling.",
      ),
    },
    {
      title: lt("Relié aux finances", "Linked to finance"),
      text: lt(
        "Achats et amortissements alimentent directement la comptabilité.",
        "Purchases and depreciation flow straight into the accounts.",
      ),
    },
    {
      title: lt("Utilisable sur le terrain", "Built for the field"),
      text: lt(
        "Les techniciens travaillent depuis leur téléphone, même en sous-sol sans réseau.",
        "Technicians work from their phones, even in basements with no signal.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Philippe Renaud",
      lt("Responsable des services techniques", "Head of Estates"),
      "Université de Champagne",
      lt(
        "Nous traitons 30 % de demandes d'intervention en plus avec la même équipe, parce qu'elles arrivent complètes, avec photo et localisation.",
        "We handle 30% more work requests with the same team, because they arrive complete, with a photo and a location.",
      ),
    ),
    testimonial(
      "Sophie Marchal",
      lt("Gestionnaire", "Business manager"),
      "Lycée professionnel Gustave-Eiffel, Reims",
      lt(
        "Le prêt des ordinateurs aux élèves se fait en scannant un code. Nous savons à tout moment qui a quel appareil.",
        "Lending laptops to students is just a matter of scanning a code. We always know who has which device.",
      ),
      4,
    ),
  ],
  screenshots: [
    screenshot(
      "ressources-patrimoine",
      1,
      lt("Demandes d'intervention", "Work requests"),
      lt(
        "Demandes ouvertes par priorité et par bâtiment, avec leur technicien.",
        "Open requests by priority and building, with their assigned technician.",
      ),
    ),
    screenshot(
      "ressources-patrimoine",
      2,
      lt("Inventaire des équipements", "Equipment inventory"),
      lt(
        "Équipements par salle, état, garantie et prochaine vérification.",
        "Equipment by room, condition, warranty and next inspection.",
      ),
    ),
  ],
  related: ["finance", "academique", "configuration-systeme"],
};
