import { describe, expect, it } from "vitest";
import {
  availableSlots,
  checkSlot,
  DEFAULT_AVAILABILITY,
  describeOpeningHours,
  formatClock,
  isWorkingDay,
  slotEnd,
  type DemoAvailability,
  easterSunday,
  formatSlot,
  formatTime,
  frenchPublicHolidays,
  groupByDay,
  isFrenchPublicHoliday,
  labelSlots,
  nextFreeSlots,
  normaliseSlotId,
  slotsOfDay,
  zoneLabel,
} from "./slots.ts";
import { civilDateIn, isValidTimeZone, offsetMinutes, zonedInstant } from "#server/scheduler/civil-dates.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();

describe("Easter and French public holidays", () => {
  it.each([
    [1818, "1818-03-22"],
    [2000, "2000-04-23"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("Easter Sunday %i is %s", (year, expected) => {
    const e = easterSunday(year);
    expect(`${e.year}-${String(e.month).padStart(2, "0")}-${String(e.day).padStart(2, "0")}`).toBe(expected);
  });

  it("lists the eleven holidays of 2026 with the moving ones from Easter", () => {
    const list = frenchPublicHolidays(2026);
    expect(list).toHaveLength(11);
    const byId = Object.fromEntries(list.map((h) => [h.id, h.date]));
    expect(byId).toMatchObject({
      newYear: "2026-01-01",
      easterMonday: "2026-04-06",
      labourDay: "2026-05-01",
      victoryDay: "2026-05-08",
      ascension: "2026-05-14",
      whitMonday: "2026-05-25",
      bastilleDay: "2026-07-14",
      assumption: "2026-08-15",
      allSaints: "2026-11-01",
      armistice: "2026-11-11",
      christmas: "2026-12-25",
    });
  });

  it("moves Ascension and Whit Monday with Easter (2025: 29 May and 9 June)", () => {
    expect(isFrenchPublicHoliday({ year: 2025, month: 5, day: 29 })).toBe(true);
    expect(isFrenchPublicHoliday({ year: 2025, month: 6, day: 9 })).toBe(true);
    expect(isFrenchPublicHoliday({ year: 2025, month: 4, day: 21 })).toBe(true);
    expect(isFrenchPublicHoliday({ year: 2025, month: 5, day: 28 })).toBe(false);
  });

  it("offers no slot on a holiday falling on a weekday", () => {
    expect(slotsOfDay({ year: 2026, month: 4, day: 6 })).toEqual([]); // Easter Monday
    expect(slotsOfDay({ year: 2026, month: 5, day: 14 })).toEqual([]); // Ascension (Thursday)
    expect(slotsOfDay({ year: 2026, month: 7, day: 14 })).toEqual([]); // Bastille Day (Tuesday)
    expect(slotsOfDay({ year: 2026, month: 5, day: 15 })).toHaveLength(18); // the Friday after
  });
});

describe("Paris wall clock and daylight saving", () => {
  it("knows the offset on both sides of the last Sunday of March (29 March 2026)", () => {
    expect(offsetMinutes(at("2026-03-29T00:59:00Z"), "Europe/Paris")).toBe(60);
    expect(offsetMinutes(at("2026-03-29T01:00:00Z"), "Europe/Paris")).toBe(120);
  });

  it("knows the offset on both sides of the last Sunday of October (25 October 2026)", () => {
    expect(offsetMinutes(at("2026-10-25T00:59:00Z"), "Europe/Paris")).toBe(120);
    expect(offsetMinutes(at("2026-10-25T01:00:00Z"), "Europe/Paris")).toBe(60);
  });

  it("puts 9:00 in Paris at 08:00 UTC before the March change and 07:00 UTC after it", () => {
    expect(slotsOfDay({ year: 2026, month: 3, day: 27 })[0]?.start).toBe("2026-03-27T08:00:00.000Z");
    expect(slotsOfDay({ year: 2026, month: 3, day: 30 })[0]?.start).toBe("2026-03-30T07:00:00.000Z");
  });

  it("puts 9:00 in Paris at 07:00 UTC before the October change and 08:00 UTC after it", () => {
    expect(slotsOfDay({ year: 2026, month: 10, day: 23 })[0]?.start).toBe("2026-10-23T07:00:00.000Z");
    expect(slotsOfDay({ year: 2026, month: 10, day: 26 })[0]?.start).toBe("2026-10-26T08:00:00.000Z");
  });

  it("has no slot on the Sundays of the changes themselves", () => {
    expect(slotsOfDay({ year: 2026, month: 3, day: 29 })).toEqual([]);
    expect(slotsOfDay({ year: 2026, month: 10, day: 25 })).toEqual([]);
  });

  it("resolves a skipped time after the gap and a repeated time to its first occurrence", () => {
    // 02:30 does not exist on 29 March 2026 in Paris: it becomes 03:30 summer time.
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 29 }, 150, "Europe/Paris"))).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    // 02:30 happens twice on 25 October 2026: first in summer time (UTC+2).
    expect(iso(zonedInstant({ year: 2026, month: 10, day: 25 }, 150, "Europe/Paris"))).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });

  it("keeps 18 slots of 30 minutes, 9:00 to 17:30, on a working day across the change weeks", () => {
    for (const day of [
      { year: 2026, month: 3, day: 27 },
      { year: 2026, month: 3, day: 30 },
      { year: 2026, month: 10, day: 23 },
      { year: 2026, month: 10, day: 26 },
    ]) {
      const slots = slotsOfDay(day);
      expect(slots).toHaveLength(18);
      expect(formatTime(slots[0]!.start, "fr", "Europe/Paris")).toBe("09:00");
      expect(formatTime(slots.at(-1)!.start, "fr", "Europe/Paris")).toBe("17:30");
      expect(formatTime(slots.at(-1)!.end, "fr", "Europe/Paris")).toBe("18:00");
    }
  });
});

