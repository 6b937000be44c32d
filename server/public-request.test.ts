import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { startingServices } from "./services.ts";
import { bareComposition } from "./test-composition.ts";
import { publicRequest } from "./public-request.ts";

/**
 * Behind a TLS-terminating proxy (decision 019): with TRUST_PROXY the request everything else sees
 * names BASE_URL's scheme and host, whatever the Host and forwarded headers say; without it the
 * forwarded headers change nothing.
 */
const PUBLIC = "https://www.ga.example";
/** What Node builds from the proxy's plain-HTTP request: the Host header, the socket's scheme. */
const upstream = (pathAndQuery: string, init: RequestInit = {}) =>
  new Request(`http://127.0.0.1:3000${pathAndQuery}`, init);

describe("publicRequest", () => {
  it("names the public origin and keeps the path, query, method, headers and body", async () => {
    const original = upstream("/contact?utm_source=x", {
      method: "POST",
      headers: {
        origin: PUBLIC,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "1.2.3.4",
      },
      body: "email=a%40b.fr&message=bonjour",
    });
    const rebuilt = publicRequest(original, true, PUBLIC);
    expect(rebuilt.url).toBe(`${PUBLIC}/contact?utm_source=x`);
    expect(rebuilt.method).toBe("POST");
    expect(rebuilt.headers.get("origin")).toBe(PUBLIC);
    expect(rebuilt.headers.get("x-forwarded-for")).toBe("1.2.3.4");
    expect(Object.fromEntries(await rebuilt.formData())).toEqual({ email: "a@b.fr", message: "bonjour" });
  });

  it("takes nothing from forged Host, X-Forwarded-Host or X-Forwarded-Proto headers", () => {
    const forged = new Request("http://evil.example/auth", {
      method: "POST",
      headers: {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
        origin: "http://evil.example",
      },
    });
    expect(publicRequest(forged, true, PUBLIC).url).toBe(`${PUBLIC}/auth`);
  });

  it("keeps a path that looks like another host on the public host", () => {
    expect(publicRequest(upstream("//evil.example/x?y=1"), true, PUBLIC).url).toBe(
      `${PUBLIC}//evil.example/x?y=1`,
    );
  });

  it("uses BASE_URL's origin only (no path, no trailing slash)", () => {
    expect(publicRequest(upstream("/a"), true, "https://www.ga.example:8443/").url).toBe(
      "https://www.ga.example:8443/a",
    );
  });

  it("leaves the request untouched when TRUST_PROXY is off, or when it already names the public origin", () => {
    const direct = upstream("/auth", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "www.ga.example" },
    });
    expect(publicRequest(direct, false, PUBLIC)).toBe(direct);
    const already = new Request(`${PUBLIC}/auth`);
    expect(publicRequest(already, true, PUBLIC)).toBe(already);
  });
});

function app(trustProxy: boolean) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "ga-proxy-")),
    BASE_URL: PUBLIC,
    TRUST_PROXY: String(trustProxy),
    LOG_LEVEL: "silent",
  });
  const logger = createLogger("silent");
  return createApp({
    config,
    logger,
    services: startingServices(config, logger, "sqlite"),
    composition: bareComposition,
    mode: "development",
    version: "test",
    getBuild: async () => {
      throw new Error("no React Router build in this test");
    },
    health: async () => ({ database: true }),
    extraRoutes: (hono) => {
      hono.all("/seen", (c) => c.json({ url: c.req.url, address: c.get("clientAddress") }));
    },
  });
}

describe("the server behind a proxy", () => {
  it("with TRUST_PROXY, routes and actions see the public https address, and HSTS is sent", async () => {
    const res = await app(true).request("http://127.0.0.1:3000/seen?x=1", {
      method: "POST",
      headers: {
        origin: PUBLIC,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": "198.51.100.1, 203.0.113.5",
      },
    });
    expect(res.status).toBe(200);
    // The last X-Forwarded-For entry is the one the proxy wrote.
    expect(await res.json()).toEqual({ url: `${PUBLIC}/seen?x=1`, address: "203.0.113.5" });
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it("with TRUST_PROXY, a forged Host matching a foreign Origin is still a cross-site post", async () => {
    const attempts: Record<string, string>[] = [
      { host: "evil.example", origin: "https://evil.example" },
      {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        origin: "https://evil.example",
      },
      { host: "evil.example", origin: "http://evil.example" },
    ];
    for (const headers of attempts) {
      const res = await app(true).request("http://evil.example/seen", { method: "POST", headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("without TRUST_PROXY, forwarded headers are ignored: the socket's scheme, no HSTS, the socket's address", async () => {
    const res = await app(false).request("http://127.0.0.1:3000/seen", {
      headers: {
        "x-forwarded-proto": "https",
        "x-forwarded-host": "www.ga.example",
        "x-forwarded-for": "203.0.113.5",
      },
    });
    const seen = (await res.json()) as { url: string; address: string };
    expect(seen.url).toBe("http://127.0.0.1:3000/seen");
    expect(seen.address).not.toBe("203.0.113.5");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    // A post from the public origin is still accepted (BASE_URL), as before.
    const post = await app(false).request("http://127.0.0.1:3000/seen", {
      method: "POST",
      headers: { origin: PUBLIC },
    });
    expect(post.status).toBe(200);
  });
});
