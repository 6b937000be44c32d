import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { E2E_DATA_DIR } from "../../playwright.config.ts";

/**
 * What the shared server's mail queue holds for an address, read from its SQLite database (opened
 * read-only beside the running server): for the message of a test that waited in vain for a mail,
 * so that the failure says whether it was never queued, queued late, still pending behind others,
 * or sent and not received.
 */
export function mailQueueReport(address: string): string {
  const file = path.join(E2E_DATA_DIR, "app.db");
  if (!existsSync(file)) return `no database at ${file}`;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare(
        `select kind, status, attempts, created_at, next_attempt_at, sent_at, last_error
           from mail_queue where to_address = ? order by created_at`,
      )
      .all(address);
    const pending = db
      .prepare(
        `select count(*) as n, min(created_at) as oldest from mail_queue where status in ('pending', 'sending')`,
      )
      .get();
    return `now ${new Date().toISOString()}; queue rows to ${address}: ${JSON.stringify(rows)}; all pending: ${JSON.stringify(pending)}`;
  } catch (error) {
    return `mail queue not readable: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    db.close();
  }
}
