import { data, redirect, type RouterContextProvider } from "react-router";
import type { Kysely, Transaction } from "kysely";
import { requestInfoContext } from "#app/context.ts";
import { flashCookie } from "#app/features/auth/flash.server.ts";
import { dashboardPath, signInRedirectFor } from "#app/features/auth/redirect.ts";
import { getSession, services, type SessionInfo } from "#app/features/auth/session.server.ts";
import type { GuardArgs } from "#app/features/auth/guards.server.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { languageOfPath, localizedPath } from "#app/lib/routing/localized-path.ts";
import { newId, toJson } from "#server/db/mapping.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import { can, type Action, type Resource } from "./permissions.ts";
import type { AuditAction } from "./history/history.ts";

/**
 * The admin CRM's guard (issue 8): a staff member whose role allows `action` on `resource`.
 * `user.role = 'admin'` is a full admin; other staff have a row in `staff_member`. Anonymous
 * visitors go to the sign-in page, customers to /dashboard, staff without the permission get 403.
 * Call it first in every admin loader and action.
 */
export interface StaffContext {
  readonly session: SessionInfo;
  readonly role: StaffRole;
  readonly lang: Language;
}

function pageUrl(args: GuardArgs): URL {
  if (args.url) return args.url;
  const url = new URL(args.request.url);
  url.pathname = url.pathname.replace(/\.data$/, "") || "/";
  return url;
}

export async function staffRoleOf(db: Kysely<DB>, session: SessionInfo): Promise<StaffRole | null> {
  if (session.user.role === "admin") return "admin";
  const row = await db
    .selectFrom("staff_member")
    .select("role")
    .where("user_id", "=", session.user.id)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Any staff member (the admin layout); pages then check their own permission. */
export async function requireStaffMember(args: GuardArgs): Promise<StaffContext> {
  const session = await getSession(args);
  const url = pageUrl(args);
  const lang = languageOfPath(url.pathname);
  if (!session) throw redirect(signInRedirectFor(url));
  const { db, config } = services(args.context);
  const role = await staffRoleOf(db, session);
  if (!role) throw redirect(dashboardPath(lang));
  if (config.requireAdmin2fa && !(session.user.twoFactorEnabled && session.session.authLevel === 2)) {
    throw redirect(`${localizedPath("/dashboard/profile", lang)}#security`, {
      headers: {
        "Set-Cookie": flashCookie("adminTwoFactorRequired", args.context.get(requestInfoContext).origin),
      },
    });
  }
  return { session, role, lang };
}

export async function requireStaff(
  args: GuardArgs,
  resource: Resource,
  action: Action,
): Promise<StaffContext> {
  const staff = await requireStaffMember(args);
  if (!can(staff.role, resource, action)) throw data({ forbidden: true }, { status: 403 });
  return staff;
}

export interface AuditEntry {
  /** An action the history can say in words (app/features/crm/history). */
  readonly action: AuditAction;
  readonly entityType: string;
  readonly entityId: string | null;
  /** What changed ({ field: [before, after] }) or the event's details. */
  readonly changes?: Record<string, unknown>;
}

/** Writes one audit log entry for a staff action; pass the transaction that made the change. */
export async function recordAudit(
  db: Kysely<DB> | Transaction<DB>,
  actor: {
    readonly context: Readonly<RouterContextProvider>;
    /** No user for the holder of a proposal's signed link (decision 032-online-proposals). */
    readonly session: { readonly user: { readonly id: string | null; readonly displayName?: string | null } };
  },
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_user_id: actor.session.user.id,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      changes: toJson(entry.changes ?? {}),
      ip_address: actor.context.get(requestInfoContext).clientAddress,
      created_at: new Date().toISOString(),
    })
    .execute();
}
