import { describe, expect, it } from "vitest";
import { lt } from "./localized.ts";
import { collectTexts, isLText, resolve } from "./resolve.ts";

describe("resolve", () => {
  const tree = {
    title: lt("Finances", "Finance"),
    colour: "#0f766e",
    rating: 5,
    items: [{ name: "Claire Martin", text: lt("Bonjour", "Hello") }],
  };

  it("keeps one language and leaves untranslated values alone", () => {
    expect(resolve(tree, "en")).toEqual({
      title: "Finance",
      colour: "#0f766e",
      rating: 5,
      items: [{ name: "Claire Martin", text: "Hello" }],
    });
    expect(resolve(tree, "fr").items[0]?.text).toBe("Bonjour");
  });

  it("recognises only objects made of exactly fr and en strings as texts", () => {
    expect(isLText(lt("a", "b"))).toBe(true);
    expect(isLText({ fr: "a", en: "b", extra: 1 })).toBe(false);
    expect(isLText({ fr: "a", en: 2 })).toBe(false);
    expect(isLText(["a", "b"])).toBe(false);
  });

  it("lists every text with its path", () => {
    expect(collectTexts(tree).map((t) => t.path)).toEqual(["title", "items.0.text"]);
  });
});
