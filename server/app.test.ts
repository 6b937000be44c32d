import { describe, expect, it } from "vitest";
import { hasExtension } from "./app.ts";

describe("hasExtension (public files are looked for on disk, pages are not)", () => {
  it("is true for the public files' names", () => {
    for (const path of [
      "/favicon.ico",
      "/sw.js",
      "/downloads/brochure-ga-fr.pdf",
      "/offline/fr.html",
      "/dashboard.data",
    ])
      expect(hasExtension(path), path).toBe(true);
  });

  it("is false for pages, even under a folder with a dot", () => {
    for (const path of [
      "/",
      "/dashboard",
      "/en/modules/gestion-financiere",
      "/v1.2/tarification",
      "/.well-known/",
    ])
      expect(hasExtension(path), path).toBe(false);
  });
});
