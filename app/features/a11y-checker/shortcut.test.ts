import { describe, expect, it } from "vitest";
import { isA11yCheckerShortcut } from "./shortcut.ts";

const keys = { ctrlKey: false, shiftKey: false, altKey: false, metaKey: false };

describe("isA11yCheckerShortcut", () => {
  it("matches Ctrl+Shift+A, whatever the letter's case", () => {
    expect(isA11yCheckerShortcut({ ...keys, ctrlKey: true, shiftKey: true, key: "A" })).toBe(true);
    expect(isA11yCheckerShortcut({ ...keys, ctrlKey: true, shiftKey: true, key: "a" })).toBe(true);
  });

  it("leaves other combinations to the browser and the page", () => {
    expect(isA11yCheckerShortcut({ ...keys, ctrlKey: true, key: "a" })).toBe(false);
    expect(isA11yCheckerShortcut({ ...keys, shiftKey: true, key: "A" })).toBe(false);
    expect(isA11yCheckerShortcut({ ...keys, ctrlKey: true, shiftKey: true, altKey: true, key: "A" })).toBe(
      false,
    );
    expect(isA11yCheckerShortcut({ ...keys, metaKey: true, ctrlKey: true, shiftKey: true, key: "A" })).toBe(
      false,
    );
    expect(isA11yCheckerShortcut({ ...keys, ctrlKey: true, shiftKey: true, key: "K" })).toBe(false);
  });
});
