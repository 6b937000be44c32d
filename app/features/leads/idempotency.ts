/**
 * Idempotent form submissions (issue 5: "a double click or a replayed post creates one record").
 *
 * Every form carries a token issued by the server when the page is rendered:
 *
 *     <issuedAt base 36>.<nonce>.<signature>
 *
 * The signature (HMAC, computed by the server module that issues tokens) makes the issue time
 * trustworthy, so the minimum fill time cannot be faked by a bot. The record's idempotency key is
 * derived from the form, the token's nonce and a fingerprint of the normalised values:
 *
 *   - the same render posted twice with the same values (double click, reload of the result,
 *     a retry after a lost response, a replay) → same key → one record, the first answer repeated;
 *   - the same render posted again with different values (the visitor went back and changed the
 *     message) → another key → a second record: nothing the visitor wrote is dropped;
 *   - a new render always has a new nonce.
 *
 * The key is UNIQUE in the database, so two concurrent identical posts cannot both insert: the
 * loser of the race reads the winner's record and answers as a replay.
 */

export const FORM_KINDS = ["contact", "demo", "quote", "checkout", "feedback", "webinar", "chatbot"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** A person needs more than two seconds to fill any of these forms; scripts do not. */
export const MIN_FILL_MS = 2_000;
/** A clock difference the fill-time check tolerates between issuing and checking (several servers). */
export const CLOCK_SKEW_MS = 30_000;

export interface FormToken {
  readonly issuedAt: number;
  readonly nonce: string;
  readonly signature: string;
}

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{16,128}$/;

/** The signed part of a token. */
export function tokenBody(issuedAt: number, nonce: string): string {
  return `${issuedAt.toString(36)}.${nonce}`;
}

export function composeFormToken(issuedAt: number, nonce: string, signature: string): string {
  return `${tokenBody(issuedAt, nonce)}.${signature}`;
}

/** Reads a token's parts; anything malformed (wrong type, length, alphabet) gives undefined. */
export function parseFormToken(value: unknown): FormToken | undefined {
  if (typeof value !== "string" || value.length > 256) return undefined;
  const parts = value.split(".");
  if (parts.length !== 3) return undefined;
  const [time, nonce, signature] = parts as [string, string, string];
  if (!/^[0-9a-z]{1,12}$/.test(time) || !NONCE.test(nonce) || !SIGNATURE.test(signature)) return undefined;
  const issuedAt = parseInt(time, 36);
  if (!Number.isSafeInteger(issuedAt)) return undefined;
  return { issuedAt, nonce, signature };
}

export type FillTimeVerdict = "ok" | "tooFast" | "future";

/** Too fast: sent less than MIN_FILL_MS after the form was rendered. */
export function fillTimeVerdict(issuedAt: number, now: number, minMs = MIN_FILL_MS): FillTimeVerdict {
  if (issuedAt > now + CLOCK_SKEW_MS) return "future";
  return now - issuedAt < minMs ? "tooFast" : "ok";
}

/**
 * A stable text for a set of values: keys sorted at every level, undefined dropped, strings kept as
 * they are (the values are normalised by the form's schema before this).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** Length of the fingerprint kept in the key: 128 bits of a SHA-256 in hex. */
export const FINGERPRINT_CHARS = 32;

/** The record's key: form, nonce of the render, fingerprint of the values. */
export function idempotencyKey(form: FormKind, nonce: string, fingerprintHex: string): string {
  if (!NONCE.test(nonce)) throw new Error("invalid nonce");
  if (!/^[0-9a-f]+$/.test(fingerprintHex) || fingerprintHex.length < FINGERPRINT_CHARS) {
    throw new Error("invalid fingerprint");
  }
  return `${form}:${nonce}:${fingerprintHex.slice(0, FINGERPRINT_CHARS)}`;
}

/**
 * Clients that post JSON (the chatbot) name their conversation instead of carrying a rendered
 * token: the conversation id plays the nonce's part.
 */
export function clientKeyNonce(clientId: unknown): string | undefined {
  return typeof clientId === "string" && NONCE.test(clientId) ? clientId : undefined;
}

export type SubmissionOutcome =
  { readonly kind: "new" } | { readonly kind: "replay"; readonly recordId: string };

/** What to do with a submission given the record already stored under its key, if any. */
export function classifySubmission(existing: { readonly id: string } | undefined): SubmissionOutcome {
  return existing ? { kind: "replay", recordId: existing.id } : { kind: "new" };
}
