import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "#server/db/test-database.ts";
import type { AnalyticsEventType, DB } from "#server/db/schema.ts";
import { loadAnalytics } from "./analytics.server.ts";

/**
 * The analytics page reads past days from their daily summaries (migration 0011), written the
 * first time it shows them; today comes from the events. The figures must be those of the events
 * themselves, on a real test database (SQLite, or PostgreSQL with `npm run test:pg`).
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const NOW = new Date("2032-03-10T18:00:00Z");
const DAY = 86_400_000;
const dayStart = (offset: number) => Date.UTC(2032, 2, 10) + offset * DAY;

interface Raw {
  type: AnalyticsEventType;
  name: string;
  path: string;
  visitor: string;
  at: number;
}
const raw: Raw[] = [];

async function add(events: readonly Raw[]) {
  raw.push(...events);
  await db
    .insertInto("analytics_event")
    .values(
      events.map((e) => ({
        id: crypto.randomUUID(),
        type: e.type,
        name: e.name,
        path: e.path,
        language: "fr",
        props: null,
        visitor_key: e.visitor,
        created_at: new Date(e.at).toISOString(),
      })),
    )
    .execute();
}

/** What the page must show, counted from the events (a visitor key belongs to one day). */
function expected(days: number) {
  const since = dayStart(-(days - 1));
  const inPeriod = raw.filter((e) => e.at >= since);
  const views = inPeriod.filter((e) => e.type === "page-view");
  const perDay = Array.from({ length: days }, (_, i) => {
    const start = since + i * DAY;
    const mine = views.filter((e) => e.at >= start && e.at < start + DAY);
    return {
      day: new Date(start).toISOString().slice(0, 10),
      views: mine.length,
      visitors: new Set(mine.map((e) => e.visitor)).size,
    };
  });
  const paths = [...new Set(views.map((e) => e.path))];
  const topPages = paths
    .map((path) => {
      const mine = views.filter((e) => e.path === path);
      return { path, views: mine.length, visitors: new Set(mine.map((e) => e.visitor)).size };
    })
    .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1))
    .slice(0, 10);
  const counts = new Map<string, { type: AnalyticsEventType; name: string; count: number }>();
  for (const e of inPeriod.filter((x) => x.type !== "page-view")) {
    const key = `${e.type}|${e.name}`;
    counts.set(key, { type: e.type, name: e.name, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  const events = [...counts.values()].sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
  return { perDay, topPages, events };
}

function shown(a: Awaited<ReturnType<typeof loadAnalytics>>) {
  return {
    perDay: a.perDay.map((d) => ({ day: d.day, views: d.views, visitors: d.visitors })),
    topPages: a.topPages,
    events: a.events,
  };
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  // 40 days of traffic: each day's visitors (keys of that day only) read one to three pages.
  const pages = ["/", "/tarification", "/contact", "/demo", "/en", "/fonctionnalites"];
  const events: Raw[] = [];
  for (let d = -39; d <= 0; d++) {
    const visitors = 3 + ((((d * 7) % 5) + 5) % 5);
    for (let v = 0; v < visitors; v++) {
      const key = `k${d}-${v}`;
      for (let p = 0; p <= (v + d + 40) % 3; p++) {
        events.push({
          type: "page-view",
          name: "page-view",
          path: pages[(v * 2 + p + d + 40) % pages.length]!,
          visitor: key,
          at: dayStart(d) + ((v * 3_600_000 + p * 60_000) % (d === 0 ? 17 * 3_600_000 : DAY)),
        });
      }
      if (v % 2 === 0) {
        events.push({
          type: v % 4 ? "form" : "user-action",
          name: v % 4 ? "form_submitted" : "demo_play",
          path: "/demo",
          visitor: key,
          at: dayStart(d) + 3_600_000 * 5,
        });
      }
    }
  }
  await add(events);
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe(`analytics daily summaries (${testEngine()})`, () => {
  it("shows what the events give, over 7, 30 and 90 days", async () => {
    for (const days of [7, 90, 30] as const) {
      expect(shown(await loadAnalytics(db, testEngine(), days, NOW)), `${days} days`).toEqual(expected(days));
    }
  });

  it("summarises each past day once, and reads past days from their summary", async () => {
    const summarised = await db.selectFrom("analytics_day").select("day").orderBy("day").execute();
    expect(summarised).toHaveLength(89);
    expect(summarised.at(-1)?.day).toBe("2032-03-09");
    const before = await loadAnalytics(db, testEngine(), 30, NOW);
    // Without the past days' events, the past days still show: they come from the summaries.
    await db
      .deleteFrom("analytics_event")
      .where("created_at", "<", new Date(dayStart(0)).toISOString())
      .execute();
    const after = await loadAnalytics(db, testEngine(), 30, NOW);
    expect(shown(after)).toEqual(shown(before));
    // Today is read from the events: a new view shows at once.
    await add([
      { type: "page-view", name: "page-view", path: "/contact", visitor: "new", at: dayStart(0) + 60_000 },
    ]);
    const today = await loadAnalytics(db, testEngine(), 30, NOW);
    expect(today.perDay.at(-1)!.views).toBe(before.perDay.at(-1)!.views + 1);
    expect(today.perDay.at(-1)!.visitors).toBe(before.perDay.at(-1)!.visitors + 1);
    expect(today.totals.views).toBe(before.totals.views + 1);
  });

  it("summarises a new day the next day; two pages loading at once write it once", async () => {
    const tomorrow = new Date(NOW.getTime() + DAY);
    const [a, b] = await Promise.all([
      loadAnalytics(db, testEngine(), 7, tomorrow),
      loadAnalytics(db, testEngine(), 7, tomorrow),
    ]);
    expect(shown(a)).toEqual(shown(b));
    const day = await db.selectFrom("analytics_day").selectAll().where("day", "=", "2032-03-10").execute();
    expect(day).toHaveLength(1);
    const views = raw.filter((e) => e.type === "page-view" && e.at >= dayStart(0));
    expect(Number(day[0]!.views)).toBe(views.length);
    expect(Number(day[0]!.visitors)).toBe(new Set(views.map((e) => e.visitor)).size);
    expect(a.perDay.at(-2)).toMatchObject({ day: "2032-03-10", views: views.length });
  });
});
