import { describe, expect, it } from "vitest";
import { draftWithout } from "./use-draft.ts";

describe("form drafts", () => {
  it("leaves out of a restore the fields the page's address chose", () => {
    const draft = { offer: ["enterprise"], institution: ["Collège Jean Moulin"], modules: [] };
    expect(draftWithout(draft, ["offer"])).toEqual({ institution: ["Collège Jean Moulin"], modules: [] });
    expect(draftWithout(draft, [])).toEqual(draft);
    expect(draftWithout(draft, ["students"])).toEqual(draft);
  });
});
