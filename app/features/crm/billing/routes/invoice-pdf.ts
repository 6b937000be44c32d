import type { Route } from "./+types/invoice-pdf";
import { invoiceDocument } from "#app/features/crm/billing/billing.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { invoicePdf } from "#app/features/client-space/invoice-pdf.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { currentSettings } from "#app/features/crm/settings/store.server.ts";

/** An issued invoice's or credit note's PDF for the staff (issue 8); drafts have none (404). */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, "billing", "view");
  const doc = await invoiceDocument(services(args.context).db, args.params.invoiceId);
  if (!doc) throw new Response(null, { status: 404 });
  const lang =
    new URL(args.request.url).searchParams.get("lang") === "en" || session.user.language === "en"
      ? "en"
      : "fr";
  const { business } = await currentSettings(services(args.context));
  const bytes = await invoicePdf(doc, lang, business);
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
