import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

describe("precompress", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("writes brotli and gzip twins of text files large enough to gain, and only those", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ga-precompress-"));
    dirs.push(dir);
    mkdirSync(path.join(dir, "assets"));
    const script = "export const x = 1;\n".repeat(200);
    writeFileSync(path.join(dir, "assets", "app.js"), script);
    writeFileSync(path.join(dir, "assets", "tiny.css"), "a{}");
    writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(4096));
    const result = precompress(dir);
    expect(result.files).toBe(1);
    const file = path.join(dir, "assets", "app.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, "assets", "tiny.css.br"))).toBe(false);
    expect(existsSync(path.join(dir, "photo.png.br"))).toBe(false);
  });
});
