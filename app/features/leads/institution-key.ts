/**
 * How two spellings of an institution's name are recognised as one (issue 20): "Lycée Jean
 * Moulin", "Lycee Jean Moulin", "LYCÉE JEAN-MOULIN " and "lycée  jean moulin." have one key. The
 * key is lower case, without accents (ligatures spelt out: "œ" is "oe"), every run of punctuation
 * or spaces made one space, trimmed. Institutions keep theirs in `institution.name_key`, contacts
 * in `contact.institution_key` (migration 0022), so that a lead finds its institution through an
 * index on both engines.
 */

const LIGATURES: Readonly<Record<string, string>> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", ł: "l", đ: "d" };

/** The normalised name, possibly empty ("", "—"); what `institution.name_key` stores. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[œæßøłđ]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Keys shorter than this name nothing in particular ("CE", "-"): they never link records. */
export const MIN_KEY_LENGTH = 3;

/** The key a typed name is matched on, or null when it is too short to identify an institution. */
export function institutionKey(name: string | undefined | null): string | null {
  if (!name) return null;
  const key = nameKey(name);
  return key.length >= MIN_KEY_LENGTH ? key : null;
}

/** Whether two typed names designate one institution. */
export function sameInstitution(a: string | null | undefined, b: string | null | undefined): boolean {
  const ka = institutionKey(a);
  return ka !== null && ka === institutionKey(b);
}
