/**
 * Civil dates (a day without a time or a zone: `{ year, month, day }`, keyed `YYYY-MM-DD`) and
 * wall-clock times of a time zone, with Intl only (no Temporal, no library): a wall-clock time is
 * turned into an instant by reading the zone's offset, which makes the daylight-saving changes
 * come out right. Pure functions with no import, shared by the daily jobs' schedule
 * (schedule.ts) and the application (demo slots, closed days of the configuration).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface CivilDate {
  readonly year: number;
  readonly month: number; // 1–12
  readonly day: number;
}

export function dateKey(d: CivilDate): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

export function parseDateKey(key: string): CivilDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return undefined;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return dateKey(addDays(d, 0)) === key ? d : undefined;
}

/** Calendar arithmetic on civil dates, done in UTC where days are always 24 hours. */
export function addDays(d: CivilDate, days: number): CivilDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * DAY);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(d: CivilDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock extends CivilDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The wall clock of a time zone at an instant. */
export function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of zoneFormatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of a time zone from UTC at an instant, in minutes (Paris: +60 in winter, +120 in summer). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/**
 * The instant at which a time zone's clock shows a date and time. Times skipped by a spring-forward
 * change resolve to the instant after the gap; repeated times of a fall-back change to the first one.
 */
export function zonedInstant(d: CivilDate, minutesOfDay: number, timeZone: string): number {
  const naive = Date.UTC(d.year, d.month - 1, d.day) + minutesOfDay * MINUTE;
  // A zone changes its offset at most once within a day: the offsets half a day before and after
  // are the two candidates.
  const before = naive - offsetMinutes(naive - DAY / 2, timeZone) * MINUTE;
  const after = naive - offsetMinutes(naive + DAY / 2, timeZone) * MINUTE;
  if (before === after) return before;
  const matches = (t: number) => {
    const w = wallClock(t, timeZone);
    return dateKey(w) === dateKey(d) && w.hour * 60 + w.minute === minutesOfDay;
  };
  const candidates = [before, after].filter(matches);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: the same distance from midnight as before the change, i.e. just after the gap.
  return before;
}

export function civilDateIn(instant: number, timeZone: string): CivilDate {
  const w = wallClock(instant, timeZone);
  return { year: w.year, month: w.month, day: w.day };
}
