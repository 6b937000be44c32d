import type { ColumnType, Generated } from "kysely";

/**
 * Types of the database tables for Kysely, as the two engines return them. Where the engines
 * differ, the read type is a union and `mapping.ts` turns it into one JavaScript type:
 * - timestamps: `Date` on PostgreSQL (timestamptz), ISO-8601 text on SQLite;
 * - booleans: `boolean` on PostgreSQL, 0/1 on SQLite;
 * - 64-bit integers: a string on PostgreSQL (pg never rounds a bigint), a number on SQLite.
 * JSON is stored as text on both engines, so it reads back the same everywhere.
 */
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | string | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** Filled by the database when not given (creation time). */
export type DefaultTimestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
export type NullableBool = ColumnType<boolean | number | null, boolean | null | undefined, boolean | null>;
export type BigInteger = ColumnType<number | string, number | bigint, number | bigint>;
/** JSON document kept as text (`toJson`/`parseJson` in mapping.ts). */
export type JsonText = ColumnType<string, string | undefined, string>;
/** Optional JSON document kept as text; NULL when absent. */
export type NullableJsonText = ColumnType<string | null, string | null | undefined, string | null>;

// ---------------------------------------------------------------------------------------------
// Better Auth's tables. Column names are Better Auth's own (camelCase, quoted on PostgreSQL);
// the product's additional user and session fields are snake_case like the product tables.
// ---------------------------------------------------------------------------------------------

export type Role = "user" | "admin";

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  twoFactorEnabled: NullableBool;
  role: ColumnType<Role, Role | undefined, Role>;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  display_name: string | null;
  language: ColumnType<string, string | undefined, string>;
  /** Set from the admin CRM: no new session is created while true (migration 0008). */
  banned: Bool;
  ban_reason: ColumnType<string | null, string | null | undefined, string | null>;
  banned_at: NullableTimestamp;
  /** Wants the morning digest of their tasks (staff; migration 0024, on by default). */
  task_digest: ColumnType<boolean | number, boolean | undefined, boolean>;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** 1 after a password, 2 after a verified second factor (spec §4, multi-factor level). */
  auth_level: ColumnType<number, number | undefined, number>;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: NullableTimestamp;
  refreshTokenExpiresAt: NullableTimestamp;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: NullableBool;
  failedVerificationCount: ColumnType<number | null, number | null | undefined, number | null>;
  lockedUntil: NullableTimestamp;
}

export interface JwksTable {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: Timestamp;
  expiresAt: NullableTimestamp;
  alg: string | null;
  crv: string | null;
}

// ---------------------------------------------------------------------------------------------
// Product tables. Every record has an id and its creation/update times (STYLE.md, Data); money is
// integer cents with a currency.
// ---------------------------------------------------------------------------------------------

export type InstitutionType =
  "school" | "secondary" | "higher_education" | "vocational" | "training_center" | "other";

