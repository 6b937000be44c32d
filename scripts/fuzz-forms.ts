/**
 * Fuzzes every form action of lead capture (issue 5): 1,000 malformed submissions — wrong types,
 * repeated fields, huge fields, bodies over the size limit, invalid UTF-8, missing fields, control
 * characters, script tags, wrong content types, broken JSON — spread over the contact, demo,
 * quote and checkout pages (both languages, with and without the `.data` suffix that browsers
 * running the app use), the feedback, webinar and chatbot endpoints, and the demo's reschedule and
 * cancel pages. Checks: no answer is a 5xx, the server stays healthy, and no page or e-mail ever
 * shows an injected tag unescaped (valid submissions carrying tags are stored and mailed, then the
 * pages that show stored values and the outbox are searched).
 *
 *   BUILD_DIR=build node scripts/fuzz-forms.ts [--port 3464] [--count 1000] [--seed 42]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formTokens, startLeadServer, visitorAddress } from "./lead-server.ts";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3464" },
    count: { type: "string", default: "1000" },
    seed: { type: "string", default: "42" },
  },
});
const COUNT = Number(args.count);

/** Deterministic pseudo-random numbers (mulberry32), so a failing run can be replayed with its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(Number(args.seed));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Markers that must never come back as markup. */
const MARKERS = [
  "<script>fuzzmark",
  "<img src=x onerror=fuzzmark",
  "<svg onload=fuzzmark",
  "javascript:fuzzmark",
];
const INJECTIONS = [
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
];

const VALID: Record<string, Record<string, string | string[]>> = {
  contact: {
    firstName: "Camille",
    lastName: "Durand",
    email: "fuzz@lycee-fuzz.example",
    subject: "demo",
    message: "Bonjour, nous voudrions une démonstration.",
  },
  demo: {
    institution: "Lycée Fuzz",
    institutionType: "secondary",
    students: "600",
    firstName: "Camille",
    lastName: "Durand",
    email: "fuzz@lycee-fuzz.example",
  },
  quote: {
    institution: "CFA Fuzz",
    institutionType: "apprenticeship",
    students: "300",
    establishments: "1",
    timeline: "asap",
    firstName: "Camille",
    lastName: "Durand",
    email: "fuzz@lycee-fuzz.example",
  },
  checkout: {
    plan: "premium",
    students: "250",
    billingName: "Lycée Fuzz",
    country: "FR",
    siret: "73282932000074",
    addressLine1: "1 rue du Test",
    postalCode: "75005",
    city: "Paris",
    billingEmail: "fuzz@lycee-fuzz.example",
    paymentMethod: "bank-transfer",
    terms: "on",
  },
  feedback: { message: "Très bien", page: "/tarification", lang: "fr" },
  webinar: {
    webinar: "rentree-2026",
    firstName: "Camille",
    lastName: "Durand",
    email: "fuzz@lycee-fuzz.example",
    page: "/ressources/webinaires",
  },
};

interface Target {
  readonly form: keyof typeof VALID | "chatbot" | "booking";
  readonly path: string;
}

const TARGETS: readonly Target[] = [
  { form: "contact", path: "/contact" },
  { form: "contact", path: "/en/contact" },
  { form: "contact", path: "/contact.data" },
  { form: "demo", path: "/demo" },
  { form: "demo", path: "/en/demo.data" },
  { form: "quote", path: "/devis" },
  { form: "quote", path: "/en/devis?offer=premium" },
  { form: "checkout", path: "/checkout/premium" },
  { form: "checkout", path: "/en/checkout" },
  { form: "feedback", path: "/api/feedback" },
  { form: "webinar", path: "/api/webinar-registration" },
  { form: "chatbot", path: "/api/leads/chatbot" },
  { form: "booking", path: "/demo/reprogrammer/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
  { form: "booking", path: "/en/demo/annuler/not-a-token" },
];

type Body = { readonly body: BodyInit; readonly type: string | null };

function encode(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields))
    for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
  return params.toString();
}

