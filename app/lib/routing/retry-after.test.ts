import { describe, expect, it } from "vitest";
import { forwardRetryAfter } from "./retry-after.ts";

const args = (action: HeadersInit, parent: HeadersInit = { "Cache-Control": "private, no-store" }) =>
  ({
    actionHeaders: new Headers(action),
    parentHeaders: new Headers(parent),
    loaderHeaders: new Headers(),
    errorHeaders: undefined,
  }) as Parameters<typeof forwardRetryAfter>[0];

describe("forwardRetryAfter", () => {
  it("adds the action's Retry-After to the page's headers", () => {
    const headers = new Headers(forwardRetryAfter(args({ "Retry-After": "30" })));
    expect(headers.get("Retry-After")).toBe("30");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves the page's headers as they are otherwise", () => {
    const headers = new Headers(forwardRetryAfter(args({ "X-Other": "1" })));
    expect(headers.has("Retry-After")).toBe(false);
    expect(headers.has("X-Other")).toBe(false);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });
});
