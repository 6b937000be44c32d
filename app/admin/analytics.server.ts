import { sql, type Kysely } from "kysely";
import { toInt } from "#server/db/mapping.ts";
import type { AnalyticsEventType, DB, LeadType } from "#server/db/schema.ts";
import { LEAD_TYPES } from "#server/db/schema.ts";
import { conversionRate, type AnalyticsPeriod } from "./analytics-period.ts";

/**
 * The admin analytics page (issue 8 "Analytics", issue 9): first-party page views and unique
 * visitors per day, top pages, events by type and name, leads per day by type and by source, and
 * the conversion from visitors to leads, over the last 7, 30 or 90 days (UTC days, today included).
 */
export interface AnalyticsDay {
  readonly day: string;
  readonly views: number;
  readonly visitors: number;
  readonly leads: number;
  readonly leadsByType: Readonly<Partial<Record<LeadType, number>>>;
}

export interface AnalyticsData {
  readonly days: AnalyticsPeriod;
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

export async function loadAnalytics(
  db: Kysely<DB>,
  engine: "sqlite" | "postgres",
  days: AnalyticsPeriod,
  now = new Date(),
): Promise<AnalyticsData> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY);
  const since = from.toISOString();
  const dayExpr = dayExpression(engine);

  const traffic = await db
    .selectFrom("analytics_event")
    .select([
      dayExpr.as("day"),
      (eb) => eb.fn.countAll<number>().as("views"),
      (eb) => eb.fn.count<number>("visitor_key").distinct().as("visitors"),
    ])
    .where("type", "=", "page-view")
    .where("created_at", ">=", since)
    .groupBy(dayExpr)
    .execute();
  const pages = await db
    .selectFrom("analytics_event")
    .select([
      "path",
      (eb) => eb.fn.countAll<number>().as("views"),
      (eb) => eb.fn.count<number>("visitor_key").distinct().as("visitors"),
    ])
    .where("type", "=", "page-view")
    .where("created_at", ">=", since)
    .groupBy("path")
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(TOP_PAGES)
    .execute();
  const events = await db
    .selectFrom("analytics_event")
    .select(["type", "name", (eb) => eb.fn.countAll<number>().as("n")])
    .where("type", "!=", "page-view")
    .where("created_at", ">=", since)
    .groupBy(["type", "name"])
    .orderBy("n", "desc")
    .orderBy("name")
    .limit(TOP_EVENTS)
    .execute();
  const leads = await db
    .selectFrom("lead")
    .select([dayExpr.as("day"), "type", (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .groupBy([dayExpr, "type"])
    .execute();
  const sources = await db
    .selectFrom("lead")
    .select(["utm_source", (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .groupBy("utm_source")
    .orderBy("n", "desc")
    .execute();

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
    from: since,
    to: new Date(today).toISOString(),
    perDay,
    totals: { ...totals, conversion: conversionRate(totals.leads, totals.visitors) },
    topPages: pages.map((p) => ({ path: p.path, views: toInt(p.views), visitors: toInt(p.visitors) })),
    events: events.map((e) => ({ type: e.type, name: e.name, count: toInt(e.n) })),
    leadTypes,
    leadsByType: leadTypes
      .map((type) => ({ type, count: typeTotals.get(type) ?? 0 }))
      .sort((a, b) => b.count - a.count),
    leadsBySource: sources.map((s) => ({ source: s.utm_source, count: toInt(s.n) })),
  };
}
