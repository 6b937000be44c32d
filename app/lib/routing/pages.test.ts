import { describe, expect, it } from "vitest";
import { findPage } from "./find-page.ts";
import {
  MODULE_MENU_SLUGS,
  MODULE_SLUGS,
  PAGES,
  PAGE_BY_ID,
  SERVICE_IDS,
  SERVICE_REDIRECTS,
  publicPaths,
} from "./pages.ts";

describe("route table (spec §2)", () => {
  it("has unique ids and unique paths", () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
  });

  it("lists every public path of the spec", () => {
    const paths = new Set(PAGES.map((p) => p.path));
    for (const path of [
      "/",
      "/auth",
      "/contact",
      "/demo",
      "/devis",
      "/lms",
      "/secteurs",
      "/about",
      "/services",
      "/pricing",
      "/legal",
      "/success",
      "/checkout",
      "/checkout/:planId",
      "/calculateur",
      "/logiciel",
      "/modules/:moduleId",
      "/solutions",
      "/tarification",
      "/ressources",
    ]) {
      expect(paths, path).toContain(path);
    }
    for (const child of ["standard", "premium", "ultimate", "flex", "comparaison"])
      expect(paths).toContain(`/logiciel/${child}`);
    for (const child of [
      "ecoles",
      "colleges-lycees",
      "superieur",
      "ga-academic",
      "ga-learning",
      "ga-services",
      "ga-enterprise",
    ]) {
      expect(paths).toContain(`/solutions/${child}`);
    }
    for (const child of [
      "comparaison",
      "calculateur",
      "faq",
      "migration",
      "essential",
      "premium",
      "excellence",
    ]) {
      expect(paths).toContain(`/tarification/${child}`);
    }
    for (const child of [
      "documentation",
      "formation",
      "support",
      "blog",
      "api",
      "telechargements",
      "cas-usage",
      "webinaires",
    ]) {
      expect(paths).toContain(`/ressources/${child}`);
    }
  });

  it("has the 6 client-space pages of spec §2, the Quotes and Orders pages, and every admin section", () => {
    expect(PAGES.filter((p) => p.area === "client-space").map((p) => p.path)).toEqual([
      "/dashboard",
      "/dashboard/profile",
      "/dashboard/subscription",
      "/dashboard/quotes",
      "/dashboard/orders",
      "/dashboard/billing",
      "/dashboard/payment-methods",
      "/dashboard/support",
    ]);
    const adminPaths = PAGES.filter((p) => p.area === "admin").map((p) => p.path);
    for (const section of [
      "",
      "/clients",
      "/quotes",
      "/analytics",
      "/billing",
      "/subscriptions",
      "/support",
      "/settings",
    ]) {
      expect(adminPaths).toContain(`/admin${section}`);
    }
    expect(adminPaths.every((p) => p === "/admin" || p.startsWith("/admin/"))).toBe(true);
  });

  it("makes aliases render the same module as their page", () => {
    expect(PAGE_BY_ID.calculatorShort.file).toBe(PAGE_BY_ID.calculator.file);
    expect(PAGE_BY_ID.solutionEnterprise.file).toBe(PAGE_BY_ID.softwareFlex.file);
    expect(PAGE_BY_ID.solutionEnterprise.aliasOf).toBe("softwareFlex");
  });

  it("has 13 service pages and 8 redirects that all land on one of them", () => {
    expect(SERVICE_IDS).toHaveLength(13);
    expect(Object.keys(SERVICE_REDIRECTS)).toHaveLength(8);
    for (const target of Object.values(SERVICE_REDIRECTS)) expect(SERVICE_IDS).toContain(target);
    for (const slug of Object.keys(SERVICE_REDIRECTS))
      expect(SERVICE_IDS as readonly string[]).not.toContain(slug);
  });

  it("maps every module alias of the spec and every module page name to a content set", () => {
    for (const slug of [
      "gestion-financiere",
      "finance-comptabilite",
      "gestion-etudiants",
      "academique-pedagogie",
      "gestion-academique",
      "gestion-examens",
      "elearning",
      "formation-en-ligne",
      "rh",
      "gestion-rh",
      "vie-etudiante",
      "gestion-evaluations",
      "sante",
      "medical",
      "administration",
      "configuration",
      "partenariats",
      "crm",
      "patrimoine",
      "gestion-patrimoine",
    ]) {
      expect(Object.hasOwn(MODULE_SLUGS, slug), slug).toBe(true);
    }
    for (const slug of MODULE_MENU_SLUGS) expect(Object.hasOwn(MODULE_SLUGS, slug), slug).toBe(true);
  });

  it("finds the page of a path, static paths before parameters", () => {
    expect(findPage("/")?.id).toBe("home");
    expect(findPage("/tarification/")?.id).toBe("pricing");
    expect(findPage("/modules/rh")?.id).toBe("module");
    expect(findPage("/services/vr-ar")?.id).toBe("service");
    expect(findPage("/checkout/premium")?.id).toBe("checkoutPlan");
    expect(findPage("/nowhere")).toBeUndefined();
  });

  it("lists concrete public paths only", () => {
    const paths = publicPaths();
    expect(paths.every((p) => !p.includes(":"))).toBe(true);
    expect(paths).toContain("/services/ia-educative");
    expect(paths).toContain("/modules/gestion-financiere");
    expect(paths).toContain("/ressources/blog/preparer-la-rentree");
    expect(paths.some((p) => p.startsWith("/dashboard") || p.startsWith("/admin") || p === "/auth")).toBe(
      false,
    );
  });
});
