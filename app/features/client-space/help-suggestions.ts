import { normalizeSearchText, searchArticles, type SearchableArticle } from "#content/resources/help.ts";

/**
 * Help-centre articles that may answer a support request while its subject is typed (issue 7).
 * Unlike the help centre's search, which wants every word, a subject is a sentence: an article
 * matching more of its meaningful words (4 letters or more) comes first.
 */
export const MIN_SUGGESTION_QUERY = 4;

export function suggestArticles<T extends SearchableArticle>(
  articles: readonly T[],
  subject: string,
  max = 3,
): T[] {
  const words = [
    ...new Set(
      normalizeSearchText(subject)
        .split(" ")
        .filter((w) => w.length >= MIN_SUGGESTION_QUERY),
    ),
  ];
  if (words.length === 0) return [];
  const scored = articles
    .map((article, index) => ({
      article,
      index,
      score: words.reduce((sum, w) => sum + (searchArticles([article], w).length > 0 ? 1 : 0), 0),
    }))
    .filter((s) => s.score > 0);
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, max).map((s) => s.article);
}
