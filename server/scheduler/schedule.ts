import { addDays, civilDateIn, dateKey, parseDateKey, zonedInstant } from "./civil-dates.ts";

/**
 * When a daily job runs (pure rules, no I/O): a job has a wall-clock time in the schedule's time
 * zone; its occurrence of a day is that time on that day, identified by the day (`YYYY-MM-DD`), the
 * key of the claim that makes one instance run it. Times skipped or repeated by a daylight-saving
 * change resolve as `zonedInstant` does (after the gap; the first of two).
 */

/** Paris: the admin CRM shows every date in this zone, so "03:00" means what the page says. */
export const SCHEDULE_TIME_ZONE = "Europe/Paris";

/** "03:00" → 180 (minutes after midnight); null for anything but a valid HH:MM. */
export function parseDailyTime(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 180 → "03:00". */
export function formatDailyTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export interface Occurrence {
  /** The day of the occurrence in the schedule's zone, `YYYY-MM-DD`. */
  readonly day: string;
  /** Its instant (ms since the epoch). */
  readonly at: number;
}

export function occurrenceOn(day: string, minutes: number, timeZone = SCHEDULE_TIME_ZONE): Occurrence {
  const civil = parseDateKey(day);
  if (!civil) throw new RangeError(`not a day: ${day}`);
  return { day, at: zonedInstant(civil, minutes, timeZone) };
}

/** The last occurrence at or before `now`: today's when its time has come, yesterday's otherwise. */
export function latestOccurrence(now: number, minutes: number, timeZone = SCHEDULE_TIME_ZONE): Occurrence {
  const today = civilDateIn(now, timeZone);
  const todays = occurrenceOn(dateKey(today), minutes, timeZone);
  return todays.at <= now ? todays : occurrenceOn(dateKey(addDays(today, -1)), minutes, timeZone);
}

/** The first occurrence after `now`. */
export function nextOccurrence(now: number, minutes: number, timeZone = SCHEDULE_TIME_ZONE): Occurrence {
  const latest = latestOccurrence(now, minutes, timeZone);
  const civil = parseDateKey(latest.day)!;
  return occurrenceOn(dateKey(addDays(civil, 1)), minutes, timeZone);
}

export interface DueInput {
  readonly now: number;
  readonly minutes: number;
  /** When the job became known to the database: occurrences before it are not caught up. */
  readonly registeredAt: number;
  /** The last day this job was run (or claimed), if any. */
  readonly lastDay: string | null;
  readonly timeZone?: string;
}

/**
 * The day to run now, or null. Only the latest occurrence is ever run: a server down for a week
 * makes one catch-up run when it starts, not seven. An occurrence that passed before the job was
 * registered (a fresh install started at noon) is not a missed run.
 */
export function dueDay(input: DueInput): string | null {
  const latest = latestOccurrence(input.now, input.minutes, input.timeZone);
  if (latest.at < input.registeredAt) return null;
  if (input.lastDay !== null && input.lastDay >= latest.day) return null;
  return latest.day;
}
