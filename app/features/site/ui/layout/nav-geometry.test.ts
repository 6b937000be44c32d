import { describe, expect, it } from "vitest";
import {
  DROPDOWN_MAX_HEIGHT_PX,
  DROPDOWN_MIN_HEIGHT_PX,
  DROPDOWN_WIDTH_DOUBLE_PX,
  DROPDOWN_WIDTH_SINGLE_PX,
  NAV_CLOSE_DELAY_MS,
  SCROLL_THRESHOLD_PX,
  TRIGGER_GAP_PX,
  VIEWPORT_MARGIN_PX,
  dropdownGeometry,
  fallbackGeometry,
  isScrolledPastThreshold,
} from "./nav-geometry.ts";

const desktop = { width: 1280, height: 800 };
/** A 100 px wide trigger whose centre sits at `x`, in a 64 px high top bar. */
const triggerAt = (x: number, bottom = 56) => ({ left: x - 50, right: x + 50, bottom });

describe("spec §9 navigation constants", () => {
  it("are the spec's figures", () => {
    expect(NAV_CLOSE_DELAY_MS).toBe(300);
    expect(DROPDOWN_MAX_HEIGHT_PX).toBe(600);
    expect(DROPDOWN_WIDTH_SINGLE_PX).toBe(320);
    expect(DROPDOWN_WIDTH_DOUBLE_PX).toBe(520);
    expect(SCROLL_THRESHOLD_PX).toBe(10);
  });
});

describe("dropdown width", () => {
  it("is 320 px in one column with one group", () => {
    expect(dropdownGeometry(triggerAt(640), desktop, 1)).toMatchObject({ width: 320, columns: 1 });
  });
  it("is 520 px in two columns with two or more groups", () => {
    expect(dropdownGeometry(triggerAt(640), desktop, 2)).toMatchObject({ width: 520, columns: 2 });
    expect(dropdownGeometry(triggerAt(640), desktop, 3)).toMatchObject({ width: 520, columns: 2 });
  });
  it("treats a missing or odd group count as one group", () => {
    expect(dropdownGeometry(triggerAt(640), desktop, 0).width).toBe(320);
    expect(dropdownGeometry(triggerAt(640), desktop, Number.NaN).width).toBe(320);
  });
  it("never gets wider than the window minus its margins", () => {
    const narrow = { width: 500, height: 800 };
    expect(dropdownGeometry(triggerAt(250), narrow, 2).width).toBe(500 - 2 * VIEWPORT_MARGIN_PX);
  });
});

describe("dropdown alignment by trigger position", () => {
  it("is left-aligned for a trigger in the left third", () => {
    expect(dropdownGeometry(triggerAt(300), desktop, 1).align).toBe("left");
  });
  it("is centred for a trigger in the middle third", () => {
    expect(dropdownGeometry(triggerAt(640), desktop, 2).align).toBe("center");
  });
  it("is right-aligned for a trigger in the right third", () => {
    expect(dropdownGeometry(triggerAt(1000), desktop, 1).align).toBe("right");
  });
  it("moves to another alignment when the preferred one would cross the window's edge", () => {
    const narrow = { width: 800, height: 800 };
    // Middle third, but a centred 520 px panel would end past the right margin: right-aligned.
    expect(dropdownGeometry({ left: 510, right: 550, bottom: 56 }, narrow, 2).align).toBe("right");
    // Middle third, but a centred panel would start inside the left margin: left-aligned.
    expect(dropdownGeometry({ left: 250, right: 290, bottom: 56 }, narrow, 2).align).toBe("left");
  });
  it("keeps the position's choice when nothing fits", () => {
    const tiny = { width: 300, height: 800 };
    expect(dropdownGeometry({ left: 0, right: 10, bottom: 56 }, tiny, 2).align).toBe("left");
  });
});

describe("dropdown maximum height", () => {
  it("is 600 px when there is room below the trigger", () => {
    expect(dropdownGeometry(triggerAt(640, 56), { width: 1280, height: 1000 }, 1).maxHeight).toBe(600);
  });
  it("is the space below the trigger when that is smaller", () => {
    const geometry = dropdownGeometry(triggerAt(640, 56), { width: 1280, height: 500 }, 1);
    expect(geometry.maxHeight).toBe(500 - 56 - TRIGGER_GAP_PX - VIEWPORT_MARGIN_PX);
  });
  it("keeps a scrollable minimum in a very short window", () => {
    expect(dropdownGeometry(triggerAt(640, 56), { width: 1280, height: 120 }, 1).maxHeight).toBe(
      DROPDOWN_MIN_HEIGHT_PX,
    );
  });
});

describe("spec §8: geometry failure falls back to left alignment and 600 px", () => {
  const expected = { align: "left", maxHeight: 600 };
  it("without a trigger or a viewport", () => {
    expect(dropdownGeometry(null, desktop, 1)).toMatchObject(expected);
    expect(dropdownGeometry(triggerAt(640), undefined, 2)).toMatchObject({ ...expected, width: 520 });
  });
  it("with NaN or infinite measurements", () => {
    expect(dropdownGeometry({ left: Number.NaN, right: 10, bottom: 5 }, desktop, 1)).toMatchObject(expected);
    expect(dropdownGeometry(triggerAt(640), { width: Infinity, height: 800 }, 1)).toMatchObject(expected);
    expect(dropdownGeometry(triggerAt(640, Number.NaN), desktop, 1)).toMatchObject(expected);
  });
  it("with an empty window or an inverted box", () => {
    expect(dropdownGeometry(triggerAt(640), { width: 0, height: 0 }, 1)).toMatchObject(expected);
    expect(dropdownGeometry({ left: 100, right: 50, bottom: 56 }, desktop, 1)).toMatchObject(expected);
  });
  it("keeps the width rule in the fallback", () => {
    expect(fallbackGeometry(1)).toEqual({ align: "left", width: 320, columns: 1, maxHeight: 600 });
    expect(fallbackGeometry(2)).toEqual({ align: "left", width: 520, columns: 2, maxHeight: 600 });
  });
});

describe("scroll threshold", () => {
  it("turns translucent only past 10 px", () => {
    expect(isScrolledPastThreshold(0)).toBe(false);
    expect(isScrolledPastThreshold(10)).toBe(false);
    expect(isScrolledPastThreshold(11)).toBe(true);
    expect(isScrolledPastThreshold(Number.NaN)).toBe(false);
  });
});
