/**
 * Writes the service worker (/sw.js) and the offline pages into the client build folder, after
 * `react-router build` and before `precompress.ts` (package.json `build`):
 *
 * 1. one static offline page per language (offline/fr.html, offline/en.html) from the locale texts
 *    of app/features/pwa/locales.ts: they show without the network, without JavaScript;
 * 2. app/features/pwa/sw.ts bundled by Vite into one classic script;
 * 3. Workbox's `injectManifest` writes it to sw.js with the precache list (cache-policy.ts globs).
 *
 *   node scripts/build-service-worker.ts        # BUILD_DIR, default build
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { getManifest, injectManifest } from "workbox-build";
import { HASHED_ASSET, offlinePagePath, PRECACHE_GLOBS } from "../app/features/pwa/cache-policy.ts";
import { pwaNamespace } from "../app/features/pwa/locales.ts";
import { LANGUAGES, type Language } from "../app/lib/i18n/languages.ts";
import { localizedPath } from "../app/lib/routing/localized-path.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Files above this size are left to the network: on-demand tools such as the accessibility
 * checker's axe-core (≈ 650 KB) are not worth a download on every visitor's install.
 */
export const MAX_PRECACHED_BYTES = 512 * 1024;

/** Options shared by the precache list and its test: what is listed, what needs no revision. */
export function precacheOptions(clientDir: string) {
  return {
    globDirectory: clientDir,
    globPatterns: [...PRECACHE_GLOBS],
    // Hashed files change their name when they change: no revision, no cache-busting query.
    dontCacheBustURLsMatching: HASHED_ASSET,
    maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
  };
}

/** The precache list a client build folder gives (URLs relative to the site root). */
export async function precacheList(clientDir: string): Promise<{ url: string; revision: string | null }[]> {
  const { manifestEntries } = await getManifest(precacheOptions(clientDir));
  return (manifestEntries ?? []).map((e) => ({ url: e.url, revision: e.revision ?? null }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The offline page of one language: self-contained (inline styles, no script), in the site's
 * palette, light or dark with the system. "Réessayer" reloads the address that failed.
 */
export function offlinePageHtml(lang: Language): string {
  const t = pwaNamespace[lang].offline;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#1d4ed8">
<title>${escapeHtml(t.pageTitle)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{--surface:#fff;--raised:#f8fafc;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--brand:#1d4ed8;--focus:#2563eb;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--surface:#0b1220;--raised:#111a2e;--ink:#f1f5f9;--muted:#cbd5e1;--line:#26324a;--brand:#93c5fd;--focus:#93c5fd}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--surface);color:var(--ink);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;width:100%;padding:2rem;border:1px solid var(--line);border-radius:1rem;background:var(--raised)}
.brand{display:flex;align-items:center;gap:.75rem;margin:0 0 1.5rem;font-weight:700}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3}
p{margin:0 0 1rem}
.hint{color:var(--muted);font-size:.95rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}
.primary{background:#1d4ed8;color:#fff}
.secondary{border:1px solid var(--line);color:var(--brand)}
a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand"><img src="/favicon.svg" alt="" width="32" height="32">${escapeHtml(t.brand)}</p>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<p class="hint">${escapeHtml(t.hint)}</p>
<div class="actions">
<a class="primary" href="">${escapeHtml(t.retry)}</a>
<a class="secondary" href="${localizedPath("/", lang)}">${escapeHtml(t.home)}</a>
</div>
</main>
</body>
</html>
`;
}

function writeOfflinePages(clientDir: string): void {
  for (const lang of LANGUAGES) {
    const file = path.join(clientDir, offlinePagePath(lang));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, offlinePageHtml(lang));
  }
}

/** Bundles app/features/pwa/sw.ts (Workbox modules included) into one minified classic script. */
async function bundleWorker(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    // Workbox prints its development logs unless this is "production".
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      target: "es2022",
      lib: {
        entry: path.join(root, "app/features/pwa/sw.ts"),
        formats: ["iife"],
        name: "gaServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  return path.join(outDir, "sw.js");
}

export async function buildServiceWorker(clientDir: string) {
  writeOfflinePages(clientDir);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "ga-sw-"));
  try {
    const swSrc = await bundleWorker(tmp);
    return await injectManifest({ ...precacheOptions(clientDir), swSrc, swDest: path.join(clientDir, "sw.js") });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const { count, size, warnings } = await buildServiceWorker(clientDir);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
}
