import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startTcpProxy } from "../tests/support/tcp-proxy.ts";
import { bootstrap } from "./bootstrap.ts";
import { createTestDatabase, testEngine } from "./db/test-database.ts";
import { bareComposition } from "./test-composition.ts";

/**
 * The start-up (server/bootstrap.ts) against a database that answers, and, on PostgreSQL
 * (`npm run test:pg`), against one that does not answer yet: a TCP proxy of the test's own stands
 * between the server and PostgreSQL, cut at first, then restored.
 */
const engine = testEngine();
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function environment(databaseUrl: string): NodeJS.ProcessEnv {
  const dir = mkdtempSync(path.join(tmpdir(), "ga-boot-"));
  dirs.push(dir);
  return {
    APP_ENV: "test",
    DATA_DIR: dir,
    BASE_URL: "http://localhost:3999",
    LOG_LEVEL: "silent",
    DATABASE_URL: databaseUrl,
  };
}

const noBuild = {
  mode: "production" as const,
  getBuild: () => Promise.reject(new Error("no React Router build in these tests")),
};

async function get(fetch: (request: Request) => Response | Promise<Response>, pathname: string) {
  const res = await fetch(new Request(`http://localhost:3999${pathname}`));
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe(`start-up (${engine})`, () => {
  it("with a database that answers: migrated and fully served as soon as bootstrap returns", async () => {
    const t = await createTestDatabase({ migrate: false });
    const boot = await bootstrap(bareComposition, environment(t.url));
    try {
      expect(await boot.ready).toBe(true);
      const fetch = boot.handler(noBuild);
      expect((await get(fetch, "/healthz")).status).toBe(200);
      expect((await get(fetch, "/.well-known/jwks.json")).status).toBe(200);
    } finally {
      await boot.close();
      await t.destroy();
    }
  });

  it.skipIf(engine !== "postgres")(
    "with PostgreSQL unreachable: answers 503 meanwhile, then migrates and serves once it answers",
    async () => {
      const t = await createTestDatabase({ migrate: false });
      const target = new URL(t.url);
      const proxy = await startTcpProxy(await freePort(), {
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      await proxy.cut();
      const through = new URL(t.url);
      through.port = String(proxy.port);
      const boot = await bootstrap(bareComposition, environment(through.toString()));
      try {
        let settled = false;
        void boot.ready.then(() => (settled = true));
        const fetch = boot.handler(noBuild);
        expect(await get(fetch, "/healthz")).toMatchObject({ status: 503 });
        // No accounts before the migrations: the auth API asks to come back shortly.
        expect(await get(fetch, "/api/auth/get-session")).toMatchObject({ status: 503, retryAfter: "30" });
        expect(await get(fetch, "/.well-known/jwks.json")).toMatchObject({ status: 503, retryAfter: "30" });
        expect(settled).toBe(false);

        await proxy.restore();
        expect(await boot.ready).toBe(true);
        expect(await get(fetch, "/healthz")).toMatchObject({ status: 200 });
        expect((await get(fetch, "/.well-known/jwks.json")).status).toBe(200);
        const tables = await t.database.db.introspection.getTables();
        expect(tables.map((table) => table.name)).toContain("lead");
      } finally {
        await boot.close();
        await proxy.close();
        await t.destroy();
      }
    },
  );

  it("stops waiting when closed while PostgreSQL is still awaited", async () => {
    const port = await freePort();
    const boot = await bootstrap(bareComposition, environment(`postgres://postgres@127.0.0.1:${port}/none`));
    await boot.close();
    expect(await boot.ready).toBe(false);
  });
});
