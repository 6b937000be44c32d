import type { ColumnDataType, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, type Engine } from "./columns.ts";

/**
 * Proposals accepted online with a simple electronic signature (decision 032-online-proposals):
 * - `issued_pdf`: the exact PDF the customer is shown (base64), frozen once after issue, and
 *   `issued_pdf_sha256` its SHA-256 (hex): what a signature refers to.
 * - `viewed_at`: the first time the customer or prospect opened it (never staff).
 * - `responded_at` with `signer_name`, `signer_role`, `signer_ip`, `signer_user_agent`,
 *   `signer_user_id`: who accepted it, from where, when (the signature's record);
 *   `decline_reason` when declined online.
 * Each only added: the statuses stay draft → issued → accepted | declined; "sent", "viewed" and
 * "expired" are read from `viewed_at` and `valid_until` (app/features/crm/proposals/online.ts).
 */
export function onlineProposalsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  const columns: [string, ColumnDataType][] = [
    ["issued_pdf", "text"],
    ["issued_pdf_sha256", "text"],
    ["viewed_at", c.timestamp],
    ["responded_at", c.timestamp],
    ["signer_name", "text"],
    ["signer_role", "text"],
    ["signer_ip", "text"],
    ["signer_user_agent", "text"],
    ["signer_user_id", "text"],
    ["decline_reason", "text"],
  ];
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, type] of columns) await db.schema.alterTable("quote").addColumn(name, type).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const [name] of columns.toReversed())
        await db.schema.alterTable("quote").dropColumn(name).execute();
    },
  };
}
