import { sql, type Kysely, type Transaction } from "kysely";
import type { Engine } from "#server/db/database.ts";
import type { DB, SearchKind, StaffRole } from "#server/db/schema.ts";
import type { IntervalJob } from "#server/scheduler/scheduler.ts";
import type { Logger } from "#server/logger.ts";
import {
  ftsQuery,
  indexTerms,
  PAGE_PER_KIND,
  queryTokens,
  searchableKinds,
  tsQuery,
} from "./search-query.ts";

/**
 * The CRM's search index (issue 20 §5, decision 036, migration 0023). Triggers queue every record
 * written (`search_pending`); `refreshSearchIndex` rebuilds those records' entries (and those whose
 * secondary line shows them: an institution's proposals, invoices and tickets) with the
 * application's folding, and `searchRecords` calls it first, so that a search always sees the last
 * write.
 */

/** Records taken from the queue at a time. */
const BATCH = 2_000;
/** Ids per `in (…)` list. */
const CHUNK = 500;

export interface SearchHit {
  readonly kind: SearchKind;
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly status: string | null;
  /** The record's page, without the language prefix. */
  readonly url: string;
}

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly hits: readonly SearchHit[];
}

type Entry = {
  kind: SearchKind;
  record_id: string;
  title: string;
  subtitle: string;
  status: string | null;
  url: string;
  terms: string;
};

type Tx = Kysely<DB> | Transaction<DB>;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");
const personName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(" ").trim();

/** A record's entry as its kind reads it; no `url` when the record has no page (it gets no entry). */
type Found = Omit<Entry, "kind" | "record_id" | "url"> & { id: string; url: string | null };

/** A contact's or a proposal's page: its request's, or its institution's. */
const pageOf = (leadId: string | null, institutionId: string | null) =>
  leadId ? `/admin/quotes/${leadId}` : institutionId ? `/admin/clients/${institutionId}` : null;

/** What each kind's entry holds, read from its tables now (one chunk of ids). */
const READERS: Record<SearchKind, (db: Tx, ids: string[]) => Promise<Found[]>> = {
  async lead(db, ids) {
    const rows = await db
      .selectFrom("lead")
      .leftJoin("contact", "contact.id", "lead.contact_id")
      .select([
        "lead.id",
        "lead.institution_name",
        "lead.email",
        "lead.stage",
        "lead.siret",
        "contact.first_name",
        "contact.last_name",
      ])
      .where("lead.id", "in", ids)
      .execute();
    return rows.map((r) => {
      const name = personName(r.first_name, r.last_name);
      return {
        id: r.id,
        title: r.institution_name || name || r.email || "—",
        subtitle: joined(name, r.email),
        status: r.stage,
        url: `/admin/quotes/${r.id}`,
        terms: indexTerms([r.institution_name, name, r.email, r.siret]),
      };
    });
  },
  async contact(db, ids) {
    const rows = await db
      .selectFrom("contact")
      .select([
        "contact.id",
        "contact.email",
        "contact.first_name",
        "contact.last_name",
        "contact.institution_name",
        "contact.institution_id",
        (eb) =>
          eb
            .selectFrom("lead")
            .select("lead.id")
            .whereRef("lead.contact_id", "=", "contact.id")
            .orderBy("lead.created_at", "desc")
            .orderBy("lead.id", "desc")
            .limit(1)
            .as("lead_id"),
      ])
      .where("contact.id", "in", ids)
      .execute();
    return rows.map((r) => {
      const name = personName(r.first_name, r.last_name);
      return {
        id: r.id,
        title: name || r.email,
        subtitle: joined(name ? r.email : null, r.institution_name),
        status: null,
        // A contact opens its latest request, or its institution; with neither it has no page.
        url: pageOf(r.lead_id, r.institution_id),
        terms: indexTerms([name, r.email, r.institution_name]),
      };
    });
  },
  async institution(db, ids) {
    const rows = await db
      .selectFrom("institution")
      .select(["id", "name", "siret", "city"])
      .where("id", "in", ids)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.name,
      subtitle: joined(r.city, r.siret),
      status: null,
      url: `/admin/clients/${r.id}`,
      terms: indexTerms([r.name, r.siret, r.city]),
    }));
  },
  async proposal(db, ids) {
    const rows = await db
      .selectFrom("quote")
      .leftJoin("institution", "institution.id", "quote.institution_id")
      .leftJoin("lead", "lead.id", "quote.lead_id")
      .select([
        "quote.id",
        "quote.number",
        "quote.status",
        "quote.lead_id",
        "quote.institution_id",
        "institution.name as institution",
        "lead.institution_name as lead_institution",
        "lead.email as lead_email",
      ])
      .where("quote.id", "in", ids)
      .execute();
    return rows.map((r) => {
      const client = r.institution ?? r.lead_institution ?? r.lead_email ?? "";
      return {
        id: r.id,
        title: r.number ?? client,
        subtitle: r.number ? client : "",
        status: r.status,
        url: pageOf(r.lead_id, r.institution_id),
        terms: indexTerms([r.number, client]),
      };
    });
  },
  async invoice(db, ids) {
    const rows = await db
      .selectFrom("invoice")
      .innerJoin("institution", "institution.id", "invoice.institution_id")
      .select([
        "invoice.id",
        "invoice.number",
        "invoice.kind",
        "invoice.status",
        "institution.name as institution",
      ])
      .where("invoice.id", "in", ids)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.number ?? r.institution,
      subtitle: r.number ? r.institution : "",
      // A credit note says so beside its status.
      status: r.kind === "credit_note" ? `credit_note.${r.status}` : r.status,
      url: `/admin/billing/${r.id}`,
      terms: indexTerms([r.number, r.institution]),
    }));
  },
  async ticket(db, ids) {
    const rows = await db
      .selectFrom("ticket")
      .leftJoin("institution", "institution.id", "ticket.institution_id")
      .leftJoin("user", "user.id", "ticket.user_id")
      .select([
        "ticket.id",
        "ticket.subject",
        "ticket.status",
        "institution.name as institution",
        "user.email as email",
        "user.name as requester",
      ])
      .where("ticket.id", "in", ids)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.subject,
      subtitle: joined(r.institution, r.email),
      status: r.status,
      url: `/admin/support/${r.id}`,
      terms: indexTerms([r.subject, r.institution, r.requester, r.email]),
    }));
  },
};