/** One malformed submission for a target; `token` is valid for half of them, so the schema is reached. */
function malformed(target: Target, token: string): { kind: string } & Body {
  const valid = { ...(VALID[target.form] ?? {}) };
  const base = () => ({ ...valid, _token: token, website_url: "" }) as Record<string, string | string[]>;
  const keys = Object.keys(valid);
  const field = keys.length ? pick(keys) : "message";
  if (target.form === "chatbot") {
    const kinds = [
      () => ({ kind: "json-broken", body: '{"email": "a@b.fr", "sessionId": ', type: "application/json" }),
      () => ({ kind: "json-array", body: "[1,2,3]", type: "application/json" }),
      () => ({
        kind: "json-types",
        body: JSON.stringify({
          sessionId: 12,
          email: ["x"],
          transcript: { a: 1 },
          interests: "x",
          studentCount: "many",
        }),
        type: "application/json",
      }),
      () => ({
        kind: "json-huge",
        body: JSON.stringify({
          sessionId: "chat-fuzz-000001",
          email: "a@b.fr",
          transcript: [{ sender: "user", text: "x".repeat(200_000) }],
        }),
        type: "application/json",
      }),
      () => ({
        kind: "json-injection",
        body: JSON.stringify({
          sessionId: `chat-fuzz-${Math.floor(random() * 1e9)}`,
          email: "fuzz@lycee-fuzz.example",
          institution: pick(INJECTIONS),
          language: pick(["fr", "en", "de", 3]),
          transcript: [{ sender: "user", text: pick(INJECTIONS) }],
        }),
        type: "application/json",
      }),
      () => ({ kind: "json-wrong-type", body: "email=a@b.fr", type: "application/x-www-form-urlencoded" }),
      () => ({
        kind: "json-invalid-utf8",
        body: Buffer.from([0x7b, 0x22, 0x65, 0xff, 0xfe, 0x22, 0x7d]),
        type: "application/json",
      }),
    ];
    return pick(kinds)();
  }
  const kinds: (() => { kind: string } & Body)[] = [
    () => ({
      kind: "missing-fields",
      body: encode({ _token: token }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({ kind: "empty-body", body: "", type: "application/x-www-form-urlencoded" }),
    () => ({ kind: "no-token", body: encode(valid), type: "application/x-www-form-urlencoded" }),
    () => ({
      kind: "forged-token",
      body: encode({ ...base(), _token: "lz.AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB" }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "repeated-field",
      body: encode({ ...base(), [field]: ["a", "b", "c"] }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "huge-field",
      body: encode({ ...base(), [field]: "x".repeat(60_000) }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "over-limit",
      body: encode({ ...base(), message: "y".repeat(300_000) }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "wrong-type-number",
      body: encode({ ...base(), students: pick(["-1", "1e9", "NaN", "0x10", "12.5", "٣٠٠"]) }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "injection",
      body: encode({ ...base(), [field]: pick(INJECTIONS) }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "injection-everywhere",
      body: encode(
        Object.fromEntries(Object.keys(base()).map((k) => [k, k === "_token" ? token : pick(INJECTIONS)])),
      ),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "invalid-utf8",
      body: Buffer.concat([
        Buffer.from(`_token=${encodeURIComponent(token)}&${field}=`),
        Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe, 0xe2, 0x82]),
      ]),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "percent-garbage",
      body: `_token=${encodeURIComponent(token)}&${field}=%E0%A4%A&%%%=%ZZ`,
      type: "application/x-www-form-urlencoded",
    }),
    () => ({ kind: "json-to-form", body: JSON.stringify(base()), type: "application/json" }),
    () => ({ kind: "text-plain", body: encode(base()), type: "text/plain" }),
    () => ({ kind: "no-content-type", body: encode(base()), type: null }),
    () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(base()))
        for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
      form.append(field, new Blob(["%PDF-1.4 fuzz"], { type: "application/pdf" }), "fuzz.pdf");
      return { kind: "multipart-file", body: form, type: null };
    },
    () => ({
      kind: "broken-multipart",
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      type: "multipart/form-data; boundary=abc",
    }),
    () => ({
      kind: "honeypot",
      body: encode({ ...base(), website_url: "https://spam.example" }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "enum-out-of-range",
      body: encode({
        ...base(),
        subject: "<b>x</b>",
        institutionType: "castle",
        plan: "platinum",
        paymentMethod: "card",
        offer: "../../etc",
        timeline: "yesterday",
        slot: "2026-02-30T09:00:00Z",
      }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "card-number",
      body: encode({
        ...base(),
        cardNumber: "4111111111111111",
        iban: "FR76 3000 6000 0112 3456 7890 188",
        paymentMethod: "sepa-debit",
      }),
      type: "application/x-www-form-urlencoded",
    }),
    () => ({
      kind: "enhanced-injection",
      body: encode({ ...base(), _enhanced: "1", [field]: pick(INJECTIONS) }),
      type: "application/x-www-form-urlencoded",
    }),
  ];
  return pick(kinds)();
}

/** The HTML parts of a raw message, decoded (plain-text parts and attachments are not markup). */
function htmlParts(raw: string): string[] {
  const split = (part: string) => {
    const at = part.search(/\r?\n\r?\n/);
    return at < 0
      ? { headers: part, body: "" }
      : { headers: part.slice(0, at), body: part.slice(at).replace(/^\r?\n\r?\n/, "") };
  };
  const { headers, body } = split(raw);
  const type = /^Content-Type:\s*([^\r\n;]+)(.*(?:\r?\n[ \t].*)*)/im.exec(headers);
  const boundary = type ? /boundary="?([^";\r\n]+)"?/i.exec(type[2] ?? "")?.[1] : undefined;
  if (type && /^multipart\//i.test(type[1]!) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith("--"))
      .flatMap((p) => htmlParts(p.replace(/^\r?\n/, "")));
  }
  if (!type || !/^text\/html/i.test(type[1]!)) return [];
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return [Buffer.from(bytes, "latin1").toString("utf8")];
  }
  return [body];
}

function hasUnescapedMarker(text: string): string | undefined {
  return MARKERS.find((m) => text.includes(m) && !m.startsWith("javascript:"));
}

const server = await startLeadServer(Number(args.port), { E2E: "" });
const problems: string[] = [];
const counts = new Map<string, number>();
try {
  const tokens = await formTokens(server.origin, Math.ceil(COUNT / 2));
  await new Promise((r) => setTimeout(r, 2_100));
  let next = 0;
  const statuses = new Map<number, number>();

  async function worker(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= COUNT) return;
      const target = TARGETS[i % TARGETS.length]!;
      const token = i % 2 === 0 ? tokens[i / 2]! : "not-a-token";
      const { kind, body, type } = malformed(target, token);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const headers: Record<string, string> = {
        Origin: server.origin,
        "X-Forwarded-For": visitorAddress(i % 400),
      };
      if (type) headers["Content-Type"] = type;
      let res: Response;
      try {
        res = await fetch(`${server.origin}${target.path}`, {
          method: "POST",
          body,
          headers,
          redirect: "manual",
        });
      } catch (error) {
        problems.push(`#${i} ${target.path} ${kind}: request failed (${String(error)})`);
        continue;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const text = await res.text();
      if (res.status >= 500) problems.push(`#${i} ${target.path} ${kind}: HTTP ${res.status}`);
      if ((res.headers.get("content-type") ?? "").includes("text/html")) {
        const marker = hasUnescapedMarker(text);
        if (marker) problems.push(`#${i} ${target.path} ${kind}: "${marker}" rendered unescaped`);
      }
    }
  }
  await Promise.all(Array.from({ length: 10 }, () => worker()));

  // Valid submissions carrying tags in every free-text field: stored, then shown and mailed.
  const carriers = await formTokens(server.origin, 4);
  await new Promise((r) => setTimeout(r, 2_100));
  const tag = "<script>fuzzmark(9)</script><img src=x onerror=fuzzmark(9)>";
  const stored = [
    [
      "/contact",
      {
        ...VALID.contact,
        firstName: `Camille ${tag}`,
        message: `Bonjour ${tag} fin du message.`,
        institution: tag,
      },
    ],
    ["/devis", { ...VALID.quote, institution: tag, message: tag, lastName: tag }],
    ["/demo", { ...VALID.demo, institution: tag, message: tag }],
    ["/en/contact", { ...VALID.contact, lastName: tag, message: `Hello ${tag} end of message.` }],
  ] as const;
  for (const [i, [path, fields]] of stored.entries()) {
    const res = await fetch(`${server.origin}${path}`, {
      method: "POST",
      body: encode({
        ...fields,
        _token: carriers[i]!,
        website_url: "",
        email: `carrier-${i}@lycee-fuzz.example`,
      }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.origin,
        "X-Forwarded-For": visitorAddress(900 + i),
      },
      redirect: "manual",
    });
    if (res.status !== 303) problems.push(`carrier ${path}: expected 303, got ${res.status}`);
    // The page after the redirect shows the stored request's confirmation.
    const cookie = res.headers.get("set-cookie")?.split(";")[0] ?? "";
    const page = await fetch(`${server.origin}${res.headers.get("location") ?? path}`, {
      headers: { Cookie: cookie },
    });
    const marker = hasUnescapedMarker(await page.text());
    if (marker) problems.push(`carrier ${path}: "${marker}" rendered unescaped on the confirmation page`);
  }
  // Let the mail worker write the outbox, then search every HTML part.
  await new Promise((r) => setTimeout(r, 8_000));
  const outbox = path.join(server.dataDir, "outbox");
  let emails = 0;
  for (const file of readdirSync(outbox)) {
    emails++;
    const raw = readFileSync(path.join(outbox, file), "utf8");
    const html = htmlParts(raw);
    if (html.length === 0) problems.push(`outbox ${file}: no HTML part found`);
    for (const part of html) {
      const marker = hasUnescapedMarker(part);
      if (marker) problems.push(`outbox ${file}: "${marker}" unescaped in the HTML part`);
    }
  }

  const health = await fetch(`${server.origin}/healthz`);
  if (health.status !== 200) problems.push(`health after the run: HTTP ${health.status}`);
  const smoke = await fetch(`${server.origin}/contact`);
  if (smoke.status !== 200) problems.push(`GET /contact after the run: HTTP ${smoke.status}`);

  console.log(
    JSON.stringify(
      {
        submissions: COUNT,
        targets: TARGETS.length,
        statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
        kinds: Object.fromEntries([...counts].sort()),
        outboxMessagesChecked: emails,
        healthAfter: health.status,
        problems: problems.length,
      },
      null,
      2,
    ),
  );
  for (const p of problems.slice(0, 50)) console.error(p);
} finally {
  await server.stop();
}
process.exit(problems.length ? 1 : 0);
