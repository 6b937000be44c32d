import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "#server/db/test-database.ts";
import type { AnalyticsEventType, DB, LeadType } from "#server/db/schema.ts";
import { loadAnalytics } from "./analytics.server.ts";

/** The analytics page's figures on a real test database (SQLite, or PostgreSQL with `npm run test:pg`). */
let tdb: TestDatabase;
let db: Kysely<DB>;
const NOW = new Date("2031-05-20T15:00:00Z");
const day = (offset: number, hour = 10) => new Date(Date.UTC(2031, 4, 20 + offset, hour, 0, 0));

async function addEvent(type: AnalyticsEventType, name: string, path: string, visitor: string, at: Date) {
  await db
    .insertInto("analytics_event")
    .values({
      id: crypto.randomUUID(),
      type,
      name,
      path,
      language: "fr",
      props: null,
      visitor_key: visitor,
      created_at: at,
    })
    .execute();
}

async function addLead(type: LeadType, source: string | null, at: Date) {
  await db
    .insertInto("lead")
    .values({
      id: crypto.randomUUID(),
      type,
      email: null,
      institution_name: null,
      payload: "{}",
      page: "/contact",
      referrer: null,
      utm_source: source,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      language: "fr",
      contact_id: null,
      idempotency_key: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  // Today: 3 views by 2 visitors; yesterday: 2 views by 1 visitor; 10 days ago: 1 view.
  await addEvent("page-view", "page-view", "/", "a", day(0));
  await addEvent("page-view", "page-view", "/tarification", "a", day(0, 11));
  await addEvent("page-view", "page-view", "/", "b", day(0, 12));
  await addEvent("page-view", "page-view", "/", "c", day(-1));
  await addEvent("page-view", "page-view", "/contact", "c", day(-1));
  await addEvent("page-view", "page-view", "/", "d", day(-10));
  await addEvent("user-action", "demo_play", "/", "a", day(0));
  await addEvent("user-action", "demo_play", "/", "b", day(0));
  await addEvent("form", "form_error", "/contact", "c", day(-1));
  await addEvent("form", "form_submitted", "/contact", "c", day(-1));
  await addLead("contact", null, day(-1));
  await addLead("demo", "newsletter", day(0));
  await addLead("demo", "newsletter", day(-10));
}, 30_000);
afterAll(async () => {
  await tdb?.destroy();
});

describe(`loadAnalytics (${testEngine()})`, () => {
  it("counts page views and daily unique visitors per day, and the conversion", async () => {
    const a = await loadAnalytics(db, testEngine(), 7, NOW);
    expect(a.perDay).toHaveLength(7);
    expect(a.perDay[0]?.day).toBe("2031-05-14");
    expect(a.perDay.at(-1)).toEqual({
      day: "2031-05-20",
      views: 3,
      visitors: 2,
      leads: 1,
      leadsByType: { demo: 1 },
    });
    expect(a.perDay.at(-2)).toMatchObject({ views: 2, visitors: 1, leads: 1, leadsByType: { contact: 1 } });
    expect(a.totals).toEqual({ views: 5, visitors: 3, leads: 2, conversion: 2 / 3 });
  });

  it("lists top pages, events by type and name, and leads by type and source", async () => {
    const a = await loadAnalytics(db, testEngine(), 7, NOW);
    expect(a.topPages).toEqual([
      { path: "/", views: 3, visitors: 3 },
      { path: "/contact", views: 1, visitors: 1 },
      { path: "/tarification", views: 1, visitors: 1 },
    ]);
    expect(a.events).toEqual([
      { type: "user-action", name: "demo_play", count: 2 },
      { type: "form", name: "form_error", count: 1 },
      { type: "form", name: "form_submitted", count: 1 },
    ]);
    expect(a.leadTypes).toEqual(["contact", "demo"]);
    expect(a.leadsBySource).toEqual(
      expect.arrayContaining([
        { source: null, count: 1 },
        { source: "newsletter", count: 1 },
      ]),
    );
  });

  it("widens to 30 days", async () => {
    const a = await loadAnalytics(db, testEngine(), 30, NOW);
    expect(a.totals).toMatchObject({ views: 6, visitors: 4, leads: 3 });
    expect(a.leadsByType).toEqual([
      { type: "demo", count: 2 },
      { type: "contact", count: 1 },
    ]);
  });
});
