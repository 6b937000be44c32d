import { Migrator } from "kysely/migration";
import type { Database } from "./database.ts";
import { migrationProvider } from "./migrations/index.ts";

export interface MigrationReport {
  /** Migrations applied by this run, in order. */
  readonly applied: readonly string[];
  readonly ms: number;
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Brings the schema to the latest version. Runs at start-up before any request is served and from
 * `npm run db:migrate`. On PostgreSQL the migrator holds a lock, so several instances starting
 * together apply each migration once.
 */
export async function migrateToLatest(database: Database): Promise<MigrationReport> {
  const start = performance.now();
  const migrator = new Migrator({ db: database.db, provider: migrationProvider(database.engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new MigrationError(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ""}failed: ${cause}`,
      { cause: error },
    );
  }
  return {
    applied: (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName),
    ms: Math.round(performance.now() - start),
  };
}
