import { createHash } from "node:crypto";
import net from "node:net";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { pageText } from "#content/page-texts.ts";
import { LANGUAGES, type Language } from "#app/lib/i18n/languages.ts";
import { findPage } from "#app/lib/routing/find-page.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import {
  MODULE_MENU_SLUGS,
  MODULE_SLUGS,
  PAGE_BY_ID,
  PAGES,
  SERVICE_REDIRECTS,
  publicPaths,
  type ModuleSlug,
  type PageArea,
  type PageDef,
  type PageId,
} from "#app/lib/routing/pages.ts";
import { BRAND, withBrand } from "#app/features/site/seo/seo.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { KEEP_ALIVE_TIMEOUT_MS } from "../../server/http-timeouts.ts";
import { SITE_FRAME, auditBothThemes, auditStructure } from "./axe-audit.ts";
import { expect, hydrated, ON_PHONE, test } from "./fixtures.ts";
import { decodeEntities } from "./html-text.ts";
import { KEY_CONTENT_IN_BROWSER } from "./key-content.ts";
import { pageAssets } from "../../tools/lib/page-assets.mjs";

/**
 * The foundation (issue 2): every route of the table in both languages, error pages, redirects,
 * aliases, SEO, security headers, compression, language detection, console and accessibility.
 * Expectations come from the sources of truth (`app/lib/routing/pages.ts`, `content/page-texts.ts`),
 * so a page added to the table is tested without touching this file.
 *
 * Checks that do not depend on the screen run over plain HTTP, on the desktop project only; the
 * browser checks of the first French pages run on the phone screen too (`ON_PHONE`).
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;
const NOT_FOUND_TITLE: Record<Language, string> = { fr: "Page non trouvée", en: "Page not found" };
const APP_ERROR_TITLE: Record<Language, string> = { fr: "Une erreur est survenue", en: "An error occurred" };
/** The failing page only exists in end-to-end builds (E2E=1), see app/features/testing/routes/boom.tsx. */
const BOOM_PATH = "/test-only/boom";
/** A plan of the pricing table, for the `/checkout/:planId` page. */
const CHECKOUT_PLAN = "premium";

// ---------------------------------------------------------------------------------------------
// The pages, from the route table
// ---------------------------------------------------------------------------------------------

interface PublicPage {
  /** French path without prefix. */
  readonly path: string;
  readonly page: PageDef & { id: PageId };
}

const PUBLIC_PAGES: PublicPage[] = publicPaths().map((path) => {
  const page = findPage(path);
  if (!page) throw new Error(`publicPaths() lists ${path}, which no page of the table matches`);
  return { path, page };
});

/**
 * Pages whose heading comes from content rather than from `page-texts.ts` (the home hero; one
 * template per service and per module): for these the test checks the title and that an h1 exists.
 */
function headingFromContent(p: PublicPage): boolean {
  return p.page.id === "home" || p.page.path.includes(":");
}

/** Private pages of the table (noindex), with a plan for `/checkout/:planId`. */
const PRIVATE_PATHS: string[] = PAGES.filter((p) => p.area !== "public").map((p) =>
  p.path.replace(":planId", CHECKOUT_PLAN).replace(/:[A-Za-z]+/g, "exemple"),
);

/** Areas of private pages that a visitor sees without an account (sign-in, checkout). */
const VISITOR_AREAS: ReadonlySet<PageArea> = new Set(["auth", "checkout"]);

const ALIASES = PAGES.filter((p): p is typeof p & { aliasOf: PageId } => "aliasOf" in p && !!p.aliasOf);

/**
 * The path a page's canonical URL names: the main page of an alias, the menu slug of a module page
 * reached by another slug of the same content set (spec §2 lists several slugs per set), or itself.
 */
function canonicalFrenchPath(p: PublicPage): string {
  const alias = "aliasOf" in p.page ? (p.page.aliasOf as PageId | undefined) : undefined;
  if (alias) return PAGE_BY_ID[alias].path;
  if (p.page.id === "module") {
    const slug = p.path.slice("/modules/".length) as ModuleSlug;
    const menuSlug = MODULE_MENU_SLUGS.find((m) => MODULE_SLUGS[m] === MODULE_SLUGS[slug]);
    if (menuSlug) return `/modules/${menuSlug}`;
  }
  return p.path;
}

