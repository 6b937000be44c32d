import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pwaNamespace } from "../app/features/pwa/locales.ts";
import { MAX_PRECACHED_BYTES, offlinePageHtml, precacheList } from "./build-service-worker.ts";

describe("precacheList", () => {
  let dir: string;
  const files = [
    "assets/entry.client-BX1nq0aZ.js",
    "assets/root-Cq8v3ZkT.css",
    "assets/chat-panel-BW_STmhe.js",
    "assets/chat-panel-BW_STmhe.js.br",
    "assets/chat-panel-BW_STmhe.js.gz",
    "offline/fr.html",
    "offline/en.html",
    "manifest.webmanifest",
    "icons/icon-192.png",
    "favicon.svg",
    "favicon.ico",
    "sw.js",
    "images/og-fr.png",
    "images/home/hero.svg",
    "downloads/brochure-ga-fr.pdf",
  ];

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "ga-precache-"));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `/* ${file} */`);
    }
    writeFileSync(path.join(dir, "assets/axe-DPh4tIhb.js"), "x".repeat(MAX_PRECACHED_BYTES + 1));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists hashed code, offline pages, manifest and icons; never images, downloads, twins or huge chunks", async () => {
    const list = await precacheList(dir);
    expect(list.map((e) => e.url).sort()).toEqual(
      [
        "assets/chat-panel-BW_STmhe.js",
        "assets/entry.client-BX1nq0aZ.js",
        "assets/root-Cq8v3ZkT.css",
        "favicon.svg",
        "icons/icon-192.png",
        "manifest.webmanifest",
        "offline/en.html",
        "offline/fr.html",
      ].sort(),
    );
  });

  it("revisions unhashed files only", async () => {
    const list = await precacheList(dir);
    const revision = (url: string) => list.find((e) => e.url === url)?.revision;
    expect(revision("assets/entry.client-BX1nq0aZ.js")).toBeNull();
    expect(revision("offline/fr.html")).toMatch(/^[0-9a-f]{32}$/);
    expect(revision("manifest.webmanifest")).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("offlinePageHtml", () => {
  it("writes each language's texts, and links home in that language", () => {
    const fr = offlinePageHtml("fr");
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain(pwaNamespace.fr.offline.title);
    expect(fr).toContain('href="/"');
    const en = offlinePageHtml("en");
    expect(en).toContain('<html lang="en">');
    expect(en).toContain(pwaNamespace.en.offline.title);
    expect(en).toContain('href="/en"');
  });

  it("needs no script: nothing a strict Content-Security-Policy would block", () => {
    for (const lang of ["fr", "en"] as const) {
      const html = offlinePageHtml(lang);
      expect(html).not.toMatch(/<script|\son\w+=|https?:\/\//);
    }
    // Texts are escaped: "n'a pas pu être chargée".
    expect(offlinePageHtml("fr")).toContain("n&#39;a pas pu");
  });
});
