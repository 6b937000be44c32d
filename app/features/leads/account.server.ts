import type { RouterContextProvider } from "react-router";
import { getSession, services } from "#app/features/auth/session.server.ts";
import { toInt } from "#server/db/mapping.ts";
import type { AccountDetails } from "./account-prefill.ts";
import type { CaptureAccount } from "./contacts.server.ts";

interface Args {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

export type SignedInAccount = CaptureAccount & AccountDetails;

/**
 * The signed-in person sending a form, with the institution they act for (their first
 * membership, as in the client space), or null for a visitor. While staff are signed in as a
 * customer (decision 014), it is the customer.
 */
export async function signedInAccount(args: Args): Promise<SignedInAccount | null> {
  const session = await getSession(args);
  if (!session) return null;
  const { db } = services(args.context);
  const member = await db
    .selectFrom("membership")
    .innerJoin("institution", "institution.id", "membership.institution_id")
    .select([
      "institution.id",
      "institution.name",
      "institution.type",
      "institution.student_count",
      "institution.siret",
    ])
    .where("membership.user_id", "=", session.user.id)
    .orderBy("membership.created_at", "asc")
    .orderBy("membership.institution_id", "asc")
    .executeTakeFirst();
  return {
    userId: session.user.id,
    email: session.user.email,
    firstName: session.user.firstName,
    lastName: session.user.lastName,
    companyName: session.user.companyName,
    institutionId: member?.id ?? null,
    institution: member
      ? { name: member.name, type: member.type, students: toInt(member.student_count), siret: member.siret }
      : null,
  };
}
