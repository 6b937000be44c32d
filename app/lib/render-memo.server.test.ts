import { describe, expect, it } from "vitest";
import { MEMO_TTL_MS, RenderMemo, renderMemoKey, type RenderInput } from "./render-memo.server.ts";

const input = (over: Partial<RenderInput> = {}): RenderInput => ({
  url: "http://localhost/dashboard",
  status: 200,
  waitForAll: false,
  loaderData: { root: { user: { id: "u1", name: "Camille" } }, page: { invoices: [] } },
  actionData: null,
  errors: null,
  ...over,
});

const page = (nonce: string, text = "Camille") =>
  Buffer.from(
    `<html><script nonce="${nonce}">1</script><p>${text}</p><script nonce="${nonce}">2</script></html>`,
  );

describe("renderMemoKey", () => {
  it("is the same for the same URL and loader data, and different when any of them changes", () => {
    const key = renderMemoKey(input());
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(renderMemoKey(input())).toBe(key);
    expect(renderMemoKey(input({ url: "http://localhost/dashboard?x=1" }))).not.toBe(key);
    expect(renderMemoKey(input({ url: "http://localhost/en/dashboard" }))).not.toBe(key);
    expect(renderMemoKey(input({ waitForAll: true }))).not.toBe(key);
    expect(
      renderMemoKey(
        input({ loaderData: { root: { user: { id: "u1", name: "Camila" } }, page: { invoices: [] } } }),
      ),
    ).not.toBe(key);
    expect(
      renderMemoKey(
        input({ loaderData: { root: { user: { id: "u2", name: "Camille" } }, page: { invoices: [] } } }),
      ),
    ).not.toBe(key);
  });

  it("tells a date from the same instant written as text", () => {
    const at = new Date("2026-11-22T10:00:00.000Z");
    const asDate = renderMemoKey(input({ loaderData: { at } }));
    expect(asDate).not.toBeNull();
    expect(renderMemoKey(input({ loaderData: { at: at.toISOString() } }))).not.toBe(asDate);
    expect(renderMemoKey(input({ loaderData: { at: new Date(at.getTime()) } }))).toBe(asDate);
  });

  it("refuses answers to a form, errors, other statuses and anything but plain data", () => {
    expect(renderMemoKey(input({ actionData: { "route/x": { ok: true } } }))).toBeNull();
    expect(renderMemoKey(input({ errors: { root: new Error("x") } }))).toBeNull();
    expect(renderMemoKey(input({ status: 404 }))).toBeNull();
    expect(renderMemoKey(input({ loaderData: { later: Promise.resolve(1) } }))).toBeNull();
    expect(renderMemoKey(input({ loaderData: { tags: new Set(["a"]) } }))).toBeNull();
    expect(renderMemoKey(input({ loaderData: { byId: new Map() } }))).toBeNull();
    expect(renderMemoKey(input({ loaderData: { n: 10n } }))).toBeNull();
    expect(renderMemoKey(input({ loaderData: { f: () => 1 } }))).toBeNull();
    class Money {
      cents = 100;
    }
    expect(renderMemoKey(input({ loaderData: { price: new Money() } }))).toBeNull();
    expect(renderMemoKey(input({ loaderData: { nested: [{ deep: [new Set()] }] } }))).toBeNull();
  });

  it("takes plain objects, arrays, null-prototype objects and missing values", () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(
      renderMemoKey(input({ loaderData: { bare, list: [1, "a", null, true], none: undefined } })),
    ).not.toBeNull();
  });
});

describe("RenderMemo", () => {
  it("gives the page back with the new request's nonce in place of the old one", () => {
    const memo = new RenderMemo();
    memo.set("k", page("OLDnonce=="), "OLDnonce==");
    const again = memo.get("k", "NEW+nonce/")?.toString("utf8");
    expect(again).toBe(page("NEW+nonce/").toString("utf8"));
    expect(again).not.toContain("OLDnonce");
    expect(memo.get("other", "x")).toBeUndefined();
  });

  it("forgets a page after its time to live", () => {
    const memo = new RenderMemo();
    memo.set("k", page("n1"), "n1", 1_000);
    expect(memo.get("k", "n2", 1_000 + MEMO_TTL_MS - 1)).toBeDefined();
    expect(memo.get("k", "n2", 1_000 + MEMO_TTL_MS)).toBeUndefined();
    expect(memo.size).toBe(0);
    expect(memo.totalBytes).toBe(0);
  });

  it("stays within its size, dropping the least recently used page first", () => {
    const size = page("n").length;
    const memo = new RenderMemo(MEMO_TTL_MS, size * 2);
    memo.set("a", page("n"), "n");
    memo.set("b", page("n"), "n");
    memo.get("a", "m"); // a is now more recent than b
    memo.set("c", page("n"), "n");
    expect(memo.get("b", "m")).toBeUndefined();
    expect(memo.get("a", "m")).toBeDefined();
    expect(memo.get("c", "m")).toBeDefined();
    expect(memo.totalBytes).toBe(size * 2);
  });

  it("replaces a page stored again under the same key, and keeps nothing larger than itself", () => {
    const memo = new RenderMemo(MEMO_TTL_MS, 1_000);
    memo.set("k", page("n", "avant"), "n");
    memo.set("k", page("n", "après"), "n");
    expect(memo.size).toBe(1);
    expect(memo.get("k", "n")?.toString("utf8")).toContain("après");
    memo.set("big", Buffer.alloc(1_001, "a"), "n");
    expect(memo.get("big", "n")).toBeUndefined();
  });
});
