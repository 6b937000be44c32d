import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld.tsx";
import { DEFAULT_BUSINESS } from "#app/features/crm/settings/business.ts";
import { articleJsonLd, faqPageJsonLd, pricingStructuredData } from "./structured-data.ts";

describe("structured data", () => {
  it("lists the organisation and the indicative plans at 199 and 399 EUR a month (spec §9)", () => {
    const data = pricingStructuredData("https://ga.example/", "fr", DEFAULT_BUSINESS);
    const [org, product] = data["@graph"];
    expect(org).toMatchObject({ "@type": "Organization", name: "GA Éducation", foundingDate: "2018" });
    expect((org as { address?: unknown } | undefined)?.address).toMatchObject({
      streetAddress: "12 rue de la Sorbonne",
      postalCode: "75005",
      addressCountry: "FR",
    });
    const offers = (
      product as { offers: { name: string; price: string; priceCurrency: string; url: string }[] }
    ).offers;
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["GA Academic+ Essential", "199.00", "EUR"],
      ["GA Academic+ Premium", "399.00", "EUR"],
    ]);
    expect(offers[0]?.url).toBe("https://ga.example/tarification/essential");
    expect(
      (
        pricingStructuredData("https://ga.example", "en", DEFAULT_BUSINESS)["@graph"][1] as {
          offers: { url: string }[];
        }
      ).offers[1]?.url,
    ).toBe("https://ga.example/en/tarification/premium");
  });

  it("names the organisation with the business details saved on the configuration page", () => {
    const [org] = pricingStructuredData("https://ga.example", "en", {
      ...DEFAULT_BUSINESS,
      legalName: "GA Éducation Ouest SAS",
      street: "3 quai de la Fosse",
      postalCode: "44000",
      city: "Nantes",
      phone: "+33 2 40 00 00 00",
      email: "bonjour@ga-ouest.example",
    })["@graph"];
    expect(org).toMatchObject({
      legalName: "GA Éducation Ouest SAS",
      email: "bonjour@ga-ouest.example",
      telephone: "+33 2 40 00 00 00",
      address: { streetAddress: "3 quai de la Fosse", postalCode: "44000", addressLocality: "Nantes" },
    });
  });

  it("builds FAQPage and BlogPosting data", () => {
    const faq = faqPageJsonLd([{ question: "Q ?", answer: "A." }], "fr");
    expect(faq.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Q ?",
      acceptedAnswer: { "@type": "Answer", text: "A." },
    });
    const article = articleJsonLd({
      origin: "https://ga.example",
      lang: "en",
      path: "/ressources/blog/x",
      title: "T",
      description: "D",
      image: "/images/resources/blog.svg",
      published: "2026-06-09",
      author: "Camille Roussel",
    });
    expect(article.mainEntityOfPage).toBe("https://ga.example/en/ressources/blog/x");
    expect(article.image).toBe("https://ga.example/images/resources/blog.svg");
  });

  it("serialises without letting any text close the script element", () => {
    const json = serializeJsonLd({ text: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" });
  });
});
