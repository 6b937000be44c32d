import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS } from "./http-timeouts.ts";

const nginxConf = readFileSync(path.resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");

/** A duration of nginx's configuration in milliseconds ("60s", "1m", "75"). */
function nginxDuration(value: string): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(value);
  if (!match) throw new Error(`not an nginx duration: ${value}`);
  const unit = { ms: 1, s: 1_000, m: 60_000 }[match[2] ?? "s"]!;
  return Number(match[1]) * unit;
}

describe("keep-alive connections between the proxy and the site", () => {
  it("the documented nginx closes its idle upstream connections before the site does", () => {
    const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(nginxConf)?.[1] ?? "";
    expect(upstream, "deploy/nginx.conf keeps upstream connections").toMatch(/^\s*keepalive\s+\d+;/m);
    const timeout = /^\s*keepalive_timeout\s+(\S+);/m.exec(upstream)?.[1];
    expect(timeout, "the upstream's keepalive_timeout is stated").toBeDefined();
    expect(nginxDuration(timeout!)).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });
});
