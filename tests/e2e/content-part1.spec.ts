import type { Page } from "@playwright/test";
import { ABOUT } from "#content/about.ts";
import { CLAIMS } from "#content/claims.ts";
import { EDITION_ORDER, EDITIONS, SOFTWARE_LABELS } from "#content/editions.ts";
import { HOME } from "#content/home.ts";
import { HERO_IMAGE } from "#content/home-media.ts";
import { LMS } from "#content/lms.ts";
import { MODULE_ORDER, MODULES, MODULES_INDEX } from "#content/modules/index.ts";
import { OFFER_IDS, OFFERS } from "#content/offers.ts";
import { pageText } from "#content/page-texts.ts";
import { SECTORS } from "#content/sectors.ts";
import { SERVICES } from "#content/services.ts";
import { SOLUTION_LABELS, SOLUTIONS } from "#content/solutions.ts";
import { SUCCESS } from "#content/success.ts";
import { LANGUAGES, type Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { MODULE_SLUGS, SERVICE_IDS, type PageId } from "#app/lib/routing/pages.ts";
import { ON_PHONE, expect, hydrated, test } from "./fixtures.ts";
import { headingsOf, htmlLangOf, mainTextOf, normalizeSpaces } from "./html-text.ts";

/**
 * The public site's content, part 1 (issue 4): home, solutions, software, modules, services,
 * sectors, LMS, about and success pages in both languages. Expectations are read from the content
 * sources, so a text changed there is checked here without editing this file.
 */

// Pages hydrate before most checks; leave room for a busy machine.
test.describe.configure({ timeout: 60_000 });

interface PageCase {
  readonly path: string;
  /** The page's h1, per language. */
  readonly heading: (lang: Language) => string;
  /** Texts that prove the page shows its own content. */
  readonly key: (lang: Language) => string[];
}

const fromTexts = (id: PageId) => (lang: Language) => pageText(id, lang).heading;

const CASES: PageCase[] = [
  {
    path: "/",
    heading: (lang) => HOME.hero.title.map((l) => l[lang]).join(" "),
    key: (lang) => [
      HOME.offers.title[lang],
      ...OFFERS.map((o) => o.name[lang]),
      HOME.testimonials.rating.value[lang],
      HOME.about.title[lang],
      HOME.cta.title[lang],
    ],
  },
  {
    path: "/solutions",
    heading: fromTexts("solutions"),
    key: (lang) => [
      SOLUTION_LABELS.indexProductsTitle[lang],
      SOLUTIONS.solutionAcademic.name[lang],
      SOLUTIONS.solutionHigherEd.name[lang],
      SOLUTION_LABELS.enterprise.title[lang],
    ],
  },
  ...Object.values(SOLUTIONS).map((s) => ({
    path: s.path,
    heading: fromTexts(s.pageId),
    key: (lang: Language) => [s.challengesTitle[lang], s.answers[0]!.title[lang], s.testimonial.name],
  })),
  {
    path: "/solutions/ga-enterprise",
    heading: fromTexts("solutionEnterprise"),
    key: (lang) => [EDITIONS.flex.highlights[0]!.title[lang], SOFTWARE_LABELS.includedTitle[lang]],
  },
  {
    path: "/logiciel",
    heading: fromTexts("software"),
    key: (lang) => EDITION_ORDER.map((id) => EDITIONS[id].tagline[lang]),
  },
  ...EDITION_ORDER.map((id) => ({
    path: EDITIONS[id].path,
    heading: fromTexts(EDITIONS[id].pageId),
    key: (lang: Language) => [EDITIONS[id].highlights[0]!.title[lang], EDITIONS[id].included[1]![lang]],
  })),
  {
    path: "/logiciel/comparaison",
    heading: fromTexts("softwareComparison"),
    key: (lang) => [
      EDITIONS.premium.name[lang],
      lang === "fr" ? "Authentification unique (SSO)" : "Single sign-on (SSO)",
    ],
  },
  {
    path: "/modules",
    heading: fromTexts("modules"),
    key: (lang) => [
      MODULES_INDEX.configuration.line[lang],
      ...MODULE_ORDER.map((id) => MODULES[id].title[lang]),
    ],
  },
  {
    path: "/services",
    heading: fromTexts("services"),
    key: (lang) => SERVICE_IDS.map((id) => SERVICES[id].title[lang]),
  },
  ...SERVICE_IDS.map((id) => ({
    path: `/services/${id}`,
    heading: (lang: Language) => SERVICES[id].title[lang],
    key: (lang: Language) => [
      SERVICES[id].deliverables[0]!.title[lang],
      SERVICES[id].process[0]!.title[lang],
    ],
  })),
  { path: "/secteurs", heading: fromTexts("sectors"), key: (lang) => SECTORS.map((s) => s.name[lang]) },
  {
    path: "/lms",
    heading: fromTexts("lms"),
    key: (lang) => [LMS.deployment.line[lang], LMS.features[0]!.title[lang], LMS.modes[1]!.title[lang]],
  },
  {
    path: "/about",
    heading: fromTexts("about"),
    key: (lang) => [
      ABOUT.storyTitle[lang],
      CLAIMS.founded2018.value[lang],
      `${CLAIMS.experts60.value[lang]}`,
      CLAIMS.hostedInFrance.value[lang],
      ABOUT.trust[1]!.title[lang],
      ABOUT.trust[2]!.title[lang],
    ],
  },
  {
    path: "/success",
    heading: fromTexts("success"),
    key: (lang) => [SUCCESS.stepsTitle[lang], SUCCESS.steps[0]!.title[lang]],
  },
];

async function mainText(page: Page): Promise<string> {
  return (await page.locator("main").textContent()) ?? "";
}

// The server renders every page whole: its heading and key content are read over HTTP, in batches
// (the browser visits every page on both screens in foundation.spec.ts).
test.describe("each page shows its content in both languages", () => {
  const BATCH = 12;
  for (const lang of LANGUAGES) {
    for (let first = 0; first < CASES.length; first += BATCH) {
      const batch = CASES.slice(first, first + BATCH);
      test(`${lang}: ${batch.map((c) => c.path).join(", ")}`, async ({ request }) => {
        const problems: string[] = [];
        for (const c of batch) {
          const url = localizedPath(c.path, lang);
          const response = await request.get(url);
          if (response.status() !== 200) {
            problems.push(`${url}: status ${response.status()}`);
            continue;
          }
          const html = await response.text();
          if (htmlLangOf(html) !== lang) problems.push(`${url}: html lang=${htmlLangOf(html)}`);
          const heading = normalizeSpaces(c.heading(lang));
          const h1s = headingsOf(html);
          if (h1s.length !== 1 || h1s[0] !== heading) {
            problems.push(`${url}: h1 ${JSON.stringify(h1s)} instead of "${heading}"`);
          }
          const text = mainTextOf(html);
          for (const key of c.key(lang)) {
            if (!text.includes(normalizeSpaces(key))) problems.push(`${url}: no “${key}”`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe("module pages", () => {
  test("every alias slug shows its content set, in both languages", async ({ request }) => {
    test.setTimeout(120_000);
    for (const [slug, set] of Object.entries(MODULE_SLUGS)) {
      for (const lang of LANGUAGES) {
        const res = await request.get(localizedPath(`/modules/${slug}`, lang));
        expect(res.status(), slug).toBe(200);
        const html = await res.text();
        expect(html, slug).toContain(`data-module-set="${set}"`);
        const title = MODULES[set].title[lang].replace(/'/g, "&#x27;");
        expect(html, slug).toMatch(
          new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
        );
      }
    }
  });

  test("a module page shows every part of its content set", async ({ page }) => {
    const m = MODULES.finance;
    await page.goto("/modules/finance-comptabilite");
    const text = await mainText(page);
    for (const part of [
      m.longDescription[0]!.fr,
      ...m.keyBenefits.map((b) => b.title.fr),
      ...m.useCases.map((u) => u.title.fr),
      ...m.features.map((f) => f.title.fr),
      ...m.uniqueStrengths.map((s) => s.title.fr),
      ...m.testimonials.flatMap((t) => [t.name, t.institution, t.text.fr]),
      ...m.screenshots.map((s) => s.title.fr),
    ])
      expect(text).toContain(part);
    // Alias pages name the menu slug as their canonical URL.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/modules\/finance$/);
    for (const s of m.screenshots)
      await expect(page.locator(`img[src="${s.image.fr}"]`).first()).toBeAttached();
  });

  test.describe("unknown module", () => {
    // The browser reports the 404 status of the page itself.
    test.use({ allowedConsole: [/the server responded with a status of 404/] });

    test("an unknown module answers 404", async ({ page, request }) => {
      expect((await request.get("/modules/inconnu")).status()).toBe(404);
      expect((await request.get("/en/modules/unknown")).status()).toBe(404);
      await page.goto("/modules/inconnu");
      await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();
    });
  });
});

test.describe("home page", () => {
  test("shows every claim of its blocks, in both languages", async ({ page }) => {
    test.setTimeout(90_000);
    for (const lang of LANGUAGES) {
      await page.goto(localizedPath("/", lang));
      const text = await mainText(page);
      for (const [id, claim] of Object.entries(CLAIMS)) {
        if (!claim.places.some((p) => p.startsWith("home."))) continue;
        expect(text, `${id} (${lang})`).toContain(claim.value[lang]);
      }
      // Every offer is priced on quotation, and only Premium is marked popular.
      await expect(page.locator("[data-offer]")).toHaveCount(OFFERS.length);
      await expect(page.locator("[data-offer]", { hasText: HOME.offers.popular[lang] })).toHaveCount(1);
      await expect(page.locator('[data-offer="premium"]')).toContainText(HOME.offers.popular[lang]);
    }
  });

  test("each offer button opens the quote page with its offer", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await hydrated(page);
    for (const id of OFFER_IDS) {
      await page.locator(`[data-offer="${id}"]`).getByRole("link").click();
      await expect(page).toHaveURL(
        (url) => url.pathname === "/devis" && url.searchParams.get("offer") === id,
      );
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === "/");
    }
    await page.goto("/en");
    await hydrated(page);
    await page.locator('[data-offer="premium"]').getByRole("link").click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/en/devis" && url.searchParams.get("offer") === "premium",
    );
  });

  test("the hero buttons lead to the demo and quote pages", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.locator("h1") });
    await expect(hero.getByRole("link", { name: "Demander une démo" })).toHaveAttribute("href", "/demo");
    await expect(hero.getByRole("link", { name: "Demander un devis" })).toHaveAttribute("href", "/devis");
    const cta = page.locator("#commencer");
    await expect(cta.getByRole("link")).toHaveCount(3);
    for (const href of await cta
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(["/contact", "/demo"]).toContain(href);
  });

  test("the hero image is preloaded, then shown once loaded", ON_PHONE, async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(`link[rel="preload"][href="${HERO_IMAGE.src}"]`)).toHaveCount(1);
    const media = page.getByTestId("hero-media");
    await expect(media).toHaveAttribute("data-state", "loaded", { timeout: 20_000 });
    const img = media.locator("img");
    await expect(img).toHaveAttribute("width", String(HERO_IMAGE.width));
    await expect(img).toHaveAttribute("height", String(HERO_IMAGE.height));
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });

  test("the hero shows a loading state while the image is on its way", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(`**${HERO_IMAGE.src}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const media = page.getByTestId("hero-media");
    await expect(media).toHaveAttribute("data-state", "loading");
    await expect(media).toHaveAttribute("aria-busy", "true");
    release();
    await expect(media).toHaveAttribute("data-state", "loaded");
  });

  test.describe("when the hero image cannot be loaded", () => {
    // The aborted request is reported by the browser itself, and so is the unused preload.
    test.use({ allowedConsole: [/Failed to load resource|preloaded using link preload but not used/] });

    test("shows a placeholder card of the same size", async ({ page }) => {
      await page.route(`**${HERO_IMAGE.src}`, (route) => route.abort());
      await page.goto("/");
      await hydrated(page);
      const media = page.getByTestId("hero-media");
      await expect(media).toHaveAttribute("data-state", "failed");
      const placeholder = page.getByTestId("hero-media-placeholder");
      await expect(placeholder).toBeVisible();
      await expect(placeholder).toContainText(HOME.hero.media.failedTitle.fr);
      await expect(placeholder.getByRole("link", { name: HOME.hero.media.failedLink.fr })).toHaveAttribute(
        "href",
        "/demo",
      );
      const box = await media.boundingBox();
      expect(box && box.width / box.height).toBeCloseTo(HERO_IMAGE.width / HERO_IMAGE.height, 1);
    });
  });

  test("the play overlay only records an analytics event", async ({ page }) => {
    await page.addInitScript(() => {
      const events: unknown[] = [];
      Object.assign(window, {
        __events: events,
        analytics: { track: (...args: unknown[]) => events.push(args) },
      });
    });
    await page.goto("/");
    await hydrated(page);
    const url = page.url();
    const play = page.getByTestId("hero-media").getByRole("button");
    await expect(play).toHaveText(HOME.hero.media.playLabel.fr);
    await play.click();
    const events = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events);
    // The page's own view, then the play, and nothing else.
    expect(events).toEqual([
      ["page-view", undefined],
      ["user-action", { action: "demo_play", location: "home_hero" }],
    ]);
    expect(page.url()).toBe(url);
  });
});
