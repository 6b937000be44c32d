import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { oneOf, type Engine } from "./columns.ts";

/**
 * Records linked by key (issue 20, decision 035): a contact belongs to an institution, a lead to a
 * contact and an institution, instead of the CRM matching institution names as text.
 *
 * - `institution.name_key`: the institution's name normalised (lower case, no accents, punctuation
 *   and spaces collapsed: app/features/leads/institution-key.ts), written by the application with
 *   the name; indexed, so that a lead typed "Lycee Jean Moulin" finds "Lycée Jean Moulin".
 * - `institution_siret_idx`: the SIRET a quote request gives finds its institution.
 * - `contact.institution_id`, `lead.institution_id`: the institution, NULL while none is known
 *   (a prospect). Deleting an institution keeps its leads and contacts, unlinked.
 * - Existing rows are linked, most certain first: a lead by its proposal's institution, then by the
 *   membership of the account with its e-mail address, then by its contact's institution, then by
 *   its institution's name; a contact by the membership of its address, then by its name's key.
 * - `lead.status` goes: the pipeline's `stage` (migration 0005) replaced it and nothing read it.
 *
 * Written as released: the key below is this migration's own copy, never changed afterwards.
 */
const LIGATURES_0022: Readonly<Record<string, string>> = {
  œ: "oe",
  æ: "ae",
  ß: "ss",
  ø: "o",
  ł: "l",
  đ: "d",
};

