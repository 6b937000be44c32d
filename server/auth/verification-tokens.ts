import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";

/**
 * How the `verification` table stores Better Auth's one-time secrets (reset links, two-factor
 * challenges): as the SHA-256 of the identifier Better Auth asks for, never the identifier itself,
 * so that a copy of the database gives no usable link. It is Better Auth's own mechanism
 * (`verification.storeIdentifier`), with our hash function so that a reset link's row still says
 * what it is: the links of one account can then be revoked together.
 *
 * Better Auth also looks a secret up in clear, for rows written before hashing was turned on: the
 * stored forms are chosen so that no identifier it builds from a visitor's input (`reset-password:…`,
 * `delete-account-…`, the signed two-factor cookie) can ever equal one of them.
 */
const RESET_PREFIX = "reset-password:";
/** Prefix of a stored reset link (deliberately not `reset-password:`, see above). */
export const STORED_RESET_PREFIX = "reset-password-sha256:";
const STORED_PREFIX = "sha256:";

export function storedVerificationIdentifier(identifier: string): string {
  const digest = createHash("sha256").update(identifier, "utf8").digest("base64url");
  return identifier.startsWith(RESET_PREFIX)
    ? `${STORED_RESET_PREFIX}${digest}`
    : `${STORED_PREFIX}${digest}`;
}

/** The stored identifier of the reset link carrying `token`. */
export function storedResetIdentifier(token: string): string {
  return storedVerificationIdentifier(`${RESET_PREFIX}${token}`);
}

/**
 * Revokes the outstanding reset links of a user, except the one just created: a new link, or a
 * password set by any means, leaves no older link usable.
 */
export async function revokeResetLinks(db: Kysely<DB>, userId: string, keepId?: string): Promise<number> {
  let query = db
    .deleteFrom("verification")
    .where("value", "=", userId)
    .where("identifier", "like", `${STORED_RESET_PREFIX}%`);
  if (keepId) query = query.where("id", "!=", keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
