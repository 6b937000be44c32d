import type { Route } from "./+types/attachment";
import { recordAudit, requireStaff } from "#app/features/crm/guard.server.ts";
import { attachmentResponse, readTicketAttachment } from "#app/features/client-space/support.server.ts";
import { services } from "#app/features/auth/session.server.ts";

/**
 * A ticket's attachment for the vendor's support (issue 20, part 3): support staff and admins, any
 * institution's ticket; sales and billing are refused (403) like every other support page. Served
 * with the client space's headers (one source: `attachmentResponse`), and each download is logged
 * on the ticket's history.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, "support", "view");
  const { db, config, logger } = services(args.context);
  const attachmentId = args.params.attachmentId;
  const file = await readTicketAttachment(db, config.dataDir, attachmentId, { staff: true });
  if (file === "missing") {
    logger.warn({ attachmentId }, "attachment file missing from DATA_DIR/attachments");
    throw new Response(null, { status: 404 });
  }
  if (!file) throw new Response(null, { status: 404 });
  await recordAudit(
    db,
    { context: args.context, session: staff.session },
    {
      action: "ticket.attachment_download",
      entityType: "ticket",
      entityId: file.ticketId,
      changes: { attachmentId, file: file.filename },
    },
  );
  return attachmentResponse(file);
}
