import type { Transaction } from "kysely";
import { newId, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import type { DemoState } from "#app/features/crm/seed-state.ts";

/** Collège Les Tilleuls, at 96 students of 100, asks for a higher cap (to be handled in the CRM). */
export async function seedChangeRequest(trx: Transaction<DB>, state: DemoState): Promise<void> {
  const at = state.ago(2);
  const institution = state.clients[1];
  const userId = institution?.staffIds[0];
  if (!institution || !userId) return;
  const id = newId();
  const note = "Ouverture d'une classe de 6e supplémentaire à la rentrée : environ 40 élèves de plus.";
  await trx
    .insertInto("change_request")
    .values({
      id,
      institution_id: institution.id,
      user_id: userId,
      kind: "cap",
      plan: null,
      addon: null,
      student_cap: 150,
      note,
      status: "submitted",
      created_at: at,
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_user_id: userId,
      action: "change_request.created",
      entity_type: "change_request",
      entity_id: id,
      changes: toJson({ kind: "cap", studentCap: 150, note }),
      ip_address: null,
      created_at: at.toISOString(),
    })
    .execute();
}
