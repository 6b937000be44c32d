import { BLOG_SLUGS, MODULE_SLUGS, SERVICE_IDS, type ServiceId } from "#content/slugs.ts";

/**
 * The one table of the site's pages (spec §2). `app/routes.ts`, the sitemap, the header and footer,
 * the search palette and the end-to-end tests all read it. Paths are the French ones; every page
 * also exists in English under `/en` with the same slug (DECISIONS.md point 4).
 */

export type PageArea = "public" | "auth" | "checkout" | "client-space" | "admin";

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
  page("home", "/", "features/site/routes/home.tsx"),
  page("auth", "/auth", "features/auth/routes/auth.tsx", "auth"),
  page("contact", "/contact", "features/leads/routes/contact.tsx"),
  page("demo", "/demo", "features/leads/routes/demo.tsx"),
  page("quote", "/devis", "features/leads/routes/quote.tsx"),
  page("lms", "/lms", "features/site/routes/lms.tsx"),
  page("sectors", "/secteurs", "features/site/routes/sectors.tsx"),
  page("about", "/about", "features/site/routes/about.tsx"),
  page("services", "/services", "features/site/routes/services.tsx"),
  page("service", "/services/:serviceId", "features/site/routes/service.tsx"),
  page("pricingOverview", "/pricing", "features/pricing/routes/pricing.tsx", "public", "pricing"),
  page("legal", "/legal", "features/site/routes/legal.tsx"),
  page("success", "/success", "features/leads/routes/success.tsx"),
  page("checkout", "/checkout", "features/leads/routes/checkout.tsx", "checkout"),
  page("checkoutPlan", "/checkout/:planId", "features/leads/routes/checkout.tsx", "checkout"),
  page("search", "/recherche", "features/search/routes/search.tsx"),
  page("keyboardShortcuts", "/raccourcis-clavier", "features/site/routes/keyboard-shortcuts.tsx"),

  page("software", "/logiciel", "features/site/routes/software.tsx"),
  page("softwareStandard", "/logiciel/standard", "features/site/routes/software-edition.tsx"),
  page("softwarePremium", "/logiciel/premium", "features/site/routes/software-edition.tsx"),
  page("softwareUltimate", "/logiciel/ultimate", "features/site/routes/software-edition.tsx"),
  page("softwareFlex", "/logiciel/flex", "features/site/routes/software-edition.tsx"),
  page("softwareComparison", "/logiciel/comparaison", "features/site/routes/software-comparison.tsx"),

  page("modules", "/modules", "features/site/routes/modules.tsx"),
  page("module", "/modules/:moduleId", "features/site/routes/module.tsx"),

  page("solutions", "/solutions", "features/site/routes/solutions.tsx"),
  page("solutionSchools", "/solutions/ecoles", "features/site/routes/solution.tsx"),
  page("solutionSecondary", "/solutions/colleges-lycees", "features/site/routes/solution.tsx"),
  page("solutionHigherEd", "/solutions/superieur", "features/site/routes/solution.tsx"),
  page("solutionAcademic", "/solutions/ga-academic", "features/site/routes/solution.tsx"),
  page("solutionLearning", "/solutions/ga-learning", "features/site/routes/solution.tsx"),
  page("solutionServices", "/solutions/ga-services", "features/site/routes/solution.tsx"),
  page(
    "solutionEnterprise",
    "/solutions/ga-enterprise",
    "features/site/routes/software-edition.tsx",
    "public",
    "softwareFlex",
  ),

  page("pricing", "/tarification", "features/pricing/routes/pricing.tsx"),
  page("pricingComparison", "/tarification/comparaison", "features/pricing/routes/pricing-comparison.tsx"),
  page("calculator", "/tarification/calculateur", "features/pricing/routes/calculator.tsx"),
  page("calculatorShort", "/calculateur", "features/pricing/routes/calculator.tsx", "public", "calculator"),
  page("pricingFaq", "/tarification/faq", "features/pricing/routes/pricing-faq.tsx"),
  page("pricingMigration", "/tarification/migration", "features/pricing/routes/pricing-migration.tsx"),
  page("planEssential", "/tarification/essential", "features/pricing/routes/plan.tsx"),
  page("planPremium", "/tarification/premium", "features/pricing/routes/plan.tsx"),
  page("planExcellence", "/tarification/excellence", "features/pricing/routes/plan.tsx"),

  page("resources", "/ressources", "features/site/routes/resources.tsx"),
  page("resourceDocumentation", "/ressources/documentation", "features/site/routes/resource.tsx"),
  page("resourceTraining", "/ressources/formation", "features/site/routes/resource.tsx"),
  page("resourceSupport", "/ressources/support", "features/site/routes/resource.tsx"),
  page("resourceBlog", "/ressources/blog", "features/site/routes/resource.tsx"),
  page("resourceApi", "/ressources/api", "features/site/routes/resource.tsx"),
  page("resourceDownloads", "/ressources/telechargements", "features/site/routes/resource.tsx"),
  page("resourceCaseStudies", "/ressources/cas-usage", "features/site/routes/resource.tsx"),
  page("resourceWebinars", "/ressources/webinaires", "features/site/routes/resource.tsx"),
  page("blogArticle", "/ressources/blog/:slug", "features/site/routes/blog-article.tsx"),

  page("dashboard", "/dashboard", "features/client-space/routes/overview.tsx", "client-space"),
  page("dashboardProfile", "/dashboard/profile", "features/client-space/routes/profile.tsx", "client-space"),
  page(
    "dashboardSubscription",
    "/dashboard/subscription",
    "features/client-space/routes/subscription.tsx",
    "client-space",
  ),
  page("dashboardQuotes", "/dashboard/quotes", "features/client-space/routes/quotes.tsx", "client-space"),
  page("dashboardOrders", "/dashboard/orders", "features/orders/routes/orders.tsx", "client-space"),
  page("dashboardBilling", "/dashboard/billing", "features/client-space/routes/billing.tsx", "client-space"),
  page(
    "dashboardPaymentMethods",
    "/dashboard/payment-methods",
    "features/client-space/routes/payment-methods.tsx",
    "client-space",
  ),
  page("dashboardSupport", "/dashboard/support", "features/client-space/routes/support.tsx", "client-space"),

  page("admin", "/admin", "features/crm/routes/overview.tsx", "admin"),
  page("adminClients", "/admin/clients", "features/crm/clients/routes/clients.tsx", "admin"),
  page("adminQuotes", "/admin/quotes", "features/crm/pipeline/routes/quotes.tsx", "admin"),
  page("adminAnalytics", "/admin/analytics", "features/crm/analytics/routes/analytics.tsx", "admin"),
  page("adminBilling", "/admin/billing", "features/crm/billing/routes/billing.tsx", "admin"),
  page(
    "adminSubscriptions",
    "/admin/subscriptions",
    "features/crm/subscriptions/routes/subscriptions.tsx",
    "admin",
  ),
  page("adminSupport", "/admin/support", "features/crm/support/routes/support.tsx", "admin"),
  page("adminSettings", "/admin/settings", "features/crm/settings/routes/settings.tsx", "admin"),
  page(
    "adminConfiguration",
    "/admin/configuration",
    "features/crm/settings/routes/configuration.tsx",
    "admin",
  ),
  page("adminLead", "/admin/quotes/:leadId", "features/crm/pipeline/routes/lead.tsx", "admin"),
  page("adminClient", "/admin/clients/:clientId", "features/crm/clients/routes/client.tsx", "admin"),
  page("adminLogs", "/admin/logs", "features/crm/system/routes/logs.tsx", "admin"),
  page("adminSystem", "/admin/system", "features/crm/system/routes/system.tsx", "admin"),
  page("adminReports", "/admin/reports", "features/crm/analytics/routes/reports.tsx", "admin"),
  page("adminBackups", "/admin/backups", "features/crm/system/routes/backups.tsx", "admin"),
  page("adminTicket", "/admin/support/:ticketId", "features/crm/support/routes/ticket.tsx", "admin"),
  page("adminInvoice", "/admin/billing/:invoiceId", "features/crm/billing/routes/invoice.tsx", "admin"),
  page("adminSearch", "/admin/search", "features/crm/search/routes/search.tsx", "admin"),
  page(
    "adminNotifications",
    "/admin/notifications",
    "features/crm/notifications/routes/notifications.tsx",
    "admin",
  ),
] as const satisfies readonly PageDef[];

export type PageId = (typeof PAGES)[number]["id"];

/** The slugs and ids of the pages generated from content (content/slugs.ts). */
export {
  BLOG_SLUGS,
  MODULE_MENU_SLUGS,
  MODULE_SLUGS,
  SERVICE_IDS,
  type ModuleSetId,
  type ModuleSlug,
  type ServiceId,
} from "#content/slugs.ts";

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
