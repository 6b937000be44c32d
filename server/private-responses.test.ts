import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, privateCacheControl } from "./private-responses.ts";

describe("privateCacheControl", () => {
  it("marks a response rendered for a session", () => {
    for (const cookieHeader of [
      "ga.session_token=abc",
      "theme=dark; ga.session_token=abc",
      "__Secure-ga.session_token=abc",
    ]) {
      expect(privateCacheControl({ cookieHeader, setsCookie: false, cacheControl: null })).toBe(
        PRIVATE_CACHE_CONTROL,
      );
    }
  });

  it("marks a response that sets a cookie, even one declared public", () => {
    expect(privateCacheControl({ cookieHeader: null, setsCookie: true, cacheControl: null })).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    expect(
      privateCacheControl({ cookieHeader: null, setsCookie: true, cacheControl: "public, max-age=600" }),
    ).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("leaves anonymous responses, already private ones and explicit public data alone", () => {
    expect(privateCacheControl({ cookieHeader: null, setsCookie: false, cacheControl: null })).toBeNull();
    expect(
      privateCacheControl({
        cookieHeader: "i18nextLng=en; theme=dark",
        setsCookie: false,
        cacheControl: null,
      }),
    ).toBeNull();
    expect(
      privateCacheControl({
        cookieHeader: "ga.session_token=x",
        setsCookie: true,
        cacheControl: "private, no-store",
      }),
    ).toBeNull();
    expect(
      privateCacheControl({
        cookieHeader: "ga.session_token=x",
        setsCookie: false,
        cacheControl: "public, max-age=3600",
      }),
    ).toBeNull();
  });
});
