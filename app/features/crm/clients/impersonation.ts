import { z } from "#app/lib/forms/zod.ts";
import type { Role, StaffRole } from "#server/db/schema.ts";
import { can } from "../permissions.ts";

/**
 * Support sign-in as a customer (issue 8, spec §6; decision 014): who may, for how long, with
 * which reason, and what stays the account holder's own. Plain rules, no I/O; the session side is
 * in impersonation-session.server.ts, the client page's form in impersonation.server.ts.
 */

/** One constant: an impersonation ends 30 minutes after it started, never renewed. */
export const IMPERSONATION_MINUTES = 30;
export const IMPERSONATION_REASON_MIN = 10;
export const IMPERSONATION_REASON_MAX = 500;

export function impersonationExpiry(startedAt: Date): Date {
  return new Date(startedAt.getTime() + IMPERSONATION_MINUTES * 60_000);
}

export const StartImpersonationSchema = z.object({
  userId: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64),
  reason: z
    .string({ error: "impersonationReasonRequired" })
    .trim()
    .min(1, { error: "impersonationReasonRequired" })
    .min(IMPERSONATION_REASON_MIN, { error: "impersonationReasonTooShort" })
    .max(IMPERSONATION_REASON_MAX, { error: "impersonationReasonTooLong" }),
});

/** The end button of the banner: the page's language, for the way back to the admin CRM. */
export const EndImpersonationSchema = z.object({
  lang: z.enum(["fr", "en"]).catch("fr"),
});

/** Why an impersonation ended (`impersonation.ended_reason`). */
export const IMPERSONATION_END_REASONS = ["manual", "expired", "signed_out", "revoked"] as const;
export type ImpersonationEndReason = (typeof IMPERSONATION_END_REASONS)[number];

/** A staff role: `user.role = 'admin'` is a full admin, others have a `staff_member` row. */
export function staffRoleOfAccount(userRole: Role, staffMemberRole: StaffRole | null): StaffRole | null {
  return userRole === "admin" ? "admin" : staffMemberRole;
}

export interface ImpersonationTarget {
  readonly role: Role;
  readonly staffRole: StaffRole | null;
  readonly banned: boolean;
}

export type ImpersonationRefusal = "forbidden" | "staffAccount" | "banned" | "self";

/**
 * Whether `staffRole` may sign in as `target`: a staff member with `edit` on `impersonation`
 * (admins and support), as a customer only: never as another staff member or an admin (whose
 * rights would then be borrowed), nor as a suspended account, nor as oneself.
 */
export function impersonationRefusal(
  staff: { readonly userId: string; readonly role: StaffRole | null },
  target: ImpersonationTarget & { readonly userId: string },
): ImpersonationRefusal | null {
  if (!can(staff.role, "impersonation", "edit")) return "forbidden";
  if (staff.userId === target.userId) return "self";
  if (target.role === "admin" || target.staffRole !== null) return "staffAccount";
  if (target.banned) return "banned";
  return null;
}

export interface ImpersonationRecord {
  readonly staffUserId: string;
  readonly expiresAt: Date;
  readonly endedAt: Date | null;
}

export type ImpersonationState = "active" | "ended" | "expired" | "revoked";

/**
 * What a request holding the impersonation cookie gets: `active` while the row is open, not
 * expired, held by the signed-in staff member who still has the permission and aimed at an account
 * that may still be impersonated; otherwise the cookie is ignored (and the row closed unless it
 * already was).
 */
export function impersonationState(
  record: ImpersonationRecord,
  now: Date,
  request: {
    /** The user of the browser's own session, or null without one. */
    readonly sessionUserId: string | null;
    readonly staffRole: StaffRole | null;
    readonly target: (ImpersonationTarget & { readonly userId: string }) | null;
  },
): ImpersonationState {
  if (record.endedAt) return "ended";
  if (now.getTime() >= record.expiresAt.getTime()) return "expired";
  if (request.sessionUserId !== record.staffUserId || !request.target) return "revoked";
  const refusal = impersonationRefusal(
    { userId: record.staffUserId, role: request.staffRole },
    request.target,
  );
  return refusal ? "revoked" : "active";
}

/**
 * Client-space operations kept for the account holder (decision 014): the password, the e-mail
 * address, two-factor authentication, the other sessions, the deletion of the account (intents of
 * /dashboard/profile), and the export of personal data.
 */
export const HOLDER_ONLY_INTENTS = [
  "email",
  "password",
  "sessions",
  "revoke-session",
  "delete-account",
  "2fa-enable",
  "2fa-confirm",
  "2fa-disable",
] as const;

export function isHolderOnly(intent: string | undefined): boolean {
  return (HOLDER_ONLY_INTENTS as readonly string[]).includes(intent ?? "");
}

/** What the pages know of an impersonation in progress (the banner, the audit trail). */
export interface ImpersonationView {
  readonly id: string;
  readonly staffUserId: string;
  readonly staffName: string;
  readonly staffEmail: string;
  readonly reason: string;
  readonly expiresAt: Date;
  readonly institutionId: string | null;
}
