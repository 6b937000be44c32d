import { describe, expect, it } from "vitest";
import { CARDS_BELOW, COLUMN_PRIORITIES, columnShown, priorityClass, widthClass } from "./columns.ts";

describe("columns by priority", () => {
  it("shows every column but the low ones on a phone (cards)", () => {
    expect(COLUMN_PRIORITIES.filter((p) => columnShown(p, 366))).toEqual(["primary", "high", "medium"]);
  });

  it("drops the medium and low columns in a narrow table, the low ones in a mid-sized one", () => {
    expect(COLUMN_PRIORITIES.filter((p) => columnShown(p, CARDS_BELOW))).toEqual(["primary", "high"]);
    expect(COLUMN_PRIORITIES.filter((p) => columnShown(p, 1000))).toEqual(["primary", "high", "medium"]);
  });

  it("shows all but the low columns in the list box of a 1,280 px window beside the sidebar (990 px)", () => {
    expect(COLUMN_PRIORITIES.filter((p) => columnShown(p, 990))).toEqual(["primary", "high", "medium"]);
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

describe("column widths in the table form", () => {
  it("lets a truncated column share the room left, with a floor, and the others fit their content", () => {
    expect(widthClass(true, "header").split(" ")).toEqual(["@2xl:max-w-0", "@2xl:min-w-28", "@2xl:truncate"]);
    expect(widthClass(true, "cell")).toBe("@2xl:max-w-0");
    expect(widthClass(false, "header")).toBe("@2xl:w-px");
    expect(widthClass(false, "cell")).toBe("");
  });

  it("applies only to the table form, never to cards", () => {
    for (const truncated of [true, false])
      for (const part of ["header", "cell"] as const)
        for (const name of widthClass(truncated, part).split(" ").filter(Boolean))
          expect(name.startsWith("@2xl:"), name).toBe(true);
  });
});
