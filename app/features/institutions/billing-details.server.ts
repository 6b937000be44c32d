import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import type { BillingDetailsRecord } from "./billing-details.ts";

export type { BillingDetailsRecord };

/*
 * An institution's billing details are read and written here only: by the client space's billing
 * page (the customer's owner or billing contact), the CRM's client page (staff, who also keep a
 * public buyer's engagement number) and the invoices (what an issued one freezes).
 */

/** The details as the forms give them: optional fields absent or empty when cleared. */
export interface BillingDetailsInput {
  readonly name: string;
  readonly siret?: string | undefined;
  readonly vatNumber?: string | undefined;
  readonly addressLine1: string;
  readonly addressLine2?: string | undefined;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly chorusServiceCode?: string | undefined;
  /** Only staff write it: undefined, the stored number is kept; empty, it is cleared. */
  readonly engagementNumber?: string | undefined;
}

export async function readBillingDetails(
  db: Kysely<DB>,
  institutionId: string,
): Promise<BillingDetailsRecord | null> {
  const row = await db
    .selectFrom("institution")
    .selectAll()
    .where("id", "=", institutionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    siret: row.siret ?? "",
    vatNumber: row.vat_number ?? "",
    addressLine1: row.address_line1 ?? "",
    addressLine2: row.address_line2 ?? "",
    postalCode: row.postal_code ?? "",
    city: row.city ?? "",
    country: row.country,
    chorusServiceCode: row.chorus_service_code ?? "",
    engagementNumber: row.engagement_number ?? "",
  };
}

/**
 * Writes the details (with the name's key, which links leads to the institution); an empty optional
 * field clears its column. True when the institution exists.
 */
export async function writeBillingDetails(
  db: Kysely<DB> | Transaction<DB>,
  institutionId: string,
  input: BillingDetailsInput,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .updateTable("institution")
    .set({
      name: input.name,
      name_key: nameKey(input.name),
      siret: input.siret || null,
      vat_number: input.vatNumber || null,
      address_line1: input.addressLine1,
      address_line2: input.addressLine2 || null,
      postal_code: input.postalCode,
      city: input.city,
      country: input.country,
      chorus_service_code: input.chorusServiceCode || null,
      ...(input.engagementNumber !== undefined ? { engagement_number: input.engagementNumber || null } : {}),
      updated_at: now,
    })
    .where("id", "=", institutionId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
