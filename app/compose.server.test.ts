import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BASE_URL, type Harness } from "#server/auth/test-harness.ts";
import { renderCacheKey } from "#server/render-cache.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { requestFaultsContext, requestInfoContext, servicesContext } from "./context.ts";
import { composition } from "./compose.server.ts";

/** What the application gives the server (server/composition.ts), checked through the real server. */
let h: Harness;
beforeAll(async () => {
  h = await startAppHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("the application's composition", () => {
  it("a path whose percent-encoding does not decode answers 400 in the path's language", async () => {
    for (const path of [
      "/services/%E0%A4%A",
      "/admin/billing/%/pdf",
      "/dashboard/support/attachments/%FF%FE",
    ]) {
      const res = await h.app.request(`${TEST_BASE_URL}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toMatch(/adresse n'est pas valide/);
    }
    expect(await (await h.app.request(`${TEST_BASE_URL}/en/x/%C3%28`)).text()).toMatch(
      /address is not valid/,
    );
  });

  it("says the database is unavailable in French and English", () => {
    expect(composition.texts.unavailable).toBe(
      "Service momentanément indisponible / Service temporarily unavailable",
    );
  });

  it("hands loaders the request's values and services, and reads the faults handleError notes", () => {
    const request = composition.routerContext({
      nonce: "n",
      origin: TEST_BASE_URL,
      clientAddress: "10.1.2.3",
      services: h.services,
    });
    expect(request.context.get(requestInfoContext)).toEqual({
      nonce: "n",
      origin: TEST_BASE_URL,
      clientAddress: "10.1.2.3",
    });
    expect(request.context.get(servicesContext)).toBe(h.services);
    expect(request.databaseUnavailable()).toBe(false);
    request.context.get(requestFaultsContext).databaseUnavailable = true;
    expect(request.databaseUnavailable()).toBe(true);
  });

  it("lets the render cache share pages across theme, consent and language choices, never a form", () => {
    const url = new URL(`${TEST_BASE_URL}/`);
    expect(
      renderCacheKey("GET", url, "theme=dark; i18nextLng=fr; consent=refused", composition.renderCache),
    ).toBe("/\u0000dark\u0000refused");
    expect(renderCacheKey("GET", url, "ga_flash=signedOut", composition.renderCache)).toBeNull();
    expect(composition.renderCache.holdsVisitorData('<input type="hidden" name="_token" value="x"/>')).toBe(
      true,
    );
    expect(composition.renderCache.holdsVisitorData("<main>Tarifs</main>")).toBe(false);
  });

  it("schedules the daily backup, the invoice reminders, the task digest, the SLA watch and the search's catch-up", () => {
    const jobs = composition.jobs({
      config: h.config,
      database: h.services.database,
      clock: h.services.clock,
      mailer: h.services.mailer,
      logger: h.services.logger,
      live: h.services.live,
      version: "test",
    });
    expect(jobs.map((job) => job.name)).toEqual([
      "backup",
      "invoice-reminders",
      "task-digest",
      "sla-watch",
      "search-catch-up",
    ]);
    expect(jobs[0] && "minutes" in jobs[0] ? jobs[0].minutes : null).toBe(h.config.backupMinutes);
    expect(jobs[3] && "everyMs" in jobs[3] ? jobs[3].everyMs : null).toBe(5 * 60_000);
    expect(jobs[4] && "everyMs" in jobs[4] ? jobs[4].everyMs : null).toBe(60_000);
  });
});
