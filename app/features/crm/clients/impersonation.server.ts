import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data } from "react-router";
import type { Kysely } from "kysely";
import { newId, toBool } from "#server/db/mapping.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import {
  impersonationExpiry,
  impersonationRefusal,
  StartImpersonationSchema,
  type ImpersonationTarget,
} from "./impersonation.ts";
import {
  hashImpersonationToken,
  newImpersonationToken,
  recordImpersonationAudit,
} from "./impersonation-session.server.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";

/**
 * Starting a support sign-in as a customer from the client page (decision 014): the reason is
 * required, the account must be a customer of this client who may be impersonated, and the row
 * and its `impersonation.start` audit entry are written in one transaction. The route sets the
 * cookie and sends the staff member to the client space.
 */

/** Which of the institution's accounts may be impersonated, by user id (the client page's forms). */
export async function impersonationTargets(
  db: Kysely<DB>,
  institutionId: string,
): Promise<Record<string, ImpersonationTarget>> {
  const rows = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .leftJoin("staff_member", "staff_member.user_id", "user.id")
    .select(["user.id", "user.role", "user.banned", "staff_member.role as staff_role"])
    .where("membership.institution_id", "=", institutionId)
    .execute();
  return Object.fromEntries(
    rows.map((r) => [r.id, { role: r.role, staffRole: r.staff_role, banned: toBool(r.banned) }]),
  );
}

export interface ImpersonationStarter {
  readonly userId: string;
  readonly role: StaffRole;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export type StartResult =
  | { readonly ok: true; readonly token: string; readonly impersonationId: string }
  | { readonly ok: false; readonly reply: ReturnType<typeof data<AdminReply>> };

function typed(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") out[k] = v;
  return out;
}

export async function startImpersonation(
  db: Kysely<DB>,
  staff: ImpersonationStarter,
  institutionId: string,
  form: FormData,
  now = new Date(),
): Promise<StartResult> {
  const intent = "impersonate";
  const values = typed(form);
  const fail = (fieldErrors: AdminReply["fieldErrors"], status = 400): StartResult => ({
    ok: false,
    reply: data<AdminReply>({ intent, fieldErrors, values }, { status }),
  });
  const parsed = StartImpersonationSchema.safeParse(values);
  if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
  const target = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .leftJoin("staff_member", "staff_member.user_id", "user.id")
    .select(["user.id", "user.email", "user.role", "user.banned", "staff_member.role as staff_role"])
    .where("membership.institution_id", "=", institutionId)
    .where("user.id", "=", parsed.data.userId)
    .executeTakeFirst();
  if (!target) return fail({ userId: "notMember" });
  const refusal = impersonationRefusal(
    { userId: staff.userId, role: staff.role },
    { userId: target.id, role: target.role, staffRole: target.staff_role, banned: toBool(target.banned) },
  );
  if (refusal === "forbidden")
    return { ok: false, reply: data<AdminReply>({ intent, formError: "forbidden" }, { status: 403 }) };
  if (refusal === "staffAccount" || refusal === "self") return fail({ userId: "impersonationStaff" });
  if (refusal === "banned") return fail({ userId: "impersonationBanned" });

  const token = newImpersonationToken();
  const id = newId();
  const expiresAt = impersonationExpiry(now);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("impersonation")
      .values({
        id,
        token_hash: hashImpersonationToken(token),
        staff_user_id: staff.userId,
        target_user_id: target.id,
        institution_id: institutionId,
        reason: parsed.data.reason,
        started_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        ip_address: staff.ip,
        user_agent: staff.userAgent?.slice(0, 500) ?? null,
      })
      .execute();
    await recordImpersonationAudit(
      tx,
      { staffUserId: staff.userId, ip: staff.ip },
      {
        action: "impersonation.start",
        institutionId,
        targetUserId: target.id,
        changes: { user: target.email, reason: parsed.data.reason, until: expiresAt.toISOString() },
      },
    );
  });
  return { ok: true, token, impersonationId: id };
}
