import { describe, expect, it } from "vitest";
import { offsetClock } from "./clock.ts";
import { dueDay, formatDailyTime, latestOccurrence, nextOccurrence, parseDailyTime } from "./schedule.ts";

const at = (iso: string) => Date.parse(iso);
const THREE = 3 * 60;

describe("daily times", () => {
  it("reads HH:MM and nothing else", () => {
    expect(parseDailyTime("03:00")).toBe(180);
    expect(parseDailyTime("23:59")).toBe(23 * 60 + 59);
    expect(parseDailyTime(" 00:00 ")).toBe(0);
    for (const bad of ["3:00", "24:00", "12:60", "03h00", "", "noon"])
      expect(parseDailyTime(bad), bad).toBeNull();
    expect(formatDailyTime(185)).toBe("03:05");
  });
});

describe("occurrences, Paris time", () => {
  it("03:00 in Paris is 02:00 UTC in winter and 01:00 UTC in summer", () => {
    expect(new Date(latestOccurrence(at("2026-01-15T12:00:00Z"), THREE).at).toISOString()).toBe(
      "2026-01-15T02:00:00.000Z",
    );
    expect(new Date(latestOccurrence(at("2026-07-15T12:00:00Z"), THREE).at).toISOString()).toBe(
      "2026-07-15T01:00:00.000Z",
    );
  });

  it("before today's time, the latest occurrence is yesterday's and the next one today's", () => {
    const now = at("2026-01-15T01:30:00Z"); // 02:30 in Paris
    expect(latestOccurrence(now, THREE).day).toBe("2026-01-14");
    expect(nextOccurrence(now, THREE)).toEqual({ day: "2026-01-15", at: at("2026-01-15T02:00:00Z") });
    // At the very minute, today's has come.
    expect(latestOccurrence(at("2026-01-15T02:00:00Z"), THREE).day).toBe("2026-01-15");
  });

  it("the day is Paris's day, not UTC's", () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Paris.
    expect(latestOccurrence(at("2026-01-14T23:30:00Z"), 15).day).toBe("2026-01-15");
  });

  it("a time skipped by the spring change runs just after the gap; a repeated one, once", () => {
    // 29 March 2026: 02:00 → 03:00 in Paris; 02:30 does not exist that day.
    expect(new Date(nextOccurrence(at("2026-03-28T12:00:00Z"), 150).at).toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    // 25 October 2026: 03:00 → 02:00; 02:30 happens twice, the first one counts.
    expect(new Date(nextOccurrence(at("2026-10-24T12:00:00Z"), 150).at).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });
});

describe("what is due", () => {
  const registeredAt = at("2026-01-01T00:00:00Z");

  it("runs today's occurrence once its time has come, and only once", () => {
    const before = at("2026-01-15T01:59:00Z");
    const after = at("2026-01-15T02:01:00Z");
    expect(dueDay({ now: before, minutes: THREE, registeredAt, lastDay: "2026-01-14" })).toBeNull();
    expect(dueDay({ now: after, minutes: THREE, registeredAt, lastDay: "2026-01-14" })).toBe("2026-01-15");
    expect(dueDay({ now: after, minutes: THREE, registeredAt, lastDay: "2026-01-15" })).toBeNull();
  });

  it("catches up the latest missed occurrence once after a stop, not every missed day", () => {
    // Down from the 10th to the 15th at 10:00: one run, for the 15th.
    const now = at("2026-01-15T09:00:00Z");
    expect(dueDay({ now, minutes: THREE, registeredAt, lastDay: "2026-01-09" })).toBe("2026-01-15");
    // Started at 02:30 on the 15th, the 14th's run was missed: it runs now, the 15th's at 03:00.
    const early = at("2026-01-15T01:30:00Z");
    expect(dueDay({ now: early, minutes: THREE, registeredAt, lastDay: "2026-01-13" })).toBe("2026-01-14");
  });

  it("a fresh install does not run the occurrence that passed before it was installed", () => {
    const installed = at("2026-01-15T11:00:00Z");
    expect(dueDay({ now: installed, minutes: THREE, registeredAt: installed, lastDay: null })).toBeNull();
    // …but the next day's at its time.
    const tomorrow = at("2026-01-16T02:00:00Z");
    expect(dueDay({ now: tomorrow, minutes: THREE, registeredAt: installed, lastDay: null })).toBe(
      "2026-01-16",
    );
  });
});

describe("clocks", () => {
  it("an offset clock moves forward only", () => {
    const base = { now: () => new Date("2026-01-15T10:00:00Z") };
    const clock = offsetClock(base);
    clock.advance(3_600_000);
    expect(clock.now().toISOString()).toBe("2026-01-15T11:00:00.000Z");
    expect(clock.offsetMs()).toBe(3_600_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});