/** The entries of these records of one kind, as they are now (those without a page have none). */
async function buildEntries(db: Tx, kind: SearchKind, ids: readonly string[]): Promise<Entry[]> {
  const out: Entry[] = [];
  for (const part of chunks(ids))
    for (const { id, url, ...shown } of await READERS[kind](db, part))
      if (url) out.push({ kind, record_id: id, url, ...shown });
  return out;
}

/** Adds records to those to reindex. */
function queue(pending: Map<SearchKind, Set<string>>, kind: SearchKind, ids: Iterable<string>): void {
  const set = pending.get(kind) ?? new Set<string>();
  for (const id of ids) set.add(id);
  pending.set(kind, set);
}

/** Records whose entry shows another's words: an institution's or a lead's dependants. */
async function dependants(db: Tx, pending: Map<SearchKind, Set<string>>): Promise<void> {
  const institutionDependants = [
    ["proposal", "quote"],
    ["invoice", "invoice"],
    ["ticket", "ticket"],
  ] as const;
  for (const part of chunks([...(pending.get("institution") ?? [])])) {
    for (const [kind, table] of institutionDependants) {
      const rows = await db.selectFrom(table).select("id").where("institution_id", "in", part).execute();
      queue(
        pending,
        kind,
        rows.map((r) => r.id),
      );
    }
  }
  for (const part of chunks([...(pending.get("lead") ?? [])])) {
    const proposals = await db.selectFrom("quote").select("id").where("lead_id", "in", part).execute();
    queue(
      pending,
      "proposal",
      proposals.map((r) => r.id),
    );
    const leads = await db.selectFrom("lead").select(["id", "contact_id"]).where("id", "in", part).execute();
    queue(
      pending,
      "contact",
      leads.flatMap((r) => (r.contact_id ? [r.contact_id] : [])),
    );
    // A lead gone (deleted, merged) no longer names its contact: the contacts that opened it do.
    const present = new Set(leads.map((r) => r.id));
    const gone = part.filter((id) => !present.has(id));
    const opening =
      gone.length === 0
        ? []
        : await db
            .selectFrom("search_entry")
            .select("record_id")
            .where("kind", "=", "contact")
            .where(
              "url",
              "in",
              gone.map((id) => `/admin/quotes/${id}`),
            )
            .execute();
    queue(
      pending,
      "contact",
      opening.map((r) => r.record_id),
    );
  }
}

/** Writes the entries of these records as they are now; records gone lose theirs. */
async function reindex(db: Tx, pending: Map<SearchKind, Set<string>>): Promise<void> {
  for (const [kind, set] of pending) {
    const ids = [...set];
    const entries = await buildEntries(db, kind, ids);
    const kept = new Set(entries.map((e) => e.record_id));
    const gone = ids.filter((id) => !kept.has(id));
    for (const part of chunks(gone))
      await db.deleteFrom("search_entry").where("kind", "=", kind).where("record_id", "in", part).execute();
    for (const part of chunks(entries)) {
      await db
        .insertInto("search_entry")
        .values(part)
        .onConflict((oc) =>
          oc.columns(["kind", "record_id"]).doUpdateSet((eb) => ({
            title: eb.ref("excluded.title"),
            subtitle: eb.ref("excluded.subtitle"),
            status: eb.ref("excluded.status"),
            url: eb.ref("excluded.url"),
            terms: eb.ref("excluded.terms"),
          })),
        )
        .execute();
    }
  }
}

