/**
 * Writes the web app manifest's icons into public/icons/ (issue 9): the brand mark (a graduation
 * cap on the brand blue, as the favicon) at 192 and 512 pixels, and a 512-pixel maskable variant
 * whose mark stays inside the central safe zone. Rendered from SVG by the system's Chromium, like
 * tools/images/generate-images.ts; the PNG files are committed.
 *
 *   node tools/images/generate-app-icons.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { C, icon } from "./svg-kit.ts";

const outDir = path.resolve(import.meta.dirname, "../..", "public", "icons");

/**
 * The mark on a square of `size` pixels. `radius` rounds the corners (transparent outside);
 * `scale` is the cap's share of the side: 0.64 as the favicon, smaller for a maskable icon, whose
 * outer ring may be cut to a circle or a squircle by the system.
 */
export function appIconSvg(size: number, radius: number, scale: number): string {
  const cap = size * scale;
  const offset = (size - cap) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${C.brand}"/>` +
    icon("graduation-cap", offset, offset, cap, "#ffffff", 2.2) +
    `</svg>`
  );
}

const ICONS = [
  { file: "icon-192.png", size: 192, svg: appIconSvg(192, 42, 0.64), transparent: true },
  { file: "icon-512.png", size: 512, svg: appIconSvg(512, 112, 0.64), transparent: true },
  { file: "icon-maskable-512.png", size: 512, svg: appIconSvg(512, 0, 0.5), transparent: false },
] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    mkdirSync(outDir, { recursive: true });
    for (const { file, size, svg, transparent } of ICONS) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent"><img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
      const png = await page.screenshot({
        clip: { x: 0, y: 0, width: size, height: size },
        omitBackground: transparent,
        type: "png",
      });
      writeFileSync(path.join(outDir, file), png);
      console.log(`public/icons/${file}: ${size}×${size}`);
    }
  } finally {
    await browser.close();
  }
}