describe("availability", () => {
  // Thursday 26 March 2026, 10:00 in Paris; the window crosses the March change and Easter Monday.
  const now = at("2026-03-26T09:00:00Z");

  it("lists three weeks of working days minus the two-hour notice", () => {
    const slots = availableSlots({ now });
    // 15 working days from 26 March to 16 April (Easter Monday excluded); today starts at 12:00.
    expect(slots).toHaveLength(14 * 18 + 12);
    expect(slots[0]?.start).toBe("2026-03-26T11:00:00.000Z");
    expect(slots.at(-1)?.parisDay).toBe("2026-04-16");
    expect(slots.some((s) => s.parisDay === "2026-04-06")).toBe(false);
    expect(slots.some((s) => s.parisDay === "2026-03-28" || s.parisDay === "2026-03-29")).toBe(false);
  });

  it("leaves out booked slots, whatever ISO form they are stored in", () => {
    const booked = ["2026-03-30T07:00:00.000Z", "2026-03-30T09:30:00+02:00"];
    const slots = availableSlots({ now, booked });
    expect(slots).toHaveLength(14 * 18 + 12 - 2);
    expect(slots.some((s) => s.start === "2026-03-30T07:00:00.000Z")).toBe(false);
    expect(slots.some((s) => s.start === "2026-03-30T07:30:00.000Z")).toBe(false);
  });

  it("checks a requested slot", () => {
    expect(checkSlot("2026-03-30T07:00:00.000Z", { now })).toBe("ok");
    expect(checkSlot("2026-03-30T09:00:00+02:00", { now })).toBe("ok");
    expect(checkSlot("2026-03-30T07:00:00.000Z", { now, booked: ["2026-03-30T07:00:00Z"] })).toBe("taken");
    expect(checkSlot("2026-03-30T07:15:00.000Z", { now })).toBe("outsideHours");
    expect(checkSlot("2026-03-30T16:00:00.000Z", { now })).toBe("outsideHours"); // 18:00 Paris
    expect(checkSlot("2026-03-28T09:00:00.000Z", { now })).toBe("outsideHours"); // Saturday
    expect(checkSlot("2026-04-06T08:00:00.000Z", { now })).toBe("outsideHours"); // Easter Monday
    expect(checkSlot("2026-03-26T10:00:00.000Z", { now })).toBe("tooSoon"); // 11:00 today, notice 2 h
    expect(checkSlot("2026-03-25T08:00:00.000Z", { now })).toBe("tooSoon");
    expect(checkSlot("2026-04-17T07:00:00.000Z", { now })).toBe("tooLate");
    expect(checkSlot("tomorrow at nine", { now })).toBe("invalid");
    expect(checkSlot("2026-02-30T07:00:00Z", { now })).toBe("invalid");
  });

  it("offers the next free slots after a lost one", () => {
    const booked = ["2026-03-30T07:00:00.000Z", "2026-03-30T07:30:00.000Z"];
    const next = nextFreeSlots({ now, booked }, "2026-03-30T07:00:00.000Z", 3);
    expect(next.map((s) => s.start)).toEqual([
      "2026-03-30T08:00:00.000Z",
      "2026-03-30T08:30:00.000Z",
      "2026-03-30T09:00:00.000Z",
    ]);
  });

  it("normalises slot ids", () => {
    expect(normaliseSlotId("2026-03-30T09:00+02:00")).toBe("2026-03-30T07:00:00.000Z");
    expect(normaliseSlotId("2026-03-30T07:00:00.500Z")).toBeUndefined();
    expect(normaliseSlotId("<script>")).toBeUndefined();
  });
});

