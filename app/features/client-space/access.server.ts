import type { Kysely } from "kysely";
import type { DB, MembershipRole } from "#server/db/schema.ts";
import type { AuditAction } from "#app/features/crm/history/history.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * Who the signed-in user is inside the client space: their institution and their role there
 * (issue 7, "a customer account belongs to an institution"). Every query of the client space
 * takes a `Member` and filters by its institution id; nothing is ever looked up by a record id
 * alone.
 */
export interface Member {
  readonly userId: string;
  readonly institutionId: string;
  readonly institutionName: string;
  readonly role: MembershipRole;
  /** A staff member signed in as this user (decision 014): named in the audit log's entries. */
  readonly impersonatedBy?: { readonly impersonationId: string; readonly staffEmail: string };
}

/** Thrown by a change the member's role does not allow (the route answers 403). */
export class ForbiddenError extends Error {
  constructor() {
    super("forbidden");
    this.name = "ForbiddenError";
  }
}

export interface MemberUser {
  readonly id: string;
  /** The institution given at sign-up, if any. */
  readonly companyName: string | null;
  /** The account's address, when confirmed: a prospect who accepted a proposal sent to it. */
  readonly email?: string;
  readonly emailVerified?: boolean;
}

/** Institution id made from the user's id: a second request racing the first creates nothing. */
const ownInstitutionId = (userId: string) => `inst-${userId}`;

async function findMember(db: Kysely<DB>, userId: string): Promise<Member | null> {
  const row = await db
    .selectFrom("membership")
    .innerJoin("institution", "institution.id", "membership.institution_id")
    .select(["membership.institution_id", "membership.role", "institution.name"])
    .where("membership.user_id", "=", userId)
    .orderBy("membership.created_at", "asc")
    .orderBy("membership.institution_id", "asc")
    .executeTakeFirst();
  return row
    ? { userId, institutionId: row.institution_id, institutionName: row.name, role: row.role }
    : null;
}

/**
 * The member record of a user. A user who signed up with an institution name and has no
 * membership yet becomes the owner of a new institution of that name (decided for issue 7: the
 * sign-up's "Établissement" field creates the customer's institution at the first visit of the
 * client space, i.e. only once the address is confirmed). Staff invited by the vendor get their
 * membership from the admin CRM (or the seed) and never create one.
 */
export async function resolveMember(db: Kysely<DB>, user: MemberUser): Promise<Member | null> {
  const existing = await findMember(db, user.id);
  if (existing) return existing;
  if (user.email && user.emailVerified) {
    const joined = await joinAcceptedProposal(db, user.id, user.email);
    if (joined) return joined;
  }
  const name = user.companyName?.trim();
  if (!name) return null;
  return createInstitutionFor(db, user.id, name);
}

/**
 * A prospect who accepted a proposal online (decision 032) and then signs up with the address it
 * was sent to (confirmed) becomes the owner of the institution its acceptance created, so that the
 * client space shows them the order and, later, the invoices. Only an institution nobody belongs
 * to yet is joined this way: a won deal that joined an existing client (same SIRET) leaves its
 * members to invite them.
 */
async function joinAcceptedProposal(db: Kysely<DB>, userId: string, email: string): Promise<Member | null> {
  const proposal = await db
    .selectFrom("quote")
    .innerJoin("lead", "lead.id", "quote.lead_id")
    .select("quote.institution_id")
    .where("quote.status", "=", "accepted")
    .where("quote.institution_id", "is not", null)
    .where((eb) => eb(eb.fn("lower", ["lead.email"]), "=", email.trim().toLowerCase()))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("membership")
            .select("membership.user_id")
            .whereRef("membership.institution_id", "=", "quote.institution_id"),
        ),
      ),
    )
    .orderBy("quote.responded_at", "desc")
    .executeTakeFirst();
  if (!proposal?.institution_id) return null;
  await db
    .insertInto("membership")
    .values({ user_id: userId, institution_id: proposal.institution_id, role: "owner" })
    .onConflict((oc) => oc.columns(["user_id", "institution_id"]).doNothing())
    .execute();
  return findMember(db, userId);
}

/** Creates the user's own institution with them as owner (idempotent). */
export async function createInstitutionFor(db: Kysely<DB>, userId: string, name: string): Promise<Member> {
  const existing = await findMember(db, userId);
  if (existing) return existing;
  const id = ownInstitutionId(userId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("institution")
      .values({ id, name: name.slice(0, 200), name_key: nameKey(name.slice(0, 200)) })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await trx
      .insertInto("membership")
      .values({ user_id: userId, institution_id: id, role: "owner" })
      .onConflict((oc) => oc.columns(["user_id", "institution_id"]).doNothing())
      .execute();
  });
  const member = await findMember(db, userId);
  if (!member) throw new Error("institution not created");
  return member;
}

/**
 * Writes who did what to the audit log (STYLE.md, Data: an activity timeline per record); a change
 * made by a staff member signed in as the user also names that staff member and impersonation.
 */
export async function audit(
  db: Kysely<DB>,
  member: Pick<Member, "userId" | "impersonatedBy">,
  action: AuditAction,
  entity: { type: string; id: string | null },
  changes: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: crypto.randomUUID(),
      actor_user_id: member.userId,
      action,
      entity_type: entity.type,
      entity_id: entity.id,
      changes: JSON.stringify(
        member.impersonatedBy
          ? {
              ...changes,
              impersonatedBy: member.impersonatedBy.staffEmail,
              impersonation: member.impersonatedBy.impersonationId,
            }
          : changes,
      ),
    })
    .execute();
}
