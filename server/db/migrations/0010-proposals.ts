import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type ColumnKit, type Engine } from "./columns.ts";

/**
 * Commercial proposals and won deals (issue 8: "a quote builder that produces a numbered PDF
 * proposal … won quotes convert to a subscription and an order").
 * - `quote` becomes the proposal: a draft has no number yet (the column was NOT NULL), an issued
 *   one gets DEV-YYYY-NNNN from `quote_sequence`, allocated in the issuing transaction like
 *   invoice numbers (no gap, no duplicate). It keeps the subscription terms it offers (plan,
 *   students, cap, modules, add-ons, monthly amount), its lines with VAT in integer cents, its
 *   validity, who made and issued it, and the subscription it was converted into. Statuses:
 *   draft → issued → accepted (won and converted) or declined (lead lost); expiry is computed from
 *   `valid_until`, never stored. Old rows: "sent" and "expired" become "issued" (with their number
 *   and creation time as issue time), the old total is taken as the amount excluding VAT.
 * - `quote_sequence` starts after the highest DEV number already present in each year.
 * - `sales_order` also holds the orders of won proposals: those have no customer account yet (the
 *   visitor never signed up), no address or payment method until billing agrees them, but their
 *   institution, proposal (UNIQUE: converting twice creates one order) and lines with VAT.
 * SQLite cannot drop a NOT NULL, so both tables are rebuilt (create the new shape, copy, drop,
 * rename), the same way on both engines; PostgreSQL's generated constraint names are then given
 * the table's own name back.
 */
export function proposalsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await createQuote(db, c, "quote_next");
      await sql`
        insert into quote_next (id, number, lead_id, institution_id, status, plan, lines, subtotal_cents,
          vat_rate_bp, vat_cents, total_cents, currency, valid_until, issued_at, created_at, updated_at)
        select id,
          case when status = 'draft' then null else number end,
          lead_id, institution_id,
          case status when 'draft' then 'draft' when 'accepted' then 'accepted'
            when 'declined' then 'declined' else 'issued' end,
          plan, lines, total_cents, 2000,
          (cast(total_cents as bigint) * 2000 + 5000) / 10000,
          total_cents + (cast(total_cents as bigint) * 2000 + 5000) / 10000,
          currency, valid_until,
          case when status = 'draft' then null else created_at end,
          created_at, updated_at
        from quote`.execute(db);
      await db.schema.dropTable("quote").execute();
      await renameTable(db, engine, "quote_next", "quote");
      await db.schema.createIndex("quote_institution_idx").on("quote").column("institution_id").execute();
      await db.schema.createIndex("quote_lead_idx").on("quote").columns(["lead_id", "created_at"]).execute();
      // One draft at a time per lead: two clicks on "prepare" never make two drafts.
      await db.schema
        .createIndex("quote_one_draft_per_lead")
        .on("quote")
        .column("lead_id")
        .unique()
        .where(sql.ref("status"), "=", "draft")
        .execute();

      await db.schema
        .createTable("quote_sequence")
        .addColumn("year", "integer", (col) => col.primaryKey())
        .addColumn("last_number", "integer", (col) => col.notNull().check(sql`last_number >= 0`))
        .execute();
      const numbers = await sql<{
        number: string;
      }>`select number from quote where number is not null`.execute(db);
      const last = new Map<number, number>();
      for (const { number } of numbers.rows) {
        const match = /^DEV-(\d{4})-(\d+)$/.exec(number);
        if (!match) continue;
        const year = Number(match[1]);
        last.set(year, Math.max(last.get(year) ?? 0, Number(match[2])));
      }
      for (const [year, lastNumber] of last) {
        await sql`insert into quote_sequence (year, last_number) values (${year}, ${lastNumber})`.execute(db);
      }

      await createSalesOrder(db, c, "sales_order_next");
      const kept = sql.raw(SALES_ORDER_COLUMNS.join(", "));
      await sql`insert into sales_order_next (${kept}) select ${kept} from sales_order`.execute(db);
      await db.schema.dropTable("sales_order").execute();
      await renameTable(db, engine, "sales_order_next", "sales_order");
      await db.schema.createIndex("sales_order_user_idx").on("sales_order").column("user_id").execute();
      await db.schema
        .createIndex("sales_order_status_idx")
        .on("sales_order")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createIndex("sales_order_institution_idx")
        .on("sales_order")
        .column("institution_id")
        .execute();
      await db.schema.createIndex("sales_order_lead_idx").on("sales_order").column("lead_id").execute();
    },

    async down(db: Kysely<unknown>) {
      // Orders without an account or an address, and draft proposals without a number, do not fit
      // the old shapes: they are dropped.
      await sql`delete from sales_order where user_id is null or address_line1 is null or postal_code is null
        or city is null or payment_method is null`.execute(db);
      await createOldSalesOrder(db, c, "sales_order_prev");
      const kept = sql.raw(SALES_ORDER_COLUMNS.join(", "));
      await sql`insert into sales_order_prev (${kept}) select ${kept} from sales_order`.execute(db);
      await db.schema.dropTable("sales_order").execute();
      await renameTable(db, engine, "sales_order_prev", "sales_order");
      await db.schema.createIndex("sales_order_user_idx").on("sales_order").column("user_id").execute();
      await db.schema
        .createIndex("sales_order_status_idx")
        .on("sales_order")
        .columns(["status", "created_at"])
        .execute();

      await db.schema.dropTable("quote_sequence").execute();
      await db.schema
        .createTable("quote_prev")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("number", "text", (col) => col.notNull().unique())
        .addColumn("lead_id", "text", (col) => col.references("lead.id").onDelete("set null"))
        .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
        .addColumn("status", "text", (col) =>
          col
            .notNull()
            .defaultTo("draft")
            .check(oneOf("status", ["draft", "sent", "accepted", "declined", "expired"])),
        )
        .addColumn("plan", "text", (col) =>
          col.check(oneOf("plan", ["essential", "premium", "excellence", "custom"])),
        )
        .addColumn("lines", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("total_cents", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
        .addColumn("valid_until", c.timestamp)
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await sql`
        insert into quote_prev (id, number, lead_id, institution_id, status, plan, lines, total_cents,
          currency, valid_until, created_at, updated_at)
        select id, number, lead_id, institution_id,
          case status when 'issued' then 'sent' else status end,
          plan, lines, subtotal_cents, currency, valid_until, created_at, updated_at
        from quote where number is not null`.execute(db);
      await db.schema.dropTable("quote").execute();
      await renameTable(db, engine, "quote_prev", "quote");
      await db.schema.createIndex("quote_institution_idx").on("quote").column("institution_id").execute();
    },
  };
}

