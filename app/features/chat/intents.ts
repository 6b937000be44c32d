/**
 * Intent detection of the sales assistant (spec §4 "Chat intents"): keywords, tested intent by
 * intent in the spec's order; the first intent with a matching keyword wins.
 *
 * Matching rule (documented here because it decides what the assistant understands):
 * 1. The message is normalised: lower case, accents removed ("coût" → "cout"), every character
 *    that is not a letter or a digit becomes a space (so "rendez-vous" → "rendez vous",
 *    "l'établissement" → "l etablissement"), and words ending in "-aux" are read as their "-al"
 *    singular ("commerciaux" → "commercial").
 * 2. Each keyword is reduced to a stem: a plural "s" is dropped ("modules" → "module"), then a
 *    French infinitive "-er" ("calculer" → "calcul"), a final "-ation" ("intégration" → "integr")
 *    or a final "e" ("module" → "modul").
 * 3. A word of the message matches a keyword when it is the stem followed by one of a closed list
 *    of endings: singular, plural and feminine forms for every keyword (`NOUN_ENDINGS`), and, for
 *    keywords marked with a trailing `*` in the table, verb and derived forms too (`VERB_ENDINGS`:
 *    "contactez", "tarification", "calculateur", "coûte", "pricing", "testing").
 *    So "couts", "Démos", "etudiantes", "commerciaux" match, while words that merely start like a
 *    keyword do not: "couteau", "démographie", "testament", "parlement", "apiculture", "Mercier",
 *    "expertise", "don't".
 * 4. A keyword of several words ("au revoir", "rendez-vous", "thank you") matches the same words in
 *    a row, each by rule 3.
 *
 * French keywords are the spec's; English keywords serve the English pages. Both lists are checked
 * whatever the page's language, so a visitor writing French on an English page is still understood
 * (the reply follows the page's language).
 */

export const KEYWORD_INTENTS = [
  "pricing_inquiry",
  "demo_request",
  "contact_request",
  "features_inquiry",
  "institution_sizing",
  "technical_inquiry",
  "farewell",
] as const;

export type KeywordIntent = (typeof KEYWORD_INTENTS)[number];
/** Intents a bot message can carry: keyword intents, the fallback, and the assistant's own turns. */
export type ChatIntent = KeywordIntent | "general_inquiry" | "greeting" | "lead_capture";

type KeywordLanguage = "fr" | "en";

/**
 * spec §4: the order of this table is the order of precedence. A trailing `*` lets the keyword take
 * verb and derived endings (rule 3); the word itself is the spec's.
 */
export const INTENT_KEYWORDS: Readonly<
  Record<KeywordIntent, Readonly<Record<KeywordLanguage, readonly string[]>>>
> = {
  pricing_inquiry: {
    fr: ["prix", "tarif*", "coût*", "calculer*", "budget*"],
    en: ["price*", "cost*", "calculate*", "budget*"],
  },
  demo_request: {
    fr: ["démo", "démonstration*", "essai", "tester*"],
    en: ["demo", "demonstration*", "trial", "test*"],
  },
  contact_request: {
    fr: ["contact*", "expert", "commercial", "parler*", "rendez-vous"],
    en: ["contact*", "expert", "sales", "talk*", "meeting", "appointment"],
  },
  features_inquiry: {
    fr: ["modules", "fonctionnalités", "services", "logiciel"],
    en: ["modules", "features", "services", "software"],
  },
  institution_sizing: {
    fr: ["étudiant", "élève", "nombre", "taille", "établissement"],
    en: ["student", "pupil", "number", "size", "institution", "school"],
  },
  technical_inquiry: {
    fr: ["intégration*", "compatible", "api", "technique"],
    en: ["integration*", "compatible", "api", "technical"],
  },
  farewell: {
    fr: ["merci", "au revoir", "fini", "terminé*"],
    en: ["thanks", "thank you", "bye", "goodbye", "done", "finish*"],
  },
};

