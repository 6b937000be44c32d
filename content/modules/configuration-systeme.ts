import { lt } from "../localized.ts";
import { testimonial } from "../testimonials.ts";
import { screenshot, type ModuleContent } from "./types.ts";

export const configurationSysteme: ModuleContent = {
  id: "configuration-systeme",
  icon: "settings",
  colour: "#475569",
  colourDark: "#cbd5e1",
  title: lt("Configuration et administration", "Configuration and administration"),
  description: lt(
    "Utilisateurs, droits, authentification unique, sites, année scolaire et intégrations : les fondations de votre plateforme.",
    "Users, permissions, single sign-on, sites, academic year and integrations: the foundations of your platform.",
  ),
  longDescription: [
    lt(
      "Le module Configuration et administration permet à vos équipes informatiques et à vos administrateurs fonctionnels de paramétrer GA Academic+ sans développement : structure de l'établissement, sites et campus, calendrier de l'année, nomenclatures, modèles de documents et circuits de validation.",
      "The Configuration and administration module lets your IT team and system administrators set up GA Academic+ without any development: institution structure, sites and campuses, academic calendar, reference lists, document templates and approval workflows.",
    ),
    lt(
      "Les comptes sont créés automatiquement à l'inscription et fermés au départ, les droits s'attribuent par profil, et l'authentification unique s'appuie sur votre annuaire. Journaux d'audit, sauvegardes et API documentée complètent l'ensemble.",
      "Accounts are created automatically at enrolment and closed when people leave, permissions are granted by role, and single sign-on relies on your directory. Audit logs, backups and a documented API complete the picture.",
    ),
  ],
  keyBenefits: [
    {
      icon: "key-round",
      title: lt("Authentification unique", "Single sign-on"),
      text: lt(
        "SAML, OpenID Connect et annuaires existants : un seul mot de passe pour tous.",
        "SAML, OpenID Connect and existing directories: one password for everyone.",
      ),
    },
    {
      icon: "shield-check",
      title: lt("Droits par profil", "Role-based permissions"),
      text: lt(
        "Des profils prêts à l'emploi, ajustables finement, par site et par formation.",
        "Ready-made roles, finely adjustable, per site and per programme.",
      ),
    },
    {
      icon: "workflow",
      title: lt("Paramétrage sans code", "No-code configuration"),
      text: lt(
        "Formulaires, modèles de documents et circuits de validation modifiables par vos équipes.",
        "Forms, document templates and approval workflows your own staff can change.",
      ),
    },
    {
      icon: "plug-zap",
      title: lt("API ouverte", "Open API"),
      text: lt(
        "Une API documentée pour relier GA à votre système d'information.",
        "A documented API to connect GA with the rest of your information system.",
      ),
    },
  ],
  useCases: [
    {
      title: lt("Groupe scolaire multi-sites", "Multi-site school group"),
      text: lt(
        "Chaque site garde ses paramètres propres, la direction du groupe voit l'ensemble.",
        "Each site keeps its own settings while group management sees everything.",
      ),
    },
    {
      title: lt("Université avec annuaire central", "University with a central directory"),
      text: lt(
        "Les comptes GA sont alimentés par l'annuaire et la connexion passe par le service d'authentification de l'université.",
        "GA accounts are fed from the directory and sign-in goes through the university's identity provider.",
      ),
    },
    {
      title: lt("Passage d'année", "Year-end rollover"),
      text: lt(
        "La nouvelle année scolaire se prépare en parallèle, puis bascule en une opération.",
        "The new academic year is prepared alongside the current one, then switched over in one step.",
      ),
    },
  ],
  features: [
    {
      title: lt("Structure et sites", "Structure and sites"),
      text: lt(
        "Établissements, campus, départements et services.",
        "Institutions, campuses, departments and services.",
      ),
    },
    {
      title: lt("Gestion des comptes", "Account management"),
      text: lt(
        "Création automatique, invitations, désactivation au départ.",
        "Automatic creation, invitations, deactivation when people leave.",
      ),
    },
    {
      title: lt("Profils et permissions", "Roles and permissions"),
      text: lt(
        "Matrice des droits lisible, héritage et délégation.",
        "Readable permission matrix, inheritance and delegation.",
      ),
    },
    {
      title: lt("Modèles de documents", "Document templates"),
      text: lt(
        "Certificats, courriers et contrats à vos couleurs.",
        "Certificates, letters and contracts in your branding.",
      ),
    },
    {
      title: lt("Journaux d'audit", "Audit logs"),
      text: lt("Connexions, consultations et modifications tracées.", "Sign-ins, views and changes logged."),
    },
    {
      title: lt("Sauvegardes et réversibilité", "Backups and reversibility"),
      text: lt(
        "Sauvegardes quotidiennes et export complet de vos données à tout moment.",
        "Daily backups and a full export of your data at any time.",
      ),
    },
  ],
  uniqueStrengths: [
    {
      title: lt("Double authentification pour tous", "Two-factor authentication for all"),
      text: lt(
        "Application d'authentification ou codes de secours, imposable par profil.",
        "Authenticator app or backup codes, enforceable per role.",
      ),
    },
    {
      title: lt("Vos données vous appartiennent", "Your data belongs to you"),
      text: lt(
        "Export complet dans des formats ouverts, sans frais de sortie.",
        "Full export in open formats, with no exit fees.",
      ),
    },
    {
      title: lt("Sécurité certifiée", "Certified security"),
      text: lt(
        "Une organisation certifiée ISO 27001 et un hébergement en France.",
        "An ISO 27001 certified organisation and hosting in France.",
      ),
    },
  ],
  testimonials: [
    testimonial(
      "Julien Marchand",
      lt("Directeur des systèmes d'information", "Chief Information Officer"),
      "École de Management Val de Loire",
      lt(
        "L'authentification unique avec notre annuaire a été mise en place en une journée. Les comptes des étudiants se créent et se ferment tout seuls.",
        "Single sign-on with our directory was set up in a day. Student accounts now open and close on their own.",
      ),
    ),
    testimonial(
      "Amandine Noël",
      lt("Administratrice fonctionnelle", "Systems administrator"),
      "Groupe scolaire Les Tilleuls, Lyon",
      lt(
        "Je modifie moi-même les modèles de certificats et les circuits de validation. Nous ne dépendons plus d'un prestataire pour chaque changement.",
        "I edit certificate templates and approval workflows myself. We no longer depend on a contractor for every change.",
      ),
    ),
  ],
  screenshots: [
    screenshot(
      "configuration-systeme",
      1,
      lt("Utilisateurs et profils", "Users and roles"),
      lt(
        "Comptes actifs par profil, connexions récentes et double authentification.",
        "Active accounts by role, recent sign-ins and two-factor status.",
      ),
    ),
    screenshot(
      "configuration-systeme",
      2,
      lt("Journal d'audit", "Audit log"),
      lt(
        "Qui a fait quoi et quand, filtrable par utilisateur, module et date.",
        "Who did what and when, filterable by user, module and date.",
      ),
    ),
  ],
  related: ["etudiants", "finance", "relations-partenariats"],
};
