import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/**
 * Orders followed and plan changes that add up:
 *
 * - `sales_order.stage`: where the order stands on the timeline the customer sees (received,
 *   validated, being set up, active); `order_event` keeps each step with its time and the person
 *   who made it (NULL: the order itself, at creation). Existing orders start at "received", those
 *   already confirmed at "validated", each with the events of the steps it reached.
 * - `subscription_adjustment`: an amount owed or credited on the subscription's next invoice (the
 *   prorated difference of an accepted plan change), with the terms before and after the change;
 *   `invoice_id` is set when an invoice draft takes it.
 */
const STAGES = ["received", "validated", "setting_up", "active"] as const;

interface OrderRow0019 {
  id: string;
  status: string;
  created_at: string | Date;
  updated_at: string | Date;
}

export function ordersMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("sales_order")
        .addColumn("stage", "text", (col) =>
          col.notNull().defaultTo("received").check(oneOf("stage", STAGES)),
        )
        .execute();
      await db.schema
        .createTable("order_event")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("order_id", "text", (col) =>
          col.notNull().references("sales_order.id").onDelete("cascade"),
        )
        .addColumn("stage", "text", (col) => col.notNull().check(oneOf("stage", STAGES)))
        .addColumn("actor_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        /** The person's name as it was when the step was made (kept when the account goes). */
        .addColumn("actor_name", "text")
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addUniqueConstraint("order_event_stage_uq", ["order_id", "stage"])
        .execute();

      const typed = db as unknown as Kysely<{
        sales_order: OrderRow0019 & { stage: string };
        order_event: { id: string; order_id: string; stage: string; created_at: string | Date };
      }>;
      const orders = await typed
        .selectFrom("sales_order")
        .select(["id", "status", "created_at", "updated_at"])
        .execute();
      for (const order of orders) {
        await typed
          .insertInto("order_event")
          .values({
            id: crypto.randomUUID(),
            order_id: order.id,
            stage: "received",
            created_at: order.created_at,
          })
          .execute();
        if (order.status === "confirmed") {
          await typed
            .updateTable("sales_order")
            .set({ stage: "validated" })
            .where("id", "=", order.id)
            .execute();
          await typed
            .insertInto("order_event")
            .values({
              id: crypto.randomUUID(),
              order_id: order.id,
              stage: "validated",
              created_at: order.updated_at,
            })
            .execute();
        }
      }

      await db.schema
        .createTable("subscription_adjustment")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("subscription_id", "text", (col) =>
          col.notNull().references("subscription.id").onDelete("cascade"),
        )
        .addColumn("institution_id", "text", (col) =>
          col.notNull().references("institution.id").onDelete("cascade"),
        )
        .addColumn("change_request_id", "text", (col) =>
          col.unique().references("change_request.id").onDelete("set null"),
        )
        /** Positive: charged on the next invoice; negative: credited. Integer cents. */
        .addColumn("amount_cents", "integer", (col) => col.notNull())
        .addColumn("days_remaining", "integer", (col) => col.notNull())
        .addColumn("days_in_period", "integer", (col) => col.notNull())
        /** JSON { plan, studentCap, modules, mrrCents } before and after the change. */
        .addColumn("before_terms", "text", (col) => col.notNull())
        .addColumn("after_terms", "text", (col) => col.notNull())
        .addColumn("invoice_id", "text", (col) => col.references("invoice.id").onDelete("set null"))
        .addColumn("created_at", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("subscription_adjustment_pending_idx")
        .on("subscription_adjustment")
        .columns(["subscription_id", "invoice_id"])
        .execute();
      await db.schema.createIndex("order_event_order_idx").on("order_event").column("order_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("subscription_adjustment_pending_idx").execute();
      await db.schema.dropTable("subscription_adjustment").execute();
      await db.schema.dropIndex("order_event_order_idx").execute();
      await db.schema.dropTable("order_event").execute();
      await db.schema.alterTable("sales_order").dropColumn("stage").execute();
    },
  };
}
