import type { Route } from "./+types/proposal-pdf";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { proposalFileName, proposalPdf } from "#app/features/crm/proposals/proposal-pdf.server.ts";
import { proposalDocument } from "#app/features/crm/proposals/proposals.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { currentSettings } from "#app/features/crm/settings/store.server.ts";

/** An issued proposal's PDF for the staff allowed to see proposals (issue 8); drafts have none (404). */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "proposals", "view");
  const app = services(args.context);
  const doc = await proposalDocument(app.db, args.params.proposalId);
  if (!doc) throw new Response(null, { status: 404 });
  const { business } = await currentSettings(app);
  const bytes = await proposalPdf(doc, business);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${proposalFileName(doc.proposal.number)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
