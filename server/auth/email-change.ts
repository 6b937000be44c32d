import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { newId, toDate } from "../db/mapping.ts";
import type { DB } from "../db/schema.ts";
import { revokeResetLinks } from "./verification-tokens.ts";

/**
 * A change of e-mail address, once the new address confirmed it, is told to the old address with
 * a link that cancels it for CANCEL_DAYS: the old address comes back, every session of the account
 * ends, the reset links in flight are revoked, and every link of an e-mail change issued before
 * (Better Auth's are signed tokens that live 24 hours) stops working. The link's token is kept as
 * its SHA-256 only.
 */
export const EMAIL_CHANGE_CANCEL_DAYS = 7;

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Records an applied change; returns the token of its cancel link. */
export async function recordEmailChange(
  db: Kysely<DB>,
  change: { userId: string; oldEmail: string; newEmail: string },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("email_change")
    .values({
      id: newId(),
      user_id: change.userId,
      old_email: change.oldEmail.toLowerCase(),
      new_email: change.newEmail.toLowerCase(),
      token_hash: hashToken(token),
      changed_at: now,
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_CANCEL_DAYS * 86_400_000),
      cancelled_at: null,
    })
    .execute();
  return token;
}

export interface CancellableChange {
  readonly id: string;
  readonly userId: string;
  readonly oldEmail: string;
  readonly newEmail: string;
}

/** The change a cancel link stands for, while it can still be cancelled; null otherwise. */
export async function findCancellableChange(
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<CancellableChange | null> {
  if (!TOKEN_FORMAT.test(token)) return null;
  const row = await db
    .selectFrom("email_change")
    .select(["id", "user_id", "old_email", "new_email", "expires_at", "cancelled_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.cancelled_at !== null || toDate(row.expires_at).getTime() <= now.getTime()) return null;
  return { id: row.id, userId: row.user_id, oldEmail: row.old_email, newEmail: row.new_email };
}

export type CancelOutcome =
  | { readonly ok: true; readonly change: CancellableChange; readonly sessionsEnded: number }
  | { readonly ok: false; readonly reason: "invalid" | "addressTaken" };

/** Cancels the change of this link: restores the old address and ends every session of the user. */
export async function cancelEmailChange(
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<CancelOutcome> {
  const change = await findCancellableChange(db, token, now);
  if (!change) return { ok: false, reason: "invalid" };
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    // The old address may have been taken by another account in the meantime.
    const taken = await trx
      .selectFrom("user")
      .select("id")
      .where("email", "=", change.oldEmail)
      .where("id", "!=", change.userId)
      .executeTakeFirst();
    if (taken) return { ok: false, reason: "addressTaken" };
    // One cancellation per link, even when it is opened twice at once.
    const claimed = await trx
      .updateTable("email_change")
      .set({ cancelled_at: now })
      .where("id", "=", change.id)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { ok: false, reason: "invalid" };
    // The other open changes of the account end too: a later change's link, sent to an address
    // that was not the owner's, must not bring that address back.
    await trx
      .updateTable("email_change")
      .set({ cancelled_at: now })
      .where("user_id", "=", change.userId)
      .where("cancelled_at", "is", null)
      .execute();
    await trx
      .updateTable("user")
      .set({ email: change.oldEmail, emailVerified: true, updatedAt: now })
      .where("id", "=", change.userId)
      .execute();
    const ended = await trx.deleteFrom("session").where("userId", "=", change.userId).executeTakeFirst();
    await revokeResetLinks(trx, change.userId);
    return { ok: true, change, sessionsEnded: Number(ended.numDeletedRows) };
  });
}

/**
 * Whether a link of an e-mail change, issued at `issuedAt` for the account that now has the
 * address `email`, was made void by a cancellation since.
 */
export async function voidedByCancellation(db: Kysely<DB>, email: string, issuedAt: Date): Promise<boolean> {
  const row = await db
    .selectFrom("email_change")
    .innerJoin("user", "user.id", "email_change.user_id")
    .select("email_change.id")
    .where("user.email", "=", email.toLowerCase())
    .where("email_change.cancelled_at", ">=", issuedAt)
    .executeTakeFirst();
  return !!row;
}
