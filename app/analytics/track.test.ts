import { afterEach, describe, expect, it, vi } from "vitest";
import { track } from "./track.ts";

describe("track", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("does nothing on the server or without a global analytics function", () => {
    expect(() => track("user-action", { action: "demo_play" })).not.toThrow();
    vi.stubGlobal("window", {});
    expect(() => track("user-action", { action: "demo_play" })).not.toThrow();
  });

  it("hands the event to the global analytics function", () => {
    const fn = vi.fn();
    vi.stubGlobal("window", { analytics: { track: fn } });
    track("user-action", { action: "demo_play" });
    expect(fn).toHaveBeenCalledWith("user-action", { action: "demo_play" });
  });

  it("swallows errors thrown by the analytics function", () => {
    vi.stubGlobal("window", {
      analytics: {
        track: () => {
          throw new Error("blocked");
        },
      },
    });
    expect(() => track("user-action", { action: "demo_play" })).not.toThrow();
  });
});
