import { describe, expect, it } from "vitest";
import { cleaned, cleanLine, cleanText, holdsFormToken } from "./field-basics.ts";

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

describe("cleanLine and cleanText", () => {
  it("removes control characters; a single line loses its line breaks, a text keeps them", () => {
    expect(cleanLine("  Ada\u0000 Love\nlace\u007f ")).toBe("Ada Lovelace");
    expect(cleanText(" first\r\nsecond\u0007 ")).toBe("first\nsecond");
  });

  it("as a preprocessing step, cleans strings and leaves anything else", () => {
    const clean = cleaned(cleanLine);
    expect(clean(" x\u0001 ")).toBe("x");
    expect(clean(undefined)).toBeUndefined();
    expect(clean(3)).toBe(3);
  });
});
