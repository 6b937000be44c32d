// `npm run db:restore -- <archive>.tar.gz [--replace] [--without-secret]`: restores a backup made by
// the admin CRM or the daily schedule (/admin/backups) into the database of DATABASE_URL and the
// folder DATA_DIR, which must be empty (docs/backups.md). Stop the site first. The archive is
// checked (every file's SHA-256), restored, then every table is compared with the manifest (rows
// and checksum) and what was restored is printed.
//   --replace         SQLite only: restore over existing data, kept aside (renamed), not deleted.
//   --without-secret  restore without the backup's secret: sessions, two-factor enrolments and
//                     token-signing keys, unreadable without it, are cleared.
import path from "node:path";
import { restoreArchive, RestoreRefused } from "../app/features/crm/system/backup-archive.server.ts";
import { dataLocation } from "../server/config.ts";
import { engineOf } from "../server/db/database.ts";

const USAGE =
  "Usage: npm run db:restore -- <backup>.tar.gz [--replace] [--without-secret]\n" +
  "Restores into the database of DATABASE_URL and the folder DATA_DIR (stop the site first; docs/backups.md).";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const files = args.filter((a) => !a.startsWith("--"));
const unknown = [...flags].filter((f) => f !== "--replace" && f !== "--without-secret");
if (files.length !== 1 || unknown.length) {
  console.error(unknown.length ? `Unknown option: ${unknown.join(", ")}\n${USAGE}` : USAGE);
  process.exit(1);
}

try {
  const location = dataLocation();
  const engine = engineOf(location.databaseUrl);
  const where =
    engine === "sqlite"
      ? `${location.databaseUrl.slice("file:".length)} and ${location.dataDir}`
      : `the PostgreSQL database ${new URL(location.databaseUrl).pathname.slice(1)} and ${location.dataDir}`;
  const report = await restoreArchive(
    path.resolve(files[0]!),
    { engine, databaseUrl: location.databaseUrl, dataDir: location.dataDir, secret: location.secret },
    { replace: flags.has("--replace"), withoutSecret: flags.has("--without-secret") },
  );
  const m = report.manifest;
  const lines = [
    `Restored ${m.name} (made ${m.createdAt} by version ${m.app.version}, schema ${m.schema.migration ?? "empty"}) into ${where}:`,
    `  database: ${report.tables} tables, ${report.rows} rows; every table matches the manifest (rows and checksum)`,
    `  attachments: ${report.attachments.files} files (${report.attachments.bytes} bytes); every SHA-256 matches`,
  ];
  if (report.missingAttachments.length)
    lines.push(
      `  warning: ${report.missingAttachments.length} attachments named by the database were already missing when the backup was made`,
    );
  lines.push(
    report.secret === "match"
      ? "  secret: the one of the backup (sessions, two-factor keys and signing keys stay valid)"
      : `  secret: NOT the one of the backup; cleared: ${report.cleared!.sessions} sessions, ` +
          `${report.cleared!.twoFactor} two-factor enrolments (those users sign in with their password and enrol again), ` +
          `${report.cleared!.signingKeys} token-signing keys (new ones are made)`,
  );
  for (const kept of report.keptAside) lines.push(`  kept aside: ${kept}`);
  lines.push(
    `  time: ${(report.durationMs / 1000).toFixed(1)} s`,
    "Start the site: missing migrations are applied at start-up.",
  );
  console.log(lines.join("\n"));
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Nothing was restored: ${error.message}`);
  } else {
    console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}
