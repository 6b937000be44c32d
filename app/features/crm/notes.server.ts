import type { Kysely } from "kysely";
import { newId, toDate } from "#server/db/mapping.ts";
import type { CrmNoteTable, DB } from "#server/db/schema.ts";

/** Staff notes on a lead or an institution (`crm_note`), shown on the record's page. */

export interface CrmNote {
  readonly id: string;
  readonly body: string;
  readonly author: string | null;
  readonly at: string;
}

/** The record's notes, newest first. */
export async function crmNotes(
  db: Kysely<DB>,
  entityType: CrmNoteTable["entity_type"],
  entityId: string,
): Promise<CrmNote[]> {
  const rows = await db
    .selectFrom("crm_note")
    .leftJoin("user", "user.id", "crm_note.author_user_id")
    .select(["crm_note.id", "crm_note.body", "crm_note.created_at", "user.name as author"])
    .where("crm_note.entity_type", "=", entityType)
    .where("crm_note.entity_id", "=", entityId)
    .orderBy("crm_note.created_at", "desc")
    .orderBy("crm_note.id", "desc")
    .execute();
  return rows.map((n) => ({
    id: n.id,
    body: n.body,
    author: n.author,
    at: toDate(n.created_at).toISOString(),
  }));
}

/**
 * Writes a staff note on the record and returns its id. The caller writes the note's audit entry in the same transaction.
 */
export async function insertCrmNote(
  tx: Kysely<DB>,
  note: {
    readonly entityType: CrmNoteTable["entity_type"];
    readonly entityId: string;
    readonly authorId: string;
    readonly body: string;
    readonly at: string;
  },
): Promise<string> {
  const id = newId();
  await tx
    .insertInto("crm_note")
    .values({
      id,
      entity_type: note.entityType,
      entity_id: note.entityId,
      author_user_id: note.authorId,
      body: note.body,
      created_at: note.at,
    })
    .execute();
  return id;
}
