/**
 * What the assistant picks up from free text to fill the conversation's context: an e-mail address,
 * an institution's name and a student count. Simple, predictable heuristics; what they miss the
 * visitor can still give when the assistant asks for it.
 */

/**
 * An address of the usual shape: local part, "@", a domain with at least one dot and a 2+ letter
 * ending. Deliberately not RFC 5322: the lead form validates the address again before anything is
 * sent.
 */
const EMAIL =
  /[a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9_%+-])?@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}/i;

export function extractEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0].toLowerCase();
}

/** The text without its e-mail addresses, so that "contact@…" does not read as a contact request. */
export function withoutEmails(text: string): string {
  return text.replace(new RegExp(EMAIL.source, "gi"), " ");
}

/**
 * Words that name a kind of institution, in French and English. "établissement" and "institution"
 * are not among them: "mon établissement compte 500 élèves" names no institution.
 */
const KIND_WORDS = [
  "université",
  "universite",
  "école",
  "ecole",
  "lycée",
  "lycee",
  "collège",
  "college",
  "institut",
  "institute",
  "iut",
  "cfa",
  "académie",
  "academie",
  "academy",
  "campus",
  "faculté",
  "faculte",
  "faculty",
  "conservatoire",
  "conservatory",
  "groupe scolaire",
  "university",
  "school",
  "polytechnique",
  "inspé",
  "inspe",
];

/** Small words allowed inside a name when a name follows them: "Lycée Victor Hugo de Paris", "University of Leeds". */
const CONNECTORS = new Set(["de", "du", "des", "la", "le", "les", "of", "the", "and", "et", "sur", "en"]);
/** Lower-case words that may sit between the kind and the name: "école primaire Jules-Ferry". */
const DESCRIPTORS = new Set([
  "primaire",
  "élémentaire",
  "elementaire",
  "maternelle",
  "supérieure",
  "superieure",
  "privée",
  "privee",
  "publique",
  "professionnel",
  "technologique",
  "général",
  "general",
  "polyvalent",
  "agricole",
  "high",
  "middle",
  "primary",
  "secondary",
  "grammar",
  "business",
]);

const KIND = new RegExp(
  `(?<!\\p{L})(?:${KIND_WORDS.map((w) => w.replace(" ", "\\s+")).join("|")})(?!\\p{L})`,
  "giu",
);

/** A token that can be part of a proper name: capitalised word, acronym, number, "d'Angers", "Saint-Denis". */
function isNameToken(token: string): boolean {
  return /^(?:[dl]['’])?[\p{Lu}\d][\p{L}\d'’.&-]*$/u.test(token);
}

function tidy(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:'"«»“”-]+|[\s,;:.!?'"«»“”-]+$/g, "")
    .trim();
}

/** How many of `tokens` form a name: name tokens, with connectors and descriptors kept only when a name follows. */
function nameRun(tokens: readonly string[]): number {
  let end = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    if (isNameToken(token)) end = i + 1;
    else if (!CONNECTORS.has(token.toLowerCase()) && !DESCRIPTORS.has(token.toLowerCase())) break;
  }
  return end;
}

const MAX_NAME_LENGTH = 120;

