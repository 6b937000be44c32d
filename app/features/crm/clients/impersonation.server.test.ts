import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { audit } from "#app/features/client-space/access.server.ts";
import { loadMember } from "#app/features/client-space/guard.server.ts";
import { requireStaffMember } from "#app/features/crm/guard.server.ts";
import { getImpersonation, getSession, sessionCookies } from "#app/features/auth/session.server.ts";
import { action as clientPageAction } from "#app/features/crm/clients/routes/client.tsx";
import { action as endAction } from "#app/features/crm/clients/routes/api-impersonation-end.ts";
import { authAction } from "#app/features/auth/routes/auth-actions.server.ts";
import { action as profileAction } from "#app/features/client-space/routes/profile.tsx";
import { loader as exportLoader } from "#app/features/client-space/routes/profile-export.ts";
import {
  formData,
  TEST_BASE_URL,
  TEST_PASSWORD,
  type Browser,
  type Harness,
} from "#server/auth/test-harness.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { parseJson, toDate } from "#server/db/mapping.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * Support sign-in as a customer (decision 014) against a real server (fresh database, Better
 * Auth): started from the client page with a reason, read by every request of that browser as the
 * customer's session, refused for what stays the account holder's, ended by hand, by expiry, by a
 * sign-out or when no longer allowed, each start and end in the audit log.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const ADMIN = "direction@ga-education.fr";
const CUSTOMER = "camille.durand@lycee-hugo.example";
const REASON = "Ticket 1234 : la facture de mars ne s'affiche pas";
let h: Harness;
let institutionId: string;
let customerId: string;
let admin: Browser;

