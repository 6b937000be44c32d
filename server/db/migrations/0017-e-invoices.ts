import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./columns.ts";

/**
 * Invoices that are French e-invoices (DECISIONS.md point 9):
 *
 * - `period_start`, `period_end`: the service period the invoice bills (civil dates, YYYY-MM-DD),
 *   written when the draft is made; NULL for invoices drafted before, which print their issue date.
 * - `buyer_snapshot`: the customer's billing details as JSON (name, address, SIRET, VAT number,
 *   Chorus Pro service code, purchase-order number, payment method), written in the issuing
 *   transaction like `seller_snapshot` (0012), so that an issued invoice never changes; NULL before.
 */
export function eInvoicesMigration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("invoice").addColumn("period_start", "text").execute();
      await db.schema.alterTable("invoice").addColumn("period_end", "text").execute();
      await db.schema.alterTable("invoice").addColumn("buyer_snapshot", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("invoice").dropColumn("buyer_snapshot").execute();
      await db.schema.alterTable("invoice").dropColumn("period_end").execute();
      await db.schema.alterTable("invoice").dropColumn("period_start").execute();
    },
  };
}
