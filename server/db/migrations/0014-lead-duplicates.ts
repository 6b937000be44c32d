import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, type Engine } from "./columns.ts";

/**
 * Duplicate leads (issue 8, spec §2 admin leads): what two submissions of one prospect share is
 * found through indexes, and a merged lead leaves the lead table for `merged_lead`.
 *
 * - `lead.email_domain`: the e-mail's domain, lower-cased, computed by the database from `email`
 *   (a generated column: every way a lead is written fills it, old leads included). Whether a
 *   domain is a public mail provider is decided when reading (app/features/leads/email-domains.ts), so
 *   that the list can change without a migration.
 * - `lead.siret`: the SIRET the visitor gave (`payload.siret`, quote requests and checkout
 *   orders), without spaces, dots or dashes, when that leaves exactly 14 digits; NULL otherwise.
 *   On PostgreSQL the payload is read through `json_text_field`, which answers NULL for a payload
 *   that is not JSON instead of failing the insert of a lead.
 * - `merged_lead`: a lead merged into another (decision 016). Its row moves here, with who merged
 *   it, when, into which lead, and everything it held: the submission (type, e-mail, institution,
 *   payload, date) in columns, its pipeline and tags (stage, owner, value, UTM, page, language…)
 *   as JSON in `record`. The lists, the board, the counts and the analytics read `lead` only, so
 *   they never count a prospect twice, without a condition on each of their queries and indexes.
 *
 * Written as released: the expressions below never change (a new migration would replace them).
 */
const SIRET_SEPARATORS_0014 = [" ", ".", "-", "\u00a0", "\u202f"] as const;

function emailDomainExpression(engine: Engine): RawBuilder<unknown> {
  return engine === "postgres"
    ? sql`case when strpos(email, '@') > 0
        then nullif(lower(btrim(substr(email, strpos(email, '@') + 1))), '') end`
    : sql`case when instr(email, '@') > 0
        then nullif(lower(trim(substr(email, instr(email, '@') + 1))), '') end`;
}

function siretExpression(engine: Engine): RawBuilder<unknown> {
  if (engine === "postgres") {
    const compact = sql`translate(json_text_field(payload, 'siret'), ${sql.lit(SIRET_SEPARATORS_0014.join(""))}, '')`;
    return sql`case when ${compact} ~ '^[0-9]{14}$' then ${compact} end`;
  }
  // SQLite's json_extract fails on a payload that is not JSON: the outer CASE never lets it run.
  let compact: RawBuilder<unknown> = sql`json_extract(payload, '$.siret')`;
  for (const c of SIRET_SEPARATORS_0014) compact = sql`replace(${compact}, ${sql.lit(c)}, '')`;
  return sql`case when json_valid(payload) then
      case when length(${compact}) = 14 and ${compact} not glob '*[^0-9]*' then ${compact} end
    end`;
}

export function leadDuplicatesMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      if (engine === "postgres") {
        await sql`create function json_text_field(doc text, key text) returns text
          language plpgsql immutable strict as $$
          begin
            return doc::jsonb ->> key;
          exception when others then
            return null;
          end $$`.execute(db);
      }
      // SQLite adds generated columns as VIRTUAL only (computed when read, stored in the index);
      // PostgreSQL 15 as STORED only.
      for (const [name, expression] of [
        ["email_domain", emailDomainExpression(engine)],
        ["siret", siretExpression(engine)],
      ] as const) {
        await db.schema
          .alterTable("lead")
          .addColumn(name, "text", (col) => {
            const generated = col.generatedAlwaysAs(expression);
            return engine === "postgres" ? generated.stored() : generated;
          })
          .execute();
        // Newest first within a key (the lead page lists the latest duplicates); most leads have no
        // SIRET, some no e-mail: they stay out of the index.
        await db.schema
          .createIndex(`lead_${name}_idx`)
          .on("lead")
          .columns([name, "created_at", "id"])
          .where(sql.ref(name), "is not", null)
          .execute();
      }

      await db.schema
        .createTable("merged_lead")
        .addColumn("id", "text", (col) => col.primaryKey())
        // A survivor merged in turn takes its merged leads along: this always names a lead.
        .addColumn("merged_into_lead_id", "text", (col) => col.notNull().references("lead.id"))
        .addColumn("merged_at", c.timestamp, (col) => col.notNull())
        .addColumn("merged_by", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("type", "text", (col) => col.notNull())
        .addColumn("email", "text")
        .addColumn("institution_name", "text")
        .addColumn("payload", "text", (col) => col.notNull())
        .addColumn("record", "text", (col) => col.notNull())
        .addColumn("created_at", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("merged_lead_into_idx")
        .on("merged_lead")
        .columns(["merged_into_lead_id", "created_at"])
        .execute();
      // Erasing an account's data finds its merged submissions by address (profile.server.ts).
      await db.schema.createIndex("merged_lead_email_idx").on("merged_lead").column("email").execute();
      if (engine === "postgres") await sql`analyze lead`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("merged_lead").execute();
      for (const name of ["siret", "email_domain"]) {
        await db.schema.dropIndex(`lead_${name}_idx`).execute();
        await db.schema.alterTable("lead").dropColumn(name).execute();
      }
      if (engine === "postgres") await sql`drop function json_text_field(text, text)`.execute(db);
    },
  };
}
