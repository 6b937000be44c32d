import { describe, expect, it } from "vitest";
import { holdsFormToken } from "./field-basics.ts";

describe("holdsFormToken", () => {
  it("finds the token's hidden field in a page, as text or as bytes", () => {
    const page = '<form><input type="hidden" name="_token" value="t"></form>';
    expect(holdsFormToken(page)).toBe(true);
    expect(holdsFormToken(Buffer.from(page))).toBe(true);
  });

  it("is false for a page without a public form", () => {
    expect(holdsFormToken('<form><input name="email"></form><p>_token</p>')).toBe(false);
    expect(holdsFormToken(Buffer.from("<main></main>"))).toBe(false);
  });
});
