import { getMigrations } from "better-auth/db/migration";
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hotp, totp } from "../../tests/support/totp.ts";
import { testEngine } from "../db/test-database.ts";
import {
  linkIn,
  setCookies,
  startHarness,
  TEST_BASE_URL,
  type Browser,
  type Harness,
} from "./test-harness.ts";

/**
 * Accounts end to end on the server, without a browser: through the HTTP auth API and the
 * `accounts` service the pages use. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const engine = testEngine();
// Every step hashes a password (Argon2id): leave room for a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let h: Harness;
const PASSWORD = "Cahier-lune-7";

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function signUp(browser: Browser, email: string, extra: Record<string, unknown> = {}) {
  return browser.fetch("/api/auth/sign-up/email", {
    json: {
      email,
      password: PASSWORD,
      name: "x",
      firstName: "Jeanne",
      lastName: "Dupont",
      companyName: "Lycée Test",
      language: "fr",
      callbackURL: "/dashboard",
      ...extra,
    },
  });
}

/** Signs up, follows the verification link, and returns the signed-in browser. */
async function verifiedUser(email: string): Promise<Browser> {
  const browser = h.browser();
  expect((await signUp(browser, email)).status).toBe(200);
  const [mail] = await h.mails(email);
  const link = new URL(linkIn(mail, "verify-email"));
  const res = await browser.fetch(link.pathname + link.search);
  expect(res.status).toBe(302);
  return browser;
}

async function signIn(browser: Browser, email: string, password = PASSWORD, rememberMe = true) {
  return browser.fetch("/api/auth/sign-in/email", { json: { email, password, rememberMe } });
}

async function userRow(email: string) {
  return h.services.db.selectFrom("user").selectAll().where("email", "=", email).executeTakeFirst();
}

