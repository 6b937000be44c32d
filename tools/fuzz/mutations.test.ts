import { describe, expect, it } from "vitest";
import { malformedPost, malformedQuery, UNREADABLE_BODY_KINDS, type PostTarget } from "./mutations.ts";
import { seeded } from "./random.ts";
import { readFormBody } from "#app/lib/forms/form-body.server.ts";

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

  it("in the unreadable phase are never a form the server could read, even of a form without fields", async () => {
    const random = seeded(1);
    for (const form of [target, { ...target, fields: [] }, { ...target, multipart: true }]) {
      for (let i = 0; i < 150; i++) {
        const r = malformedPost(form, random, ctx, "unreadable");
        expect(UNREADABLE_BODY_KINDS.has(r.kind), r.kind).toBe(true);
        const request = new Request(`http://localhost${r.url}`, {
          method: r.method,
          headers: r.headers,
          body: r.body,
        });
        const read = await readFormBody(request);
        expect(read.ok, `${r.kind} ${r.headers["Content-Type"]}`).toBe(false);
      }
    }
    // 450 requests read: more than the default 5 s on a busy two-core machine.
  }, 20_000);

  it("put the n-th wrong day of the list on a page's date filter", () => {
    const random = seeded(3);
    const first = malformedQuery(
      { url: "/admin/quotes", page: false, params: ["from"], focus: { name: "from", visit: 0 } },
      random,
    );
    expect(first.url).toContain("from=2026-13-45");
  });
});
