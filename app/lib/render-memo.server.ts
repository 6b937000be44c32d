import { createHash } from "node:crypto";

/**
 * A memo of rendered documents (issue 10, signed-in pages).
 *
 * A page's HTML is a pure function of what React renders it from: the URL, the status, what the
 * loaders returned and the per-request CSP nonce. The loaders still run on every request (so every
 * check of the session and every read of the data happens as before); when they return exactly
 * what they returned for an earlier request of the same URL, the HTML rendered then is sent again
 * with this request's nonce in place of that one. React's render is most of a signed-in page's
 * cost, and a page a customer reloads rarely changes between two loads.
 *
 * Not memoised, so always rendered:
 * - answers to a form (action data), error pages and any status but 200;
 * - loader data holding anything but plain data (promises streamed later, maps, class instances);
 * - a page holding a form token, which is unique to each render (`holdsFormToken`).
 *
 * Components render nothing from the clock but the footer's year, so entries live MEMO_TTL_MS at
 * most; the memo holds at most MEMO_MAX_BYTES bytes of HTML, the least recently used entry
 * going first. The key is a SHA-256 of everything the page is rendered from, loader data included:
 * two visitors share an entry only when their pages would be byte for byte the same.
 */
export const MEMO_TTL_MS = 60_000;
/** About 600 client-space pages of 55 kB. */
export const MEMO_MAX_BYTES = 32_000_000;

/** Says whether a document came from the memo ("hit") or was rendered and kept ("miss"). */
export const MEMO_HEADER = "X-Render-Memo";

export interface RenderInput {
  readonly url: string;
  readonly status: number;
  /** Crawlers get the whole document at once, others a stream: the HTML may differ. */
  readonly waitForAll: boolean;
  readonly loaderData: unknown;
  readonly actionData: unknown;
  readonly errors: unknown;
}

class NotPlainData extends Error {}

/** JSON of plain data, with dates told apart from strings; throws NotPlainData on anything else. */
function plainJson(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, v: unknown) {
    const raw = key === "" ? value : this[key];
    if (raw instanceof Date) return { "\u0000date": Number.isNaN(raw.getTime()) ? null : raw.getTime() };
    if (raw === null || typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean")
      return v;
    if (raw === undefined) return v;
    if (typeof raw === "object") {
      const proto: unknown = Object.getPrototypeOf(raw);
      if (Array.isArray(raw) || proto === Object.prototype || proto === null) return v;
    }
    throw new NotPlainData();
  });
}

/** The memo key of a render, or null when this render is not to be memoised. */
export function renderMemoKey(input: RenderInput): string | null {
  if (input.status !== 200 || input.errors || input.actionData) return null;
  let data: string;
  try {
    data = plainJson(input.loaderData);
  } catch (error) {
    if (error instanceof NotPlainData || error instanceof TypeError) return null;
    throw error;
  }
  return createHash("sha256")
    .update(`${input.url}\u0000${input.waitForAll ? 1 : 0}\u0000`)
    .update(data)
    .digest("base64url");
}

interface Entry {
  /** The HTML's bytes, cut at each occurrence of the nonce it was rendered with. */
  readonly parts: readonly Buffer[];
  readonly bytes: number;
  readonly storedAt: number;
}

export class RenderMemo {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;

  constructor(ttlMs = MEMO_TTL_MS, maxBytes = MEMO_MAX_BYTES) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
  }

  /** The memoised HTML for this key, with `nonce` where the earlier render had its own. */
  get(key: string, nonce: string, now = Date.now()): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.storedAt >= this.ttlMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Most recently used last.
    this.entries.set(key, entry);
    const glue = Buffer.from(nonce, "utf8");
    const pieces: Buffer[] = [];
    entry.parts.forEach((part, i) => {
      if (i > 0) pieces.push(glue);
      pieces.push(part);
    });
    return Buffer.concat(pieces);
  }

  set(key: string, html: Buffer, nonce: string, now = Date.now()): void {
    if (html.length > this.maxBytes || !nonce) return;
    this.delete(key);
    const parts: Buffer[] = [];
    const glue = Buffer.from(nonce, "utf8");
    let from = 0;
    for (let at = html.indexOf(glue); at !== -1; at = html.indexOf(glue, from)) {
      parts.push(html.subarray(from, at));
      from = at + glue.length;
    }
    parts.push(html.subarray(from));
    this.entries.set(key, { parts, bytes: html.length, storedAt: now });
    this.bytes += html.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
