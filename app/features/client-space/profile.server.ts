import type { Kysely } from "kysely";
import { parseJson, toDate, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { verifyPassword } from "#server/auth/password-hash.ts";
import { ForbiddenError, type Member } from "./access.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * The profile's own data: names and e-mail language, sessions, the GDPR export and the deletion of
 * the account. Everything is keyed by the signed-in user's id.
 */
export async function updateProfile(
  db: Kysely<DB>,
  userId: string,
  input: { firstName: string; lastName: string; language: "fr" | "en" },
): Promise<void> {
  const display = `${input.firstName} ${input.lastName}`;
  await db
    .updateTable("user")
    .set({
      first_name: input.firstName,
      last_name: input.lastName,
      display_name: display,
      name: display,
      language: input.language,
      updatedAt: new Date(),
    })
    .where("id", "=", userId)
    .execute();
}

export interface SessionView {
  readonly id: string;
  readonly current: boolean;
  readonly createdAt: string;
  /**
   * When the session was last renewed or signed in: Better Auth writes it at most once a day while
   * the session is used, so it says on which day the device was last seen.
   */
  readonly lastSeenAt: string;
  readonly userAgent: string | null;
  readonly ipAddress: string | null;
}

export async function listSessions(
  db: Kysely<DB>,
  userId: string,
  currentId: string,
): Promise<SessionView[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "createdAt", "updatedAt", "userAgent", "ipAddress", "expiresAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .execute();
  const now = Date.now();
  return rows
    .filter((r) => toDate(r.expiresAt).getTime() > now)
    .map((r) => ({
      id: r.id,
      current: r.id === currentId,
      createdAt: toDate(r.createdAt).toISOString(),
      lastSeenAt: toDate(r.updatedAt).toISOString(),
      userAgent: r.userAgent,
      ipAddress: r.ipAddress,
    }));
}

/** Signs out every other session of the user; returns how many were closed. */
export async function revokeOtherSessions(
  db: Kysely<DB>,
  userId: string,
  currentId: string,
): Promise<number> {
  const result = await db
    .deleteFrom("session")
    .where("userId", "=", userId)
    .where("id", "!=", currentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Signs out one other session of the user (the row "Sign out" of the profile's list); false when
 * it is not one of theirs, or is the current one (signing out does that).
 */
export async function revokeSession(
  db: Kysely<DB>,
  userId: string,
  sessionId: string,
  currentId: string,
): Promise<boolean> {
  if (sessionId === currentId) return false;
  const result = await db
    .deleteFrom("session")
    .where("id", "=", sessionId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the password is the user's (credential account). */
export async function checkPassword(db: Kysely<DB>, userId: string, password: string): Promise<boolean> {
  const account = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (!account?.password) return false;
  return verifyPassword({ hash: account.password, password });
}

/** GDPR (art. 15 and 20): everything stored about the user, without secrets. */
export async function exportUserData(db: Kysely<DB>, userId: string) {
  const user = await db
    .selectFrom("user")
    .select([
      "id",
      "email",
      "emailVerified",
      "name",
      "first_name",
      "last_name",
      "company_name",
      "display_name",
      "language",
      "role",
      "createdAt",
      "twoFactorEnabled",
      "task_digest",
    ])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const [memberships, sessions, tickets, messages, requests, contact] = await Promise.all([
    db
      .selectFrom("membership")
      .innerJoin("institution", "institution.id", "membership.institution_id")
      .select(["institution.name as institution", "membership.role", "membership.created_at"])
      .where("membership.user_id", "=", userId)
      .execute(),
    db
      .selectFrom("session")
      .select(["createdAt", "expiresAt", "ipAddress", "userAgent"])
      .where("userId", "=", userId)
      .execute(),
    db
      .selectFrom("ticket")
      .select(["id", "subject", "category", "status", "priority", "created_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("ticket_message")
      .select(["ticket_id", "body", "created_at"])
      .where("author_user_id", "=", userId)
      .execute(),
    db
      .selectFrom("change_request")
      .select(["kind", "plan", "addon", "student_cap", "note", "status", "created_at"])
      .where("user_id", "=", userId)
      .execute(),
    db.selectFrom("contact").selectAll().where("email", "=", user.email.toLowerCase()).executeTakeFirst(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    user,
    memberships,
    sessions,
    tickets,
    ticketMessages: messages,
    changeRequests: requests,
    contact: contact ?? null,
  };
}

/**
 * Deletes the account: the user row and with it their sessions, credentials, two-factor secrets and
 * memberships (foreign keys cascade); their tickets and messages stay with the institution but no
 * longer name them; their marketing contact record is erased and their leads anonymised. Invoices
 * belong to the institution and are kept, as the law requires.
 */
export async function deleteAccount(db: Kysely<DB>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
    if (!user) return;
    const email = user.email.toLowerCase();
    await trx
      .updateTable("lead")
      .set({ email: null, payload: "{}", contact_id: null })
      .where("email", "=", email)
      .execute();
    // Their leads merged into others too (migration 0014).
    await trx
      .updateTable("merged_lead")
      .set({ email: null, payload: "{}" })
      .where("email", "=", email)
      .execute();
    await trx.deleteFrom("contact").where("email", "=", email).execute();
    // The invoice reminders they were sent stay on the invoice, without their address.
    const reminders = await trx
      .selectFrom("invoice_reminder")
      .innerJoin("invoice", "invoice.id", "invoice_reminder.invoice_id")
      .select(["invoice_reminder.invoice_id", "invoice_reminder.step", "invoice_reminder.recipients"])
      .where("invoice.institution_id", "in", (eb) =>
        eb
          .selectFrom("membership")
          .select("membership.institution_id")
          .where("membership.user_id", "=", userId),
      )
      .execute();
    for (const r of reminders) {
      const sent = parseJson<string[]>(r.recipients, []);
      const kept = sent.filter((to) => to.toLowerCase() !== email);
      if (kept.length === sent.length) continue;
      await trx
        .updateTable("invoice_reminder")
        .set({ recipients: toJson(kept) })
        .where("invoice_id", "=", r.invoice_id)
        .where("step", "=", r.step)
        .execute();
    }
    await trx
      .updateTable("audit_log")
      .set({ actor_user_id: null })
      .where("actor_user_id", "=", userId)
      .execute();
    await trx.deleteFrom("user").where("id", "=", userId).execute();
  });
}

/** Renames the member's institution: its owner only (the name appears on invoices and in the CRM). */
export async function updateInstitutionName(db: Kysely<DB>, member: Member, name: string): Promise<void> {
  if (member.role !== "owner") throw new ForbiddenError();
  await db
    .updateTable("institution")
    .set({ name, name_key: nameKey(name), updated_at: new Date() })
    .where("id", "=", member.institutionId)
    .execute();
}
