import { describe, expect, it } from "vitest";
import { handoverHref } from "#app/features/chat/engine.ts";
import { handoverPrefill } from "./handover-prefill.ts";

const paramsOf = (href: string) => new URL(href, "https://ga.example").searchParams;

describe("hand-over prefill", () => {
  it("fills the contact form from the assistant's hand-over link", () => {
    const href = handoverHref(
      "contact",
      { preferredLanguage: "fr", institution: "Lycée Voltaire", studentCount: 850, interests: [] },
      "fr",
    );
    const values = handoverPrefill(paramsOf(href), "contact");
    expect(values.institution).toBe("Lycée Voltaire");
    expect(values.message).toContain("850");
    expect(values.students).toBeUndefined();
  });

  it("fills the demo form with the institution, the students and the message", () => {
    const href = handoverHref(
      "demo",
      { preferredLanguage: "en", institution: "CFA du Rhône", studentCount: 1200, interests: [] },
      "en",
    );
    expect(handoverPrefill(paramsOf(href), "demo")).toMatchObject({
      institution: "CFA du Rhône",
      students: "1200",
    });
  });

  it("drops malformed or oversized values and control characters", () => {
    const values = handoverPrefill(
      new URLSearchParams({ institution: `  A\u0000B${"x".repeat(500)}`, students: "-4", message: "   " }),
      "demo",
    );
    expect(values.institution).toBe(`AB${"x".repeat(198)}`);
    expect(values.students).toBeUndefined();
    expect(values.message).toBeUndefined();
    expect(handoverPrefill(new URLSearchParams("students=9999999"), "demo").students).toBeUndefined();
    expect(handoverPrefill(new URLSearchParams(""), "contact")).toEqual({});
  });
});
