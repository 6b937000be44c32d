import { describe, expect, it } from "vitest";
import { EXPIRY_MARGIN_TICKS, REFRESH_TICK_MS, shouldRefreshSession } from "./session-refresh.ts";

describe("session refresh (spec §9: tick 30 s, margin 3 ticks)", () => {
  const now = 1_800_000_000_000;

  it("uses the spec's constants", () => {
    expect(REFRESH_TICK_MS).toBe(30_000);
    expect(EXPIRY_MARGIN_TICKS).toBe(3);
  });

  it("renews only within the last three ticks before expiry", () => {
    expect(shouldRefreshSession(now + 91_000, now, true)).toBe(false);
    expect(shouldRefreshSession(now + 90_000, now, true)).toBe(true);
    expect(shouldRefreshSession(now - 1, now, true)).toBe(true);
  });

  it("pauses while the page is hidden", () => {
    expect(shouldRefreshSession(now + 10_000, now, false)).toBe(false);
  });
});
