import { describe, expect, it } from "vitest";
import { addTexts, hasTexts, loadedTexts } from "./texts.ts";
import { translate } from "./translator.ts";

describe("the texts loaded", () => {
  it("merges the parts of a namespace as they arrive, each part once", () => {
    const base = { shell: { title: "CRM" } };
    const section = { support: { title: "Support" } };
    expect(hasTexts("fr", "parts-test")).toBe(false);
    addTexts("fr", "parts-test", base);
    expect(translate(loadedTexts, "fr", "parts-test", "support.title")).toBe("support.title");
    addTexts("fr", "parts-test", section);
    addTexts("fr", "parts-test", section);
    expect(translate(loadedTexts, "fr", "parts-test", "shell.title")).toBe("CRM");
    expect(translate(loadedTexts, "fr", "parts-test", "support.title")).toBe("Support");
    expect(Object.keys(loadedTexts("fr", "parts-test")!)).toEqual(["shell", "support"]);
    // Another language's store is its own.
    expect(loadedTexts("en", "parts-test")).toBeUndefined();
  });
});
