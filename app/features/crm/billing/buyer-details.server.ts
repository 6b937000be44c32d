import { data } from "react-router";
import type { Kysely } from "kysely";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import type { DB } from "#server/db/schema.ts";
import { recordAudit } from "../guard.server.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import type { Actor } from "./billing.server.ts";
import { BuyerDetailsSchema } from "./billing-forms.ts";

/**
 * A client's billing details as staff keep them on the client's page (what the customer's owner
 * or billing contact also edits in the client space), with a public buyer's Chorus Pro service
 * code (BT-10) and engagement number (BT-13). Issued invoices keep a copy (`buyer_snapshot`).
 */
export interface BuyerDetailsView {
  readonly name: string;
  readonly siret: string;
  readonly vatNumber: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly chorusServiceCode: string;
  readonly engagementNumber: string;
}

export async function buyerDetails(db: Kysely<DB>, institutionId: string): Promise<BuyerDetailsView | null> {
  const row = await db.selectFrom("institution").selectAll().where("id", "=", institutionId).executeTakeFirst();
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

/** The client page's "billing-details" form: checked with the browser's schema, saved with its audit entry. */
export async function applyBuyerDetails(db: Kysely<DB>, actor: Actor, institutionId: string, form: FormData) {
  const intent = "billing-details";
  const typed = formValues(form);
  const parsed = BuyerDetailsSchema.safeParse(typed);
  if (!parsed.success)
    return data<AdminReply>(
      { intent, fieldErrors: firstErrors(parsed.error, ADMIN_ERRORS), values: typed },
      { status: 400 },
    );
  const d = parsed.data;
  const saved = await db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable("institution")
      .set({
        name: d.name,
        siret: d.siret ?? null,
        vat_number: d.vatNumber ?? null,
        address_line1: d.addressLine1,
        address_line2: d.addressLine2 || null,
        postal_code: d.postalCode,
        city: d.city,
        country: d.country,
        chorus_service_code: d.chorusServiceCode ?? null,
        engagement_number: d.engagementNumber ?? null,
        updated_at: new Date(),
      })
      .where("id", "=", institutionId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordAudit(tx, actor, {
      action: "institution.billing",
      entityType: "institution",
      entityId: institutionId,
      changes: { ...d },
    });
    return true;
  });
  if (!saved) return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });
  return data<AdminReply>({ intent, ok: true, message: "clients.detail.billingSaved" });
}
