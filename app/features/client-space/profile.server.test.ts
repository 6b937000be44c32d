import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, insertTestUser, type TestDatabase } from "#server/db/test-database.ts";
import type { DB } from "#server/db/schema.ts";
import { hashPassword } from "#server/auth/password-hash.ts";
import { createInstitutionFor, ForbiddenError, resolveMember, type Member } from "./access.server.ts";
import {
  checkPassword,
  deleteAccount,
  exportUserData,
  listSessions,
  revokeOtherSessions,
  updateInstitutionName,
  updateProfile,
} from "./profile.server.ts";

/**
 * The profile's data functions on a real test database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): every change is the signed-in user's own, deleting an account erases or
 * anonymises the person and keeps the institution's invoices (issue 7).
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const PASSWORD = "Cahier-lune-7";

async function addUser(email: string, password?: string): Promise<string> {
  const id = await insertTestUser(db, email, {
    name: "Anne Martin",
    first_name: "Anne",
    last_name: "Martin",
    display_name: "Anne Martin",
  });
  if (password) {
    await db
      .insertInto("account")
      .values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        accessToken: null,
        refreshToken: null,
        idToken: null,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        scope: null,
        password: await hashPassword(password),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .execute();
  }
  return id;
}

async function addSession(
  userId: string,
  expiresInMs = 86_400_000,
  userAgent: string | null = "Firefox",
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("session")
    .values({
      id,
      token: crypto.randomUUID(),
      userId,
      expiresAt: new Date(Date.now() + expiresInMs),
      createdAt: new Date(),
      updatedAt: new Date(),
      ipAddress: "203.0.113.7",
      userAgent,
      auth_level: 1,
    })
    .execute();
  return id;
}

async function addInvoice(institutionId: string, number: string): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("invoice")
    .values({
      id,
      number,
      status: "issued",
      institution_id: institutionId,
      lines: JSON.stringify([{ label: "Abonnement", quantity: 1, unitCents: 10_000 }]),
      subtotal_cents: 10_000,
      vat_cents: 2_000,
      total_cents: 12_000,
      issued_at: new Date(),
      due_at: new Date(Date.now() + 30 * 86_400_000),
    })
    .execute();
  return id;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
});

afterAll(async () => {
  await tdb.destroy();
});

describe("profile", () => {
  it("changes the user's own names and e-mail language only", async () => {
    const me = await addUser("me@profile.example");
    const other = await addUser("other@profile.example");
    await updateProfile(db, me, { firstName: "Léa", lastName: "Dubois", language: "en" });
    const row = await db.selectFrom("user").selectAll().where("id", "=", me).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Léa",
      last_name: "Dubois",
      display_name: "Léa Dubois",
      name: "Léa Dubois",
      language: "en",
    });
    const untouched = await db
      .selectFrom("user")
      .selectAll()
      .where("id", "=", other)
      .executeTakeFirstOrThrow();
    expect(untouched).toMatchObject({ first_name: "Anne", language: "fr" });
  });

  it("lets the owner rename the institution, never a plain member", async () => {
    const owner = await createInstitutionFor(db, await addUser("owner@rename.example"), "Lycée Ancien");
    const memberId = await addUser("member@rename.example");
    await db
      .insertInto("membership")
      .values({ user_id: memberId, institution_id: owner.institutionId, role: "member" })
      .execute();
    const member = (await resolveMember(db, { id: memberId, companyName: null })) as Member;
    await expect(updateInstitutionName(db, member, "Piratage")).rejects.toBeInstanceOf(ForbiddenError);
    await updateInstitutionName(db, owner, "Lycée Nouveau");
    const row = await db
      .selectFrom("institution")
      .select("name")
      .where("id", "=", owner.institutionId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Lycée Nouveau");
  });

  it("checks the password of the credential account", async () => {
    const me = await addUser("pw@profile.example", PASSWORD);
    expect(await checkPassword(db, me, PASSWORD)).toBe(true);
    expect(await checkPassword(db, me, "autre-chose-9")).toBe(false);
    expect(await checkPassword(db, await addUser("nopw@profile.example"), PASSWORD)).toBe(false);
  });
});

describe("sessions", () => {
  it("lists the live sessions, marks the current one and signs out the others only", async () => {
    const me = await addUser("sessions@profile.example");
    const someoneElse = await addUser("sessions-other@profile.example");
    const current = await addSession(me);
    const other = await addSession(me, 86_400_000, "Chrome");
    await addSession(me, -1000); // expired: not listed
    const foreign = await addSession(someoneElse);
    const listed = await listSessions(db, me, current);
    expect(listed.map((s) => s.id).sort()).toEqual([current, other].sort());
    expect(listed.find((s) => s.id === current)?.current).toBe(true);
    expect(listed.find((s) => s.id === other)?.current).toBe(false);

    expect(await revokeOtherSessions(db, me, current)).toBe(2);
    expect((await listSessions(db, me, current)).map((s) => s.id)).toEqual([current]);
    expect(
      await db.selectFrom("session").select("id").where("id", "=", foreign).executeTakeFirst(),
    ).toBeTruthy();
  });
});

describe("GDPR export", () => {
  it("exports the user's own data without secrets", async () => {
    const me = await addUser("export@profile.example", PASSWORD);
    const owner = await createInstitutionFor(db, me, "Collège Export");
    await addSession(me);
    await db
      .insertInto("ticket")
      .values({
        id: crypto.randomUUID(),
        institution_id: owner.institutionId,
        user_id: me,
        subject: "Mon ticket",
        category: "other",
      })
      .execute();
    const data = await exportUserData(db, me);
    expect(data.user.email).toBe("export@profile.example");
    expect(data.memberships).toEqual([
      expect.objectContaining({ institution: "Collège Export", role: "owner" }),
    ]);
    expect(data.tickets.map((t) => t.subject)).toEqual(["Mon ticket"]);
    const json = JSON.stringify(data);
    expect(json).not.toContain("password");
    expect(json).not.toContain("token");
  });
});

describe("account deletion", () => {
  it("erases or anonymises the person and keeps the institution's invoices and tickets", async () => {
    const email = "delete-me@profile.example";
    const me = await addUser(email, PASSWORD);
    const owner = await createInstitutionFor(db, me, "Lycée Effacé");
    const colleagueId = await addUser("colleague@profile.example");
    await db
      .insertInto("membership")
      .values({ user_id: colleagueId, institution_id: owner.institutionId, role: "billing" })
      .execute();
    await addSession(me);
    const colleagueSession = await addSession(colleagueId);
    const invoiceId = await addInvoice(owner.institutionId, "F-2026-9001");
    const ticketId = crypto.randomUUID();
    await db
      .insertInto("ticket")
      .values({
        id: ticketId,
        institution_id: owner.institutionId,
        user_id: me,
        subject: "Question",
        category: "other",
      })
      .execute();
    await db
      .insertInto("ticket_message")
      .values({
        id: crypto.randomUUID(),
        ticket_id: ticketId,
        author_user_id: me,
        author_role: "client",
        body: "Bonjour",
      })
      .execute();
    const contactId = crypto.randomUUID();
    await db
      .insertInto("contact")
      .values({
        id: contactId,
        email,
        first_name: "Anne",
        last_name: "Martin",
        phone: "0102030405",
        institution_name: "Lycée Effacé",
        domain: "profile.example",
      })
      .execute();
    const leadId = crypto.randomUUID();
    await db
      .insertInto("lead")
      .values({
        id: leadId,
        type: "contact",
        email,
        institution_name: "Lycée Effacé",
        payload: JSON.stringify({ firstName: "Anne", phone: "0102030405" }),
        page: "/contact",
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        language: "fr",
        contact_id: contactId,
        idempotency_key: null,
      })
      .execute();
    await db
      .insertInto("audit_log")
      .values({
        id: crypto.randomUUID(),
        actor_user_id: me,
        action: "profile.update",
        entity_type: "user",
        entity_id: me,
        changes: "{}",
        ip_address: null,
      })
      .execute();

    await deleteAccount(db, me);

    // The person is gone: user, credentials, sessions, membership, marketing contact.
    expect(await db.selectFrom("user").select("id").where("id", "=", me).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom("account").select("id").where("userId", "=", me).execute()).toEqual([]);
    expect(await db.selectFrom("session").select("id").where("userId", "=", me).execute()).toEqual([]);
    expect(await db.selectFrom("membership").select("user_id").where("user_id", "=", me).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom("contact").select("id").where("email", "=", email).execute()).toEqual([]);
    // Leads and the audit trail stay, without naming them.
    const lead = await db.selectFrom("lead").selectAll().where("id", "=", leadId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ email: null, contact_id: null });
    expect(lead.payload).toBe("{}");
    const audit = await db
      .selectFrom("audit_log")
      .select("actor_user_id")
      .where("entity_id", "=", me)
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBeNull();
    // Invoices are kept, as the law requires; the institution and its tickets stay for the colleagues.
    const invoice = await db
      .selectFrom("invoice")
      .select(["number", "institution_id", "total_cents"])
      .where("id", "=", invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({
      number: "F-2026-9001",
      institution_id: owner.institutionId,
      total_cents: 12_000,
    });
    expect(
      await db
        .selectFrom("institution")
        .select("id")
        .where("id", "=", owner.institutionId)
        .executeTakeFirst(),
    ).toBeTruthy();
    const ticket = await db
      .selectFrom("ticket")
      .select(["user_id", "subject"])
      .where("id", "=", ticketId)
      .executeTakeFirstOrThrow();
    expect(ticket).toEqual({ user_id: null, subject: "Question" });
    const message = await db
      .selectFrom("ticket_message")
      .select("author_user_id")
      .where("ticket_id", "=", ticketId)
      .executeTakeFirstOrThrow();
    expect(message.author_user_id).toBeNull();
    // Nobody else is touched.
    expect(
      await db.selectFrom("session").select("id").where("id", "=", colleagueSession).executeTakeFirst(),
    ).toBeTruthy();
    expect(await resolveMember(db, { id: colleagueId, companyName: null })).toMatchObject({
      institutionId: owner.institutionId,
      role: "billing",
    });
  });

  it("does nothing for an unknown user", async () => {
    await expect(deleteAccount(db, "no-such-user")).resolves.toBeUndefined();
  });
});
