import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./same-origin.ts";

const post = (headers: Record<string, string>, url = "https://www.ga.example/auth") =>
  new Request(url, { method: "POST", headers });
const ORIGIN = "https://www.ga.example";

describe("isSameOriginRequest", () => {
  it("lets safe methods through", () => {
    expect(
      isSameOriginRequest(
        new Request("https://www.ga.example/", { headers: { origin: "https://evil.example" } }),
        ORIGIN,
      ),
    ).toBe(true);
  });

  it("accepts a post from the site itself", () => {
    expect(isSameOriginRequest(post({ origin: ORIGIN, "sec-fetch-site": "same-origin" }), ORIGIN)).toBe(true);
    expect(isSameOriginRequest(post({ origin: ORIGIN }), ORIGIN)).toBe(true);
  });

  it("refuses posts from other sites, sibling subdomains and opaque origins", () => {
    expect(
      isSameOriginRequest(post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }), ORIGIN),
    ).toBe(false);
    expect(isSameOriginRequest(post({ origin: "https://evil.example" }), ORIGIN)).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }), ORIGIN)).toBe(false);
    expect(
      isSameOriginRequest(post({ origin: "https://blog.ga.example", "sec-fetch-site": "same-site" }), ORIGIN),
    ).toBe(false);
    expect(isSameOriginRequest(post({ origin: "null" }), ORIGIN)).toBe(false);
    expect(isSameOriginRequest(post({ origin: "http://www.ga.example" }), ORIGIN)).toBe(false);
  });

  it("accepts the address the browser used and clients without browser headers", () => {
    expect(
      isSameOriginRequest(post({ origin: "http://localhost:3000" }, "http://localhost:3000/auth"), ORIGIN),
    ).toBe(true);
    expect(isSameOriginRequest(post({}), ORIGIN)).toBe(true);
  });
});