describe(`schema (${engine})`, () => {
  it("is exactly what the configured Better Auth expects", async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(h.services.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});

describe(`sign-up and e-mail verification (${engine})`, () => {
  it("stores the sign-up fields, sends a verification link that signs in and lands on /dashboard", async () => {
    const browser = h.browser();
    const res = await signUp(browser, "Jeanne.Dupont@Lycee-Test.example", {
      firstName: " Jeanne ",
      lastName: "Dupont",
      language: "en",
      callbackURL: "/en/dashboard",
    });
    expect(res.status).toBe(200);
    expect(browser.cookies.size).toBe(0);
    const row = await userRow("jeanne.dupont@lycee-test.example");
    expect(row).toMatchObject({
      first_name: " Jeanne ",
      last_name: "Dupont",
      company_name: "Lycée Test",
      display_name: "Jeanne Dupont",
      name: "Jeanne Dupont",
      role: "user",
      language: "en",
    });

    const [mail] = await h.mails("jeanne.dupont@lycee-test.example");
    expect(mail?.subject).toBe("Confirm your e-mail address – GA Education");
    expect(mail?.html).toContain("Confirm my address");
    const link = new URL(linkIn(mail, "verify-email"));
    expect(link.origin).toBe(TEST_BASE_URL);
    const verified = await browser.fetch(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/en/dashboard");
    const session = await h.services.accounts.getSession(browser.headers());
    expect(session?.user).toMatchObject({
      email: "jeanne.dupont@lycee-test.example",
      emailVerified: true,
      role: "user",
      displayName: "Jeanne Dupont",
      language: "en",
    });
    expect(session?.session.authLevel).toBe(1);
  });

  it("refuses sign-in before verification and sends a fresh link", async () => {
    const browser = h.browser();
    await signUp(browser, "pending@lycee-test.example");
    const res = await signIn(browser, "pending@lycee-test.example");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
    expect(await h.mails("pending@lycee-test.example")).toHaveLength(2);
  });

  it("answers a sign-up for an existing address like any other, and tells the owner", async () => {
    await verifiedUser("owner@lycee-test.example");
    const again = await signUp(h.browser(), "owner@lycee-test.example");
    expect(again.status).toBe(200);
    const body = (await again.json()) as { user: { email: string } };
    // No session, and never a session token in a body (the cookie is its only carrier).
    expect(body).not.toHaveProperty("token");
    expect(body.user.email).toBe("owner@lycee-test.example");
    const mails = await h.mails("owner@lycee-test.example");
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirmez votre adresse e-mail – GA Éducation",
      "Vous avez déjà un compte – GA Éducation",
    ]);
  });

  it("refuses common passwords and passwords outside 6–128 characters", async () => {
    for (const password of ["azerty123", "Motdepasse", "12345"]) {
      const res = await signUp(h.browser(), `weak-${password.length}-${password[0]}@lycee-test.example`, {
        password,
      });
      expect(res.status, password).toBe(400);
    }
    const common = await signUp(h.browser(), "common@lycee-test.example", { password: "soleil2024" });
    expect(((await common.json()) as { code: string }).code).toBe("PASSWORD_TOO_COMMON");
    expect((await signUp(h.browser(), "long@lycee-test.example", { password: "x".repeat(129) })).status).toBe(
      400,
    );
    expect(
      (await signUp(h.browser(), "ok128@lycee-test.example", { password: "Zq9-".repeat(32) })).status,
    ).toBe(200);
  });

  it("never lets sign-up choose the role", async () => {
    await signUp(h.browser(), "sneaky@lycee-test.example", { role: "admin" });
    expect((await userRow("sneaky@lycee-test.example"))?.role).toBe("user");
  });
});

describe(`roles (${engine})`, () => {
  it("gives no right to an address that merely contains 'admin'", async () => {
    const browser = await verifiedUser("admin@anything.example");
    const session = await h.services.accounts.getSession(browser.headers());
    expect(session?.user.role).toBe("user");
    expect((await userRow("admin@anything.example"))?.role).toBe("user");
  });

  it("makes an ADMIN_EMAILS address admin once verified, not before", async () => {
    const browser = h.browser();
    await signUp(browser, "direction@ga-education.fr");
    expect((await userRow("direction@ga-education.fr"))?.role).toBe("user");
    expect(await h.services.accounts.syncAdminEmails()).toBe(0);
    const [mail] = await h.mails("direction@ga-education.fr");
    const link = new URL(linkIn(mail, "verify-email"));
    await browser.fetch(link.pathname + link.search);
    expect((await h.services.accounts.getSession(browser.headers()))?.user.role).toBe("admin");
  });

  it("promotes and demotes by e-mail", async () => {
    await verifiedUser("promoted@lycee-test.example");
    expect(await h.services.accounts.setRole("Promoted@Lycee-Test.example", "admin")).toBe(true);
    expect((await userRow("promoted@lycee-test.example"))?.role).toBe("admin");
    expect(await h.services.accounts.setRole("promoted@lycee-test.example", "user")).toBe(true);
    expect((await userRow("promoted@lycee-test.example"))?.role).toBe("user");
    expect(await h.services.accounts.setRole("nobody@lycee-test.example", "admin")).toBe(false);
  });
});

describe(`sign-in, sessions and limits (${engine})`, () => {
  it("keeps the session 30 days with remember me, for the browser session without", async () => {
    await verifiedUser("remember@lycee-test.example");
    const remembered = h.browser();
    const withMe = await signIn(remembered, "remember@lycee-test.example", PASSWORD, true);
    expect(withMe.status).toBe(200);
    const cookie = setCookies(withMe).find((c) => c.name === "ga.session_token");
    expect(cookie?.attributes).toMatch(/Max-Age=2592000/i);
    expect(cookie?.attributes).toMatch(/HttpOnly/i);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/i);

    const forgetful = h.browser();
    const without = await signIn(forgetful, "remember@lycee-test.example", PASSWORD, false);
    const session = setCookies(without).find((c) => c.name === "ga.session_token");
    expect(session?.attributes).not.toMatch(/Max-Age/i);
    expect(await h.services.accounts.getSession(forgetful.headers())).not.toBeNull();
  });

  it("answers a wrong password and an unknown address the same way", async () => {
    await verifiedUser("wrong@lycee-test.example");
    const wrong = await signIn(h.browser(), "wrong@lycee-test.example", "pas-le-bon-1");
    const unknown = await signIn(h.browser(), "nobody-here@lycee-test.example", "pas-le-bon-1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("limits failed sign-ins per account with 429 and Retry-After, then lets the owner in again", async () => {
    await verifiedUser("limited@lycee-test.example");
    // Five failures at once: the per-account limit.
    const failures = await Promise.all(
      Array.from({ length: 5 }, () => signIn(h.browser(), "limited@lycee-test.example", "mauvais-mdp-9")),
    );
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await signIn(h.browser(), "limited@lycee-test.example", PASSWORD, true);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(h.config.authRateLimitWindow);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/^Trop de tentatives/);
    await new Promise((r) => setTimeout(r, wait * 1000 + 100));
    expect((await signIn(h.browser(), "limited@lycee-test.example")).status).toBe(200);
  });

  it("refuses a cross-site sign-in", async () => {
    await verifiedUser("csrf@lycee-test.example");
    const res = await h.app.request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ email: "csrf@lycee-test.example", password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });
});

