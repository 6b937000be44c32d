import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import { BLOG_SLUGS } from "../slugs.ts";
import { expectComplete } from "../expect-complete.ts";
import { API_ENDPOINTS, API_UI, VERIFY_EXAMPLE } from "./api.ts";
import { articleBody, BLOG_ARTICLES, BLOG_UI, findArticle, listArticles, readingMinutes } from "./blog.ts";
import { CASE_STUDIES, CASE_STUDIES_UI, SECTORS } from "./case-studies.ts";
import { DOCUMENTATION_SECTIONS } from "./documentation.ts";
import { BROCHURE_FILES, DOWNLOADS, DOWNLOADS_UI } from "./downloads.ts";
import { HELP_ARTICLES, HELP_CATEGORIES, HELP_UI, normalizeSearchText, searchArticles } from "./help.ts";
import { getResourcesIndex, getResourceView, RESOURCE_SECTIONS, type ResourcePageId } from "./index.ts";
import { TRAINING_FORMATS, TRAINING_PATHS, TRAINING_UI } from "./training.ts";
import { RESOURCES_UI } from "./ui.ts";
import { formatWebinarDate, splitWebinars, WEBINARS, WEBINARS_UI } from "./webinars.ts";

const NOW = new Date("2026-11-21T08:00:00Z");
const opts = { now: NOW, origin: "https://ga.example" };

describe("resources: every text in both languages", () => {
  it("documentation, training, help, API, downloads, case studies, webinars and labels", () => {
    for (const tree of [
      DOCUMENTATION_SECTIONS,
      TRAINING_PATHS,
      TRAINING_FORMATS,
      TRAINING_UI,
      HELP_ARTICLES,
      HELP_CATEGORIES,
      HELP_UI,
      API_ENDPOINTS,
      API_UI,
      VERIFY_EXAMPLE,
      DOWNLOADS,
      DOWNLOADS_UI,
      CASE_STUDIES,
      CASE_STUDIES_UI,
      SECTORS,
      WEBINARS,
      WEBINARS_UI,
      BLOG_UI,
      RESOURCES_UI,
    ]) {
      expectComplete(tree);
    }
  });

  it("gives each of the eight pages its view in each language", () => {
    expect(RESOURCE_SECTIONS).toHaveLength(8);
    for (const lang of LANGUAGES) {
      for (const s of RESOURCE_SECTIONS) {
        const view = getResourceView(s.pageId as ResourcePageId, lang, opts);
        expect(view.kind).toBeTruthy();
      }
      const index = getResourcesIndex(lang, NOW);
      expect(
        index.sections.every((s) => s.title && s.description && s.image.startsWith("/images/resources/")),
      ).toBe(true);
      expect(index.articles).toHaveLength(3);
    }
  });
});

describe("blog", () => {
  it("has one page in the route table per article, and no other", () => {
    expect(BLOG_ARTICLES.map((a) => a.slug)).toEqual([...BLOG_SLUGS]);
  });
  it("has at least six full articles, each in both languages", () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(6);
    const slugs = BLOG_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const a of BLOG_ARTICLES) {
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.cover).toMatch(/^\/images\/resources\/.+\.svg$/);
      expect(a.author.name).toBeTruthy();
      expectComplete({ role: a.author.role, category: a.category });
      for (const lang of LANGUAGES) {
        const body = a.body[lang];
        expect(body.title && body.excerpt, `${a.slug} ${lang}`).toBeTruthy();
        expect(body.sections.length, `${a.slug} ${lang}`).toBeGreaterThanOrEqual(3);
        for (const s of body.sections) expect(s.paragraphs.every((p) => p.trim().length > 20)).toBe(true);
        expect(readingMinutes(body)).toBeGreaterThanOrEqual(1);
      }
      // Both languages tell the same article: same sections, same lists.
      expect(a.body.en.sections.length).toBe(a.body.fr.sections.length);
      a.body.fr.sections.forEach((s, i) => expect(a.body.en.sections[i]?.list?.length).toBe(s.list?.length));
    }
  });

  it("lists the newest first, finds by slug, and applies French typography", () => {
    const list = listArticles("fr");
    expect(list.map((a) => a.date)).toEqual([...list.map((a) => a.date)].sort().reverse());
    expect(findArticle("nope")).toBeUndefined();
    const rgpd = findArticle("rgpd-etablissements-scolaires");
    expect(rgpd).toBeDefined();
    if (rgpd) expect(articleBody(rgpd, "fr").title).toContain("RGPD\u00a0:");
  });
});

