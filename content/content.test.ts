import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MODULE_MENU_SLUGS, MODULE_SLUGS, SERVICE_IDS } from "./slugs.ts";
import { ALL_CONTENT } from "./all.ts";
import { COMPARISON, EDITION_ORDER, EDITIONS } from "./editions.ts";
import { menuSlugOf, MODULE_ORDER, MODULES } from "./modules/index.ts";
import { OFFER_IDS, OFFERS } from "./offers.ts";
import { collectTexts } from "./resolve.ts";
import { SECTORS } from "./sectors.ts";
import { SERVICE_GROUPS, SERVICES } from "./services.ts";
import { SOLUTIONS } from "./solutions.ts";

const PUBLIC = path.resolve(import.meta.dirname, "../public");
const publicFile = (urlPath: string) => path.join(PUBLIC, urlPath);

/** Every value of a tree that looks like a site path or a public file. */
function paths(value: unknown): string[] {
  if (typeof value === "string") return /^\/(images|favicon)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(paths);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(paths);
  return [];
}

describe("content completeness", () => {
  it("has every text in both languages, without placeholder wording", () => {
    const texts = collectTexts(ALL_CONTENT);
    expect(texts.length).toBeGreaterThan(1000);
    for (const { path: p, text } of texts) {
      expect(text.fr.trim(), `${p} (fr)`).not.toBe("");
      expect(text.en.trim(), `${p} (en)`).not.toBe("");
      // A long text identical in both languages was not translated.
      if (text.fr.length > 40) expect(text.en, `${p} is not translated`).not.toBe(text.fr);
      for (const t of [text.fr, text.en])
        expect(t, p).not.toMatch(/lorem|ipsum|coming soon|bientôt disponible|\bTODO\b|\bTBD\b/i);
    }
  });

  it("refers only to images that exist in public/", () => {
    const files = paths(ALL_CONTENT);
    expect(files.length).toBeGreaterThan(60);
    for (const f of new Set(files)) expect(existsSync(publicFile(f)), f).toBe(true);
  });

  it("has the icons and social images the layout refers to", () => {
    for (const f of [
      "favicon.ico",
      "favicon.svg",
      "apple-touch-icon.png",
      "images/og-fr.png",
      "images/og-en.png",
    ])
      expect(existsSync(path.join(PUBLIC, f)), f).toBe(true);
  });
});

