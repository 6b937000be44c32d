import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Every page, rewritten as it leaves the server so that its first paint waits for nothing but the
 * document itself (issue 21, decision 041):
 *
 * 1. The site's stylesheet is inline in the head: no second request before the first paint.
 *    React Router renders a `<link rel="stylesheet">` that the browser must hydrate; the link stays,
 *    `disabled` (never fetched, never applied), after a `<style>` holding the file's text. The CSP
 *    allows inline styles ('unsafe-inline' in style-src).
 * 2. The page's code is fetched after the first paint: the module preloads leave the head, and
 *    React Router's bootstrap module waits for the first frame to be painted, then preloads the
 *    same modules and imports them. The code never competes with the document on a slow network,
 *    and hydration starts on a painted page. A page in a hidden tab does not wait. The bootstrap
 *    keeps its nonce (and, in the render cache, its hash is computed on this text).
 *
 * A document in a shape this does not know is left as it is.
 */

export type StylesheetReader = (href: string) => string | undefined;

/** A stylesheet link of a built asset, whatever the order of its attributes (React Router ends its href with `#`). */
const STYLESHEET_LINK =
  /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/assets\/[\w.-]+\.css)(?:[#?][^"]*)?"[^>]*?\/?>/g;

/** The document with each built stylesheet inline, its link kept but disabled. */
export function inlineStylesheets(html: string, read: StylesheetReader): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    if (css === undefined) return link;
    const text = css.replace(/<\/style/gi, "<\\/style");
    const disabled = link.replace(/\s*\/?>$/, ' disabled=""/>');
    return `<style data-href="${href}">${text}</style>${disabled}`;
  });
}

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="(\/[^"]+)"[^>]*>/g;
const BOOTSTRAP = /(<script\b(?=[^>]*\btype="module")[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (route\d+) from ("\/[^"]+");$/gm;
const ENTRY_IMPORT = /^\s*import\("\/[^"]+"\);\s*$/m;

/**
 * What runs before the bootstrap's imports: the first frame painted (an animation frame, then a
 * task), unless the page is hidden; then every module of the page preloaded at once.
 */
function afterFirstPaint(preloads: readonly string[]): string {
  return (
    'if(document.visibilityState==="visible")await new Promise((r)=>requestAnimationFrame(()=>setTimeout(r)));' +
    `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`
  );
}

/** The page's code fetched after its first paint (see above); the document as it is if its shape is unknown. */
export function codeAfterFirstPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const [, open = "", code = "", close = ""] = bootstrap;
  const imports = [...code.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !ENTRY_IMPORT.test(code)) return html;
  const names = imports.map((m) => m[1]).join(",");
  const loads = imports.map((m) => `import(${m[2]})`).join(",");
  const rest = code.replace(STATIC_IMPORT, "");
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const deferred = `${open}${afterFirstPaint(preloads)}const [${names}]=await Promise.all([${loads}]);${rest}${close}`;
  return withoutPreloads.replace(BOOTSTRAP, () => deferred);
}

/** The document for the first paint: stylesheets inline, code after the paint. */
export function firstPaintDocument(html: string, read: StylesheetReader): string {
  return codeAfterFirstPaint(inlineStylesheets(html, read));
}

/**
 * Rewrites a page's bytes as they stream from React: the document is held until it ends (React
 * renders a page in one go; the loader data follows within milliseconds), then rewritten and sent.
 * A document above `maxBytes` is sent as it is, as it comes.
 */
export function createDocumentRewriter(rewrite: (html: string) => string, maxBytes = 2 * 1024 * 1024) {
  let held: Buffer[] | null = [];
  let heldBytes = 0;
  return {
    /** The bytes to send for this chunk (none while the document is held). */
    push(chunk: Buffer): Buffer | null {
      if (held === null) return chunk;
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes <= maxBytes) return null;
      const all = Buffer.concat(held);
      held = null;
      return all;
    },
    /** The whole document, rewritten, when it was held to its end. */
    end(): Buffer | null {
      if (held === null) return null;
      const html = Buffer.concat(held).toString("utf8");
      held = null;
      return Buffer.from(rewrite(html), "utf8");
    },
  };
}

/**
 * `<build>/client/` seen from a module of the server build: the entry sits in `<build>/server/`,
 * but the bundler may move its code into a chunk of `<build>/server/assets/`, one folder deeper.
 */
export function clientBuildDir(moduleUrl: string): URL {
  const candidates = [new URL("../client/", moduleUrl), new URL("../../client/", moduleUrl)];
  return candidates.find((dir) => existsSync(new URL("assets/", dir))) ?? candidates[0]!;
}

/** Reads the built stylesheets of a client build folder, each once. */
export function builtStylesheets(clientDir: URL): StylesheetReader {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      let text: string | undefined;
      try {
        text = readFileSync(fileURLToPath(new URL(`.${href}`, clientDir)), "utf8");
      } catch {
        text = undefined;
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}
