import { describe, expect, it } from "vitest";
import fr from "#app/lib/i18n/locales/fr/common.ts";
import en from "#app/lib/i18n/locales/en/common.ts";
import { findPage } from "#app/lib/routing/find-page.ts";
import { SERVICE_IDS } from "#app/lib/routing/pages.ts";
import {
  FOOTER_COLUMNS,
  LEGAL_LINKS,
  MAIN_NAV,
  isActivePath,
  isActiveSection,
  type CommonKey,
} from "#content/navigation.ts";

/** The text of a `common` key in one language's file. */
function text(locale: unknown, key: CommonKey): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale);
}

const allLinks = [
  ...MAIN_NAV,
  ...MAIN_NAV.flatMap((item) => (item.groups ?? []).flatMap((g) => g.items)),
  ...FOOTER_COLUMNS.flatMap((c) => c.links),
];

describe("main menu (spec §2)", () => {
  it("has the spec's entries in order, Client Space last as a button", () => {
    expect(MAIN_NAV.map((i) => i.id)).toEqual([
      "home",
      "solutions",
      "services",
      "resources",
      "pricing",
      "contact",
      "client-space",
    ]);
    expect(MAIN_NAV.at(-1)).toMatchObject({ button: true, href: "/dashboard" });
    expect(MAIN_NAV.filter((i) => i.groups).map((i) => i.id)).toEqual(["solutions", "services", "resources"]);
  });

  it("Solutions: the four offers with their badges and highlight, then solutions by sector", () => {
    const items = MAIN_NAV.find((i) => i.id === "solutions")!.groups!.flatMap((g) => g.items);
    expect(items.map((i) => i.id)).toEqual([
      "ga-academic",
      "ga-learning",
      "ga-services",
      "ga-enterprise",
      "sectors",
    ]);
    expect(items.filter((i) => i.badge).map((i) => i.id)).toEqual([
      "ga-academic",
      "ga-learning",
      "ga-services",
    ]);
    expect(items.filter((i) => i.highlight).map((i) => i.id)).toEqual(["ga-enterprise"]);
  });

  it("Services: two groups with the spec's four service pages", () => {
    const groups = MAIN_NAV.find((i) => i.id === "services")!.groups!;
    expect(groups.map((g) => g.items.map((i) => i.href))).toEqual([
      ["/services/developpement-applications", "/services/sites-web-portails"],
      ["/services/accompagnement-projet", "/services/innovations-pedagogiques"],
    ]);
    expect(groups[1]!.items[1]!.badge).toBeDefined();
    for (const href of groups.flatMap((g) => g.items.map((i) => i.href))) {
      expect(SERVICE_IDS).toContain(href.replace("/services/", ""));
    }
  });

  it("Resources: help centre highlighted and pointing to /ressources/support, then expert content", () => {
    const groups = MAIN_NAV.find((i) => i.id === "resources")!.groups!;
    expect(groups.map((g) => g.items.length)).toEqual([4, 3]);
    expect(groups[0]!.items[0]).toMatchObject({
      id: "help-center",
      highlight: true,
      href: "/ressources/support",
    });
  });
});

describe("every link of the menu and footer", () => {
  it("points to a page of the route table", () => {
    for (const link of allLinks) expect(findPage(link.href), link.href).toBeDefined();
    for (const link of LEGAL_LINKS) expect(findPage(link.href.split("#")[0]!), link.href).toBeDefined();
  });

  it("has its texts in French and English", () => {
    const keys: CommonKey[] = [];
    for (const item of allLinks as readonly {
      name: CommonKey;
      description?: CommonKey;
      badge?: CommonKey;
    }[]) {
      keys.push(item.name);
      if (item.description) keys.push(item.description);
      if (item.badge) keys.push(item.badge);
    }
    for (const item of MAIN_NAV) {
      if (item.overview) keys.push(item.overview);
      for (const g of item.groups ?? []) keys.push(g.title);
    }
    for (const c of FOOTER_COLUMNS) keys.push(c.title);
    for (const l of LEGAL_LINKS) keys.push(l.name);
    for (const key of keys) {
      expect(typeof text(fr, key), `fr ${key}`).toBe("string");
      expect(typeof text(en, key), `en ${key}`).toBe("string");
    }
  });

  it("uses the legal page's anchors", () => {
    expect(LEGAL_LINKS.map((l) => l.href)).toEqual([
      "/legal#confidentialite",
      "/legal#conditions",
      "/legal#cookies",
      "/legal#mentions-legales",
      "/legal#accessibilite",
    ]);
  });
});

describe("active entries", () => {
  it("matches a page and its sub-pages, the home page only exactly", () => {
    expect(isActivePath("/tarification/faq", "/tarification")).toBe(true);
    expect(isActivePath("/tarificationx", "/tarification")).toBe(false);
    expect(isActivePath("/contact", "/")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
  });
  it("marks a dropdown active on any of its pages", () => {
    const solutions = MAIN_NAV.find((i) => i.id === "solutions")!;
    expect(isActiveSection("/secteurs", solutions)).toBe(true);
    expect(isActiveSection("/solutions/ga-enterprise", solutions)).toBe(true);
    expect(isActiveSection("/contact", solutions)).toBe(false);
  });
});
