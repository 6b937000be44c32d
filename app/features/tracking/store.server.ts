import type { Kysely } from "kysely";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { newId, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { isAudiencePath, type StoredAnalyticsEvent } from "./events.ts";
import { newSalt, saltDay, visitorKey } from "./visitor-key.server.ts";

/** How long events are kept (the privacy policy's retention table: 25 months). */
export const RETENTION_DAYS = 25 * 31;

/** The day's salt this process already read, per database, so a request costs no extra query. */
const saltCache = new WeakMap<Kysely<DB>, { day: string; salt: string }>();

/**
 * The secret salt of `now`'s day, created on the day's first event. Concurrent instances agree on
 * one (insert-or-ignore, then read back). When a day begins, the previous days' salts are deleted
 * (which makes their visitor keys unlinkable to anyone) and events older than the retention period
 * are purged.
 */
export async function dailySalt(db: Kysely<DB>, now = new Date()): Promise<string> {
  const day = saltDay(now);
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  await db
    .insertInto("analytics_salt")
    .values({ day, salt: newSalt() })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db
    .selectFrom("analytics_salt")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  await db.deleteFrom("analytics_salt").where("day", "<", day).execute();
  await db
    .deleteFrom("analytics_event")
    .where("created_at", "<", new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString())
    .execute();
  saltCache.set(db, { day, salt: row.salt });
  return row.salt;
}

export interface EventSource {
  readonly address: string;
  readonly userAgent: string;
}

/** Stores a validated batch; returns how many events were kept (admin pages are left out). */
export async function recordEvents(
  db: Kysely<DB>,
  events: readonly StoredAnalyticsEvent[],
  source: EventSource,
  now = new Date(),
): Promise<number> {
  const kept = events.filter((e) => isAudiencePath(e.path));
  if (!kept.length) return 0;
  const key = visitorKey(await dailySalt(db, now), source.address, source.userAgent);
  await db
    .insertInto("analytics_event")
    .values(
      kept.map((e) => ({
        id: newId(),
        type: e.type,
        name: e.name,
        path: e.path,
        language: languageOfPath(e.path),
        props: e.props && Object.keys(e.props).length ? toJson(e.props) : null,
        visitor_key: key,
        created_at: now,
      })),
    )
    .execute();
  return kept.length;
}
