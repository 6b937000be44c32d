import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { data, type RouterContextProvider } from "react-router";
import type { Kysely } from "kysely";
import { z } from "#app/lib/forms/zod.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { toBool, toDateOrNull } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { BAN_REASON_MAX, ClientNoteSchema } from "./client-access.ts";
import { recordAudit } from "../guard.server.ts";
import { crmNotes, insertCrmNote, type CrmNote } from "../notes.server.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";

/**
 * The client page's notes and account bans (issue 8). A note is a `crm_note` on the institution;
 * a ban marks one of its customer accounts `banned`, closes all its sessions at once (the sign-in
 * then refuses the account, server/auth/auth.ts) and an unban lifts it. Each change is written to
 * the audit log in the same transaction, under the institution, so the client's timeline shows it.
 */

export const BanUserSchema = z.object({
  userId: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64),
  reason: z
    .string({ error: "banReasonRequired" })
    .trim()
    .min(1, { error: "banReasonRequired" })
    .max(BAN_REASON_MAX, { error: "banReasonTooLong" }),
});
export const UnbanUserSchema = z.object({
  userId: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64),
});

export const CLIENT_INTENTS = ["note", "ban", "unban"] as const;
export type ClientIntent = (typeof CLIENT_INTENTS)[number];

/** The institution's notes, newest first. */
export function clientNotes(db: Kysely<DB>, institutionId: string): Promise<CrmNote[]> {
  return crmNotes(db, "institution", institutionId);
}

export interface MemberAccess {
  readonly banned: boolean;
  readonly banReason: string | null;
  readonly bannedAt: string | null;
}

/** Ban state of the institution's members, by user id. */
export async function memberAccess(
  db: Kysely<DB>,
  institutionId: string,
): Promise<Record<string, MemberAccess>> {
  const rows = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.id", "user.banned", "user.ban_reason", "user.banned_at"])
    .where("membership.institution_id", "=", institutionId)
    .execute();
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      {
        banned: toBool(r.banned),
        banReason: r.ban_reason,
        bannedAt: toDateOrNull(r.banned_at)?.toISOString() ?? null,
      },
    ]),
  );
}

interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

/** Runs one of the client page's forms; the route checked the permission of `intent` first. */
export async function applyClientAction(db: Kysely<DB>, actor: Actor, institutionId: string, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const typed = formValues(form);
  const fail = (fieldErrors: AdminReply["fieldErrors"], status = 400) =>
    data<AdminReply>({ intent, fieldErrors, values: typed }, { status });
  const institution = await db
    .selectFrom("institution")
    .select("id")
    .where("id", "=", institutionId)
    .executeTakeFirst();
  if (!institution) return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });
  const now = new Date().toISOString();

  if (intent === "note") {
    const parsed = ClientNoteSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    await db.transaction().execute(async (tx) => {
      await insertCrmNote(tx, {
        entityType: "institution",
        entityId: institutionId,
        authorId: actor.session.user.id,
        body: parsed.data.body,
        at: now,
      });
      await recordAudit(tx, actor, {
        action: "client.note",
        entityType: "institution",
        entityId: institutionId,
        changes: {
          note: parsed.data.body.length > 140 ? `${parsed.data.body.slice(0, 140)}…` : parsed.data.body,
        },
      });
    });
    return data<AdminReply>({ intent, ok: true, message: "clients.detail.noted" });
  }

  if (intent === "ban" || intent === "unban") {
    const parsed = (intent === "ban" ? BanUserSchema : UnbanUserSchema).safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const member = await db
      .selectFrom("membership")
      .innerJoin("user", "user.id", "membership.user_id")
      .select(["user.id", "user.email", "user.banned", "user.role"])
      .where("membership.institution_id", "=", institutionId)
      .where("user.id", "=", parsed.data.userId)
      .executeTakeFirst();
    if (!member) return fail({ userId: "notMember" });
    const staff = await db
      .selectFrom("staff_member")
      .select("user_id")
      .where("user_id", "=", member.id)
      .executeTakeFirst();
    if (member.role === "admin" || staff) return fail({ userId: "staffAccount" });
    const reason = intent === "ban" ? BanUserSchema.parse(typed).reason : null;
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable("user")
        .set(
          intent === "ban"
            ? { banned: true, ban_reason: reason, banned_at: now }
            : { banned: false, ban_reason: null, banned_at: null },
        )
        .where("id", "=", member.id)
        .execute();
      // Every open session ends now: the next request of that browser is signed out.
      if (intent === "ban") await tx.deleteFrom("session").where("userId", "=", member.id).execute();
      await recordAudit(tx, actor, {
        action: intent === "ban" ? "user.ban" : "user.unban",
        entityType: "institution",
        entityId: institutionId,
        changes:
          intent === "ban"
            ? { user: member.email, reason, banned: [toBool(member.banned), true] }
            : { user: member.email, banned: [toBool(member.banned), false] },
      });
    });
    return data<AdminReply>({
      intent,
      ok: true,
      message: intent === "ban" ? "clients.detail.bannedDone" : "clients.detail.unbannedDone",
    });
  }
  return data<AdminReply>({ intent, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
}
