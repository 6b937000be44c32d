import { readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { attachmentsDir } from "#app/features/client-space/support.server.ts";
import { invoiceNumber } from "#app/features/crm/billing/invoicing.ts";
import { proposalNumber } from "#app/features/crm/proposals/proposals.ts";
import { leadReference } from "#app/features/leads/submission.server.ts";
import type { FormKind } from "#app/features/leads/idempotency.ts";
import type { LeadType } from "#server/db/schema.ts";

/**
 * Half-stored records: what a write interrupted halfway (a thrown error between two statements
 * outside one transaction, a file written before its row failed) leaves behind. Each check is a
 * rule the product keeps whatever the input; `brokenInvariants` lists the rows that break one.
 * Read from the SQLite file of a running server (read-only: WAL lets both read at once).
 */

/** The form a lead of each type came from (its public reference's prefix). */
const FORM_OF_LEAD: Readonly<Record<LeadType, FormKind>> = {
  contact: "contact",
  demo: "demo",
  quote: "quote",
  order: "checkout",
  webinar: "webinar",
  feedback: "feedback",
  chatbot: "chatbot",
};

export function openReadOnly(file: string): DatabaseSync {
  return new DatabaseSync(file, { readOnly: true });
}

/** Rows of every table, by name. */
export function tableCounts(db: DatabaseSync): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = Number((db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n);
  }
  return counts;
}

/** Tables whose row count differs between two snapshots, with both counts. */
export function changedTables(
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if ((before[name] ?? 0) !== (after[name] ?? 0)) out[name] = [before[name] ?? 0, after[name] ?? 0];
  }
  return out;
}

function rows<T>(db: DatabaseSync, query: string, ...params: (string | number)[]): T[] {
  return db.prepare(query).all(...params) as T[];
}

/** Numbers issued from a yearly counter must be exactly 1…last of each year: no gap, no double. */
function sequenceProblems(
  label: string,
  counters: readonly { year: number; last_number: number }[],
  numbers: readonly string[],
  format: (year: number, n: number) => string,
): string[] {
  const problems: string[] = [];
  const issued = new Set(numbers);
  if (issued.size !== numbers.length) problems.push(`${label}: a number was issued twice`);
  let expected = 0;
  for (const { year, last_number } of counters) {
    for (let n = 1; n <= Number(last_number); n++) {
      expected++;
      if (!issued.has(format(year, n))) problems.push(`${label}: ${format(year, n)} counted but not stored`);
    }
  }
  if (expected !== issued.size) problems.push(`${label}: ${issued.size} numbers stored, ${expected} counted`);
  return problems;
}

/**
 * Every rule a half-write would break, each with the rows that break it. `since` (ISO time) limits
 * the rules about new records (a lead's e-mails) to what the run created.
 */
export function brokenInvariants(db: DatabaseSync, dataDir: string, since: string): string[] {
  const problems: string[] = [];

  // Declared references (a note of a deleted lead, a message of a missing ticket…).
  for (const r of rows<{ table: string; parent: string }>(db, "PRAGMA foreign_key_check")) {
    problems.push(`${r.table}: a row refers to a missing ${r.parent}`);
  }

  // A lead and its e-mails are stored in one transaction: no lead without its sales notification.
  const leads = rows<{ id: string; type: LeadType }>(
    db,
    "SELECT id, type FROM lead WHERE created_at >= ?",
    since,
  );
  for (const lead of leads) {
    const reference = leadReference(FORM_OF_LEAD[lead.type], lead.id);
    const mail = db
      .prepare(
        "SELECT 1 AS hit FROM mail_queue WHERE kind LIKE '%-notification' AND (instr(subject, ?) > 0 OR instr(text_body, ?) > 0) LIMIT 1",
      )
      .get(reference, reference);
    if (!mail) problems.push(`lead ${lead.id} (${reference}): no notification e-mail queued`);
  }

  // A ticket is opened with its first message.
  for (const t of rows<{ id: string }>(
    db,
    "SELECT id FROM ticket WHERE NOT EXISTS (SELECT 1 FROM ticket_message m WHERE m.ticket_id = ticket.id)",
  )) {
    problems.push(`ticket ${t.id}: no message`);
  }

  // An attachment is a row and a file: neither without the other, and its message exists.
  const dir = attachmentsDir(dataDir);
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    // no attachment yet
  }
  const stored = new Set(files);
  const attachments = rows<{ id: string; storage_key: string; message_id: string | null }>(
    db,
    "SELECT id, storage_key, message_id FROM ticket_attachment",
  );
  for (const a of attachments) {
    if (!stored.has(a.storage_key)) problems.push(`attachment ${a.id}: its file is missing`);
    if (a.message_id === null) problems.push(`attachment ${a.id}: attached to no message`);
  }
  const known = new Set(attachments.map((a) => a.storage_key));
  for (const f of files) if (!known.has(f)) problems.push(`attachments/${f}: a file without its row`);

  // An institution is created with its owner.
  for (const i of rows<{ id: string }>(
    db,
    "SELECT id FROM institution WHERE created_at >= ? AND NOT EXISTS (SELECT 1 FROM membership m WHERE m.institution_id = institution.id)",
    since,
  )) {
    problems.push(`institution ${i.id}: created without a member`);
  }

  // One default payment method per institution that has any.
  for (const p of rows<{ institution_id: string; defaults: number }>(
    db,
    "SELECT institution_id, sum(CASE WHEN is_default THEN 1 ELSE 0 END) AS defaults FROM payment_method GROUP BY institution_id HAVING defaults <> 1",
  )) {
    problems.push(`institution ${p.institution_id}: ${p.defaults} default payment methods`);
  }

  // Issued invoices and credit notes: numbered from the counter without gap, lines and totals kept.
  problems.push(
    ...sequenceProblems(
      "invoices",
      rows(db, "SELECT year, last_number FROM invoice_sequence"),
      rows<{ number: string }>(db, "SELECT number FROM invoice WHERE number IS NOT NULL").map(
        (r) => r.number,
      ),
      invoiceNumber,
    ),
  );
  for (const inv of rows<{ id: string }>(
    db,
    "SELECT id FROM invoice WHERE (status <> 'draft' AND (number IS NULL OR issued_at IS NULL)) OR total_cents <> subtotal_cents + vat_cents",
  )) {
    problems.push(`invoice ${inv.id}: issued without its number, date or totals`);
  }
  problems.push(
    ...sequenceProblems(
      "proposals",
      rows(db, "SELECT year, last_number FROM quote_sequence"),
      rows<{ number: string }>(db, "SELECT number FROM quote WHERE number IS NOT NULL").map((r) => r.number),
      proposalNumber,
    ),
  );
  return problems;
}
