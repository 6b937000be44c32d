import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { authAction } from "#app/features/auth/routes/auth-actions.server.ts";
import { action as clientPageAction } from "#app/features/crm/clients/routes/client.tsx";
import {
  formData,
  TEST_BASE_URL,
  TEST_PASSWORD,
  type Browser,
  type Harness,
} from "#server/auth/test-harness.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { parseJson, toBool } from "#server/db/mapping.ts";
import { NOTE_MAX } from "./client-access.ts";
import { applyClientAction, clientNotes, memberAccess } from "./client-access.server.ts";
import { historyLookup, recordHistory } from "../history/history.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * The client page's notes and account bans against a real server (fresh database, Better Auth):
 * a note is stored and logged; a ban closes every session of the account at once and the sign-in
 * refuses it with its own message until an admin restores access; only admins may ban.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let h: Harness;
let institutionId: string;
let admin: { context: RouterContextProvider; session: SessionInfo };

async function sessionOf(email: string): Promise<SessionInfo> {
  const browser = h.browser();
  const res = await browser.fetch("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  const session = await h.services.auth.api.getSession({ headers: browser.headers() });
  return session as unknown as SessionInfo;
}

async function signInForm(email: string) {
  const url = new URL("/auth", TEST_BASE_URL);
  const request = new Request(url, {
    method: "POST",
    headers: { origin: TEST_BASE_URL },
    body: formData({ intent: "sign-in", email, password: TEST_PASSWORD }),
  });
  try {
    return await authAction({ request, context: h.routeContext(), url });
  } catch (thrown) {
    return thrown;
  }
}

beforeAll(async () => {
  h = await startAppHarness();
  const db = h.t.database.db;
  await h.verified("direction@ga-education.fr");
  admin = { context: h.routeContext(), session: await sessionOf("direction@ga-education.fr") };
  institutionId = crypto.randomUUID();
  await db
    .insertInto("institution")
    .values({ id: institutionId, name: "Lycée Victor Hugo", name_key: nameKey("Lycée Victor Hugo") })
    .execute();
});
afterAll(async () => {
  await h?.close();
});

describe("client notes", () => {
  it("stores a note, lists the newest first and logs it in the client's timeline", async () => {
    const db = h.t.database.db;
    const first = await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "note", body: "Appel <b>ok</b>" }),
    );
    expect(first.data.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "note", body: "  Relancer en mai  " }),
    );
    const notes = await clientNotes(db, institutionId);
    expect(notes.map((n) => n.body)).toEqual(["Relancer en mai", "Appel <b>ok</b>"]);
    expect(notes[0]!.author).toBeTruthy();
    const history = await recordHistory(db, [institutionId]);
    expect(history.filter((e) => e.action === "client.note")).toHaveLength(2);
    // The author is named, and linked to what they did in the audit log.
    const lookup = await historyLookup(db, history, { role: "admin", lang: "fr" });
    expect(lookup.people[history[0]!.actorId!]?.href).toBe("/admin/logs?actor=direction%40ga-education.fr");
  });

  it("refuses an empty or too long note with translated error keys", async () => {
    const db = h.t.database.db;
    const empty = await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "note", body: "   " }),
    );
    expect(empty.init?.status).toBe(400);
    expect(empty.data.fieldErrors).toEqual({ body: "required" });
    const long = await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "note", body: "x".repeat(NOTE_MAX + 1) }),
    );
    expect(long.data.fieldErrors).toEqual({ body: "noteTooLong" });
    expect(await clientNotes(db, institutionId)).toHaveLength(2);
  });
});

