import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld.tsx";
import { articleJsonLd, faqPageJsonLd, pricingStructuredData } from "./structured-data.ts";

describe("structured data", () => {
  it("lists the organisation and the indicative plans at 199 and 399 EUR a month (spec §9)", () => {
    const data = pricingStructuredData("https://ga.example/", "fr");
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
      (pricingStructuredData("https://ga.example", "en")["@graph"][1] as { offers: { url: string }[] })
        .offers[1]?.url,
    ).toBe("https://ga.example/en/tarification/premium");
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
