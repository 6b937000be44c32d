import { describe, expect, it } from "vitest";
import { pngSize, pngToIco } from "./ico.ts";

// A 1 × 1 transparent PNG.
const PNG_1x1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

describe("pngToIco", () => {
  it("writes the ICO header, one directory entry and the PNG data", () => {
    const ico = pngToIco([{ size: 32, png: PNG_1x1 }]);
    const view = new DataView(ico.buffer);
    expect(view.getUint16(0, true)).toBe(0);
    expect(view.getUint16(2, true)).toBe(1);
    expect(view.getUint16(4, true)).toBe(1);
    expect(ico[6]).toBe(32);
    expect(ico[7]).toBe(32);
    expect(view.getUint16(12, true)).toBe(32);
    expect(view.getUint32(14, true)).toBe(PNG_1x1.length);
    expect(view.getUint32(18, true)).toBe(22);
    expect(ico.slice(22)).toEqual(PNG_1x1);
  });

  it("writes 256-pixel sizes as zero", () => {
    const ico = pngToIco([{ size: 256, png: PNG_1x1 }]);
    expect(ico[6]).toBe(0);
  });
});

describe("pngSize", () => {
  it("reads the dimensions of a PNG", () => {
    expect(pngSize(PNG_1x1)).toEqual({ width: 1, height: 1 });
  });

  it("rejects other files", () => {
    expect(() => pngSize(new Uint8Array(24))).toThrow("Not a PNG");
  });
});