describe("display in the visitor's time zone", () => {
  it("shows a Paris slot in New York, whose clocks change three weeks earlier", () => {
    // Friday 27 March 2026: Paris UTC+1, New York already UTC-4: 9:00 Paris = 4:00 New York.
    const friday = slotsOfDay({ year: 2026, month: 3, day: 27 })[0]!;
    expect(formatTime(friday.start, "en", "America/New_York")).toBe("04:00");
    // Monday 30 March: Paris UTC+2: 9:00 Paris = 3:00 New York.
    const monday = slotsOfDay({ year: 2026, month: 3, day: 30 })[0]!;
    expect(formatTime(monday.start, "en", "America/New_York")).toBe("03:00");
  });

  it("groups slots by the visitor's own days (Tokyo sees the evening slots on the next day)", () => {
    const slots = slotsOfDay({ year: 2026, month: 3, day: 30 });
    const days = groupByDay(slots, "Asia/Tokyo");
    expect(days.map((d) => d.day)).toEqual(["2026-03-30", "2026-03-31"]);
    // 17:00 Paris (15:00 UTC) is midnight in Tokyo.
    expect(days[1]?.slots[0]?.start).toBe("2026-03-30T15:00:00.000Z");
    expect(groupByDay(slots, "Europe/Paris")).toHaveLength(1);
  });

  it("formats a slot with its day in both languages", () => {
    const slot = slotsOfDay({ year: 2026, month: 3, day: 30 })[0]!;
    expect(formatSlot(slot, "fr", "Europe/Paris")).toBe("lundi 30 mars 2026, 09:00–09:30");
    expect(formatSlot(slot, "en", "Europe/Paris")).toBe("Monday, 30 March 2026, 09:00–09:30");
    expect(civilDateIn(Date.parse(slot.start), "Pacific/Honolulu")).toEqual({
      year: 2026,
      month: 3,
      day: 29,
    });
  });

  it("labels a picker's slots as Intl writes them, in one pass, in every zone and across the clock changes", () => {
    // Three weeks crossing Paris's and New York's March changes, seen from four zones.
    const slots = availableSlots({ now: at("2026-03-05T06:00:00Z") });
    for (const zone of ["Europe/Paris", "America/New_York", "Asia/Tokyo", "Asia/Kolkata"]) {
      for (const lang of ["fr", "en"] as const) {
        const days = labelSlots(slots, lang, zone);
        expect(days.map((d) => d.day)).toEqual(groupByDay(slots, zone).map((d) => d.day));
        const time = new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", {
          timeZone: zone,
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        });
        const heading = new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", {
          timeZone: zone,
          weekday: "long",
          day: "numeric",
          month: "long",
        });
        const labelled = days.flatMap((d) => d.slots.map((s) => ({ ...s, heading: d.heading })));
        expect(labelled).toHaveLength(slots.length);
        labelled.forEach((l, i) => {
          const slot = slots[i]!;
          expect(l.start).toBe(slot.start);
          expect(l.time).toBe(time.format(new Date(slot.start)));
          expect(l.heading).toBe(heading.format(new Date(slot.start)));
          expect(l.description).toBe(formatSlot(slot, lang, zone));
          expect(l.parisTime).toBe(
            zone === "Europe/Paris" ? undefined : formatTime(slot.start, lang, "Europe/Paris"),
          );
        });
      }
    }
    expect(labelSlots([], "fr", "Europe/Paris")).toEqual([]);
  });

  it("labels zones and rejects unknown ones", () => {
    expect(zoneLabel("2026-03-30T07:00:00.000Z", "en", "Europe/Paris")).toMatch(/CEST|GMT\+2|UTC\+2/);
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });
});

