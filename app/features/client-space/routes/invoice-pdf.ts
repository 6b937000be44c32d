import type { Route } from "./+types/invoice-pdf";
import { getInvoice } from "#app/features/client-space/billing.server.ts";
import { requireMember } from "#app/features/client-space/guard.server.ts";
import { invoicePdf } from "#app/features/client-space/invoice-pdf.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { currentSettings } from "#app/features/crm/settings/store.server.ts";

/**
 * An invoice's PDF. Only a member of the invoice's institution gets it: any other id, another
 * institution's invoice included, is a plain 404 (no hint that it exists).
 */
export async function loader(args: Route.LoaderArgs) {
  const { member, session } = await requireMember(args);
  const doc = await getInvoice(services(args.context).db, member, args.params.invoiceId);
  if (!doc) throw new Response(null, { status: 404 });
  const { business } = await currentSettings(services(args.context));
  const bytes = await invoicePdf(doc, session.user.language === "en" ? "en" : "fr", business);
  const name = `${doc.invoice.kind === "credit_note" ? "avoir" : "facture"}-${doc.invoice.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
