import type { Route } from "./+types/attachment";
import { requireMember } from "#app/features/client-space/guard.server.ts";
import { attachmentResponse, readAttachment } from "#app/features/client-space/support.server.ts";
import { services } from "#app/features/auth/session.server.ts";

/**
 * A support-ticket attachment, read from DATA_DIR (outside the web root) for members of the
 * ticket's institution only; always downloaded, never rendered inline. A file gone from the folder
 * answers 404 like an unknown attachment, never 500.
 */
export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const { db, config, logger } = services(args.context);
  const file = await readAttachment(db, config.dataDir, member, args.params.attachmentId);
  if (file === "missing") {
    logger.warn(
      { attachmentId: args.params.attachmentId },
      "attachment file missing from DATA_DIR/attachments",
    );
    throw new Response(null, { status: 404 });
  }
  if (!file) throw new Response(null, { status: 404 });
  return attachmentResponse(file);
}
