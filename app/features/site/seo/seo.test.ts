import { describe, expect, it } from "vitest";
import { buildSeo, isPrivatePath, metaTags, withBrand } from "./seo.ts";

describe("withBrand", () => {
  it("appends the brand of the page's language", () => {
    expect(withBrand("Tarification", "fr")).toBe("Tarification | GA Éducation");
    expect(withBrand("Pricing", "en")).toBe("Pricing | GA Education");
  });
  it("leaves a title that already carries the brand alone, whatever its case", () => {
    expect(withBrand("GA Éducation, accueil", "fr")).toBe("GA Éducation, accueil");
    expect(withBrand("About ga education", "en")).toBe("About ga education");
  });
  it("falls back to the brand alone for an empty title", () => {
    expect(withBrand("  ", "fr")).toBe("GA Éducation");
  });
});

describe("buildSeo", () => {
  const base = {
    title: "Tarification",
    description: "d",
    origin: "https://ga.example/",
    canonicalPath: "/tarification",
  };
  it("links both languages and x-default with absolute URLs", () => {
    const seo = buildSeo({ ...base, lang: "en" });
    expect(seo.canonical).toBe("https://ga.example/en/tarification");
    expect(seo.alternates).toEqual([
      { hrefLang: "fr", href: "https://ga.example/tarification" },
      { hrefLang: "en", href: "https://ga.example/en/tarification" },
      { hrefLang: "x-default", href: "https://ga.example/tarification" },
    ]);
    expect(seo.robots).toBe("index,follow");
  });
  it("keeps private areas out of search engines", () => {
    for (const path of ["/auth", "/dashboard", "/dashboard/billing", "/admin/clients", "/checkout/premium"]) {
      expect(isPrivatePath(path)).toBe(true);
      expect(buildSeo({ ...base, canonicalPath: path, lang: "fr" }).robots).toBe("noindex,nofollow");
    }
    expect(isPrivatePath("/authentification-unique")).toBe(false);
  });
  it("renders the home page's English twin as /en", () => {
    expect(buildSeo({ ...base, canonicalPath: "/", lang: "en" }).canonical).toBe("https://ga.example/en");
  });
  it("produces title, description, canonical, hreflang, Open Graph and Twitter tags", () => {
    const tags = metaTags(buildSeo({ ...base, lang: "fr" }));
    expect(tags).toContainEqual({ title: "Tarification | GA Éducation" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://ga.example/tarification",
    });
    expect(tags.filter((t) => t.rel === "alternate")).toHaveLength(3);
    expect(tags.find((t) => t.property === "og:image")?.content).toBe("https://ga.example/images/og-fr.png");
    expect(tags.find((t) => t.name === "twitter:card")?.content).toBe("summary_large_image");
  });
});
