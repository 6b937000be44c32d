import type { Route } from "./+types/invoice-pdf";
import { getInvoice } from "#app/features/client-space/billing.server.ts";
import { requireMember } from "#app/features/client-space/guard.server.ts";
import { invoicePdfResponse } from "#app/features/client-space/invoice-pdf.server.ts";
import { services } from "#app/features/auth/session.server.ts";

/**
 * An invoice's PDF. Only a member of the invoice's institution gets it: any other id, another
 * institution's invoice included, is a plain 404 (no hint that it exists).
 */
export async function loader(args: Route.LoaderArgs) {
  const { member, session } = await requireMember(args);
  const app = services(args.context);
  const doc = await getInvoice(app.db, member, args.params.invoiceId);
  if (!doc) throw new Response(null, { status: 404 });
  return invoicePdfResponse(app, doc, session.user.language === "en" ? "en" : "fr");
}
