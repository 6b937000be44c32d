import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day.ts";

describe("isCalendarDay", () => {
  it("takes the days that exist", () => {
    for (const day of ["2026-01-01", "2024-02-29", "2026-12-31", "2026-04-30"])
      expect(isCalendarDay(day)).toBe(true);
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const day of [
      "2026-13-45",
      "2026-02-29",
      "2026-04-31",
      "2026-00-10",
      "2026-01-00",
      "0000-00-00",
      "2026-1-1",
      "26-01-01",
      "2026-01-01T00:00",
      " 2026-01-01",
      "",
      "٢٠٢٦-٠١-٠١",
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });
});