async function signedIn(email: string): Promise<Browser> {
  const browser = h.browser();
  const res = await browser.fetch("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return browser;
}

async function staff(email: string, role: "sales" | "support" | "billing"): Promise<Browser> {
  await h.verified(email);
  await h.t.database.db
    .insertInto("staff_member")
    .values({ user_id: await h.userId(email), role })
    .execute();
  return signedIn(email);
}

async function member(email: string): Promise<string> {
  await h.verified(email);
  const id = await h.userId(email);
  await h.t.database.db
    .insertInto("membership")
    .values({ institution_id: institutionId, user_id: id, role: "member" })
    .execute();
  return id;
}

/** The request of a browser, with an impersonation cookie when given. */
function request(browser: Browser, path: string, init: { form?: FormData; token?: string | null } = {}) {
  const headers = browser.headers();
  if (init.token) {
    const cookie = headers.get("cookie");
    headers.set("cookie", `${cookie ? `${cookie}; ` : ""}ga_impersonation=${init.token}`);
  }
  const url = new URL(path, TEST_BASE_URL);
  const req = new Request(url, {
    method: init.form ? "POST" : "GET",
    headers,
    ...(init.form ? { body: init.form } : {}),
  });
  return { request: req, context: h.routeContext(), url, params: {} as Record<string, string> };
}

async function settle<T>(run: () => Promise<T>): Promise<T | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** Posts the client page's "Se connecter en tant que" form; the cookie's token when it started. */
async function start(browser: Browser, fields: Record<string, string>) {
  const args = request(browser, `/admin/clients/${institutionId}`, {
    form: formData({ intent: "impersonate", ...fields }),
  });
  const result = await settle(() =>
    clientPageAction({ ...args, params: { clientId: institutionId }, pattern: "" } as never),
  );
  const token =
    result instanceof Response
      ? (/ga_impersonation=([^;]+)/.exec(result.headers.get("set-cookie") ?? "")?.[1] ?? null)
      : null;
  return { result, token };
}

async function rows() {
  return h.t.database.db.selectFrom("impersonation").selectAll().orderBy("started_at").execute();
}

async function auditOf(action: string) {
  const found = await h.t.database.db
    .selectFrom("audit_log")
    .select(["actor_user_id", "entity_type", "entity_id", "changes", "ip_address"])
    .where("action", "=", action)
    .orderBy("created_at")
    .execute();
  return found.map((r) => ({ ...r, changes: parseJson<Record<string, unknown>>(r.changes, {}) }));
}

beforeAll(async () => {
  h = await startAppHarness();
  await h.verified(ADMIN);
  admin = await signedIn(ADMIN);
  institutionId = crypto.randomUUID();
  await h.t.database.db
    .insertInto("institution")
    .values({ id: institutionId, name: "Lycée Victor Hugo", name_key: nameKey("Lycée Victor Hugo") })
    .execute();
  customerId = await member(CUSTOMER);
});
afterAll(async () => {
  await h?.close();
});

describe("starting", () => {
  it("requires a reason of 10 characters at least, keeping what was typed", async () => {
    for (const [reason, key] of [
      ["", "impersonationReasonRequired"],
      ["Aide", "impersonationReasonTooShort"],
    ] as const) {
      const { result } = await start(admin, { userId: customerId, reason });
      const reply = result as {
        data: { fieldErrors?: unknown; values?: Record<string, string> };
        init?: ResponseInit;
      };
      expect(reply.init?.status).toBe(400);
      expect(reply.data.fieldErrors).toEqual({ reason: key });
      expect(reply.data.values?.reason).toBe(reason);
    }
    expect(await rows()).toHaveLength(0);
  });

  it("records the row and its audit entry, sets the cookie and goes to the client space", async () => {
    const before = Date.now();
    const { result, token } = await start(admin, { userId: customerId, reason: `  ${REASON}  ` });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).not.toMatch(/Secure/); // plain HTTP here; Secure over HTTPS
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await rows();
    expect(row).toMatchObject({
      staff_user_id: await h.userId(ADMIN),
      target_user_id: customerId,
      institution_id: institutionId,
      reason: REASON,
      ended_at: null,
      ip_address: "10.9.9.9",
    });
    // Only the token's hash is stored.
    expect(row!.token_hash).not.toContain(token!);
    const started = toDate(row!.started_at).getTime();
    expect(started).toBeGreaterThanOrEqual(before - 5);
    expect(toDate(row!.expires_at).getTime() - started).toBe(30 * 60_000);

    const [entry] = await auditOf("impersonation.start");
    expect(entry).toMatchObject({
      actor_user_id: await h.userId(ADMIN),
      entity_type: "institution",
      entity_id: institutionId,
      ip_address: "10.9.9.9",
    });
    expect(entry!.changes).toMatchObject({ user: CUSTOMER, reason: REASON });

    // Every request of that browser now sees the customer, with who and why.
    const args = request(admin, "/dashboard", { token });
    const session = await getSession(args);
    expect(session?.user.id).toBe(customerId);
    expect(session?.user.email).toBe(CUSTOMER);
    expect(session?.session.authLevel).toBe(1);
    expect(session?.impersonation).toMatchObject({ staffEmail: ADMIN, reason: REASON, institutionId });
    // Nothing to send back but, when this test crosses a 30-second slot of the session cache
    // (sessionCacheVersion), the admin's own cache written again: never a session or
    // impersonation cookie.
    expect((await sessionCookies(args)).filter((c) => !c.startsWith("ga.session_data="))).toEqual([]);
    expect((await getImpersonation(args))?.staff.user.email).toBe(ADMIN);
    // The same browser without the cookie is the admin again.
    expect((await getSession(request(admin, "/dashboard")))?.user.email).toBe(ADMIN);

    // The admin CRM is out of reach as the customer.
    const guarded = await settle(() => requireStaffMember(request(admin, "/admin", { token })));
    expect(guarded).toBeInstanceOf(Response);
    expect((guarded as Response).headers.get("location")).toBe("/dashboard");

    await endAction(
      request(admin, "/api/impersonation/end", { token, form: formData({ lang: "fr" }) }) as never,
    );
  });

  it("never as a staff member, an admin, a suspended account or a user of another client", async () => {
    const db = h.t.database.db;
    const salesMember = await member("ventes.membre@ga-education.example");
    await db.insertInto("staff_member").values({ user_id: salesMember, role: "sales" }).execute();
    const adminId = await h.userId(ADMIN);
    await db
      .insertInto("membership")
      .values({ institution_id: institutionId, user_id: adminId, role: "member" })
      .execute();
    const bannedId = await member("suspendu@lycee-hugo.example");
    await db
      .updateTable("user")
      .set({ banned: true, ban_reason: "Impayés" })
      .where("id", "=", bannedId)
      .execute();
    const outsider = await h
      .verified("ailleurs@autre-ecole.example")
      .then(() => h.userId("ailleurs@autre-ecole.example"));

    const count = (await rows()).length;
    for (const [target, key] of [
      [salesMember, "impersonationStaff"],
      [adminId, "impersonationStaff"],
      [bannedId, "impersonationBanned"],
      [outsider, "notMember"],
    ] as const) {
      const { result } = await start(admin, { userId: target, reason: REASON });
      expect((result as { data: { fieldErrors?: unknown } }).data.fieldErrors).toEqual({ userId: key });
    }
    expect(await rows()).toHaveLength(count);
    await db.deleteFrom("membership").where("user_id", "=", adminId).execute();
  });

  it("answers 403 to sales and billing, and lets support in", async () => {
    const count = (await rows()).length;
    for (const [email, role] of [
      ["ventes@ga-education.example", "sales"],
      ["compta@ga-education.example", "billing"],
    ] as const) {
      const { result } = await start(await staff(email, role), { userId: customerId, reason: REASON });
      expect((result as { init?: ResponseInit }).init?.status).toBe(403);
    }
    expect(await rows()).toHaveLength(count);
    const support = await staff("support@ga-education.example", "support");
    const { result, token } = await start(support, { userId: customerId, reason: REASON });
    expect((result as Response).status).toBe(302);
    expect((await getSession(request(support, "/dashboard", { token })))?.user.id).toBe(customerId);
    await endAction(
      request(support, "/api/impersonation/end", { token, form: formData({ lang: "fr" }) }) as never,
    );
  });

  it("redirects a customer who posts the form to their own space", async () => {
    const customer = await signedIn(CUSTOMER);
    const { result } = await start(customer, { userId: customerId, reason: REASON });
    expect((result as Response).headers.get("location")).toBe("/dashboard");
  });
});