/**
 * Public pages that are reachable but not meant to be found through a search engine (noindex, left
 * out of the sitemap): the confirmation shown after an order, the search results.
 */
const NOINDEX_PUBLIC_PAGES: ReadonlySet<PageId> = new Set(["success", "search"]);

/** The pages a search engine should index: canonical to themselves and not noindex. */
const INDEXABLE_PATHS = PUBLIC_PAGES.filter(
  (p) => canonicalFrenchPath(p) === p.path && !NOINDEX_PUBLIC_PAGES.has(p.page.id),
).map((p) => p.path);

// ---------------------------------------------------------------------------------------------
// A small HTML reader: enough for server-rendered React markup
// ---------------------------------------------------------------------------------------------

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

type Attrs = Record<string, string>;

function attributes(tag: string): Attrs {
  const attrs: Attrs = {};
  const inside = tag.replace(/^<[a-zA-Z0-9-]+/, "").replace(/\/?>$/, "");
  for (const m of inside.matchAll(
    /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

function tags(html: string, name: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((m) => attributes(m[0]));
}

class Doc {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
  get lang() {
    return tags(this.html, "html")[0]?.lang;
  }
  get title() {
    const m = /<title>([\s\S]*?)<\/title>/i.exec(this.html);
    return m ? textOf(m[1]!) : undefined;
  }
  get h1s() {
    return [...this.html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => textOf(m[1]!));
  }
  meta(key: string) {
    return tags(this.html, "meta").find((t) => t.name === key || t.property === key)?.content;
  }
  links(rel: string) {
    return tags(this.html, "link").filter((t) => t.rel === rel);
  }
  /** `<script>` elements with their attributes and inline text. */
  get scripts() {
    return [...this.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
      attrs: attributes(`<script ${m[1]}>`),
      body: m[2]!,
    }));
  }
  jsonLd(): unknown[] {
    return this.scripts
      .filter((s) => s.attrs.type === "application/ld+json")
      .map((s) => JSON.parse(s.body) as unknown);
  }
}

async function getDoc(request: APIRequestContext, path: string, headers?: Record<string, string>) {
  const response = await request.get(path, { maxRedirects: 0, ...(headers ? { headers } : {}) });
  return { response, doc: new Doc(await response.text()) };
}

/** Runs `fn` over `items`, a few at a time (the server has two cores; so do the tests). */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

/** Every JSON-LD node of a document, `@graph` members included. */
function jsonLdNodes(values: unknown[]): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== "object") return;
    const node = v as Record<string, unknown>;
    nodes.push(node);
    for (const value of Object.values(node)) visit(value);
  };
  values.forEach(visit);
  return nodes;
}

// ---------------------------------------------------------------------------------------------
// Routes over HTTP
// ---------------------------------------------------------------------------------------------