describe(`password reset (${engine})`, () => {
  it("sends a link to the new-password page, sets the password and closes every session", async () => {
    const old = await verifiedUser("reset@lycee-test.example");
    expect(await h.services.accounts.getSession(old.headers())).not.toBeNull();
    await h.services.accounts.requestPasswordReset("reset@lycee-test.example", h.browser().headers());
    const mail = (await h.mails("reset@lycee-test.example")).at(-1);
    expect(mail?.subject).toBe("Réinitialisez votre mot de passe – GA Éducation");
    const link = new URL(linkIn(mail, "view=reset"));
    expect(link.pathname).toBe("/auth");
    const token = link.searchParams.get("token")!;
    expect(await h.services.accounts.isResetTokenValid(token)).toBe(true);

    const common = await h.services.accounts.resetPassword(token, "password1", h.browser().headers());
    expect(common).toMatchObject({ ok: false, code: "PASSWORD_TOO_COMMON" });
    const done = await h.services.accounts.resetPassword(token, "Nouveau-cahier-8", h.browser().headers());
    expect(done.ok).toBe(true);
    expect(await h.services.accounts.isResetTokenValid(token)).toBe(false);
    expect(await h.services.accounts.getSession(old.headers())).toBeNull();
    expect((await signIn(h.browser(), "reset@lycee-test.example", PASSWORD)).status).toBe(401);
    expect((await signIn(h.browser(), "reset@lycee-test.example", "Nouveau-cahier-8")).status).toBe(200);
    expect((await h.mails("reset@lycee-test.example")).at(-1)?.subject).toBe(
      "Votre mot de passe a été modifié – GA Éducation",
    );
  });

  it("does not reveal whether an address has an account", async () => {
    await h.services.accounts.requestPasswordReset("ghost@lycee-test.example", h.browser().headers());
    expect(await h.mails("ghost@lycee-test.example")).toEqual([]);
    expect(await h.services.accounts.isResetTokenValid("not-a-real-token-123")).toBe(false);
  });
});

