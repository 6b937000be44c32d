import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsEvent, AnalyticsProps } from "./track.ts";

/** A minimal browser: the page's path, its listeners, `sendBeacon` and `fetch`. */
function fakeBrowser(options: { analytics?: unknown; beacon?: boolean } = {}) {
  const listeners: Record<string, (() => void)[]> = {};
  const on = (type: string, fn: () => void) => (listeners[type] ??= []).push(fn);
  const document = { visibilityState: "visible", addEventListener: on };
  const sendBeacon = vi.fn((_url: string, _body: string) => options.beacon ?? true);
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(null, { status: 204 })),
  );
  const location = { pathname: "/tarification" };
  vi.stubGlobal("window", { analytics: options.analytics, addEventListener: on });
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", location);
  vi.stubGlobal("navigator", { sendBeacon });
  vi.stubGlobal("fetch", fetch);
  return {
    sendBeacon,
    fetch,
    location,
    fire(type: "pagehide" | "visibilitychange", state: "visible" | "hidden" = "hidden") {
      document.visibilityState = state;
      for (const fn of listeners[type] ?? []) fn();
    },
    /** The events of the n-th beacon. */
    beaconEvents(n = 0) {
      return (JSON.parse(sendBeacon.mock.calls[n]![1]) as { events: unknown[] }).events;
    },
  };
}

let track: (event: AnalyticsEvent, props?: AnalyticsProps) => void;
let BATCH_SIZE: number;

beforeEach(async () => {
  vi.resetModules();
  ({ track, BATCH_SIZE } = await import("./track.ts"));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("track", () => {
  it("does nothing on the server", () => {
    expect(() => track("user-action", { action: "demo_play" })).not.toThrow();
  });

  it("hands the event to the global analytics function and queues it for the endpoint", () => {
    const fn = vi.fn();
    const browser = fakeBrowser({ analytics: { track: fn } });
    track("user-action", { action: "demo_play" });
    expect(fn).toHaveBeenCalledWith("user-action", { action: "demo_play" });
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    browser.fire("pagehide");
    expect(browser.sendBeacon).toHaveBeenCalledWith("/api/events", expect.any(String));
    expect(browser.beaconEvents()).toEqual([
      { type: "user-action", name: "demo_play", path: "/tarification", props: { action: "demo_play" } },
    ]);
  });

  it("sends the queue once when the page is hidden, and names events after their type by default", () => {
    const browser = fakeBrowser();
    track("page-view");
    browser.location.pathname = "/en/contact";
    track("form", { name: "form_submitted", form: "contact" });
    browser.fire("visibilitychange", "visible");
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    browser.fire("visibilitychange", "hidden");
    browser.fire("pagehide");
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1);
    expect(browser.beaconEvents()).toEqual([
      { type: "page-view", name: "page-view", path: "/tarification" },
      {
        type: "form",
        name: "form_submitted",
        path: "/en/contact",
        props: { name: "form_submitted", form: "contact" },
      },
    ]);
  });

  it("sends a full batch at once with fetch keepalive, and falls back to it when the beacon is refused", () => {
    const browser = fakeBrowser({ beacon: false });
    for (let i = 0; i < BATCH_SIZE; i++) track("user-action", { action: "chat_opened" });
    expect(browser.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = browser.fetch.mock.calls[0]!;
    expect(url).toBe("/api/events");
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect((JSON.parse(init.body as string) as { events: unknown[] }).events).toHaveLength(BATCH_SIZE);
    track("page-view");
    browser.fire("pagehide");
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1);
    expect(browser.fetch).toHaveBeenCalledTimes(2);
  });

  it("swallows errors thrown by the analytics function and still queues the event", () => {
    const browser = fakeBrowser({
      analytics: {
        track: () => {
          throw new Error("blocked");
        },
      },
    });
    expect(() => track("user-action", { action: "demo_play" })).not.toThrow();
    browser.fire("pagehide");
    expect(browser.beaconEvents()).toHaveLength(1);
  });
});
