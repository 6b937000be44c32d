import { describe, expect, it } from "vitest";
import { isNetworkFailure, RELOAD_GUARD_MS, shouldReload } from "./network-failure.ts";

describe("isNetworkFailure", () => {
  it("recognises what fetch throws without a response, in each browser", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isNetworkFailure(new TypeError("Load failed"))).toBe(true);
  });

  it("leaves other errors to the error page", () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isNetworkFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkFailure({ status: 500 })).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});

describe("shouldReload", () => {
  const href = "https://ga.example/tarification";
  it("reloads the first time, and another address at any time", () => {
    expect(shouldReload(href, 1_000, null)).toBe(true);
    expect(shouldReload(href, 1_000, { href: "https://ga.example/about", at: 999 })).toBe(true);
  });

  it("does not reload the same address twice in a row", () => {
    expect(shouldReload(href, 5_000, { href, at: 1_000 })).toBe(false);
    expect(shouldReload(href, 1_000 + RELOAD_GUARD_MS + 1, { href, at: 1_000 })).toBe(true);
  });
});
