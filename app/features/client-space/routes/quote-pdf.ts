import type { Route } from "./+types/quote-pdf";
import { loadMember } from "#app/features/client-space/guard.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { customerMayOpen, pdfResponse, proposalDownload } from "#app/features/crm/proposals/online.server.ts";

/**
 * A proposal's PDF in the client space (the accepted one with its certificate). Only its customer
 * gets it: any other id, another institution's included, is a plain 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { session, member } = await loadMember(args);
  const app = services(args.context);
  const id = args.params.proposalId;
  const allowed = await customerMayOpen(app.db, id, {
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    institutionId: member?.institutionId ?? null,
  });
  const file = allowed ? await proposalDownload(args.context, id) : null;
  if (!file) throw new Response(null, { status: 404 });
  return pdfResponse(file);
}
