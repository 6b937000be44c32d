import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { linkIn, startHarness, type Browser, type Harness } from "./test-harness.ts";
import { AUTH_BASE_PATH } from "./auth.ts";

/**
 * Issue 10, security: every write of the auth API refuses a cross-site post. The list is read from
 * the Better Auth instance the server really builds (its endpoints, with their plugins), so an
 * endpoint a new plugin brings is covered too. Each post carries the session of a signed-in user,
 * as a forged form on another site would; the user is still signed in and unchanged afterwards.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const PASSWORD = "Cahier-lune-7";
let h: Harness;
let user: Browser;
const EMAIL = "victime@lycee-e2e.example";

beforeAll(async () => {
  h = await startHarness();
  user = h.browser();
  const signedUp = await user.fetch("/api/auth/sign-up/email", {
    json: {
      email: EMAIL,
      password: PASSWORD,
      name: "x",
      firstName: "Jeanne",
      lastName: "Dupont",
      companyName: "Lycée Test",
      language: "fr",
    },
  });
  expect(signedUp.status).toBe(200);
  const link = new URL(linkIn((await h.mails(EMAIL))[0], "verify-email"));
  expect((await user.fetch(link.pathname + link.search)).status).toBe(302);
  expect(
    (await user.fetch("/api/auth/sign-in/email", { json: { email: EMAIL, password: PASSWORD } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

interface Endpoint {
  readonly path?: string;
  readonly options?: { readonly method?: string | readonly string[] };
}

/** Every HTTP path of the auth API that accepts POST (server-only endpoints have no path). */
function postPaths(): string[] {
  const endpoints = Object.values(h.services.auth.api as unknown as Record<string, Endpoint>);
  return endpoints
    .filter((e) => e.path && [e.options?.method].flat().includes("POST"))
    .map((e) => `${AUTH_BASE_PATH}${e.path!.replace(/:([A-Za-z]+)/g, "x")}`);
}

describe("the auth API under cross-site posts", () => {
  it("lists the writes a forged form would aim at", () => {
    const paths = postPaths();
    for (const known of ["sign-out", "update-user", "change-password", "delete-user", "two-factor/enable"]) {
      expect(paths).toContain(`${AUTH_BASE_PATH}/${known}`);
    }
  });

  it("refuses every one of them, with or without an Origin header, and changes nothing", async () => {
    const forged = { firstName: "Pirate", lastName: "Pirate", name: "Pirate", password: PASSWORD };
    for (const path of postPaths()) {
      const foreign: Record<string, string>[] = [
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        { origin: "https://evil.example" },
        { origin: "null" },
      ];
      for (const headers of foreign) {
        // The browser helper sends the site's own Origin unless told otherwise.
        const res = await user.fetch(path, { json: forged, headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.text()).toBe("Cross-site request refused");
      }
      const noOrigin = await h.app.request(`http://localhost:3999${path}`, {
        method: "POST",
        headers: {
          cookie: user.cookieHeader(),
          "sec-fetch-site": "cross-site",
          "content-type": "application/json",
        },
        body: JSON.stringify(forged),
      });
      expect(noOrigin.status, `${path} without Origin`).toBe(403);
    }
    const session = await user.fetch("/api/auth/get-session");
    const body = (await session.json()) as { user?: { email: string; firstName: string } } | null;
    expect(body?.user).toMatchObject({ email: EMAIL, firstName: "Jeanne" });
    expect(user.cookies.size).toBeGreaterThan(0);
  });
});
