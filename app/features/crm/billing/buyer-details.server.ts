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
import { writeBillingDetails } from "#app/features/institutions/billing-details.server.ts";

/**
 * The client page's "billing-details" form: staff keep a client's billing details (what the
 * customer's owner or billing contact also edits in the client space) with a public buyer's
 * Chorus Pro service code (BT-10) and engagement number (BT-13); checked with the browser's
 * schema, saved with its audit entry. Issued invoices keep a copy (`buyer_snapshot`).
 */
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
    if (!(await writeBillingDetails(tx, institutionId, { ...d, engagementNumber: d.engagementNumber ?? "" })))
      return false;
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
