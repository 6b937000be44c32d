import { describe, expect, it } from "vitest";
import { authPath, isAccountArea, safeRedirectPath, signInRedirectFor } from "./redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps local paths with their query and fragment", () => {
    expect(safeRedirectPath("/dashboard/billing?tab=2#x", "/dashboard")).toBe("/dashboard/billing?tab=2#x");
    expect(safeRedirectPath("/en/admin/clients", "/dashboard")).toBe("/en/admin/clients");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      "/%0d%0aSet-Cookie:x",
      "/\u0000x",
      "",
      undefined,
      42,
    ]) {
      const result = safeRedirectPath(bad, "/dashboard");
      expect(result.startsWith("/") && !result.startsWith("//"), String(bad)).toBe(true);
      if (typeof bad !== "string" || !bad.startsWith("/%0d")) expect(result, String(bad)).toBe("/dashboard");
    }
  });

  it("never sends back to the sign-in page", () => {
    expect(safeRedirectPath("/auth?view=sign-up", "/dashboard")).toBe("/dashboard");
    expect(safeRedirectPath("/en/auth", "/en/dashboard")).toBe("/en/dashboard");
  });
});

describe("sign-in redirects", () => {
  it("uses the stopped page's language and remembers it", () => {
    expect(signInRedirectFor(new URL("http://x/dashboard/billing?y=1"))).toBe(
      "/auth?redirectTo=%2Fdashboard%2Fbilling%3Fy%3D1",
    );
    expect(signInRedirectFor(new URL("http://x/en/admin"))).toBe("/en/auth?redirectTo=%2Fen%2Fadmin");
    expect(authPath("en", { view: "sign-up", redirectTo: undefined })).toBe("/en/auth?view=sign-up");
  });

  it("knows the areas that show account messages", () => {
    expect(isAccountArea("/dashboard")).toBe(true);
    expect(isAccountArea("/en/admin/quotes?x=1")).toBe(true);
    expect(isAccountArea("/tarification")).toBe(false);
    expect(isAccountArea("/dashboards")).toBe(false);
  });
});
