import type { Route } from "./+types/invoice-pdf";
import { invoiceDocument } from "#app/features/crm/billing/billing.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { invoicePdfResponse } from "#app/features/client-space/invoice-pdf.server.ts";
import { services } from "#app/features/auth/session.server.ts";

/** An issued invoice's or credit note's PDF for the staff (issue 8); drafts have none (404). */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, "billing", "view");
  const app = services(args.context);
  const doc = await invoiceDocument(app.db, args.params.invoiceId);
  if (!doc) throw new Response(null, { status: 404 });
  const lang =
    new URL(args.request.url).searchParams.get("lang") === "en" || session.user.language === "en"
      ? "en"
      : "fr";
  return invoicePdfResponse(app, doc, lang);
}