describe("help centre search", () => {
  const all = getResourceView("resourceSupport", "fr", opts);

  it("normalises accents, case and punctuation", () => {
    expect(normalizeSearchText("  Réinscriptions, ÉLÈVES ! ")).toBe("reinscriptions eleves");
  });

  it("finds by title, answer or keyword, ignoring accents, best matches first", () => {
    const items = HELP_ARTICLES.map((a) => ({
      id: a.id,
      title: a.title.fr,
      answer: a.answer.map((p) => p.fr),
      keywords: a.keywords.fr,
      category: a.category,
    }));
    expect(searchArticles(items, "mot de passe")[0]?.id).toBe("mot-de-passe-oublie");
    expect(searchArticles(items, "prelevement").map((a) => a.id)).toContain("prelevement-rejete");
    expect(searchArticles(items, "chorus").map((a) => a.id)).toEqual(["chorus-pro"]);
    expect(searchArticles(items, "xylophone")).toEqual([]);
    expect(searchArticles(items, "  ")).toHaveLength(items.length);
  });

  it("runs in the page's loader, in the page's language", () => {
    if (all.kind !== "support") throw new Error("support view expected");
    expect(all.articles).toHaveLength(HELP_ARTICLES.length);
    const en = getResourceView("resourceSupport", "en", { ...opts, query: "direct debit" });
    if (en.kind !== "support") throw new Error("support view expected");
    expect(en.articles[0]?.id).toBe("prelevement-rejete");
    const long = getResourceView("resourceSupport", "fr", { ...opts, query: "a".repeat(500) });
    if (long.kind === "support") expect(long.query.length).toBe(100);
  });
});

describe("API documentation", () => {
  it("documents the JWKS, token and health endpoints with the site's address", () => {
    expect(API_ENDPOINTS.map((e) => e.path)).toEqual([
      "/.well-known/jwks.json",
      "/api/auth/token",
      "/healthz",
    ]);
    const view = getResourceView("resourceApi", "en", opts);
    if (view.kind !== "api") throw new Error("api view expected");
    expect(view.endpoints[0]?.request).toBe("curl -s https://ga.example/.well-known/jwks.json");
    expect(view.verify.code).toContain('const ISSUER = "https://ga.example"');
    const health = view.endpoints.find((e) => e.id === "health");
    expect(health?.responses.map((r) => r.status)).toEqual([200, 503]);
    for (const r of health?.responses ?? []) {
      const body = JSON.parse(r.example ?? "{}") as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["status", "database", "version", "uptimeSeconds"]);
    }
  });
});

describe("downloads", () => {
  it("offer the brochures in both languages and the import templates", () => {
    expect(DOWNLOADS.filter((d) => d.kind === "brochure").map((d) => d.href)).toEqual([
      `/downloads/${BROCHURE_FILES.fr}`,
      `/downloads/${BROCHURE_FILES.en}`,
    ]);
    expect(DOWNLOADS.filter((d) => d.kind === "template").every((d) => d.href.endsWith(".csv"))).toBe(true);
  });
});

describe("case studies", () => {
  it("cover every sector, each with results and a quote", () => {
    const sectors = new Set(CASE_STUDIES.map((c) => c.sector));
    expect([...sectors].sort()).toEqual(Object.keys(SECTORS).sort());
    for (const c of CASE_STUDIES) {
      expect(c.results.length).toBeGreaterThanOrEqual(3);
      expect(c.quote.author).toBeTruthy();
    }
  });
});

describe("webinars", () => {
  it("split into upcoming (soonest first) and replays (newest first) at a given instant", () => {
    const { upcoming, replays } = splitWebinars(NOW);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((w) => Date.parse(w.start) > NOW.getTime())).toBe(true);
    expect(upcoming.map((w) => w.start)).toEqual([...upcoming.map((w) => w.start)].sort());
    expect(replays.every((w) => w.replay && Date.parse(w.start) <= NOW.getTime())).toBe(true);
    expect(splitWebinars(new Date("2030-01-01T00:00:00Z")).upcoming).toEqual([]);
  });

  it("show dates in Paris time in the page's language", () => {
    // 13:00 UTC in December is 14:00 in Paris; 12:00 UTC in May is 14:00 in Paris (summer time).
    expect(formatWebinarDate("2026-12-08T13:00:00Z", "fr")).toEqual({
      date: "mardi 8 décembre 2026",
      time: "14:00",
    });
    expect(formatWebinarDate("2027-05-18T12:00:00Z", "en")).toEqual({
      date: "Tuesday, 18 May 2027",
      time: "14:00",
    });
  });
});
