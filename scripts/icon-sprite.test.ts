import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSprite, iconNamesIn, SPRITE_FILE, spriteOf, symbolOf } from "./icon-sprite.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("icon sprite", () => {
  it("draws a symbol from lucide's elements, without React keys, escaping attribute values", () => {
    expect(
      symbolOf("x", [
        ["path", { d: "M18 6 6 18", key: "1bl5f8" }],
        ["circle", { cx: 12, cy: 12, r: 10, key: "abc" }],
      ]),
    ).toBe(
      '<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><circle cx="12" cy="12" r="10"/></symbol>',
    );
    expect(symbolOf("q", [["path", { d: 'a"b<c&', key: "k" }]])).toContain('d="a&quot;b&lt;c&amp;"');
  });

  it("wraps symbols in one SVG document", () => {
    const sprite = spriteOf([{ name: "x", node: [["path", { d: "M1 1", key: "k" }]] }]);
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(sprite).toContain('<symbol id="x"');
    expect(sprite.trimEnd().endsWith("</svg>")).toBe(true);
  });

  it("knows the icons the site uses (menus, forms, chat)", () => {
    const names = iconNamesIn(path.join(root, "app"));
    expect(names).toEqual(expect.arrayContaining(["graduation-cap", "mail", "x", "menu", "chevron-down"]));
    expect(names).toEqual([...new Set(names)].sort());
  });

  it("is up to date with the code (run `npm run icons` after adding an icon)", async () => {
    expect(readFileSync(path.join(root, SPRITE_FILE), "utf8")).toBe(await buildSprite(root));
  });
});