export interface InstitutionTable {
  id: string;
  name: string;
  /**
   * The name normalised for matching (app/features/leads/institution-key.ts `nameKey`), written
   * with the name on every insert and rename (migration 0022).
   */
  name_key: ColumnType<string | null, string, string>;
  type: ColumnType<InstitutionType, InstitutionType | undefined, InstitutionType>;
  siret: string | null;
  vat_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  country: ColumnType<string, string | undefined, string>;
  chorus_service_code: string | null;
  /** A public buyer's engagement (purchase-order) number, EN 16931 BT-13 (migration 0021). */
  engagement_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Students enrolled, shown against the plan's cap (migration 0004). */
  student_count: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type MembershipRole = "owner" | "billing" | "member";

export interface MembershipTable {
  user_id: string;
  institution_id: string;
  role: ColumnType<MembershipRole, MembershipRole | undefined, MembershipRole>;
  created_at: DefaultTimestamp;
}

export type PlanId = "essential" | "premium" | "excellence" | "custom";
export type SubscriptionStatus = "trial" | "active" | "past_due" | "cancelled";

export interface SubscriptionTable {
  id: string;
  institution_id: string;
  plan: PlanId;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  /** null: unlimited (Excellence, spec §9). */
  student_cap: number | null;
  /** JSON array of module slugs. */
  modules: JsonText;
  /** JSON array of add-ons: { id, quantity }. */
  addons: JsonText;
  billing_period: ColumnType<"monthly" | "yearly", "monthly" | "yearly" | undefined, "monthly" | "yearly">;
  mrr_cents: ColumnType<number, number | undefined, number>;
  currency: ColumnType<string, string | undefined, string>;
  started_at: DefaultTimestamp;
  renews_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ContactTable {
  id: string;
  /** Always lower-case (a CHECK constraint enforces it): one contact per address. */
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  institution_name: string | null;
  /** The typed institution name's key (migration 0003), grouping the contacts of one institution. */
  institution_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The institution the contact belongs to, once known (migration 0022). */
  institution_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address's domain, to group contacts of one institution. */
  domain: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export const LEAD_TYPES = ["contact", "demo", "quote", "order", "webinar", "feedback", "chatbot"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_STAGES = [
  "new",
  "qualified",
  "demo_booked",
  "proposal_sent",
  "negotiation",
  "won",
  "lost",
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export interface LeadTable {
  id: string;
  type: LeadType;
  email: string | null;
  institution_name: string | null;
  /** Everything the visitor submitted, as sent (JSON). */
  payload: JsonText;
  page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  language: string | null;
  contact_id: string | null;
  /** The institution it comes from, matched or linked at capture (migration 0022); NULL: a prospect. */
  institution_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A retried submission carries the same key and is stored once. */
  idempotency_key: string | null;
  /** Pipeline stage, owner, lost reason and deal value (migration 0005, admin CRM). */
  stage: ColumnType<LeadStage, LeadStage | undefined, LeadStage>;
  owner_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  value_cents: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** The e-mail's domain, lower-cased; generated by the database (migration 0014). */
  email_domain: ColumnType<string | null, never, never>;
  /** `payload.siret` as 14 digits, or NULL; generated by the database (migration 0014). */
  siret: ColumnType<string | null, never, never>;
}

/** A lead merged into another (migration 0014): its submission, and the rest of its row as JSON. */
export interface MergedLeadTable {
  id: string;
  merged_into_lead_id: string;
  merged_at: Timestamp;
  merged_by: string | null;
  type: LeadType;
  email: string | null;
  institution_name: string | null;
  payload: string;
  record: string;
  created_at: Timestamp;
}

export type QuoteStatus = "draft" | "issued" | "accepted" | "declined";

/** A commercial proposal (migration 0010): drafted from a lead, issued with a number, converted when won. */
export interface QuoteTable {
  id: string;
  /** NULL while a draft; DEV-YYYY-NNNN from `quote_sequence` once issued. */
  number: ColumnType<string | null, string | null | undefined, string | null>;
  lead_id: string | null;
  institution_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  plan: PlanId | null;
  students: ColumnType<number | null, number | null | undefined, number | null>;
  /** null: unlimited. */
  student_cap: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of module slugs. */
  modules: JsonText;
  /** JSON array of add-ons: { id, quantity }. */
  addons: JsonText;
  /** JSON array of lines: { label, quantity, unitCents }. */
  lines: JsonText;
  subtotal_cents: ColumnType<number, number | undefined, number>;
  /** VAT rate in basis points (2000 = 20 %). */
  vat_rate_bp: ColumnType<number, number | undefined, number>;
  vat_cents: ColumnType<number, number | undefined, number>;
  total_cents: ColumnType<number, number | undefined, number>;
  /** The monthly amount excluding VAT of the subscription it offers. */
  mrr_cents: ColumnType<number, number | undefined, number>;
  currency: ColumnType<string, string | undefined, string>;
  language: ColumnType<"fr" | "en", "fr" | "en" | undefined, "fr" | "en">;
  valid_until: NullableTimestamp;
  issued_at: NullableTimestamp;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  issued_by: ColumnType<string | null, string | null | undefined, string | null>;
  subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  converted_at: NullableTimestamp;
  /** The seller's business details as JSON, written when issued (migration 0012); NULL before. */
  seller_snapshot: NullableJsonText;
  /** The exact PDF shown to the customer, base64, frozen after issue (migration 0020). */
  issued_pdf: NullableJsonText;
  /** SHA-256 (hex) of `issued_pdf`: what an online acceptance signs. */
  issued_pdf_sha256: NullableJsonText;
  /** First opened by the customer or prospect (not staff). */
  viewed_at: NullableTimestamp;
  /** Accepted or declined online. */
  responded_at: NullableTimestamp;
  signer_name: NullableJsonText;
  signer_role: NullableJsonText;
  signer_ip: NullableJsonText;
  signer_user_agent: NullableJsonText;
  signer_user_id: NullableJsonText;
  decline_reason: NullableJsonText;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The last proposal number issued in a year (migration 0010). */
export interface QuoteSequenceTable {
  year: number;
  last_number: number;
}

export type TicketStatus = "open" | "pending" | "resolved" | "closed";
export type TicketPriority = "low" | "normal" | "high" | "urgent";

export interface TicketTable {
  id: string;
  institution_id: string | null;
  user_id: string | null;
  subject: string;
  category: string | null;
  status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
  priority: ColumnType<TicketPriority, TicketPriority | undefined, TicketPriority>;
  /** The staff member handling it (migration 0006). */
  assigned_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface TicketMessageTable {
  id: string;
  ticket_id: string;
  author_user_id: string | null;
  author_role: "client" | "staff";
  body: string;
  created_at: DefaultTimestamp;
}

export type InvoiceKind = "invoice" | "credit_note";
export type InvoiceStatus = "draft" | "issued" | "paid" | "cancelled";

export interface InvoiceTable {
  id: string;
  /** Assigned when issued, from one unbroken sequence (DECISIONS.md point 7). */
  number: string | null;
  kind: ColumnType<InvoiceKind, InvoiceKind | undefined, InvoiceKind>;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  institution_id: string;
  subscription_id: string | null;
  /** The invoice a credit note corrects. */
  credited_invoice_id: string | null;
  lines: JsonText;
  subtotal_cents: number;
  /** VAT rate in basis points (2000 = 20 %). */
  vat_rate_bp: ColumnType<number, number | undefined, number>;
  vat_cents: number;
  total_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  issued_at: NullableTimestamp;
  due_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  /** The seller's business details as JSON, written when issued (migration 0012); NULL before. */
  seller_snapshot: NullableJsonText;
  /** How the payment was received, when recorded (migration 0018); NULL before or unpaid. */
  payment_method: ColumnType<
    InvoicePaymentMethod | null,
    InvoicePaymentMethod | null | undefined,
    InvoicePaymentMethod | null
  >;
  /** The service period billed, YYYY-MM-DD (migration 0017); NULL for older invoices. */
  period_start: string | null;
  period_end: string | null;
  /** The customer's billing details as JSON, written when issued (migration 0017); NULL before. */
  buyer_snapshot: NullableJsonText;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type InvoicePaymentMethod = "transfer" | "sepa";

/** A reminder of an overdue invoice, one per (invoice, step) (migration 0018). */
export interface InvoiceReminderTable {
  invoice_id: string;
  /** 1-based step of the reminder schedule. */
  step: number;
  sent_at: Timestamp;
  days_late: number;
  /** What was owed when it went, in cents. */
  amount_cents: BigInteger;
  /** JSON list of the addresses written to. */
  recipients: string;
}

export type MailStatus = "pending" | "sending" | "sent" | "failed";

export interface MailQueueTable {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: DefaultTimestamp;
  /** A worker that claimed the message holds it until then (several app instances, one queue). */
  locked_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  /** JSON list of { filename, contentType, content } (migration 0003; e.g. a demo's .ics invitation). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** JSON: what changed ({ field: [before, after] }) or the event's details. */
  changes: JsonText;
  ip_address: string | null;
  created_at: DefaultTimestamp;
}

export interface RateLimitTable {
  key: string;
  count: number;
  /** Start of the current window, milliseconds since the epoch. */
  window_start: BigInteger;
}

/** An address an account signed in from (migration 0016, decision 021). */
export interface SignInAddressTable {
  /** The account as the attempt limits key it: its e-mail address, lower-cased. */
  account: string;
  address: string;
  /** Milliseconds since the epoch. */
  last_success_at: BigInteger;
}

/** An applied change of e-mail address, cancellable from the old address (migration 0015). */
export interface EmailChangeTable {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  /** SHA-256 (hex) of the cancel link's token. */
  token_hash: string;
  changed_at: Timestamp;
  expires_at: Timestamp;
  cancelled_at: NullableTimestamp;
}

export type PaymentMethodKind = "transfer" | "sepa" | "purchase_order";

/** A way an institution pays (migration 0004; DECISIONS.md point 6: never a card number). */
export interface PaymentMethodTable {
  id: string;
  institution_id: string;
  kind: PaymentMethodKind;
  is_default: Bool;
  holder: string | null;
  /** Compact IBAN; shown masked only. */
  iban: string | null;
  bic: string | null;
  mandate_reference: string | null;
  order_reference: string | null;
  created_by: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type ChangeRequestKind = "plan" | "addon" | "cap";
export type ChangeRequestStatus = "submitted" | "in_review" | "approved" | "rejected" | "done";

/** A customer's request to change plan, add an add-on or raise the cap; handled in the admin CRM. */
export interface ChangeRequestTable {
  id: string;
  institution_id: string;
  user_id: string | null;
  kind: ChangeRequestKind;
  plan: string | null;
  addon: string | null;
  student_cap: number | null;
  note: string | null;
  status: ColumnType<ChangeRequestStatus, ChangeRequestStatus | undefined, ChangeRequestStatus>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface TicketAttachmentTable {
  id: string;
  ticket_id: string;
  message_id: string | null;
  filename: string;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: DefaultTimestamp;
}

export const STAFF_ROLES = ["admin", "sales", "support", "billing"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff role of a user who is not a full admin (migration 0005). */
export interface StaffMemberTable {
  user_id: string;
  role: StaffRole;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/**
 * A staff member signed in as a customer (migration 0013, decision 014). The browser holds a
 * random token in an httpOnly cookie; only its SHA-256 is stored.
 */
export interface ImpersonationTable {
  id: string;
  token_hash: string;
  staff_user_id: string;
  target_user_id: string;
  /** The client page it was started from (the way back), kept when the institution goes. */
  institution_id: string | null;
  reason: string;
  started_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  ended_reason: "manual" | "expired" | "signed_out" | "revoked" | null;
  ip_address: string | null;
  user_agent: string | null;
}

/** A staff note on a lead or an institution (migration 0005). */
export interface CrmNoteTable {
  id: string;
  entity_type: "lead" | "institution";
  entity_id: string;
  author_user_id: string | null;
  body: string;
  created_at: DefaultTimestamp;
}

export const TASK_RECORDS = ["lead", "institution", "ticket"] as const;
export type TaskRecord = (typeof TASK_RECORDS)[number];

/** A follow-up task on a lead, a client or a ticket (migration 0024). */
export interface TaskTable {
  id: string;
  entity_type: TaskRecord;
  entity_id: string;
  title: string;
  note: string | null;
  /** A Paris day, `YYYY-MM-DD`. */
  due_day: string;
  /** `HH:MM`, Paris time; NULL: some time that day. */
  due_time: string | null;
  owner_user_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  done_at: NullableTimestamp;
  done_by: string | null;
}

/** A named filter and sort of a CRM list, for its author or the team (migration 0026). */
export interface SavedViewTable {
  id: string;
  owner_user_id: string;
  /** The list it belongs to (app/features/crm/views: `leads`, `support`, `clients`). */
  list: string;
  name: string;
  /** The list's query string, normalised by its parameters schema, without `?`. */
  query: string;
  shared: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A morning digest sent: one per person and day (migration 0024). */
export interface TaskDigestTable {
  user_id: string;
  day: string;
  sent_at: Timestamp;
  tasks: number;
}

export const NOTIFICATION_KINDS = [
  "lead-assigned",
  "ticket-opened",
  "ticket-answered",
  "sla-at-risk",
  "proposal-viewed",
  "proposal-accepted",
  "proposal-declined",
  "invoice-overdue",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One event told to one staff member (migration 0025). */
export interface NotificationTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  /** "lead", "ticket" or "invoice". */
  entity_type: string;
  entity_id: string;
  /** JSON: what the sentence names (a lead, a ticket's subject, a number). */
  params: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** A person's choice for one kind of notification (migration 0025); no row: the default. */
export interface NotificationPreferenceTable {
  user_id: string;
  kind: NotificationKind;
  in_app: ColumnType<boolean | number, boolean, boolean>;
  email: ColumnType<boolean | number, boolean, boolean>;
}

/** An event told once only, by key (migration 0025). */
export interface NotificationOnceTable {
  key: string;
  created_at: Timestamp;
}

/** An internal note on a ticket, never shown to the customer (migration 0006). */
export interface TicketNoteTable {
  id: string;
  ticket_id: string;
  author_user_id: string | null;
  body: string;
  created_at: DefaultTimestamp;
}

/** The last invoice number issued in a year (migration 0006). */
export interface InvoiceSequenceTable {
  year: number;
  last_number: number;
}

export type AnalyticsEventType = "form" | "error" | "user-action" | "page-view";

/** First-party analytics (migration 0007): no cookie, no address; a visitor key valid one day. */
export interface AnalyticsEventTable {
  id: string;
  type: AnalyticsEventType;
  name: string;
  path: string;
  language: string;
  /** Short properties of the event (JSON), or null. */
  props: string | null;
  /** Hash of the day's salt, the address and the user agent (app/features/tracking/visitor-key.server.ts). */
  visitor_key: string;
  created_at: DefaultTimestamp;
}

/** The secret salt of the current day; older ones are deleted when the day changes. */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
}

/** A setting saved from the admin CRM's configuration page (migration 0009); no row: the default. */
export interface AppSettingTable {
  key: string;
  /** JSON, checked by app/features/crm/settings/settings.ts when read. */
  value: string;
  updated_at: DefaultTimestamp;
  updated_by: string | null;
}

/** Page views and unique visitors of a past day (migration 0011; written by the analytics page). */
export interface AnalyticsDayTable {
  day: string;
  views: number;
  visitors: number;
}

/** Page views and unique visitors of a page on a past day (migration 0011). */
export interface AnalyticsDayPageTable {
  day: string;
  path: string;
  views: number;
  visitors: number;
}

/** Events of a type and name on a past day, page views excepted (migration 0011). */
export interface AnalyticsDayEventTable {
  day: string;
  type: AnalyticsEventType;
  name: string;
  count: number;
}

export type RunStatus = "running" | "success" | "failure";

/** A daily job known to the database (migration 0015; server/scheduler). */
export interface ScheduledJobTable {
  name: string;
  registered_at: Timestamp;
}

/** One day's run of a daily job; the row is the claim (migration 0015). */
export interface ScheduledJobRunTable {
  job: string;
  /** `YYYY-MM-DD`, Paris time. */
  day: string;
  status: RunStatus;
  /** Which server process claimed it (host and process id). */
  instance: string;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  /** Another instance may take the claim over after this (its instance died). */
  locked_until: Timestamp;
  error: string | null;
}

export type BackupTrigger = "manual" | "schedule";

/** A backup made, with its result (migration 0015; app/features/crm/system/backups.server.ts). */
export interface BackupTable {
  id: string;
  file_name: string;
  trigger: BackupTrigger;
  status: RunStatus;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  duration_ms: number | null;
  size_bytes: ColumnType<number | string | null, number | null | undefined, number | null>;
  error: string | null;
  /** JSON: what the archive holds (tables, rows, attachments), from its manifest. */
  summary: NullableJsonText;
  created_by: string | null;
}

export const SEARCH_KINDS = ["lead", "contact", "institution", "proposal", "invoice", "ticket"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One record as the CRM's search finds it (migration 0023); `terms` are folded by the application. */
export interface SearchEntryTable {
  id: Generated<number>;
  kind: SearchKind;
  record_id: string;
  title: string;
  subtitle: ColumnType<string, string | undefined, string>;
  status: string | null;
  /** The record's page, without the language prefix. */
  url: string;
  terms: string;
  /** PostgreSQL only: `to_tsvector('simple', terms)`, generated. */
  terms_vector?: ColumnType<string, never, never>;
}

/** A record written since the search index last caught up (migration 0023, filled by triggers). */
export interface SearchPendingTable {
  seq: Generated<number>;
  kind: SearchKind;
  record_id: string;
}

export interface DB {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  jwks: JwksTable;
  institution: InstitutionTable;
  membership: MembershipTable;
  subscription: SubscriptionTable;
  contact: ContactTable;
  lead: LeadTable;
  merged_lead: MergedLeadTable;
  quote: QuoteTable;
  ticket: TicketTable;
  ticket_message: TicketMessageTable;
  invoice: InvoiceTable;
  mail_queue: MailQueueTable;
  audit_log: AuditLogTable;
  rate_limit: RateLimitTable;
  payment_method: PaymentMethodTable;
  change_request: ChangeRequestTable;
  ticket_attachment: TicketAttachmentTable;
  staff_member: StaffMemberTable;
  crm_note: CrmNoteTable;
  ticket_note: TicketNoteTable;
  invoice_sequence: InvoiceSequenceTable;
  quote_sequence: QuoteSequenceTable;
  analytics_event: AnalyticsEventTable;
  analytics_salt: AnalyticsSaltTable;
  analytics_day: AnalyticsDayTable;
  analytics_day_page: AnalyticsDayPageTable;
  analytics_day_event: AnalyticsDayEventTable;
  app_setting: AppSettingTable;
  impersonation: ImpersonationTable;
  scheduled_job: ScheduledJobTable;
  scheduled_job_run: ScheduledJobRunTable;
  backup: BackupTable;
  sign_in_address: SignInAddressTable;
  email_change: EmailChangeTable;
  search_entry: SearchEntryTable;
  search_pending: SearchPendingTable;
  invoice_reminder: InvoiceReminderTable;
  notification: NotificationTable;
  notification_preference: NotificationPreferenceTable;
  notification_once: NotificationOnceTable;
  task: TaskTable;
  task_digest: TaskDigestTable;
  saved_view: SavedViewTable;
}
