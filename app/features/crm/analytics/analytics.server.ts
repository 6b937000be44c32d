import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { toInt } from "#server/db/mapping.ts";
import type { AnalyticsEventType, DB, LeadType } from "#server/db/schema.ts";
import { LEAD_TYPES } from "#server/db/schema.ts";
import {
  intentCounts,
  leadQualityRatio,
  QUOTE_LEAD_TYPES,
  QUOTE_STAGES,
  type FunnelCounts,
  type LeadQualityRatio,
} from "./analytics-funnel.ts";
import {
  addDays,
  conversionRate,
  presetRange,
  utcDay,
  type AnalyticsPeriod,
  type AnalyticsRange,
} from "./analytics-period.ts";

/**
 * The admin analytics page (issue 8 "Analytics", issue 9): first-party page views and unique
 * visitors per day, top pages, events by type and name, leads per day by type and by source, and
 * the conversion from visitors to leads, over the last 7, 30 or 90 days (UTC days, today included)
 * or a custom range of days; leads by UTM campaign, medium and language, the funnel visitors →
 * leads → quotes → won (analytics-funnel.ts), the chatbot's intents and lead quality, and the
 * latest feedback messages.
 */
export interface AnalyticsDay {
  readonly day: string;
  readonly views: number;
  readonly visitors: number;
  readonly leads: number;
  readonly leadsByType: Readonly<Partial<Record<LeadType, number>>>;
}

export interface AnalyticsData extends LeadInsights {
  readonly days: number;
  /** The offered period shown, or null for a custom range. */
  readonly preset: AnalyticsPeriod | null;
  readonly from: string;
  readonly to: string;
  readonly perDay: readonly AnalyticsDay[];
  readonly totals: {
    readonly views: number;
    /** Sum of the daily unique visitors (a visitor's key changes every day). */
    readonly visitors: number;
    readonly leads: number;
    readonly conversion: number | null;
  };
  readonly topPages: readonly { path: string; views: number; visitors: number }[];
  readonly events: readonly { type: AnalyticsEventType; name: string; count: number }[];
  /** Lead types that occur in the period, in the schema's order (the columns of the per-day table). */
  readonly leadTypes: readonly LeadType[];
  readonly leadsByType: readonly { type: LeadType; count: number }[];
  readonly leadsBySource: readonly { source: string | null; count: number }[];
}

const DAY = 86_400_000;
const TOP_PAGES = 10;
const TOP_EVENTS = 25;

