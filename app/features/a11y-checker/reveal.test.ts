import { describe, expect, it } from "vitest";
import { revealScrollY, type Box } from "./reveal.ts";

const box = (top: number, bottom: number, left = 0, right = 100): Box => ({ top, bottom, left, right });
const base = { headerBottom: 64, viewportHeight: 800, scrollY: 1000, maxScrollY: 5000, panel: null };

describe("revealScrollY", () => {
  it("centres the element between the sticky header and the bottom of the window", () => {
    // Band 64–800 (736 px); a 100 px element is centred 318 px below the header.
    expect(revealScrollY({ ...base, element: box(2000, 2100) })).toBe(1000 + 2000 - 64 - 318);
  });

  it("centres above a panel covering the bottom of the screen (phone)", () => {
    const panel = box(400, 790, 8, 382);
    const element = box(600, 640, 20, 200);
    // Band 64–400 (336 px): the 40 px element sits 148 px below the header.
    expect(revealScrollY({ ...base, element, panel })).toBe(1000 + 600 - 64 - 148);
  });

  it("ignores a panel beside the element (large screen)", () => {
    const panel = box(300, 784, 900, 1316);
    expect(revealScrollY({ ...base, element: box(600, 640, 100, 400), panel })).toBe(1000 + 600 - 64 - 348);
  });

  it("ignores a panel that leaves too little room above it", () => {
    const panel = box(120, 790, 0, 400);
    expect(revealScrollY({ ...base, element: box(600, 640), panel })).toBe(1000 + 600 - 64 - 348);
  });

  it("aligns an element taller than the band with the band's top", () => {
    expect(revealScrollY({ ...base, element: box(900, 2500) })).toBe(1000 + 900 - 64);
  });

  it("stays within the page", () => {
    expect(revealScrollY({ ...base, scrollY: 0, element: box(100, 140) })).toBe(0);
    expect(revealScrollY({ ...base, scrollY: 4900, maxScrollY: 5000, element: box(700, 740) })).toBe(5000);
  });
});
