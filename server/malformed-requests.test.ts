import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, TEST_BASE_URL, type Harness } from "./auth/test-harness.ts";
import { bareComposition } from "./test-composition.ts";

/**
 * Issue 17: malformed requests that the server itself answers (before any page or action) get a
 * 4xx, never a 500. The fuzzer (tools/fuzz/fuzz-forms.ts) sends thousands; these are the causes found.
 */
let h: Harness;
beforeAll(async () => {
  // The application's texts are its own (app/compose.server.test.ts): here, the path they are asked for.
  h = await startHarness(
    {},
    { ...bareComposition, texts: { ...bareComposition.texts, badAddress: (path) => `bad address: ${path}` } },
  );
});
afterAll(async () => {
  await h?.close();
});

const post = (path: string, body: string, type: string | null) =>
  h.app.request(`${TEST_BASE_URL}${path}`, {
    method: "POST",
    headers: {
      origin: TEST_BASE_URL,
      "x-forwarded-for": "10.17.0.1",
      ...(type ? { "content-type": type } : {}),
    },
    body,
  });

describe("malformed requests", () => {
  it("a path whose percent-encoding does not decode answers 400 with the application's text for that path", async () => {
    for (const path of [
      "/services/%E0%A4%A",
      "/admin/billing/%/pdf",
      "/dashboard/support/attachments/%FF%FE",
      "/en/x/%C3%28",
    ]) {
      const res = await h.app.request(`${TEST_BASE_URL}${path}`);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      expect(await res.text()).toBe(`bad address: ${path}`);
    }
  });

  it("the auth API answers a body it cannot read with 400 or 415", async () => {
    expect((await post("/api/auth/sign-in/email", '{"email": ', "application/json")).status).toBe(400);
    expect((await post("/api/auth/sign-in/email", "email=a", "multipart/form-data")).status).toBe(415);
    expect((await post("/api/auth/sign-up/email", "{}", null)).status).toBe(415);
  });

  it("endpoints of features the product does not use answer 404", async () => {
    expect((await h.app.request(`${TEST_BASE_URL}/api/auth/callback/github?state=x&code=y`)).status).toBe(
      404,
    );
    expect((await post("/api/auth/two-factor/send-otp", "{}", "application/json")).status).toBe(404);
    expect((await post("/api/auth/sign-in/social", '{"provider":"github"}', "application/json")).status).toBe(
      404,
    );
  });
});