describe("module content sets (spec §2, §3)", () => {
  const sets = Object.entries(MODULES);

  it("has the twelve sets named by the route table", () => {
    expect(new Set(Object.values(MODULE_SLUGS))).toEqual(new Set(Object.keys(MODULES)));
    expect(sets).toHaveLength(12);
    expect(MODULE_ORDER).toHaveLength(12);
  });

  it("resolves every alias slug to a content set", () => {
    for (const [slug, set] of Object.entries(MODULE_SLUGS)) {
      expect(MODULES[set], slug).toBeDefined();
      expect(MODULES[set].id).toBe(set);
    }
  });

  it("gives each set a menu slug, which is its canonical page", () => {
    for (const [set] of sets) expect(MODULE_MENU_SLUGS).toContain(menuSlugOf(set as keyof typeof MODULES));
  });

  for (const [id, m] of sets) {
    it(`${id} has every field of a module page`, () => {
      expect(m.id).toBe(id);
      expect(m.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(m.colourDark).toMatch(/^#[0-9a-f]{6}$/);
      expect(m.title.fr && m.title.en).toBeTruthy();
      expect(m.description.fr && m.description.en).toBeTruthy();
      expect(m.longDescription.length).toBeGreaterThanOrEqual(2);
      expect(m.keyBenefits.length).toBeGreaterThanOrEqual(4);
      expect(m.useCases.length).toBeGreaterThanOrEqual(3);
      expect(m.features.length).toBeGreaterThanOrEqual(6);
      expect(m.uniqueStrengths.length).toBeGreaterThanOrEqual(3);
      expect(m.testimonials.length).toBeGreaterThanOrEqual(2);
      for (const t of m.testimonials) {
        expect(t.name && t.institution && t.title.fr && t.title.en && t.text.fr && t.text.en).toBeTruthy();
        expect(t.rating).toBeGreaterThanOrEqual(1);
        expect(t.rating).toBeLessThanOrEqual(5);
        expect(existsSync(publicFile(t.avatar)), t.avatar).toBe(true);
      }
      expect(m.screenshots.length).toBeGreaterThanOrEqual(2);
      for (const s of m.screenshots) {
        expect(s.width).toBeGreaterThan(0);
        expect(s.height).toBeGreaterThan(0);
        expect(existsSync(publicFile(s.image.fr)), s.image.fr).toBe(true);
        expect(existsSync(publicFile(s.image.en)), s.image.en).toBe(true);
      }
      for (const r of m.related) {
        expect(MODULES[r], r).toBeDefined();
        expect(r).not.toBe(id);
      }
    });
  }
});

describe("services (spec §2)", () => {
  it("has one page for each of the 13 services, in a group of the index", () => {
    expect(Object.keys(SERVICES).sort()).toEqual([...SERVICE_IDS].sort());
    const groups = new Set(SERVICE_GROUPS.map((g) => g.id));
    for (const s of Object.values(SERVICES)) expect(groups.has(s.group), s.id).toBe(true);
  });

  for (const id of SERVICE_IDS) {
    it(`${id} has every field of a service page`, () => {
      const s = SERVICES[id];
      expect(s.id).toBe(id);
      expect(s.longDescription.length).toBeGreaterThanOrEqual(2);
      expect(s.deliverables.length).toBeGreaterThanOrEqual(4);
      expect(s.process.length).toBeGreaterThanOrEqual(4);
      expect(s.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(s.audience.fr && s.duration.fr && s.audience.en && s.duration.en).toBeTruthy();
      expect(existsSync(publicFile(s.image.src)), s.image.src).toBe(true);
      for (const r of s.related) {
        expect(SERVICES[r], r).toBeDefined();
        expect(r).not.toBe(id);
      }
    });
  }
});

describe("solutions, editions and sectors", () => {
  it("describes the six solution pages of the route table", () => {
    for (const s of Object.values(SOLUTIONS)) {
      expect(s.challenges.length).toBeGreaterThanOrEqual(3);
      expect(s.answers.length).toBeGreaterThanOrEqual(4);
      expect(OFFER_IDS).toContain(s.offer);
      for (const m of s.modules) expect(MODULES[m], m).toBeDefined();
    }
    expect(Object.keys(SOLUTIONS)).toHaveLength(6);
  });

  it("describes the four editions and compares them on every row", () => {
    for (const id of EDITION_ORDER) {
      const e = EDITIONS[id];
      expect(e.highlights.length).toBeGreaterThanOrEqual(4);
      expect(e.included.length).toBeGreaterThanOrEqual(5);
      expect(OFFER_IDS).toContain(e.offer);
    }
    for (const group of COMPARISON)
      for (const row of group.rows) expect(Object.keys(row.values).sort()).toEqual([...EDITION_ORDER].sort());
  });

  it("covers the six audiences of spec §1", () => {
    expect(SECTORS).toHaveLength(6);
    for (const s of SECTORS) for (const m of s.modules) expect(MODULES[m], m).toBeDefined();
  });
});

describe("home offers (spec §1)", () => {
  it("lists the five offers, all on quotation, Premium marked popular", () => {
    expect(OFFERS.map((o) => o.id)).toEqual([...OFFER_IDS]);
    for (const o of OFFERS) expect(o.price.fr).toBe("Sur devis");
    expect(OFFERS.filter((o) => o.popular).map((o) => o.id)).toEqual(["premium"]);
  });

  it("gives Academic Starter 6 modules for 50–200 students and Premium all 15 for 200–1000", () => {
    const [starter, premium, enterprise, learning, services] = OFFERS;
    expect(starter?.badge.fr).toBe("6 modules");
    expect(starter?.target.fr).toBe("50 à 200 élèves");
    expect(premium?.target.fr).toBe("200 à 1000 élèves");
    expect(premium?.features[0]?.fr).toBe("Les 15 modules intégrés");
    expect(enterprise?.features[0]?.fr).toBe("Modules à la carte");
    expect(learning?.group).toBe("learning");
    expect(services?.group).toBe("services");
  });
});
