import commonEn from "#app/lib/i18n/locales/en/common.ts";
import commonFr from "#app/lib/i18n/locales/fr/common.ts";
import { isLanguage, LANGUAGE_KEY, type Language } from "#app/lib/i18n/languages.ts";
import { browserLanguage } from "#app/lib/i18n/language-redirect.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { readCookie } from "#app/lib/cookies.ts";

/**
 * The one way every action and endpoint reads a request body. `request.formData()` throws on a
 * body that is not a form (a JSON or text post, a multipart body without its boundary), and a
 * thrown error is a 500 with an error in the log; here a body that cannot be what the endpoint
 * takes is a refusal with its own status: 405 (not a POST), 413 (too large), 415 (not a form, not
 * JSON), 400 (unreadable). Nothing is read past the endpoint's limit.
 */

/** Bodies larger than this are not read, unless the action gives its own limit (the largest real form is a few kilobytes). */
export const MAX_BODY_BYTES = 128 * 1024;
/** Beyond this, a refused body is not read to its end (the connection is closed instead). */
export const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

export type BodyProblem = "method" | "tooLarge" | "unsupportedType" | "unreadable";

export const BODY_PROBLEM_STATUS: Readonly<Record<BodyProblem, 400 | 405 | 413 | 415>> = {
  method: 405,
  tooLarge: 413,
  unsupportedType: 415,
  unreadable: 400,
};

export type BodyResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: BodyProblem };

/**
 * A request's body, at most `max` bytes; null when longer or when the connection breaks. The rest
 * of a refused body is still read (up to a few megabytes) and dropped, so that the connection
 * stays usable for the client's next request instead of being cut under it.
 */
export async function readBody(
  request: Request,
  max = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= max) chunks.push(value);
      else if (size > DRAIN_LIMIT_BYTES) {
        await reader.cancel();
        return null;
      }
    }
  } catch {
    return null;
  }
  if (size > max) return null;
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.byteLength;
  }
  return body;
}

/** The media type of a Content-Type header, lower-cased, without its parameters. */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A multipart type without a usable boundary can never be parsed (RFC 2046: 1 to 70 characters). */
function hasBoundary(contentType: string): boolean {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match !== null;
}

export interface FormBodyOptions {
  /** Largest body accepted, in bytes (default MAX_BODY_BYTES). */
  readonly maxBytes?: number;
}

/** The form a POST carries (URL-encoded or multipart), or why it cannot be read. */
export async function readFormBody(
  request: Request,
  options: FormBodyOptions = {},
): Promise<BodyResult<FormData>> {
  if (request.method !== "POST") return { ok: false, problem: "method" };
  const contentType = request.headers.get("content-type") ?? "";
  const type = mediaType(request);
  // The body is read (and dropped) even when refused, so that the connection stays usable.
  const body = await readBody(request, options.maxBytes ?? MAX_BODY_BYTES);
  if (!body) return { ok: false, problem: "tooLarge" };
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return { ok: false, problem: "unsupportedType" };
  }
  if (type === "multipart/form-data" && !hasBoundary(contentType))
    return { ok: false, problem: "unreadable" };
  try {
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return { ok: true, value: form };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}

/** The form's body, or null when it cannot be a form post (not a POST, too big, wrong type, unreadable). */
export async function readForm(request: Request, options: FormBodyOptions = {}): Promise<FormData | null> {
  const read = await readFormBody(request, options);
  return read.ok ? read.value : null;
}

export interface JsonBodyOptions extends FormBodyOptions {
  /** Media types taken as JSON (default application/json; `sendBeacon` sends text/plain). */
  readonly types?: readonly string[];
}

/** The JSON value a POST carries, or why it cannot be read (invalid UTF-8 or JSON is unreadable). */
export async function readJsonBody(
  request: Request,
  options: JsonBodyOptions = {},
): Promise<BodyResult<unknown>> {
  if (request.method !== "POST") return { ok: false, problem: "method" };
  const type = mediaType(request);
  const body = await readBody(request, options.maxBytes ?? MAX_BODY_BYTES);
  if (!body) return { ok: false, problem: "tooLarge" };
  if (!(options.types ?? ["application/json"]).includes(type))
    return { ok: false, problem: "unsupportedType" };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)) as unknown };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}

/**
 * The language to answer a request in when its body cannot tell: the page's path, or for an
 * endpoint under /api the page it was sent from (same site only), the visitor's stored choice,
 * then the browser's language.
 */
export function languageOfRequest(request: Request): Language {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/")) return languageOfPath(url.pathname);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin) return languageOfPath(from.pathname);
    } catch {
      // not an address: ignored
    }
  }
  const stored = readCookie(request.headers.get("cookie"), LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return browserLanguage(request.headers.get("accept-language")) ?? "fr";
}

const REFUSAL_TEXT: Readonly<
  Record<BodyProblem, "methodNotAllowed" | "tooLarge" | "unsupportedType" | "unreadable">
> = {
  method: "methodNotAllowed",
  tooLarge: "tooLarge",
  unsupportedType: "unsupportedType",
  unreadable: "unreadable",
};

/** The translated sentence that explains a refused body (the same the error page shows). */
export function bodyRefusalMessage(problem: BodyProblem, lang: Language): string {
  const texts = (lang === "en" ? commonEn : commonFr).errors.request;
  return texts[REFUSAL_TEXT[problem]];
}

/**
 * The answer to a body that cannot be read: its status, the translated explanation as text (what
 * an endpoint's caller reads), `Allow` for a wrong method. Thrown from a page's action, React
 * Router shows the error page with the same status and message (root.tsx).
 */
export function bodyRefusal(problem: BodyProblem, request: Request): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  if (problem === "method") headers.set("Allow", "POST");
  return new Response(bodyRefusalMessage(problem, languageOfRequest(request)), {
    status: BODY_PROBLEM_STATUS[problem],
    headers,
  });
}

/** The form of an action's POST; anything else throws the refusal (405, 413, 415 or 400). */
export async function requireForm(request: Request, options: FormBodyOptions = {}): Promise<FormData> {
  const read = await readFormBody(request, options);
  if (!read.ok) throw bodyRefusal(read.problem, request);
  return read.value;
}