/** What is wrong with one public page in one language, checked over HTTP (empty when all is right). */
async function publicPageProblems(
  request: APIRequestContext,
  p: PublicPage,
  lang: Language,
): Promise<string[]> {
  const problems: string[] = [];
  const url = localizedPath(p.path, lang);
  const { response, doc } = await getDoc(request, url);
  const fail = (what: string) => problems.push(`${url}: ${what}`);
  if (response.status() !== 200) return [`${url}: status ${response.status()}`];
  if (doc.lang !== lang) fail(`html lang=${doc.lang}`);

  // An alias shows its main page, texts included (app/lib/routing/load-page.ts).
  const alias = "aliasOf" in p.page ? (p.page.aliasOf as PageId | undefined) : undefined;
  const text = pageText(alias ?? p.page.id, lang);
  const title = doc.title ?? "";
  if (headingFromContent(p)) {
    if (!title.includes(BRAND[lang])) fail(`title without the brand: ${title}`);
  } else if (title !== withBrand(text.title, lang)) {
    fail(`title "${title}" instead of "${withBrand(text.title, lang)}"`);
  }
  const h1s = doc.h1s;
  if (h1s.length !== 1) fail(`${h1s.length} h1 elements`);
  else if (!h1s[0]) fail("empty h1");
  else if (!headingFromContent(p) && h1s[0] !== text.heading) {
    fail(`h1 "${h1s[0]}" instead of "${text.heading}"`);
  }

  const description = doc.meta("description");
  if (!description) fail("no meta description");
  const canonical = ORIGIN + localizedPath(canonicalFrenchPath(p), lang);
  const canonicals = doc.links("canonical");
  if (canonicals.length !== 1 || canonicals[0]!.href !== canonical) {
    fail(`canonical ${JSON.stringify(canonicals.map((c) => c.href))} instead of ${canonical}`);
  }
  const alternates = Object.fromEntries(doc.links("alternate").map((l) => [l.hreflang, l.href]));
  const frUrl = ORIGIN + localizedPath(canonicalFrenchPath(p), "fr");
  const enUrl = ORIGIN + localizedPath(canonicalFrenchPath(p), "en");
  if (alternates.fr !== frUrl || alternates.en !== enUrl || alternates["x-default"] !== frUrl) {
    fail(`hreflang alternates ${JSON.stringify(alternates)}`);
  }
  const robots = NOINDEX_PUBLIC_PAGES.has(p.page.id) ? "noindex,nofollow" : "index,follow";
  if (doc.meta("robots") !== robots) fail(`robots ${doc.meta("robots")} instead of ${robots}`);
  const expectedSocial: Record<string, string | undefined> = {
    "og:title": title,
    "og:description": description,
    "og:url": canonical,
    "og:type": "website",
    "twitter:card": "summary_large_image",
    "twitter:title": title,
    "twitter:description": description,
  };
  // Titles may hold no-break spaces (French typography): compared with plain spaces.
  const plainSpaces = (s: string | undefined) => s?.replace(/\s+/g, " ");
  for (const [key, value] of Object.entries(expectedSocial)) {
    if (plainSpaces(doc.meta(key)) !== plainSpaces(value)) fail(`${key}="${doc.meta(key)}"`);
  }
  for (const key of ["og:image", "twitter:image"]) {
    if (!doc.meta(key)?.startsWith(`${ORIGIN}/`)) fail(`${key}="${doc.meta(key)}" is not an absolute URL`);
  }
  return problems;
}

