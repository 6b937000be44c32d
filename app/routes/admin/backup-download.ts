import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "react-router";
import { backupDir, findBackup } from "#app/admin/backups.server.ts";
import { recordAudit, requireStaff } from "#app/admin/guard.server.ts";
import { services } from "#app/auth/session.server.ts";

/**
 * Downloads one backup (issue 8, admins only). Only a name from the listing is served, so no
 * path (`..`, another folder) can reach any other file. Every download is logged.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "backups", "export");
  const { config, db } = services(args.context);
  const file = await findBackup(backupDir(config.dataDir), args.params.name ?? "");
  if (!file) throw new Response(null, { status: 404 });
  await recordAudit(
    db,
    { context: args.context, session: staff.session },
    { action: "backup.download", entityType: "backup", entityId: file.name, changes: { size: file.size } },
  );
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
