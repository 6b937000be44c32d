import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { startingServices } from "./services.ts";
import { bareComposition } from "./test-composition.ts";

/**
 * The security headers the server adds to every answer (issue 10): a response that sets a stricter
 * Content-Security-Policy of its own (a support attachment is sent with `sandbox`, so that a file
 * opened in the browser runs nothing) keeps it; every other answer gets the site's policy.
 */
function app() {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "ga-app-")), LOG_LEVEL: "silent" });
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
      hono.get(
        "/own-policy",
        () => new Response("x", { headers: { "Content-Security-Policy": "default-src 'none'; sandbox" } }),
      );
      hono.get("/plain", () => new Response("x"));
    },
  });
}

describe("security headers", () => {
  it("keep a response's own, stricter Content-Security-Policy", async () => {
    const res = await app().request("http://localhost:3000/own-policy");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("give every other response the site's policy", async () => {
    const res = await app().request("http://localhost:3000/plain");
    expect(res.headers.get("Content-Security-Policy")).toMatch(
      /^default-src 'self'; script-src 'self' 'nonce-/,
    );
  });
});
