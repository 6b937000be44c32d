import { LANGUAGES } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { MODULE_MENU_SLUGS, PAGE_BY_ID, publicPaths, type PageId } from "#app/lib/routing/pages.ts";
import { findPage } from "#app/lib/routing/find-page.ts";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every indexable page of the route table, in both languages, each with its hreflang twins. */
export function sitemapPaths(): string[] {
  const canonicalModules = new Set<string>(MODULE_MENU_SLUGS.map((slug) => `/modules/${slug}`));
  return publicPaths().filter((path) => {
    // A module's other slugs point their canonical URL to the menu slug: only that one is listed.
    if (path.startsWith("/modules/") && !canonicalModules.has(path)) return false;
    const page = findPage(path);
    // The order confirmation and search result pages are noindex: nothing to find there from a
    // search engine.
    if (page?.id === "success" || page?.id === "search") return false;
    // Aliases are left out: their canonical page is listed.
    return page !== undefined && !("aliasOf" in page && PAGE_BY_ID[page.aliasOf as PageId]);
  });
}

export function buildSitemap(origin: string): string {
  const base = origin.replace(/\/$/, "");
  const urls = sitemapPaths().flatMap((path) =>
    LANGUAGES.map((lang) => {
      const alternates = LANGUAGES.map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(base + localizedPath(path, alt))}"/>`,
      ).join("");
      return `<url><loc>${escapeXml(base + localizedPath(path, lang))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
