import type { Language } from "#app/lib/i18n/languages.ts";
import { buildSearchEntries } from "./index-entries.ts";
import { prepareIndex, type PreparedIndex, type SearchEntry } from "./search.ts";

/**
 * The search index of each language, built once per server process from the content sources (the
 * content is part of the build, so it cannot change while the process runs).
 */
const built = new Map<
  Language,
  { entries: SearchEntry[]; prepared: PreparedIndex; json: string; etag: string }
>();

function hash(text: string): string {
  // FNV-1a: enough to tell two builds' indexes apart for an ETag.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export function searchIndex(lang: Language) {
  let index = built.get(lang);
  if (!index) {
    const entries = buildSearchEntries(lang);
    const json = JSON.stringify(entries);
    index = { entries, prepared: prepareIndex(entries), json, etag: `"search-${lang}-${hash(json)}"` };
    built.set(lang, index);
  }
  return index;
}
