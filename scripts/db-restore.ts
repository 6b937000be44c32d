// `node scripts/db-restore.ts data/backups/ga-backup-….sqlite`: restores an SQLite backup made in
// the admin CRM (/admin/backups) into the database of DATABASE_URL (data/app.db by default). Stop
// the site first. The current database is kept beside it, renamed; the restore is then compared
// with the backup table by table (row count and checksum). PostgreSQL: see docs/backups.md.
import { existsSync } from "node:fs";
import { rename } from "node:fs/promises";
import { restoreSqliteBackup, sqliteFileOf, tableFingerprints } from "../app/admin/backups.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

try {
  const source = process.argv[2];
  if (!source || !existsSync(source)) {
    console.error("Usage: node scripts/db-restore.ts <backup file>.sqlite (stop the site first)");
    process.exit(1);
  }
  const config = loadConfig();
  const target = sqliteFileOf(config.databaseUrl);
  if (!target) {
    console.error("DATABASE_URL is PostgreSQL: restore with pg_restore (docs/backups.md).");
    process.exit(1);
  }
  const expected = tableFingerprints(source);
  if (existsSync(target)) {
    const kept = `${target}.before-restore-${new Date().toISOString().replace(/[-:.]/g, "")}`;
    for (const suffix of ["", "-wal", "-shm"]) {
      if (existsSync(target + suffix)) await rename(target + suffix, kept + suffix);
    }
    console.log(`The current database is kept as ${kept}`);
  }
  await restoreSqliteBackup(source, target);
  const restored = tableFingerprints(target);
  const different = Object.keys(expected).filter(
    (t) => JSON.stringify(expected[t]) !== JSON.stringify(restored[t]),
  );
  if (different.length) {
    console.error(`The restore differs from the backup in: ${different.join(", ")}`);
    process.exit(1);
  }
  const rows = Object.values(restored).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored ${Object.keys(restored).length} tables (${rows} rows) into ${target}; every table matches the backup.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
