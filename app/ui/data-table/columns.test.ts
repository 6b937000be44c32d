import { describe, expect, it } from "vitest";
import { CARDS_BELOW, COLUMN_PRIORITIES, columnShown, priorityClass } from "./columns.ts";

describe("columns by priority", () => {
  it("shows every column but the low ones on a phone (cards)", () => {
    expect(COLUMN_PRIORITIES.filter((p) => columnShown(p, 366))).toEqual(["primary", "high", "medium"]);
  });

  it("drops the medium and low columns in a narrow table, the low ones in a mid-sized one", () => {
    expect(COLUMN_PRIORITIES.filter((p) => columnShown(p, CARDS_BELOW))).toEqual(["primary", "high"]);
    expect(COLUMN_PRIORITIES.filter((p) => columnShown(p, 1000))).toEqual(["primary", "high", "medium"]);
  });

  it("shows every column in the list box of a 1,280 px window (1,232 px wide)", () => {
    expect(COLUMN_PRIORITIES.every((p) => columnShown(p, 1232))).toBe(true);
  });

  it("hides a column the same way in its header and its cells, in the table form", () => {
    for (const p of COLUMN_PRIORITIES) {
      const header = priorityClass(p, "header");
      const cell = priorityClass(p, "cell");
      // The cell adds only its card form (a flex line below the cards width).
      expect(cell.replace("@max-2xl:flex", "").trim()).toBe(header);
    }
    expect(priorityClass("low", "cell")).not.toContain("@max-2xl:flex");
  });
});