test.describe("route table over HTTP", () => {
  // A few batches per language, so that the workers share them.
  const HTTP_BATCH = 24;
  for (const lang of LANGUAGES) {
    for (let first = 0; first < PUBLIC_PAGES.length; first += HTTP_BATCH) {
      const batch = PUBLIC_PAGES.slice(first, first + HTTP_BATCH);
      const label = `${lang}, ${first + 1}–${first + batch.length} of ${PUBLIC_PAGES.length}`;
      test(`public pages answer 200 with their title, heading and SEO tags (${label})`, async ({
        request,
      }) => {
        test.setTimeout(120_000);
        const problems: string[] = [];
        await eachLimited(batch, 4, async (p) => {
          problems.push(...(await publicPageProblems(request, p, lang)));
        });
        expect(problems).toEqual([]);
      });
    }
  }

  test("social images exist for both languages", async ({ request }) => {
    for (const lang of LANGUAGES) {
      const { doc } = await getDoc(request, localizedPath("/", lang));
      const image = doc.meta("og:image")!;
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toMatch(/^image\//);
    }
  });

  test("private pages are never indexed (auth, client space, admin, checkout)", async ({ request }) => {
    const problems: string[] = [];
    const paths = LANGUAGES.flatMap((lang) => PRIVATE_PATHS.map((p) => localizedPath(p, lang)));
    await eachLimited(paths, 4, async (url) => {
      // Guards may send visitors to /auth: the page finally shown must be private too.
      const response = await request.get(url);
      const doc = new Doc(await response.text());
      if (response.status() !== 200) problems.push(`${url}: status ${response.status()}`);
      if (!doc.meta("robots")?.startsWith("noindex")) {
        problems.push(`${url} (→ ${new URL(response.url()).pathname}): robots ${doc.meta("robots")}`);
      }
    });
    expect(problems).toEqual([]);
  });

  for (const lang of LANGUAGES) {
    test(`unknown paths answer 404 with "${NOT_FOUND_TITLE[lang]}" inside the layout (${lang})`, async ({
      request,
    }) => {
      const unknown = [
        "/page-qui-n-existe-pas",
        "/tarification/inconnue",
        "/modules/inconnu",
        "/services/inconnu",
      ];
      for (const path of unknown.map((p) => localizedPath(p, lang))) {
        const { response, doc } = await getDoc(request, path);
        expect(response.status(), path).toBe(404);
        expect(doc.lang, path).toBe(lang);
        expect(doc.h1s, path).toEqual([NOT_FOUND_TITLE[lang]]);
        expect(doc.title, path).toBe(withBrand(NOT_FOUND_TITLE[lang], lang));
        expect(doc.meta("robots"), path).toMatch(/^noindex/);
        // Inside the normal layout, with links back.
        expect(doc.html, path).toMatch(/<header\b/);
        expect(doc.html, path).toMatch(/<footer\b/);
        const hrefs = tags(doc.html, "a").map((a) => a.href);
        expect(hrefs, path).toContain(localizedPath("/", lang));
        expect(hrefs, path).toContain(localizedPath("/contact", lang));
      }
    });
  }

  test("the 8 old service addresses redirect permanently to their page, in both languages", async ({
    request,
  }) => {
    expect(Object.keys(SERVICE_REDIRECTS)).toHaveLength(8);
    for (const lang of LANGUAGES) {
      for (const [slug, target] of Object.entries(SERVICE_REDIRECTS)) {
        const from = localizedPath(`/services/${slug}`, lang);
        const response = await request.get(from, { maxRedirects: 0 });
        expect([301, 308], from).toContain(response.status());
        const location = new URL(response.headers().location ?? "", ORIGIN);
        expect(location.pathname, from).toBe(localizedPath(`/services/${target}`, lang));
        const landed = await request.get(location.pathname, { maxRedirects: 0 });
        expect(landed.status(), location.pathname).toBe(200);
      }
    }
  });

  test("aliases render the same page and point their canonical URL to the main path", async ({ request }) => {
    expect(ALIASES.map((a) => a.path)).toEqual(
      expect.arrayContaining(["/calculateur", "/solutions/ga-enterprise"]),
    );
    for (const lang of LANGUAGES) {
      for (const alias of ALIASES) {
        const main = PAGE_BY_ID[alias.aliasOf];
        const { response, doc } = await getDoc(request, localizedPath(alias.path, lang));
        expect(response.status(), alias.path).toBe(200);
        const canonical = ORIGIN + localizedPath(main.path, lang);
        expect(
          doc.links("canonical").map((l) => l.href),
          alias.path,
        ).toEqual([canonical]);
      }
      // The spec's two aliases (spec §2) are the very same page as their main path.
      for (const [alias, main] of [
        ["/calculateur", "/tarification/calculateur"],
        ["/solutions/ga-enterprise", "/logiciel/flex"],
      ] as const) {
        const a = await getDoc(request, localizedPath(alias, lang));
        const m = await getDoc(request, localizedPath(main, lang));
        expect(a.doc.h1s, `${alias} = ${main}`).toEqual(m.doc.h1s);
        expect(a.doc.title, `${alias} = ${main}`).toBe(m.doc.title);
        expect(a.doc.meta("description"), `${alias} = ${main}`).toBe(m.doc.meta("description"));
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Search engines
// ---------------------------------------------------------------------------------------------

test.describe("search engines", () => {
  test("sitemap.xml lists both languages of every indexable page and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));

    // Aliases, module slugs whose canonical is another slug, and noindex pages stay out.
    const expected = INDEXABLE_PATHS.flatMap((path) =>
      LANGUAGES.map((lang) => ORIGIN + localizedPath(path, lang)),
    );
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const url of listed) {
      expect(url).not.toMatch(/^https?:\/\/[^/]+(\/en)?\/(auth|dashboard|admin|checkout)(\/|$)/);
    }
    // Each URL names its twin in the other language.
    expect(xml).toContain(`hreflang="en" href="${ORIGIN}/en/tarification"`);
  });

  test("robots.txt allows the site, keeps private areas out and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    for (const area of ["/auth", "/dashboard", "/admin", "/checkout"]) {
      expect(body).toContain(`Disallow: ${area}`);
      expect(body).toContain(`Disallow: /en${area}`);
    }
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test("home and pricing carry JSON-LD: the Organization and the indicative plans at 199 and 399 EUR", async ({
    request,
  }) => {
    for (const lang of LANGUAGES) {
      for (const path of ["/", "/tarification"]) {
        const url = localizedPath(path, lang);
        const { doc } = await getDoc(request, url);
        const nodes = jsonLdNodes(doc.jsonLd());
        const organization = nodes.find((n) => n["@type"] === "Organization");
        expect(organization, `${url}: Organization`).toBeTruthy();
        expect(organization?.name, url).toBe(BRAND[lang]);
        const prices = nodes
          .filter((n) => n["@type"] === "Offer" && n.priceCurrency === "EUR")
          .map((n) => Number(n.price));
        expect(prices, `${url}: indicative monthly plans`).toEqual(expect.arrayContaining([199, 399]));
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Server: headers, caching, compression, health, errors
// ---------------------------------------------------------------------------------------------

/** The security headers every response carries, whatever its type. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const h = response.headers();
  const csp = h["content-security-policy"] ?? "";
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  // A per-request nonce, or the hashes of the inline scripts of a page from the render cache.
  expect(scriptSrc, `${what}: script-src`).toMatch(/'(?:nonce|sha256)-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(h["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(h["referrer-policy"], `${what}: referrer policy`).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], `${what}: permissions policy`).toMatch(/camera=\(\)/);
  expect(h["permissions-policy"], `${what}: permissions policy`).toMatch(/microphone=\(\)/);
  expect(h["permissions-policy"], `${what}: permissions policy`).toMatch(/geolocation=\(\)/);
  expect(h["x-powered-by"], `${what}: X-Powered-By`).toBeUndefined();
}

function cspNonce(response: APIResponse): string {
  return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
}

test.describe("server", () => {
  test("security headers on every type of response", async ({ request }) => {
    const home = await request.get("/");
    const asset = pageAssets(await home.text()).js[0];
    expect(asset, "a script of the home page").toMatch(/^\/assets\//);
    const cases: [string, string, number][] = [
      ["HTML page", "/", 200],
      ["English HTML page", "/en/tarification", 200],
      ["hashed asset", asset!, 200],
      ["health check", "/healthz", 200],
      ["not found page", "/page-qui-n-existe-pas", 404],
      ["server error page", BOOM_PATH, 500],
      ["redirect", "/services/audit", 301],
      ["sitemap", "/sitemap.xml", 200],
      ["robots.txt", "/robots.txt", 200],
    ];
    for (const [what, path, status] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${what} ${path}`).toBe(status);
      expectSecurityHeaders(response, `${what} ${path}`);
    }
  });

  test("every inline script is allowed by its page's CSP: a fresh nonce, or its hash on a cached page", async ({
    request,
  }) => {
    const seen = new Set<string>();
    const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    // Anonymous pages come from the render cache (hashes); errors are rendered each time (nonce).
    for (const [path, kind] of [
      ["/", "hash"],
      ["/en", "hash"],
      ["/tarification", "hash"],
      ["/page-qui-n-existe-pas", "nonce"],
      [BOOM_PATH, "nonce"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      const csp = response.headers()["content-security-policy"] ?? "";
      const doc = new Doc(await response.text());
      const scripts = doc.scripts;
      expect(scripts.length, path).toBeGreaterThan(0);
      const nonce = cspNonce(response);
      if (kind === "nonce") {
        expect(nonce.length, `${path}: nonce length`).toBeGreaterThanOrEqual(16);
        expect(seen.has(nonce), `${path}: nonce reused`).toBe(false);
        seen.add(nonce);
      } else {
        expect(response.headers()["x-render-cache"], `${path}: from the render cache`).toMatch(
          /^(hit|miss)$/,
        );
        expect(nonce, `${path}: no nonce on a cached page`).toBe("");
      }
      for (const script of scripts) {
        if (script.attrs.type === "application/ld+json") continue; // data, not run
        if (script.attrs.src) {
          expect(script.attrs.src, `${path}: script from this origin`).toMatch(/^\/(?!\/)/);
        } else if (kind === "nonce") {
          expect(script.attrs.nonce, `${path}: inline script ${script.body.slice(0, 60)}`).toBe(nonce);
        } else {
          expect(csp, `${path}: hash of ${script.body.slice(0, 60)}`).toContain(hashOf(script.body));
        }
      }
      const modules = pageAssets(doc.html).js;
      expect(modules.length, `${path}: the page's modules`).toBeGreaterThan(1);
      for (const module of modules) expect(module, `${path}: module from this origin`).toMatch(/^\/(?!\/)/);
    }
  });

  test("anonymous public pages are rendered once; a visitor with a session or a form gets their own", async ({
    request,
  }) => {
    await request.get("/logiciel");
    const again = await request.get("/logiciel");
    expect(again.headers()["x-render-cache"]).toBe("hit");
    // Another theme is another page; a flash message or a session is never served from the cache.
    const dark = await request.get("/logiciel", { headers: { Cookie: "theme=dark" } });
    expect(dark.headers()["x-render-cache"]).toMatch(/^(hit|miss)$/);
    expect(await dark.text()).toMatch(/<html[^>]*class="dark"/);
    const flash = await request.get("/logiciel", { headers: { Cookie: "ga_flash=signedOut" } });
    expect(flash.headers()["x-render-cache"]).toBeUndefined();
    expect(cspNonce(flash).length).toBeGreaterThanOrEqual(16);
    // A page with a form carries a token of its own on every visit.
    const tokens = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const contact = await request.get("/contact");
      expect(contact.headers()["x-render-cache"]).toBeUndefined();
      tokens.add(/name="_token" value="([^"]+)"/.exec(await contact.text())?.[1] ?? "");
    }
    expect(tokens.size).toBe(2);
  });

  test("hashed assets are cached for a year, immutable; pages are not", async ({ request }) => {
    const home = await request.get("/");
    expect(home.headers()["cache-control"] ?? "").not.toContain("immutable");
    const { js, css } = pageAssets(await home.text());
    const assets = [...js, ...css.map((href) => href.replace(/#.*$/, ""))];
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets.filter((a) => a.startsWith("/assets/"))) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, asset).toContain("max-age=31536000");
      expect(cacheControl, asset).toContain("immutable");
    }
  });

  test("pages and assets are compressed with brotli or gzip as the client accepts", async ({ request }) => {
    const home = await request.get("/");
    // The largest script of the first load (tiny files are not worth compressing).
    const scripts = pageAssets(await home.text()).js;
    const sizes = await Promise.all(
      scripts.map(
        async (href) =>
          (await (await request.get(href, { headers: { "Accept-Encoding": "identity" } })).body()).length,
      ),
    );
    const script = scripts[sizes.indexOf(Math.max(...sizes))]!;
    for (const path of ["/", "/en/tarification", script]) {
      for (const encoding of ["br", "gzip"]) {
        const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-encoding"], `${path} with ${encoding}`).toBe(encoding);
        expect(response.headers().vary ?? "", path).toContain("Accept-Encoding");
        // The body decodes to the real thing (no truncation, no stale Content-Length).
        const body = await response.text();
        expect(body.length, path).toBeGreaterThan(500);
      }
    }
  });

  test("/healthz answers 200 with JSON while the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  test("an idle keep-alive connection stays open past Node's 5 s and a proxy's 60 s", async () => {
    // One connection, as a reverse proxy or an API client keeps it: a request, 6 s of silence, then
    // another request on the same connection is answered (with Node's default the site closed it
    // after 5 s, and a request sent at that moment was reset).
    const socket = net.connect(E2E_PORT, "127.0.0.1");
    let received = "";
    let closed = false;
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("close", () => (closed = true));
    const request = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n";
    const answers = () => received.match(/HTTP\/1\.1 200 /g)?.length ?? 0;
    try {
      socket.write(request);
      await expect.poll(answers).toBe(1);
      // The window the site announces is its own (server/http-timeouts.ts), beyond nginx's 60 s.
      expect(received).toMatch(new RegExp(`^Keep-Alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1_000}\r$`, "im"));
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(closed, "the site closed the idle connection").toBe(false);
      socket.write(request);
      await expect.poll(answers).toBe(2);
    } finally {
      socket.destroy();
    }
  });

  for (const lang of LANGUAGES) {
    test(`a server error answers 500 with "${APP_ERROR_TITLE[lang]}" and no stack trace (${lang})`, async ({
      request,
    }) => {
      const { response, doc } = await getDoc(request, localizedPath(BOOM_PATH, lang));
      expect(response.status()).toBe(500);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(doc.lang).toBe(lang);
      expect(doc.h1s).toEqual([APP_ERROR_TITLE[lang]]);
      expect(doc.html).toMatch(/<header\b/);
      expect(doc.html).not.toContain("test-only failure");
      expect(doc.html).not.toMatch(/\bat .+\.(ts|tsx|js|mjs):\d+/);
      expect(doc.html).not.toContain("boom.tsx");
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Language of the visitor
// ---------------------------------------------------------------------------------------------

test.describe("language detection", () => {
  test.describe("with an English browser", () => {
    test.use({ locale: "en-US" });

    test("a first visit to / goes to /en", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(`${ORIGIN}/en`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("other French pages stay French on a first visit", async ({ page }) => {
      await page.goto("/tarification");
      await expect(page).toHaveURL(`${ORIGIN}/tarification`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    });

    test("a stored French choice wins over the browser", async ({ page, context }) => {
      await context.addCookies([{ name: "i18nextLng", value: "fr", url: ORIGIN }]);
      await page.goto("/");
      await expect(page).toHaveURL(`${ORIGIN}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    });
  });

  test("a French browser stays on /", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("a stored English choice sends French URLs to their /en twin", async ({ page, context }) => {
    await context.addCookies([{ name: "i18nextLng", value: "en", url: ORIGIN }]);
    await page.goto("/tarification/calculateur?eleves=300");
    await expect(page).toHaveURL(`${ORIGIN}/en/tarification/calculateur?eleves=300`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page).toHaveURL(`${ORIGIN}/en`);
  });

  test("search engines are never redirected", async ({ request }) => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const visits: Record<string, string>[] = [
      { "User-Agent": googlebot, "Accept-Language": "en-US,en;q=0.9" },
      { "User-Agent": googlebot, Cookie: "i18nextLng=en" },
    ];
    for (const headers of visits) {
      const { response, doc } = await getDoc(request, "/", headers);
      expect(response.status()).toBe(200);
      expect(doc.lang).toBe("fr");
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Error pages in the browser
// ---------------------------------------------------------------------------------------------

test.describe("error pages in the browser", () => {
  // The browser reports the document's own 404/500 status in the console: expected here.
  test.use({ allowedConsole: [/the server responded with a status of (404|500)/] });

  for (const lang of LANGUAGES) {
    test(`the 404 page leads back home (${lang})`, async ({ page }) => {
      const response = await page.goto(localizedPath("/page-qui-n-existe-pas", lang));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE[lang]);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page
        .getByRole("main")
        .getByRole("link", { name: lang === "fr" ? "Retour à l'accueil" : "Back to home" })
        .click();
      await expect(page).toHaveURL(ORIGIN + localizedPath("/", lang));
    });
  }

  test("the 500 page offers reload and back", async ({ page }) => {
    const response = await page.goto(BOOM_PATH);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(APP_ERROR_TITLE.fr);
    await expect(page.getByRole("button", { name: "Recharger la page" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("test-only failure");
  });
});

// ---------------------------------------------------------------------------------------------
// Every page in the browser: heading, language, no console error, no CSP violation; axe-core in
// both themes
// ---------------------------------------------------------------------------------------------

interface BrowserCheck {
  readonly url: string;
  readonly lang: Language;
  /**
   * Pages a visitor sees are audited with axe-core: the home page whole, the others without the
   * site's frame (header, footer, feedback and chat buttons), the same markup on every page and
   * audited on the home page.
   */
  readonly audit: "whole" | "content";
}

const BROWSER_CHECKS: BrowserCheck[] = LANGUAGES.flatMap((lang) => [
  ...PUBLIC_PAGES
    // Module slugs of one content set render the same markup: the browser loads and audits the
    // canonical slug; the other slugs are checked over HTTP above.
    .filter((p) => p.page.id !== "module" || canonicalFrenchPath(p) === p.path)
    .map((p) => ({
      url: localizedPath(p.path, lang),
      lang,
      audit: p.page.id === "home" ? ("whole" as const) : ("content" as const),
    })),
  // The client space and the CRM send a visitor to the sign-in page, which is checked here as an
  // auth page; that they do is checked over HTTP (security-access.spec.ts, and "private pages are
  // never indexed" above), and signed-in-pages.spec.ts loads them signed in.
  ...PRIVATE_PATHS.filter((path) => VISITOR_AREAS.has(findPage(path)!.area)).map((path) => ({
    url: localizedPath(path, lang),
    lang,
    audit: "content" as const,
  })),
]);

/** The first key text of the pages that have some (content-part2.spec.ts finds them all in the HTML). */
const KEY_TEXT = new Map(
  LANGUAGES.flatMap((lang) =>
    KEY_CONTENT_IN_BROWSER.map((k) => [localizedPath(k.path, lang), k.texts[lang][0]!] as const),
  ),
);

/**
 * Pages per test. Each test opens a new browser context, whose empty cache downloads the site's
 * scripts again: batches of 2 or 4 pages cost about 30 % more than batches of 8 (16 pages: 88 s and
 * 86 s against 66 s), so the batches stay at 8; the operational tests start first
 * (playwright.config.ts), so that these 30-second tests never run alone at the end.
 */
const CHUNK = 8;
/** The first French pages also run on the phone screen. */
const PHONE_PAGES = 8;

/**
 * Every violation of the page's Content-Security-Policy, caught or not (a library probing for `eval`
 * reports one without a console error, and Lighthouse counts it against best practices).
 */
async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

async function checkInBrowser(page: Page, check: BrowserCheck): Promise<string[]> {
  const problems: string[] = [];
  const response = await page.goto(check.url);
  const status = response?.status() ?? 0;
  if (status !== 200) problems.push(`${check.url}: status ${status}`);
  const hydration = await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  if (!hydration) return [...problems, `${check.url}: not hydrated after 20 s`];
  const lang = await page.locator("html").getAttribute("lang");
  if (lang !== check.lang) problems.push(`${check.url}: html lang=${lang}`);
  const h1 = page.getByRole("heading", { level: 1 });
  if ((await h1.count()) !== 1 || !(await h1.first().isVisible())) {
    problems.push(`${check.url}: no single visible h1`);
  }
  const key = KEY_TEXT.get(check.url);
  if (key && !(await page.locator("main").getByText(key).first().isVisible())) {
    problems.push(`${check.url}: “${key}” is not visible`);
  }
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  for (const violation of violations) problems.push(`${check.url}: CSP violation ${violation}`);
  const exclude = check.audit === "content" ? SITE_FRAME : [];
  // The English page has the French page's components and colours: its words are audited, the
  // colours (both themes) on the French page.
  problems.push(...(await (check.lang === "fr" ? auditBothThemes : auditStructure)(page, { exclude })));
  return problems;
}

test("every page with key content is loaded by the browser sweep", () => {
  const swept = new Set(BROWSER_CHECKS.map((c) => c.url));
  expect([...KEY_TEXT.keys()].filter((url) => !swept.has(url))).toEqual([]);
});

test.describe("every page in the browser", () => {
  // Colours are read with no transition under way (the site has none with reduced motion).
  test.use({ reducedMotion: "reduce" });
  // Each French page audited by axe-core in the light and dark themes on the desktop screen, each
  // English page for every rule but the colour ones; on the phone screen, the first French pages
  // (signed-in-pages.spec.ts audits every client-space and admin page on the phone too).
  for (const lang of LANGUAGES) {
    const checks = BROWSER_CHECKS.filter((c) => c.lang === lang);
    for (let i = 0; i < checks.length; i += CHUNK) {
      const chunk = checks.slice(i, i + CHUNK);
      const title = `${lang} pages ${i + 1}–${i + chunk.length} of ${checks.length}: ${chunk[0]!.url} …`;
      test(title, lang === "fr" && i < PHONE_PAGES ? ON_PHONE : {}, async ({ page }) => {
        test.setTimeout(120_000);
        await watchCspViolations(page);
        for (const check of chunk) {
          const problems = await checkInBrowser(page, check);
          // Soft: every page of the batch is checked and reported, even after a failing one.
          expect.soft(problems, check.url).toEqual([]);
        }
      });
    }
  }
});
