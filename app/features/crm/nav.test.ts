import { describe, expect, it } from "vitest";
import { NAV_SECTIONS, sectionOfPath, sectionsFor } from "./nav.ts";

describe("the sections of the CRM's sidebar", () => {
  it("gives an admin every section, in the sidebar's order", () => {
    expect(sectionsFor("admin")).toEqual(NAV_SECTIONS.map((s) => s.key));
  });

  it("gives billing and support only the sections their permissions open", () => {
    expect(sectionsFor("billing")).toEqual(["overview", "clients", "subscriptions", "billing", "reports"]);
    expect(sectionsFor("support")).toEqual(["overview", "quotes", "clients", "support", "reports"]);
    expect(sectionsFor("sales")).toEqual([
      "overview",
      "quotes",
      "clients",
      "subscriptions",
      "analytics",
      "reports",
    ]);
  });

  it("names the section of a page, a record inside it included", () => {
    const all = sectionsFor("admin");
    expect(sectionOfPath("/admin", all)).toBe("overview");
    expect(sectionOfPath("/admin/quotes", all)).toBe("quotes");
    expect(sectionOfPath("/admin/quotes/3f1c", all)).toBe("quotes");
    expect(sectionOfPath("/admin/configuration", all)).toBe("configuration");
    expect(sectionOfPath("/admin/unknown", all)).toBeUndefined();
  });

  it("names no section the role cannot open", () => {
    expect(sectionOfPath("/admin/billing", sectionsFor("sales"))).toBeUndefined();
  });
});
