/**
 * Fuzzes every action, API endpoint and list parameter of the site (issues 5 and 17) against a
 * server of its own, and fails on any answer 5xx, any error in the server's log (pino level ≥ 50,
 * or anything on stderr), any half-stored record, and any injected tag shown unescaped.
 *
 * What it sends is derived, not listed: the routes come from the route table (app/routes.ts), the
 * forms (fields, intents, hidden ids, tokens) and the list parameters from the pages themselves as
 * each identity sees them, the auth API's endpoints from Better Auth. A new route, form, field or
 * filter is fuzzed without touching this file. Identities: an anonymous visitor, a customer
 * (owner of a seeded institution) and staff of each role, signed in with sessions made directly in
 * the database (tools/fuzz/identities.ts).
 *
 * Two phases. First only requests whose body can never be read as what the endpoint takes (form
 * posts as JSON, text or multipart without boundary, bodies over the limit, wrong methods): the
 * row counts of every table must not move (the attempt counters aside). Then everything else:
 * invalid encodings, duplicated and nested fields, wrong types and lengths, files where text is
 * expected, bad ids, dates and numbers in forms, query strings and paths. At the end, the rules a
 * half-write would break are checked (tools/fuzz/invariants.ts), then valid submissions carrying
 * tags are shown and mailed and searched for the tags unescaped.
 *
 *   BUILD_DIR=build node tools/fuzz/fuzz-forms.ts [--port 3464] [--count 3300] [--seed 42] [--json]
 *
 * Deterministic for a seed: the same requests in the same order (ids and tokens aside, which the
 * server makes). Prints a summary (JSON with --json) and exits 1 on any problem.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { REPORTS } from "#app/features/crm/analytics/reports.ts";
import { DRAIN_LIMIT_BYTES } from "#app/lib/forms/form-body.server.ts";
import { PLAN_IDS } from "#content/plans.ts";
import { BLOG_SLUGS, MODULE_SLUGS, PAGES, SERVICE_IDS } from "#app/lib/routing/pages.ts";
import { exportsName, routeEntries, type RouteEntry } from "../../tests/support/route-table.ts";
import { formTokens, startLeadServer, visitorAddress } from "../lib/lead-server.ts";
import { formKey, scrapeForms, type ScrapedForm } from "./forms.ts";
import { createIdentities, type Identity, type IdentityName } from "./identities.ts";
import { brokenInvariants, changedTables, openReadOnly, tableCounts } from "./invariants.ts";
import {
  BAD_IDS,
  malformedJson,
  malformedPath,
  malformedPost,
  malformedQuery,
  wrongMethod,
  type PostTarget,
  type QueryTarget,
  type RawRequest,
} from "./mutations.ts";
import { seeded } from "./random.ts";

const { values: args } = parseArgs({
  options: {
    port: {
      type: "string",
      default: process.env.E2E_PORT ? String(Number(process.env.E2E_PORT) + 165) : "3464",
    },
    count: { type: "string", default: "3300" },
    seed: { type: "string", default: "42" },
    concurrency: { type: "string", default: "6" },
    json: { type: "boolean", default: false },
    /** Prints request n of the plan (what a problem's #n names) before sending anything. */
    show: { type: "string" },
    /** Writes the plan, one request a line (record ids and tokens masked), to compare two runs. */
    "plan-file": { type: "string" },
  },
});
const COUNT = Number(args.count);
const SEED = Number(args.seed);
const started = performance.now();
const random = seeded(SEED);

/** Tables whose rows a refused request may still move: the per-address and per-account attempt counters. */
const COUNTERS = new Set(["rate_limit"]);

interface Planned extends RawRequest {
  readonly identity: IdentityName;
  readonly family: string;
  readonly route: string;
}

interface Route extends RouteEntry {
  readonly action: boolean;
  readonly loader: boolean;
  /** A page (a component to render): React Router also answers it as `.data`. */
  readonly page: boolean;
  readonly area: "public" | "auth" | "checkout" | "client-space" | "admin" | "api";
}