describe("while signed in as the customer", () => {
  let token: string;
  beforeAll(async () => {
    token = (await start(admin, { userId: customerId, reason: REASON })).token!;
  });

  it("refuses the password, e-mail, two-factor, sessions, deletion and the data export", async () => {
    for (const intent of ["password", "email", "sessions", "delete-account"]) {
      const reply = (await profileAction(
        request(admin, "/dashboard/profile", {
          token,
          form: formData({
            intent,
            currentPassword: TEST_PASSWORD,
            newPassword: "Autre-lune-8",
            confirmPassword: "Autre-lune-8",
            newEmail: "pirate@example.com",
            password: TEST_PASSWORD,
            confirm: "SUPPRIMER",
          }),
        }) as never,
      )) as { data: { message?: string }; init?: ResponseInit };
      expect(reply.init?.status, intent).toBe(403);
      expect(reply.data.message, intent).toBe("impersonation.refused");
    }
    const twoFactor = (await profileAction(
      request(admin, "/dashboard/profile", {
        token,
        form: formData({ intent: "2fa-enable", password: TEST_PASSWORD }),
      }) as never,
    )) as { data: { formError?: { key: string } }; init?: ResponseInit };
    expect(twoFactor.init?.status).toBe(403);
    expect(twoFactor.data.formError?.key).toBe("impersonating");
    const download = (await exportLoader(
      request(admin, "/dashboard/profile/export", { token }) as never,
    )) as Response;
    expect(download.status).toBe(403);
    expect(await download.text()).toContain("titulaire du compte");

    // Nothing changed: the customer's password still signs in, the admin's too.
    await signedIn(CUSTOMER);
    await signedIn(ADMIN);
    const sessions = await h.t.database.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", customerId)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
  });

  it("names the staff member in the audit entries of the customer's changes", async () => {
    const { member: m } = await loadMember(request(admin, "/dashboard/billing", { token }));
    expect(m?.userId).toBe(customerId);
    await audit(h.t.database.db, m!, "payment_method.default", { type: "payment_method", id: "pm-1" });
    const [entry] = await auditOf("payment_method.default");
    expect(entry!.actor_user_id).toBe(customerId);
    expect(entry!.changes).toMatchObject({ impersonatedBy: ADMIN });
    expect(entry!.changes.impersonation).toBeTruthy();
  });

  it("ends with the banner's button: closed, logged, cookie cleared, back on the client page", async () => {
    const response = (await endAction(
      request(admin, "/api/impersonation/end", { token, form: formData({ lang: "en" }) }) as never,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/en/admin/clients/${institutionId}`);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("ga_impersonation=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("ga_flash=impersonationEnded"))).toBe(true);

    const row = (await rows()).at(-1)!;
    expect(row.ended_reason).toBe("manual");
    expect(row.ended_at).not.toBeNull();
    const ends = await auditOf("impersonation.end");
    expect(ends.at(-1)).toMatchObject({ actor_user_id: await h.userId(ADMIN), entity_id: institutionId });
    expect(ends.at(-1)!.changes).toMatchObject({ user: CUSTOMER, ended: "manual" });

    // The old cookie no longer counts (and is cleared); ending again logs nothing more.
    const args = request(admin, "/dashboard", { token });
    expect((await getSession(args))?.user.email).toBe(ADMIN);
    expect((await sessionCookies(args)).some((c) => c.startsWith("ga_impersonation=;"))).toBe(true);
    const again = (await endAction(
      request(admin, "/api/impersonation/end", { token, form: formData({ lang: "fr" }) }) as never,
    )) as Response;
    expect(again.headers.get("location")).toBe("/admin");
    expect(await auditOf("impersonation.end")).toHaveLength(ends.length);
  });
});

describe("ending by itself", () => {
  it("is ignored once expired, closed once as expired at its end time, logged once", async () => {
    const { token } = await start(admin, { userId: customerId, reason: REASON });
    const row = (await rows()).at(-1)!;
    const past = new Date(Date.now() - 60_000).toISOString();
    await h.t.database.db
      .updateTable("impersonation")
      .set({ expires_at: past })
      .where("id", "=", row.id)
      .execute();
    const ends = (await auditOf("impersonation.end")).length;

    const args = request(admin, "/dashboard", { token });
    expect((await getSession(args))?.user.email).toBe(ADMIN);
    expect((await sessionCookies(args)).some((c) => c.startsWith("ga_impersonation=;"))).toBe(true);
    expect((await getSession(request(admin, "/dashboard", { token })))?.user.email).toBe(ADMIN);

    const closed = (await rows()).find((r) => r.id === row.id)!;
    expect(closed.ended_reason).toBe("expired");
    expect(toDate(closed.ended_at!).toISOString()).toBe(past);
    const logged = await auditOf("impersonation.end");
    expect(logged).toHaveLength(ends + 1);
    expect(logged.at(-1)!.changes).toMatchObject({ ended: "expired" });
  });

  it("is revoked when the staff member loses the permission or the cookie reaches another session", async () => {
    const db = h.t.database.db;
    const support = await staff("support.2@ga-education.example", "support");
    const first = await start(support, { userId: customerId, reason: REASON });
    await db
      .updateTable("staff_member")
      .set({ role: "sales" })
      .where("user_id", "=", await h.userId("support.2@ga-education.example"))
      .execute();
    expect((await getSession(request(support, "/dashboard", { token: first.token })))?.user.email).toBe(
      "support.2@ga-education.example",
    );
    expect((await rows()).at(-1)!.ended_reason).toBe("revoked");

    // The admin's cookie, carried by another staff member's browser, opens nothing.
    const second = await start(admin, { userId: customerId, reason: REASON });
    expect((await getSession(request(support, "/dashboard", { token: second.token })))?.user.email).toBe(
      "support.2@ga-education.example",
    );
    expect((await rows()).at(-1)!.ended_reason).toBe("revoked");
    expect((await auditOf("impersonation.end")).at(-1)!.changes).toMatchObject({ ended: "revoked" });
  });

  it("ends when the staff member signs out", async () => {
    const { token } = await start(admin, { userId: customerId, reason: REASON });
    const args = request(admin, "/auth", { token, form: formData({ intent: "sign-out" }) });
    const response = (await settle(() => authAction(args))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("ga_impersonation=;"))).toBe(true);
    expect((await rows()).at(-1)!.ended_reason).toBe("signed_out");
    admin = await signedIn(ADMIN);
  });
});
