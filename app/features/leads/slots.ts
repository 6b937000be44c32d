/**
 * Demo slot availability (issue 5, spec §1 business hours): 30-minute slots, Monday to Friday,
 * 9:00–18:00 Paris time, over the next three weeks, without French public holidays and without
 * slots already booked. Those are the defaults: the admin CRM's configuration page (issue 8) can
 * change the opening hours of each weekday, add closed days and change the slot length; the
 * functions below take that `DemoAvailability` and fall back to `DEFAULT_AVAILABILITY`. Slots are identified by their UTC start instant in ISO form
 * ("2026-03-30T07:00:00.000Z"): one value for the database's unique constraint, the e-mail, the
 * `.ics` file and every visitor's time zone.
 *
 * Civil dates and Paris wall-clock times come from server/scheduler/civil-dates.ts (Intl only), which
 * makes the daylight-saving changes of the last Sundays of March and October come out right.
 */

import {
  addDays,
  civilDateIn,
  dateKey,
  parseDateKey,
  wallClock,
  weekday,
  zonedInstant,
  type CivilDate,
} from "#server/scheduler/civil-dates.ts";

export const DEMO_TIME_ZONE = "Europe/Paris";
/** Length of a demo (issue 5: "30-minute slots"). */
export const SLOT_MINUTES = 30;
/** Business hours Mon–Fri 9:00–18:00 (spec §1): the last slot starts at 17:30. */
export const OPENING_MINUTES = 9 * 60;
export const CLOSING_MINUTES = 18 * 60;
/** "Over the next three weeks" (issue 5). */
export const BOOKING_WINDOW_DAYS = 21;
/** A slot can be booked until two hours before it starts, so that a consultant can prepare it. */
export const MIN_NOTICE_MINUTES = 120;

/** The opening hours of one weekday, in minutes after midnight, Paris time. */
export interface OpeningHours {
  readonly open: number;
  readonly close: number;
}

/** When demos can be booked (the configuration page's "demo availability"). */
export interface DemoAvailability {
  /** Indexed by weekday, 0 = Sunday … 6 = Saturday; null on a closed day. */
  readonly hours: readonly (OpeningHours | null)[];
  /** Further closed days, `YYYY-MM-DD` in Paris. */
  readonly holidays: readonly string[];
  /** Whether French public holidays are closed too. */
  readonly publicHolidays: boolean;
  readonly slotMinutes: number;
}

const BUSINESS_DAY: OpeningHours = { open: OPENING_MINUTES, close: CLOSING_MINUTES };

export const DEFAULT_AVAILABILITY: DemoAvailability = {
  hours: [null, BUSINESS_DAY, BUSINESS_DAY, BUSINESS_DAY, BUSINESS_DAY, BUSINESS_DAY, null],
  holidays: [],
  publicHolidays: true,
  slotMinutes: SLOT_MINUTES,
};

const MINUTE = 60_000;

export interface Slot {
  /** UTC start instant, ISO 8601 with milliseconds (the slot's identity). */
  readonly start: string;
  readonly end: string;
  /** The slot's day in Paris, `YYYY-MM-DD`. */
  readonly parisDay: string;
}

// ---------------------------------------------------------------------------------------------
// French public holidays (Code du travail, art. L3133-1): eleven days, three of them moving with Easter.

/** Easter Sunday of the Gregorian calendar (anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

export type HolidayId =
  | "newYear"
  | "easterMonday"
  | "labourDay"
  | "victoryDay"
  | "ascension"
  | "whitMonday"
  | "bastilleDay"
  | "assumption"
  | "allSaints"
  | "armistice"
  | "christmas";

export interface Holiday {
  readonly id: HolidayId;
  readonly date: string;
}

export function frenchPublicHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (id: HolidayId, month: number, day: number): Holiday => ({
    id,
    date: dateKey({ year, month, day }),
  });
  const moving = (id: HolidayId, offset: number): Holiday => ({ id, date: dateKey(addDays(easter, offset)) });
  return [
    fixed("newYear", 1, 1),
    moving("easterMonday", 1),
    fixed("labourDay", 5, 1),
    fixed("victoryDay", 5, 8),
    moving("ascension", 39),
    moving("whitMonday", 50),
    fixed("bastilleDay", 7, 14),
    fixed("assumption", 8, 15),
    fixed("allSaints", 11, 1),
    fixed("armistice", 11, 11),
    fixed("christmas", 12, 25),
  ].sort((x, y) => x.date.localeCompare(y.date));
}

const holidayCache = new Map<number, Set<string>>();

export function isFrenchPublicHoliday(d: CivilDate): boolean {
  let set = holidayCache.get(d.year);
  if (!set) {
    set = new Set(frenchPublicHolidays(d.year).map((h) => h.date));
    holidayCache.set(d.year, set);
  }
  return set.has(dateKey(d));
}

// ---------------------------------------------------------------------------------------------
// Slots

/** The canonical form of a slot id: a valid ISO instant on a whole minute, in UTC with milliseconds. */
export function normaliseSlotId(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return undefined;
  if (!parseDateKey(value.slice(0, 10))) return undefined; // "2026-02-30" would silently roll over
  const t = Date.parse(value);
  if (!Number.isFinite(t) || t % MINUTE !== 0) return undefined;
  return new Date(t).toISOString();
}

