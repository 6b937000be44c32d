import { describe, expect, it } from "vitest";
import { fieldsFromAddress, preselection } from "./quote-preselection.ts";

describe("quote preselection", () => {
  it("preselects an offer from its button", () => {
    expect(preselection(new URLSearchParams("offer=learning-platform"))).toEqual({
      values: { establishments: "1", offer: "learning-platform" },
      fromCalculator: false,
    });
  });

  it("takes the calculator's whole selection", () => {
    const r = preselection(
      new URLSearchParams(
        "offer=premium&students=450&modules=12&establishments=3&addons=creche,priority-support&countries=2",
      ),
    );
    expect(r).toEqual({
      values: {
        offer: "premium",
        students: "450",
        moduleCount: "12",
        establishments: "3",
        countries: "2",
        addons: ["creche", "priority-support"],
      },
      fromCalculator: true,
    });
  });

  it("names the fields the address chose, which win over a restored draft", () => {
    expect(fieldsFromAddress(new URLSearchParams("offer=premium"))).toEqual(["offer"]);
    expect(fieldsFromAddress(new URLSearchParams("plan=excellence"))).toEqual(["offer"]);
    expect(
      fieldsFromAddress(
        new URLSearchParams("offer=premium&students=450&establishments=3&addons=creche"),
      ).sort(),
    ).toEqual(["addons", "establishments", "offer", "students"]);
    expect(fieldsFromAddress(new URLSearchParams(""))).toEqual([]);
    expect(fieldsFromAddress(new URLSearchParams("offer=gold&students=-3"))).toEqual([]);
  });

  it("ignores what it does not know", () => {
    const r = preselection(
      new URLSearchParams("offer=gold&students=-3&modules=99&addons=jetpack&establishments=abc"),
    );
    expect(r).toEqual({ values: { establishments: "1" }, fromCalculator: false });
  });
});
