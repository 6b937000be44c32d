import { describe, expect, it } from "vitest";
import { ANALYTICS_LIMITS, AnalyticsBatchSchema, isAudiencePath } from "./events.ts";

const event = (overrides: Record<string, unknown> = {}) => ({
  type: "user-action",
  name: "demo_play",
  path: "/",
  props: { action: "demo_play", location: "home_hero" },
  ...overrides,
});

describe("AnalyticsBatchSchema", () => {
  it("accepts a batch of the client's events", () => {
    const parsed = AnalyticsBatchSchema.parse({
      events: [
        event(),
        event({ type: "page-view", name: "page-view", path: "/en/pricing", props: undefined }),
      ],
    });
    expect(parsed.events).toHaveLength(2);
    expect(parsed.events[0]?.props).toEqual({ action: "demo_play", location: "home_hero" });
  });

  it("refuses unknown types, empty or oversized batches, and foreign or queried paths", () => {
    const bad = (events: unknown) => AnalyticsBatchSchema.safeParse({ events }).success;
    expect(bad([event({ type: "purchase" })])).toBe(false);
    expect(bad([])).toBe(false);
    expect(bad(Array.from({ length: ANALYTICS_LIMITS.batch + 1 }, () => event()))).toBe(false);
    expect(bad(Array.from({ length: ANALYTICS_LIMITS.batch }, () => event()))).toBe(true);
    expect(bad([event({ path: "https://evil.example/" })])).toBe(false);
    expect(bad([event({ path: "//evil.example/" })])).toBe(false);
    expect(bad([event({ path: "/contact?email=a@b.fr" })])).toBe(false);
    expect(bad([event({ name: " " })])).toBe(false);
    expect(bad([event({ name: "x".repeat(ANALYTICS_LIMITS.nameLength + 1) })])).toBe(false);
    expect(AnalyticsBatchSchema.safeParse("events").success).toBe(false);
  });

  it("limits the properties in number, key and length, and allows only plain values", () => {
    const ok = (props: unknown) => AnalyticsBatchSchema.safeParse({ events: [event({ props })] }).success;
    const many = Object.fromEntries(
      Array.from({ length: ANALYTICS_LIMITS.props + 1 }, (_, i) => [`k${i}`, i]),
    );
    expect(ok(many)).toBe(false);
    expect(ok({ note: "x".repeat(ANALYTICS_LIMITS.propValueLength + 1) })).toBe(false);
    expect(ok({ ["k".repeat(ANALYTICS_LIMITS.propKeyLength + 1)]: 1 })).toBe(false);
    expect(ok({ "bad key": 1 })).toBe(false);
    expect(ok({ nested: { a: 1 } })).toBe(false);
    expect(ok({ studentCount: 450, warm: true, intent: "pricing" })).toBe(true);
  });

  it("drops property values that look like an e-mail address", () => {
    const parsed = AnalyticsBatchSchema.parse({
      events: [event({ props: { action: "chat_lead_sent", email: "jeanne@lycee.fr" } })],
    });
    expect(parsed.events[0]?.props).toEqual({ action: "chat_lead_sent" });
  });
});

describe("isAudiencePath", () => {
  it("leaves out the admin CRM in both languages", () => {
    expect(isAudiencePath("/admin")).toBe(false);
    expect(isAudiencePath("/en/admin/analytics")).toBe(false);
    expect(isAudiencePath("/administration-scolaire")).toBe(true);
    expect(isAudiencePath("/en/pricing")).toBe(true);
  });
});
