import { describe, expect, it } from "vitest";
import { lt } from "#content/localized.ts";
import { resolveWithIcons } from "./resolve-with-icons.ts";

describe("resolveWithIcons", () => {
  it("keeps one language and turns icon names into hidden SVG markup", () => {
    const out = resolveWithIcons(
      { icon: "wallet" as const, items: [{ icon: "users" as const, title: lt("Élèves", "Students") }] },
      "en",
    );
    expect(out.icon.__html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    // Filling the span that sizes it, drawn from the sprite.
    expect(out.icon.__html).toContain('class="icon size-full"');
    expect(out.icon.__html).toMatch(/<use href="[^"]*#wallet"/);
    expect(out.items[0]?.icon.__html).toContain("<svg");
    expect(out.items[0]?.title).toBe("Students");
  });

  it("refuses an icon outside the registry", () => {
    expect(() => resolveWithIcons({ icon: "no-such-icon" }, "fr")).toThrow('Unknown icon "no-such-icon"');
  });
});
