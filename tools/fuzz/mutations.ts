import type { FormField } from "./forms.ts";
import type { Random } from "./random.ts";

/**
 * Malformed requests, made from a real form, endpoint or page: every generator takes the target
 * and the seeded random source and returns the request to send, so that a seed replays a run.
 */

export interface RawRequest {
  /** What was done to the request, for the report (`json-as-form`, `bad-date`…). */
  readonly kind: string;
  readonly method: string;
  /** Path and query. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Uint8Array<ArrayBuffer>;
}

/** A form to post: where, how, with which fields (as the page rendered them). */
export interface PostTarget {
  /** The route it belongs to, as the route table writes it (for the report). */
  readonly route: string;
  readonly url: string;
  readonly multipart: boolean;
  readonly fields: readonly FormField[];
  /** A page route (React Router also answers it as `.data`, as browsers running the app post). */
  readonly page: boolean;
}

export const INJECTIONS = [
  "<script>fuzzmark(1)</script>",
  '"><img src=x onerror=fuzzmark(2)>',
  "<svg onload=fuzzmark(3)>",
  "javascript:fuzzmark(4)",
  "{{constructor.constructor('fuzzmark')()}}",
  "'; drop table lead; --",
  "\u0000\u0001\u0007\u001b[31m",
  "\u202e\u2066RTL\u2069",
  "😀".repeat(50),
  "%00%0d%0aSet-Cookie: x=1",
  "\r\nBcc: victim@example.com",
  "e\u0301\u0301\u0301\u0301",
];

export const BAD_DATES = [
  "2026-13-45",
  "2026-02-30",
  "2026-04-31",
  "2025-02-29",
  "0000-00-00",
  "9999-99-99",
  "2026-1-1",
  "31/12/2026",
  "2026-12-31T25:61:00Z",
  "+275760-09-14",
  "-2026-01-01",
  "1e10",
  "today",
  "٢٠٢٦-٠١-٠١",
  " ",
];

export const BAD_NUMBERS = [
  "-1",
  "0",
  "1.5",
  "1e9",
  "1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "99999999999999999999",
  "٣٠٠",
  "12abc",
  "[]",
  "null",
  "9".repeat(400),
  " 7 ",
];

export const BAD_IDS = [
  "0",
  "-1",
  "null",
  "undefined",
  "[object Object]",
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "' OR '1'='1",
  "00000000-0000-0000-0000-000000000000",
  "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
  "x".repeat(600),
  "%00",
  "🙂",
  "<script>fuzzmark(5)</script>",
  "1;DROP TABLE lead",
];

const NAME_TRICKS = [
  "a[b]",
  "a[]",
  "a.b",
  "__proto__",
  "constructor[prototype][polluted]",
  "__proto__[x]",
  "[]",
  "",
  "%",
  "\u0000",
];

/** Percent-encoding that does not decode: truncated, not hexadecimal, not UTF-8. */
const BROKEN_PERCENT = ["%E0%A4%A", "%ZZ", "%", "%%%", "%C3%28", "%FF%FE%FD", "%ED%A0%80", "%uD83D"];

const enc = new TextEncoder();
const bytes = (...parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> => {
  const chunks = parts.map((p) => (typeof p === "string" ? enc.encode(p) : p));
  const out = new Uint8Array(new ArrayBuffer(chunks.reduce((n, c) => n + c.byteLength, 0)));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
};

type Pairs = [string, string][];

function urlEncoded(pairs: Pairs): string {
  const params = new URLSearchParams();
  for (const [k, v] of pairs) params.append(k, v);
  return params.toString();
}

interface FilePart {
  readonly name: string;
  readonly filename: string;
  readonly type: string;
  readonly content: Uint8Array;
}

function multipart(boundary: string, pairs: Pairs, files: readonly FilePart[] = []): Uint8Array<ArrayBuffer> {
  const parts: (string | Uint8Array)[] = [];
  for (const [k, v] of pairs) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22")}"\r\n\r\n${v}\r\n`,
    );
  }
  for (const f of files) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      f.content,
      "\r\n",
    );
  }
  parts.push(`--${boundary}--\r\n`);
  return bytes(...parts);
}

/** The fields as the browser would send them (checkboxes and selects with their rendered value). */
function baseline(fields: readonly FormField[]): Pairs {
  return fields.filter((f) => f.type !== "file").map((f) => [f.name, f.value]);
}

const URLENCODED = "application/x-www-form-urlencoded";

function isIdName(name: string): boolean {
  return /id$/i.test(name) || /^(ticket|edit|merge|invoice|lead|token|slot)$/i.test(name);
}
function isDateName(name: string): boolean {
  return /(^|_)(from|to|date|day|since|until)$|(At|Until|Date|Day)$/.test(name) || /^(from|to)$/.test(name);
}
function isNumberName(name: string): boolean {
  return (
    /^(page|students|establishments|count|limit|offset|year|quantity|cap|amount|mrr|studentCap|value|unitCents|price|seats)$/i.test(
      name,
    ) || /(Cents|Count|Cap|Quantity|Students)$/.test(name)
  );
}

/** A value of the wrong kind for a field of this name. */
export function wrongValue(name: string, random: Random): string {
  if (isDateName(name)) return random.pick(BAD_DATES);
  if (isNumberName(name)) return random.pick(BAD_NUMBERS);
  if (isIdName(name)) return random.pick(BAD_IDS);
  return random.pick([...BAD_NUMBERS, ...BAD_DATES, ...BAD_IDS, ...INJECTIONS, "true", "{}", "on", "\u0000"]);
}

const PDF = enc.encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Every way a form post can be malformed; `unreadable` ones can never be taken as a form. */
interface BodyKind {
  readonly name: string;
  /** The server can never read it as a form: nothing may be stored (checked on the database). */
  readonly unreadable: boolean;
  /** How often it is drawn, relative to the others. */
  readonly weight: number;
  make(
    target: PostTarget,
    random: Random,
    ctx: MutationContext,
  ): { type: string | null; body: Uint8Array<ArrayBuffer> };
}

export interface MutationContext {
  /** Valid form tokens (lead forms), so that some malformed posts reach the form's schema. */
  readonly tokens: readonly string[];
  /** Signed in: no intent that ends the session is made up (the rest of the run needs it). */
  readonly keepSession: boolean;
}

function withToken(pairs: Pairs, random: Random, ctx: MutationContext): Pairs {
  if (!ctx.tokens.length || !random.chance(0.5)) return pairs;
  const token = random.pick(ctx.tokens);
  return pairs.map(([k, v]) => [k, k === "_token" ? token : v]);
}

/** One field picked at random (not the intent, which selects what the action does). */
function someField(target: PostTarget, random: Random): string {
  const names = target.fields.map((f) => f.name).filter((n) => n !== "intent" && n !== "_token");
  return names.length ? random.pick(names) : "message";
}

const BODY_KINDS: readonly BodyKind[] = [
  {
    name: "json-as-form",
    unreadable: true,
    weight: 3,
    make: (t) => ({
      type: "application/json",
      body: bytes(JSON.stringify(Object.fromEntries(baseline(t.fields)))),
    }),
  },
  {
    name: "text-plain",
    unreadable: true,
    weight: 2,
    make: (t) => ({ type: "text/plain", body: bytes(urlEncoded(baseline(t.fields))) }),
  },
  {
    name: "no-content-type",
    unreadable: true,
    weight: 2,
    make: (t) => ({ type: null, body: bytes(urlEncoded(baseline(t.fields))) }),
  },
  {
    name: "multipart-no-boundary",
    unreadable: true,
    weight: 3,
    make: (t) => ({ type: "multipart/form-data", body: bytes(urlEncoded(baseline(t.fields))) }),
  },
  {
    name: "multipart-wrong-boundary",
    unreadable: true,
    weight: 2,
    make: (t) => ({
      type: "multipart/form-data; boundary=fuzzB",
      body: multipart("fuzzA", baseline(t.fields)),
    }),
  },
  {
    name: "multipart-truncated",
    unreadable: true,
    weight: 2,
    make: (t) => {
      // Cut inside the last part, so that no closing delimiter remains (an empty multipart body,
      // `--fuzzT--`, is a valid empty form).
      const full = multipart("fuzzT", [...baseline(t.fields), ["_fuzz", "truncated"]]);
      return {
        type: "multipart/form-data; boundary=fuzzT",
        body: full.slice(0, full.byteLength - "ed\r\n--fuzzT--\r\n".length),
      };
    },
  },
  {
    name: "multipart-garbage-boundary",
    unreadable: true,
    weight: 1,
    make: (t, r) => ({
      type: `multipart/form-data; boundary=${r.pick(['""', "x".repeat(200), "a b", ";;", "\u00e9"])}`,
      body: multipart("fuzzG", baseline(t.fields)),
    }),
  },
  {
    name: "other-type",
    unreadable: true,
    weight: 2,
    make: (t, r) => ({
      type: r.pick([
        "application/xml",
        "application/octet-stream",
        "text/html",
        "application/x-www-form",
        "image/png",
        "*/*",
        "x",
      ]),
      body: bytes(r.chance(0.5) ? "<a>1</a>" : urlEncoded(baseline(t.fields))),
    }),
  },
  {
    name: "json-broken",
    unreadable: true,
    weight: 1,
    make: () => ({ type: "application/json", body: bytes('{"intent": "x", "a": ') }),
  },
  {
    name: "over-limit",
    unreadable: true,
    weight: 1,
    make: (t, r) =>
      t.multipart
        ? {
            type: "multipart/form-data; boundary=fuzzL",
            body: multipart("fuzzL", baseline(t.fields), [
              {
                name: "attachments",
                filename: "big.pdf",
                type: "application/pdf",
                content: new Uint8Array(26 * 1024 * 1024),
              },
            ]),
          }
        : {
            type: URLENCODED,
            body: bytes(urlEncoded([...baseline(t.fields), [someField(t, r), "y".repeat(200_000)]])),
          },
  },
  { name: "empty-body", unreadable: false, weight: 1, make: () => ({ type: URLENCODED, body: bytes("") }) },
  {
    name: "missing-fields",
    unreadable: false,
    weight: 2,
    make: (t) => ({
      type: URLENCODED,
      body: bytes(urlEncoded(baseline(t.fields).filter(([k]) => k === "intent" || k === "_token"))),
    }),
  },
  {
    name: "charset",
    unreadable: false,
    weight: 1,
    make: (t, r) => ({
      type: `${URLENCODED}; charset=${r.pick(["utf-16", "iso-8859-1", "bogus", '"'])}`,
      body: bytes(urlEncoded(baseline(t.fields))),
    }),
  },
  {
    name: "invalid-utf8",
    unreadable: false,
    weight: 3,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx);
      const field = someField(t, r);
      const raw = new Uint8Array(
        r.pick([
          [0xc3, 0x28],
          [0xff, 0xfe],
          [0xe2, 0x82],
          [0xed, 0xa0, 0x80],
          [0xa0, 0xa1],
          [0xf8, 0x88, 0x80, 0x80, 0x80],
        ]),
      );
      const inName = r.chance(0.3);
      return {
        type: URLENCODED,
        body: bytes(
          urlEncoded(pairs.filter(([k]) => k !== field)),
          "&",
          inName ? raw : `${field}=`,
          inName ? "=x" : raw,
        ),
      };
    },
  },
  {
    name: "percent-garbage",
    unreadable: false,
    weight: 3,
    make: (t, r, ctx) => {
      const field = someField(t, r);
      const pairs = withToken(baseline(t.fields), r, ctx).filter(([k]) => k !== field);
      return {
        type: URLENCODED,
        body: bytes(`${urlEncoded(pairs)}&${field}=${r.pick(BROKEN_PERCENT)}&${r.pick(BROKEN_PERCENT)}=1`),
      };
    },
  },
  {
    name: "duplicated-fields",
    unreadable: false,
    weight: 3,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx);
      const extra: Pairs = pairs.flatMap(([k, v]) => [
        [k, wrongValue(k, r)],
        [k, r.chance(0.5) ? v : ""],
      ]);
      return {
        type: URLENCODED,
        body: bytes(urlEncoded(r.chance(0.5) ? [...pairs, ...extra] : [...extra, ...pairs])),
      };
    },
  },
  {
    name: "nested-fields",
    unreadable: false,
    weight: 3,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx);
      const nested: Pairs = pairs.map(([k, v]) => [
        r.pick([`${k}[]`, `${k}[a]`, `${k}[0][b]`, `${k}.x`, k]),
        v,
      ]);
      for (let i = 0; i < 3; i++) nested.push([r.pick(NAME_TRICKS), r.pick(["1", "[]", "{}", "true"])]);
      return { type: URLENCODED, body: bytes(urlEncoded(nested)) };
    },
  },
  {
    name: "wrong-types",
    unreadable: false,
    weight: 4,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx).map(([k, v]): [string, string] =>
        k === "intent" || k === "_token" || r.chance(0.4) ? [k, v] : [k, wrongValue(k, r)],
      );
      return { type: URLENCODED, body: bytes(urlEncoded(pairs)) };
    },
  },
  {
    name: "bad-ids",
    unreadable: false,
    weight: 2,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx).map(([k, v]): [string, string] => [
        k,
        isIdName(k) ? r.pick(BAD_IDS) : v,
      ]);
      return { type: URLENCODED, body: bytes(urlEncoded(pairs)) };
    },
  },
  {
    name: "bad-dates-and-numbers",
    unreadable: false,
    weight: 2,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx).map(([k, v]): [string, string] => [
        k,
        isDateName(k) || /date/i.test(t.fields.find((f) => f.name === k)?.type ?? "")
          ? r.pick(BAD_DATES)
          : isNumberName(k) || t.fields.find((f) => f.name === k)?.type === "number"
            ? r.pick(BAD_NUMBERS)
            : v,
      ]);
      return { type: URLENCODED, body: bytes(urlEncoded(pairs)) };
    },
  },
  {
    name: "lengths",
    unreadable: false,
    weight: 3,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx);
      const field = someField(t, r);
      const value = r.pick([
        "",
        "x",
        "é".repeat(r.int(200, 3000)),
        "x".repeat(r.int(5_000, 60_000)),
        " ".repeat(1000),
      ]);
      const out: Pairs = pairs.map(([k, v]) => [k, k === field ? value : v]);
      if (r.chance(0.3)) out.push(["n".repeat(r.int(300, 5000)), "1"]);
      return { type: URLENCODED, body: bytes(urlEncoded(out)) };
    },
  },
  {
    name: "injection",
    unreadable: false,
    weight: 2,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx).map(([k, v]): [string, string] =>
        k === "intent" || k === "_token" ? [k, v] : [k, `${v}${r.pick(INJECTIONS)}`],
      );
      return { type: URLENCODED, body: bytes(urlEncoded(pairs)) };
    },
  },
  {
    name: "wrong-intent",
    unreadable: false,
    weight: 2,
    make: (t, r, ctx) => {
      const pairs: Pairs = withToken(baseline(t.fields), r, ctx).filter(([k]) => k !== "intent");
      const intents = [
        "",
        "delete",
        "x".repeat(300),
        "__proto__",
        "open-ticket",
        "assign",
        "issue",
        "constructor",
        "[]",
      ];
      pairs.push(["intent", r.pick(ctx.keepSession ? intents : [...intents, "sign-out"])]);
      return { type: URLENCODED, body: bytes(urlEncoded(pairs)) };
    },
  },
  {
    name: "files-as-fields",
    unreadable: false,
    weight: 2,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx);
      const asFile = new Set(pairs.filter(() => r.chance(0.4)).map(([k]) => k));
      const files: FilePart[] = [...asFile].map((name) => ({
        name,
        filename: r.pick(["a.pdf", "../../x.pdf", "x.exe", "", "é\u0000.png"]),
        type: r.pick(["application/pdf", "image/png", "text/html", ""]),
        content: r.chance(0.5) ? PDF : enc.encode("<script>fuzzmark(6)</script>"),
      }));
      return {
        type: "multipart/form-data; boundary=fuzzF",
        body: multipart(
          "fuzzF",
          pairs.filter(([k]) => !asFile.has(k)),
          files,
        ),
      };
    },
  },
  {
    name: "multipart-files",
    unreadable: false,
    weight: 2,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx);
      const fileField = t.fields.find((f) => f.type === "file")?.name ?? "attachments";
      const count = r.pick([1, 2, 6]);
      const files: FilePart[] = Array.from({ length: count }, (_, i) => ({
        name: fileField,
        filename: r.pick([
          `scan-${i}.pdf`,
          `photo-${i}.png`,
          "facture.pdf.exe",
          "page.html",
          "x".repeat(300) + ".pdf",
          "",
        ]),
        type: r.pick(["application/pdf", "image/png", "application/x-msdownload", "text/html"]),
        content: r.pick([
          PDF,
          PNG,
          enc.encode("MZ\u0090\u0000fuzz"),
          new Uint8Array(0),
          new Uint8Array(5 * 1024 * 1024 + 1),
        ]),
      }));
      return { type: "multipart/form-data; boundary=fuzzM", body: multipart("fuzzM", pairs, files) };
    },
  },
  {
    name: "control-fields",
    unreadable: false,
    weight: 2,
    make: (t, r, ctx) => {
      const pairs = withToken(baseline(t.fields), r, ctx).filter(([k]) => k !== "_token");
      const tricks: Pairs = [
        [
          "_token",
          r.pick([
            "",
            "not-a-token",
            "lz.AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB",
            ...ctx.tokens.slice(0, 2),
          ]),
        ],
        ["website_url", r.pick(["", "https://spam.example"])],
        ["_enhanced", r.pick(["1", "0", "true", ""])],
        ["_referrer", r.pick(["javascript:fuzzmark(7)", "https://x.example", "//evil"])],
        ["utm_source", r.pick(INJECTIONS)],
      ];
      return { type: URLENCODED, body: bytes(urlEncoded([...pairs, ...tricks.filter(() => r.chance(0.6))])) };
    },
  },
];

export const UNREADABLE_BODY_KINDS: ReadonlySet<string> = new Set(
  BODY_KINDS.filter((k) => k.unreadable).map((k) => k.name),
);

function weighted<T extends { weight: number }>(items: readonly T[], random: Random): T {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let x = random() * total;
  for (const item of items) {
    x -= item.weight;
    if (x < 0) return item;
  }
  return items[items.length - 1]!;
}

/** A page's form posted as a browser running the app does (`/page.data`), or as a plain form. */
function postUrl(target: PostTarget, random: Random): string {
  if (!target.page || !random.chance(0.75)) return target.url;
  const [path = "/", search = ""] = target.url.split(/(?=\?)/);
  return `${path === "/" ? "/_root" : path.replace(/\/$/, "")}.data${search}`;
}

/** A malformed post of a form (`phase`: only bodies that can never be read, or any). */
export function malformedPost(
  target: PostTarget,
  random: Random,
  ctx: MutationContext,
  phase: "unreadable" | "readable",
): RawRequest {
  const kinds = BODY_KINDS.filter((k) => k.unreadable === (phase === "unreadable"));
  const kind = weighted(kinds, random);
  const { type, body } = kind.make(target, random, ctx);
  return {
    kind: kind.name,
    method: "POST",
    url: postUrl(target, random),
    headers: type ? { "Content-Type": type } : {},
    body,
  };
}

/** A form sent with another method than POST (or a page without an action posted to). */
export function wrongMethod(
  target: { url: string; page: boolean; fields: readonly FormField[] },
  random: Random,
): RawRequest {
  const method = random.pick(["PUT", "PATCH", "DELETE", "POST", "OPTIONS", "HEAD", "GET"]);
  const carriesBody = method !== "GET" && method !== "HEAD";
  return {
    kind: `method-${method.toLowerCase()}`,
    method,
    url:
      target.page && random.chance(0.5)
        ? postUrl({ ...target, route: "", multipart: false }, random)
        : target.url,
    headers: carriesBody ? { "Content-Type": URLENCODED } : {},
    ...(carriesBody ? { body: bytes(urlEncoded(baseline(target.fields))) } : {}),
  };
}

/** A JSON endpoint's malformed body. */
export function malformedJson(url: string, random: Random, phase: "unreadable" | "readable"): RawRequest {
  const unreadable: [string, string | null, () => Uint8Array<ArrayBuffer>][] = [
    ["json-broken", "application/json", () => bytes('{"email": "a@b.fr", "sessionId": ')],
    ["json-as-form", "application/x-www-form-urlencoded", () => bytes("email=a%40b.fr&sessionId=x")],
    ["json-multipart", "multipart/form-data", () => bytes('{"a":1}')],
    ["json-no-type", null, () => bytes('{"a":1}')],
    [
      "json-invalid-utf8",
      "application/json",
      () => bytes('{"e":"', new Uint8Array([0xff, 0xfe, 0xc3, 0x28]), '"}'),
    ],
    ["json-huge", "application/json", () => bytes(JSON.stringify({ text: "x".repeat(300_000) }))],
    ["json-deep", "application/json", () => bytes("[".repeat(100_000))],
  ];
  const readable: [string, string | null, () => Uint8Array<ArrayBuffer>][] = [
    ["json-array", "application/json", () => bytes("[1,2,3]")],
    ["json-scalar", "application/json", () => bytes(random.pick(["null", "1", '"x"', "true"]))],
    [
      "json-types",
      "application/json",
      () =>
        bytes(
          JSON.stringify({
            sessionId: random.pick([12, null, [], {}, "x".repeat(500)]),
            email: random.pick([["x"], 3, "not-an-email", "a@b.fr"]),
            transcript: random.pick([{ a: 1 }, "x", [{ sender: 1, text: {} }], []]),
            events: random.pick([
              [{ type: "page-view", path: 3 }],
              "x",
              [null],
              Array.from({ length: 200 }, () => ({})),
            ]),
            language: random.pick(["fr", "de", 3, null]),
            page: random.pick(["//evil", "/ok", 5]),
          }),
        ),
    ],
    [
      "json-proto",
      "application/json",
      () => bytes('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'),
    ],
    [
      "json-injection",
      "application/json",
      () =>
        bytes(
          JSON.stringify({
            sessionId: `chat-fuzz-${random.int(0, 1e9)}`,
            email: "fuzz@lycee-fuzz.example",
            institution: random.pick(INJECTIONS),
            transcript: [{ sender: "user", text: random.pick(INJECTIONS) }],
          }),
        ),
    ],
  ];
  const [kind, type, make] = random.pick(phase === "unreadable" ? unreadable : readable);
  return { kind, method: "POST", url, headers: type ? { "Content-Type": type } : {}, body: make() };
}

/** A value for a query parameter of this name that the page cannot take as it is. */
function queryValue(name: string, random: Random): string {
  const broken = random.chance(0.15);
  if (broken) return random.pick(BROKEN_PERCENT);
  return encodeURIComponent(wrongValue(name, random)).replace(/%25/g, random.chance(0.3) ? "%" : "%25");
}

/** The n-th wrong value of a parameter: each visit of a (page, parameter) pair tries the next one. */
function nthWrongValue(name: string, n: number): string {
  const list = isDateName(name) ? BAD_DATES : isNumberName(name) ? BAD_NUMBERS : [...BAD_IDS, ...INJECTIONS];
  return encodeURIComponent(list[n % list.length]!);
}

export interface QueryTarget {
  readonly url: string;
  readonly page: boolean;
  /** Parameters the page takes (its filters, sorts and pages), and others the site reads. */
  readonly params: readonly string[];
  /** The parameter this request is about, when the page has its own: it gets `nthWrongValue`. */
  readonly focus?: { readonly name: string; readonly visit: number };
}

/** A page or download asked for with malformed query parameters. */
export function malformedQuery(target: QueryTarget, random: Random): RawRequest {
  const [path = "/", search = ""] = target.url.split(/(?=\?)/);
  const names = target.params.length ? target.params : ["page", "q", "from"];
  const kind = target.focus
    ? random.pick(["bad-values", "bad-values", "bad-values", "duplicated-params", "nested-params"])
    : random.pick([
        "bad-values",
        "bad-values",
        "duplicated-params",
        "nested-params",
        "long-values",
        "rr-internals",
      ]);
  const parts: string[] = search ? [search.slice(1)] : [];
  if (target.focus) {
    const { name, visit } = target.focus;
    const value = nthWrongValue(name, visit);
    if (kind === "duplicated-params") parts.push(`${name}=${value}`, `${name}=${queryValue(name, random)}`);
    else if (kind === "nested-params") parts.push(`${name}[]=${value}`, `${name}=${value}`);
    else parts.push(`${name}=${value}`);
  }
  const count = random.int(target.focus ? 0 : 1, 3);
  for (let i = 0; i < count; i++) {
    const name = random.pick(names);
    if (kind === "duplicated-params")
      parts.push(`${name}=${queryValue(name, random)}`, `${name}=${queryValue(name, random)}`, `${name}=`);
    else if (kind === "nested-params")
      parts.push(
        `${name}${random.pick(["[]", "[a]", "[0][x]", ".x"])}=${queryValue(name, random)}`,
        `${random.pick(NAME_TRICKS)}=1`,
      );
    // Long, yet under the 16 KB that Node takes for a request's head (a longer one is a 431).
    else if (kind === "long-values") parts.push(`${name}=${"x".repeat(random.int(500, 2500))}`);
    else if (kind === "rr-internals")
      parts.push(
        random.pick(["_routes=root,../x", "_routes=%ZZ", "index", "_data=root", "__manifest", "_routes="]),
      );
    else parts.push(`${name}=${queryValue(name, random)}`);
  }
  const data = target.page && random.chance(0.75);
  const dataPath = data ? `${path === "/" ? "/_root" : path.replace(/\/$/, "")}.data` : path;
  return { kind: `query-${kind}`, method: "GET", url: `${dataPath}?${parts.join("&")}`, headers: {} };
}

/** A route with `:param` segments asked for with ids that cannot be one. */
export function malformedPath(template: string, page: boolean, random: Random): RawRequest {
  const url = template.replace(/:([A-Za-z]+)/g, () => {
    const id = random.pick(BAD_IDS);
    return random.chance(0.2) ? random.pick(BROKEN_PERCENT) : encodeURIComponent(id).replace(/%25/g, "%");
  });
  const data = page && random.chance(0.5);
  return {
    kind: "path-bad-id",
    method: random.pick(["GET", "GET", "POST"]),
    url: data ? `${url}.data` : url,
    headers: {},
  };
}
