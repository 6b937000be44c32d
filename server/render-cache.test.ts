import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  clearRenderCache,
  inlineScriptHashes,
  isStorableResponse,
  RenderCache,
  renderCache,
  renderCacheKey,
  type RenderCachePolicy,
} from "./render-cache.ts";

/** A policy shaped as the application's (app/compose.server.ts): theme, consent and language cookies. */
const policy: RenderCachePolicy = {
  sharedCookies: ["theme", "consent", "i18nextLng"],
  variantCookies: ["theme", "consent"],
  holdsVisitorData: (html) => html.includes('name="_token"'),
};

const url = (path: string) => new URL(`http://localhost${path}`);

describe("renderCacheKey", () => {
  it("keys an anonymous GET by path, theme and consent", () => {
    expect(renderCacheKey("GET", url("/tarification"), null, policy)).toBe("/tarification\u0000\u0000");
    expect(renderCacheKey("GET", url("/"), "theme=dark; i18nextLng=fr; consent=refused", policy)).toBe(
      "/\u0000dark\u0000refused",
    );
  });

  it("renders every time for a session, a flash message, a query string, a post or loader data", () => {
    expect(renderCacheKey("GET", url("/"), "theme=dark; ga.session_token=abc", policy)).toBeNull();
    expect(renderCacheKey("GET", url("/"), "ga_flash=signedOut", policy)).toBeNull();
    expect(renderCacheKey("GET", url("/?utm_source=x"), null, policy)).toBeNull();
    expect(renderCacheKey("POST", url("/contact"), null, policy)).toBeNull();
    expect(renderCacheKey("GET", url("/tarification.data"), null, policy)).toBeNull();
  });
});

describe("what is stored", () => {
  const html = (headers: Record<string, string> = {}, status = 200) =>
    new Response("<html></html>", {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
    });

  it("keeps a public 200 HTML page", () => {
    expect(isStorableResponse(html())).toBe(true);
  });

  it("never keeps an error, a cookie, a private answer or something else than HTML", () => {
    expect(isStorableResponse(html({}, 404))).toBe(false);
    expect(isStorableResponse(html({ "Set-Cookie": "a=b" }))).toBe(false);
    expect(isStorableResponse(html({ "Cache-Control": "private, no-cache" }))).toBe(false);
    expect(isStorableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(
      false,
    );
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script the browser runs, not external ones nor data blocks", () => {
    const body = "window.x=1;";
    const html = `<script nonce="n">${body}</script><script type="module" nonce="n">import("/a.js")</script>
      <script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    const hash = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash(body), hash('import("/a.js")')]);
  });
});

describe("RenderCache", () => {
  const page = (storedAt: number) => ({
    body: Buffer.from("x"),
    headers: [],
    scriptHashes: [],
    storedAt,
    encoded: {},
  });

  it("forgets a page after its time to live", () => {
    const cache = new RenderCache(1_000);
    cache.set("a", page(0));
    expect(cache.get("a", 999)).toBeDefined();
    expect(cache.get("a", 1_000)).toBeUndefined();
  });

  it("keeps at most its number of entries, dropping the oldest", () => {
    const cache = new RenderCache(60_000, 2);
    cache.set("a", page(0));
    cache.set("b", page(0));
    cache.set("c", page(0));
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe("the middleware", () => {
  function site() {
    let renders = 0;
    const app = new Hono<{ Variables: { scriptHashes: readonly string[] | undefined } }>();
    app.use(async (c, next) => {
      await next();
      c.res.headers.set("X-Hashes", (c.get("scriptHashes") ?? ["nonce"]).join(" "));
    });
    app.use(renderCache(policy, new RenderCache()));
    app.get("/page", (c) => {
      renders++;
      return c.html(`<main>${"Tarifs ".repeat(200)}</main><script nonce="n${renders}">go()</script>`);
    });
    app.get("/form", (c) => {
      renders++;
      return c.html(`<form><input type="hidden" name="_token" value="t${renders}"/></form>`);
    });
    return { app, renders: () => renders };
  }

  it("renders a public page once and serves it again, compressed, with its scripts' hashes", async () => {
    const { app, renders } = site();
    const first = await app.request("/page");
    expect(first.headers.get("X-Render-Cache")).toBe("miss");
    const html = await first.text();
    const second = await app.request("/page", { headers: { "Accept-Encoding": "br" } });
    expect(second.headers.get("X-Render-Cache")).toBe("hit");
    expect(second.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(html);
    expect(renders()).toBe(1);
    const hash = `'sha256-${createHash("sha256").update("go()").digest("base64")}'`;
    expect(second.headers.get("X-Hashes")).toBe(hash);
  });

  it("renders again for a signed-in visitor and for a page with a form", async () => {
    const { app, renders } = site();
    await app.request("/page");
    const signedIn = await app.request("/page", { headers: { Cookie: "ga.session_token=abc" } });
    expect(signedIn.headers.get("X-Render-Cache")).toBeNull();
    expect(signedIn.headers.get("X-Hashes")).toBe("nonce");
    expect(await (await app.request("/form")).text()).toContain("t3");
    expect(await (await app.request("/form")).text()).toContain("t4");
    expect(renders()).toBe(4);
  });

  it("forgets every page of the process's cache when what every page shows changes", async () => {
    const app = new Hono();
    let renders = 0;
    app.use(renderCache(policy));
    app.get("/legal", (c) => c.html(`<footer>${"SIRET ".repeat(100)}${++renders}</footer>`));
    await app.request("/legal");
    expect((await app.request("/legal")).headers.get("X-Render-Cache")).toBe("hit");
    clearRenderCache();
    const after = await app.request("/legal");
    expect(after.headers.get("X-Render-Cache")).toBe("miss");
    expect(renders).toBe(2);
  });
});
