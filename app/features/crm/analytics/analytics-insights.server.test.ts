import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "#server/db/test-database.ts";
import type { DB, LeadStage, LeadType } from "#server/db/schema.ts";
import { loadAnalytics } from "./analytics.server.ts";
import { parseAnalyticsRange } from "./analytics-period.ts";

/**
 * The analytics page's lead figures (UTM campaign and medium, language, funnel, chatbot intents and
 * quality, feedback) and custom ranges, on a real test database (SQLite, or PostgreSQL with
 * `npm run test:pg`).
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const NOW = new Date("2031-05-20T15:00:00Z");
const day = (offset: number, hour = 10) => new Date(Date.UTC(2031, 4, 20 + offset, hour, 0, 0));

interface LeadInput {
  type: LeadType;
  at: Date;
  stage?: LeadStage;
  campaign?: string;
  medium?: string;
  language?: string | null;
  payload?: object;
  page?: string;
}

async function addLead(l: LeadInput): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("lead")
    .values({
      id,
      type: l.type,
      email: null,
      institution_name: null,
      payload: JSON.stringify(l.payload ?? {}),
      page: l.page ?? "/contact",
      referrer: null,
      utm_source: l.campaign ? "newsletter" : null,
      utm_medium: l.medium ?? null,
      utm_campaign: l.campaign ?? null,
      utm_term: null,
      utm_content: null,
      language: l.language === undefined ? "fr" : l.language,
      contact_id: null,
      idempotency_key: null,
      stage: l.stage ?? "new",
      created_at: l.at,
      updated_at: l.at,
    })
    .execute();
  return id;
}

async function addIntent(intent: string, at: Date, visitor = "v") {
  await db
    .insertInto("analytics_event")
    .values({
      id: crypto.randomUUID(),
      type: "user-action",
      name: "chat_intent",
      path: "/",
      language: "fr",
      props: JSON.stringify({ action: "chat_intent", intent }),
      visitor_key: visitor,
      created_at: at,
    })
    .execute();
}

async function addView(visitor: string, at: Date) {
  await db
    .insertInto("analytics_event")
    .values({
      id: crypto.randomUUID(),
      type: "page-view",
      name: "page-view",
      path: "/",
      language: "fr",
      props: null,
      visitor_key: visitor,
      created_at: at,
    })
    .execute();
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  // 8 unique visitors today, 2 yesterday, 5 forty days ago.
  for (let v = 0; v < 8; v++) await addView(`t${v}`, day(0));
  for (let v = 0; v < 2; v++) await addView(`y${v}`, day(-1));
  for (let v = 0; v < 5; v++) await addView(`o${v}`, day(-40));

  await addLead({ type: "contact", at: day(0), campaign: "rentree-2031", medium: "email" });
  await addLead({ type: "demo", at: day(0), campaign: "rentree-2031", medium: "email", stage: "won" });
  await addLead({ type: "quote", at: day(-1), campaign: "salon", medium: "cpc", language: "en" });
  await addLead({ type: "contact", at: day(-1), stage: "negotiation", language: null });
  // Lost after its proposal was issued: still a quote.
  const lost = await addLead({ type: "demo", at: day(-2), stage: "lost" });
  await db
    .insertInto("quote")
    .values({
      id: crypto.randomUUID(),
      number: "DEV-2031-0001",
      lead_id: lost,
      status: "issued",
      plan: "premium",
      modules: "[]",
      addons: "[]",
      lines: "[]",
      issued_at: day(-2),
      created_at: day(-2),
      updated_at: day(-2),
    })
    .execute();
  // A lost lead with only a draft proposal: not a quote.
  const draft = await addLead({ type: "contact", at: day(-2), stage: "lost" });
  await db
    .insertInto("quote")
    .values({
      id: crypto.randomUUID(),
      lead_id: draft,
      status: "draft",
      plan: "essential",
      modules: "[]",
      addons: "[]",
      lines: "[]",
      created_at: day(-2),
      updated_at: day(-2),
    })
    .execute();
  await addLead({ type: "chatbot", at: day(0), payload: { quality: "warm", email: "a@b.fr" } });
  await addLead({ type: "chatbot", at: day(-1), payload: { quality: "warm" } });
  await addLead({ type: "chatbot", at: day(-3), payload: { quality: "cold" } });
  await addLead({ type: "chatbot", at: day(-3), payload: {} });
  await addLead({
    type: "feedback",
    at: day(0, 9),
    payload: { message: "Très clair", page: "/tarification" },
    page: "/tarification",
  });
  await addLead({
    type: "feedback",
    at: day(0, 11),
    payload: { message: "Il manque un prix", page: "/" },
    page: "/",
    language: "en",
  });
  // Forty days ago: outside 7 days, inside a custom range.
  await addLead({ type: "quote", at: day(-40), campaign: "hiver", stage: "won" });
  await addLead({ type: "feedback", at: day(-40), payload: { message: "Ancien avis" }, page: "/" });
  await addLead({ type: "chatbot", at: day(-40), payload: { quality: "cold" } });

  await addIntent("pricing_inquiry", day(0));
  await addIntent("pricing_inquiry", day(-1));
  await addIntent("demo_request", day(-1));
  await addIntent("general_inquiry", day(-2));
  await addIntent("technical_inquiry", day(-40));
}, 30_000);
afterAll(async () => {
  await tdb?.destroy();
});

describe(`analytics lead insights (${testEngine()})`, () => {
  it("counts leads by UTM campaign, medium and language", async () => {
    const a = await loadAnalytics(db, testEngine(), 7, NOW);
    expect(a.totals.leads).toBe(12);
    expect(a.leadsByCampaign).toEqual([
      { campaign: null, count: 9 },
      { campaign: "rentree-2031", count: 2 },
      { campaign: "salon", count: 1 },
    ]);
    expect(a.leadsByMedium).toEqual(
      expect.arrayContaining([
        { medium: "email", count: 2 },
        { medium: "cpc", count: 1 },
        { medium: null, count: 9 },
      ]),
    );
    expect(a.leadsByLanguage).toEqual(
      expect.arrayContaining([
        { language: "fr", count: 9 },
        { language: "en", count: 2 },
        { language: null, count: 1 },
      ]),
    );
  });

  it("follows the funnel visitors → leads → quotes → won", async () => {
    const a = await loadAnalytics(db, testEngine(), 7, NOW);
    // Quotes: the quote request, the won and the negotiating leads, the lead lost after its
    // issued proposal; not the lead with only a draft.
    expect(a.funnel).toEqual({ visitors: 10, leads: 12, quotes: 4, won: 1 });
  });

  it("counts the chatbot's intents and warm and cold leads", async () => {
    const a = await loadAnalytics(db, testEngine(), 7, NOW);
    expect(a.chatbot).toEqual({
      leads: 4,
      quality: { warm: 2, cold: 1, unknown: 1, warmShare: 2 / 3 },
      intents: [
        { intent: "pricing_inquiry", count: 2 },
        { intent: "demo_request", count: 1 },
        { intent: "general_inquiry", count: 1 },
      ],
    });
  });

  it("lists the latest feedback messages with their count", async () => {
    const a = await loadAnalytics(db, testEngine(), 7, NOW);
    expect(a.feedback.total).toBe(2);
    expect(a.feedback.latest.map(({ message, page, language }) => ({ message, page, language }))).toEqual([
      { message: "Il manque un prix", page: "/", language: "en" },
      { message: "Très clair", page: "/tarification", language: "fr" },
    ]);
    expect(a.feedback.latest[0]!.createdAt).toBe(day(0, 11).toISOString());
  });

  it("reads a custom range in the past, both ends included, without today's data", async () => {
    const { range } = parseAnalyticsRange(new URLSearchParams("from=2031-04-10&to=2031-04-10"), NOW);
    const a = await loadAnalytics(db, testEngine(), range, NOW);
    expect(a.days).toBe(1);
    expect(a.preset).toBeNull();
    expect(a.perDay).toEqual([
      {
        day: "2031-04-10",
        views: 5,
        visitors: 5,
        leads: 3,
        leadsByType: { quote: 1, feedback: 1, chatbot: 1 },
      },
    ]);
    expect(a.funnel).toEqual({ visitors: 5, leads: 3, quotes: 1, won: 1 });
    expect(a.leadsByCampaign).toEqual(expect.arrayContaining([{ campaign: "hiver", count: 1 }]));
    expect(a.chatbot.quality).toEqual({ warm: 0, cold: 1, unknown: 0, warmShare: 0 });
    expect(a.chatbot.intents).toEqual([{ intent: "technical_inquiry", count: 1 }]);
    expect(a.feedback).toMatchObject({ total: 1, latest: [{ message: "Ancien avis" }] });

    // A range ending yesterday leaves today out.
    const until = parseAnalyticsRange(new URLSearchParams("from=2031-04-10&to=2031-05-19"), NOW).range;
    const b = await loadAnalytics(db, testEngine(), until, NOW);
    expect(b.perDay).toHaveLength(40);
    expect(b.totals).toMatchObject({ views: 7, visitors: 7 });
    expect(b.funnel).toEqual({ visitors: 7, leads: 10, quotes: 4, won: 1 });
    expect(b.feedback.total).toBe(1);
  });
});