/**
 * Brings the index up to date with every record queued by the triggers. Only the queue rows read
 * are removed: a write made meanwhile stays queued for the next call. Returns how many were read.
 */
export async function refreshSearchIndex(db: Kysely<DB>): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .selectFrom("search_pending")
      .select(["seq", "kind", "record_id"])
      .orderBy("seq")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return total;
    total += rows.length;
    await db.transaction().execute(async (tx) => {
      const pending = new Map<SearchKind, Set<string>>();
      for (const r of rows) queue(pending, r.kind, [r.record_id]);
      await dependants(tx, pending);
      await reindex(tx, pending);
      for (const part of chunks(rows.map((r) => r.seq)))
        await tx.deleteFrom("search_pending").where("seq", "in", part).execute();
    });
  }
}

/** How often the index catches up in the background, searches or not. */
export const SEARCH_CATCH_UP_EVERY_MS = 60_000;

/**
 * The index caught up in the background (every instance; `refreshSearchIndex` is safe to run twice
 * at once): after an import or a backfill, the first search no longer waits for the whole queue.
 */
export function searchCatchUpJob(deps: { readonly db: Kysely<DB>; readonly logger: Logger }): IntervalJob {
  return {
    name: "search-catch-up",
    everyMs: SEARCH_CATCH_UP_EVERY_MS,
    async run() {
      const read = await refreshSearchIndex(deps.db);
      if (read > 0) deps.logger.child({ module: "search" }).info({ read }, "search index caught up");
    },
  };
}

/** Matches of one kind on PostgreSQL read at most this many before ordering them. */
const PG_FEW = 200;

async function sqliteHits(db: Kysely<DB>, kind: SearchKind, tokens: readonly string[], limit: number) {
  const { rows } = await sql<Entry>`select e.kind, e.record_id, e.title, e.subtitle, e.status, e.url
    from search_fts f inner join search_entry e on e.id = f.rowid
    where search_fts match ${ftsQuery(kind, tokens)}
    order by f.rowid desc limit ${limit}`.execute(db);
  return rows;
}

/**
 * PostgreSQL: a kind's matches from its GIN index, when there are few (a rare word: sorted here);
 * with many (a common prefix like "ly"), its newest entries are read backwards from its id index
 * until enough match. The planner cannot tell which case it is (its statistics cover every kind).
 */
async function pgHits(db: Kysely<DB>, kind: SearchKind, tokens: readonly string[], limit: number) {
  const query = tsQuery(tokens);
  const few = await sql<Entry & { id: string | number }>`
    select id, kind, record_id, title, subtitle, status, url from search_entry
    where kind = ${sql.lit(kind)} and terms_vector @@ to_tsquery('simple', ${query})
    limit ${PG_FEW + 1}`.execute(db);
  if (few.rows.length <= PG_FEW) return few.rows.sort((a, b) => Number(b.id) - Number(a.id)).slice(0, limit);
  const { rows } = await sql<Entry>`select kind, record_id, title, subtitle, status, url
    from search_entry
    where kind = ${sql.lit(kind)} and terms_vector @@ to_tsquery('simple', ${query})
    order by id desc limit ${limit}`.execute(db);
  return rows;
}

/**
 * The records matching `query` that `role` may open, grouped by kind (the kinds in the role's
 * order), at most `perKind` each, the most recently written first. Nothing for a role without any
 * of the sections, or a query without a word.
 */
export async function searchRecords(
  db: Kysely<DB>,
  engine: Engine,
  role: StaffRole | null,
  query: string,
  perKind: number = PAGE_PER_KIND,
): Promise<SearchGroup[]> {
  const kinds = searchableKinds(role);
  const tokens = queryTokens(query);
  if (kinds.length === 0 || tokens.length === 0) return [];
  await refreshSearchIndex(db);
  const groups: SearchGroup[] = [];
  for (const kind of kinds) {
    const rows =
      engine === "sqlite"
        ? await sqliteHits(db, kind, tokens, perKind)
        : await pgHits(db, kind, tokens, perKind);
    if (rows.length === 0) continue;
    groups.push({
      kind,
      hits: rows.map((r) => ({
        kind,
        id: r.record_id,
        title: r.title,
        subtitle: r.subtitle,
        status: r.status,
        url: r.url,
      })),
    });
  }
  return groups;
}