const AREA_BY_FILE = new Map<string, Route["area"]>(PAGES.map((p) => [p.file, p.area]));

function routes(): Route[] {
  return routeEntries().map((r) => ({
    ...r,
    action: exportsName(r.file, "action"),
    loader: exportsName(r.file, "loader"),
    page: exportsName(r.file, "default"),
    area:
      AREA_BY_FILE.get(r.file) ??
      (r.path.startsWith("/admin")
        ? "admin"
        : r.path.startsWith("/dashboard")
          ? "client-space"
          : r.path.startsWith("/api")
            ? "api"
            : "public"),
  }));
}

/** Which areas an identity works in (it is fuzzed everywhere; its own pages are read for their forms). */
function ownAreas(identity: IdentityName): readonly Route["area"][] {
  if (identity === "anonymous") return ["public", "auth", "checkout"];
  if (identity === "customer") return ["client-space", "checkout"];
  return ["admin"];
}

const HTML_MARKERS = ["<script>fuzzmark", "<img src=x onerror=fuzzmark", "<svg onload=fuzzmark"];
function unescapedMarker(text: string): string | undefined {
  return HTML_MARKERS.find((m) => text.includes(m));
}

/**
 * fetch, sent once more when the connection was closed under it: the server closes a connection
 * whose refused body it stops reading, and @hono/node-server one whose unread body does not drain
 * quickly, and a kept-alive connection may be reused just as it closes. Browsers send again too.
 */
async function fetchAgain(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** CPU seconds a process has used so far (Linux; null elsewhere): the run's cost whatever else runs beside it. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Math.round(((Number(fields[11]) + Number(fields[12])) / 100) * 10) / 10;
  } catch {
    return null;
  }
}

/** The error lines of the server's log: JSON at level ≥ 50 (pino's error, fatal), or anything on stderr. */
function errorLines(output: { stdout: string; stderr: string }): string[] {
  const lines: string[] = [];
  for (const line of output.stdout.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as { level?: number };
      if ((entry.level ?? 0) >= 50) lines.push(line);
    } catch {
      lines.push(line);
    }
  }
  for (const line of output.stderr.split("\n")) if (line.trim()) lines.push(line);
  return lines;
}

const secret = randomBytes(32).toString("base64url");
const server = await startLeadServer(
  Number(args.port),
  { E2E: "", AUTH_SECRET: secret, LOG_LEVEL: "warn" },
  { captureOutput: true },
);
// Stopped from outside (the test's time ran out): the server goes too, so that a new run finds its
// port and data folder free.
process.once("SIGTERM", () => void server.stop().finally(() => process.exit(143)));
const problems: string[] = [];
const statuses = new Map<number | "closed", number>();
class ClosedOnPurpose extends Error {}
const byKind = new Map<string, number>();
const byIdentity = new Map<string, number>();
const byFamily = new Map<string, number>();
const fiveXX: string[] = [];
let discoveryRequests = 0;
let phaseAChanges: Record<string, [number, number]> = {};
let invariantProblems: string[] = [];
const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

