import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import {
  builtStylesheets,
  clientBuildDir,
  codeAfterFirstPaint,
  createDocumentRewriter,
  firstPaintDocument,
  inlineStylesheets,
} from "./first-paint.server.ts";

const CSS = "body{color:red}";
const read = (href: string) => (href === "/assets/shell-abc.css" ? CSS : undefined);

/** React Router's bootstrap module, as it renders it. */
const BOOTSTRAP_CODE = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-C.js");`;

const page = (bootstrap = BOOTSTRAP_CODE) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/vendor-D.js" nonce="n"/><link rel="stylesheet" href="/assets/shell-abc.css#"/>' +
  '</head><body><main>Bonjour</main><script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${bootstrap}</script></body></html>`;

describe("inlineStylesheets", () => {
  it("puts a built stylesheet's text before its link, which stays for hydration but is disabled", () => {
    const head =
      '<meta charset="utf-8"/><link rel="stylesheet" href="/assets/shell-abc.css#"/><link rel="icon" href="/x.svg"/>';
    expect(inlineStylesheets(head, read)).toBe(
      '<meta charset="utf-8"/><style data-href="/assets/shell-abc.css">body{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/shell-abc.css#" disabled=""/><link rel="icon" href="/x.svg"/>',
    );
  });

  it("finds the link whatever the order of its attributes", () => {
    const head = '<link href="/assets/shell-abc.css" nonce="n" rel="stylesheet">';
    expect(inlineStylesheets(head, read)).toBe(
      '<style data-href="/assets/shell-abc.css">body{color:red}</style>' +
        '<link href="/assets/shell-abc.css" nonce="n" rel="stylesheet" disabled=""/>',
    );
  });

  it("leaves links it cannot read, and links that are not built stylesheets", () => {
    const head =
      '<link rel="stylesheet" href="/assets/other.css"/><link rel="stylesheet" href="https://cdn.example/x.css"/>' +
      '<link rel="preload" href="/assets/shell-abc.css"/>';
    expect(inlineStylesheets(head, read)).toBe(head);
  });

  it("never lets the stylesheet's text close its style element", () => {
    const head = '<link rel="stylesheet" href="/assets/shell-abc.css"/>';
    expect(inlineStylesheets(head, () => "a{}</style><script>x</script>")).toContain("a{}<\\/style><script>");
  });
});

describe("codeAfterFirstPaint", () => {
  it("takes the module preloads out of the head and has the bootstrap load them after the first paint", () => {
    const html = codeAfterFirstPaint(page());
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    const script =
      /<script nonce="n" type="module" async="">([\s\S]*)<\/script><\/body>/.exec(html)?.[1] ?? "";
    // First the paint, then the preloads, then the route modules, then the rest as it was.
    const paint = script.indexOf("requestAnimationFrame");
    const preloads = script.indexOf('["/assets/entry.client-C.js","/assets/vendor-D.js"]');
    const imports = script.indexOf(
      'const [route0,route1]=await Promise.all([import("/assets/root-A.js"),import("/assets/home-B.js")]);',
    );
    const rest = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(paint).toBeGreaterThanOrEqual(0);
    expect(preloads).toBeGreaterThan(paint);
    expect(imports).toBeGreaterThan(preloads);
    expect(rest).toBeGreaterThan(imports);
    expect(script).toContain('import("/assets/entry.client-C.js");');
    expect(script).toContain('document.visibilityState==="visible"');
    expect(script).not.toMatch(/^import \*/m);
  });

  it("leaves a document it does not recognise as it is", () => {
    const other = page('import "/assets/x.js";');
    expect(codeAfterFirstPaint(other)).toBe(other);
    const noEntry = page('import * as route0 from "/assets/root-A.js";');
    expect(codeAfterFirstPaint(noEntry)).toBe(noEntry);
    expect(codeAfterFirstPaint("<p>no script</p>")).toBe("<p>no script</p>");
  });

  it("is applied with the inline stylesheets by firstPaintDocument", () => {
    const html = firstPaintDocument(page(), read);
    expect(html).toContain('<style data-href="/assets/shell-abc.css">body{color:red}</style>');
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain("requestAnimationFrame");
  });
});

describe("createDocumentRewriter", () => {
  const upper = (html: string) => html.toUpperCase();

  it("holds the document to its end and sends it rewritten, whole characters included", () => {
    const bytes = Buffer.from("<head>é</head><body>à</body>");
    const rewriter = createDocumentRewriter(upper);
    expect(rewriter.push(bytes.subarray(0, 7))).toBeNull();
    expect(rewriter.push(bytes.subarray(7))).toBeNull();
    expect(rewriter.end()?.toString()).toBe("<HEAD>É</HEAD><BODY>À</BODY>");
  });

  it("sends a document above its size limit as it comes, unchanged", () => {
    const rewriter = createDocumentRewriter(upper, 4);
    expect(rewriter.push(Buffer.from("abc"))).toBeNull();
    expect(rewriter.push(Buffer.from("def"))?.toString()).toBe("abcdef");
    expect(rewriter.push(Buffer.from("ghi"))?.toString()).toBe("ghi");
    expect(rewriter.end()).toBeNull();
  });
});

describe("builtStylesheets", () => {
  it("reads a stylesheet of the client build once, and answers undefined for a missing one", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ga-styles-"));
    mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
    writeFileSync(path.join(dir, "client", "assets", "shell-abc.css"), CSS);
    const readBuilt = builtStylesheets(pathToFileURL(path.join(dir, "client") + "/"));
    expect(readBuilt("/assets/shell-abc.css")).toBe(CSS);
    writeFileSync(path.join(dir, "client", "assets", "shell-abc.css"), "changed");
    expect(readBuilt("/assets/shell-abc.css")).toBe(CSS);
    expect(readBuilt("/assets/missing.css")).toBeUndefined();
  });
});

describe("clientBuildDir", () => {
  it("finds <build>/client/ from the server entry and from a chunk the bundler split off", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ga-build-"));
    mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
    mkdirSync(path.join(dir, "server", "assets"), { recursive: true });
    const client = pathToFileURL(path.join(dir, "client") + "/").href;
    expect(clientBuildDir(pathToFileURL(path.join(dir, "server", "index.js")).href).href).toBe(client);
    expect(
      clientBuildDir(pathToFileURL(path.join(dir, "server", "assets", "server-build-X.js")).href).href,
    ).toBe(client);
  });
});
