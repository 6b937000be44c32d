import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";

/** Brand appended to titles that do not carry it already (spec §9). */
export const BRAND: Readonly<Record<Language, string>> = { fr: "GA Éducation", en: "GA Education" };

export function withBrand(title: string, lang: Language): string {
  const brand = BRAND[lang];
  const bare = title.trim();
  if (!bare) return brand;
  if (bare.toLowerCase().includes(brand.toLowerCase())) return bare;
  return `${bare} | ${brand}`;
}

export type Robots = "index,follow" | "noindex,nofollow";

export interface Seo {
  readonly title: string;
  readonly description: string;
  readonly lang: Language;
  /** Absolute canonical URL. */
  readonly canonical: string;
  /** Absolute URLs of the page in each language, plus x-default. */
  readonly alternates: readonly { hrefLang: string; href: string }[];
  readonly robots: Robots;
  readonly image: string;
}

export interface SeoInput {
  readonly title: string;
  readonly description: string;
  readonly lang: Language;
  readonly origin: string;
  /** French path of the page without language prefix (or of the page it is an alias of). */
  readonly canonicalPath: string;
  readonly robots?: Robots;
}

/** Paths whose pages must not be indexed (spec §9 and issue: auth, client space, admin, checkout). */
export function isPrivatePath(frenchPath: string): boolean {
  return /^\/(auth|dashboard|admin|checkout)(\/|$)/.test(frenchPath);
}

export function buildSeo(input: SeoInput): Seo {
  const origin = input.origin.replace(/\/$/, "");
  const href = (lang: Language) => origin + localizedPath(input.canonicalPath, lang);
  return {
    title: withBrand(input.title, input.lang),
    description: input.description,
    lang: input.lang,
    canonical: href(input.lang),
    alternates: [
      { hrefLang: "fr", href: href("fr") },
      { hrefLang: "en", href: href("en") },
      { hrefLang: "x-default", href: href("fr") },
    ],
    robots: input.robots ?? (isPrivatePath(input.canonicalPath) ? "noindex,nofollow" : "index,follow"),
    image: `${origin}/images/og-${input.lang}.png`,
  };
}

type MetaDescriptor = Record<string, string>;

/** React Router `meta` descriptors for a page's SEO record. */
export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "robots", content: seo.robots },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hrefLang, href: a.href })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND[seo.lang] },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:image", content: seo.image },
    { property: "og:locale", content: seo.lang === "fr" ? "fr_FR" : "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
  ];
}
