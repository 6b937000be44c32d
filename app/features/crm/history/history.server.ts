import type { Kysely } from "kysely";
import { parseJson, toDate } from "#server/db/mapping.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { can } from "../permissions.ts";
import { allAdminTexts } from "../all-texts.ts";
import { idsOf, type HistoryEntry, type HistoryLookup, type NamedRef } from "./history.ts";

/**
 * Reads a record's history from the audit log and the names its ids stand for (issue 20, part 4).
 * The links go only where the reader's role may go: a sales person reads a ticket's subject, without
 * a link to the support queue.
 */

/** Who reads the history: the links follow their permissions and their language. */
export interface HistoryReader {
  readonly role: StaffRole;
  readonly lang: Language;
}

/** The latest entries of some records (a lead and its proposals, a client and its invoices…). */
export async function recordHistory(
  db: Kysely<DB>,
  entityIds: readonly string[],
  limit = 100,
): Promise<HistoryEntry[]> {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom("audit_log")
    .select(["id", "action", "entity_type", "entity_id", "actor_user_id", "changes", "created_at"])
    .where("entity_id", "in", [...entityIds])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

export function toEntry(r: {
  id: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor_user_id: string | null;
  changes: string;
  created_at: unknown;
}): HistoryEntry {
  return {
    id: r.id,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    actorId: r.actor_user_id,
    changes: parseJson<Record<string, unknown>>(r.changes, {}),
    at: toDate(r.created_at as string | Date).toISOString(),
  };
}

function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The names and links of every person and record the entries mention, in one query per table. */
export async function historyLookup(
  db: Kysely<DB>,
  entries: readonly HistoryEntry[],
  reader: HistoryReader,
): Promise<HistoryLookup> {
  const ids = [...new Set(entries.flatMap(idsOf))];
  if (ids.length === 0) return { people: {}, records: {} };
  const { role, lang } = reader;
  const t = allAdminTexts[lang];
  const path = (p: string) => localizedPath(p, lang);
  const people: Record<string, NamedRef> = {};
  const records: Record<string, NamedRef> = {};
  const put = (map: Record<string, NamedRef>, id: string, label: string, href: string | false | null) => {
    map[id] = href ? { label, href } : { label };
  };
  const clientHref = (institutionId: string | null) =>
    institutionId && can(role, "clients", "view") && path(`/admin/clients/${institutionId}`);

  const users = await db
    .selectFrom("user")
    .leftJoin("membership", "membership.user_id", "user.id")
    .select(["user.id", "user.name", "user.email", "membership.institution_id"])
    .where("user.id", "in", ids)
    .execute();
  for (const u of users) {
    if (people[u.id]) continue;
    const label = u.name?.trim() || u.email;
    // A customer leads to their client page; a staff member to what they did (the audit log).
    const href = u.institution_id
      ? clientHref(u.institution_id)
      : can(role, "audit", "view") && `${path("/admin/logs")}?actor=${encodeURIComponent(u.email)}`;
    put(people, u.id, label, href);
  }
  const mayOpenLeads = can(role, "leads", "view") || can(role, "proposals", "view");
  for (const l of await db
    .selectFrom("lead")
    .select(["id", "institution_name", "email"])
    .where("id", "in", ids)
    .execute())
    put(
      records,
      l.id,
      l.institution_name || l.email || t.history.entities.lead,
      mayOpenLeads && path(`/admin/quotes/${l.id}`),
    );
  for (const m of await db
    .selectFrom("merged_lead")
    .select(["id", "institution_name", "email", "merged_into_lead_id"])
    .where("id", "in", ids)
    .execute())
    put(
      records,
      m.id,
      m.institution_name || m.email || t.history.entities.lead,
      mayOpenLeads && path(`/admin/quotes/${m.merged_into_lead_id}`),
    );
  for (const i of await db.selectFrom("institution").select(["id", "name"]).where("id", "in", ids).execute())
    put(records, i.id, i.name, clientHref(i.id));
  for (const k of await db.selectFrom("ticket").select(["id", "subject"]).where("id", "in", ids).execute())
    put(records, k.id, k.subject, can(role, "support", "view") && path(`/admin/support/${k.id}`));
  for (const a of await db
    .selectFrom("ticket_attachment")
    .select(["id", "filename"])
    .where("id", "in", ids)
    .execute())
    put(records, a.id, a.filename, can(role, "support", "view") && `/admin/support/attachments/${a.id}`);
  for (const i of await db
    .selectFrom("invoice")
    .select(["id", "number", "kind"])
    .where("id", "in", ids)
    .execute())
    put(
      records,
      i.id,
      i.number ?? t.billing.statuses.draft,
      can(role, "billing", "view") && path(`/admin/billing/${i.id}`),
    );
  for (const q of await db
    .selectFrom("quote")
    .select(["id", "number", "lead_id"])
    .where("id", "in", ids)
    .execute())
    put(
      records,
      q.id,
      q.number ?? t.proposals.statuses.draft,
      Boolean(q.lead_id) && mayOpenLeads && path(`/admin/quotes/${q.lead_id}`),
    );
  for (const s of await db
    .selectFrom("subscription")
    .leftJoin("institution", "institution.id", "subscription.institution_id")
    .select(["subscription.id", "subscription.plan", "subscription.institution_id", "institution.name"])
    .where("subscription.id", "in", ids)
    .execute())
    put(
      records,
      s.id,
      [t.subscriptions.plans[s.plan] ?? s.plan, s.name].filter(Boolean).join(" · "),
      clientHref(s.institution_id),
    );
  for (const c of await db
    .selectFrom("change_request")
    .select(["id", "kind", "institution_id"])
    .where("id", "in", ids)
    .execute())
    put(records, c.id, t.history.requestKinds[c.kind] ?? c.kind, clientHref(c.institution_id));
  for (const p of await db
    .selectFrom("payment_method")
    .select(["id", "kind", "institution_id"])
    .where("id", "in", ids)
    .execute())
    put(records, p.id, t.history.paymentKinds[p.kind] ?? p.kind, clientHref(p.institution_id));
  // Notes are read where they were written: their first words, without a link.
  const quoted = (body: string) => (lang === "en" ? `“${excerpt(body)}”` : `« ${excerpt(body)} »`);
  for (const n of await db.selectFrom("crm_note").select(["id", "body"]).where("id", "in", ids).execute())
    put(records, n.id, quoted(n.body), false);
  for (const n of await db.selectFrom("ticket_note").select(["id", "body"]).where("id", "in", ids).execute())
    put(records, n.id, quoted(n.body), false);
  return { people, records };
}