/** Closed days as a set, built once per computation. */
const closedDayCache = new WeakMap<readonly string[], ReadonlySet<string>>();

function closedDays(a: DemoAvailability): ReadonlySet<string> {
  let set = closedDayCache.get(a.holidays);
  if (!set) {
    set = new Set(a.holidays);
    closedDayCache.set(a.holidays, set);
  }
  return set;
}

/**
 * A working day in Paris: a weekday with opening hours, not a closed day, and not a French public
 * holiday unless those are worked (by default: Monday to Friday, public holidays closed).
 */
export function isWorkingDay(d: CivilDate, a: DemoAvailability = DEFAULT_AVAILABILITY): boolean {
  if (!a.hours[weekday(d)]) return false;
  if (a.publicHolidays && isFrenchPublicHoliday(d)) return false;
  return !closedDays(a).has(dateKey(d));
}

/** Every slot of a Paris day, booked or not (none on closed days): back to back from opening time. */
export function slotsOfDay(d: CivilDate, a: DemoAvailability = DEFAULT_AVAILABILITY): Slot[] {
  const hours = a.hours[weekday(d)];
  if (!hours || !isWorkingDay(d, a)) return [];
  const day = dateKey(d);
  const slots: Slot[] = [];
  for (let m = hours.open; m + a.slotMinutes <= hours.close; m += a.slotMinutes) {
    const start = zonedInstant(d, m, DEMO_TIME_ZONE);
    slots.push({
      start: new Date(start).toISOString(),
      end: new Date(start + a.slotMinutes * MINUTE).toISOString(),
      parisDay: day,
    });
  }
  return slots;
}

export interface AvailabilityInput {
  /** Current instant (ms since epoch); passed in so that the rules are testable. */
  readonly now: number;
  /** Starts of the slots already held by someone (any ISO form). */
  readonly booked?: Iterable<string>;
  readonly windowDays?: number;
  readonly minNoticeMinutes?: number;
  /** Opening hours, closed days and slot length (DEFAULT_AVAILABILITY when not given). */
  readonly availability?: DemoAvailability;
}

/** Booked starts in time order (ms), for the overlap test. */
function bookedTimes(booked: Iterable<string> | undefined): number[] {
  const times: number[] = [];
  for (const b of booked ?? []) {
    const id = normaliseSlotId(b);
    if (id) times.push(Date.parse(id));
  }
  return times.sort((x, y) => x - y);
}

/**
 * Whether a slot starting at `start` overlaps a booked one. Bookings are taken to last one slot
 * length: on an unchanged grid that is the booked slot itself; after the length or the hours
 * changed, a booking made on the old grid still blocks every new slot that would overlap it.
 */
function overlapsBooked(start: number, booked: readonly number[], minutes: number): boolean {
  const length = minutes * MINUTE;
  // First booking that starts after `start - length`.
  let lo = 0;
  let hi = booked.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (booked[mid]! <= start - length) lo = mid + 1;
    else hi = mid;
  }
  return lo < booked.length && booked[lo]! < start + length;
}

/**
 * The free slots from now on: today (Paris) and the following `windowDays` days, starting no
 * sooner than the minimum notice, in chronological order.
 */
export function availableSlots(input: AvailabilityInput): Slot[] {
  const windowDays = input.windowDays ?? BOOKING_WINDOW_DAYS;
  const availability = input.availability ?? DEFAULT_AVAILABILITY;
  const earliest = input.now + (input.minNoticeMinutes ?? MIN_NOTICE_MINUTES) * MINUTE;
  const taken = bookedTimes(input.booked);
  const today = civilDateIn(input.now, DEMO_TIME_ZONE);
  const result: Slot[] = [];
  for (let i = 0; i <= windowDays; i++) {
    for (const slot of slotsOfDay(addDays(today, i), availability)) {
      const start = Date.parse(slot.start);
      if (start < earliest) continue;
      if (overlapsBooked(start, taken, availability.slotMinutes)) continue;
      result.push(slot);
    }
  }
  return result;
}

