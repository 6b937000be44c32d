/**
 * The slugs and ids of the pages generated from content: the service pages, the module pages (with
 * the content set each slug shows) and the blog's articles. Content owns them, as it owns the texts
 * of those pages; the route table (`app/lib/routing/pages.ts`) re-exports them for the sitemap, the
 * redirects and the route checks. Listed here without their texts, so that reading a slug costs
 * the reader no page body.
 */

/** The 13 service pages under /services (spec §2). */
export const SERVICE_IDS = [
  "developpement-applications",
  "sites-web-portails",
  "accompagnement-projet",
  "innovations-pedagogiques",
  "e-learning",
  "vr-ar",
  "ia-educative",
  "serious-games",
  "migration-data",
  "formation-equipes",
  "audit-transformation",
  "integrations-api",
  "accompagnement-deploiement",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/**
 * The blog's articles under /ressources/blog (their content lives in content/resources/blog.ts;
 * a unit test keeps both lists equal).
 */
export const BLOG_SLUGS = [
  "preparer-la-rentree",
  "rgpd-etablissements-scolaires",
  "cfa-suivre-alternance",
  "decrochage-signaux-faibles",
  "classes-virtuelles-bonnes-pratiques",
  "choisir-logiciel-gestion",
] as const;

/** Module detail slugs and the content set each one shows (spec §2). */
export const MODULE_SLUGS = {
  "gestion-financiere": "finance",
  "finance-comptabilite": "finance",
  finance: "finance",
  "gestion-etudiants": "etudiants",
  etudiants: "etudiants",
  "academique-pedagogie": "academique",
  "gestion-academique": "academique",
  "gestion-examens": "examens",
  examens: "examens",
  elearning: "e-learning",
  "formation-en-ligne": "e-learning",
  "e-learning": "e-learning",
  rh: "ressources-humaines",
  "gestion-rh": "ressources-humaines",
  "ressources-humaines": "ressources-humaines",
  "vie-etudiante": "services-etudiants",
  "services-etudiants": "services-etudiants",
  "gestion-evaluations": "evaluations",
  evaluations: "evaluations",
  sante: "sante-bien-etre",
  medical: "sante-bien-etre",
  "sante-medical": "sante-bien-etre",
  administration: "configuration-systeme",
  configuration: "configuration-systeme",
  "configuration-systeme": "configuration-systeme",
  partenariats: "relations-partenariats",
  crm: "relations-partenariats",
  "relations-partenariats": "relations-partenariats",
  patrimoine: "ressources-patrimoine",
  "gestion-patrimoine": "ressources-patrimoine",
  "ressources-patrimoine": "ressources-patrimoine",
} as const;
export type ModuleSlug = keyof typeof MODULE_SLUGS;
export type ModuleSetId = (typeof MODULE_SLUGS)[ModuleSlug];

/** The module pages named in the Modules section (spec §2), in menu order. */
export const MODULE_MENU_SLUGS = [
  "etudiants",
  "academique-pedagogie",
  "evaluations",
  "examens",
  "finance",
  "ressources-humaines",
  "services-etudiants",
  "ressources-patrimoine",
  "sante-medical",
  "relations-partenariats",
  "e-learning",
  "configuration-systeme",
] as const satisfies readonly ModuleSlug[];