async function createQuote(db: Kysely<unknown>, c: ColumnKit, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn("id", "text", (col) => col.primaryKey())
    // NULL while a draft; DEV-YYYY-NNNN once issued.
    .addColumn("number", "text", (col) => col.unique())
    .addColumn("lead_id", "text", (col) => col.references("lead.id").onDelete("set null"))
    .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("draft")
        .check(oneOf("status", ["draft", "issued", "accepted", "declined"])),
    )
    .addColumn("plan", "text", (col) =>
      col.check(oneOf("plan", ["essential", "premium", "excellence", "custom"])),
    )
    .addColumn("students", "integer", (col) => col.check(sql`students > 0`))
    // NULL: unlimited (Excellence).
    .addColumn("student_cap", "integer", (col) => col.check(sql`student_cap > 0`))
    .addColumn("modules", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("addons", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("lines", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("subtotal_cents", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("vat_rate_bp", "integer", (col) => col.notNull().defaultTo(2000))
    .addColumn("vat_cents", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("total_cents", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("mrr_cents", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`mrr_cents >= 0`),
    )
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
    .addColumn("language", "text", (col) =>
      col
        .notNull()
        .defaultTo("fr")
        .check(oneOf("language", ["fr", "en"])),
    )
    .addColumn("valid_until", c.timestamp)
    .addColumn("issued_at", c.timestamp)
    .addColumn("created_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("issued_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("subscription_id", "text", (col) =>
      col.unique().references("subscription.id").onDelete("set null"),
    )
    .addColumn("converted_at", c.timestamp)
    .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
    // A number exactly when issued (or later), never on a draft.
    .addCheckConstraint(
      `${name}_numbered_when_issued`,
      sql`(status = 'draft' and number is null and issued_at is null) or (status <> 'draft' and number is not null and issued_at is not null)`,
    )
    .execute();
}

/** The columns both shapes of `sales_order` have (migration 0003). */
const SALES_ORDER_COLUMNS = [
  "id",
  "reference",
  "lead_id",
  "user_id",
  "status",
  "plan",
  "students",
  "addons",
  "billing_name",
  "country",
  "siret",
  "vat_number",
  "address_line1",
  "address_line2",
  "postal_code",
  "city",
  "billing_email",
  "payment_method",
  "account_holder",
  "iban",
  "bic",
  "mandate_reference",
  "mandate_signed_at",
  "chorus_service_code",
  "commitment_number",
  "estimate_monthly_cents",
  "currency",
  "language",
  "created_at",
  "updated_at",
];

async function createSalesOrder(db: Kysely<unknown>, c: ColumnKit, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) => col.notNull().unique())
    .addColumn("lead_id", "text", (col) => col.references("lead.id").onDelete("set null"))
    // NULL for the order of a won proposal whose customer has no account yet.
    .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("cascade"))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(oneOf("status", ["pending", "confirmed", "cancelled"])),
    )
    .addColumn("plan", "text", (col) =>
      col.notNull().check(oneOf("plan", ["essential", "premium", "excellence"])),
    )
    .addColumn("students", "integer", (col) => col.notNull())
    .addColumn("addons", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("billing_name", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("siret", "text")
    .addColumn("vat_number", "text")
    .addColumn("address_line1", "text")
    .addColumn("address_line2", "text")
    .addColumn("postal_code", "text")
    .addColumn("city", "text")
    .addColumn("billing_email", "text", (col) => col.notNull())
    .addColumn("payment_method", "text", (col) =>
      col.check(oneOf("payment_method", ["bank-transfer", "sepa-debit", "purchase-order"])),
    )
    .addColumn("account_holder", "text")
    .addColumn("iban", "text")
    .addColumn("bic", "text")
    .addColumn("mandate_reference", "text", (col) => col.unique())
    .addColumn("mandate_signed_at", c.timestamp)
    .addColumn("chorus_service_code", "text")
    .addColumn("commitment_number", "text")
    .addColumn("estimate_monthly_cents", "integer")
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("institution_id", "text", (col) => col.references("institution.id").onDelete("set null"))
    .addColumn("quote_id", "text", (col) => col.unique().references("quote.id").onDelete("set null"))
    .addColumn("lines", "text")
    .addColumn("subtotal_cents", "integer")
    .addColumn("vat_cents", "integer")
    .addColumn("total_cents", "integer")
    .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
    // A debit needs its account; the other methods (or none agreed yet) never keep one.
    .addCheckConstraint(
      `${name}_iban_only_for_debit`,
      sql`(payment_method = 'sepa-debit' and iban is not null) or (coalesce(payment_method, '') <> 'sepa-debit' and iban is null)`,
    )
    // An order from checkout has its account and address; one from a proposal has its proposal.
    .addCheckConstraint(
      `${name}_origin`,
      sql`quote_id is not null or (user_id is not null and address_line1 is not null and postal_code is not null and city is not null and payment_method is not null)`,
    )
    .execute();
}

/** The shape of migration 0003, for `down`. */
async function createOldSalesOrder(db: Kysely<unknown>, c: ColumnKit, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) => col.notNull().unique())
    .addColumn("lead_id", "text", (col) => col.references("lead.id").onDelete("set null"))
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(oneOf("status", ["pending", "confirmed", "cancelled"])),
    )
    .addColumn("plan", "text", (col) =>
      col.notNull().check(oneOf("plan", ["essential", "premium", "excellence"])),
    )
    .addColumn("students", "integer", (col) => col.notNull())
    .addColumn("addons", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("billing_name", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("siret", "text")
    .addColumn("vat_number", "text")
    .addColumn("address_line1", "text", (col) => col.notNull())
    .addColumn("address_line2", "text")
    .addColumn("postal_code", "text", (col) => col.notNull())
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("billing_email", "text", (col) => col.notNull())
    .addColumn("payment_method", "text", (col) =>
      col.notNull().check(oneOf("payment_method", ["bank-transfer", "sepa-debit", "purchase-order"])),
    )
    .addColumn("account_holder", "text")
    .addColumn("iban", "text")
    .addColumn("bic", "text")
    .addColumn("mandate_reference", "text", (col) => col.unique())
    .addColumn("mandate_signed_at", c.timestamp)
    .addColumn("chorus_service_code", "text")
    .addColumn("commitment_number", "text")
    .addColumn("estimate_monthly_cents", "integer")
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("EUR"))
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addColumn("updated_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addCheckConstraint(
      "sales_order_iban_only_for_debit",
      sql`(payment_method = 'sepa-debit' and iban is not null) or (payment_method <> 'sepa-debit' and iban is null)`,
    )
    .execute();
}

/**
 * Renames a rebuilt table. PostgreSQL named its constraints (and their indexes) after the
 * temporary name: they take the final one, so that the schema reads as if created directly.
 */
async function renameTable(db: Kysely<unknown>, engine: Engine, from: string, to: string): Promise<void> {
  await db.schema.alterTable(from).renameTo(to).execute();
  if (engine !== "postgres") return;
  const constraints = await sql<{ conname: string }>`
    select conname from pg_constraint
    where conrelid = cast(${to} as regclass) and conname like ${`${from}%`}`.execute(db);
  for (const { conname } of constraints.rows) {
    const renamed = `${to}${conname.slice(from.length)}`;
    await sql`alter table ${sql.table(to)} rename constraint ${sql.id(conname)} to ${sql.id(renamed)}`.execute(
      db,
    );
  }
}