export type SlotCheck = "ok" | "invalid" | "outsideHours" | "tooSoon" | "tooLate" | "taken";

/** Why a requested slot can or cannot be booked (the server's check before its atomic insert). */
export function checkSlot(value: string, input: AvailabilityInput): SlotCheck {
  const id = normaliseSlotId(value);
  if (!id) return "invalid";
  const availability = input.availability ?? DEFAULT_AVAILABILITY;
  const start = Date.parse(id);
  const parisDay = civilDateIn(start, DEMO_TIME_ZONE);
  if (!slotsOfDay(parisDay, availability).some((s) => s.start === id)) return "outsideHours";
  if (start < input.now + (input.minNoticeMinutes ?? MIN_NOTICE_MINUTES) * MINUTE) return "tooSoon";
  const lastDay = addDays(civilDateIn(input.now, DEMO_TIME_ZONE), input.windowDays ?? BOOKING_WINDOW_DAYS);
  if (dateKey(parisDay) > dateKey(lastDay)) return "tooLate";
  if (overlapsBooked(start, bookedTimes(input.booked), availability.slotMinutes)) return "taken";
  return "ok";
}

/** The first `count` free slots after a given slot (offered to a visitor who lost a race). */
export function nextFreeSlots(input: AvailabilityInput, after: string, count = 5): Slot[] {
  const from = Date.parse(normaliseSlotId(after) ?? new Date(input.now).toISOString());
  return availableSlots(input)
    .filter((s) => Date.parse(s.start) > from)
    .slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Display

export interface SlotDay {
  /** The day in the display time zone, `YYYY-MM-DD`. */
  readonly day: string;
  readonly slots: Slot[];
}

/** Slots grouped by day as seen in a time zone (a visitor far from Paris may see other days). */
export function groupByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = dateKey(civilDateIn(Date.parse(slot.start), timeZone));
    const last = days.at(-1);
    if (last && last.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function displayFormatter(
  locale: string,
  timeZone: string,
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${name}`;
  let f = displayFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    displayFormatters.set(key, f);
  }
  return f;
}

const LOCALES = { fr: "fr-FR", en: "en-GB" } as const;
export type DisplayLanguage = keyof typeof LOCALES;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * "14:30" in the given zone: the same 24-hour form in both languages, made from the zone's wall
 * clock (the one time-zone lookup the day grouping needs too).
 */
export function formatTime(instant: string, _lang: DisplayLanguage, timeZone: string): string {
  const { hour, minute } = wallClock(Date.parse(instant), timeZone);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "lundi 30 mars 2026" / "Monday, 30 March 2026". */
export function formatDay(instant: string, lang: DisplayLanguage, timeZone: string): string {
  return formatLongDayKey(dateKey(civilDateIn(Date.parse(instant), timeZone)), lang);
}

/** A day key (`YYYY-MM-DD`) with its year: "lundi 30 mars 2026". */
function formatLongDayKey(key: string, lang: DisplayLanguage): string {
  return displayFormatter(LOCALES[lang], "UTC", "longDay", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${key}T12:00:00Z`));
}

