import { describe, expect, it } from "vitest";
import { countItems, groupByImpact, type ViolationLike } from "./violations.ts";

const rule = (
  id: string,
  impact: string | null,
  nodes: ViolationLike<string>["nodes"],
): ViolationLike<string> => ({
  id,
  impact,
  help: `help of ${id}`,
  nodes,
});

describe("groupByImpact", () => {
  it("orders groups from critical to minor and leaves out empty impacts", () => {
    const groups = groupByImpact([
      rule("region", "moderate", [{ target: ["footer > p"], element: "p" }]),
      rule("link-name", "serious", [{ target: ["a.icon"], element: "a" }]),
      rule("image-alt", "critical", [{ target: ["img"], element: "img" }]),
    ]);
    expect(groups.map((g) => g.impact)).toEqual(["critical", "serious", "moderate"]);
  });

  it("lists one item per element, in rule order then page order, with the rule's help", () => {
    const groups = groupByImpact([
      rule("image-alt", "critical", [
        { target: ["#a"], element: "first" },
        { target: ["#b"], element: "second" },
      ]),
      rule("button-name", "critical", [{ target: ["#c"], element: "third" }]),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.items.map((i) => [i.key, i.ruleId, i.target, i.element, i.help])).toEqual([
      ["image-alt-0", "image-alt", "#a", "first", "help of image-alt"],
      ["image-alt-1", "image-alt", "#b", "second", "help of image-alt"],
      ["button-name-0", "button-name", "#c", "third", "help of button-name"],
    ]);
  });

  it("files an element under its own impact when it differs from its rule's", () => {
    const groups = groupByImpact([
      rule("color-contrast", "serious", [
        { target: ["#low"], impact: "serious" },
        { target: ["#close"], impact: "minor" },
      ]),
    ]);
    expect(groups.map((g) => [g.impact, g.items.map((i) => i.target)])).toEqual([
      ["serious", ["#low"]],
      ["minor", ["#close"]],
    ]);
  });

  it("counts a rule without a known impact as minor", () => {
    const groups = groupByImpact([
      rule("custom", null, [{ target: ["div"] }]),
      rule("odd", "unknown", [{ target: ["p"] }]),
    ]);
    expect(groups.map((g) => [g.impact, g.items.length])).toEqual([["minor", 2]]);
  });

  it("writes nested targets (shadow DOM, frames) as one selector path", () => {
    const [group] = groupByImpact([
      rule("label", "critical", [{ target: ["iframe#pay", ["my-card", "input"]] }]),
    ]);
    expect(group!.items[0]!.target).toBe("iframe#pay my-card input");
  });

  it("gives no group for a clean page", () => {
    expect(groupByImpact([])).toEqual([]);
  });
});

describe("countItems", () => {
  it("adds up the elements of every group", () => {
    const groups = groupByImpact([
      rule("image-alt", "critical", [{ target: ["#a"] }, { target: ["#b"] }]),
      rule("link-name", "serious", [{ target: ["#c"] }]),
    ]);
    expect(countItems(groups)).toBe(3);
    expect(countItems([])).toBe(0);
  });
});
