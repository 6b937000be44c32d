import { afterAll, describe, expect, it, vi } from "vitest";
import { bootstrap } from "./bootstrap.ts";
import { environment, freePort, get, noBuild, removeDataDirs } from "./bootstrap.test-support.ts";
import { createTestDatabase, testEngine } from "./db/test-database.ts";
import { bareComposition } from "./test-composition.ts";

/**
 * The start-up (server/bootstrap.ts) against a database that answers (SQLite, or PostgreSQL under
 * `npm run test:pg`); bootstrap.pg.test.ts has PostgreSQL not answering yet.
 */
const engine = testEngine();
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
afterAll(removeDataDirs);

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

  it("stops waiting when closed while PostgreSQL is still awaited", async () => {
    const port = await freePort();
    const boot = await bootstrap(bareComposition, environment(`postgres://postgres@127.0.0.1:${port}/none`));
    await boot.close();
    expect(await boot.ready).toBe(false);
  });
});
