import { describe, expect, it } from "vitest";
import { buildSitemap, sitemapPaths } from "./sitemap.ts";

describe("sitemap", () => {
  const xml = buildSitemap("https://ga.example/");
  it("lists both languages of every indexable page with hreflang twins", () => {
    expect(xml).toContain("<loc>https://ga.example/</loc>");
    expect(xml).toContain("<loc>https://ga.example/en</loc>");
    expect(xml).toContain("<loc>https://ga.example/en/tarification/faq</loc>");
    expect(xml).toContain("<loc>https://ga.example/ressources/blog/preparer-la-rentree</loc>");
    expect(xml).toContain('hreflang="en" href="https://ga.example/en/modules/finance"');
    expect(xml).toContain("<loc>https://ga.example/raccourcis-clavier</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(sitemapPaths().length * 2);
  });
  it("leaves out private areas and aliases", () => {
    for (const path of [
      "/auth",
      "/dashboard",
      "/admin",
      "/checkout",
      "/calculateur",
      "/solutions/ga-enterprise",
      "/pricing",
      "/modules/gestion-financiere",
      "/modules/rh",
      "/recherche",
    ]) {
      expect(xml).not.toContain(`<loc>https://ga.example${path}</loc>`);
    }
  });
});
