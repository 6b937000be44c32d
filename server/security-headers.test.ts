import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, scriptOrigin } from "./security-headers.ts";

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

describe("createNonce", () => {
  it("gives 128 random bits in base64, never the same twice, across refills of its pool", () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});

describe("contentSecurityPolicy of a cached page", () => {
  it("is built once per page and https, and follows a page's own hashes", () => {
    const hashes = ["'sha256-AAA='"];
    const first = contentSecurityPolicy("n1", false, undefined, hashes);
    expect(contentSecurityPolicy("n2", false, undefined, hashes)).toBe(first);
    expect(first).not.toContain("nonce");
    expect(contentSecurityPolicy("n3", true, undefined, hashes)).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n4", false, undefined, ["'sha256-BBB='"])).toContain("'sha256-BBB='");
  });
});
