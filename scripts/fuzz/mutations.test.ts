import { describe, expect, it } from "vitest";
import { malformedPost, malformedQuery, UNREADABLE_BODY_KINDS, type PostTarget } from "./mutations.ts";
import { seeded } from "./random.ts";

const target: PostTarget = {
  route: "/contact",
  url: "/contact",
  page: true,
  multipart: false,
  fields: [
    { name: "_token", value: "tok", type: "hidden" },
    { name: "email", value: "", type: "email" },
    { name: "students", value: "", type: "number" },
  ],
};
const ctx = { tokens: ["a", "b"], keepSession: true };

describe("malformed requests", () => {
  it("are the same for the same seed", () => {
    const run = (seed: number) => {
      const random = seeded(seed);
      return Array.from({ length: 40 }, (_, i) => {
        const r = malformedPost(target, random, ctx, i % 2 ? "readable" : "unreadable");
        return `${r.kind} ${r.url} ${JSON.stringify(r.headers)} ${Buffer.from(r.body ?? []).toString("base64")}`;
      });
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it("in the unreadable phase are never a form the server could read", () => {
    const random = seeded(1);
    for (let i = 0; i < 200; i++) {
      const r = malformedPost(target, random, ctx, "unreadable");
      expect(UNREADABLE_BODY_KINDS.has(r.kind), r.kind).toBe(true);
      const type = r.headers["Content-Type"] ?? "";
      const readableForm =
        /^application\/x-www-form-urlencoded/.test(type) || /boundary=fuzzM|boundary=fuzzF/.test(type);
      expect(readableForm && (r.body?.byteLength ?? 0) < 128 * 1024, `${r.kind} ${type}`).toBe(false);
    }
  });

  it("put the n-th wrong day of the list on a page's date filter", () => {
    const random = seeded(3);
    const first = malformedQuery(
      { url: "/admin/quotes", page: false, params: ["from"], focus: { name: "from", visit: 0 } },
      random,
    );
    expect(first.url).toContain("from=2026-13-45");
  });
});
