import type { IconName } from "./icon-name.ts";
import type { ServiceId } from "./slugs.ts";
import { cv } from "./claims.ts";
import { lt, type LText } from "./localized.ts";

/** The GA Services catalogue: the 13 service pages under /services (spec §2). */
export type ServiceGroup = "digital" | "innovation" | "support";

export interface TitledText {
  readonly title: LText;
  readonly text: LText;
}

export interface Service {
  readonly id: ServiceId;
  readonly group: ServiceGroup;
  readonly icon: IconName;
  readonly colour: string;
  readonly title: LText;
  readonly description: LText;
  readonly longDescription: readonly LText[];
  readonly audience: LText;
  readonly duration: LText;
  readonly deliverables: readonly TitledText[];
  readonly process: readonly TitledText[];
  readonly outcomes: readonly LText[];
  readonly image: { readonly src: string; readonly alt: LText };
  readonly related: readonly ServiceId[];
}

export const SERVICE_IMAGE_SIZE = { width: 640, height: 440 } as const;

const image = (id: ServiceId, alt: LText) => ({ src: `/images/services/${id}.svg`, alt });

export const SERVICES: Readonly<Record<ServiceId, Service>> = {
  "developpement-applications": {
    id: "developpement-applications",
    group: "digital",
    icon: "smartphone",
    colour: "#1d4ed8",
    title: lt("Applications mobiles", "Mobile apps"),
    description: lt(
      "Des applications iOS et Android à vos couleurs pour les élèves, les familles et les équipes, reliées à GA Academic+.",
      "iOS and Android apps in your branding for students, families and staff, connected to GA Academic+.",
    ),
    longDescription: [
      lt(
        "Emploi du temps, notes, absences, paiements, messages, carte d'étudiant dématérialisée : vos usagers veulent tout retrouver sur leur téléphone. Nous concevons et publions des applications natives à l'image de votre établissement, alimentées en temps réel par GA Academic+.",
        "Timetables, grades, absences, payments, messages, a digital student card: your users want it all on their phones. We design and publish native apps that carry your institution's identity, fed in real time by GA Academic+.",
      ),
      lt(
        "Nos équipes prennent en charge l'ensemble du projet : ateliers avec vos usagers, maquettes, développement, tests d'accessibilité, publication sur l'App Store et Google Play, puis maintenance et évolutions.",
        "Our teams handle the whole project: workshops with your users, mock-ups, development, accessibility testing, publication on the App Store and Google Play, then maintenance and new features.",
      ),
    ],
    audience: lt(
      "Établissements qui veulent une application à leur nom, du lycée au groupe d'écoles",
      "Institutions that want an app under their own name, from secondary schools to school groups",
    ),
    duration: lt("10 à 16 semaines pour une première version", "10 to 16 weeks for a first release"),
    deliverables: [
      {
        title: lt("Application native iOS et Android", "Native iOS and Android app"),
        text: lt(
          "Publiée sous votre nom sur les deux magasins d'applications.",
          "Published under your name on both app stores.",
        ),
      },
      {
        title: lt("Notifications ciblées", "Targeted notifications"),
        text: lt(
          "Absence, note, message, échéance : chacun reçoit ce qui le concerne.",
          "Absence, grade, message, due date: everyone gets what concerns them.",
        ),
      },
      {
        title: lt("Carte d'étudiant numérique", "Digital student card"),
        text: lt(
          "QR code vérifiable pour la bibliothèque, la restauration et les examens.",
          "A verifiable QR code for the library, canteen and exams.",
        ),
      },
      {
        title: lt("Maintenance et évolutions", "Maintenance and updates"),
        text: lt(
          "Mises à jour des systèmes, corrections et nouvelles fonctions chaque trimestre.",
          "OS updates, fixes and new features every quarter.",
        ),
      },
    ],
    process: [
      {
        title: lt("Ateliers usagers", "User workshops"),
        text: lt(
          "Nous écoutons élèves, familles et équipes pour prioriser.",
          "We listen to students, families and staff to set priorities.",
        ),
      },
      {
        title: lt("Maquettes cliquables", "Clickable prototypes"),
        text: lt(
          "Vous testez l'application avant la moindre ligne de code.",
          "You try the app before a single line of code is written.",
        ),
      },
      {
        title: lt("Développement par itérations", "Iterative development"),
        text: lt("Une version testable toutes les deux semaines.", "A testable version every two weeks."),
      },
      {
        title: lt("Publication et suivi", "Launch and follow-up"),
        text: lt(
          "Publication, statistiques d'usage et améliorations continues.",
          "Publication, usage statistics and continuous improvement.",
        ),
      },
    ],
    outcomes: [
      lt(
        "Moins d'appels au secrétariat pour les questions courantes",
        "Fewer calls to the office about everyday questions",
      ),
      lt("Des familles informées en temps réel", "Families kept informed in real time"),
      lt("Une image moderne de votre établissement", "A modern image for your institution"),
    ],
    image: image(
      "developpement-applications",
      lt(
        "Illustration : un téléphone affichant l'application d'un établissement",
        "Illustration: a phone showing an institution's app",
      ),
    ),
    related: ["sites-web-portails", "integrations-api", "accompagnement-projet"],
  },
  "sites-web-portails": {
    id: "sites-web-portails",
    group: "digital",
    icon: "layout-template",
    colour: "#0369a1",
    title: lt("Sites web et portails", "Websites and portals"),
    description: lt(
      "Sites institutionnels, portails étudiants, espaces familles et intranets, rapides, accessibles et faciles à mettre à jour.",
      "Institutional websites, student portals, family areas and intranets that are fast, accessible and easy to update.",
    ),
    longDescription: [
      lt(
        "Votre site est souvent le premier contact d'un futur élève avec votre établissement. Nous créons des sites institutionnels clairs, conformes au RGAA, bien référencés et reliés à vos formations dans GA Academic+ : les fiches formation et les dates de portes ouvertes se mettent à jour toutes seules.",
        "Your website is often a prospective student's first contact with your institution. We build clear institutional sites that meet accessibility standards, rank well and stay linked to your programmes in GA Academic+: course pages and open-day dates update themselves.",
      ),
      lt(
        "Pour vos usagers connectés, nous réalisons des portails étudiants, espaces familles et intranets du personnel avec authentification unique, actualités ciblées et accès direct aux services.",
        "For signed-in users, we build student portals, family areas and staff intranets with single sign-on, targeted news and direct access to services.",
      ),
    ],
    audience: lt(
      "Écoles, universités, CFA et organismes de formation qui refondent leur présence en ligne",
      "Schools, universities, apprenticeship centres and training providers redesigning their online presence",
    ),
    duration: lt("8 à 14 semaines selon le périmètre", "8 to 14 weeks depending on scope"),
    deliverables: [
      {
        title: lt("Site institutionnel", "Institutional website"),
        text: lt(
          "Design sur mesure, gestion de contenu simple, multilingue.",
          "Bespoke design, simple content management, multilingual.",
        ),
      },
      {
        title: lt("Catalogue des formations", "Programme catalogue"),
        text: lt(
          "Fiches synchronisées avec vos maquettes et vos candidatures.",
          "Pages synchronised with your programmes and applications.",
        ),
      },
      {
        title: lt("Portail connecté", "Signed-in portal"),
        text: lt(
          "Espaces étudiants, familles ou personnel avec authentification unique.",
          "Student, family or staff areas with single sign-on.",
        ),
      },
      {
        title: lt("Accessibilité et performance", "Accessibility and performance"),
        text: lt(
          "Audit RGAA, pages rapides sur mobile, bon référencement.",
          "Accessibility audit, fast mobile pages, strong search ranking.",
        ),
      },
    ],
    process: [
      {
        title: lt("Cadrage éditorial", "Content strategy"),
        text: lt(
          "Publics, parcours et arborescence définis ensemble.",
          "Audiences, journeys and site map defined together.",
        ),
      },
      {
        title: lt("Design et maquettes", "Design and mock-ups"),
        text: lt(
          "Une identité visuelle fidèle à votre établissement.",
          "A visual identity true to your institution.",
        ),
      },
      {
        title: lt("Intégration et contenus", "Build and content"),
        text: lt(
          "Développement, reprise des contenus et formation des rédacteurs.",
          "Development, content migration and editor training.",
        ),
      },
      {
        title: lt("Mise en ligne", "Go-live"),
        text: lt(
          "Redirections, suivi d'audience et accompagnement après lancement.",
          "Redirects, analytics and support after launch.",
        ),
      },
    ],
    outcomes: [
      lt("Plus de candidatures issues de votre site", "More applications coming from your website"),
      lt(
        "Des contenus toujours à jour, sans double saisie",
        "Content that stays up to date without double entry",
      ),
      lt(
        "Un site utilisable par tous, y compris au lecteur d'écran",
        "A site everyone can use, screen readers included",
      ),
    ],
    image: image(
      "sites-web-portails",
      lt(
        "Illustration : la page d'accueil d'un portail d'établissement",
        "Illustration: the home page of an institution's portal",
      ),
    ),
    related: ["developpement-applications", "integrations-api", "audit-transformation"],
  },
  "accompagnement-projet": {
    id: "accompagnement-projet",
    group: "support",
    icon: "compass",
    colour: "#4338ca",
    title: lt("Accompagnement de projet", "Project support"),
    description: lt(
      "Cadrage, pilotage et conduite du changement pour réussir vos projets numériques, du cahier des charges à l'adoption.",
      "Scoping, project management and change management to make your digital projects succeed, from requirements to adoption.",
    ),
    longDescription: [
      lt(
        "Un projet numérique réussit quand les équipes s'en emparent. Nos chefs de projet, issus du monde de l'éducation, vous aident à définir vos besoins, à choisir les bonnes solutions et à organiser le projet avec vos services.",
        "A digital project succeeds when staff make it their own. Our project managers, who come from the education world, help you define your needs, choose the right solutions and organise the project with your departments.",
      ),
      lt(
        "Nous animons les comités, suivons le planning et les risques, et préparons les utilisateurs au changement : communication, ambassadeurs, supports et accompagnement au démarrage.",
        "We run steering meetings, track schedule and risks, and prepare users for change: communication, champions, guides and support at launch.",
      ),
    ],
    audience: lt(
      "Directions qui lancent un projet structurant",
      "Leadership teams launching a major project",
    ),
    duration: lt(
      "De quelques semaines à toute la durée du projet",
      "From a few weeks to the whole life of the project",
    ),
    deliverables: [
      {
        title: lt("Cahier des charges", "Requirements document"),
        text: lt(
          "Besoins priorisés, contraintes et critères de choix.",
          "Prioritised needs, constraints and selection criteria.",
        ),
      },
      {
        title: lt("Plan projet", "Project plan"),
        text: lt(
          "Planning, gouvernance, budget et gestion des risques.",
          "Schedule, governance, budget and risk management.",
        ),
      },
      {
        title: lt("Plan de conduite du changement", "Change management plan"),
        text: lt(
          "Communication, réseau d'ambassadeurs et formation.",
          "Communication, champions network and training.",
        ),
      },
      {
        title: lt("Bilan et indicateurs", "Review and KPIs"),
        text: lt(
          "Mesure de l'adoption et des gains après le lancement.",
          "Measuring adoption and benefits after launch.",
        ),
      },
    ],
    process: [
      {
        title: lt("Diagnostic", "Assessment"),
        text: lt(
          "Entretiens avec les services et état des lieux.",
          "Interviews with departments and current-state review.",
        ),
      },
      {
        title: lt("Cadrage", "Scoping"),
        text: lt("Objectifs, périmètre et feuille de route validés.", "Goals, scope and roadmap agreed."),
      },
      {
        title: lt("Pilotage", "Delivery"),
        text: lt(
          "Comités réguliers et suivi transparent.",
          "Regular steering meetings and transparent reporting.",
        ),
      },
      {
        title: lt("Adoption", "Adoption"),
        text: lt(
          "Accompagnement des équipes jusqu'à l'autonomie.",
          "Supporting teams until they are self-sufficient.",
        ),
      },
    ],
    outcomes: [
      lt("Un projet livré dans les délais annoncés", "A project delivered on the schedule announced"),
      lt("Des équipes impliquées dès le départ", "Staff involved from the very start"),
      lt("Des gains mesurés et partagés", "Benefits that are measured and shared"),
    ],
    image: image(
      "accompagnement-projet",
      lt("Illustration : un tableau de suivi de projet", "Illustration: a project tracking board"),
    ),
    related: ["audit-transformation", "accompagnement-deploiement", "formation-equipes"],
  },
  "innovations-pedagogiques": {
    id: "innovations-pedagogiques",
    group: "innovation",
    icon: "lightbulb",
    colour: "#7c3aed",
    title: lt("Innovations pédagogiques", "Teaching innovation"),
    description: lt(
      "Modules interactifs, classes inversées, simulations : des dispositifs pédagogiques conçus avec vos enseignants.",
      "Interactive modules, flipped classrooms, simulations: learning experiences designed with your teachers.",
    ),
    longDescription: [
      lt(
        "Nos ingénieurs pédagogiques travaillent avec vos enseignants pour transformer un cours en expérience active : modules interactifs, études de cas scénarisées, classes inversées, évaluations formatives et simulations.",
        "Our learning designers work with your teachers to turn a course into an active experience: interactive modules, scenario-based case studies, flipped classrooms, formative assessment and simulations.",
      ),
      lt(
        "Chaque dispositif est conçu pour vos objectifs d'apprentissage, testé avec un groupe pilote et intégré à GA Learning ou à votre plateforme, avec les données de suivi dont vos équipes ont besoin.",
        "Each experience is built around your learning objectives, tested with a pilot group and integrated into GA Learning or your own platform, with the tracking data your staff need.",
      ),
    ],
    audience: lt(
      "Équipes pédagogiques qui veulent faire évoluer leurs cours",
      "Teaching teams who want to rethink their courses",
    ),
    duration: lt("6 à 12 semaines par dispositif", "6 to 12 weeks per experience"),
    deliverables: [
      {
        title: lt("Modules interactifs", "Interactive modules"),
        text: lt(
          "Vidéos enrichies, exercices et rétroaction immédiate.",
          "Enhanced videos, exercises and instant feedback.",
        ),
      },
      {
        title: lt("Scénarios pédagogiques", "Learning scenarios"),
        text: lt(
          "Séquences complètes pour classe inversée ou hybride.",
          "Complete sequences for flipped or blended teaching.",
        ),
      },
      {
        title: lt("Simulations", "Simulations"),
        text: lt("Mises en situation professionnelles réalistes.", "Realistic workplace scenarios."),
      },
      {
        title: lt("Guide enseignant", "Teacher's guide"),
        text: lt("Mode d'emploi et conseils d'animation.", "How-to guide and facilitation tips."),
      },
    ],
    process: [
      {
        title: lt("Objectifs", "Objectives"),
        text: lt(
          "Ce que les apprenants doivent savoir faire à la fin.",
          "What learners must be able to do by the end.",
        ),
      },
      {
        title: lt("Conception", "Design"),
        text: lt("Storyboard validé avec l'enseignant référent.", "Storyboard agreed with the lead teacher."),
      },
      {
        title: lt("Production", "Production"),
        text: lt(
          "Médias, interactions et tests d'accessibilité.",
          "Media, interactions and accessibility testing.",
        ),
      },
      {
        title: lt("Pilote et ajustements", "Pilot and refinements"),
        text: lt("Test en classe et améliorations.", "Classroom trial and improvements."),
      },
    ],
    outcomes: [
      lt("Des apprenants plus actifs en cours", "More engaged learners in class"),
      lt("Des résultats suivis compétence par compétence", "Results tracked competency by competency"),
      lt("Des contenus réutilisables d'une année à l'autre", "Content you can reuse year after year"),
    ],
    image: image(
      "innovations-pedagogiques",
      lt(
        "Illustration : un tableau interactif avec une courbe de progression",
        "Illustration: an interactive board with a progress curve",
      ),
    ),
    related: ["e-learning", "serious-games", "vr-ar"],
  },
  "e-learning": {
    id: "e-learning",
    group: "innovation",
    icon: "monitor-play",
    colour: "#0891b2",
    title: lt("Contenus e-learning sur mesure", "Bespoke e-learning content"),
    description: lt(
      "Conception et production de cours en ligne, vidéos et parcours certifiants, prêts à diffuser sur GA Learning ou votre plateforme.",
      "Design and production of online courses, videos and certified learning paths, ready for GA Learning or your own platform.",
    ),
    longDescription: [
      lt(
        "Vous avez l'expertise, nous avons le savoir-faire pour la transmettre à distance. Nos équipes scénarisent, tournent et montent vos contenus, créent les activités et les quiz, puis livrent des modules au format SCORM ou xAPI.",
        "You have the expertise; we know how to teach it online. Our teams script, film and edit your content, create the activities and quizzes, then deliver modules in SCORM or xAPI format.",
      ),
      lt(
        "Nous produisons aussi des parcours complets de formation continue, avec les attestations et les indicateurs attendus par les financeurs et les audits qualité.",
        "We also produce complete continuing-education programmes, with the certificates and indicators funders and quality audits expect.",
      ),
    ],
    audience: lt(
      "Organismes de formation, CFA et établissements qui développent l'enseignement à distance",
      "Training providers, apprenticeship centres and institutions expanding distance learning",
    ),
    duration: lt("4 à 10 semaines par parcours", "4 to 10 weeks per learning path"),
    deliverables: [
      {
        title: lt("Modules SCORM et xAPI", "SCORM and xAPI modules"),
        text: lt(
          "Compatibles avec GA Learning et les principales plateformes.",
          "Compatible with GA Learning and the main platforms.",
        ),
      },
      {
        title: lt("Vidéos pédagogiques", "Teaching videos"),
        text: lt("Tournage, motion design et sous-titres.", "Filming, motion design and subtitles."),
      },
      {
        title: lt("Activités et quiz", "Activities and quizzes"),
        text: lt(
          "Exercices corrigés automatiquement et banques de questions.",
          "Auto-marked exercises and question banks.",
        ),
      },
      {
        title: lt("Parcours certifiant", "Certified pathway"),
        text: lt(
          "Séquencement, attestations et indicateurs de suivi.",
          "Sequencing, certificates and tracking indicators.",
        ),
      },
    ],
    process: [
      {
        title: lt("Analyse du besoin", "Needs analysis"),
        text: lt("Publics, durée et modalités d'évaluation.", "Audiences, duration and assessment methods."),
      },
      {
        title: lt("Scénarisation", "Scripting"),
        text: lt("Découpage en séquences courtes et engageantes.", "Short, engaging units."),
      },
      {
        title: lt("Production", "Production"),
        text: lt("Médias, activités et intégration.", "Media, activities and integration."),
      },
      {
        title: lt("Recette et diffusion", "Review and release"),
        text: lt("Tests, corrections et mise en ligne.", "Testing, corrections and publication."),
      },
    ],
    outcomes: [
      lt("Des formations accessibles partout, à tout moment", "Training available anywhere, at any time"),
      lt("Des taux de complétion en hausse", "Higher completion rates"),
      lt("Des preuves d'assiduité prêtes pour vos financeurs", "Attendance evidence ready for your funders"),
    ],
    image: image(
      "e-learning",
      lt(
        "Illustration : un ordinateur portable affichant un cours en ligne",
        "Illustration: a laptop showing an online course",
      ),
    ),
    related: ["innovations-pedagogiques", "formation-equipes", "serious-games"],
  },
  "vr-ar": {
    id: "vr-ar",
    group: "innovation",
    icon: "glasses",
    colour: "#9333ea",
    title: lt("Réalité virtuelle et augmentée", "Virtual and augmented reality"),
    description: lt(
      "Des simulations immersives pour s'entraîner aux gestes professionnels sans risque : ateliers, laboratoires, soins, sécurité.",
      "Immersive simulations to practise professional skills safely: workshops, laboratories, care settings, safety procedures.",
    ),
    longDescription: [
      lt(
        "La réalité virtuelle permet de répéter un geste technique, une procédure de sécurité ou une situation de soin autant de fois que nécessaire, sans matériel coûteux ni danger. Nous créons des simulations fidèles à vos plateaux techniques et à vos référentiels.",
        "Virtual reality lets learners repeat a technical skill, a safety procedure or a care situation as often as they need, with no costly equipment and no danger. We create simulations that match your workshops and your qualification standards.",
      ),
      lt(
        "En réalité augmentée, nous superposons des consignes et des informations aux équipements réels. Les résultats des sessions remontent dans GA Learning pour suivre la progression de chacun.",
        "With augmented reality, we overlay instructions and information on real equipment. Session results flow into GA Learning so that each learner's progress is tracked.",
      ),
    ],
    audience: lt(
      "CFA, lycées professionnels, écoles de santé et d'ingénieurs",
      "Apprenticeship centres, vocational schools, health and engineering schools",
    ),
    duration: lt("10 à 20 semaines par simulation", "10 to 20 weeks per simulation"),
    deliverables: [
      {
        title: lt("Simulation immersive", "Immersive simulation"),
        text: lt(
          "Scénarios réalistes sur casques autonomes.",
          "Realistic scenarios on stand-alone headsets.",
        ),
      },
      {
        title: lt("Application de réalité augmentée", "Augmented reality app"),
        text: lt(
          "Consignes superposées aux équipements sur tablette.",
          "Instructions overlaid on equipment, on a tablet.",
        ),
      },
      {
        title: lt("Tableau de bord formateur", "Trainer dashboard"),
        text: lt("Erreurs, temps et réussite par apprenant.", "Errors, time and success per learner."),
      },
      {
        title: lt("Parc de casques", "Headset fleet"),
        text: lt("Conseil, configuration et gestion des appareils.", "Advice, set-up and device management."),
      },
    ],
    process: [
      {
        title: lt("Observation", "Observation"),
        text: lt("Nous filmons et analysons les gestes réels.", "We film and analyse real-life practice."),
      },
      {
        title: lt("Prototype", "Prototype"),
        text: lt("Une première scène testée par vos formateurs.", "A first scene tested by your trainers."),
      },
      {
        title: lt("Production 3D", "3D production"),
        text: lt(
          "Environnements, interactions et scénarios d'erreur.",
          "Environments, interactions and error scenarios.",
        ),
      },
      {
        title: lt("Déploiement", "Roll-out"),
        text: lt(
          "Installation, formation des formateurs et suivi.",
          "Installation, trainer training and follow-up.",
        ),
      },
    ],
    outcomes: [
      lt("Plus d'entraînement, moins de consommables", "More practice, fewer consumables"),
      lt("Des situations dangereuses travaillées sans risque", "Dangerous situations practised safely"),
      lt("Des apprentis plus sûrs d'eux en entreprise", "Apprentices who are more confident at work"),
    ],
    image: image(
      "vr-ar",
      lt("Illustration : un casque de réalité virtuelle", "Illustration: a virtual reality headset"),
    ),
    related: ["serious-games", "innovations-pedagogiques", "e-learning"],
  },
  "ia-educative": {
    id: "ia-educative",
    group: "innovation",
    icon: "brain",
    colour: "#0f766e",
    title: lt("IA éducative", "AI for education"),
    description: lt(
      "Assistants pédagogiques, aide à la correction et détection du décrochage, conçus avec transparence et dans le respect du RGPD.",
      "Teaching assistants, marking support and early dropout detection, designed transparently and in line with the GDPR.",
    ),
    longDescription: [
      lt(
        "L'intelligence artificielle peut faire gagner du temps aux équipes et mieux accompagner les apprenants, à condition d'être utilisée avec discernement. Nous concevons des usages précis : assistant qui répond aux questions administratives, aide à la rédaction des appréciations, exercices adaptés au niveau de l'élève, repérage précoce du décrochage.",
        "Artificial intelligence can save staff time and support learners better, as long as it is used wisely. We design specific uses: an assistant that answers administrative questions, help with writing report comments, exercises adapted to each learner's level, and early detection of students at risk of dropping out.",
      ),
      lt(
        "Chaque projet commence par une analyse d'impact sur la protection des données. Les modèles sont hébergés en Europe, les décisions restent humaines et les usagers savent quand ils échangent avec une IA.",
        "Every project starts with a data protection impact assessment. Models are hosted in Europe, decisions remain human and users always know when they are talking to an AI.",
      ),
    ],
    audience: lt(
      "Établissements qui veulent des usages concrets et maîtrisés de l'IA",
      "Institutions looking for practical, well-governed uses of AI",
    ),
    duration: lt("8 à 12 semaines pour un premier usage", "8 to 12 weeks for a first use case"),
    deliverables: [
      {
        title: lt("Assistant des usagers", "User assistant"),
        text: lt(
          "Réponses aux questions fréquentes, 24 h sur 24, à partir de vos documents.",
          "Answers to common questions, around the clock, based on your own documents.",
        ),
      },
      {
        title: lt("Aide aux enseignants", "Teacher support"),
        text: lt(
          "Suggestions d'appréciations et de corrections, toujours validées par l'enseignant.",
          "Suggested comments and feedback, always approved by the teacher.",
        ),
      },
      {
        title: lt("Alertes de décrochage", "Dropout alerts"),
        text: lt(
          "Signaux croisés : assiduité, résultats, connexions.",
          "Combined signals: attendance, results, log-ins.",
        ),
      },
      {
        title: lt("Cadre de gouvernance", "Governance framework"),
        text: lt(
          "Analyse d'impact, charte d'usage et contrôle humain.",
          "Impact assessment, usage charter and human oversight.",
        ),
      },
    ],
    process: [
      {
        title: lt("Choix des usages", "Choosing use cases"),
        text: lt("Des cas à fort bénéfice et à faible risque.", "High-benefit, low-risk cases first."),
      },
      {
        title: lt("Analyse d'impact", "Impact assessment"),
        text: lt(
          "Protection des données et éthique examinées d'abord.",
          "Data protection and ethics reviewed first.",
        ),
      },
      {
        title: lt("Prototype encadré", "Supervised prototype"),
        text: lt(
          "Test avec un groupe restreint et mesure de la qualité.",
          "Trial with a small group and quality measurement.",
        ),
      },
      {
        title: lt("Généralisation", "Scaling up"),
        text: lt(
          "Déploiement, formation et suivi des résultats.",
          "Roll-out, training and results monitoring.",
        ),
      },
    ],
    outcomes: [
      lt("Des heures administratives économisées chaque semaine", "Administrative hours saved every week"),
      lt("Des élèves en difficulté repérés plus tôt", "Struggling students identified earlier"),
      lt("Une IA comprise et acceptée par les équipes", "AI that staff understand and accept"),
    ],
    image: image(
      "ia-educative",
      lt(
        "Illustration : une conversation avec un assistant pédagogique",
        "Illustration: a conversation with a learning assistant",
      ),
    ),
    related: ["innovations-pedagogiques", "integrations-api", "audit-transformation"],
  },
  "serious-games": {
    id: "serious-games",
    group: "innovation",
    icon: "gamepad-2",
    colour: "#c2410c",
    title: lt("Serious games", "Serious games"),
    description: lt(
      "Des jeux pédagogiques qui motivent et font progresser : gestion d'entreprise, sécurité, orientation, langues.",
      "Learning games that motivate and help learners progress: business management, safety, careers guidance, languages.",
    ),
    longDescription: [
      lt(
        "Un bon serious game fait oublier qu'on apprend, sans jamais perdre de vue l'objectif pédagogique. Nous concevons des jeux de gestion, des escape games numériques, des jeux de rôle et des quiz compétitifs adaptés à vos programmes.",
        "A good serious game makes learners forget they are studying, without ever losing sight of the learning goal. We design management simulations, digital escape games, role-playing games and competitive quizzes built around your curriculum.",
      ),
      lt(
        "Les parties se jouent sur ordinateur, tablette ou mobile, en classe ou à distance. Les scores et les compétences travaillées remontent dans GA Learning pour nourrir l'évaluation.",
        "Games run on computers, tablets or phones, in class or remotely. Scores and the skills practised flow into GA Learning to inform assessment.",
      ),
    ],
    audience: lt(
      "Écoles de commerce, CFA, lycées et organismes de formation",
      "Business schools, apprenticeship centres, secondary schools and training providers",
    ),
    duration: lt("8 à 16 semaines par jeu", "8 to 16 weeks per game"),
    deliverables: [
      {
        title: lt("Jeu sur mesure", "Bespoke game"),
        text: lt(
          "Mécaniques de jeu au service de vos objectifs.",
          "Game mechanics that serve your learning objectives.",
        ),
      },
      {
        title: lt("Mode classe et mode autonome", "Class mode and solo mode"),
        text: lt(
          "Animé par l'enseignant ou joué en autonomie.",
          "Led by the teacher or played independently.",
        ),
      },
      {
        title: lt("Suivi des compétences", "Skills tracking"),
        text: lt(
          "Résultats par compétence transmis à GA Learning.",
          "Results by competency sent to GA Learning.",
        ),
      },
      {
        title: lt("Kit d'animation", "Facilitation kit"),
        text: lt(
          "Déroulé, débriefing et supports pour l'enseignant.",
          "Running order, debrief and teacher materials.",
        ),
      },
    ],
    process: [
      {
        title: lt("Atelier de conception", "Design workshop"),
        text: lt("Objectifs, public et univers du jeu.", "Objectives, audience and game world."),
      },
      {
        title: lt("Prototype jouable", "Playable prototype"),
        text: lt(
          "Testé par de vrais apprenants en quelques semaines.",
          "Tested by real learners within weeks.",
        ),
      },
      {
        title: lt("Production", "Production"),
        text: lt("Graphismes, scénarios et équilibrage.", "Graphics, storylines and balancing."),
      },
      {
        title: lt("Lancement", "Launch"),
        text: lt(
          "Formation des animateurs et suivi des parties.",
          "Facilitator training and game analytics.",
        ),
      },
    ],
    outcomes: [
      lt("Une motivation visible dès la première partie", "Motivation you can see from the first game"),
      lt("Des notions complexes mieux retenues", "Complex ideas remembered better"),
      lt("Un outil réutilisable chaque année", "A tool you can reuse every year"),
    ],
    image: image(
      "serious-games",
      lt(
        "Illustration : une manette de jeu et des étoiles de réussite",
        "Illustration: a game controller and achievement stars",
      ),
    ),
    related: ["vr-ar", "innovations-pedagogiques", "e-learning"],
  },
  "migration-data": {
    id: "migration-data",
    group: "support",
    icon: "database-zap",
    colour: "#047857",
    title: lt("Migration de données", "Data migration"),
    description: lt(
      "Reprise de vos données élèves, notes, finances et documents depuis votre ancien logiciel, sans perte et sans interruption.",
      "Your student, grade, finance and document data moved from your previous software, with nothing lost and no downtime.",
    ),
    longDescription: [
      lt(
        "Changer de logiciel ne doit pas vous faire perdre votre historique. Nous extrayons vos données de l'outil actuel (ou de vos fichiers), les nettoyons, les dédoublonnons et les chargeons dans GA Academic+ en respectant vos nomenclatures.",
        "Changing software should not cost you your history. We extract your data from your current tool (or your files), clean it, remove duplicates and load it into GA Academic+ using your own reference lists.",
      ),
      lt(
        "Des migrations à blanc permettent à vos équipes de vérifier les données avant la bascule définitive, planifiée à un moment qui ne perturbe pas la vie de l'établissement.",
        "Trial migrations let your staff check the data before the final switch-over, scheduled at a time that does not disrupt the life of the institution.",
      ),
    ],
    audience: lt(
      "Établissements qui quittent un autre logiciel de gestion",
      "Institutions leaving another management system",
    ),
    duration: lt("4 à 8 semaines, bascule comprise", "4 to 8 weeks, switch-over included"),
    deliverables: [
      {
        title: lt("Cartographie des données", "Data mapping"),
        text: lt(
          "Correspondance entre l'ancien système et GA, validée avec vous.",
          "Mapping between the old system and GA, agreed with you.",
        ),
      },
      {
        title: lt("Nettoyage et dédoublonnage", "Cleaning and de-duplication"),
        text: lt("Données fiabilisées avant leur reprise.", "Data made reliable before it is loaded."),
      },
      {
        title: lt("Migrations à blanc", "Trial migrations"),
        text: lt(
          "Deux essais complets vérifiés par vos équipes.",
          "Two full trial runs checked by your staff.",
        ),
      },
      {
        title: lt("Bascule et contrôle", "Switch-over and checks"),
        text: lt(
          "Reprise finale et rapport de contrôle signé.",
          "Final load and a signed reconciliation report.",
        ),
      },
    ],
    process: [
      {
        title: lt("Inventaire", "Inventory"),
        text: lt("Sources, volumes et historique à reprendre.", "Sources, volumes and history to migrate."),
      },
      {
        title: lt("Correspondances", "Mapping"),
        text: lt("Règles de transformation documentées.", "Documented transformation rules."),
      },
      {
        title: lt("Essais", "Trial runs"),
        text: lt("Contrôles croisés et corrections.", "Cross-checks and corrections."),
      },
      {
        title: lt("Bascule", "Switch-over"),
        text: lt("Reprise définitive et assistance renforcée.", "Final migration and extra support."),
      },
    ],
    outcomes: [
      lt("Aucun historique perdu", "No history lost"),
      lt("Des données plus fiables qu'avant", "Data more reliable than before"),
      lt("Une bascule sans interruption de service", "A switch-over with no interruption"),
    ],
    image: image(
      "migration-data",
      lt("Illustration : des serveurs échangeant des données", "Illustration: servers exchanging data"),
    ),
    related: ["integrations-api", "accompagnement-deploiement", "audit-transformation"],
  },
  "formation-equipes": {
    id: "formation-equipes",
    group: "support",
    icon: "presentation",
    colour: "#be185d",
    title: lt("Formation des équipes", "Team training"),
    description: lt(
      "Des formations sur site ou à distance pour rendre vos équipes autonomes sur GA : administratifs, enseignants, administrateurs.",
      "On-site or remote training that makes your teams self-sufficient on GA: administrative staff, teachers, administrators.",
    ),
    longDescription: [
      lt(
        "Nos formateurs connaissent le quotidien des établissements. Ils construisent des sessions par métier : la scolarité apprend à gérer une campagne d'inscription, les enseignants à saisir notes et appréciations, les administrateurs à paramétrer la plateforme.",
        "Our trainers know what life in an institution is like. They build sessions by role: registry staff learn to run an enrolment campaign, teachers to enter marks and comments, administrators to configure the platform.",
      ),
      lt(
        "Les formations se déroulent sur vos propres données, en petits groupes, sur site ou en classe virtuelle. Chaque participant repart avec des guides pas à pas et un accès aux tutoriels vidéo.",
        "Sessions use your own data, in small groups, on site or in a virtual classroom. Every participant leaves with step-by-step guides and access to video tutorials.",
      ),
    ],
    audience: lt("Toutes les équipes qui utilisent GA au quotidien", "Every team that uses GA day to day"),
    duration: lt("Sessions de 2 h à 2 jours", "Sessions from 2 hours to 2 days"),
    deliverables: [
      {
        title: lt("Plan de formation", "Training plan"),
        text: lt("Parcours par métier et calendrier adapté.", "Paths by role and a calendar that suits you."),
      },
      {
        title: lt("Sessions pratiques", "Hands-on sessions"),
        text: lt("Sur vos données, en petits groupes.", "On your own data, in small groups."),
      },
      {
        title: lt("Supports et vidéos", "Guides and videos"),
        text: lt("Guides pas à pas et tutoriels courts.", "Step-by-step guides and short tutorials."),
      },
      {
        title: lt("Attestations", "Certificates"),
        text: lt("Attestations de formation pour vos dossiers.", "Training certificates for your records."),
      },
    ],
    process: [
      {
        title: lt("Recueil des besoins", "Needs gathering"),
        text: lt("Profils, niveaux et priorités.", "Profiles, skill levels and priorities."),
      },
      {
        title: lt("Programme", "Programme"),
        text: lt("Contenus et exercices sur mesure.", "Tailored content and exercises."),
      },
      {
        title: lt("Sessions", "Sessions"),
        text: lt("Sur site ou en classe virtuelle.", "On site or in a virtual classroom."),
      },
      {
        title: lt("Évaluation", "Evaluation"),
        text: lt("Satisfaction et acquis mesurés.", "Satisfaction and learning measured."),
      },
    ],
    outcomes: [
      lt("Des équipes autonomes rapidement", "Teams that are quickly self-sufficient"),
      lt("Moins de demandes d'assistance", "Fewer support requests"),
      lt("Toutes les fonctions réellement utilisées", "Every feature actually used"),
    ],
    image: image(
      "formation-equipes",
      lt(
        "Illustration : une session de formation devant un tableau",
        "Illustration: a training session in front of a board",
      ),
    ),
    related: ["accompagnement-deploiement", "accompagnement-projet", "e-learning"],
  },
  "audit-transformation": {
    id: "audit-transformation",
    group: "support",
    icon: "search-check",
    colour: "#b45309",
    title: lt("Audit et transformation numérique", "Digital audit and transformation"),
    description: lt(
      `Un diagnostic de vos processus et de vos outils, à commencer par un audit gratuit de ${cv("audit2Hours").fr} sur site, et une feuille de route réaliste.`,
      `A review of your processes and tools, starting with a free on-site audit lasting ${cv("audit2Hours").en}, and a realistic roadmap.`,
    ),
    longDescription: [
      lt(
        `Tout commence par un audit gratuit de ${cv("audit2Hours").fr} sur site : un consultant rencontre la direction et les services clés, observe vos processus de scolarité, d'examens et de finances, et identifie les gains rapides.`,
        `It all starts with a free on-site audit lasting ${cv("audit2Hours").en}: a consultant meets your leadership and key departments, observes your admissions, exams and finance processes, and identifies quick wins.`,
      ),
      lt(
        "Si vous le souhaitez, nous poursuivons par un diagnostic complet : cartographie des outils, analyse des flux de données, sécurité, conformité RGPD et accessibilité, jusqu'à une feuille de route chiffrée et priorisée.",
        "If you wish, we follow up with a full assessment: a map of your tools, data flows, security, GDPR compliance and accessibility, leading to a priced and prioritised roadmap.",
      ),
    ],
    audience: lt(
      "Directions qui veulent y voir clair avant d'investir",
      "Leadership teams who want a clear view before investing",
    ),
    duration: lt(
      `Audit de ${cv("audit2Hours").fr}, diagnostic complet en 3 à 6 semaines`,
      `On-site audit: ${cv("audit2Hours").en}; full assessment: 3 to 6 weeks`,
    ),
    deliverables: [
      {
        title: lt("Audit sur site gratuit", "Free on-site audit"),
        text: lt(
          "Deux heures avec vos équipes et une synthèse écrite.",
          "Two hours with your teams and a written summary.",
        ),
      },
      {
        title: lt("Cartographie", "Systems map"),
        text: lt("Vos outils, vos données et leurs échanges.", "Your tools, your data and how they connect."),
      },
      {
        title: lt("Analyse des risques", "Risk review"),
        text: lt(
          "Sécurité, RGPD, accessibilité et continuité.",
          "Security, GDPR, accessibility and continuity.",
        ),
      },
      {
        title: lt("Feuille de route", "Roadmap"),
        text: lt(
          "Actions priorisées, chiffrées et planifiées.",
          "Prioritised, priced and scheduled actions.",
        ),
      },
    ],
    process: [
      {
        title: lt("Audit de deux heures", "Two-hour audit"),
        text: lt("Sur site, sans engagement.", "On site, with no commitment."),
      },
      {
        title: lt("Entretiens", "Interviews"),
        text: lt("Direction, services et usagers.", "Leadership, departments and users."),
      },
      {
        title: lt("Analyse", "Analysis"),
        text: lt("Processus, outils, données et risques.", "Processes, tools, data and risks."),
      },
      {
        title: lt("Restitution", "Presentation"),
        text: lt("Feuille de route présentée à la direction.", "Roadmap presented to leadership."),
      },
    ],
    outcomes: [
      lt("Une vision claire de vos priorités", "A clear view of your priorities"),
      lt("Des investissements mieux ciblés", "Better-targeted investment"),
      lt("Des risques identifiés avant qu'ils ne coûtent", "Risks identified before they cost you"),
    ],
    image: image(
      "audit-transformation",
      lt(
        "Illustration : un écran d'analyse avec des graphiques",
        "Illustration: an analysis screen with charts",
      ),
    ),
    related: ["accompagnement-projet", "migration-data", "integrations-api"],
  },
  "integrations-api": {
    id: "integrations-api",
    group: "digital",
    icon: "plug-zap",
    colour: "#0e7490",
    title: lt("Intégrations et API", "Integrations and API"),
    description: lt(
      "Relier GA à votre annuaire, votre comptabilité, votre paie, votre site et vos outils métier grâce à une API documentée.",
      "Connect GA to your directory, accounting, payroll, website and business tools through a documented API.",
    ),
    longDescription: [
      lt(
        "Votre système d'information ne se résume pas à un logiciel. Nous connectons GA Academic+ et GA Learning à vos outils : annuaire et authentification unique, comptabilité et paie, plateforme de candidature, site web, entrepôt de données, outils de messagerie.",
        "Your information system is more than one piece of software. We connect GA Academic+ and GA Learning to your tools: directory and single sign-on, accounting and payroll, application platform, website, data warehouse and messaging tools.",
      ),
      lt(
        "Nos intégrations s'appuient sur l'API publique de GA, des jetons d'accès à durée limitée et des clés publiées : elles sont sûres, supervisées et documentées pour vos équipes.",
        "Our integrations rely on GA's public API, short-lived access tokens and published keys: they are secure, monitored and documented for your teams.",
      ),
    ],
    audience: lt(
      "DSI et équipes techniques des établissements",
      "IT departments and technical teams in institutions",
    ),
    duration: lt("2 à 8 semaines par intégration", "2 to 8 weeks per integration"),
    deliverables: [
      {
        title: lt("Authentification unique", "Single sign-on"),
        text: lt(
          "SAML ou OpenID Connect avec votre annuaire.",
          "SAML or OpenID Connect with your directory.",
        ),
      },
      {
        title: lt("Flux comptables et paie", "Accounting and payroll feeds"),
        text: lt(
          "Écritures et éléments variables transmis automatiquement.",
          "Journal entries and payroll variables sent automatically.",
        ),
      },
      {
        title: lt("Connecteurs sur mesure", "Custom connectors"),
        text: lt(
          "Vers vos outils métier et votre entrepôt de données.",
          "To your business tools and data warehouse.",
        ),
      },
      {
        title: lt("Supervision", "Monitoring"),
        text: lt("Alertes, journaux et reprise sur erreur.", "Alerts, logs and error recovery."),
      },
    ],
    process: [
      {
        title: lt("Cartographie des flux", "Flow mapping"),
        text: lt(
          "Quelles données, dans quel sens, à quelle fréquence.",
          "Which data, in which direction, how often.",
        ),
      },
      {
        title: lt("Spécifications", "Specifications"),
        text: lt("Formats, sécurité et règles de gestion.", "Formats, security and business rules."),
      },
      {
        title: lt("Développement et tests", "Build and test"),
        text: lt("Sur un environnement de recette dédié.", "On a dedicated test environment."),
      },
      {
        title: lt("Mise en production", "Go-live"),
        text: lt("Supervision et documentation remise.", "Monitoring and documentation handed over."),
      },
    ],
    outcomes: [
      lt("Plus aucune double saisie entre vos outils", "No more double entry between tools"),
      lt("Des données cohérentes partout", "Consistent data everywhere"),
      lt("Des intégrations que vos équipes comprennent", "Integrations your teams understand"),
    ],
    image: image(
      "integrations-api",
      lt(
        "Illustration : des applications reliées à une base de données centrale",
        "Illustration: applications connected to a central database",
      ),
    ),
    related: ["migration-data", "sites-web-portails", "developpement-applications"],
  },
  "accompagnement-deploiement": {
    id: "accompagnement-deploiement",
    group: "support",
    icon: "rocket",
    colour: "#1d4ed8",
    title: lt("Accompagnement au déploiement", "Deployment support"),
    description: lt(
      "Un chef de projet dédié, un paramétrage sur mesure et un démarrage accompagné pour une rentrée sereine sur GA.",
      "A dedicated project manager, tailored configuration and supported go-live for a smooth start of term on GA.",
    ),
    longDescription: [
      lt(
        "Du contrat à la première rentrée, un chef de projet GA vous accompagne. Il paramètre la plateforme avec vos équipes (structure, formations, tarifs, modèles de documents), organise la reprise des données et planifie les formations.",
        "From contract to your first term, a GA project manager is at your side. They configure the platform with your teams (structure, programmes, fees, document templates), organise data migration and schedule training.",
      ),
      lt(
        "Au démarrage, notre équipe assure une présence renforcée : assistance prioritaire, points quotidiens et ajustements rapides, jusqu'à ce que vos équipes soient pleinement à l'aise.",
        "At go-live, our team provides extra cover: priority support, daily check-ins and quick adjustments, until your staff feel fully at ease.",
      ),
    ],
    audience: lt("Tout nouvel établissement client de GA", "Every new GA customer"),
    duration: lt(
      "6 à 12 semaines selon la taille de l'établissement",
      "6 to 12 weeks depending on the size of the institution",
    ),
    deliverables: [
      {
        title: lt("Chef de projet dédié", "Dedicated project manager"),
        text: lt("Un interlocuteur unique du début à la fin.", "One point of contact from start to finish."),
      },
      {
        title: lt("Paramétrage complet", "Full configuration"),
        text: lt("Structure, formations, tarifs et modèles.", "Structure, programmes, fees and templates."),
      },
      {
        title: lt("Plan de démarrage", "Go-live plan"),
        text: lt(
          "Calendrier, répétitions et critères de lancement.",
          "Schedule, rehearsals and go/no-go criteria.",
        ),
      },
      {
        title: lt("Assistance renforcée", "Extra support"),
        text: lt(
          "Support prioritaire pendant les premières semaines.",
          "Priority support during the first weeks.",
        ),
      },
    ],
    process: [
      {
        title: lt("Lancement", "Kick-off"),
        text: lt("Objectifs, équipe projet et calendrier.", "Goals, project team and schedule."),
      },
      {
        title: lt("Paramétrage", "Configuration"),
        text: lt("Ateliers par service et validation.", "Workshops by department and sign-off."),
      },
      {
        title: lt("Répétition générale", "Dress rehearsal"),
        text: lt("Tests des processus clés sur vos données.", "Key processes tested on your data."),
      },
      {
        title: lt("Démarrage", "Go-live"),
        text: lt("Présence renforcée et bilan à 30 jours.", "Extra presence and a 30-day review."),
      },
    ],
    outcomes: [
      lt("Une rentrée sans mauvaise surprise", "A start of term without nasty surprises"),
      lt("Une plateforme configurée selon vos règles", "A platform configured to your rules"),
      lt("Des équipes confiantes dès le premier jour", "Staff confident from day one"),
    ],
    image: image(
      "accompagnement-deploiement",
      lt(
        "Illustration : une fusée au décollage au-dessus d'un tableau de bord",
        "Illustration: a rocket lifting off above a dashboard",
      ),
    ),
    related: ["migration-data", "formation-equipes", "accompagnement-projet"],
  },
};