describe("banning a customer account", () => {
  const email = "camille.durand@lycee-hugo.example";
  let customerId: string;
  let customer: Browser;

  beforeAll(async () => {
    customer = await h.verified(email);
    customerId = await h.userId(email);
    await h.t.database.db
      .insertInto("membership")
      .values({ institution_id: institutionId, user_id: customerId, role: "owner" })
      .execute();
    const res = await customer.fetch("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it("requires a reason", async () => {
    const reply = await applyClientAction(
      h.t.database.db,
      admin,
      institutionId,
      formData({ intent: "ban", userId: customerId, reason: " " }),
    );
    expect(reply.data.fieldErrors).toEqual({ reason: "banReasonRequired" });
    expect((await memberAccess(h.t.database.db, institutionId))[customerId]?.banned).toBe(false);
  });

  it("revokes every session at once and refuses the sign-in, then an unban restores access", async () => {
    const db = h.t.database.db;
    expect(await h.services.auth.api.getSession({ headers: customer.headers() })).not.toBeNull();

    const banned = await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "ban", userId: customerId, reason: "Impayés répétés" }),
    );
    expect(banned.data.ok).toBe(true);
    const access = (await memberAccess(db, institutionId))[customerId]!;
    expect(access).toMatchObject({ banned: true, banReason: "Impayés répétés" });
    expect(access.bannedAt).toBeTruthy();
    const sessions = await db.selectFrom("session").select("id").where("userId", "=", customerId).execute();
    expect(sessions).toHaveLength(0);
    // Actions read the session in the database: at once; pages within the session cache window
    // (SESSION_CACHE_SECONDS, decision 018).
    expect(await h.services.accounts.getSession(customer.headers())).toBeNull();
    expect((await h.services.accounts.readSession(customer.headers(), { fresh: true })).session).toBeNull();

    // The API and the sign-in form both refuse the account, with its own message.
    const api = await h
      .browser()
      .fetch("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } });
    expect(api.status).toBe(403);
    expect(((await api.json()) as { code?: string }).code).toBe("BANNED_USER");
    const refused = (await signInForm(email)) as {
      data: { formError?: { key: string } };
      init?: ResponseInit;
    };
    expect(refused.init?.status).toBe(403);
    expect(refused.data.formError?.key).toBe("banned");

    const restored = await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "unban", userId: customerId }),
    );
    expect(restored.data.ok).toBe(true);
    const row = await db
      .selectFrom("user")
      .select(["banned", "ban_reason"])
      .where("id", "=", customerId)
      .executeTakeFirstOrThrow();
    expect(toBool(row.banned)).toBe(false);
    expect(row.ban_reason).toBeNull();
    const accepted = await signInForm(email);
    expect(accepted).toBeInstanceOf(Response);
    expect((accepted as Response).status).toBe(302);

    const history = await recordHistory(db, [institutionId]);
    const [unban, ban] = history.filter((e) => e.action.startsWith("user."));
    expect(unban?.action).toBe("user.unban");
    expect(ban?.action).toBe("user.ban");
    expect(ban?.changes).toMatchObject({ user: email, reason: "Impayés répétés" });
    const logged = await db
      .selectFrom("audit_log")
      .select("changes")
      .where("action", "=", "user.ban")
      .executeTakeFirstOrThrow();
    expect(parseJson<Record<string, unknown>>(logged.changes, {}).banned).toEqual([false, true]);
  });

  it("never bans a staff account, nor an account of another client", async () => {
    const db = h.t.database.db;
    const adminId = admin.session.user.id;
    await db
      .insertInto("membership")
      .values({ institution_id: institutionId, user_id: adminId, role: "member" })
      .execute();
    const staff = await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "ban", userId: adminId, reason: "Essai" }),
    );
    expect(staff.data.fieldErrors).toEqual({ userId: "staffAccount" });
    const other = await applyClientAction(
      db,
      admin,
      institutionId,
      formData({ intent: "ban", userId: crypto.randomUUID(), reason: "Essai" }),
    );
    expect(other.data.fieldErrors).toEqual({ userId: "notMember" });
  });

  it("answers 403 to a sales member who posts a ban to the client page", async () => {
    const salesEmail = "ventes@ga-education.example";
    await h.verified(salesEmail);
    await h.t.database.db
      .insertInto("staff_member")
      .values({ user_id: await h.userId(salesEmail), role: "sales" })
      .execute();
    const sales = h.browser();
    await sales.fetch("/api/auth/sign-in/email", { json: { email: salesEmail, password: TEST_PASSWORD } });
    const url = new URL(`/admin/clients/${institutionId}`, TEST_BASE_URL);
    const request = new Request(url, {
      method: "POST",
      headers: sales.headers(),
      body: formData({ intent: "ban", userId: customerId, reason: "Pas autorisé" }),
    });
    const thrown = await clientPageAction({
      request,
      context: h.routeContext(),
      params: { clientId: institutionId },
      url,
      pattern: "/admin/clients/:clientId",
    } as never).catch((e: unknown) => e);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(403);
    expect((await memberAccess(h.t.database.db, institutionId))[customerId]?.banned).toBe(false);
  });
});
