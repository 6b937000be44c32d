import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness } from "#server/auth/test-harness.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { EVENTS_RATE_RULE, MAX_EVENTS_BODY_BYTES, receiveEvents } from "./endpoint.server.ts";
import { dailySalt, RETENTION_DAYS } from "./store.server.ts";

/**
 * `POST /api/events` on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): what is
 * stored (no address, no cookie, a visitor key of the day), what is refused, and the daily salt.
 */
let h: Harness;
beforeAll(async () => {
  h = await startAppHarness();
});
afterAll(async () => {
  await h?.close();
});

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3999/api/events", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const view = (path: string) => ({ type: "page-view", name: "page-view", path });

async function eventsAt(path: string) {
  return h.services.db.selectFrom("analytics_event").selectAll().where("path", "=", path).execute();
}

describe("POST /api/events", () => {
  it("stores a batch without cookie or address: a visitor key shared by one browser on one day", async () => {
    const res = await receiveEvents(
      h.services,
      post({
        events: [
          view("/en/pricing"),
          { type: "user-action", name: "demo_play", path: "/en/pricing", props: { location: "home_hero" } },
        ],
      }),
      "198.51.100.23",
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    await receiveEvents(h.services, post({ events: [view("/en/pricing")] }), "198.51.100.23");
    await receiveEvents(
      h.services,
      post({ events: [view("/en/pricing")] }, { "user-agent": `${BROWSER} Edg/140.0` }),
      "198.51.100.23",
    );
    const rows = await eventsAt("/en/pricing");
    expect(rows).toHaveLength(4);
    expect(JSON.stringify(rows)).not.toContain("198.51.100.23");
    expect(rows.every((r) => r.language === "en")).toBe(true);
    expect(rows.find((r) => r.name === "demo_play")?.props).toBe(JSON.stringify({ location: "home_hero" }));
    expect(new Set(rows.map((r) => r.visitor_key)).size).toBe(2);
  });

  it("answers 400 to malformed bodies, 415 and 413 to others, and never stores them", async () => {
    const address = "198.51.100.24";
    expect((await receiveEvents(h.services, post("{not json"), address)).status).toBe(400);
    expect((await receiveEvents(h.services, post({ events: [{ type: "buy" }] }), address)).status).toBe(400);
    expect((await receiveEvents(h.services, post([view("/x")]), address)).status).toBe(400);
    expect(
      (
        await receiveEvents(
          h.services,
          post({ events: [view("/x")] }, { "content-type": "image/png" }),
          address,
        )
      ).status,
    ).toBe(415);
    const big = JSON.stringify({ events: [{ ...view("/x"), name: "x".repeat(MAX_EVENTS_BODY_BYTES) }] });
    expect((await receiveEvents(h.services, post(big), address)).status).toBe(413);
    expect(await eventsAt("/x")).toHaveLength(0);
  });

  it("ignores robots and the admin CRM's own pages", async () => {
    const robot = post({ events: [view("/robots-only")] }, { "user-agent": "Googlebot/2.1" });
    expect((await receiveEvents(h.services, robot, "198.51.100.25")).status).toBe(204);
    expect(await eventsAt("/robots-only")).toHaveLength(0);
    await receiveEvents(h.services, post({ events: [view("/admin/analytics")] }), "198.51.100.25");
    expect(await eventsAt("/admin/analytics")).toHaveLength(0);
  });

  it("limits each address", async () => {
    const address = "198.51.100.26";
    await h.services.db
      .insertInto("rate_limit")
      .values({ key: `events:${address}`, count: EVENTS_RATE_RULE.max, window_start: Date.now() })
      .execute();
    const res = await receiveEvents(h.services, post({ events: [view("/limited")] }), address);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await eventsAt("/limited")).toHaveLength(0);
    const other = await receiveEvents(h.services, post({ events: [view("/limited")] }), "198.51.100.27");
    expect(other.status).toBe(204);
  });

  it("answers 204 even when the store fails (analytics are best effort)", async () => {
    const failing = {
      ...h.services,
      rateLimiter: { ...h.services.rateLimiter, hit: () => Promise.reject(new Error("database down")) },
    };
    expect((await receiveEvents(failing, post({ events: [view("/down")] }), "198.51.100.28")).status).toBe(
      204,
    );
  });
});

describe("daily salt", () => {
  it("is one per day, deleted when the next day starts, together with events past retention", async () => {
    const db = h.services.db;
    const day1 = new Date("2030-03-01T10:00:00Z");
    const day2 = new Date("2030-03-02T00:00:01Z");
    const first = await dailySalt(db, day1);
    expect(await dailySalt(db, new Date("2030-03-01T23:59:00Z"))).toBe(first);
    const old = new Date(day2.getTime() - (RETENTION_DAYS + 1) * 86_400_000);
    await db
      .insertInto("analytics_event")
      .values({
        id: crypto.randomUUID(),
        type: "page-view",
        name: "page-view",
        path: "/expired",
        language: "fr",
        props: null,
        visitor_key: "k",
        created_at: old,
      })
      .execute();

    const second = await dailySalt(db, day2);
    expect(second).not.toBe(first);
    const salts = await db.selectFrom("analytics_salt").select("day").execute();
    expect(salts.map((s) => s.day)).toEqual(["2030-03-02"]);
    expect(await eventsAt("/expired")).toHaveLength(0);

    // The same browser gets another key on another day.
    for (const now of [day1, day2]) {
      await receiveEvents(h.services, post({ events: [view("/two-days")] }), "198.51.100.29", now);
    }
    const keys = (await eventsAt("/two-days")).map((r) => r.visitor_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