/** A day key (`YYYY-MM-DD`) as a heading; noon UTC keeps the date stable in every zone. */
export function formatDayKey(key: string, lang: DisplayLanguage): string {
  return displayFormatter(LOCALES[lang], "UTC", "day", {
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(`${key}T12:00:00Z`));
}

/** "lundi 30 mars 2026, 09:00–09:30"; the caller adds the zone label when it is not Paris. */
export function formatSlot(
  slot: Pick<Slot, "start" | "end">,
  lang: DisplayLanguage,
  timeZone: string,
): string {
  return `${formatDay(slot.start, lang, timeZone)}, ${formatTime(slot.start, lang, timeZone)}–${formatTime(slot.end, lang, timeZone)}`;
}

/** One slot as the picker shows it. */
export interface SlotLabel {
  readonly start: string;
  /** "09:00" in the display zone. */
  readonly time: string;
  /** "09:00" in Paris, when the display zone is another one. */
  readonly parisTime?: string;
  /** "lundi 30 mars 2026, 09:00–09:30", for screen readers. */
  readonly description: string;
}

export interface LabelledDay {
  /** `YYYY-MM-DD` in the display zone. */
  readonly day: string;
  /** "lundi 30 mars". */
  readonly heading: string;
  readonly slots: SlotLabel[];
}

/**
 * Everything the slot picker writes about the slots, grouped by the display zone's days, in one
 * pass: each instant's wall clock is looked up once (a slot's end is usually the next one's
 * start) and each day's words once, instead of several Intl calls per slot and per render.
 */
export function labelSlots(
  slots: readonly Pick<Slot, "start" | "end">[],
  lang: DisplayLanguage,
  timeZone: string,
): LabelledDay[] {
  const clocks = new Map<string, ReturnType<typeof wallClock>>();
  const clock = (instant: string, zone: string) => {
    const key = `${zone}|${instant}`;
    let c = clocks.get(key);
    if (!c) {
      c = wallClock(Date.parse(instant), zone);
      clocks.set(key, c);
    }
    return c;
  };
  const time = (instant: string, zone: string) => {
    const c = clock(instant, zone);
    return `${twoDigits(c.hour)}:${twoDigits(c.minute)}`;
  };
  const days: { day: string; heading: string; long: string; slots: SlotLabel[] }[] = [];
  for (const slot of slots) {
    const day = dateKey(clock(slot.start, timeZone));
    let last = days.at(-1);
    if (!last || last.day !== day) {
      last = { day, heading: formatDayKey(day, lang), long: formatLongDayKey(day, lang), slots: [] };
      days.push(last);
    }
    const start = time(slot.start, timeZone);
    last.slots.push({
      start: slot.start,
      time: start,
      parisTime: timeZone === DEMO_TIME_ZONE ? undefined : time(slot.start, DEMO_TIME_ZONE),
      description: `${last.long}, ${start}–${time(slot.end, timeZone)}`,
    });
  }
  return days.map(({ day, heading, slots: labelled }) => ({ day, heading, slots: labelled }));
}

/** The short name of a zone at an instant ("UTC+2", "GMT-4", "EDT"…), for labelling a visitor's time. */
export function zoneLabel(instant: string, lang: DisplayLanguage, timeZone: string): string {
  const parts = displayFormatter(LOCALES[lang], timeZone, "zone", { timeZoneName: "short" }).formatToParts(
    new Date(instant),
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** Weekdays from Monday, as the week is read in France. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const DAY_NAMES: Readonly<Record<DisplayLanguage, readonly string[]>> = {
  fr: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** A time of day as people write it: "9 h", "9 h 30" / "9 am", "9:30 am", "12 pm". */
export function formatClock(minutes: number, lang: DisplayLanguage): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const mm = String(m).padStart(2, "0");
  if (lang === "fr") return m ? `${h} h ${mm}` : `${h} h`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "am" : "pm";
  return m ? `${h12}:${mm} ${suffix}` : `${h12} ${suffix}`;
}

/**
 * The opening hours in words, consecutive days with the same hours grouped: "du lundi au vendredi
 * de 9 h à 18 h" / "Monday to Friday from 9 am to 6 pm" (the demo page's introduction).
 */
export function describeOpeningHours(
  hours: DemoAvailability["hours"],
  lang: DisplayLanguage,
): string | undefined {
  const groups: { days: number[]; hours: OpeningHours }[] = [];
  let previous: number | undefined;
  for (const day of WEEK_ORDER) {
    const h = hours[day];
    if (!h) {
      previous = undefined;
      continue;
    }
    const last = groups.at(-1);
    if (last && previous !== undefined && last.hours.open === h.open && last.hours.close === h.close) {
      last.days.push(day);
    } else {
      groups.push({ days: [day], hours: h });
    }
    previous = day;
  }
  if (groups.length === 0) return undefined;
  const names = DAY_NAMES[lang];
  return groups
    .map(({ days, hours: h }) => {
      const first = names[days[0]!]!;
      const last = names[days.at(-1)!]!;
      const from = formatClock(h.open, lang);
      const to = formatClock(h.close, lang);
      if (lang === "fr") {
        const span =
          days.length === 1
            ? `le ${first}`
            : days.length === 2
              ? `le ${first} et le ${last}`
              : `du ${first} au ${last}`;
        return `${span} de ${from} à ${to}`;
      }
      const span =
        days.length === 1 ? first : days.length === 2 ? `${first} and ${last}` : `${first} to ${last}`;
      return `${span} from ${from} to ${to}`;
    })
    .join(", ");
}

/** The end of a slot from its start (slots last `minutes`, the configured length). */
export function slotEnd(start: string, minutes: number = SLOT_MINUTES): string {
  return new Date(Date.parse(start) + minutes * MINUTE).toISOString();
}
