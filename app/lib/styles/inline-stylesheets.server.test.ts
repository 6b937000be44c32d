import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { builtStylesheets, createHeadRewriter, inlineStylesheets } from "./inline-stylesheets.server.ts";

const CSS = "body{color:red}";
const read = (href: string) => (href === "/assets/shell-abc.css" ? CSS : undefined);

describe("inlineStylesheets", () => {
  it("puts a built stylesheet's text before its link, which stays for hydration but is disabled", () => {
    const head =
      '<meta charset="utf-8"/><link rel="stylesheet" href="/assets/shell-abc.css"/><link rel="icon" href="/x.svg"/>';
    expect(inlineStylesheets(head, read)).toBe(
      '<meta charset="utf-8"/><style data-href="/assets/shell-abc.css">body{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/shell-abc.css" disabled=""/><link rel="icon" href="/x.svg"/>',
    );
  });

  it("finds the link whatever the order of its attributes", () => {
    const head = '<link href="/assets/shell-abc.css#" nonce="n" rel="stylesheet">';
    expect(inlineStylesheets(head, read)).toBe(
      '<style data-href="/assets/shell-abc.css">body{color:red}</style>' +
        '<link href="/assets/shell-abc.css#" nonce="n" rel="stylesheet" disabled=""/>',
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

describe("createHeadRewriter", () => {
  const upper = (head: string) => head.toUpperCase();

  it("holds the bytes until the head ends, rewrites it, then lets everything through", () => {
    const rewriter = createHeadRewriter(upper);
    expect(rewriter.push(Buffer.from("<html><head><ti"))).toBeNull();
    expect(rewriter.push(Buffer.from("tle>é</title></he"))).toBeNull();
    expect(rewriter.push(Buffer.from("ad><body>à"))?.toString()).toBe(
      "<HTML><HEAD><TITLE>É</TITLE></head><body>à",
    );
    expect(rewriter.push(Buffer.from("rest"))?.toString()).toBe("rest");
    expect(rewriter.end()).toBeNull();
  });

  it("keeps a character split between two chunks whole", () => {
    const bytes = Buffer.from("<head>é</head>");
    const rewriter = createHeadRewriter((head) => head);
    expect(rewriter.push(bytes.subarray(0, 7))).toBeNull();
    expect(rewriter.push(bytes.subarray(7))?.toString()).toBe("<head>é</head>");
  });

  it("gives a page without a head back untouched, at the end or past the size limit", () => {
    const rewriter = createHeadRewriter(upper);
    expect(rewriter.push(Buffer.from("plain"))).toBeNull();
    expect(rewriter.end()?.toString()).toBe("plain");
    const small = createHeadRewriter(upper, 4);
    expect(small.push(Buffer.from("abc"))).toBeNull();
    expect(small.push(Buffer.from("def</head>x"))?.toString()).toBe(
      "abcdef</head>x".replace("abcdef", "ABCDEF"),
    );
    const tiny = createHeadRewriter(upper, 2);
    expect(tiny.push(Buffer.from("abcdef"))?.toString()).toBe("abcdef");
  });
});

describe("builtStylesheets", () => {
  it("reads a stylesheet of the client build once, and nothing outside it", () => {
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
