import type { APIRequestContext, Page } from "@playwright/test";
import { getFaq } from "#content/faq.ts";
import { PRICE_BOOK } from "#content/plans.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import { BLOG_ARTICLES } from "#content/resources/blog.ts";
import { BROCHURE_FILES } from "#content/resources/downloads.ts";
import {
  estimate,
  formatEuros,
  quoteSearch,
  type CalculatorInput,
} from "#app/features/pricing/price-calculator.ts";
import { LANGUAGES, type Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { auditPage } from "./axe-audit.ts";
import { KEY_CONTENT } from "./key-content.ts";
import { ON_PHONE, expect, hydrated, test } from "./fixtures.ts";

/**
 * The pricing pages, the resources and the legal page (issue 4, second part): key content in both
 * languages, the calculator with and without JavaScript, the quote link, structured data, the
 * brochure download, the help-centre search and accessibility in the dark theme.
 */

/** Spaces inside French numbers are narrow or non-breaking: compare text with plain spaces. */
const plain = (s: string | null) => (s ?? "").replace(/[\u00a0\u202f]/g, " ");

test.describe("key content of every page, in both languages", () => {
  for (const lang of LANGUAGES) {
    test(`pricing, resources and legal pages (${lang})`, async ({ request }) => {
      test.setTimeout(60_000);
      for (const { path, texts } of KEY_CONTENT) {
        const url = localizedPath(path, lang);
        const res = await request.get(url);
        expect(res.status(), url).toBe(200);
        const html = plain(await res.text())
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&");
        for (const text of texts[lang]) expect(html, `${url} shows “${text}”`).toContain(text);
      }
    });
  }

  test("every blog article has its page in both languages, and an unknown one is a 404", async ({
    request,
  }) => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(6);
    for (const article of BLOG_ARTICLES) {
      for (const lang of LANGUAGES) {
        const res = await request.get(localizedPath(`/ressources/blog/${article.slug}`, lang));
        expect(res.status()).toBe(200);
        const html = plain(await res.text()).replace(/&#x27;|&#39;/g, "'");
        expect(html).toContain(plain(article.body[lang].title).split(":")[0]?.trim() ?? "");
      }
    }
    const missing = await request.get("/ressources/blog/article-inconnu");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Page non trouvée");
  });

  test("the blog lists its articles and each opens", async ({ page }) => {
    await page.goto("/ressources/blog");
    const first = BLOG_ARTICLES[0]!;
    await page.locator(`main a[href="/ressources/blog/${first.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/ressources/blog/${first.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      first.body.fr.title.split(" :")[0] ?? "",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Calculator
// ---------------------------------------------------------------------------------------------

async function monthly(page: Page): Promise<string> {
  return plain(await page.getByTestId("estimate-monthly").textContent());
}

const expectedMonthly = (input: CalculatorInput, lang: Language = "fr") =>
  plain(formatEuros(estimate(input, PRICE_BOOK).monthlyCents, lang));

test.describe("calculator with JavaScript", () => {
  test(
    "the estimate follows every input and the quote button carries the selection",
    ON_PHONE,
    async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto("/tarification/calculateur");
      await hydrated(page);
      const base: CalculatorInput = {
        plan: "premium",
        students: 250,
        modules: 15,
        establishments: 1,
        addons: [],
        countries: 1,
      };
      await expect.poll(() => monthly(page)).toBe(expectedMonthly(base));

      const students = page.getByLabel("Nombre d'apprenants");
      await students.fill("280");
      const withStudents = { ...base, students: 280 };
      await expect.poll(() => monthly(page)).toBe(expectedMonthly(withStudents));

      await page.getByRole("radio", { name: /Essential/ }).check();
      await students.fill("90");
      const essential = { ...withStudents, plan: "essential" as const, students: 90 };
      await expect.poll(() => monthly(page)).toBe(expectedMonthly(essential));

      await page.getByLabel("Nombre de modules").fill("8");
      const modules = { ...essential, modules: 8 };
      await expect.poll(() => monthly(page)).toBe(expectedMonthly(modules));

      await page.getByLabel("Nombre d'établissements").fill("3");
      const sites = { ...modules, establishments: 3 };
      await expect.poll(() => monthly(page)).toBe(expectedMonthly(sites));

      await page.getByRole("checkbox", { name: /Module Crèche/ }).check();
      await page.getByRole("checkbox", { name: /Migration assistée/ }).check();
      const withAddons = { ...sites, addons: ["creche", "assisted-migration"] as CalculatorInput["addons"] };
      await expect.poll(() => monthly(page)).toBe(expectedMonthly(withAddons));
      await expect(page.getByTestId("estimate-one-time")).toHaveText(/299/);

      const quote = page.getByTestId("estimate-quote");
      const search = quoteSearch(estimate(withAddons, PRICE_BOOK));
      expect(search).toBe(
        "offer=essential&students=90&modules=8&establishments=3&addons=multi-establishment,creche,assisted-migration",
      );
      await expect(quote).toHaveAttribute("href", `/devis?${search}`);
      await quote.click();
      await expect(page).toHaveURL(`/devis?${search}`);
    },
  );

  test("students beyond a plan's cap move the estimate to the next plan, and say so (en)", async ({
    page,
  }) => {
    await page.goto("/en/calculateur?plan=essential&students=40&modules=6");
    await hydrated(page);
    await page.getByLabel("Number of learners").fill("250");
    await expect(page.getByText("250 learners exceed the Essential plan's cap")).toBeVisible();
    await expect(page.getByTestId("estimate-quote")).toHaveAttribute(
      "href",
      /^\/en\/devis\?offer=premium&students=250/,
    );
  });

  test("a zero, negative or non-numeric number of students is refused with a message; numbers are formatted", async ({
    page,
    request,
  }) => {
    const c = getPricingUi("fr").calculator;
    await page.goto("/tarification/calculateur?plan=excellence&students=1200");
    await hydrated(page);
    const students = page.getByLabel("Nombre d'apprenants");
    // Thousands grouped as French writes them, in the field, the breakdown and the euros.
    await expect(students).toHaveValue("1\u202f200");
    await expect(page.getByText("700 apprenants supplémentaires")).toBeVisible();
    await expect(page.getByTestId("estimate-yearly")).toHaveText(/^\d{1,3}(\u202f\d{3})+(,\d{2})?\u00a0€$/);
    for (const [typed, message] of [
      ["-5", c.studentsErrors.notPositive],
      ["0", c.studentsErrors.notPositive],
      ["beaucoup", c.studentsErrors.notNumber],
      ["250,5", c.studentsErrors.notWhole],
    ] as const) {
      await students.fill(typed);
      await expect(page.getByTestId("students-error")).toHaveText(message);
      await expect(students).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("estimate-waiting")).toHaveText(c.waiting);
      await expect(page.getByTestId("estimate-monthly")).toHaveCount(0);
      await expect(page.getByTestId("estimate-quote")).toHaveCount(0);
    }
    await students.fill("1 500");
    await expect(page.getByTestId("students-error")).toHaveCount(0);
    await expect(page.getByText("1\u202f000 apprenants supplémentaires")).toBeVisible();
    await expect(page.getByTestId("estimate-quote")).toHaveAttribute("href", /students=1500/);
    // The server says it too, in English, keeping what was typed (the form without JavaScript).
    const html = await (await request.get("/en/calculateur?plan=premium&students=-5")).text();
    expect(html).toContain(getPricingUi("en").calculator.studentsErrors.notPositive);
    expect(html).toContain('value="-5"');
    expect(await (await request.get("/en/calculateur?plan=excellence&students=1,200")).text()).toContain(
      "700 extra learners",
    );
  });

  test("the results stay accessible in the dark theme", async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL ?? "http://localhost" }]);
    await page.goto(
      "/tarification/calculateur?plan=excellence&students=1200&addons=priority-support&addons=assisted-migration",
    );
    await hydrated(page);
    expect(await auditPage(page)).toEqual([]);
  });
});

test.describe("calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form re-renders the estimate on the server", async ({ page }) => {
    await page.goto("/calculateur");
    await page.getByRole("radio", { name: /Excellence/ }).check();
    await page.getByLabel("Nombre d'apprenants").fill("1200");
    await page.getByLabel("Nombre d'établissements").fill("2");
    await page.getByRole("checkbox", { name: /Sécurité renforcée/ }).check();
    await page.getByRole("button", { name: "Mettre à jour l'estimation" }).click();
    await expect(page).toHaveURL(
      /plan=excellence&students=1200&modules=15&establishments=2&addons=reinforced-security/,
    );
    const input: CalculatorInput = {
      plan: "excellence",
      students: 1200,
      modules: 15,
      establishments: 2,
      addons: ["reinforced-security"],
      countries: 1,
    };
    await expect.poll(() => monthly(page)).toBe(expectedMonthly(input));
    await expect(page.getByTestId("estimate-quote")).toHaveAttribute(
      "href",
      `/devis?${quoteSearch(estimate(input, PRICE_BOOK))}`,
    );
  });

  test("the help centre searches on the server", async ({ page }) => {
    await page.goto("/en/ressources/support");
    await page.getByLabel("Search the help centre").fill("chorus");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en\/ressources\/support\?q=chorus/);
    await expect(page.getByTestId("help-status")).toContainText("1 article(s) for “chorus”");
    await expect(page.getByText("Invoice a public funder through Chorus Pro")).toBeVisible();
  });
});

test("the help centre follows the typing with JavaScript", async ({ page }) => {
  await page.goto("/ressources/support");
  await hydrated(page);
  await page.getByLabel("Rechercher dans le centre d'aide").fill("prélèvement");
  await expect(page).toHaveURL(/q=pr%C3%A9l%C3%A8vement|q=prélèvement/);
  await expect(page.getByText("Un prélèvement a été rejeté")).toBeVisible();
  await expect(page.getByText("J'ai oublié mon mot de passe")).toBeHidden();
});

// ---------------------------------------------------------------------------------------------
// Structured data, quote buttons, downloads, webinars, legal anchors
// ---------------------------------------------------------------------------------------------

async function jsonLd(request: APIRequestContext, url: string): Promise<unknown[]> {
  const html = await (await request.get(url)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1] ?? "") as unknown);
}

test.describe("structured data", () => {
  test("the FAQ page carries valid FAQPage data with every question", async ({ request }) => {
    for (const lang of LANGUAGES) {
      const [data] = (await jsonLd(request, localizedPath("/tarification/faq", lang))) as {
        "@type": string;
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      }[];
      expect(data?.["@type"]).toBe("FAQPage");
      const items = getFaq(lang).items;
      expect(data?.mainEntity.map((q) => q.name)).toEqual(items.map((i) => i.question));
      expect(data?.mainEntity.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true);
    }
  });

  test("the pricing page lists the indicative plans at 199 and 399 EUR a month", async ({ request }) => {
    const [data] = (await jsonLd(request, "/tarification")) as {
      "@graph": { "@type": string; offers?: { price: string }[] }[];
    }[];
    const product = data?.["@graph"].find((n) => n["@type"] === "Product");
    expect(product?.offers?.map((o) => o.price)).toEqual(["199.00", "399.00"]);
  });
});

test("each plan's quote button opens the quote page with its offer", async ({ page }) => {
  await page.goto("/tarification");
  for (const id of ["essential", "premium", "excellence"]) {
    await expect(
      page.getByRole("link", { name: new RegExp(`Demander un devis pour l'offre ${id}`, "i") }),
    ).toHaveAttribute("href", `/devis?offer=${id}`);
  }
  await page.getByRole("link", { name: /Demander un devis pour l'offre Premium/ }).click();
  await expect(page).toHaveURL("/devis?offer=premium");
});

test.describe("downloads", () => {
  for (const lang of LANGUAGES) {
    test(`the ${lang} brochure is a real PDF`, async ({ request }) => {
      const res = await request.get(`/downloads/${BROCHURE_FILES[lang]}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("application/pdf");
      const body = await res.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(body.length).toBeGreaterThan(4_000);
    });
  }

  test("the downloads page links to the brochure and the templates", async ({ page, request }) => {
    await page.goto("/en/ressources/telechargements");
    const links = page.locator('a[href^="/downloads/"]');
    await expect(links).toHaveCount(6);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test("upcoming webinars link to the contact form with their id", async ({ page }) => {
  await page.goto("/ressources/webinaires");
  const register = page.getByRole("link", { name: /^S'inscrire au webinaire/ });
  const count = await register.count();
  if (count === 0) {
    await expect(page.getByText("Les prochaines sessions sont en cours de programmation")).toBeVisible();
  } else {
    await expect(register.first()).toHaveAttribute("href", /^\/contact\?subject=other&webinar=[a-z0-9-]+$/);
  }
  await expect(page.getByRole("link", { name: /^Recevoir le replay/ }).first()).toHaveAttribute(
    "href",
    /^\/contact\?subject=other&webinar=/,
  );
});

test("the legal page has its five anchors, linked from the footer", async ({ page }) => {
  await page.goto("/legal");
  for (const anchor of ["confidentialite", "conditions", "cookies", "mentions-legales", "accessibilite"]) {
    await expect(page.locator(`section#${anchor} h2`)).toBeVisible();
    await expect(page.locator(`footer a[href="/legal#${anchor}"]`)).toHaveCount(1);
  }
  await page.locator('footer a[href="/legal#cookies"]').click();
  await expect(page).toHaveURL(/\/legal#cookies$/);
  await expect(page.locator("section#cookies table")).toBeVisible();
});

// Every page is audited in both themes by foundation.spec.ts (the class set by the theme menu); here
// the theme chosen earlier comes from its cookie, rendered by the server.
test.describe("accessibility in the dark theme chosen by cookie", () => {
  for (const path of ["/tarification/comparaison", `/en/ressources/blog/${BLOG_ARTICLES[1]!.slug}`]) {
    test(`${path} passes axe`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "theme", value: "dark", url: baseURL ?? "http://localhost" }]);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await hydrated(page);
      expect(await auditPage(page)).toEqual([]);
    });
  }
});
