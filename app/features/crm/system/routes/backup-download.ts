import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "react-router";
import { findBackup } from "#app/features/crm/system/backups.server.ts";
import { recordAudit, requireStaff } from "#app/features/crm/guard.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { downloadResponse } from "#app/lib/download.ts";

/**
 * Downloads one backup archive (issues 8 and 17, admins only). Only the archive of a successful
 * backup named in the history is served, so no path (`..`, another folder) can reach any other
 * file. Every download is logged.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "backups", "export");
  const { config, db } = services(args.context);
  const file = await findBackup(db, config.dataDir, args.params.name ?? "");
  if (!file) throw new Response(null, { status: 404 });
  await recordAudit(
    db,
    { context: args.context, session: staff.session },
    { action: "backup.download", entityType: "backup", entityId: file.name, changes: { size: file.size } },
  );
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return downloadResponse(
    body,
    { name: file.name, type: "application/gzip" },
    { "Content-Length": String(file.size) },
  );
}
