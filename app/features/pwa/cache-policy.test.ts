import { describe, expect, it } from "vitest";
import { isCacheablePageResponse, isPrivatePath, offlinePageFor, OFFLINE_PAGES } from "./cache-policy.ts";

function response(init: { status?: number; type?: string; headers?: Record<string, string> }) {
  return {
    status: init.status ?? 200,
    type: init.type ?? "basic",
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...init.headers }),
  };
}

describe("isPrivatePath", () => {
  it.each([
    "/dashboard",
    "/dashboard/billing",
    "/admin",
    "/admin/clients/42",
    "/auth",
    "/api/auth/get-session",
    "/checkout",
    "/checkout/standard",
    "/en/dashboard",
    "/en/admin/quotes",
    "/en/auth",
    "/en/checkout/standard",
    "/test-only/client-space",
  ])("keeps %s out of the cache", (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each(["/", "/en", "/tarification", "/en/contact", "/administration-scolaire", "/authentique", "/apis"])(
    "lets %s be cached",
    (path) => {
      expect(isPrivatePath(path)).toBe(false);
    },
  );
});

describe("offlinePageFor", () => {
  it("answers in the language of the requested path", () => {
    expect(offlinePageFor("/tarification")).toBe("/offline/fr.html");
    expect(offlinePageFor("/")).toBe("/offline/fr.html");
    expect(offlinePageFor("/en")).toBe("/offline/en.html");
    expect(offlinePageFor("/en/pricing")).toBe("/offline/en.html");
    expect(offlinePageFor("/entreprise")).toBe("/offline/fr.html");
    expect(OFFLINE_PAGES).toEqual(["/offline/fr.html", "/offline/en.html"]);
  });
});

describe("isCacheablePageResponse", () => {
  it("keeps a public HTML page", () => {
    expect(isCacheablePageResponse(response({}))).toBe(true);
    expect(isCacheablePageResponse(response({ headers: { "Cache-Control": "public, max-age=60" } }))).toBe(
      true,
    );
  });

  it("refuses private, no-store, errors, redirects, other origins and non-HTML", () => {
    expect(isCacheablePageResponse(response({ headers: { "Cache-Control": "private, no-cache" } }))).toBe(
      false,
    );
    expect(isCacheablePageResponse(response({ headers: { "Cache-Control": "no-store" } }))).toBe(false);
    expect(isCacheablePageResponse(response({ headers: { "Cache-Control": "Private" } }))).toBe(false);
    expect(isCacheablePageResponse(response({ status: 404 }))).toBe(false);
    expect(isCacheablePageResponse(response({ status: 0, type: "opaqueredirect" }))).toBe(false);
    expect(isCacheablePageResponse(response({ type: "opaque" }))).toBe(false);
    expect(isCacheablePageResponse(response({ headers: { "Content-Type": "application/pdf" } }))).toBe(false);
  });
});