/** Cues a visitor uses to name the institution; the name follows, up to the end of the clause. */
const CUES = [
  /(?:établissement|etablissement|école|ecole|institution|organisme|school)\s*:\s*([^.!?\n;,]+)/iu,
  /(?:établissement|etablissement|école|ecole|organisme)\s+(?:s['’]appelle|se\s+nomme)\s+([^.!?\n;,]+)/iu,
  /nom\s+de\s+(?:mon|notre|l['’])\s*(?:établissement|etablissement|école|ecole|organisme)\s+est\s+([^.!?\n;,]+)/iu,
  /(?:school|institution)(?:'s\s+name)?\s+is\s+(?:called\s+)?([^.!?\n;,]+)/iu,
];

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase("fr") + word.slice(1);
}

/**
 * An institution's name in free text, by three rules tried in order (e-mail addresses are ignored,
 * so "marie@lycee-hugo.fr" names nothing):
 * 1. A cue the visitor uses to name it: "établissement : X", "mon école s'appelle X",
 *    "le nom de notre établissement est X", "my school is called X" → X up to the end of the
 *    clause, when X starts with a capital letter or a digit ("mon école est grande" names nothing).
 * 2. A word naming a kind of institution followed by a proper name: "Lycée Victor Hugo",
 *    "l'université de Lyon", "IUT de Lannion", "école primaire Jules-Ferry", "École 42". The name
 *    needs at least one capitalised word or number after the kind, so "notre école" or "une
 *    université publique" name nothing; the kind word is capitalised in the result.
 * 3. Capitalised words just before a capitalised kind (the English order): "Springfield High
 *    School", "Harvard University".
 * A visitor mentioning another institution ("comme l'Université de Lyon") is read the same way:
 * the assistant shows what it noted, so the visitor can correct it.
 */
export function extractInstitution(rawText: string): string | undefined {
  const text = withoutEmails(rawText);
  for (const cue of CUES) {
    const name = tidy(cue.exec(text)?.[1] ?? "");
    if (/\p{L}{2}/u.test(name) && /^[\p{Lu}\d]/u.test(name)) return name.slice(0, MAX_NAME_LENGTH);
  }

  for (const kind of text.matchAll(KIND)) {
    const after = text.slice(kind.index + kind[0].length).split(/[.,;:!?()\n]/)[0] ?? "";
    const tokens = after.trim().split(/\s+/).filter(Boolean);
    const run = nameRun(tokens);
    if (run > 0)
      return tidy(`${capitalise(kind[0])} ${tokens.slice(0, run).join(" ")}`).slice(0, MAX_NAME_LENGTH);

    if (!/^\p{Lu}/u.test(kind[0])) continue;
    const before =
      text
        .slice(0, kind.index)
        .split(/[.,;:!?()\n]/)
        .pop() ?? "";
    const previous = before.trim().split(/\s+/).filter(Boolean);
    let start = previous.length;
    while (
      start > 0 &&
      isNameToken(previous[start - 1] ?? "") &&
      !SENTENCE_OPENERS.has(previous[start - 1]!.toLowerCase())
    )
      start--;
    if (start < previous.length)
      return tidy(`${previous.slice(start).join(" ")} ${kind[0]}`).slice(0, MAX_NAME_LENGTH);
  }
  return undefined;
}

/** Capitalised at the start of a sentence, yet never part of a name. */
const SENTENCE_OPENERS = new Set([
  "we",
  "our",
  "my",
  "i",
  "nous",
  "notre",
  "je",
  "mon",
  "ma",
  "the",
  "a",
  "an",
  "le",
  "la",
  "une",
  "un",
  "at",
  "in",
  "chez",
  "au",
  "à",
]);

/**
 * A number of students: digits (with spaces, dots, commas or narrow spaces as thousands
 * separators) followed by a word for learners: "1 200 étudiants", "800 élèves", "2,500 students".
 */
const STUDENT_COUNT =
  /(\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+|\d+)\s*(?:étudiant|etudiant|élève|eleve|apprenant|stagiaire|apprenti|student|pupil|learner)/iu;

/** spec §9 keeps the calculator between 1 and 100 000 students; the chat reads the same range. */
export const MAX_STUDENT_COUNT = 100_000;

export function extractStudentCount(text: string): number | undefined {
  const match = STUDENT_COUNT.exec(text);
  if (!match?.[1]) return undefined;
  const n = Number(match[1].replace(/[ \u00a0\u202f.,]/g, ""));
  return Number.isInteger(n) && n >= 1 && n <= MAX_STUDENT_COUNT ? n : undefined;
}
