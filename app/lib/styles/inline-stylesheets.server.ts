import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The site's stylesheet inline in every page's head (issue 21): the first paint needs no second
 * request. Pages are rendered with React Router's `<link rel="stylesheet">`, which the browser must
 * hydrate; the link stays, `disabled` (never fetched, never applied), after a `<style>` holding the
 * file's text, so hydration finds the link it expects and the page looks the same before and after.
 * The CSP allows inline styles ('unsafe-inline' in style-src); scripts keep their nonce or hash.
 */

/** A stylesheet link of a built asset, whatever the order of its attributes (React Router ends its href with `#`). */
const STYLESHEET_LINK =
  /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/assets\/[\w.-]+\.css)(?:[#?][^"]*)?"[^>]*?\/?>/g;

/**
 * The head with each built stylesheet inline. `read` gives a stylesheet's text, or undefined when
 * it cannot (the link then stays as it was).
 */
export function inlineStylesheets(head: string, read: (href: string) => string | undefined): string {
  return head.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    if (css === undefined) return link;
    const text = css.replace(/<\/style/gi, "<\\/style");
    const disabled = link.replace(/\s*\/?>$/, ' disabled=""/>');
    return `<style data-href="${href}">${text}</style>${disabled}`;
  });
}

const HEAD_END = "</head>";

/**
 * Rewrites a page's bytes as they stream: the head is held until `</head>` has arrived, rewritten,
 * then everything flows through untouched. A page without a head (or with a head above
 * `maxHead` bytes) passes as it is.
 */
export function createHeadRewriter(rewrite: (head: string) => string, maxHead = 512 * 1024) {
  let held: Buffer[] | null = [];
  let heldBytes = 0;
  return {
    /** The bytes to send for this chunk (possibly none yet). */
    push(chunk: Buffer): Buffer | null {
      if (held === null) return chunk;
      held.push(chunk);
      heldBytes += chunk.length;
      const all = held.length === 1 ? chunk : Buffer.concat(held);
      const at = all.indexOf(HEAD_END);
      if (at === -1 && heldBytes <= maxHead) {
        held = [all];
        return null;
      }
      held = null;
      if (at === -1) return all;
      const head = all.subarray(0, at).toString("utf8");
      return Buffer.concat([Buffer.from(rewrite(head), "utf8"), all.subarray(at)]);
    },
    /** What is still held when the page ends without a head. */
    end(): Buffer | null {
      const rest = held && held.length ? Buffer.concat(held) : null;
      held = null;
      return rest;
    },
  };
}

/**
 * Reads the built stylesheets of a client build folder, each once. (The server build's entry sits
 * in `<build>/server/`, next to `<build>/client/`.)
 */
export function builtStylesheets(clientDir: URL): (href: string) => string | undefined {
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
