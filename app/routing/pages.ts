/**
 * The one table of the site's pages (spec §2). `app/routes.ts`, the sitemap, the header and footer,
 * the search palette and the end-to-end tests all read it. Paths are the French ones; every page
 * also exists in English under `/en` with the same slug (DECISIONS.md point 4).
 */

export type PageArea = "public" | "auth" | "checkout" | "account" | "admin";

export interface PageDef {
  /** Stable key; also the key of the page's texts in the content sources. */
  readonly id: string;
  /** French path as the spec gives it; `:param` segments for pages generated from content. */
  readonly path: string;
  /** Route module, relative to `app/`. */
  readonly file: string;
  readonly area: PageArea;
  /** This path renders the same page as another one (its canonical URL points there). */
  readonly aliasOf?: string;
}

function page<const I extends string>(
  id: I,
  path: string,
  file: string,
  area: PageArea = "public",
  aliasOf?: string,
): PageDef & { readonly id: I } {
  return aliasOf ? { id, path, file, area, aliasOf } : { id, path, file, area };
}

export const PAGES = [
  page("home", "/", "routes/marketing/home.tsx"),
  page("auth", "/auth", "routes/auth/auth.tsx", "auth"),
  page("contact", "/contact", "routes/marketing/contact.tsx"),
  page("demo", "/demo", "routes/marketing/demo.tsx"),
  page("quote", "/devis", "routes/marketing/quote.tsx"),
  page("lms", "/lms", "routes/marketing/lms.tsx"),
  page("sectors", "/secteurs", "routes/marketing/sectors.tsx"),
  page("about", "/about", "routes/marketing/about.tsx"),
  page("services", "/services", "routes/marketing/services.tsx"),
  page("service", "/services/:serviceId", "routes/marketing/service.tsx"),
  page("pricingOverview", "/pricing", "routes/marketing/pricing.tsx", "public", "pricing"),
  page("legal", "/legal", "routes/marketing/legal.tsx"),
  page("success", "/success", "routes/marketing/success.tsx"),
  page("checkout", "/checkout", "routes/checkout/checkout.tsx", "checkout"),
  page("checkoutPlan", "/checkout/:planId", "routes/checkout/checkout.tsx", "checkout"),
  page("search", "/recherche", "routes/marketing/search.tsx"),
  page("keyboardShortcuts", "/raccourcis-clavier", "routes/marketing/keyboard-shortcuts.tsx"),

  page("software", "/logiciel", "routes/marketing/software.tsx"),
  page("softwareStandard", "/logiciel/standard", "routes/marketing/software-edition.tsx"),
  page("softwarePremium", "/logiciel/premium", "routes/marketing/software-edition.tsx"),
  page("softwareUltimate", "/logiciel/ultimate", "routes/marketing/software-edition.tsx"),
  page("softwareFlex", "/logiciel/flex", "routes/marketing/software-edition.tsx"),
  page("softwareComparison", "/logiciel/comparaison", "routes/marketing/software-comparison.tsx"),

  page("modules", "/modules", "routes/marketing/modules.tsx"),
  page("module", "/modules/:moduleId", "routes/marketing/module.tsx"),

  page("solutions", "/solutions", "routes/marketing/solutions.tsx"),
  page("solutionSchools", "/solutions/ecoles", "routes/marketing/solution.tsx"),
  page("solutionSecondary", "/solutions/colleges-lycees", "routes/marketing/solution.tsx"),
  page("solutionHigherEd", "/solutions/superieur", "routes/marketing/solution.tsx"),
  page("solutionAcademic", "/solutions/ga-academic", "routes/marketing/solution.tsx"),
  page("solutionLearning", "/solutions/ga-learning", "routes/marketing/solution.tsx"),
  page("solutionServices", "/solutions/ga-services", "routes/marketing/solution.tsx"),
  page(
    "solutionEnterprise",
    "/solutions/ga-enterprise",
    "routes/marketing/software-edition.tsx",
    "public",
    "softwareFlex",
  ),

  page("pricing", "/tarification", "routes/marketing/pricing.tsx"),
  page("pricingComparison", "/tarification/comparaison", "routes/marketing/pricing-comparison.tsx"),
  page("calculator", "/tarification/calculateur", "routes/marketing/calculator.tsx"),
  page("calculatorShort", "/calculateur", "routes/marketing/calculator.tsx", "public", "calculator"),
  page("pricingFaq", "/tarification/faq", "routes/marketing/pricing-faq.tsx"),
  page("pricingMigration", "/tarification/migration", "routes/marketing/pricing-migration.tsx"),
  page("planEssential", "/tarification/essential", "routes/marketing/plan.tsx"),
  page("planPremium", "/tarification/premium", "routes/marketing/plan.tsx"),
  page("planExcellence", "/tarification/excellence", "routes/marketing/plan.tsx"),

  page("resources", "/ressources", "routes/marketing/resources.tsx"),
  page("resourceDocumentation", "/ressources/documentation", "routes/marketing/resource.tsx"),
  page("resourceTraining", "/ressources/formation", "routes/marketing/resource.tsx"),
  page("resourceSupport", "/ressources/support", "routes/marketing/resource.tsx"),
  page("resourceBlog", "/ressources/blog", "routes/marketing/resource.tsx"),
  page("resourceApi", "/ressources/api", "routes/marketing/resource.tsx"),
  page("resourceDownloads", "/ressources/telechargements", "routes/marketing/resource.tsx"),
  page("resourceCaseStudies", "/ressources/cas-usage", "routes/marketing/resource.tsx"),
  page("resourceWebinars", "/ressources/webinaires", "routes/marketing/resource.tsx"),
  page("blogArticle", "/ressources/blog/:slug", "routes/marketing/blog-article.tsx"),

  page("dashboard", "/dashboard", "routes/dashboard/overview.tsx", "account"),
  page("dashboardProfile", "/dashboard/profile", "routes/dashboard/profile.tsx", "account"),
  page("dashboardSubscription", "/dashboard/subscription", "routes/dashboard/subscription.tsx", "account"),
  page("dashboardBilling", "/dashboard/billing", "routes/dashboard/billing.tsx", "account"),
  page(
    "dashboardPaymentMethods",
    "/dashboard/payment-methods",
    "routes/dashboard/payment-methods.tsx",
    "account",
  ),
  page("dashboardSupport", "/dashboard/support", "routes/dashboard/support.tsx", "account"),

  page("admin", "/admin", "routes/admin/overview.tsx", "admin"),
  page("adminClients", "/admin/clients", "routes/admin/clients.tsx", "admin"),
  page("adminQuotes", "/admin/quotes", "routes/admin/quotes.tsx", "admin"),
  page("adminAnalytics", "/admin/analytics", "routes/admin/analytics.tsx", "admin"),
  page("adminBilling", "/admin/billing", "routes/admin/billing.tsx", "admin"),
  page("adminSubscriptions", "/admin/subscriptions", "routes/admin/subscriptions.tsx", "admin"),
  page("adminSupport", "/admin/support", "routes/admin/support.tsx", "admin"),
  page("adminSettings", "/admin/settings", "routes/admin/settings.tsx", "admin"),
  page("adminConfiguration", "/admin/configuration", "routes/admin/configuration.tsx", "admin"),
  page("adminLead", "/admin/quotes/:leadId", "routes/admin/lead.tsx", "admin"),
  page("adminClient", "/admin/clients/:clientId", "routes/admin/client.tsx", "admin"),
  page("adminLogs", "/admin/logs", "routes/admin/logs.tsx", "admin"),
  page("adminSystem", "/admin/system", "routes/admin/system.tsx", "admin"),
  page("adminReports", "/admin/reports", "routes/admin/reports.tsx", "admin"),
  page("adminBackups", "/admin/backups", "routes/admin/backups.tsx", "admin"),
  page("adminTicket", "/admin/support/:ticketId", "routes/admin/ticket.tsx", "admin"),
  page("adminInvoice", "/admin/billing/:invoiceId", "routes/admin/invoice.tsx", "admin"),
] as const satisfies readonly PageDef[];

