import { institutionDomain } from "./email-domains.ts";
import { newId } from "#server/db/mapping.ts";
import type { LeadsTx } from "./db.server.ts";

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
}

/**
 * "Lycée Victor-Hugo ", "lycee victor hugo" and "LYCÉE VICTOR HUGO" name one institution: lower
 * case, accents and punctuation removed, spaces collapsed.
 */
export function institutionKey(name: string | undefined | null): string | null {
  if (!name) return null;
  const key = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return key.length >= 3 ? key : null;
}

export async function linkContact(tx: LeadsTx, details: ContactDetails, now: Date): Promise<string> {
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

  if (key) {
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