/** Groups of the services index, in order. */
export const SERVICE_GROUPS: readonly { id: ServiceGroup; title: LText; intro: LText }[] = [
  {
    id: "digital",
    title: lt("Développement digital", "Digital development"),
    intro: lt(
      "Applications, sites, portails et intégrations, reliés à vos données GA.",
      "Apps, websites, portals and integrations, connected to your GA data.",
    ),
  },
  {
    id: "innovation",
    title: lt("Innovation pédagogique", "Teaching innovation"),
    intro: lt(
      "E-learning, réalité virtuelle, serious games et IA au service des apprentissages.",
      "E-learning, virtual reality, serious games and AI in the service of learning.",
    ),
  },
  {
    id: "support",
    title: lt("Accompagnement", "Support and advice"),
    intro: lt(
      "Audit, pilotage de projet, migration, déploiement et formation de vos équipes.",
      "Audits, project management, migration, deployment and training for your teams.",
    ),
  },
];

/** Texts around the content of a service page and of the services index. */
export const SERVICE_PAGE_LABELS = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  services: lt("Services", "Services"),
  eyebrow: lt("GA Services", "GA Services"),
  audience: lt("Pour qui", "Who it is for"),
  duration: lt("Durée type", "Typical timeline"),
  approach: lt("Notre approche", "Our approach"),
  deliverables: lt("Ce que nous livrons", "What we deliver"),
  process: lt("Comment nous travaillons", "How we work"),
  outcomes: lt("Ce que vous y gagnez", "What you gain"),
  related: lt("Services complémentaires", "Related services"),
  relatedLink: lt("Découvrir le service", "Explore the service"),
  ctaTitle: lt("Parlons de votre projet", "Let's talk about your project"),
  ctaText: lt(
    `Décrivez-nous votre besoin : un expert vous répond sous ${cv("quoteReplyIn24h").fr} et vous recevez une proposition chiffrée sous ${cv("quoteIn5Days").fr}.`,
    `Tell us what you need: an expert replies within ${cv("quoteReplyIn24h").en} and you receive a priced proposal within ${cv("quoteIn5Days").en}.`,
  ),
  ctaPrimary: lt("Demander un devis", "Request a quote"),
  ctaSecondary: lt("Parler à un expert", "Talk to an expert"),
  indexListTitle: lt("Nos services", "Our services"),
  indexWhyTitle: lt("Pourquoi GA Services", "Why GA Services"),
  indexWhy: [
    {
      icon: "graduation-cap",
      title: lt("Des experts de l'éducation", "Education specialists"),
      text: lt(
        "Nos consultants ont travaillé en établissement : ils parlent votre langue.",
        "Our consultants have worked in schools and universities: they speak your language.",
      ),
    },
    {
      icon: "database-zap",
      title: lt("Relié à vos données", "Connected to your data"),
      text: lt(
        "Chaque projet s'appuie sur GA Academic+ et GA Learning : pas de silo supplémentaire.",
        "Every project builds on GA Academic+ and GA Learning: no extra silos.",
      ),
    },
    {
      icon: "shield-check",
      title: lt("Sécurité et conformité", "Security and compliance"),
      text: lt(
        `Une organisation certifiée ${cv("iso27001").fr}, des données hébergées en France et conformes au ${cv("gdpr").fr}.`,
        `An ${cv("iso27001").en} certified organisation, data hosted in France and ${cv("gdpr").en} compliant.`,
      ),
    },
  ],
} as const;
