import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_BASE_URL, TEST_PASSWORD, type Browser, type Harness } from "#server/auth/test-harness.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { setCookies } from "#server/auth/test-harness.ts";
import { totp } from "../../../tests/support/totp.ts";
import { requireAdmin, requireAnonymous, requireUser } from "./guards.server.ts";

/**
 * The guards against a real server (fresh database, Better Auth): who reaches the client space and
 * the admin CRM. The role comes from the database, never from the e-mail address.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let h: Harness;
let strict: Harness;

beforeAll(async () => {
  h = await startAppHarness();
  strict = await startAppHarness({ REQUIRE_ADMIN_2FA: "true" });
});
afterAll(async () => {
  await h?.close();
  await strict?.close();
});

function args(harness: Harness, path: string, browser?: Browser) {
  const context = harness.routeContext();
  const url = new URL(path, TEST_BASE_URL);
  const request = new Request(url, { headers: browser ? browser.headers() : {} });
  return { request, context, url };
}

async function redirected(
  promise: Promise<unknown>,
): Promise<{ location: string | null; cookie: string | null }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return { location: thrown.headers.get("location"), cookie: thrown.headers.get("set-cookie") };
    }
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("requireUser", () => {
  it("sends a visitor to the sign-in page of the page's language, remembering the page", async () => {
    expect((await redirected(requireUser(args(h, "/dashboard/billing?x=1")))).location).toBe(
      "/auth?redirectTo=%2Fdashboard%2Fbilling%3Fx%3D1",
    );
    expect((await redirected(requireUser(args(h, "/en/dashboard")))).location).toBe(
      "/en/auth?redirectTo=%2Fen%2Fdashboard",
    );
  });

  it("turns an expired verification link into a message on the sign-in page", async () => {
    const result = await redirected(requireUser(args(h, "/dashboard?error=TOKEN_EXPIRED")));
    expect(result.location).toBe("/auth");
    expect(result.cookie).toContain("ga_flash=verificationExpired");
  });

  it("lets a signed-in user through", async () => {
    const browser = await h.verified("guard-user@lycee-test.example");
    const session = await requireUser(args(h, "/dashboard", browser));
    expect(session.user.email).toBe("guard-user@lycee-test.example");
  });
});

describe("requireAnonymous", () => {
  it("sends a signed-in user on to the remembered local page or the client space", async () => {
    const browser = await h.verified("guard-anon@lycee-test.example");
    expect((await redirected(requireAnonymous(args(h, "/auth", browser)))).location).toBe("/dashboard");
    expect(
      (
        await redirected(
          requireAnonymous(args(h, "/en/auth?redirectTo=%2Fen%2Fdashboard%2Fsupport", browser)),
        )
      ).location,
    ).toBe("/en/dashboard/support");
    expect(
      (await redirected(requireAnonymous(args(h, "/auth?redirectTo=https%3A%2F%2Fevil.example", browser))))
        .location,
    ).toBe("/dashboard");
    await expect(requireAnonymous(args(h, "/auth"))).resolves.toBeUndefined();
  });
});

describe("requireAdmin", () => {
  it("sends visitors to sign in and plain users, 'admin@…' included, to the client space", async () => {
    expect((await redirected(requireAdmin(args(h, "/admin/quotes")))).location).toBe(
      "/auth?redirectTo=%2Fadmin%2Fquotes",
    );
    const plain = await h.verified("plain@lycee-test.example");
    expect((await redirected(requireAdmin(args(h, "/admin", plain)))).location).toBe("/dashboard");
    const lookalike = await h.verified("admin@anything.example");
    expect((await redirected(requireAdmin(args(h, "/en/admin/settings", lookalike)))).location).toBe(
      "/en/dashboard",
    );
  });

  it("lets an admin in, and follows a change of role at once", async () => {
    const browser = await h.verified("boss@lycee-test.example");
    await h.services.accounts.setRole("boss@lycee-test.example", "admin");
    expect((await requireAdmin(args(h, "/admin", browser))).user.role).toBe("admin");
    await h.services.accounts.setRole("boss@lycee-test.example", "user");
    expect((await redirected(requireAdmin(args(h, "/admin", browser)))).location).toBe("/dashboard");
  });

  it("with REQUIRE_ADMIN_2FA, asks an admin without two-factor authentication to enable it", async () => {
    const browser = await strict.verified("direction@ga-education.fr");
    const result = await redirected(requireAdmin(args(strict, "/admin", browser)));
    expect(result.location).toBe("/dashboard/profile#security");
    expect(result.cookie).toContain("ga_flash=adminTwoFactorRequired");

    // After enrolment the session is a second-level one: the admin CRM opens.
    const enrolment = await strict.services.accounts.beginTwoFactor(TEST_PASSWORD, browser.headers());
    if (!enrolment.ok) throw new Error(enrolment.code);
    const session = (await strict.services.accounts.getSession(browser.headers()))!;
    const confirmed = await strict.services.accounts.confirmTwoFactor(
      totp(enrolment.secret),
      session,
      browser.headers(),
    );
    if (!confirmed.ok) throw new Error(confirmed.code);
    for (const c of setCookies(new Response(null, { headers: confirmed.headers })))
      browser.cookies.set(c.name, c.value);
    const admin = await requireAdmin(args(strict, "/admin", browser));
    expect(admin.session.authLevel).toBe(2);
  });
});
