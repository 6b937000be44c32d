import { sql, type Kysely } from "kysely";
import { responseTarget } from "#app/features/client-space/sla.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { toDate, toInt } from "#server/db/mapping.ts";
import type { DB, LeadStage, LeadType, PlanId } from "#server/db/schema.ts";
import { LEAD_STAGES } from "./pipeline/pipeline.ts";
import { awaitingStaffAnswer } from "./support/awaiting-answer.server.ts";

/** The admin index (issue 8): this week's numbers and the leads of the last 30 days per day. */
export interface OverviewData {
  readonly weekStart: string;
  readonly weekEnd: string;
  readonly newLeads: number;
  readonly byType: readonly { type: LeadType; count: number }[];
  readonly bySource: readonly { source: string | null; count: number }[];
  readonly demosBooked: number;
  readonly stages: readonly { stage: LeadStage; count: number; valueCents: number }[];
  readonly lateTickets: number;
  readonly activeSubscriptions: number;
  readonly mrrCents: number;
  readonly perDay: readonly { day: string; count: number }[];
}

const DAY = 86_400_000;

/** Monday 00:00 UTC of the week containing `now`. */
export function weekStartOf(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - weekday * DAY);
}

/** Every day of the range, with 0 for the days without a lead. */
export function fillDays(counts: ReadonlyMap<string, number>, from: Date, days: number) {
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(from.getTime() + i * DAY).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

export async function loadOverview(
  db: Kysely<DB>,
  engine: "sqlite" | "postgres",
  now = new Date(),
): Promise<OverviewData> {
  const weekStart = weekStartOf(now);
  const since = weekStart.toISOString();
  const byType = await db
    .selectFrom("lead")
    .select(["type", (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .groupBy("type")
    .execute();
  const bySource = await db
    .selectFrom("lead")
    .select(["utm_source", (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .groupBy("utm_source")
    .orderBy("n", "desc")
    .execute();
  const demos = await leadsDb(db)
    .selectFrom("demo_booking")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("created_at", ">=", since)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  const stages = await db
    .selectFrom("lead")
    .select([
      "stage",
      (eb) => eb.fn.countAll<number>().as("n"),
      (eb) => eb.fn.sum<number>("value_cents").as("v"),
    ])
    .groupBy("stage")
    .execute();
  const subs = await db
    .selectFrom("subscription")
    .select([(eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("mrr_cents").as("v")])
    .where("status", "=", "active")
    .executeTakeFirst();
  // Tickets still waiting for a first staff answer, checked against their plan's target.
  const waiting = await db
    .selectFrom("ticket")
    .leftJoin("subscription", (join) =>
      join
        .onRef("subscription.institution_id", "=", "ticket.institution_id")
        .on("subscription.status", "!=", "cancelled"),
    )
    .select(["ticket.id", "ticket.created_at", "subscription.plan"])
    .where(awaitingStaffAnswer)
    .execute();
  const late = new Set(
    waiting
      .filter(
        (t) => responseTarget(t.plan as PlanId | null, toDate(t.created_at), null, now)?.state === "late",
      )
      .map((t) => t.id),
  );
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY);
  const dayExpr =
    engine === "postgres"
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(created_at, 1, 10)`;
  const perDay = await db
    .selectFrom("lead")
    .select([dayExpr.as("day"), (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", from.toISOString())
    .groupBy(dayExpr)
    .execute();
  const stageRows = new Map(stages.map((s) => [s.stage, s]));
  return {
    weekStart: since,
    weekEnd: new Date(weekStart.getTime() + 6 * DAY).toISOString(),
    newLeads: byType.reduce((sum, r) => sum + toInt(r.n), 0),
    byType: byType.map((r) => ({ type: r.type, count: toInt(r.n) })).sort((a, b) => b.count - a.count),
    bySource: bySource.map((r) => ({ source: r.utm_source, count: toInt(r.n) })),
    demosBooked: toInt(demos?.n ?? 0),
    stages: LEAD_STAGES.map((stage) => ({
      stage,
      count: toInt(stageRows.get(stage)?.n ?? 0),
      valueCents: toInt(stageRows.get(stage)?.v ?? 0),
    })),
    lateTickets: late.size,
    activeSubscriptions: toInt(subs?.n ?? 0),
    mrrCents: toInt(subs?.v ?? 0),
    perDay: fillDays(new Map(perDay.map((r) => [r.day, toInt(r.n)])), from, 30),
  };
}
