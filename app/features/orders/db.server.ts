import type { Kysely, Transaction } from "kysely";
import type { DB, DefaultTimestamp, JsonText } from "#server/db/schema.ts";
import type { LeadsDB } from "#app/features/leads/db.server.ts";
import type { OrderStage } from "./timeline.ts";

/** The tables of migration 0019: the steps of each order and the prorated amounts of plan changes. */
export interface OrderEventTable {
  id: string;
  order_id: string;
  stage: OrderStage;
  actor_user_id: string | null;
  actor_name: string | null;
  created_at: DefaultTimestamp;
}

export interface SubscriptionAdjustmentTable {
  id: string;
  subscription_id: string;
  institution_id: string;
  change_request_id: string | null;
  /** Positive: charged on the next invoice; negative: credited. */
  amount_cents: number;
  days_remaining: number;
  days_in_period: number;
  /** JSON SubscriptionTerms before and after the change. */
  before_terms: JsonText;
  after_terms: JsonText;
  invoice_id: string | null;
  created_at: DefaultTimestamp;
}

export interface OrdersDB extends LeadsDB {
  order_event: OrderEventTable;
  subscription_adjustment: SubscriptionAdjustmentTable;
}

export type OrdersKysely = Kysely<OrdersDB>;

/** The data layer's instance (or transaction), seen with these tables too. */
export function ordersDb(db: Kysely<DB> | Transaction<DB> | Kysely<LeadsDB>): OrdersKysely {
  return db as unknown as OrdersKysely;
}