function dayExpression(engine: "sqlite" | "postgres") {
  return engine === "postgres"
    ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(created_at, 1, 10)`;
}

/** Batches of summary rows per INSERT (far below both engines' limits on parameters). */
const SUMMARY_BATCH = 500;

/**
 * Summarises the past days of the period that are not yet (tables `analytics_day*`, migration
 * 0011): per day, per day and page, per day and event. A day is summarised once it is over (before
 * `todayStart`), from all its events, and never again; events are only ever recorded at the time
 * they happen. Several instances may summarise the same day at once: the rows are identical, the
 * second insert keeps the first.
 */
async function summarisePastDays(
  db: Kysely<DB>,
  engine: "sqlite" | "postgres",
  days: readonly string[],
): Promise<void> {
  if (!days.length) return;
  const known = await db
    .selectFrom("analytics_day")
    .select("day")
    .where("day", ">=", days[0]!)
    .where("day", "<=", days.at(-1)!)
    .execute();
  const done = new Set(known.map((r) => r.day));
  const missing = days.filter((d) => !done.has(d));
  if (!missing.length) return;
  const todo = new Set(missing);
  const start = `${missing[0]}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${missing.at(-1)}T00:00:00.000Z`) + DAY).toISOString();
  const dayExpr = dayExpression(engine);
  const inRange = <Q extends SelectQueryBuilder<DB, "analytics_event", object>>(q: Q) =>
    q.where("created_at", ">=", start).where("created_at", "<", end) as Q;
  const traffic = await inRange(
    db
      .selectFrom("analytics_event")
      .select([
        dayExpr.as("day"),
        (eb) => eb.fn.countAll<number>().as("views"),
        (eb) => eb.fn.count<number>("visitor_key").distinct().as("visitors"),
      ])
      .where("type", "=", "page-view"),
  )
    .groupBy(dayExpr)
    .execute();
  const pages = await inRange(
    db
      .selectFrom("analytics_event")
      .select([
        dayExpr.as("day"),
        "path",
        (eb) => eb.fn.countAll<number>().as("views"),
        (eb) => eb.fn.count<number>("visitor_key").distinct().as("visitors"),
      ])
      .where("type", "=", "page-view"),
  )
    .groupBy([dayExpr, "path"])
    .execute();
  const events = await inRange(
    db
      .selectFrom("analytics_event")
      .select([dayExpr.as("day"), "type", "name", (eb) => eb.fn.countAll<number>().as("n")])
      .where("type", "!=", "page-view"),
  )
    .groupBy([dayExpr, "type", "name"])
    .execute();
  const viewsOf = new Map(traffic.map((t) => [t.day, t]));
  const dayRows = missing.map((day) => ({
    day,
    views: toInt(viewsOf.get(day)?.views ?? 0),
    visitors: toInt(viewsOf.get(day)?.visitors ?? 0),
  }));
  const pageRows = pages
    .filter((r) => todo.has(r.day))
    .map((r) => ({ day: r.day, path: r.path, views: toInt(r.views), visitors: toInt(r.visitors) }));
  const eventRows = events
    .filter((r) => todo.has(r.day))
    .map((r) => ({ day: r.day, type: r.type, name: r.name, count: toInt(r.n) }));
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < pageRows.length; i += SUMMARY_BATCH) {
      await tx
        .insertInto("analytics_day_page")
        .values(pageRows.slice(i, i + SUMMARY_BATCH))
        .onConflict((oc) => oc.columns(["day", "path"]).doNothing())
        .execute();
    }
    for (let i = 0; i < eventRows.length; i += SUMMARY_BATCH) {
      await tx
        .insertInto("analytics_day_event")
        .values(eventRows.slice(i, i + SUMMARY_BATCH))
        .onConflict((oc) => oc.columns(["day", "type", "name"]).doNothing())
        .execute();
    }
    for (let i = 0; i < dayRows.length; i += SUMMARY_BATCH) {
      await tx
        .insertInto("analytics_day")
        .values(dayRows.slice(i, i + SUMMARY_BATCH))
        .onConflict((oc) => oc.column("day").doNothing())
        .execute();
    }
  });
}

/**
 * The page's figures. Past days come from their daily summaries, today (and anything dated later)
 * from the events themselves, so the page reads at most a day of events whatever the period. A
 * visitor key is only ever used on one day (a new salt each day: visitor-key.server.ts), so the
 * unique visitors of a page over the period are exactly the sum of its daily unique visitors.
 */
export async function loadAnalytics(
  db: Kysely<DB>,
  engine: "sqlite" | "postgres",
  period: AnalyticsPeriod | AnalyticsRange,
  now = new Date(),
): Promise<AnalyticsData> {
  const range = typeof period === "number" ? presetRange(period, now) : period;
  const { days } = range;
  const fromDay = range.from;
  const todayDay = utcDay(now);
  const from = new Date(`${fromDay}T00:00:00.000Z`);
  const since = from.toISOString();
  // The first day after the range: every query reads [since, until).
  const until = `${addDays(range.to, 1)}T00:00:00.000Z`;
  const todayStart = `${todayDay}T00:00:00.000Z`;
  // Today's events are read as they are; a range that ends before today reads none of them.
  const recentStart = since > todayStart ? since : todayStart;
  // Past days of the range come from their summaries: [fromDay, pastEnd).
  const pastEnd = range.to < todayDay ? addDays(range.to, 1) : todayDay;
  const dayExpr = dayExpression(engine);
  const pastDays = Array.from({ length: days }, (_, i) =>
    new Date(from.getTime() + i * DAY).toISOString().slice(0, 10),
  ).filter((d) => d < pastEnd);
  await summarisePastDays(db, engine, pastDays);

  const pastTrafficRead = db
    .selectFrom("analytics_day")
    .select(["day", "views", "visitors"])
    .where("day", ">=", fromDay)
    .where("day", "<", pastEnd)
    .execute();
  const recentTrafficRead = db
    .selectFrom("analytics_event")
    .select([
      dayExpr.as("day"),
      (eb) => eb.fn.countAll<number>().as("views"),
      (eb) => eb.fn.count<number>("visitor_key").distinct().as("visitors"),
    ])
    .where("type", "=", "page-view")
    .where("created_at", ">=", recentStart)
    .where("created_at", "<", until)
    .groupBy(dayExpr)
    .execute();
  const pagesRead = db
    .selectFrom(
      db
        .selectFrom("analytics_day_page")
        .select(["path", "views", "visitors"])
        .where("day", ">=", fromDay)
        .where("day", "<", pastEnd)
        .unionAll(
          db
            .selectFrom("analytics_event")
            .select([
              "path",
              (eb) => eb.fn.countAll<number>().as("views"),
              (eb) => eb.fn.count<number>("visitor_key").distinct().as("visitors"),
            ])
            .where("type", "=", "page-view")
            .where("created_at", ">=", recentStart)
            .where("created_at", "<", until)
            .groupBy("path"),
        )
        .as("p"),
    )
    .select([
      "p.path",
      (eb) => eb.fn.sum<number>("p.views").as("views"),
      (eb) => eb.fn.sum<number>("p.visitors").as("visitors"),
    ])
    .groupBy("p.path")
    .orderBy("views", "desc")
    .orderBy("p.path")
    .limit(TOP_PAGES)
    .execute();
  const eventsRead = db
    .selectFrom(
      db
        .selectFrom("analytics_day_event")
        .select(["type", "name", "count as n"])
        .where("day", ">=", fromDay)
        .where("day", "<", pastEnd)
        .unionAll(
          db
            .selectFrom("analytics_event")
            .select(["type", "name", (eb) => eb.fn.countAll<number>().as("n")])
            .where("type", "!=", "page-view")
            .where("created_at", ">=", recentStart)
            .where("created_at", "<", until)
            .groupBy(["type", "name"]),
        )
        .as("e"),
    )
    .select(["e.type", "e.name", (eb) => eb.fn.sum<number>("e.n").as("n")])
    .groupBy(["e.type", "e.name"])
    .orderBy("n", "desc")
    .orderBy("e.name")
    .limit(TOP_EVENTS)
    .execute();
  const leadsRead = db
    .selectFrom("lead")
    .select([dayExpr.as("day"), "type", (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .groupBy([dayExpr, "type"])
    .execute();
  const sourcesRead = db
    .selectFrom("lead")
    .select(["utm_source", (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .groupBy("utm_source")
    .orderBy("n", "desc")
    .execute();

  // Independent reads: PostgreSQL answers them side by side on the pool's connections (SQLite,
  // one connection, one after the other).
  const [pastTraffic, recentTraffic, pages, events, leads, sources, insights] = await Promise.all([
    pastTrafficRead,
    recentTrafficRead,
    pagesRead,
    eventsRead,
    leadsRead,
    sourcesRead,
    loadLeadInsights(db, engine, since, until),
  ]);
  const traffic = [...pastTraffic, ...recentTraffic];

  const trafficByDay = new Map(traffic.map((r) => [r.day, r]));
  const leadsByDay = new Map<string, Partial<Record<LeadType, number>>>();
  const typeTotals = new Map<LeadType, number>();
  for (const r of leads) {
    const n = toInt(r.n);
    const entry = leadsByDay.get(r.day) ?? {};
    entry[r.type] = (entry[r.type] ?? 0) + n;
    leadsByDay.set(r.day, entry);
    typeTotals.set(r.type, (typeTotals.get(r.type) ?? 0) + n);
  }
  const perDay = Array.from({ length: days }, (_, i): AnalyticsDay => {
    const day = new Date(from.getTime() + i * DAY).toISOString().slice(0, 10);
    const t = trafficByDay.get(day);
    const byType = leadsByDay.get(day) ?? {};
    return {
      day,
      views: toInt(t?.views ?? 0),
      visitors: toInt(t?.visitors ?? 0),
      leads: Object.values(byType).reduce((s, n) => s + n, 0),
      leadsByType: byType,
    };
  });
  const totals = perDay.reduce(
    (s, d) => ({ views: s.views + d.views, visitors: s.visitors + d.visitors, leads: s.leads + d.leads }),
    { views: 0, visitors: 0, leads: 0 },
  );
  const leadTypes = LEAD_TYPES.filter((t) => typeTotals.has(t));
  return {
    days,
    preset: range.preset,
    from: since,
    to: `${range.to}T00:00:00.000Z`,
    perDay,
    totals: { ...totals, conversion: conversionRate(totals.leads, totals.visitors) },
    topPages: pages.map((p) => ({ path: p.path, views: toInt(p.views), visitors: toInt(p.visitors) })),
    events: events.map((e) => ({ type: e.type, name: e.name, count: toInt(e.n) })),
    leadTypes,
    leadsByType: leadTypes
      .map((type) => ({ type, count: typeTotals.get(type) ?? 0 }))
      .sort((a, b) => b.count - a.count),
    leadsBySource: sources.map((s) => ({ source: s.utm_source, count: toInt(s.n) })),
    ...insights,
    funnel: { ...insights.funnel, visitors: totals.visitors },
  };
}

/** Rows of each "leads by" list, most frequent first. */
const TOP_VALUES = 10;
/** Feedback messages shown on the page, newest first (the leads inbox lists them all). */
export const FEEDBACK_SHOWN = 10;

export interface LeadInsights {
  readonly leadsByCampaign: readonly { campaign: string | null; count: number }[];
  readonly leadsByMedium: readonly { medium: string | null; count: number }[];
  readonly leadsByLanguage: readonly { language: string | null; count: number }[];
  /** Counts of the funnel's steps (their definition: analytics-funnel.ts). */
  readonly funnel: FunnelCounts;
  readonly chatbot: {
    readonly leads: number;
    readonly quality: LeadQualityRatio;
    readonly intents: readonly { intent: string; count: number }[];
  };
  readonly feedback: {
    readonly total: number;
    readonly latest: readonly {
      id: string;
      createdAt: string;
      page: string | null;
      language: string | null;
      message: string;
    }[];
  };
}

/** A property of the lead's JSON payload, as text. */
function payloadField(engine: "sqlite" | "postgres", field: "quality") {
  return engine === "postgres"
    ? sql<string | null>`(payload::jsonb ->> ${sql.lit(field)})`
    : sql<string | null>`json_extract(payload, ${sql.lit(`$.${field}`)})`;
}

function messageOf(payload: string): string {
  try {
    const value: unknown = JSON.parse(payload);
    const message =
      typeof value === "object" && value !== null ? (value as { message?: unknown }).message : null;
    return typeof message === "string" ? message : "";
  } catch {
    return "";
  }
}

/** Lead figures of the period [since, until): UTM, language, funnel, chatbot and feedback. */
async function loadLeadInsights(
  db: Kysely<DB>,
  engine: "sqlite" | "postgres",
  since: string,
  until: string,
): Promise<LeadInsights> {
  const leads = db.selectFrom("lead").where("created_at", ">=", since).where("created_at", "<", until);
  const countBy = <C extends "utm_campaign" | "utm_medium" | "language">(column: C) =>
    leads
      .select([column, (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy(column)
      .orderBy((eb) => eb.fn.countAll(), "desc")
      .orderBy(column)
      .limit(TOP_VALUES)
      .execute();

  const stepsRead = leads
    .select((eb) => [
      eb.fn.countAll<number>().as("leads"),
      eb.fn
        .countAll<number>()
        .filterWhere(
          eb.or([
            eb("type", "in", QUOTE_LEAD_TYPES),
            eb("stage", "in", QUOTE_STAGES),
            eb.exists(
              eb
                .selectFrom("quote")
                .select(sql.lit(1).as("one"))
                .whereRef("quote.lead_id", "=", "lead.id")
                .where("quote.status", "!=", "draft"),
            ),
          ]),
        )
        .as("quotes"),
      eb.fn.countAll<number>().filterWhere("stage", "=", "won").as("won"),
    ])
    .executeTakeFirstOrThrow();

  const quality = payloadField(engine, "quality");
  const qualitiesRead = leads
    .select([quality.as("quality"), (eb) => eb.fn.countAll<number>().as("n")])
    .where("type", "=", "chatbot")
    .groupBy(quality)
    .execute();
  const intentRowsRead = db
    .selectFrom("analytics_event")
    .select(["props", (eb) => eb.fn.countAll<number>().as("n")])
    .where("type", "=", "user-action")
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .where("name", "=", "chat_intent")
    .groupBy("props")
    .execute();

  const feedbackTotalRead = leads
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("type", "=", "feedback")
    .executeTakeFirstOrThrow();
  const feedbackRead = leads
    .select(["id", "created_at", "page", "language", "payload"])
    .where("type", "=", "feedback")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(FEEDBACK_SHOWN)
    .execute();

  const [campaigns, media, languages, steps, qualities, intentRows, feedbackTotal, feedback] =
    await Promise.all([
      countBy("utm_campaign"),
      countBy("utm_medium"),
      countBy("language"),
      stepsRead,
      qualitiesRead,
      intentRowsRead,
      feedbackTotalRead,
      feedbackRead,
    ]);

  const qualityCounts = qualities.map((q) => ({ quality: q.quality, count: toInt(q.n) }));
  return {
    leadsByCampaign: campaigns.map((r) => ({ campaign: r.utm_campaign, count: toInt(r.n) })),
    leadsByMedium: media.map((r) => ({ medium: r.utm_medium, count: toInt(r.n) })),
    leadsByLanguage: languages.map((r) => ({ language: r.language, count: toInt(r.n) })),
    // The visitors come from the traffic figures (loadAnalytics).
    funnel: { visitors: 0, leads: toInt(steps.leads), quotes: toInt(steps.quotes), won: toInt(steps.won) },
    chatbot: {
      leads: qualityCounts.reduce((s, q) => s + q.count, 0),
      quality: leadQualityRatio(qualityCounts),
      intents: intentCounts(intentRows.map((r) => ({ props: r.props, count: toInt(r.n) }))),
    },
    feedback: {
      total: toInt(feedbackTotal.n),
      latest: feedback.map((f) => ({
        id: f.id,
        createdAt: f.created_at instanceof Date ? f.created_at.toISOString() : String(f.created_at),
        page: f.page,
        language: f.language,
        message: messageOf(f.payload),
      })),
    },
  };
}
