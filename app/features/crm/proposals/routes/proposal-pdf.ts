import type { Route } from "./+types/proposal-pdf";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { pdfResponse, proposalDownload } from "#app/features/crm/proposals/online.server.ts";

/**
 * An issued proposal's PDF for the staff allowed to see proposals (issue 8); drafts have none (404).
 * The one the customer was shown once kept, with its acceptance certificate once accepted online.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "proposals", "view");
  const kept = await proposalDownload(args.context, args.params.proposalId);
  if (!kept) throw new Response(null, { status: 404 });
  return pdfResponse(kept);
}
