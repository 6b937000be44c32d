import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./columns.ts";

/**
 * The engagement number of a public buyer (`institution.engagement_number`): the purchase-order or
 * legal-commitment number ("numéro d'engagement juridique") that Chorus Pro requires with the
 * service code, entered by staff on the client's page and written on its invoices (EN 16931
 * BT-13). NULL when the buyer has none.
 */
export function buyerEngagementNumberMigration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("institution").addColumn("engagement_number", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("institution").dropColumn("engagement_number").execute();
    },
  };
}
