import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { type LogListParams } from "../list-params.ts";
import { countedPage } from "../counted-page.server.ts";
import { distinctValues } from "../list-query.server.ts";
import { toEntry } from "../history/history.server.ts";

/** The audit log, filtered and paginated on the server; read-only (issue 8). */
export async function listLogs(db: Kysely<DB>, p: LogListParams) {
  let base = db.selectFrom("audit_log");
  if (p.action) base = base.where("audit_log.action", "=", p.action);
  if (p.entity) base = base.where("audit_log.entity_type", "=", p.entity);
  if (p.actor) {
    const email = p.actor.toLowerCase();
    base = base.where("audit_log.actor_user_id", "in", (eb) =>
      eb.selectFrom("user").select("user.id").where("user.email", "=", email),
    );
  }
  if (p.from) base = base.where("audit_log.created_at", ">=", new Date(`${p.from}T00:00:00Z`).toISOString());
  if (p.to)
    base = base.where(
      "audit_log.created_at",
      "<",
      new Date(Date.parse(`${p.to}T00:00:00Z`) + 86_400_000).toISOString(),
    );
  const { total, page, pages, limit, offset } = await countedPage(base, p.page);
  // The page's ids first, along the (created_at, id) index (migration 0011); then those entries
  // with their author.
  const pageIds = base
    .select("audit_log.id")
    .orderBy("audit_log.created_at", p.dir)
    .orderBy("audit_log.id", p.dir)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .selectFrom("audit_log")
    .select([
      "audit_log.id",
      "audit_log.action",
      "audit_log.entity_type",
      "audit_log.entity_id",
      "audit_log.actor_user_id",
      "audit_log.changes",
      "audit_log.ip_address",
      "audit_log.created_at",
    ])
    .where("audit_log.id", "in", pageIds)
    .orderBy("audit_log.created_at", p.dir)
    .orderBy("audit_log.id", p.dir)
    .execute();
  // The filters' choices: each distinct value found in the index, not in every entry.
  const actions = await distinctValues(db, "audit_log", "action", 100);
  const entities = await distinctValues(db, "audit_log", "entity_type", 100);
  return {
    total,
    page,
    pages,
    actions,
    entities,
    // The history's entries: the page names their people and records (app/features/crm/history).
    rows: rows.map((r) => ({ ...toEntry(r), ip: r.ip_address })),
  };
}
