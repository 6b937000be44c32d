import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data, type RouterContextProvider } from "react-router";
import type { Kysely, Transaction } from "kysely";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { normalizeEmail } from "#server/db/mapping.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import { recordAudit } from "./guard.server.ts";
import { staffRoleOfAccount } from "./clients/impersonation.ts";
import { RemoveStaffSchema, StaffRoleSchema } from "./staff.ts";
import type { AdminReply } from "./pipeline/leads.server.ts";

/** Staff members and their roles (issue 8: users, roles and permissions). */

/**
 * The staff's accounts: the admins (`user.role`) and those given a staff role (`staff_member`),
 * found by two index lookups (migration 0011: user.role) rather than a pass over every customer
 * account. Each row carries both roles; `staffRoleOfAccount` tells the one that counts.
 */
export function staffAccounts(db: Kysely<DB> | Transaction<DB>) {
  return db
    .selectFrom("user")
    .leftJoin("staff_member", "staff_member.user_id", "user.id")
    .select(["user.id", "user.name", "user.email", "user.role as userRole", "staff_member.role as staffRole"])
    .where((eb) =>
      eb.or([
        eb("user.role", "=", "admin"),
        eb("user.id", "in", eb.selectFrom("staff_member").select("staff_member.user_id")),
      ]),
    );
}

export async function listStaff(db: Kysely<DB>) {
  const rows = await staffAccounts(db).orderBy("user.email").execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: staffRoleOfAccount(r.userRole, r.staffRole) as StaffRole,
  }));
}

/**
 * The accounts a record can be given to, by name: the admins and the staff members (those of
 * `role` only, when given).
 */
export async function staffChoices(
  db: Kysely<DB>,
  role?: StaffRole,
): Promise<{ id: string; name: string }[]> {
  // Two index lookups (migration 0011: user.role), rather than a pass over every customer account.
  const rows = await db
    .selectFrom("user")
    .select(["user.id", "user.name", "user.email"])
    .where((eb) => {
      let members = eb.selectFrom("staff_member").select("staff_member.user_id");
      if (role) members = members.where("staff_member.role", "=", role);
      return eb.or([eb("user.role", "=", "admin"), eb("user.id", "in", members)]);
    })
    .orderBy("user.name")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name || r.email }));
}

interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

export async function applyStaffAction(db: Kysely<DB>, actor: Actor, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const typed: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") typed[k] = v;
  const fail = (fieldErrors: AdminReply["fieldErrors"]) =>
    data<AdminReply>({ intent, fieldErrors, values: typed }, { status: 400 });
  const now = new Date().toISOString();
  if (intent === "assign") {
    const parsed = StaffRoleSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const user = await db
      .selectFrom("user")
      .select(["id", "role"])
      .where("email", "=", normalizeEmail(parsed.data.email))
      .executeTakeFirst();
    if (!user) return fail({ email: "unknownUser" });
    if (user.role === "admin") return fail({ email: "adminAccount" });
    const before = await db
      .selectFrom("staff_member")
      .select("role")
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    await db.transaction().execute(async (tx) => {
      if (before) {
        await tx
          .updateTable("staff_member")
          .set({ role: parsed.data.role, updated_at: now })
          .where("user_id", "=", user.id)
          .execute();
      } else {
        await tx
          .insertInto("staff_member")
          .values({ user_id: user.id, role: parsed.data.role, created_at: now, updated_at: now })
          .execute();
      }
      await recordAudit(tx, actor, {
        action: "staff.role",
        entityType: "user",
        entityId: user.id,
        changes: { email: normalizeEmail(parsed.data.email), role: [before?.role ?? null, parsed.data.role] },
      });
    });
    return data<AdminReply>({ intent, ok: true, message: "staff.saved" });
  }
  if (intent === "remove") {
    const parsed = RemoveStaffSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const row = await db
      .selectFrom("staff_member")
      .innerJoin("user", "user.id", "staff_member.user_id")
      .select(["staff_member.role", "user.email"])
      .where("staff_member.user_id", "=", parsed.data.userId)
      .executeTakeFirst();
    if (!row) return fail({ userId: "notStaff" });
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom("staff_member").where("user_id", "=", parsed.data.userId).execute();
      await recordAudit(tx, actor, {
        action: "staff.remove",
        entityType: "user",
        entityId: parsed.data.userId,
        changes: { email: row.email, role: [row.role, null] },
      });
    });
    return data<AdminReply>({ intent, ok: true, message: "staff.removed" });
  }
  return data<AdminReply>({ intent, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
}
