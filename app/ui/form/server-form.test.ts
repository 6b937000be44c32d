import { describe, expect, it } from "vitest";
import { formIntents } from "./server-form.tsx";

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
