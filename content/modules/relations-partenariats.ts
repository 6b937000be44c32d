import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const relationsPartenariats: ModuleContent = {
  id: "relations-partenariats",
  icon: "handshake",
  colour: "#a16207",
  colourDark: "#fde047",
  title: lt("Relations et partenariats", "Relations and partnerships"),
  description: lt(
    "Prospects, entreprises partenaires, taxe d'apprentissage, alumni et communication : le CRM de votre établissement.",
    "Prospective students, partner companies, apprenticeship tax, alumni and communications: your institution's CRM.",
  ),
  longDescription: [
    lt(
      "Le module Relations et partenariats est un CRM pensé pour l'enseignement. Il suit les futurs candidats depuis un salon ou une journée portes ouvertes jusqu'à leur inscription, et mesure l'efficacité de chaque action de recrutement.",
      "The Relations and partnerships module is a CRM built for education. It follows prospective students from a fair or an open day all the way to enrolment, and measures how well each recruitment activity works.",
    ),
    lt(
      "Côté entreprises, il centralise les partenaires, leurs contacts, les offres de stage et d'alternance, les conventions et la collecte du solde de la taxe d'apprentissage. Les anciens élèves restent dans votre réseau grâce aux campagnes et aux événements.",
      "On the employer side, it centralises partners, their contacts, internship and work-study offers, agreements and apprenticeship-tax fundraising. Alumni stay in your network through campaigns and events.",
    ),
  ],
  keyBenefits: [
    {
      icon: "target",
      title: lt("Recrutement mesuré", "Measurable recruitment"),
      text: lt(
        "Chaque salon, campagne ou journée portes ouvertes relié aux inscriptions obtenues.",
        "Every fair, campaign or open day linked to the enrolments it brought in.",
      ),
    },
    {
      icon: "building",
      title: lt("Entreprises centralisées", "Employers in one place"),
      text: lt(
        "Contacts, historique des échanges, stages, alternances et dons au même endroit.",
        "Contacts, history, placements, work-study and donations in one place.",
      ),
    },
    {
      icon: "mail",
      title: lt("Campagnes ciblées", "Targeted campaigns"),
      text: lt(
        "E-mails et SMS segmentés, avec consentements gérés conformément au RGPD.",
        "Segmented e-mails and texts, with GDPR-compliant consent management.",
      ),
    },
    {
      icon: "network",
      title: lt("Réseau des anciens", "Alumni network"),
      text: lt(
        "Annuaire, événements et parcours des diplômés pour animer votre communauté.",
        "Directory, events and graduate careers to keep your community alive.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Recrutement d'une école post-bac", "Recruitment at an undergraduate school"),
      text: lt(
        "Les contacts recueillis en salon reçoivent un parcours d'information jusqu'aux entretiens d'admission.",
        "Contacts gathered at fairs receive a series of messages leading up to admission interviews.",
      ),
    },
    {
      title: lt("Taxe d'apprentissage", "Apprenticeship tax"),
      text: lt(
        "Campagne annuelle auprès des entreprises partenaires et suivi des versements.",
        "Annual campaign to partner companies and tracking of the amounts pledged.",
      ),
    },
    {
      title: lt("Développement de l'alternance en CFA", "Growing work-study at an apprenticeship centre"),
      text: lt(
        "Les chargés de relations entreprises suivent leurs visites et placent les candidats sans contrat.",
        "Employer-relations officers log their visits and place candidates who have no employer yet.",
      ),
    },
  ],
  features: [
    {
      title: lt("Gestion des prospects", "Prospect management"),
      text: lt(
        "Fiches, sources, étapes du parcours et relances programmées.",
        "Records, sources, funnel stages and scheduled follow-ups.",
      ),
    },
    {
      title: lt("Événements", "Events"),
      text: lt(
        "Inscriptions aux portes ouvertes et salons, émargement et suivi des présents.",
        "Sign-ups for open days and fairs, check-in and attendee follow-up.",
      ),
    },
    {
      title: lt("Fichier entreprises", "Employer database"),
      text: lt(
        "Entreprises, contacts, secteurs et historique des relations.",
        "Companies, contacts, sectors and relationship history.",
      ),
    },
    {
      title: lt("Offres de stage et d'alternance", "Internship and work-study offers"),
      text: lt(
        "Publication aux étudiants et suivi des candidatures.",
        "Published to students, with application tracking.",
      ),
    },
    {
      title: lt("Campagnes e-mail et SMS", "E-mail and text campaigns"),
      text: lt(
        "Modèles, segments, statistiques d'ouverture et désinscriptions.",
        "Templates, segments, open statistics and unsubscribes.",
      ),
    },
    {
      title: lt("Tableaux de bord", "Dashboards"),
      text: lt(
        "Entonnoir de recrutement et coût par inscription.",
        "Recruitment funnel and cost per enrolment.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Du prospect à l'ancien élève", "From prospect to alumnus"),
      text: lt(
        "Une seule fiche suit la personne tout au long de sa relation avec l'établissement.",
        "A single record follows each person throughout their relationship with you.",
      ),
    },
    {
      title: lt("Relié aux admissions", "Linked to admissions"),
      text: lt(
        "Un prospect qui candidate est reconnu : rien à ressaisir.",
        "When a prospect applies, they are recognised: nothing to re-enter.",
      ),
    },
    {
      title: lt("Consentements RGPD natifs", "Built-in GDPR consent"),
      text: lt(
        "Bases légales, consentements et droit d'opposition gérés pour chaque contact.",
        "Legal bases, consent and the right to object managed for each contact.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Céline Morel",
      lt("Directrice de la communication et des admissions", "Director of Marketing and Admissions"),
      "École supérieure de design de Lille",
      lt(
        "Nous savons enfin quels salons nous amènent des inscrits. Nous avons réorienté un tiers de notre budget vers les actions qui fonctionnent.",
        "We finally know which fairs bring us enrolments. We moved a third of our budget towards the activities that actually work.",
      ),
    ),
    testimonial(
      "Yann Le Gall",
      lt("Chargé de relations entreprises", "Employer Relations Officer"),
      "CFA Maritime de Bretagne",
      lt(
        "Toutes nos entreprises partenaires et leurs offres sont au même endroit. Placer un apprenti sans contrat prend quelques jours au lieu de plusieurs semaines.",
        "All of our partner companies and their offers are in one place. Finding an employer for an apprentice now takes days rather than weeks.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "relations-partenariats",
      1,
      lt("Entonnoir de recrutement", "Recruitment funnel"),
      lt(
        "Prospects, candidats et inscrits par source, pour la campagne en cours.",
        "Prospects, applicants and enrolled students by source, for the current campaign.",
      ),
    ),
    screenshot(
      "relations-partenariats",
      2,
      lt("Entreprises partenaires", "Partner companies"),
      lt(
        "Partenaires, offres ouvertes et montants de taxe d'apprentissage collectés.",
        "Partners, open offers and apprenticeship tax collected.",
      ),
    ),
  ],
  related: ["etudiants", "services-etudiants", "finance"],
};
