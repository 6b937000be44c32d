import { describe, expect, it } from "vitest";
import { interpolate, translate, type LocaleTree, type Translate, type TextSource } from "./translator.ts";

const fr = {
  greeting: "Bonjour {{name}}",
  results_one: "{{count}} résultat",
  results_many: "{{count}} de résultats",
  results_other: "{{count}} résultats",
  only: { french: "Seulement en français" },
  count: "{{count}} fois",
} as const;
const en = {
  greeting: "Hello {{name}}",
  results_one: "{{count}} result",
  results_other: "{{count}} results",
  only: {},
  count: "{{count}} times",
};
const texts: Record<string, LocaleTree> = { fr, en };
const source: TextSource = (lang, namespace) => (namespace === "ns" ? texts[lang] : undefined);

describe("translate", () => {
  it("finds a dotted key in the language asked for, and fills its placeholders", () => {
    expect(translate(source, "en", "ns", "greeting", { name: "Ada" })).toBe("Hello Ada");
    expect(translate(source, "fr", "ns", "greeting", { name: "Ada" })).toBe("Bonjour Ada");
  });

  it("chooses the plural form of the language from a numeric count", () => {
    expect(translate(source, "fr", "ns", "results", { count: 0 })).toBe("0 résultat");
    expect(translate(source, "fr", "ns", "results", { count: 1 })).toBe("1 résultat");
    expect(translate(source, "fr", "ns", "results", { count: 2 })).toBe("2 résultats");
    expect(translate(source, "fr", "ns", "results", { count: 1_000_000 })).toBe("1000000 de résultats");
    expect(translate(source, "en", "ns", "results", { count: 0 })).toBe("0 results");
    expect(translate(source, "en", "ns", "results", { count: 1 })).toBe("1 result");
    // English has no "many": the "other" form is taken.
    expect(translate(source, "en", "ns", "results", { count: 1_000_000 })).toBe("1000000 results");
  });

  it("takes a key without plural forms as it is, and a formatted count only as a value", () => {
    expect(translate(source, "en", "ns", "count", { count: 3 })).toBe("3 times");
    expect(translate(source, "fr", "ns", "count", { count: "1 234" })).toBe("1 234 fois");
  });

  it("falls back to French, then to the default value, then to the key", () => {
    expect(translate(source, "en", "ns", "only.french")).toBe("Seulement en français");
    expect(translate(source, "en", "ns", "missing.key", { defaultValue: "open" })).toBe("open");
    expect(translate(source, "en", "ns", "missing.key")).toBe("missing.key");
    expect(translate(source, "en", "other", "greeting")).toBe("greeting");
    // A key naming a group, or walking through a text, is not a text.
    expect(translate(source, "fr", "ns", "only")).toBe("only");
    expect(translate(source, "fr", "ns", "greeting.more")).toBe("greeting.more");
    expect(translate(source, "fr", "ns", "constructor")).toBe("constructor");
  });

  it("tells who asked for a key that no language has, unless a default value is given", () => {
    const missing: string[] = [];
    const tell = (namespace: string, key: string) => missing.push(`${namespace}:${key}`);
    expect(translate(source, "en", "ns", "only.french", undefined, tell)).toBe("Seulement en français");
    expect(translate(source, "en", "ns", "absent", { defaultValue: "" }, tell)).toBe("");
    expect(translate(source, "en", "ns", "absent", undefined, tell)).toBe("absent");
    expect(missing).toEqual(["ns:absent"]);
  });

  it("types the keys from the French texts, plural forms by their base key", () => {
    const t: Translate<typeof fr> = (key, options) => translate(source, "fr", "ns", key, options);
    expect(t("results", { count: 2 })).toBe("2 résultats");
    expect(t("only.french")).toBe("Seulement en français");
    // @ts-expect-error: not a key of the French texts
    expect(t("nothing")).toBe("nothing");
    // @ts-expect-error: plural forms are named by their base key
    expect(t("results_one")).toBe("{{count}} résultat");
  });
});

describe("interpolate", () => {
  it("leaves a placeholder without a value as written and never escapes", () => {
    expect(interpolate("{{a}} & {{ b }} {{c}}", { a: "<x>", b: 2 })).toBe("<x> & 2 {{c}}");
    expect(interpolate("plain", { a: 1 })).toBe("plain");
  });
});
