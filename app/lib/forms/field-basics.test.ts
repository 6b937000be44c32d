import { describe, expect, it } from "vitest";
import { cleaned, cleanLine, cleanText, formValuesByRow, holdsFormToken } from "./field-basics.ts";

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

describe("formValuesByRow", () => {
  it("keys the fields repeated once per row by row and keeps the others as formValues does", () => {
    const form = new FormData();
    form.append("intent", "lines");
    form.append("addons", "sms");
    form.append("addons", "api");
    for (const [label, quantity] of [
      ["Licence", "2"],
      ["", ""],
      ["Formation", "x"],
    ]) {
      form.append("label", label!);
      form.append("quantity", quantity!);
    }
    expect(formValuesByRow(form, ["label", "quantity"])).toEqual({
      intent: "lines",
      addons: ["sms", "api"],
      "label.0": "Licence",
      "label.1": "",
      "label.2": "Formation",
      "quantity.0": "2",
      "quantity.1": "",
      "quantity.2": "x",
    });
  });

  it("gives a row field posted once a key of its own too, and nothing for a field not posted", () => {
    const form = new FormData();
    form.append("label", "Seule");
    expect(formValuesByRow(form, ["label", "unit"])).toEqual({ "label.0": "Seule" });
  });
});
