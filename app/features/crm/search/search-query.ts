import { z } from "#app/lib/forms/zod.ts";
import { filterText, readParams } from "#app/features/crm/list-params.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import { can, type Resource } from "#app/features/crm/permissions.ts";
import { SEARCH_KINDS, type SearchKind, type StaffRole } from "#server/db/schema.ts";

/**
 * The CRM's search (issue 20 §5), its pure rules: how a record's words and a typed query are
 * folded (one folding: the institution names' `nameKey`, so "Lycée" and "lycee" are one word), how
 * the query becomes a prefix query of each engine, and which kinds of record a role may open.
 */

/** The query string of the search page and of the palette's requests (`?q=`), read leniently. */
export const SearchParamsSchema = z.object({ q: filterText(200) });
export function readSearchQuery(url: URL): string {
  return readParams(SearchParamsSchema, url).q ?? "";
}

/** Words typed beyond this are ignored (a pasted paragraph is no query). */
export const MAX_QUERY_TOKENS = 8;
/** Results per kind in the palette; the search page shows more. */
export const PALETTE_PER_KIND = 5;
export const PAGE_PER_KIND = 20;

/**
 * A record's searchable words, folded and space-separated: "Lycée Victor-Hugo" →
 * "lycee victor hugo"; "FA-2026-0012" → "fa 2026 0012 12" (a number's digits also without their
 * leading zeros, so that "12" finds it); an e-mail address gives its parts ("jean dupont lycee
 * hugo fr"): typing any part's beginning finds it.
 */
export function indexTerms(values: readonly (string | null | undefined)[]): string {
  const words: string[] = [];
  const seen = new Set<string>();
  const add = (word: string) => {
    if (word && !seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  };
  for (const value of values) {
    if (!value) continue;
    for (const word of nameKey(value).split(" ")) {
      add(word);
      if (/^0+\d/.test(word)) add(word.replace(/^0+/, ""));
    }
  }
  return words.join(" ");
}

/** The typed query's words, folded like the records' (at most `MAX_QUERY_TOKENS`). */
export function queryTokens(query: string): string[] {
  const folded = nameKey(query);
  return folded ? folded.split(" ").slice(0, MAX_QUERY_TOKENS) : [];
}

/**
 * SQLite FTS5: the words typed before the last are whole words, the last one a prefix (it is being
 * typed), all required, in the `terms` column; the kind in its own column. A prefix of every word
 * would make the engine gather every word starting like each one ("lycee" → all of them), several
 * times slower on 100,000 records (decision 036). Words hold only [a-z0-9] after folding: quoting
 * them is enough.
 */
export function ftsQuery(kind: SearchKind, tokens: readonly string[]): string {
  const last = tokens.length - 1;
  return [`kind : ${kind}`, ...tokens.map((t, i) => `terms : "${t}"${i === last ? "*" : ""}`)].join(" AND ");
}

/** PostgreSQL `to_tsquery('simple', …)`: whole words, the last one a prefix (`:*`), all required. */
export function tsQuery(tokens: readonly string[]): string {
  const last = tokens.length - 1;
  return tokens.map((t, i) => (i === last ? `${t}:*` : t)).join(" & ");
}

/** The section whose page each kind of record opens (permissions.ts). */
export const KIND_RESOURCE: Readonly<Record<SearchKind, Resource>> = {
  lead: "leads",
  contact: "leads",
  institution: "clients",
  proposal: "proposals",
  invoice: "billing",
  ticket: "support",
};

/** The kinds of record a role may open, in the order the results show them. */
export function searchableKinds(role: StaffRole | null | undefined): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => can(role, KIND_RESOURCE[kind], "view"));
}
