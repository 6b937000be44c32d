import { describe, expect, it } from "vitest";
import { canMove, checkTransition, nextStages } from "./pipeline.ts";

describe("lead pipeline", () => {
  it("moves forward, skipping stages if needed, and back by one step", () => {
    expect(canMove("new", "qualified")).toBe(true);
    expect(canMove("new", "proposal_sent")).toBe(true);
    expect(canMove("proposal_sent", "negotiation")).toBe(true);
    expect(canMove("negotiation", "proposal_sent")).toBe(true);
    expect(canMove("negotiation", "new")).toBe(false);
    expect(canMove("qualified", "qualified")).toBe(false);
  });

  it("wins or loses from any open stage and only reopens a closed lead as qualified", () => {
    expect(canMove("new", "won")).toBe(true);
    expect(canMove("demo_booked", "lost")).toBe(true);
    expect(nextStages("won")).toEqual(["qualified"]);
    expect(nextStages("lost")).toEqual(["qualified"]);
    expect(canMove("won", "lost")).toBe(false);
  });

  it("needs a reason to lose a lead", () => {
    expect(checkTransition("qualified", "lost")).toBe("lostReasonRequired");
    expect(checkTransition("qualified", "lost", "   ")).toBe("lostReasonRequired");
    expect(checkTransition("qualified", "lost", "x".repeat(501))).toBe("lostReasonTooLong");
    expect(checkTransition("qualified", "lost", "Budget gelé")).toBeNull();
    expect(checkTransition("qualified", "won")).toBeNull();
    expect(checkTransition("won", "negotiation")).toBe("stageNotAllowed");
  });

  it("lists the next stages in pipeline order", () => {
    expect(nextStages("new")).toEqual([
      "qualified",
      "demo_booked",
      "proposal_sent",
      "negotiation",
      "won",
      "lost",
    ]);
    expect(nextStages("proposal_sent")).toEqual(["demo_booked", "negotiation", "won", "lost"]);
  });
});
