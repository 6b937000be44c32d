import { describe, expect, it } from "vitest";
import { canMoveTo, isOrderStage, nextStage, orderTimeline } from "./timeline.ts";

describe("order timeline", () => {
  it("moves one step at a time, forward only", () => {
    expect(nextStage("received")).toBe("validated");
    expect(nextStage("setting_up")).toBe("active");
    expect(nextStage("active")).toBeNull();
    expect(canMoveTo("received", "validated")).toBe(true);
    expect(canMoveTo("received", "active")).toBe(false);
    expect(canMoveTo("validated", "received")).toBe(false);
    expect(canMoveTo("validated", "validated")).toBe(false);
  });

  it("knows its stages", () => {
    expect(isOrderStage("setting_up")).toBe(true);
    expect(isOrderStage("pending")).toBe(false);
  });

  it("lists every step with when and by whom it was reached", () => {
    const steps = orderTimeline("validated", [
      { stage: "received", at: "2026-11-26T10:00:00.000Z", actor: null },
      { stage: "validated", at: "2026-11-26T11:00:00.000Z", actor: "Alex Direction" },
    ]);
    expect(steps.map((s) => [s.stage, s.reached, s.current])).toEqual([
      ["received", true, false],
      ["validated", true, true],
      ["setting_up", false, false],
      ["active", false, false],
    ]);
    expect(steps[1]).toMatchObject({ actor: "Alex Direction", at: "2026-11-26T11:00:00.000Z" });
    expect(steps[2]).toMatchObject({ at: null, actor: null });
  });
});
