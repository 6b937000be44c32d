import { claimLine, cv, stat } from "./claims.ts";
import { lt } from "./localized.ts";
import { OFFERS } from "./offers.ts";
import { TESTIMONIALS } from "./testimonials.ts";

/** The home page (spec §1): hero, offers, testimonials, about, final call to action. */
export const HOME = {
  hero: {
    badge: lt(
      "Nouveau : GA Learning, la plateforme LMS nouvelle génération",
      "New: GA Learning, our next-generation LMS",
    ),
    badgeHref: "/lms",
    // Three lines; the middle one carries the brand colour.
    title: [
      lt("Gérez votre établissement", "Run your institution"),
      lt("simplement,", "simply,"),
      lt("de l'inscription au diplôme", "from enrolment to graduation"),
    ],
    subtitle: lt(
      "GA Academic+ réunit scolarité, examens, finances, ressources humaines et e-learning dans une seule plateforme, pensée avec les écoles, universités, CFA et organismes de formation.",
      "GA Academic+ brings admissions, exams, finance, HR and e-learning together in one platform, built with schools, universities, apprenticeship centres and training providers.",
    ),
    trust: {
      rating: { ...stat("rating48"), stars: 5 },
      ratingLabel: lt("Note moyenne : 4,8 sur 5", "Average rating: 4.8 out of 5"),
      partners: claimLine("partners50"),
      hosting: cv("hostedInFrance"),
      label: lt("Ils nous font confiance", "Trusted by institutions"),
    },
    media: {
      alt: lt(
        "Tableau de bord de GA Academic+ : effectifs, assiduité, paiements, agenda des examens et dernières inscriptions",
        "GA Academic+ dashboard: headcount, attendance, payments, exam calendar and latest enrolments",
      ),
      playLabel: lt(`Voir la démo (${cv("demo2Minutes").fr})`, `Watch the demo (${cv("demo2Minutes").en})`),
      failedTitle: lt("Aperçu indisponible", "Preview unavailable"),
      failedText: lt(
        "L'image du tableau de bord n'a pas pu être chargée. Découvrez GA Academic+ en direct avec un conseiller.",
        "The dashboard image could not be loaded. See GA Academic+ live with one of our advisers.",
      ),
      failedLink: lt("Réserver une démo", "Book a demo"),
    },
    stats: [stat("partners100"), stat("users1000"), stat("satisfaction95")],
    statsLabel: lt("GA Éducation en chiffres", "GA Education in figures"),
  },
  offers: {
    eyebrow: lt("Nos offres", "Our offers"),
    title: lt("Une offre pour chaque établissement", "An offer for every institution"),
    intro: lt(
      `Chaque proposition est établie sur devis, selon vos effectifs et les modules retenus. Vous recevez votre proposition chiffrée sous ${cv("quoteIn5Days").fr}.`,
      `Every proposal is quoted to fit your student numbers and the modules you choose. You receive your priced proposal within ${cv("quoteIn5Days").en}.`,
    ),
    popular: lt("Le plus choisi", "Most popular"),
    target: lt("Pour qui", "Who it is for"),
    items: OFFERS,
    assurances: [
      lt(`Certifié ${cv("iso27001").fr}`, `${cv("iso27001").en} certified`),
      lt(`Conforme ${cv("gdpr").fr}`, `${cv("gdpr").en} compliant`),
      lt(`Support ${cv("support247").fr} sur Premium`, `${cv("support247").en} support on Premium`),
      lt(`LMS déployé en ${cv("deployment24h").fr}`, `LMS deployed in ${cv("deployment24h").en}`),
    ],
    assurancesLabel: lt("Nos engagements", "Our commitments"),
  },
  testimonials: {
    eyebrow: lt("Témoignages", "Testimonials"),
    title: lt("Ils gèrent leur établissement avec GA", "They run their institutions with GA"),
    intro: lt(
      "Directions, services de scolarité et équipes pédagogiques racontent ce qui a changé au quotidien.",
      "Heads, registrars and teaching teams describe what changed in their day-to-day work.",
    ),
    rating: stat("rating49"),
    ratingLabel: lt(
      "Note moyenne : 4,9 sur 5, sur 247 avis",
      "Average rating: 4.9 out of 5, from 247 reviews",
    ),
    items: [TESTIMONIALS.universityFinance, TESTIMONIALS.cfaDirector, TESTIMONIALS.highSchoolPrincipal],
    starsLabel: lt("Note : {n} sur 5", "Rating: {n} out of 5"),
  },
  about: {
    eyebrow: lt("À propos", "About us"),
    title: lt(
      "Un éditeur français, au plus près des établissements",
      "A French software company, close to its customers",
    ),
    text: [
      lt(
        `Fondée en ${cv("founded2018").fr} par d'anciens responsables de scolarité et des ingénieurs, GA Éducation réunit aujourd'hui plus de ${cv("experts60").fr.replace("+", "")} experts : développeurs, consultants métier, formateurs et spécialistes de la sécurité.`,
        `Founded in ${cv("founded2018").en} by former registrars and engineers, GA Education now brings together more than ${cv("experts60").en.replace("+", "")} experts: developers, domain consultants, trainers and security specialists.`,
      ),
      lt(
        `Nous accompagnons des établissements dans plus de ${cv("countries15").fr.replace("+", "")} pays, sur ${cv("continents5").fr} continents, avec une même exigence : des outils simples pour les équipes, et des données hébergées en France.`,
        `We support institutions in more than ${cv("countries15").en.replace("+", "")} countries across ${cv("continents5").en} continents, with the same standard everywhere: tools that are simple for staff, and data hosted in France.`,
      ),
    ],
    stats: [
      stat("founded2018"),
      stat("experts60"),
      stat("countries15"),
      stat("continents5"),
      stat("partners2000"),
      stat("users1200000"),
    ],
    link: lt("Découvrir GA Éducation", "Discover GA Education"),
    href: "/about",
    image: {
      src: "/images/home/team.svg",
      width: 560,
      height: 420,
      alt: lt(
        "Illustration : une équipe GA Éducation autour d'un écran de planification avec un responsable d'établissement",
        "Illustration: a GA Education team around a planning screen with a school administrator",
      ),
    },
  },
  cta: {
    eyebrow: lt("Passez à l'action", "Take the next step"),
    title: lt("Par où voulez-vous commencer ?", "Where would you like to start?"),
    intro: lt(
      `Nous répondons à chaque demande sous ${cv("quoteReplyIn24h").fr}, du lundi au vendredi de 9:00 à 18:00.`,
      `We answer every request within ${cv("quoteReplyIn24h").en}, Monday to Friday, 9:00 to 18:00.`,
    ),
    options: [
      {
        id: "audit",
        title: lt(
          `Audit gratuit de ${cv("audit2Hours").fr} sur site`,
          `Free on-site audit (${cv("audit2Hours").en})`,
        ),
        text: lt(
          "Un consultant vient analyser vos processus de scolarité, d'examens et de finances, puis vous remet ses recommandations écrites.",
          "A consultant visits to review your admissions, exams and finance processes, then sends you written recommendations.",
        ),
        action: lt("Planifier mon audit", "Schedule my audit"),
        href: "/contact",
      },
      {
        id: "demo",
        title: lt(`Démonstration de ${cv("demo30Minutes").fr}`, `Live demo (${cv("demo30Minutes").en})`),
        text: lt(
          "En visioconférence, un conseiller vous présente les modules utiles à votre établissement, à partir de vos propres cas.",
          "Over video call, an adviser walks you through the modules that matter to your institution, using your own cases.",
        ),
        action: lt("Réserver ma démo", "Book my demo"),
        href: "/demo",
      },
      {
        id: "expert",
        title: lt("Parler à un expert", "Talk to an expert"),
        text: lt(
          "Une question sur un module, une migration ou un projet sur mesure ? Un expert de votre secteur vous rappelle.",
          "A question about a module, a migration or a bespoke project? An expert from your sector calls you back.",
        ),
        action: lt("Être rappelé par un expert", "Get a call from an expert"),
        href: "/contact",
      },
    ],
    hours: lt(`Horaires : ${cv("businessHours").fr}`, `Opening hours: ${cv("businessHours").en}`),
  },
} as const;