try {
  const runStart = new Date().toISOString();
  const env = { DATA_DIR: server.dataDir, BASE_URL: server.origin, AUTH_SECRET: secret };
  const { identities, institutionId, authEndpoints } = await createIdentities(env);
  const byName = new Map(identities.map((i) => [i.name, i]));
  // Tokens for the lead forms, issued now so that the minimum fill time has passed when they are used.
  const tokens = await formTokens(server.origin, 24);
  discoveryRequests += 24;

  // Record ids for the routes' `:param` segments (the customer's own records first), in an order
  // that does not depend on the ids (random), so that a seed replays the same run.
  const dbFile = path.join(server.dataDir, "app.db");
  const db = openReadOnly(dbFile);
  const ids = (query: string, ...params: string[]) =>
    (db.prepare(query).all(...params) as { id: string }[]).map((r) => r.id);
  const PARAM_VALUES: Record<string, readonly string[]> = {
    leadId: ids("SELECT id FROM lead ORDER BY created_at DESC, email LIMIT 3"),
    clientId: [
      institutionId,
      ...ids("SELECT id FROM institution WHERE id <> ? ORDER BY name LIMIT 1", institutionId),
    ],
    ticketId: ids(
      "SELECT id FROM ticket ORDER BY institution_id = ? DESC, created_at, subject LIMIT 2",
      institutionId,
    ),
    invoiceId: ids(
      "SELECT id FROM invoice WHERE institution_id = ? AND number IS NOT NULL ORDER BY number LIMIT 2",
      institutionId,
    ),
    proposalId: ids("SELECT id FROM quote ORDER BY created_at, number LIMIT 2"),
    attachmentId: ids("SELECT id FROM ticket_attachment ORDER BY created_at, filename LIMIT 1"),
    file: REPORTS.map((r) => `${r}.csv`),
    planId: PLAN_IDS,
    serviceId: SERVICE_IDS,
    moduleId: Object.keys(MODULE_SLUGS),
    slug: BLOG_SLUGS,
  };
  db.close();
  const fill = (template: string, n: number) =>
    template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      const values = PARAM_VALUES[name];
      return values?.length ? values[n % values.length]! : encodeURIComponent(BAD_IDS[n % BAD_IDS.length]!);
    });

  const table = routes();

  // What each identity's pages render: their forms, their filters and the links of their lists.
  const headersOf = (identity: Identity, n: number): Record<string, string> => ({
    ...(identity.cookie ? { Cookie: identity.cookie } : {}),
    "X-Forwarded-For": visitorAddress(n % 5000),
    // Compressing every answer would be most of the server's work; one in ten still is.
    "Accept-Encoding": n % 10 === 0 ? "br, gzip" : "identity",
  });
  const forms = new Map<IdentityName, Map<string, ScrapedForm>>();
  const pageParams = new Map<string, Set<string>>();
  const addParam = (page: string, name: string) => {
    const key = page.split("?")[0]!;
    if (!pageParams.has(key)) pageParams.set(key, new Set());
    if (/^[A-Za-z_][\w-]{0,40}$/.test(name)) pageParams.get(key)!.add(name);
  };
  const globalParams = new Set<string>();
  for (const file of readdirSync(path.resolve(import.meta.dirname, "../../app"), {
    recursive: true,
    encoding: "utf8",
  })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.resolve(import.meta.dirname, "../../app", file), "utf8");
    for (const m of text.matchAll(/searchParams\.(?:get|has|getAll)\("([A-Za-z_]+)"\)/g))
      globalParams.add(m[1]!);
  }
  let n = 0;
  await Promise.all(
    identities.map(async (identity) => {
      const found = new Map<string, ScrapedForm>();
      forms.set(identity.name, found);
      const queue = table
        .filter((r) => r.page && r.loader && (r.action || ownAreas(identity.name).includes(r.area)))
        .filter((r) => !r.path.includes(":") || r.path.includes("Id"))
        .map((r) => fill(r.path, 0));
      queue.push("/", "/ressources/webinaires");
      const seen = new Set<string>();
      const followed = new Set<string>();
      while (queue.length) {
        const page = queue.shift()!;
        if (seen.has(page)) continue;
        seen.add(page);
        const res = await fetchAgain(`${server.origin}${page}`, {
          headers: headersOf(identity, n++),
          redirect: "manual",
        });
        discoveryRequests++;
        if (res.status >= 500) fiveXX.push(`discovery ${identity.name} GET ${page}: HTTP ${res.status}`);
        const html = await res.text();
        if (res.status !== 200) continue;
        for (const form of scrapeForms(html, page)) {
          if (form.method === "get") {
            for (const f of form.fields) addParam(form.action, f.name);
            continue;
          }
          found.set(formKey(form), form);
        }
        // Links within the page's own area that carry a query (a ticket opened, a row edited, a sort):
        // their parameters are the page's, and one page per kind of link is read for its forms.
        for (const m of html.matchAll(/href="(\/[^"#]*\?[^"#]*)"/g)) {
          const link = new URL(m[1]!.replace(/&amp;/g, "&"), server.origin);
          for (const name of link.searchParams.keys()) addParam(link.pathname, name);
          const shape = `${link.pathname}?${[...link.searchParams.keys()].sort().join("&")}`;
          const own = table.some(
            (r) =>
              ownAreas(identity.name).includes(r.area) && link.pathname.startsWith(r.path.split("/:")[0]!),
          );
          if (own && !followed.has(shape) && followed.size < 12 && !/\.(csv|pdf)$/.test(link.pathname)) {
            followed.add(shape);
            queue.push(`${link.pathname}${link.search}`);
          }
        }
      }
    }),
  );

  // Posts that would end the identity's session or role: not fuzzed while signed in (the
  // anonymous visitor posts the same forms; the rest of the identity's run needs its session).
  const identityMarks = identities.flatMap((i) => [i.userId, i.email]).filter((v): v is string => !!v);
  const endsSession = (form: ScrapedForm) =>
    form.fields.some(
      (f) =>
        (f.name === "intent" && /^(sign-out|delete-account|revoke)/.test(f.value)) ||
        identityMarks.includes(f.value),
    );

  // Every action of the route table for every identity: its real forms, or a bare post when the
  // identity's pages show none for it (a customer posting to the admin CRM).
  const postTargets = new Map<IdentityName, PostTarget[]>();
  for (const identity of identities) {
    const targets: PostTarget[] = [];
    const scraped = [...forms.get(identity.name)!.values()].filter(
      (f) => !(identity.cookie && endsSession(f)),
    );
    for (const form of scraped) {
      const route = table.find(
        (r) =>
          r.action &&
          new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(form.action.split("?")[0]!),
      );
      targets.push({
        route: route?.path ?? form.action.split("?")[0]!,
        url: form.action,
        multipart: form.multipart,
        fields: form.fields,
        page: route?.page ?? false,
      });
    }
    for (const r of table.filter((t) => t.action)) {
      if (targets.some((t) => t.route === r.path)) continue;
      targets.push({
        route: r.path,
        url: fill(r.path, 0),
        multipart: false,
        fields: [{ name: "intent", value: "x", type: "hidden" }],
        page: r.page,
      });
    }
    postTargets.set(identity.name, targets);
  }
  // JSON endpoints: the resource routes with an action, and the auth API (Better Auth's own table).
  // Signed in, the auth API's endpoints that end the session or change the account are left to
  // the anonymous visitor (for whom they are refused): the rest of the run needs the session.
  const endsAccount =
    /sign-out|revoke|delete-user|update-user|update-session|change-email|change-password|two-factor|link-social|unlink/;
  const jsonTargets = [
    ...table
      .filter((r) => r.action && !r.page)
      .map((r) => ({ route: r.path, url: fill(r.path, 0), anonymousOnly: false })),
    ...authEndpoints
      .filter((e) => e.methods.includes("POST"))
      .map((e) => ({
        route: `/api/auth${e.path}`,
        url: `/api/auth${fill(e.path, 0)}`,
        anonymousOnly: endsAccount.test(e.path),
      })),
  ];
  const jsonTargetsOf = (identity: Identity) =>
    jsonTargets.filter((t) => !identity.cookie || !t.anonymousOnly);
  const getTargets = [
    ...table.filter((r) => r.loader).map((r) => ({ route: r.path, url: fill(r.path, 1), page: r.page })),
    ...authEndpoints
      .filter((e) => e.methods.includes("GET"))
      .map((e) => ({ route: `/api/auth${e.path}`, url: `/api/auth${fill(e.path, 1)}`, page: false })),
  ];
  const pathTargets = table.filter((r) => r.path.includes(":"));
  // Query strings: every parameter of each of the identity's own pages in turn (its filters, sorts,
  // pages: `from=2026-13-45` on the leads), then every other page with the parameters the site reads.
  // Sorted: the discovery of several identities at once fills the sets in no set order.
  type QueryPlan = Omit<QueryTarget, "focus"> & { readonly route: string; readonly focus?: string };
  const queryTargets = new Map<IdentityName, QueryPlan[]>();
  for (const identity of identities) {
    const own: QueryPlan[] = [];
    const others: QueryPlan[] = [];
    for (const t of getTargets) {
      const mine = [...(pageParams.get(t.url.split("?")[0]!) ?? [])].sort();
      const params = [...new Set([...mine, ...globalParams])].sort();
      const area = table.find((r) => r.path === t.route)?.area;
      if (mine.length && area && ownAreas(identity.name).includes(area)) {
        for (const focus of mine) own.push({ ...t, params, focus });
      } else others.push({ ...t, params });
    }
    queryTargets.set(identity.name, [...own, ...others]);
  }

  // The plan: identities in turn; each (identity, family) walks its targets in order, so that every
  // target is reached by every identity; the kind of damage is drawn.
  const plan: Planned[] = [];
  const cursors = new Map<string, number>();
  const next = <T>(key: string, list: readonly T[]): T => {
    const i = cursors.get(key) ?? 0;
    cursors.set(key, i + 1);
    return list[i % list.length]!;
  };
  const contexts = new Map(identities.map((i) => [i.name, { tokens, keepSession: !!i.cookie }]));
  const phaseA = Math.round(COUNT * 0.35);
  for (let i = 0; i < COUNT; i++) {
    const identity = identities[i % identities.length]!;
    const unreadable = i < phaseA;
    const roll = random();
    let family: string;
    let raw: RawRequest;
    let route: string;
    if (unreadable) {
      if (roll < 0.55) {
        family = "form-body";
        const t = next(`${identity.name}:post`, postTargets.get(identity.name)!);
        raw = malformedPost(t, random, contexts.get(identity.name)!, "unreadable");
        route = t.route;
      } else if (roll < 0.7) {
        family = "json-body";
        const t = next(`${identity.name}:json`, jsonTargetsOf(identity));
        raw = malformedJson(t.url, random, "unreadable");
        route = t.route;
      } else {
        family = "method";
        const r = next(`${identity.name}:method`, table);
        route = r.path;
        const url = fill(r.path, 0);
        raw = r.action
          ? {
              ...wrongMethod(
                { url, page: r.page, fields: [{ name: "intent", value: "x", type: "hidden" }] },
                random,
              ),
              method: random.pick(["PUT", "PATCH", "DELETE"]),
            }
          : { ...wrongMethod({ url, page: r.page, fields: [] }, random), method: "POST" };
        raw = { ...raw, kind: `method-${raw.method.toLowerCase()}` };
      }
    } else if (roll < 0.42) {
      family = "form-body";
      const t = next(`${identity.name}:post`, postTargets.get(identity.name)!);
      raw = malformedPost(t, random, contexts.get(identity.name)!, "readable");
      route = t.route;
    } else if (roll < 0.5) {
      family = "json-body";
      const t = next(`${identity.name}:json`, jsonTargetsOf(identity));
      raw = malformedJson(t.url, random, "readable");
      route = t.route;
    } else if (roll < 0.85) {
      family = "query";
      const key = `${identity.name}:get`;
      const visit = Math.floor((cursors.get(key) ?? 0) / queryTargets.get(identity.name)!.length);
      const t = next(key, queryTargets.get(identity.name)!);
      raw = malformedQuery({ ...t, focus: t.focus ? { name: t.focus, visit } : undefined }, random);
      route = t.route;
    } else if (roll < 0.95) {
      family = "path";
      const r = next(`${identity.name}:path`, pathTargets);
      raw = malformedPath(r.path, r.page, random);
      route = r.path;
    } else {
      family = "method";
      const r = next(`${identity.name}:method-b`, table);
      raw = wrongMethod({ url: fill(r.path, 0), page: r.page, fields: [] }, random);
      if (raw.method !== "GET" && raw.method !== "HEAD" && raw.method !== "OPTIONS")
        raw = { ...raw, method: "OPTIONS", body: undefined, headers: {} };
      raw = { ...raw, kind: `method-${raw.method.toLowerCase()}` };
      route = r.path;
    }
    plan.push({ ...raw, identity: identity.name, family, route });
  }

  if (args["plan-file"]) {
    const mask = (text: string) =>
      text
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ":id")
        .replace(/[\w-]{20,}\.[\w-]{10,}/g, ":token");
    writeFileSync(
      args["plan-file"],
      [
        ...[...postTargets].flatMap(([who, targets]) =>
          targets.map((t) =>
            mask(
              `target ${who} ${t.url} ${t.fields.map((f) => `${f.name}=${f.type === "hidden" ? f.value : ""}`).join("&")}`,
            ),
          ),
        ),
        ...plan.map((r) =>
          mask(`${r.identity} ${r.family} ${r.kind} ${r.method} ${r.url} ${r.body?.byteLength ?? 0}`),
        ),
      ].join("\n"),
    );
  }
  if (args.show !== undefined) {
    const r = plan[Number(args.show)];
    const body = r?.body ? Buffer.from(r.body.subarray(0, 600)).toString("latin1") : "";
    console.error(JSON.stringify({ ...r, body, bodyBytes: r?.body?.byteLength ?? 0 }, null, 2));
  }

  // Sending: a few at a time, as visitors do; each from its own address.
  const concurrency = Number(args.concurrency);
  async function send(list: readonly Planned[], offset: number): Promise<void> {
    let at = 0;
    const worker = async () => {
      for (;;) {
        const i = at++;
        if (i >= list.length) return;
        const r = list[i]!;
        const identity = byName.get(r.identity)!;
        const headers: Record<string, string> = {
          ...headersOf(identity, offset + i),
          "Accept-Language": (offset + i) % 3 === 0 ? "en-GB,en;q=0.8" : "fr-FR,fr;q=0.9",
          ...(r.method !== "GET" && r.method !== "HEAD" ? { Origin: server.origin } : {}),
          ...r.headers,
        };
        count(byKind, r.kind);
        count(byIdentity, r.identity);
        count(byFamily, r.family);
        const attempt = () =>
          fetch(`${server.origin}${r.url}`, {
            method: r.method,
            headers,
            body: r.body,
            redirect: "manual",
            signal: AbortSignal.timeout(20_000),
          });
        let res: Response;
        try {
          res = await attempt().catch(() => {
            // Sent again as fetchAgain does; but a body past the drain limit is refused by closing
            // the connection, which the client may see before the 413.
            if ((r.body?.byteLength ?? 0) > DRAIN_LIMIT_BYTES) throw new ClosedOnPurpose();
            return attempt();
          });
        } catch (error) {
          if (error instanceof ClosedOnPurpose) {
            count(statuses, "closed");
            continue;
          }
          const cause = (error as { cause?: unknown }).cause;
          problems.push(
            `#${offset + i} ${r.identity} ${r.method} ${r.url.slice(0, 120)} (${r.kind}): no answer (${String(error)}${cause ? `: ${String(cause)}` : ""})`,
          );
          continue;
        }
        count(statuses, res.status);
        const html = (res.headers.get("content-type") ?? "").includes("text/html");
        const text = html
          ? await res.text().catch(() => "")
          : (await res.arrayBuffer().catch(() => null), "");
        if (res.status >= 500) {
          fiveXX.push(
            `#${offset + i} ${r.identity} ${r.method} ${r.url.slice(0, 160)} (${r.kind}, ${r.family}): HTTP ${res.status}`,
          );
        }
        if (html) {
          const marker = unescapedMarker(text);
          if (marker)
            problems.push(
              `#${offset + i} ${r.identity} ${r.url.slice(0, 120)} (${r.kind}): "${marker}" rendered unescaped`,
            );
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, () => worker()));
  }

  // Phase A: bodies that can never be read. Nothing but the attempt counters may change.
  let check = openReadOnly(dbFile);
  const before = tableCounts(check);
  check.close();
  const timings: Record<string, number> = { discovery: Math.round(performance.now() - started) };
  let mark = performance.now();
  await send(plan.slice(0, phaseA), 0);
  timings.phaseA = Math.round(performance.now() - mark);
  check = openReadOnly(dbFile);
  phaseAChanges = Object.fromEntries(
    Object.entries(changedTables(before, tableCounts(check))).filter(([name]) => !COUNTERS.has(name)),
  );
  for (const [name, [a, b]] of Object.entries(phaseAChanges)) {
    // The newest rows, to tell which request wrote them (tables without a creation time: none).
    let newest = "";
    try {
      newest = JSON.stringify(
        check
          .prepare(`SELECT * FROM "${name}" ORDER BY created_at DESC LIMIT ${Math.min(3, Math.abs(b - a))}`)
          .all(),
      );
    } catch {
      // no created_at column
    }
    problems.push(`unreadable requests changed table ${name}: ${a} → ${b} rows ${newest.slice(0, 600)}`);
  }
  check.close();

  // Phase B: everything else.
  mark = performance.now();
  await send(plan.slice(phaseA), phaseA);
  timings.phaseB = Math.round(performance.now() - mark);
  mark = performance.now();

  // Valid submissions carrying tags in every free-text field: stored, then shown and mailed.
  const carriers = tokens.slice(-4);
  const tag = "<script>fuzzmark(9)</script><img src=x onerror=fuzzmark(9)>";
  const contact = {
    firstName: `Camille ${tag}`,
    lastName: "Durand",
    subject: "demo",
    message: `Bonjour ${tag} fin du message.`,
    institution: tag,
  };
  const stored = [
    ["/contact", contact],
    [
      "/devis",
      {
        institution: tag,
        institutionType: "apprenticeship",
        students: "300",
        establishments: "1",
        timeline: "asap",
        firstName: "Camille",
        lastName: tag,
        message: tag,
      },
    ],
    [
      "/demo",
      {
        institution: tag,
        institutionType: "secondary",
        students: "600",
        firstName: "Camille",
        lastName: "Durand",
        message: tag,
      },
    ],
    ["/en/contact", { ...contact, firstName: "Camille", lastName: tag }],
  ] as const;
  for (const [i, [page, fields]] of stored.entries()) {
    const res = await fetchAgain(`${server.origin}${page}`, {
      method: "POST",
      body: new URLSearchParams({
        ...fields,
        _token: carriers[i]!,
        website_url: "",
        email: `carrier-${i}@lycee-fuzz.example`,
      }),
      headers: { Origin: server.origin, "X-Forwarded-For": visitorAddress(9000 + i) },
      redirect: "manual",
    });
    discoveryRequests++;
    if (res.status !== 303) problems.push(`carrier ${page}: expected 303, got ${res.status}`);
    const cookie = res.headers.get("set-cookie")?.split(";")[0] ?? "";
    const confirmation = await fetchAgain(`${server.origin}${res.headers.get("location") ?? page}`, {
      headers: { Cookie: cookie },
    });
    discoveryRequests++;
    const marker = unescapedMarker(await confirmation.text());
    if (marker) problems.push(`carrier ${page}: "${marker}" rendered unescaped on the confirmation page`);
  }

  // The mail queue drained (delivery to the outbox), then every HTML part searched.
  check = openReadOnly(dbFile);
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const { n: waiting } = check
      .prepare("SELECT count(*) AS n FROM mail_queue WHERE status IN ('pending', 'sending') AND attempts = 0")
      .get() as { n: number };
    if (Number(waiting) === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  let emails = 0;
  const outbox = path.join(server.dataDir, "outbox");
  for (const file of readdirSync(outbox)) {
    emails++;
    for (const part of htmlParts(readFileSync(path.join(outbox, file), "utf8"))) {
      const marker = unescapedMarker(part);
      if (marker) problems.push(`outbox ${file}: "${marker}" unescaped in the HTML part`);
    }
  }

  timings.carriersAndMail = Math.round(performance.now() - mark);
  invariantProblems = brokenInvariants(check, server.dataDir, runStart);
  check.close();
  for (const p of invariantProblems) problems.push(`half-stored: ${p}`);

  const health = await fetchAgain(`${server.origin}/healthz`);
  if (health.status !== 200) problems.push(`health after the run: HTTP ${health.status}`);
  // Every signed-in identity kept its session and role through the run.
  for (const identity of identities.filter((i) => i.cookie)) {
    const home = identity.name === "customer" ? "/dashboard" : "/admin";
    const res = await fetchAgain(`${server.origin}${home}`, {
      headers: { Cookie: identity.cookie },
      redirect: "manual",
    });
    if (res.status !== 200) {
      const state = openReadOnly(dbFile);
      const facts = state
        .prepare(
          `SELECT u.role, u.banned, (SELECT count(*) FROM session s WHERE s.userId = u.id) AS sessions,
             (SELECT role FROM staff_member m WHERE m.user_id = u.id) AS staff,
             (SELECT count(*) FROM membership m WHERE m.user_id = u.id) AS memberships
           FROM user u WHERE u.id = ?`,
        )
        .get(identity.userId!);
      state.close();
      problems.push(
        `${identity.name}: ${home} answers ${res.status} after the run (session or role lost: ${JSON.stringify(facts)})`,
      );
    }
  }
  discoveryRequests += 1 + identities.length - 1;

  const errors = errorLines(server.output());
  for (const line of errors.slice(0, 20)) problems.push(`error in the server's log: ${line.slice(0, 400)}`);
  problems.unshift(...fiveXX);

  const summary = {
    seed: SEED,
    requests: { malformed: plan.length, other: discoveryRequests, total: plan.length + discoveryRequests },
    byFamily: Object.fromEntries([...byFamily].sort()),
    byIdentity: Object.fromEntries([...byIdentity].sort()),
    byKind: Object.fromEntries([...byKind].sort()),
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => String(a).localeCompare(String(b)))),
    targets: {
      routes: table.length,
      actions: table.filter((r) => r.action).length,
      forms: Object.fromEntries([...postTargets].map(([k, v]) => [k, v.length])),
      jsonEndpoints: jsonTargets.length,
      getEndpoints: getTargets.length,
      listParameters: new Set([...pageParams.values()].flatMap((s) => [...s]).concat([...globalParams])).size,
      queries: Object.fromEntries([...queryTargets].map(([k, v]) => [k, v.length])),
      focusedParameters: Object.fromEntries(
        [...queryTargets].map(([k, v]) => [k, v.filter((t) => t.focus).length]),
      ),
    },
    serverErrors5xx: fiveXX.length,
    errorLogLines: errors.length,
    halfStored: {
      unreadablePhaseTableChanges: Object.keys(phaseAChanges).length,
      invariantViolations: invariantProblems.length,
    },
    outboxMessagesChecked: emails,
    problems: problems.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    serverCpuSeconds: cpuSeconds(server.process.pid),
    milliseconds: timings,
  };
  console.log(args.json ? JSON.stringify(summary) : JSON.stringify(summary, null, 2));
  for (const p of problems.slice(0, 200)) console.error(p);
} catch (error) {
  problems.push(String(error));
  console.error(error);
  const errors = errorLines(server.output());
  for (const line of errors.slice(0, 20)) console.error(`server: ${line.slice(0, 400)}`);
} finally {
  await server.stop();
}
process.exit(problems.length ? 1 : 0);

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