describe(`two-factor authentication (${engine})`, () => {
  it("computes RFC 6238 codes (test vector)", () => {
    // RFC 6238 appendix B, SHA-1, T = 59 s, 8 digits.
    expect(hotp(Buffer.from("12345678901234567890"), 1, 8)).toBe("94287082");
  });

  it("enrols with a QR code and a code, then asks for the second factor at sign-in", async () => {
    const email = "totp@lycee-test.example";
    const browser = await verifiedUser(email);
    let session = (await h.services.accounts.getSession(browser.headers()))!;
    expect(await h.services.accounts.twoFactorStatus(session.user.id)).toBe("disabled");

    expect(await h.services.accounts.beginTwoFactor("mauvais-mdp-9", browser.headers())).toMatchObject({
      ok: false,
      code: "INVALID_PASSWORD",
    });
    const enrolment = await h.services.accounts.beginTwoFactor(PASSWORD, browser.headers());
    if (!enrolment.ok) throw new Error(enrolment.code);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(new URL(enrolment.totpUri).searchParams.get("issuer")).toBe("GA Éducation");
    expect(await h.services.accounts.twoFactorStatus(session.user.id)).toBe("pending");

    expect(await h.services.accounts.confirmTwoFactor("000000", session, browser.headers())).toMatchObject({
      ok: false,
    });
    const confirmed = await h.services.accounts.confirmTwoFactor(
      totp(enrolment.secret),
      session,
      browser.headers(),
    );
    if (!confirmed.ok) throw new Error(confirmed.code);
    expect(confirmed.backupCodes).toHaveLength(10);
    expect(await h.services.accounts.twoFactorStatus(session.user.id)).toBe("enabled");
    expect((await h.mails(email)).at(-1)?.subject).toBe("Double authentification activée – GA Éducation");

    // Sign-in now stops at the second factor.
    const second = h.browser();
    const first = await signIn(second, email);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(second.cookies.has("ga.session_token")).toBe(false);
    expect(h.services.accounts.pendingChallenge(second.headers())).toMatch(/^2fa-/);
    expect(await h.services.accounts.verifySecondFactor("123456", second.headers())).toMatchObject({
      ok: false,
      code: "INVALID_CODE",
    });
    const verified = await h.services.accounts.verifySecondFactor(totp(enrolment.secret), second.headers());
    if (!verified.ok) throw new Error(verified.code);
    for (const c of setCookies(new Response(null, { headers: verified.headers })))
      second.cookies.set(c.name, c.value);
    session = (await h.services.accounts.getSession(second.headers()))!;
    expect(session.user.twoFactorEnabled).toBe(true);
    expect(session.session.authLevel).toBe(2);

    // A backup code works once.
    const third = h.browser();
    await signIn(third, email);
    const backup = confirmed.backupCodes[0]!;
    expect((await h.services.accounts.verifySecondFactor(backup, third.headers())).ok).toBe(true);
    const fourth = h.browser();
    await signIn(fourth, email);
    expect((await h.services.accounts.verifySecondFactor(backup, fourth.headers())).ok).toBe(false);

    // Disabling takes a code.
    expect((await h.services.accounts.disableTwoFactor("111111", session, second.headers())).ok).toBe(false);
    const disabled = await h.services.accounts.disableTwoFactor(
      confirmed.backupCodes[1]!,
      session,
      second.headers(),
    );
    expect(disabled.ok).toBe(true);
    expect(await h.services.accounts.twoFactorStatus(session.user.id)).toBe("disabled");
    expect((await h.mails(email)).at(-1)?.subject).toBe("Double authentification désactivée – GA Éducation");
    const plain = h.browser();
    expect(await (await signIn(plain, email)).json()).not.toHaveProperty("twoFactorRedirect");
  });
});

describe(`JWT for API clients (${engine})`, () => {
  it("publishes cacheable keys and issues short-lived tokens that verify with jose", async () => {
    const browser = await verifiedUser("api@lycee-test.example");
    const keysResponse = await h.app.request(`${TEST_BASE_URL}/.well-known/jwks.json`);
    expect(keysResponse.status).toBe(200);
    expect(keysResponse.headers.get("cache-control")).toBe("public, max-age=3600");

    const tokenResponse = await browser.fetch("/api/auth/token");
    expect(tokenResponse.status).toBe(200);
    const { token } = (await tokenResponse.json()) as { token: string };
    const jwks = createLocalJWKSet(
      (await (await h.app.request(`${TEST_BASE_URL}/.well-known/jwks.json`)).json()) as JSONWebKeySet,
    );
    const { payload, protectedHeader } = await jwtVerify(token, jwks, {
      issuer: TEST_BASE_URL,
      audience: TEST_BASE_URL,
    });
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(payload).toMatchObject({ email: "api@lycee-test.example", role: "user" });
    const session = await h.services.accounts.getSession(browser.headers());
    expect(payload.sub).toBe(session?.user.id);
    expect(payload.exp! - payload.iat!).toBe(15 * 60);

    // A tampered payload or signature is rejected.
    const [head, body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: "admin" })).toString("base64url");
    await expect(jwtVerify(`${head}.${forged}.${signature}`, jwks)).rejects.toThrow();
    const flipped = signature!.slice(0, -2) + (signature!.endsWith("AA") ? "BB" : "AA");
    await expect(jwtVerify(`${head}.${body}.${flipped}`, jwks)).rejects.toThrow();
    // An expired token is rejected.
    await expect(
      jwtVerify(token, jwks, { currentDate: new Date((payload.exp! + 1) * 1000) }),
    ).rejects.toMatchObject({ code: "ERR_JWT_EXPIRED" });

    // Without a session there is no token.
    expect((await h.browser().fetch("/api/auth/token")).status).toBe(401);
    expect(await h.services.accounts.issueToken(browser.headers())).toMatch(/^ey/);
  });
});
