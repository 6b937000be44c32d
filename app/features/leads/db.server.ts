import type { ColumnType, Kysely, Transaction } from "kysely";
import type { DB, DefaultTimestamp, JsonText, NullableTimestamp } from "#server/db/schema.ts";

/**
 * The tables of lead capture (migration `0003-leads`), on top of the data layer's schema. Lead
 * modules use `leadsDb(db)`, the same Kysely instance seen with these tables too.
 */
export type BookingStatus = "confirmed" | "cancelled";

export interface DemoBookingTable {
  id: string;
  lead_id: string;
  slot_start: DefaultTimestamp;
  /** The slot this booking holds; NULL once cancelled. UNIQUE. */
  held_slot: NullableTimestamp;
  status: BookingStatus;
  email: string;
  contact_name: string;
  institution_name: string;
  language: "fr" | "en";
  time_zone: string | null;
  manage_token_hash: string;
  sequence: number;
  cancel_reason: string | null;
  cancelled_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface WebinarRegistrationTable {
  id: string;
  lead_id: string;
  webinar: string;
  email: string;
  language: string;
  created_at: DefaultTimestamp;
}

export type OrderStatus = "pending" | "confirmed" | "cancelled";

/**
 * An order: from checkout (an account, an address and a payment method), or from a won proposal
 * (migration 0010: its institution, proposal and lines; no account, address or payment method yet).
 */
export interface SalesOrderTable {
  id: string;
  reference: string;
  lead_id: string | null;
  user_id: string | null;
  status: OrderStatus;
  /** Where the order stands on the customer's timeline (migration 0019; app/features/orders). */
  stage: ColumnType<
    "received" | "validated" | "setting_up" | "active",
    "received" | "validated" | "setting_up" | "active" | undefined,
    "received" | "validated" | "setting_up" | "active"
  >;
  plan: "essential" | "premium" | "excellence";
  students: number;
  addons: JsonText;
  billing_name: string;
  country: string;
  siret: string | null;
  vat_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  billing_email: string;
  payment_method: "bank-transfer" | "sepa-debit" | "purchase-order" | null;
  account_holder: string | null;
  /** Kept to collect the debit; only ever shown masked. */
  iban: string | null;
  bic: string | null;
  mandate_reference: string | null;
  mandate_signed_at: NullableTimestamp;
  chorus_service_code: string | null;
  commitment_number: string | null;
  estimate_monthly_cents: number | null;
  currency: string;
  language: string;
  institution_id: ColumnType<string | null, string | null | undefined, string | null>;
  quote_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of lines { label, quantity, unitCents } (orders of won proposals). */
  lines: ColumnType<string | null, string | null | undefined, string | null>;
  subtotal_cents: ColumnType<number | null, number | null | undefined, number | null>;
  vat_cents: ColumnType<number | null, number | null | undefined, number | null>;
  total_cents: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CheckoutDraftTable {
  id: string;
  data: string;
  expires_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
}

export interface LeadsDB extends DB {
  demo_booking: DemoBookingTable;
  webinar_registration: WebinarRegistrationTable;
  sales_order: SalesOrderTable;
  checkout_draft: CheckoutDraftTable;
}

export type LeadsKysely = Kysely<LeadsDB>;
export type LeadsTx = Transaction<LeadsDB>;

/** The data layer's instance, seen with the lead tables (same connection, same pool). */
export function leadsDb(db: Kysely<DB>): LeadsKysely {
  return db as unknown as LeadsKysely;
}
