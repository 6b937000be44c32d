import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, scriptOrigin } from "./security-headers.ts";

describe("contentSecurityPolicy", () => {
  it("allows scripts from this origin and the request's nonce only", () => {
    const csp = contentSecurityPolicy("abc", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("names a cached page's inline scripts by their hashes instead of a nonce", () => {
    const csp = contentSecurityPolicy("abc", false, undefined, ["'sha256-AAA='", "'sha256-BBB='"]);
    expect(csp).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(csp).not.toContain("nonce");
  });

  it("adds a configured analytics origin to scripts, images and connections, nowhere else", () => {
    const csp = contentSecurityPolicy("abc", true, "https://stats.example.org");
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://stats.example.org;");
    expect(csp).toContain("img-src 'self' data: blob: https://stats.example.org;");
    expect(csp).toContain("connect-src 'self' https://stats.example.org;");
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/upgrade-insecure-requests$/);
  });
});

describe("scriptOrigin", () => {
  it("gives the script's origin for the Content-Security-Policy", () => {
    expect(scriptOrigin("https://stats.example.org/js/script.js")).toBe("https://stats.example.org");
    expect(scriptOrigin(undefined)).toBeUndefined();
  });
});
