import { describe, expect, it } from "vitest";
import { HELP_ARTICLES } from "#content/resources/help.ts";
import { suggestArticles } from "./help-suggestions.ts";

const fr = HELP_ARTICLES.map((a) => ({
  id: a.id,
  title: a.title.fr,
  answer: [] as string[],
  keywords: a.keywords.fr,
  category: a.category,
}));

describe("suggestArticles", () => {
  it("suggests the articles matching words of a subject, at most three", () => {
    const found = suggestArticles(fr, "Impossible de réinitialiser mon mot de passe");
    expect(found[0]?.id).toBe("mot-de-passe-oublie");
    expect(found.length).toBeLessThanOrEqual(3);
  });

  it("suggests nothing for short or unknown words", () => {
    expect(suggestArticles(fr, "le la")).toEqual([]);
    expect(suggestArticles(fr, "zzzzqqq")).toEqual([]);
  });
});