/** Singular, plural and feminine forms (French "-e", "-es", "-ée", "-ées"). */
const NOUN_ENDINGS: ReadonlySet<string> = new Set(["", "s", "e", "es", "ee", "ees"]);

/**
 * Verb and derived forms, for the keywords marked `*`. Closed on purpose: an open "starts with"
 * would make "test" match "testament".
 */
const VERB_ENDINGS: ReadonlySet<string> = new Set([
  ...NOUN_ENDINGS,
  "er",
  "ez",
  "ons",
  "ent",
  "ant",
  "ai",
  "ais",
  "ait",
  "era",
  "ation",
  "ations",
  "ication",
  "ications",
  "ateur",
  "ateurs",
  "atrice",
  "aire",
  "aires",
  "ing",
  "ed",
  "ate",
  "ated",
  "ates",
  "ating",
  "ion",
  "ions",
  "or",
  "ors",
]);

/** Lower case, no accents, letters and digits only, words separated by one space. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function words(text: string): string[] {
  const normalized = normalizeText(text);
  if (normalized === "") return [];
  // "commerciaux" → "commercial": the one irregular French plural among the keywords.
  return normalized.split(" ").map((w) => (w.length > 4 && w.endsWith("aux") ? `${w.slice(0, -3)}al` : w));
}

/** The stem a keyword is matched on (rule 2 above). */
export function stemOf(keyword: string, lang: KeywordLanguage): string {
  let stem = normalizeText(keyword);
  if (stem.length > 4 && stem.endsWith("s")) stem = stem.slice(0, -1);
  if (lang === "fr" && stem.length > 5 && stem.endsWith("er")) return stem.slice(0, -2);
  if (stem.length > 7 && stem.endsWith("ation")) return stem.slice(0, -5);
  if (stem.length > 4 && stem.endsWith("e")) return stem.slice(0, -1);
  return stem;
}

interface CompiledKeyword {
  readonly stems: readonly string[];
  readonly endings: ReadonlySet<string>;
}

function compile(keyword: string, lang: KeywordLanguage): CompiledKeyword {
  const verb = keyword.endsWith("*");
  const text = verb ? keyword.slice(0, -1) : keyword;
  return {
    stems: normalizeText(text)
      .split(" ")
      .map((w) => stemOf(w, lang)),
    endings: verb ? VERB_ENDINGS : NOUN_ENDINGS,
  };
}

const COMPILED: readonly { intent: KeywordIntent; keywords: readonly CompiledKeyword[] }[] =
  KEYWORD_INTENTS.map((intent) => ({
    intent,
    keywords: [
      ...INTENT_KEYWORDS[intent].fr.map((k) => compile(k, "fr")),
      ...INTENT_KEYWORDS[intent].en.map((k) => compile(k, "en")),
    ],
  }));

function wordMatches(word: string, stem: string, endings: ReadonlySet<string>): boolean {
  return word.startsWith(stem) && endings.has(word.slice(stem.length));
}

function containsKeyword(messageWords: readonly string[], keyword: CompiledKeyword): boolean {
  const { stems, endings } = keyword;
  for (let i = 0; i + stems.length <= messageWords.length; i++) {
    if (stems.every((stem, k) => wordMatches(messageWords[i + k] ?? "", stem, endings))) return true;
  }
  return false;
}

/** Does the message contain this keyword (by the rule above)? Exposed for tests and documentation. */
export function matchesKeyword(text: string, keyword: string, lang: KeywordLanguage = "fr"): boolean {
  return containsKeyword(words(text), compile(keyword, lang));
}

/** The first intent, in the spec's order, one of whose keywords the message contains; else general_inquiry. */
export function detectIntent(text: string): KeywordIntent | "general_inquiry" {
  const messageWords = words(text);
  for (const { intent, keywords } of COMPILED) {
    if (keywords.some((k) => containsKeyword(messageWords, k))) return intent;
  }
  return "general_inquiry";
}
