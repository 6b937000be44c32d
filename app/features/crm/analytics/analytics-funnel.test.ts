import { describe, expect, it } from "vitest";
import { funnelSteps, intentCounts, isQuoteLead, leadQualityRatio, rate } from "./analytics-funnel.ts";

describe("funnelSteps", () => {
  it("gives each step its count, its share of the previous step and of the visits", () => {
    expect(funnelSteps({ visitors: 200, leads: 10, quotes: 4, won: 1 })).toEqual([
      { key: "visitors", count: 200, stepRate: null, overallRate: null },
      { key: "leads", count: 10, stepRate: 0.05, overallRate: 0.05 },
      { key: "quotes", count: 4, stepRate: 0.4, overallRate: 0.02 },
      { key: "won", count: 1, stepRate: 0.25, overallRate: 0.005 },
    ]);
  });

  it("has no rate after an empty step", () => {
    const steps = funnelSteps({ visitors: 0, leads: 2, quotes: 0, won: 0 });
    expect(steps.map((s) => s.stepRate)).toEqual([null, null, 0, null]);
    expect(steps.map((s) => s.overallRate)).toEqual([null, null, null, null]);
  });
});

describe("isQuoteLead", () => {
  it("counts quote requests, leads at proposal sent or later, and leads with an issued proposal", () => {
    expect(isQuoteLead({ type: "quote", stage: "new", hasIssuedProposal: false })).toBe(true);
    expect(isQuoteLead({ type: "contact", stage: "proposal_sent", hasIssuedProposal: false })).toBe(true);
    expect(isQuoteLead({ type: "demo", stage: "negotiation", hasIssuedProposal: false })).toBe(true);
    expect(isQuoteLead({ type: "chatbot", stage: "won", hasIssuedProposal: false })).toBe(true);
    expect(isQuoteLead({ type: "contact", stage: "lost", hasIssuedProposal: true })).toBe(true);
    expect(isQuoteLead({ type: "contact", stage: "lost", hasIssuedProposal: false })).toBe(false);
    expect(isQuoteLead({ type: "demo", stage: "demo_booked", hasIssuedProposal: false })).toBe(false);
  });
});

describe("leadQualityRatio", () => {
  it("counts warm, cold and unrated chatbot leads and the share of warm ones", () => {
    expect(
      leadQualityRatio([
        { quality: "warm", count: 3 },
        { quality: "cold", count: 1 },
        { quality: null, count: 2 },
      ]),
    ).toEqual({ warm: 3, cold: 1, unknown: 2, warmShare: 0.75 });
    expect(leadQualityRatio([])).toEqual({ warm: 0, cold: 0, unknown: 0, warmShare: null });
  });
});

describe("intentCounts", () => {
  it("sums the events' intents, most frequent first, and skips unreadable properties", () => {
    expect(
      intentCounts([
        { props: '{"action":"chat_intent","intent":"demo_request"}', count: 2 },
        { props: '{"intent":"pricing_inquiry","action":"chat_intent"}', count: 3 },
        { props: '{"action":"chat_intent","intent":"pricing_inquiry"}', count: 1 },
        { props: '{"action":"chat_intent","intent":"contact_request"}', count: 2 },
        { props: '{"action":"chat_intent"}', count: 5 },
        { props: "not json", count: 1 },
        { props: null, count: 1 },
        { props: '{"intent":"<script>"}', count: 1 },
      ]),
    ).toEqual([
      { intent: "pricing_inquiry", count: 4 },
      { intent: "contact_request", count: 2 },
      { intent: "demo_request", count: 2 },
    ]);
  });

  it("divides only by a positive whole", () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(1, 0)).toBeNull();
  });
});
