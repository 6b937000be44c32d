import { getAddons, getPlans } from "#content/plans.ts";
import { getFaq } from "#content/faq.ts";
import { pageText } from "#content/page-texts.ts";
import { MODULES, MODULE_ORDER, menuSlugOf } from "#content/modules/index.ts";
import { RESOURCE_SECTIONS } from "#content/resources/index.ts";
import { BLOG_ARTICLES, articleBody } from "#content/resources/blog.ts";
import { SERVICES } from "#content/services.ts";
import { SOLUTIONS } from "#content/solutions.ts";
import type { LText } from "#content/localized.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { PAGES, SERVICE_IDS, type ModuleSetId, type PageId } from "#app/lib/routing/pages.ts";
import type { SearchEntry, SearchKind } from "./search.ts";

/**
 * The site search index (spec §1 "site search"), built from the content sources in one language:
 * pages of the route table, modules, solutions, services, plans and add-ons, FAQ entries, resource
 * pages and blog articles. Pure: the server builds it once per language and serves it to the
 * palette as JSON (`/api/search-index`); the `/recherche` page searches the same entries.
 */

/** Pages that are not worth finding: private areas, confirmations, the search page itself. */
const UNSEARCHABLE_PAGES: ReadonlySet<PageId> = new Set(["success", "search"] as PageId[]);

/**
 * Words visitors use for a module that its texts do not always contain ("billing" for the finance
 * module in English, "facturation" in French): matched, never shown.
 */
const MODULE_SYNONYMS: Partial<Record<ModuleSetId, LText>> = {
  finance: {
    fr: "finance finances facturation factures comptabilité paiements frais de scolarité trésorerie",
    en: "billing invoicing invoices accounting payments tuition fees cash flow",
  },
  "ressources-humaines": { fr: "RH paie personnel", en: "HR payroll staff" },
  "relations-partenariats": { fr: "CRM partenaires entreprises", en: "CRM partners companies" },
  "sante-bien-etre": { fr: "médical infirmerie santé", en: "medical infirmary health" },
};

/** A few characters of text under a result: the first sentence or so. */
function clip(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

/** Pages that have their own kind of entry (built from richer content below). */
function kindOfPage(id: PageId): SearchKind | null {
  if (id.startsWith("solution") && id !== "solutions" && id !== "solutionEnterprise") return "solution";
  if (id.startsWith("plan")) return "plan";
  if (RESOURCE_SECTIONS.some((s) => s.pageId === id)) return "resource";
  return "page";
}

export function buildSearchEntries(lang: Language): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const add = (kind: SearchKind, title: string, text: string, path: string, keywords?: string) =>
    entries.push({
      kind,
      title,
      text: clip(text),
      ...(keywords ? { keywords } : {}),
      url: localizedPath(path, lang),
      lang,
    });

  // Pages of the route table: public ones with a fixed path, aliases left out.
  for (const page of PAGES) {
    if (page.area !== "public" || page.path.includes(":") || "aliasOf" in page) continue;
    if (UNSEARCHABLE_PAGES.has(page.id)) continue;
    const kind = kindOfPage(page.id);
    if (kind !== "page" && kind !== "resource") continue;
    const text = pageText(page.id, lang);
    add(kind, text.title, text.description, page.path, `${text.heading} ${text.lead}`);
  }

  for (const id of MODULE_ORDER) {
    const m = MODULES[id];
    add(
      "module",
      m.title[lang],
      m.description[lang],
      `/modules/${menuSlugOf(id)}`,
      [
        MODULE_SYNONYMS[id]?.[lang] ?? "",
        ...m.keyBenefits.map((b) => b.title[lang]),
        ...m.features.map((f) => f.title[lang]),
      ].join(" "),
    );
  }

  for (const s of Object.values(SOLUTIONS)) {
    const text = pageText(s.pageId, lang);
    add("solution", s.name[lang], s.summary[lang], s.path, `${text.title} ${text.heading} ${text.lead}`);
  }

  for (const id of SERVICE_IDS) {
    const s = SERVICES[id];
    add(
      "service",
      s.title[lang],
      s.description[lang],
      `/services/${id}`,
      s.deliverables.map((d) => d.title[lang]).join(" "),
    );
  }

  for (const plan of getPlans(lang)) {
    add("plan", plan.name, `${plan.tagline} ${plan.description}`, `/tarification/${plan.id}`);
  }
  for (const addon of getAddons(lang)) {
    add("addon", addon.name, addon.description, "/tarification", addon.features.join(" "));
  }

  for (const item of getFaq(lang).items) {
    add("faq", item.question, item.answer, `/tarification/faq#faq-${item.id}`);
  }

  for (const article of BLOG_ARTICLES) {
    const body = articleBody(article, lang);
    add(
      "article",
      body.title,
      body.excerpt,
      `/ressources/blog/${article.slug}`,
      [article.category[lang], ...body.sections.map((s) => s.heading ?? "")].join(" "),
    );
  }

  return entries;
}
