import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { SessionInfo } from "#server/auth/accounts.ts";
import { newId, toBool, toDate, toDateOrNull, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { readCookie } from "#app/lib/cookies.ts";
import {
  IMPERSONATION_MINUTES,
  impersonationState,
  staffRoleOfAccount,
  type ImpersonationEndReason,
  type ImpersonationView,
} from "./impersonation.ts";

/**
 * The session side of support sign-in as a customer (decision 014). The staff member keeps their
 * own session; a second httpOnly cookie holds a random token naming an `impersonation` row (only
 * its SHA-256 is stored). `app/features/auth/session.server.ts` asks `resolveImpersonation` once per
 * request: while the row is usable the request sees the customer's session, otherwise the cookie
 * is cleared and the row closed, with its audit entry, in one transaction.
 *
 * This module imports nothing of the guards (they read the session through it).
 */

const COOKIE = "ga_impersonation";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function secure(origin: string): string {
  return origin.startsWith("https://") ? "; Secure" : "";
}

export function newImpersonationToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashImpersonationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The cookie naming the impersonation: the whole site, for as long as the impersonation lasts. */
export function impersonationCookie(token: string, origin: string): string {
  return `${COOKIE}=${token}; Path=/; Max-Age=${IMPERSONATION_MINUTES * 60}; HttpOnly; SameSite=Lax${secure(origin)}`;
}

export function clearImpersonationCookie(origin: string): string {
  return `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(origin)}`;
}

/** The token of the request's impersonation cookie, when it has a well-formed one. */
export function impersonationToken(request: Request): string | null {
  const value = readCookie(request.headers.get("cookie"), COOKIE);
  return value && TOKEN.test(value) ? value : null;
}

/** Who does it and from where: the audit entries of an impersonation name the staff member. */
export interface ImpersonationActor {
  readonly staffUserId: string;
  readonly ip: string | null;
}

/** One audit entry of an impersonation, under the client it concerns; pass the transaction. */
export async function recordImpersonationAudit(
  db: Kysely<DB> | Transaction<DB>,
  actor: ImpersonationActor,
  entry: {
    readonly action: "impersonation.start" | "impersonation.end";
    readonly institutionId: string | null;
    readonly targetUserId: string;
    readonly changes: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_user_id: actor.staffUserId,
      action: entry.action,
      entity_type: entry.institutionId ? "institution" : "user",
      entity_id: entry.institutionId ?? entry.targetUserId,
      changes: toJson(entry.changes),
      ip_address: actor.ip,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Closes an open impersonation (`ended_at`, `ended_reason`) and logs `impersonation.end` in the
 * same transaction. An impersonation ends once: false when it already had.
 */
export async function endImpersonation(
  db: Kysely<DB>,
  impersonationId: string,
  reason: ImpersonationEndReason,
  ip: string | null,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("impersonation")
      .innerJoin("user", "user.id", "impersonation.target_user_id")
      .select([
        "impersonation.staff_user_id",
        "impersonation.target_user_id",
        "impersonation.institution_id",
        "impersonation.expires_at",
        "user.email",
      ])
      .where("impersonation.id", "=", impersonationId)
      .executeTakeFirst();
    if (!row) return false;
    // An expired impersonation ended when its time was up, whenever it is noticed.
    const endedAt = reason === "expired" ? toDate(row.expires_at) : now;
    const updated = await tx
      .updateTable("impersonation")
      .set({ ended_at: endedAt.toISOString(), ended_reason: reason })
      .where("id", "=", impersonationId)
      .where("ended_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordImpersonationAudit(
      tx,
      { staffUserId: row.staff_user_id, ip },
      {
        action: "impersonation.end",
        institutionId: row.institution_id,
        targetUserId: row.target_user_id,
        changes: { user: row.email, ended: reason },
      },
    );
    return true;
  });
}

export type ImpersonationOutcome =
  | { readonly kind: "active"; readonly session: SessionInfo & { impersonation: ImpersonationView } }
  | { readonly kind: "ignored"; readonly institutionId: string | null };

/**
 * What a request holding `token` sees, given the browser's own session (`staff`). Active: the
 * customer's session, carrying the impersonation. Otherwise ignored, and the row is closed when it
 * was still open (expired, or no longer allowed: see `impersonationState`).
 */
export async function resolveImpersonation(
  db: Kysely<DB>,
  token: string,
  staff: SessionInfo | null,
  request: { readonly ip: string | null; readonly now?: Date },
): Promise<ImpersonationOutcome> {
  const now = request.now ?? new Date();
  const row = await db
    .selectFrom("impersonation as i")
    .innerJoin("user as staff", "staff.id", "i.staff_user_id")
    .leftJoin("staff_member as staff_role", "staff_role.user_id", "i.staff_user_id")
    .innerJoin("user as target", "target.id", "i.target_user_id")
    .leftJoin("staff_member as target_role", "target_role.user_id", "i.target_user_id")
    .select([
      "i.id",
      "i.staff_user_id",
      "i.target_user_id",
      "i.institution_id",
      "i.reason",
      "i.expires_at",
      "i.ended_at",
      "staff.name as staff_name",
      "staff.display_name as staff_display_name",
      "staff.email as staff_email",
      "staff.role as staff_user_role",
      "staff_role.role as staff_member_role",
      "target.email",
      "target.name",
      "target.display_name",
      "target.first_name",
      "target.last_name",
      "target.company_name",
      "target.emailVerified",
      "target.twoFactorEnabled",
      "target.role",
      "target.language",
      "target.banned",
      "target_role.role as target_member_role",
    ])
    .where("i.token_hash", "=", hashImpersonationToken(token))
    .executeTakeFirst();
  if (!row) return { kind: "ignored", institutionId: null };

  const expiresAt = toDate(row.expires_at);
  const state = impersonationState(
    { staffUserId: row.staff_user_id, expiresAt, endedAt: toDateOrNull(row.ended_at) },
    now,
    {
      sessionUserId: staff?.user.id ?? null,
      staffRole: staffRoleOfAccount(row.staff_user_role, row.staff_member_role),
      target: {
        userId: row.target_user_id,
        role: row.role,
        staffRole: row.target_member_role,
        banned: toBool(row.banned),
      },
    },
  );
  if (state !== "active" || !staff) {
    if (state === "expired" || state === "revoked")
      await endImpersonation(db, row.id, state, request.ip, now);
    return { kind: "ignored", institutionId: row.institution_id };
  }
  return {
    kind: "active",
    session: {
      user: {
        id: row.target_user_id,
        email: row.email,
        emailVerified: toBool(row.emailVerified),
        displayName: row.display_name || row.name || row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        companyName: row.company_name,
        role: row.role === "admin" ? "admin" : "user",
        language: row.language === "en" ? "en" : "fr",
        twoFactorEnabled: toBool(row.twoFactorEnabled),
      },
      // The browser's own session keeps living (and renewing) underneath; the customer's second
      // factor was never used.
      session: { id: staff.session.id, expiresAt: staff.session.expiresAt, authLevel: 1 },
      impersonation: {
        id: row.id,
        staffUserId: row.staff_user_id,
        staffName: row.staff_display_name || row.staff_name || row.staff_email,
        staffEmail: row.staff_email,
        reason: row.reason,
        expiresAt,
        institutionId: row.institution_id,
      },
    },
  };
}
