import { describe, expect, it } from "vitest";
import { formIntents, replyFitsRow } from "./server-form.tsx";

describe("formIntents", () => {
  it("is the form's own intent, posted in its hidden field", () => {
    expect(formIntents("note", undefined)).toEqual(["note"]);
  });

  it("stays the form's intent when its buttons post another field (a decision)", () => {
    const choices = { name: "decision", options: [{ value: "accept" }, { value: "refuse" }] };
    expect(formIntents("request.decide", choices)).toEqual(["request.decide"]);
  });

  it("is each button's value when the buttons post the intent (a draft saved or issued)", () => {
    const choices = { name: "intent", options: [{ value: "proposal.save" }, { value: "proposal.issue" }] };
    expect(formIntents("proposal.save", choices)).toEqual(["proposal.save", "proposal.issue"]);
  });
});

describe("replyFitsRow", () => {
  it("gives a row's answer to that row's form only", () => {
    const values = { intent: "order-advance", orderId: "o-2", stage: "paid" };
    expect(replyFitsRow(values, { orderId: "o-2", stage: "paid" })).toBe(true);
    expect(replyFitsRow(values, { orderId: "o-1", stage: "paid" })).toBe(false);
  });

  it("gives an answer that names no row to the form (a form of its own, a success)", () => {
    expect(replyFitsRow(undefined, { orderId: "o-1" })).toBe(true);
    expect(replyFitsRow({ note: "typed" }, { orderId: "o-1" })).toBe(true);
    expect(replyFitsRow({ orderId: "o-1" }, undefined)).toBe(true);
  });
});