describe("configured availability (admin CRM configuration)", () => {
  // Thursday 26 March 2026, 10:00 in Paris, as above.
  const now = at("2026-03-26T09:00:00Z");
  const monday = { year: 2026, month: 3, day: 30 };
  const nine = 9 * 60;
  const custom = (overrides: Partial<DemoAvailability>): DemoAvailability => ({
    ...DEFAULT_AVAILABILITY,
    ...overrides,
  });

  it("keeps today's rules by default: Monday to Friday 9:00–18:00, 30 minutes, public holidays closed", () => {
    expect(DEFAULT_AVAILABILITY.slotMinutes).toBe(30);
    expect(DEFAULT_AVAILABILITY.hours.map((h) => (h ? `${h.open}-${h.close}` : null))).toEqual([
      null,
      "540-1080",
      "540-1080",
      "540-1080",
      "540-1080",
      "540-1080",
      null,
    ]);
    expect(availableSlots({ now, availability: DEFAULT_AVAILABILITY })).toEqual(availableSlots({ now }));
    expect(slotEnd("2026-03-30T07:00:00.000Z")).toBe("2026-03-30T07:30:00.000Z");
  });

  it("follows the opening hours of each weekday", () => {
    const hours = [...DEFAULT_AVAILABILITY.hours];
    hours[1] = { open: 14 * 60, close: 16 * 60 }; // Monday afternoon only
    hours[3] = null; // closed on Wednesdays
    hours[6] = { open: nine, close: 12 * 60 }; // Saturday morning
    const a = custom({ hours });
    expect(slotsOfDay(monday, a).map((s) => formatTime(s.start, "fr", "Europe/Paris"))).toEqual([
      "14:00",
      "14:30",
      "15:00",
      "15:30",
    ]);
    expect(slotsOfDay({ year: 2026, month: 4, day: 1 }, a)).toEqual([]); // a Wednesday
    expect(slotsOfDay({ year: 2026, month: 3, day: 28 }, a)).toHaveLength(6); // a Saturday
    expect(isWorkingDay({ year: 2026, month: 3, day: 29 }, a)).toBe(false); // Sunday stays closed
  });

  it("cuts the day into slots of the configured length, the last one ending by closing time", () => {
    const a = custom({ slotMinutes: 45 });
    const slots = slotsOfDay(monday, a);
    // 9:00 to 18:00 is 540 minutes: 12 slots of 45 minutes, the last 17:15–18:00.
    expect(slots).toHaveLength(12);
    expect(formatTime(slots.at(-1)!.start, "fr", "Europe/Paris")).toBe("17:15");
    expect(formatTime(slots.at(-1)!.end, "fr", "Europe/Paris")).toBe("18:00");
    expect(slotsOfDay(monday, custom({ slotMinutes: 60 }))).toHaveLength(9);
    // Two-hour slots: 17:00–19:00 would pass closing time.
    expect(
      slotsOfDay(monday, custom({ slotMinutes: 120 })).map((s) => formatTime(s.start, "fr", "Europe/Paris")),
    ).toEqual(["09:00", "11:00", "13:00", "15:00"]);
    expect(slotEnd("2026-03-30T07:00:00.000Z", 45)).toBe("2026-03-30T07:45:00.000Z");
  });

  it("closes the configured holidays and, when asked, opens the public ones", () => {
    const a = custom({ holidays: ["2026-03-30", "2026-04-02"] });
    const slots = availableSlots({ now, availability: a });
    expect(slots.some((s) => s.parisDay === "2026-03-30")).toBe(false);
    expect(slots.some((s) => s.parisDay === "2026-04-02")).toBe(false);
    expect(slots).toHaveLength(14 * 18 + 12 - 2 * 18);
    // Easter Monday (6 April 2026) is closed by default, open when public holidays are worked.
    expect(slotsOfDay({ year: 2026, month: 4, day: 6 }, custom({ publicHolidays: false }))).toHaveLength(18);
    expect(slotsOfDay({ year: 2026, month: 4, day: 6 }, a)).toEqual([]);
  });

  it("refuses on the server a slot on a closed day, outside the hours or off the grid", () => {
    const hours = [...DEFAULT_AVAILABILITY.hours];
    hours[1] = { open: 14 * 60, close: 16 * 60 };
    const a = custom({ hours, holidays: ["2026-03-31"] });
    expect(checkSlot("2026-03-30T12:00:00.000Z", { now, availability: a })).toBe("ok"); // 14:00 Paris
    expect(checkSlot("2026-03-30T07:00:00.000Z", { now, availability: a })).toBe("outsideHours"); // 9:00
    expect(checkSlot("2026-03-30T14:00:00.000Z", { now, availability: a })).toBe("outsideHours"); // 16:00
    expect(checkSlot("2026-03-31T07:00:00.000Z", { now, availability: a })).toBe("outsideHours"); // holiday
    // 45-minute slots: 9:45 is on the grid, 9:30 no longer is.
    const long = custom({ slotMinutes: 45 });
    expect(checkSlot("2026-03-30T07:45:00.000Z", { now, availability: long })).toBe("ok");
    expect(checkSlot("2026-03-30T07:30:00.000Z", { now, availability: long })).toBe("outsideHours");
  });

  it("keeps a booking made on the old grid from overlapping a new slot", () => {
    // Booked 9:30–10:00 with 30-minute slots; slots are now 45 minutes long.
    const booked = ["2026-03-30T07:30:00.000Z"];
    const long = custom({ slotMinutes: 45 });
    const monday30 = availableSlots({ now, booked, availability: long }).filter(
      (s) => s.parisDay === "2026-03-30",
    );
    // 9:00–9:45 and 9:45–10:30 both overlap 9:30–10:15 (a booking lasts one slot length).
    expect(monday30.map((s) => formatTime(s.start, "fr", "Europe/Paris")).slice(0, 2)).toEqual([
      "10:30",
      "11:15",
    ]);
    expect(checkSlot("2026-03-30T07:00:00.000Z", { now, booked, availability: long })).toBe("taken");
    expect(checkSlot("2026-03-30T08:30:00.000Z", { now, booked, availability: long })).toBe("ok");
  });

  it("tells the opening hours in words, in both languages", () => {
    expect(describeOpeningHours(DEFAULT_AVAILABILITY.hours, "fr")).toBe("du lundi au vendredi de 9 h à 18 h");
    expect(describeOpeningHours(DEFAULT_AVAILABILITY.hours, "en")).toBe("Monday to Friday from 9 am to 6 pm");
    const hours = [...DEFAULT_AVAILABILITY.hours];
    hours[5] = { open: nine, close: 12 * 60 + 30 };
    hours[3] = null;
    expect(describeOpeningHours(hours, "fr")).toBe(
      "le lundi et le mardi de 9 h à 18 h, le jeudi de 9 h à 18 h, le vendredi de 9 h à 12 h 30",
    );
    expect(describeOpeningHours(hours, "en")).toBe(
      "Monday and Tuesday from 9 am to 6 pm, Thursday from 9 am to 6 pm, Friday from 9 am to 12:30 pm",
    );
    expect(describeOpeningHours([null, null, null, null, null, null, null], "fr")).toBeUndefined();
    expect(formatClock(0, "en")).toBe("12 am");
    expect(formatClock(13 * 60 + 5, "en")).toBe("1:05 pm");
    expect(formatClock(8 * 60 + 5, "fr")).toBe("8 h 05");
  });
});
