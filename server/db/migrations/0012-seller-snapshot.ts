import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./columns.ts";

/**
 * The seller's details as they were when a document was issued (issue 8: issued invoices, credit
 * notes and proposals are immutable, yet their PDFs are drawn when downloaded). `seller_snapshot`
 * holds the business details of the configuration page as JSON, written in the issuing
 * transaction; NULL for drafts and for documents issued before this migration, whose PDFs keep
 * showing the current details (app/lib/pdf/seller.ts).
 */
export function sellerSnapshotMigration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("invoice").addColumn("seller_snapshot", "text").execute();
      await db.schema.alterTable("quote").addColumn("seller_snapshot", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("quote").dropColumn("seller_snapshot").execute();
      await db.schema.alterTable("invoice").dropColumn("seller_snapshot").execute();
    },
  };
}
