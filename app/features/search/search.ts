/**
 * Site search (spec §1 "site search", §9 Ctrl/Cmd+K): matching and ranking over the entries built by
 * `index-entries.ts`. Pure and small: the palette runs it in the browser on the index it fetched, the
 * `/recherche` page runs it on the server, so both give the same results.
 *
 * Tolerant of accents, case and typos: text is decomposed (NFD), stripped of diacritics and
 * lower-cased; each word of the query matches a word of an entry exactly, as a prefix, or within a
 * small edit distance (of the whole word or of its beginning). Every word of the query must match.
 * A match in the title weighs more than one in the text, so title matches come first.
 */

export const SEARCH_KINDS = [
  "page",
  "module",
  "solution",
  "service",
  "plan",
  "addon",
  "faq",
  "resource",
  "article",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchEntry {
  readonly kind: SearchKind;
  readonly title: string;
  /** A short text shown under the title. */
  readonly text: string;
  /** Words that match without being shown (feature names, synonyms). */
  readonly keywords?: string;
  /** Path in the entry's language (`/en/...` for English). */
  readonly url: string;
  readonly lang: "fr" | "en";
}

export interface SearchResult {
  readonly entry: SearchEntry;
  readonly score: number;
}

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly results: readonly SearchResult[];
}

/** Lower case, without accents: "Gestion Financière" → "gestion financiere". */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The normalised words of a text. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const row = new Array<number>(cols);
    row[0] = i;
    let rowMin = row[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[cols - 1]!;
}

/** Typos allowed for a query word: none under 4 letters, one up to 7, two from 8. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

const EXACT = 1;
const PREFIX = 0.8;
const FUZZY = 0.55;

/** How well query word `q` matches entry word `w` (0: not at all). */
export function wordScore(q: string, w: string): number {
  if (q === w) return EXACT;
  if (w.startsWith(q)) return PREFIX;
  const typos = allowedTypos(q.length);
  if (typos === 0) return 0;
  if (editDistance(q, w, typos) <= typos) return FUZZY;
  // The beginning of a longer word: "finance" ~ "financ(iere)", "factur" ~ "facturation".
  for (const length of [q.length - 1, q.length, q.length + 1]) {
    if (length < 3 || length >= w.length) continue;
    if (editDistance(q, w.slice(0, length), typos) <= typos) return FUZZY * 0.9;
  }
  return 0;
}

const TITLE_WEIGHT = 3;
const TEXT_WEIGHT = 1;

interface PreparedEntry {
  readonly entry: SearchEntry;
  readonly titleWords: readonly string[];
  readonly textWords: readonly string[];
}

export interface PreparedIndex {
  readonly entries: readonly PreparedEntry[];
}

/** Splits every entry into its words once; searches then reuse them. */
export function prepareIndex(entries: readonly SearchEntry[]): PreparedIndex {
  return {
    entries: entries.map((entry) => ({
      entry,
      titleWords: [...new Set(words(entry.title))],
      textWords: [...new Set(words(`${entry.text} ${entry.keywords ?? ""}`))],
    })),
  };
}

const KIND_ORDER = new Map(SEARCH_KINDS.map((k, i) => [k, i]));

/** The entries matching every word of `query`, best first (title matches before text matches). */
export function search(
  index: PreparedIndex | readonly SearchEntry[],
  query: string,
  limit = 30,
): SearchResult[] {
  const prepared = Array.isArray(index)
    ? prepareIndex(index as readonly SearchEntry[])
    : (index as PreparedIndex);
  const terms = [...new Set(words(query))].slice(0, 8);
  if (terms.length === 0) return [];
  // Entries share most of their vocabulary: score each distinct word once per query word.
  const cache = terms.map(() => new Map<string, number>());
  const best = (t: number, list: readonly string[]) => {
    let top = 0;
    const memo = cache[t]!;
    for (const w of list) {
      let s = memo.get(w);
      if (s === undefined) {
        s = wordScore(terms[t]!, w);
        memo.set(w, s);
      }
      if (s > top) top = s;
      if (top === EXACT) break;
    }
    return top;
  };
  const results: SearchResult[] = [];
  for (const p of prepared.entries) {
    let score = 0;
    for (let t = 0; t < terms.length; t++) {
      const s = Math.max(best(t, p.titleWords) * TITLE_WEIGHT, best(t, p.textWords) * TEXT_WEIGHT);
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score > 0) results.push({ entry: p.entry, score });
  }
  results.sort(
    (a, b) =>
      b.score - a.score ||
      KIND_ORDER.get(a.entry.kind)! - KIND_ORDER.get(b.entry.kind)! ||
      a.entry.title.localeCompare(b.entry.title),
  );
  return results.slice(0, limit);
}

/**
 * Results grouped by kind; groups follow their best result, so the group of the best match comes
 * first, and results keep their order inside a group.
 */
export function groupResults(results: readonly SearchResult[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const r of results) {
    const list = groups.get(r.entry.kind);
    if (list) list.push(r);
    else groups.set(r.entry.kind, [r]);
  }
  return [...groups].map(([kind, list]) => ({ kind, results: list }));
}
