import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE_SECONDS, consentCookie, consentState, parseConsent } from "./consent.ts";
import { ConsentFormSchema } from "./consent-form.ts";

describe("consent", () => {
  it("asks nothing when no third-party script is configured", () => {
    expect(consentState(undefined, "granted")).toBeNull();
  });

  it("reads the stored choice, and only a known one", () => {
    const url = "https://stats.example.org/script.js";
    expect(consentState(url, undefined)).toEqual({ scriptUrl: url, choice: null });
    expect(consentState(url, "granted")).toEqual({ scriptUrl: url, choice: "granted" });
    expect(consentState(url, "denied")).toEqual({ scriptUrl: url, choice: "denied" });
    expect(parseConsent("yes")).toBeNull();
  });

  it("keeps the choice six months, secure over HTTPS", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(15_552_000);
    expect(consentCookie("denied", false)).toBe("consent=denied; Path=/; Max-Age=15552000; SameSite=Lax");
    expect(consentCookie("granted", true)).toMatch(/; Secure$/);
  });

  it("goes back to a page of this site only", () => {
    expect(ConsentFormSchema.parse({ choice: "granted", redirectTo: "/tarification?x=1" }).redirectTo).toBe(
      "/tarification?x=1",
    );
    for (const bad of ["//evil.example", "https://evil.example/", "javascript:alert(1)", "/\\evil"]) {
      expect(ConsentFormSchema.parse({ choice: "denied", redirectTo: bad }).redirectTo, bad).toBe("/");
    }
    expect(ConsentFormSchema.safeParse({ choice: "maybe", redirectTo: "/" }).success).toBe(false);
  });
});
