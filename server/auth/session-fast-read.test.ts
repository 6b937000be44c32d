import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testEngine } from "../db/test-database.ts";
import { SESSION_DAYS } from "./auth.ts";
import { createSessionFastRead, parseCookieHeader, verifySignedValue } from "./session-fast-read.ts";
import { startHarness, type Browser, type Harness } from "./test-harness.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const engine = testEngine();
const SECRET = "x".repeat(40);
const sign = (value: string, secret = SECRET) =>
  `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`;

describe("verifySignedValue (better-call's signed cookies)", () => {
  it("gives the value back when the signature is this secret's", () => {
    expect(verifySignedValue(sign("abc123"), SECRET)).toBe("abc123");
    expect(verifySignedValue(sign("a.b.c"), SECRET)).toBe("a.b.c");
  });

  it("refuses another secret's signature, a changed value, a cut or missing signature", () => {
    expect(verifySignedValue(sign("abc123", "y".repeat(40)), SECRET)).toBeNull();
    expect(verifySignedValue(sign("abc123").replace("abc123", "abc124"), SECRET)).toBeNull();
    expect(verifySignedValue(sign("abc123").slice(0, -2), SECRET)).toBeNull();
    expect(verifySignedValue("abc123", SECRET)).toBeNull();
    expect(verifySignedValue(".sig", SECRET)).toBeNull();
    expect(verifySignedValue(`abc123.${"A".repeat(43)}=`, SECRET)).toBeNull();
  });
});

describe("parseCookieHeader", () => {
  it("reads names and URI-decoded values, and keeps every value of a repeated name", () => {
    const cookies = parseCookieHeader(' theme=dark; ga.session_token=a%2Bb%3D; x="quoted"; theme=light; bad');
    expect(cookies.get("theme")).toEqual(["dark", "light"]);
    expect(cookies.get("ga.session_token")).toEqual(["a+b="]);
    expect(cookies.get("x")).toEqual(["quoted"]);
    expect(cookies.has("bad")).toBe(false);
  });
});

describe(`the fast session read agrees with Better Auth or leaves it the answer (${engine})`, () => {
  let h: Harness;
  let fastRead: ReturnType<typeof createSessionFastRead>;
  const cookieOf = (browser: Browser) => browser.headers().get("cookie");

  beforeAll(async () => {
    h = await startHarness();
    fastRead = createSessionFastRead(h.services.auth);
  });
  afterAll(() => h?.close());

  async function betterAuth(cookie: string | null) {
    const headers = new Headers(cookie ? { cookie } : {});
    return h.services.auth.api.getSession({
      headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
  }

  async function tokenOf(browser: Browser): Promise<string> {
    const signed = decodeURIComponent(browser.cookies.get("ga.session_token")!);
    return signed.slice(0, signed.lastIndexOf("."));
  }

  it("reads a signed-in browser's session as Better Auth does, without a cookie to set", async () => {
    const browser = await h.verified("rapide@lycee-test.example");
    const fast = await fastRead(cookieOf(browser));
    const slow = await betterAuth(cookieOf(browser));
    expect(fast).toBeTruthy();
    expect(slow.headers.getSetCookie()).toEqual([]);
    expect(fast!.session.id).toBe(slow.response!.session.id);
    expect(fast!.user).toMatchObject({
      id: slow.response!.user.id,
      email: "rapide@lycee-test.example",
      emailVerified: true,
      firstName: "Camille",
      lastName: "Durand",
      role: "user",
      twoFactorEnabled: false,
    });
    const read = await h.services.accounts.readSession(browser.headers());
    expect(read.setCookies).toEqual([]);
    expect(read.session?.user.email).toBe("rapide@lycee-test.example");
    expect(read.session?.session.id).toBe(slow.response!.session.id);
  });

  it("answers no session without a session cookie", async () => {
    expect(await fastRead(null)).toBeNull();
    expect(await fastRead("")).toBeNull();
    expect(await fastRead("theme=dark; consent=refused")).toBeNull();
    expect((await betterAuth("theme=dark; consent=refused")).response).toBeNull();
  });

  it("leaves a forged or tampered cookie, a repeated one, and the other session cookies to Better Auth", async () => {
    const browser = await h.verified("forge@lycee-test.example");
    const token = await tokenOf(browser);
    const forged = `ga.session_token=${encodeURIComponent(sign(token, "z".repeat(40)))}`;
    expect(await fastRead(forged)).toBeUndefined();
    expect((await h.services.accounts.readSession(new Headers({ cookie: forged }))).session).toBeNull();
    const cookie = cookieOf(browser)!;
    expect(await fastRead(`${cookie}; ${forged}`)).toBeUndefined();
    expect(await fastRead(`${cookie}; ga.dont_remember=x`)).toBeUndefined();
    expect(await fastRead(`${cookie}; ga.session_data=x`)).toBeUndefined();
    expect(await fastRead(`${cookie}; ga.session_data.0=x`)).toBeUndefined();
    expect(await fastRead(cookie)).toBeTruthy();
  });

  it("leaves a revoked session to Better Auth, which ends it", async () => {
    const browser = await h.verified("revoque@lycee-test.example");
    await h.t.database.db
      .deleteFrom("session")
      .where("token", "=", await tokenOf(browser))
      .execute();
    expect(await fastRead(cookieOf(browser))).toBeUndefined();
    const read = await h.services.accounts.readSession(browser.headers());
    expect(read.session).toBeNull();
    expect(read.setCookies.some((c) => /^ga\.session_token=;/.test(c))).toBe(true);
  });

  it("leaves an expired session to Better Auth", async () => {
    const browser = await h.verified("expire@lycee-test.example");
    await h.t.database.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where("token", "=", await tokenOf(browser))
      .execute();
    expect(await fastRead(cookieOf(browser))).toBeUndefined();
    expect((await h.services.accounts.readSession(browser.headers())).session).toBeNull();
  });

  it("leaves a session due for its daily renewal to Better Auth, which renews it", async () => {
    const browser = await h.verified("renouvelle@lycee-test.example");
    // Last set a day and a minute ago.
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000 - 86_400_000 - 60_000);
    await h.t.database.db
      .updateTable("session")
      .set({ expiresAt })
      .where("token", "=", await tokenOf(browser))
      .execute();
    expect(await fastRead(cookieOf(browser))).toBeUndefined();
    const read = await h.services.accounts.readSession(browser.headers());
    expect(read.session?.user.email).toBe("renouvelle@lycee-test.example");
    expect(read.setCookies.some((c) => c.startsWith("ga.session_token="))).toBe(true);
    expect(read.session!.session.expiresAt.getTime()).toBeGreaterThan(expiresAt.getTime());
    // Renewed, the session is read quickly again.
    expect(await fastRead(cookieOf(browser))).toBeTruthy();
  });
});
