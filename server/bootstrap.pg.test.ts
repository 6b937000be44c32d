import { afterAll, describe, expect, it, vi } from "vitest";
import { startTcpProxy } from "../tests/support/tcp-proxy.ts";
import { bootstrap } from "./bootstrap.ts";
import { environment, freePort, get, noBuild, removeDataDirs } from "./bootstrap.test-support.ts";
import { createTestDatabase } from "./db/test-database.ts";
import { bareComposition } from "./test-composition.ts";

/**
 * PostgreSQL only (`npm run test:pg`; `*.pg.test.ts` files are left out of the SQLite run): the
 * start-up against a database that does not answer yet. A TCP proxy of the test's own stands
 * between the server and PostgreSQL, cut at first, then restored.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
afterAll(removeDataDirs);

describe("start-up (postgres)", () => {
  it("with PostgreSQL unreachable: answers 503 meanwhile, then migrates and serves once it answers", async () => {
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
  });
});