function nameKey0022(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[œæßøłđ]/g, (ch) => LIGATURES_0022[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function matchKey0022(name: string | null): string | null {
  if (!name) return null;
  const key = nameKey0022(name);
  return key.length >= 3 ? key : null;
}

const LEAD_STATUSES_0002 = ["new", "contacted", "qualified", "proposal", "won", "lost", "spam"] as const;
const CHUNK = 500;

type Db = Kysely<unknown>;

async function setInChunks(
  db: Db,
  table: "lead" | "contact" | "institution",
  column: string,
  value: string,
  ids: readonly string[],
): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}
      where id in (${sql.join(chunk)})`.execute(db);
  }
}

/** The first membership of the account with an address: the institution it acts for. */
const memberInstitution = (email: ReturnType<typeof sql.ref>) => sql`(
  select m.institution_id from membership m inner join "user" u on u.id = m.user_id
  where u.email = lower(${email}) order by m.created_at, m.institution_id limit 1)`;

export function recordsLinkedByKeyMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      // --- columns and indexes -------------------------------------------------------------------
      await db.schema.alterTable("institution").addColumn("name_key", "text").execute();
      await db.schema
        .createIndex("institution_name_key_idx")
        .on("institution")
        .columns(["name_key", "created_at"])
        .execute();
      // A quote request's SIRET finds its client institution (app/features/leads/contacts.server.ts).
      await db.schema.createIndex("institution_siret_idx").on("institution").column("siret").execute();
      await db.schema
        .alterTable("contact")
        .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
        .execute();
      await db.schema.createIndex("contact_institution_idx").on("contact").column("institution_id").execute();
      await db.schema
        .alterTable("lead")
        .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
        .execute();
      // The client page lists an institution's leads, newest first.
      await db.schema
        .createIndex("lead_institution_created_idx")
        .on("lead")
        .columns(["institution_id", "created_at"])
        .execute();
      await db.schema.dropIndex("lead_status_idx").execute();
      await db.schema.alterTable("lead").dropColumn("status").execute();

      // --- institutions' keys ------------------------------------------------------------------
      const institutions = await sql<{ id: string; name: string }>`
        select id, name from institution order by created_at, id`.execute(db);
      const byKey = new Map<string, string>();
      for (const inst of institutions.rows) {
        const key = nameKey0022(inst.name);
        await sql`update institution set name_key = ${key} where id = ${inst.id}`.execute(db);
        const match = matchKey0022(inst.name);
        // Two institutions of one name: the oldest is the one records join.
        if (match && !byKey.has(match)) byKey.set(match, inst.id);
      }

      // --- contacts ----------------------------------------------------------------------------
      const contactsWithoutKey = await sql<{ id: string; institution_name: string }>`
        select id, institution_name from contact
        where institution_key is null and institution_name is not null`.execute(db);
      for (const row of contactsWithoutKey.rows) {
        const key = matchKey0022(row.institution_name);
        if (key) await sql`update contact set institution_key = ${key} where id = ${row.id}`.execute(db);
      }
      await sql`update contact set institution_id = ${memberInstitution(sql.ref("contact.email"))}
        where institution_id is null
          and email in (select u.email from "user" u inner join membership m on m.user_id = u.id)`.execute(
        db,
      );
      const contactsByKey = await sql<{ id: string; institution_key: string }>`
        select id, institution_key from contact
        where institution_id is null and institution_key is not null`.execute(db);
      await linkByKey(
        db,
        "contact",
        byKey,
        contactsByKey.rows.map((r) => ({ id: r.id, key: r.institution_key })),
      );

      // --- leads ---------------------------------------------------------------------------------
      await sql`update lead set institution_id = (
          select q.institution_id from quote q
          where q.lead_id = lead.id and q.institution_id is not null
          order by q.created_at, q.id limit 1)
        where institution_id is null
          and id in (select lead_id from quote where lead_id is not null and institution_id is not null)`.execute(
        db,
      );
      await sql`update lead set institution_id = ${memberInstitution(sql.ref("lead.email"))}
        where institution_id is null and email is not null
          and lower(email) in (select u.email from "user" u inner join membership m on m.user_id = u.id)`.execute(
        db,
      );
      await sql`update lead set institution_id = (
          select ct.institution_id from contact ct where ct.id = lead.contact_id)
        where institution_id is null
          and contact_id in (select id from contact where institution_id is not null)`.execute(db);
      const leadsByName = await sql<{ id: string; institution_name: string }>`
        select id, institution_name from lead
        where institution_id is null and institution_name is not null`.execute(db);
      await linkByKey(
        db,
        "lead",
        byKey,
        leadsByName.rows.map((r) => ({ id: r.id, key: matchKey0022(r.institution_name) })),
      );
      if (engine === "postgres") await sql`analyze lead`.execute(db);
    },
    async down(db: Db) {
      await db.schema
        .alterTable("lead")
        .addColumn("status", "text", (col) =>
          col.notNull().defaultTo("new").check(oneOf("status", LEAD_STATUSES_0002)),
        )
        .execute();
      // What migration 0005 read the stage from, read back the other way.
      await sql`update lead set status = case stage
          when 'qualified' then 'qualified' when 'demo_booked' then 'contacted'
          when 'proposal_sent' then 'proposal' when 'negotiation' then 'proposal'
          when 'won' then 'won' when 'lost' then 'lost' else 'new' end`.execute(db);
      await db.schema.createIndex("lead_status_idx").on("lead").column("status").execute();
      await db.schema.dropIndex("lead_institution_created_idx").execute();
      await db.schema.alterTable("lead").dropColumn("institution_id").execute();
      await db.schema.dropIndex("contact_institution_idx").execute();
      await db.schema.alterTable("contact").dropColumn("institution_id").execute();
      await db.schema.dropIndex("institution_siret_idx").execute();
      await db.schema.dropIndex("institution_name_key_idx").execute();
      await db.schema.alterTable("institution").dropColumn("name_key").execute();
    },
  };
}

async function linkByKey(
  db: Db,
  table: "lead" | "contact",
  byKey: ReadonlyMap<string, string>,
  rows: readonly { id: string; key: string | null }[],
): Promise<void> {
  const ids = new Map<string, string[]>();
  for (const row of rows) {
    const institution = row.key ? byKey.get(row.key) : undefined;
    if (!institution) continue;
    const list = ids.get(institution) ?? [];
    list.push(row.id);
    ids.set(institution, list);
  }
  for (const [institution, list] of ids) await setInChunks(db, table, "institution_id", institution, list);
}
