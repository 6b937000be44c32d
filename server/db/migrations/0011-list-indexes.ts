import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./columns.ts";

/**
 * Indexes for the admin CRM's lists at volume (issue 8 budget: 100,000 leads and 10,000 clients,
 * every list page in ≤ 200 ms; `npm run bench:admin`, docs/performance-admin.md). Each list walks an
 * index in its own order, so a page, even the last one, reads no more than the rows before it in
 * that index and sorts nothing:
 * - every sort of the leads inbox, with the id that breaks ties: (column, id);
 * - the pipeline board and the index page's totals per stage read (stage, created_at, value_cents)
 *   without touching the table;
 * - a client's leads are matched on the lower-cased institution name;
 * - clients by name, creation date, city; an institution's latest subscription;
 * - the billing list's order (drafts first, then by issue and creation date, newest first); the
 *   expression is written the same way in `listAdminInvoices`, which is how both engines match it;
 * - the support queue by last update; whether a ticket has a staff answer and when the first came;
 * - the audit log by time, by entity type, and a record's timeline (by entity id);
 * - staff lists (admins are found by `user.role`);
 * - the text search of the leads inbox (SQLite: an index of the lower-cased columns; PostgreSQL:
 *   trigram indexes when pg_trgm is available);
 * - daily summaries of the analytics, so that the analytics page reads one row per past day.
 * Where a new index starts with the columns of an older one, the older one is dropped.
 */
export const INVOICE_LIST_ORDER = sql`(case when status = 'draft' then 0 else 1 end)`;

interface IndexSpec {
  readonly name: string;
  readonly table: string;
  readonly columns: readonly (string | RawBuilder<unknown>)[];
}

const REPLACED: readonly { readonly old: IndexSpec; readonly by: IndexSpec }[] = [
  {
    old: { name: "lead_created_idx", table: "lead", columns: ["created_at"] },
    by: { name: "lead_created_id_idx", table: "lead", columns: ["created_at", "id"] },
  },
  {
    old: { name: "lead_email_idx", table: "lead", columns: ["email"] },
    by: { name: "lead_email_id_idx", table: "lead", columns: ["email", "id"] },
  },
  {
    old: { name: "lead_stage_created_idx", table: "lead", columns: ["stage", "created_at"] },
    by: {
      name: "lead_stage_created_value_idx",
      table: "lead",
      columns: ["stage", "created_at", "value_cents"],
    },
  },
  {
    old: { name: "institution_name_idx", table: "institution", columns: ["name"] },
    by: { name: "institution_name_id_idx", table: "institution", columns: ["name", "id"] },
  },
  {
    old: { name: "institution_created_idx", table: "institution", columns: ["created_at"] },
    by: { name: "institution_created_id_idx", table: "institution", columns: ["created_at", "id"] },
  },
  {
    old: { name: "subscription_institution_idx", table: "subscription", columns: ["institution_id"] },
    by: {
      name: "subscription_institution_created_idx",
      table: "subscription",
      columns: ["institution_id", "created_at"],
    },
  },
  {
    old: { name: "ticket_message_ticket_idx", table: "ticket_message", columns: ["ticket_id"] },
    by: {
      name: "ticket_message_ticket_role_idx",
      table: "ticket_message",
      columns: ["ticket_id", "author_role", "created_at"],
    },
  },
  {
    old: { name: "audit_log_created_idx", table: "audit_log", columns: ["created_at"] },
    by: { name: "audit_log_created_id_idx", table: "audit_log", columns: ["created_at", "id"] },
  },
];

const ADDED: readonly IndexSpec[] = [
  { name: "lead_type_id_idx", table: "lead", columns: ["type", "id"] },
  { name: "lead_stage_id_idx", table: "lead", columns: ["stage", "id"] },
  { name: "lead_value_id_idx", table: "lead", columns: ["value_cents", "id"] },
  { name: "lead_institution_id_idx", table: "lead", columns: ["institution_name", "id"] },
  { name: "lead_institution_lower_idx", table: "lead", columns: [sql`lower(institution_name)`] },
  { name: "institution_city_id_idx", table: "institution", columns: ["city", "id"] },
  {
    name: "invoice_list_order_idx",
    table: "invoice",
    columns: [INVOICE_LIST_ORDER, "issued_at desc", "created_at desc"],
  },
  { name: "ticket_updated_id_idx", table: "ticket", columns: ["updated_at desc", "id"] },
  { name: "audit_log_type_created_idx", table: "audit_log", columns: ["entity_type", "created_at", "id"] },
  { name: "audit_log_entity_id_idx", table: "audit_log", columns: ["entity_id", "created_at"] },
  { name: "user_role_idx", table: "user", columns: ["role"] },
];

const SQLITE_LEAD_SEARCH: IndexSpec = {
  name: "lead_search_idx",
  table: "lead",
  columns: [sql`lower(email)`, sql`lower(institution_name)`],
};

/**
 * PostgreSQL answers `lower(column) LIKE '%text%'` from a trigram index (pg_trgm, a "trusted"
 * extension that a database owner may install). Where the server lacks it or refuses it, nothing
 * of this block is kept and the searches read the table as before: same results, slower.
 */
const TRIGRAM_INDEXES = ["lead_email_trgm_idx", "lead_institution_trgm_idx"] as const;

async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`do $$ begin
      create extension if not exists pg_trgm;
      create index lead_email_trgm_idx on lead using gin (lower(email) gin_trgm_ops);
      create index lead_institution_trgm_idx on lead using gin (lower(institution_name) gin_trgm_ops);
    exception when others then
      raise notice 'no trigram index (%): text searches read the table', sqlerrm;
    end $$`.execute(db);
}

async function create(db: Kysely<unknown>, index: IndexSpec): Promise<void> {
  await db.schema
    .createIndex(index.name)
    .on(index.table)
    .columns(index.columns as string[])
    .execute();
}

/**
 * Daily summaries of the first-party analytics, written by the analytics page for each past day
 * the first time it shows it (`app/features/crm/analytics/analytics.server.ts`): page views and unique visitors per
 * day, per day and page, and events per day, type and name. The page then reads one summary row
 * per day instead of every event of the period.
 */
async function createAnalyticsSummaries(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_day")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("analytics_day_page")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_day_page_pk", ["day", "path"])
    .execute();
  await db.schema
    .createTable("analytics_day_event")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_day_event_pk", ["day", "type", "name"])
    .execute();
}

export function listIndexesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createAnalyticsSummaries(db);
      for (const { old, by } of REPLACED) {
        await create(db, by);
        await db.schema.dropIndex(old.name).execute();
      }
      for (const index of ADDED) await create(db, index);
      if (engine === "sqlite") {
        // The inbox's text search reads the lower-cased e-mail and institution from this index
        // (SQLite reads an indexed expression from the index), not from every lead's row.
        await create(db, SQLITE_LEAD_SEARCH);
      } else {
        await createTrigramIndexes(db);
        // Statistics on the indexed expressions exist once the table is analysed.
        await sql`analyze lead`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["analytics_day_event", "analytics_day_page", "analytics_day"]) {
        await db.schema.dropTable(table).execute();
      }
      if (engine === "sqlite") await db.schema.dropIndex(SQLITE_LEAD_SEARCH.name).execute();
      else for (const name of TRIGRAM_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
      for (const index of [...ADDED].reverse()) await db.schema.dropIndex(index.name).execute();
      for (const { old, by } of [...REPLACED].reverse()) {
        await create(db, old);
        await db.schema.dropIndex(by.name).execute();
      }
    },
  };
}
