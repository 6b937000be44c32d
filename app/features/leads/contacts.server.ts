import { institutionDomain } from "./email-domains.ts";
import { institutionKey } from "./institution-key.ts";
import { normaliseSiret } from "#app/features/crm/pipeline/duplicates.ts";
import { newId } from "#server/db/mapping.ts";
import type { LeadsKysely, LeadsTx } from "./db.server.ts";

/**
 * One contact per person or institution, for the CRM (issue 5: "leads with the same e-mail or
 * institution are linked to one contact record"): a lead joins the contact with its e-mail
 * address, otherwise the contact of its institution, otherwise a new contact is created.
 */
export interface ContactDetails {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly institution?: string;
  /** The SIRET typed (quote requests, checkout orders), as typed. */
  readonly siret?: string;
}

/** Who sent a submission while signed in (a customer): their own institution, when they have one. */
export interface CaptureAccount {
  readonly userId: string;
  readonly email: string;
  readonly institutionId: string | null;
}

/** What a lead is linked to (decision 035): its contact and, once known, its institution. */
export interface LeadParties {
  readonly contactId: string;
  readonly institutionId: string | null;
}

/**
 * The contact and the institution of a submission, created or matched inside its transaction:
 * - a signed-in customer's request belongs to their own institution, whatever name they typed;
 * - otherwise the contact's institution when it has one, else the institution found by
 *   `matchInstitution`; the contact joins it when it had none.
 */
export async function linkParties(
  tx: LeadsTx,
  details: ContactDetails,
  now: Date,
  account?: CaptureAccount,
): Promise<LeadParties> {
  // A signed-in customer is their own contact (their address), never a colleague's.
  const contactId = await linkContact(tx, details, now, { byInstitution: !account });
  const contact = await tx
    .selectFrom("contact")
    .select("institution_id")
    .where("id", "=", contactId)
    .executeTakeFirstOrThrow();
  const institutionId =
    account?.institutionId ?? contact.institution_id ?? (await matchInstitution(tx, details));
  if (institutionId && !contact.institution_id) {
    await tx
      .updateTable("contact")
      .set({ institution_id: institutionId, updated_at: now })
      .where("id", "=", contactId)
      .execute();
  }
  return { contactId, institutionId };
}

/**
 * The client institution a submission comes from, most certain first: the institution of the
 * account with its e-mail address (a customer who did not sign in), the one with its SIRET, the
 * one whose name has its name's key ("Lycee Jean Moulin" finds "Lycée Jean Moulin"; the oldest
 * when several have it). Each is an index lookup. NULL: a prospect.
 */
export async function matchInstitution(
  tx: LeadsKysely,
  details: Pick<ContactDetails, "email" | "institution" | "siret">,
): Promise<string | null> {
  const member = await tx
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select("membership.institution_id")
    .where("user.email", "=", details.email.trim().toLowerCase())
    .orderBy("membership.created_at", "asc")
    .orderBy("membership.institution_id", "asc")
    .executeTakeFirst();
  if (member) return member.institution_id;
  const siret = normaliseSiret(details.siret);
  if (siret) {
    const bySiret = await tx
      .selectFrom("institution")
      .select("id")
      .where("siret", "=", siret)
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .executeTakeFirst();
    if (bySiret) return bySiret.id;
  }
  const key = institutionKey(details.institution);
  if (!key) return null;
  const byName = await tx
    .selectFrom("institution")
    .select("id")
    .where("name_key", "=", key)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .executeTakeFirst();
  return byName?.id ?? null;
}

export async function linkContact(
  tx: LeadsTx,
  details: ContactDetails,
  now: Date,
  options: { byInstitution?: boolean } = {},
): Promise<string> {
  const email = details.email.toLowerCase();
  const key = institutionKey(details.institution);

  const byEmail = await tx
    .selectFrom("contact")
    .select(["id", "first_name", "last_name", "phone", "institution_name", "institution_key"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (byEmail) {
    // Fill what the contact did not have yet; never overwrite what sales may have corrected.
    const patch = {
      ...(byEmail.institution_key || !(byEmail.institution_name ?? details.institution)
        ? {}
        : { institution_key: institutionKey(byEmail.institution_name ?? details.institution) }),
      ...(byEmail.first_name ? {} : details.firstName ? { first_name: details.firstName } : {}),
      ...(byEmail.last_name ? {} : details.lastName ? { last_name: details.lastName } : {}),
      ...(byEmail.phone ? {} : details.phone ? { phone: details.phone } : {}),
      ...(byEmail.institution_name
        ? {}
        : details.institution
          ? { institution_name: details.institution, institution_key: key }
          : {}),
    };
    if (Object.keys(patch).length > 0) {
      await tx
        .updateTable("contact")
        .set({ ...patch, updated_at: now })
        .where("id", "=", byEmail.id)
        .execute();
    }
    return byEmail.id;
  }

  if (key && options.byInstitution !== false) {
    // Indexed lookup. Contacts created elsewhere (seed data, the CRM) get their key the first time
    // one of their own leads arrives (above).
    const byInstitution = await tx
      .selectFrom("contact")
      .select("id")
      .where("institution_key", "=", key)
      .orderBy("created_at")
      .executeTakeFirst();
    if (byInstitution) return byInstitution.id;
  }

  const id = newId();
  const inserted = await tx
    .insertInto("contact")
    .values({
      id,
      email,
      first_name: details.firstName ?? null,
      last_name: details.lastName ?? null,
      phone: details.phone ?? null,
      institution_name: details.institution ?? null,
      institution_key: key,
      domain: institutionDomain(email),
      created_at: now,
      updated_at: now,
    })
    // Two first leads of one address at the same instant (PostgreSQL): the second joins the first.
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const row = await tx
    .selectFrom("contact")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}
