import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { COMPANY } from "#content/company.ts";
import type { BusinessDetails } from "#app/features/crm/settings/business.ts";
import { getPlan, INDICATIVE_PLAN_IDS, indicativeMonthlyEuros } from "#content/plans.ts";
import { BRAND } from "./seo.ts";

/**
 * schema.org data (JSON-LD) built by loaders and printed by `<JsonLd>` (`json-ld.tsx`). The home
 * and pricing pages show the organisation and the indicative plans (spec §9: "structured SEO data
 * lists indicative plans at 199 and 399 EUR per month"); the FAQ page its questions; blog articles
 * their metadata. The organisation's name, address, phone and e-mail are the business details saved
 * on the admin CRM's configuration page, which the loaders pass in.
 */

const base = (origin: string) => origin.replace(/\/$/, "");

export function organizationJsonLd(origin: string, lang: Language, business: BusinessDetails) {
  const o = base(origin);
  return {
    "@type": "Organization",
    "@id": `${o}/#organization`,
    name: BRAND[lang],
    legalName: business.legalName,
    url: o + localizedPath("/", lang),
    logo: `${o}/favicon.svg`,
    foundingDate: String(COMPANY.founded),
    email: business.email,
    telephone: business.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.street,
      postalCode: business.postalCode,
      addressLocality: business.city,
      addressCountry: business.country,
    },
  };
}

/** GA Academic+ with its indicative monthly offers (Essential 199 EUR, Premium 399 EUR). */
export function productJsonLd(origin: string, lang: Language) {
  const o = base(origin);
  return {
    "@type": "Product",
    "@id": `${o}/#ga-academic`,
    name: "GA Academic+",
    description:
      lang === "fr"
        ? "Logiciel de gestion scolaire et universitaire en 15 modules, hébergé en France."
        : "School and university management software in 15 modules, hosted in France.",
    brand: { "@id": `${o}/#organization` },
    category: lang === "fr" ? "Logiciel de gestion d'établissement" : "Education management software",
    offers: INDICATIVE_PLAN_IDS.map((id) => {
      const plan = getPlan(id, lang);
      const price = indicativeMonthlyEuros(id).toFixed(2);
      return {
        "@type": "Offer",
        name: `GA Academic+ ${plan.name}`,
        description: plan.tagline,
        url: o + localizedPath(`/tarification/${id}`, lang),
        price,
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: "EUR",
          unitCode: "MON",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        },
        seller: { "@id": `${o}/#organization` },
      };
    }),
  };
}

/** The organisation and the indicative plans, as one graph (home and pricing pages). */
export function pricingStructuredData(origin: string, lang: Language, business: BusinessDetails) {
  return {
    "@context": "https://schema.org",
    "@graph": [organizationJsonLd(origin, lang, business), productJsonLd(origin, lang)],
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[], lang: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function articleJsonLd(input: {
  origin: string;
  lang: Language;
  path: string;
  title: string;
  description: string;
  image: string;
  published: string;
  updated?: string;
  author: string;
}) {
  const o = base(input.origin);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    inLanguage: input.lang,
    image: o + input.image,
    datePublished: input.published,
    dateModified: input.updated ?? input.published,
    author: { "@type": "Person", name: input.author },
    publisher: { "@type": "Organization", name: BRAND[input.lang], url: o + localizedPath("/", input.lang) },
    mainEntityOfPage: o + localizedPath(input.path, input.lang),
  };
}