export type PageId = (typeof PAGES)[number]["id"];

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
 * The blog's articles under /ressources/blog (their content lives in app/content/resources/blog.ts;
 * a unit test keeps both lists equal). Listed here, without their text, so that the sitemap and the
 * route checks know every article page.
 */
export const BLOG_SLUGS = [
  "preparer-la-rentree",
  "rgpd-etablissements-scolaires",
  "cfa-suivre-alternance",
  "decrochage-signaux-faibles",
  "classes-virtuelles-bonnes-pratiques",
  "choisir-logiciel-gestion",
] as const;

/** Old service slugs answer a permanent redirect to their page (spec §2). */
export const SERVICE_REDIRECTS: Readonly<Record<string, ServiceId>> = {
  "app-mobile": "developpement-applications",
  "site-web": "sites-web-portails",
  "e-learning-custom": "e-learning",
  "realite-virtuelle": "vr-ar",
  "modules-interactifs": "innovations-pedagogiques",
  formation: "formation-equipes",
  audit: "audit-transformation",
  accompagnement: "accompagnement-deploiement",
};

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

export const PAGE_BY_ID: Readonly<Record<PageId, PageDef>> = Object.fromEntries(
  PAGES.map((p) => [p.id, p]),
) as Record<PageId, PageDef>;

export function pagePath(id: PageId): string {
  return PAGE_BY_ID[id].path;
}

/** Every concrete French path of the public site: static pages plus pages generated from content. */
export function publicPaths(): string[] {
  const paths: string[] = [];
  for (const p of PAGES) {
    if (p.area !== "public") continue;
    if (p.path.includes(":")) continue;
    paths.push(p.path);
  }
  for (const id of SERVICE_IDS) paths.push(`/services/${id}`);
  for (const slug of Object.keys(MODULE_SLUGS)) paths.push(`/modules/${slug}`);
  for (const slug of BLOG_SLUGS) paths.push(`/ressources/blog/${slug}`);
  return paths;
}
