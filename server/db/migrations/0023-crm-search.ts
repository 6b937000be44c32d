import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./columns.ts";

/**
 * The CRM's search across records (issue 20 §5, decision 036).
 *
 * - `search_entry`: one row per record found by the search (lead, contact, institution, proposal,
 *   invoice, ticket): what the results show (title, secondary line, status, page) and `terms`, the
 *   words it is found by, folded by the application (app/features/leads/institution-key.ts
 *   `nameKey`: lower case, no accents). Indexed for prefix search: SQLite's FTS5 (`search_fts`,
 *   an external-content table kept in step with `search_entry` by triggers), PostgreSQL's
 *   `tsvector` of the built-in 'simple' configuration (no extension) with a GIN index per kind.
 * - `search_pending`: the records written since the index last caught up. Triggers on the six
 *   tables add a row on every insert, update and delete, whichever code path wrote it; the search
 *   brings those records' entries up to date before it answers (app/features/crm/search).
 * - Backfill: every existing record is queued; the first search indexes it.
 */
export const SEARCH_SOURCES = {
  lead: "lead",
  contact: "contact",
  institution: "institution",
  proposal: "quote",
  invoice: "invoice",
  ticket: "ticket",
} as const;

type Db = Kysely<unknown>;

export function crmSearchMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  return {
    async up(db: Db) {
      if (pg) {
        await sql`create table search_pending (
          seq bigserial primary key, kind text not null, record_id text not null)`.execute(db);
        await sql`create table search_entry (
          id bigserial primary key,
          kind text not null,
          record_id text not null,
          title text not null,
          subtitle text not null default '',
          status text,
          url text not null,
          terms text not null,
          terms_vector tsvector generated always as (to_tsvector('simple', terms)) stored,
          unique (kind, record_id))`.execute(db);
        // Per kind: a GIN index of its words (a kind's matches, however rare, without reading the
        // other kinds' ones) and its ids, newest first (a common prefix's latest matches without
        // sorting thousands of them). Partial indexes: the column statistics are the whole table's,
        // so a query of one kind could not choose well between two indexes over every kind.
        for (const kind of Object.keys(SEARCH_SOURCES)) {
          await sql`create index ${sql.raw(`search_entry_${kind}_terms_idx`)} on search_entry
            using gin (terms_vector) where kind = ${sql.lit(kind)}`.execute(db);
          await sql`create index ${sql.raw(`search_entry_${kind}_id_idx`)} on search_entry (id)
            where kind = ${sql.lit(kind)}`.execute(db);
        }
        await sql`create function search_enqueue() returns trigger language plpgsql as $$
          begin
            if tg_op = 'DELETE' then
              insert into search_pending (kind, record_id) values (tg_argv[0], old.id);
            else
              insert into search_pending (kind, record_id) values (tg_argv[0], new.id);
            end if;
            return null;
          end $$`.execute(db);
        for (const [kind, table] of Object.entries(SEARCH_SOURCES)) {
          await sql`create trigger ${sql.raw(`${table}_search_trg`)}
            after insert or update or delete on ${sql.table(table)}
            for each row execute function search_enqueue(${sql.lit(kind)})`.execute(db);
        }
      } else {
        await sql`create table search_pending (
          seq integer primary key autoincrement, kind text not null, record_id text not null)`.execute(db);
        await sql`create table search_entry (
          id integer primary key autoincrement,
          kind text not null,
          record_id text not null,
          title text not null,
          subtitle text not null default '',
          status text,
          url text not null,
          terms text not null,
          unique (kind, record_id))`.execute(db);
        // The kind is a column of the full-text index, so that one kind's matches come straight
        // from it; prefixes of 1 to 3 characters have their own index (typing "ly" stays fast).
        await sql`create virtual table search_fts using fts5(
          kind, terms, content='search_entry', content_rowid='id',
          tokenize="unicode61 remove_diacritics 2", prefix='1 2 3')`.execute(db);
        await sql`create trigger search_entry_ai after insert on search_entry begin
          insert into search_fts (rowid, kind, terms) values (new.id, new.kind, new.terms);
        end`.execute(db);
        await sql`create trigger search_entry_ad after delete on search_entry begin
          insert into search_fts (search_fts, rowid, kind, terms) values ('delete', old.id, old.kind, old.terms);
        end`.execute(db);
        await sql`create trigger search_entry_au after update on search_entry begin
          insert into search_fts (search_fts, rowid, kind, terms) values ('delete', old.id, old.kind, old.terms);
          insert into search_fts (rowid, kind, terms) values (new.id, new.kind, new.terms);
        end`.execute(db);
        for (const [kind, table] of Object.entries(SEARCH_SOURCES)) {
          const k = sql.lit(kind);
          await sql`create trigger ${sql.raw(`${table}_search_ai`)} after insert on ${sql.table(table)} begin
            insert into search_pending (kind, record_id) values (${k}, new.id); end`.execute(db);
          await sql`create trigger ${sql.raw(`${table}_search_au`)} after update on ${sql.table(table)} begin
            insert into search_pending (kind, record_id) values (${k}, new.id); end`.execute(db);
          await sql`create trigger ${sql.raw(`${table}_search_ad`)} after delete on ${sql.table(table)} begin
            insert into search_pending (kind, record_id) values (${k}, old.id); end`.execute(db);
        }
      }
      await sql`create index search_pending_kind_idx on search_pending (kind, record_id)`.execute(db);
      // Every existing record is queued: the index is built from them by the application's folding.
      for (const [kind, table] of Object.entries(SEARCH_SOURCES)) {
        await sql`insert into search_pending (kind, record_id)
          select ${kind}, id from ${sql.table(table)} order by created_at, id`.execute(db);
      }
    },
    async down(db: Db) {
      for (const table of Object.values(SEARCH_SOURCES)) {
        if (pg)
          await sql`drop trigger if exists ${sql.raw(`${table}_search_trg`)} on ${sql.table(table)}`.execute(
            db,
          );
        else
          for (const when of ["ai", "au", "ad"])
            await sql`drop trigger if exists ${sql.raw(`${table}_search_${when}`)}`.execute(db);
      }
      if (pg) await sql`drop function if exists search_enqueue()`.execute(db);
      else await sql`drop table if exists search_fts`.execute(db);
      await sql`drop table if exists search_entry`.execute(db);
      await sql`drop table if exists search_pending`.execute(db);
    },
  };
}
