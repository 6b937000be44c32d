import type { Route } from "./+types/online-proposal-pdf";
import { services } from "#app/features/auth/session.server.ts";
import { pdfResponse, proposalDownload } from "../online.server.ts";
import { verifyProposalToken } from "../proposal-link.server.ts";

/** The PDF of a proposal's signed link: the issued one, or once accepted, with its acceptance certificate. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context);
  const check = verifyProposalToken(app.config.authSecret, params.token ?? "", app.clock.now());
  // The link opens nothing once the proposal expired (the client space keeps the PDFs).
  if (!check.ok) throw new Response(null, { status: check.reason === "expired" ? 410 : 404 });
  const file = await proposalDownload(context, check.proposalId);
  if (!file) throw new Response(null, { status: 404 });
  return pdfResponse(file);
}
