import type { RouterContextProvider } from "react-router";
import { sql, type Kysely, type Selectable } from "kysely";
import { recordOrderStep } from "#app/features/orders/orders.server.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { leadReference } from "#app/features/leads/submission.server.ts";
import { newId, normalizeEmail, parseJson, toDate, toDateOrNull, toInt, toJson } from "#server/db/mapping.ts";
import type { DB, QuoteStatus } from "#server/db/schema.ts";
import { recordAudit } from "../guard.server.ts";
import type { Line } from "../billing/invoicing.ts";
import {
  institutionTypeOf,
  isExpired,
  proposalNumber,
  proposalYear,
  validUntilDay,
  type ProposalAddon,
  type ProposalContent,
} from "./proposals.ts";
import { institutionKey, nameKey } from "#app/features/leads/institution-key.ts";

/**
 * Proposals as stored (the `quote` table, migration 0010), their numbering, and what a won one
 * becomes: the customer institution, its subscription and the order. Used by the quote builder
 * (proposals.server.ts) and by the pipeline (leads.server.ts: a lead moved to "won" converts its
 * issued proposal in the same transaction; one moved to "lost" declines it).
 */
export interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

export interface ProposalView extends ProposalContent {
  readonly id: string;
  readonly leadId: string | null;
  readonly number: string | null;
  readonly status: QuoteStatus;
  readonly subtotalCents: number;
  readonly vatRateBp: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly currency: string;
  readonly language: "fr" | "en";
  readonly issuedAt: string | null;
  readonly createdAt: string;
  readonly expired: boolean;
  readonly institutionId: string | null;
  readonly subscriptionId: string | null;
  readonly convertedAt: string | null;
  /** The customer's first view (decision 032-online-proposals). */
  readonly viewedAt: string | null;
  /** Accepted online with a simple electronic signature: by whom. */
  readonly signedBy: string | null;
}

type QuoteRow = Selectable<DB["quote"]>;

export function proposalOf(r: QuoteRow, now = new Date()): ProposalView {
  const validUntil = r.valid_until ? validUntilDay(toDate(r.valid_until)) : "";
  return {
    id: r.id,
    leadId: r.lead_id,
    number: r.number,
    status: r.status,
    plan: r.plan === "custom" || r.plan === null ? "premium" : r.plan,
    students: toInt(r.students ?? 1),
    studentCap: r.student_cap === null ? null : toInt(r.student_cap),
    modules: parseJson<string[]>(r.modules, []),
    addons: parseJson<ProposalAddon[]>(r.addons, []),
    mrrCents: toInt(r.mrr_cents),
    lines: parseJson<Line[]>(r.lines, []),
    validUntil,
    subtotalCents: toInt(r.subtotal_cents),
    vatRateBp: toInt(r.vat_rate_bp),
    vatCents: toInt(r.vat_cents),
    totalCents: toInt(r.total_cents),
    currency: r.currency,
    language: r.language === "en" ? "en" : "fr",
    issuedAt: toDateOrNull(r.issued_at)?.toISOString() ?? null,
    createdAt: toDate(r.created_at).toISOString(),
    expired: r.status === "issued" && isExpired(validUntil || null, now),
    institutionId: r.institution_id,
    subscriptionId: r.subscription_id,
    convertedAt: toDateOrNull(r.converted_at)?.toISOString() ?? null,
    viewedAt: toDateOrNull(r.viewed_at)?.toISOString() ?? null,
    signedBy: r.signer_name && r.status === "accepted" ? r.signer_name : null,
  };
}

export async function getProposal(
  db: Kysely<DB>,
  id: string,
  now = new Date(),
): Promise<ProposalView | null> {
  const row = await db.selectFrom("quote").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? proposalOf(row, now) : null;
}

/** A lead's proposals, newest first. */
export async function leadProposals(
  db: Kysely<DB>,
  leadId: string,
  now = new Date(),
): Promise<ProposalView[]> {
  const rows = await db
    .selectFrom("quote")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => proposalOf(r, now));
}

/**
 * The next number of the year's sequence, allocated inside the caller's transaction: the upsert
 * takes the year's row lock on PostgreSQL (concurrent issuers wait for each other), SQLite has one
 * writer; a rollback gives the number back. No gap, no duplicate (the UNIQUE number is the last guard).
 */
export async function nextProposalNumber(tx: Kysely<DB>, at: Date): Promise<string> {
  const year = proposalYear(at);
  const counter = await tx
    .insertInto("quote_sequence")
    .values({ year, last_number: 1 })
    .onConflict((oc) =>
      oc.column("year").doUpdateSet({ last_number: sql<number>`quote_sequence.last_number + 1` }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return proposalNumber(year, toInt(counter.last_number));
}

// --- conversion of a won proposal -----------------------------------------------------------------

export type ConversionResult =
  | { ok: true; proposalId: string; institutionId: string; subscriptionId: string; orderId: string }
  | { ok: false; error: "noIssuedProposal" };

interface LeadFacts {
  readonly id: string;
  readonly email: string | null;
  readonly institution_name: string | null;
  readonly payload: string;
  readonly language: string | null;
  /** The client it was linked to at capture or by staff (migration 0022). */
  readonly institution_id: string | null;
}

/**
 * The customer institution of a won lead: the one it is linked to, else the one its account
 * already belongs to, else the one with its SIRET, else the one whose name has its name's key
 * (accents, case and punctuation aside: app/features/leads/institution-key.ts), else a new one. An account with the lead's address
 * that belongs to no institution becomes its owner, so the customer finds the subscription in the
 * client space.
 */
async function customerInstitution(
  tx: Kysely<DB>,
  actor: AuditActor,
  lead: LeadFacts,
  content: ProposalContent,
  now: Date,
): Promise<{ id: string; userId: string | null }> {
  const payload = parseJson<Record<string, unknown>>(lead.payload, {});
  const email = lead.email ? normalizeEmail(lead.email) : null;
  const user = email
    ? await tx.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()
    : undefined;
  if (lead.institution_id) return { id: lead.institution_id, userId: user?.id ?? null };
  if (user) {
    const member = await tx
      .selectFrom("membership")
      .select("institution_id")
      .where("user_id", "=", user.id)
      .orderBy("created_at", "asc")
      .orderBy("institution_id", "asc")
      .executeTakeFirst();
    if (member) return { id: member.institution_id, userId: user.id };
  }
  const siret = typeof payload.siret === "string" && /^\d{14}$/.test(payload.siret) ? payload.siret : null;
  const name =
    lead.institution_name?.trim() ||
    (typeof payload.institution === "string" ? payload.institution.trim() : "") ||
    email ||
    lead.id;
  let found = siret
    ? await tx.selectFrom("institution").select("id").where("siret", "=", siret).executeTakeFirst()
    : undefined;
  const key = institutionKey(name);
  found ??= key
    ? await tx
        .selectFrom("institution")
        .select("id")
        .where("name_key", "=", key)
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .executeTakeFirst()
    : undefined;
  let id = found?.id;
  if (!id) {
    id = newId();
    await tx
      .insertInto("institution")
      .values({
        id,
        name: name.slice(0, 200),
        name_key: nameKey(name.slice(0, 200)),
        type: institutionTypeOf(payload.institutionType),
        siret,
        student_count: content.students,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(tx, actor, {
      action: "institution.create",
      entityType: "institution",
      entityId: id,
      changes: { name, fromLead: lead.id },
    });
  }
  if (user) {
    await tx
      .insertInto("membership")
      .values({ user_id: user.id, institution_id: id, role: "owner", created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "institution_id"]).doNothing())
      .execute();
  }
  return { id, userId: user?.id ?? null };
}

/**
 * Converts the lead's latest issued proposal, in the caller's transaction: marks it accepted (only
 * if it still is issued: converting twice, or twice at once, finds nothing the second time), then
 * creates the institution if needed, the subscription (plan, add-ons, cap, modules, monthly amount,
 * yearly renewal) and the confirmed order with the proposal's lines, each with its audit entry.
 */
export async function convertWonLead(
  tx: Kysely<DB>,
  actor: Actor,
  leadId: string,
  now = new Date(),
): Promise<ConversionResult> {
  const row = await tx
    .selectFrom("quote")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("status", "=", "issued")
    .orderBy("issued_at", "desc")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!row) return { ok: false, error: "noIssuedProposal" };
  const taken = await tx
    .updateTable("quote")
    .set({ status: "accepted", converted_at: now, updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", "issued")
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return { ok: false, error: "noIssuedProposal" };
  return convertProposal(tx, actor, row, leadId, now);
}

/** Who an audit entry names: staff, a signed-in customer, or no one (the holder of a signed link). */
export type AuditActor = Parameters<typeof recordAudit>[1];

/**
 * What a won proposal becomes, once the caller took it (its status set to accepted by a conditional
 * update, in the caller's transaction): the institution if needed, the subscription and the order.
 */
export async function convertProposal(
  tx: Kysely<DB>,
  actor: AuditActor,
  row: QuoteRow,
  leadId: string,
  now: Date,
): Promise<Extract<ConversionResult, { ok: true }>> {
  const proposal = proposalOf(row, now);
  const lead = await tx
    .selectFrom("lead")
    .select(["id", "email", "institution_name", "payload", "language", "institution_id", "contact_id"])
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  const customer = await customerInstitution(tx, actor, lead, proposal, now);
  // The won lead, and its contact when it had none, now belong to the customer institution.
  if (lead.institution_id !== customer.id) {
    await tx.updateTable("lead").set({ institution_id: customer.id }).where("id", "=", lead.id).execute();
  }
  if (lead.contact_id) {
    await tx
      .updateTable("contact")
      .set({ institution_id: customer.id })
      .where("id", "=", lead.contact_id)
      .where("institution_id", "is", null)
      .execute();
  }
  const institution = await tx
    .selectFrom("institution")
    .selectAll()
    .where("id", "=", customer.id)
    .executeTakeFirstOrThrow();

  const subscriptionId = newId();
  const renewsAt = new Date(now);
  renewsAt.setUTCFullYear(renewsAt.getUTCFullYear() + 1);
  await tx
    .insertInto("subscription")
    .values({
      id: subscriptionId,
      institution_id: institution.id,
      plan: proposal.plan,
      status: "active",
      student_cap: proposal.studentCap,
      modules: toJson(proposal.modules),
      addons: toJson(proposal.addons),
      billing_period: "yearly",
      mrr_cents: proposal.mrrCents,
      currency: proposal.currency,
      started_at: now,
      renews_at: renewsAt,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const orderId = newId();
  const reference = leadReference("checkout", orderId);
  await leadsDb(tx)
    .insertInto("sales_order")
    .values({
      id: orderId,
      reference,
      lead_id: leadId,
      user_id: customer.userId,
      status: "confirmed",
      // A signed proposal is an order the vendor already agreed to.
      stage: "validated",
      plan: proposal.plan,
      students: proposal.students,
      addons: toJson(proposal.addons.map((a) => a.id)),
      billing_name: institution.name,
      country: institution.country,
      siret: institution.siret,
      vat_number: institution.vat_number,
      address_line1: institution.address_line1,
      address_line2: institution.address_line2,
      postal_code: institution.postal_code,
      city: institution.city,
      billing_email: lead.email ?? "",
      payment_method: null,
      chorus_service_code: institution.chorus_service_code,
      estimate_monthly_cents: proposal.mrrCents,
      currency: proposal.currency,
      language: proposal.language,
      institution_id: institution.id,
      quote_id: proposal.id,
      lines: toJson(proposal.lines),
      subtotal_cents: proposal.subtotalCents,
      vat_cents: proposal.vatCents,
      total_cents: proposal.totalCents,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const stepActor = { userId: actor.session.user.id, name: actor.session.user.displayName ?? null };
  await recordOrderStep(tx, orderId, "received", stepActor, now);
  await recordOrderStep(tx, orderId, "validated", stepActor, now);
  await tx
    .updateTable("quote")
    .set({ institution_id: institution.id, subscription_id: subscriptionId })
    .where("id", "=", proposal.id)
    .execute();
  await recordAudit(tx, actor, {
    action: "proposal.convert",
    entityType: "quote",
    entityId: proposal.id,
    changes: {
      status: ["issued", "accepted"],
      number: proposal.number,
      institutionId: institution.id,
      subscriptionId,
      order: reference,
    },
  });
  await recordAudit(tx, actor, {
    action: "subscription.create",
    entityType: "subscription",
    entityId: subscriptionId,
    changes: {
      plan: proposal.plan,
      studentCap: proposal.studentCap,
      mrrCents: proposal.mrrCents,
      proposal: proposal.number,
      order: reference,
    },
  });
  return { ok: true, proposalId: proposal.id, institutionId: institution.id, subscriptionId, orderId };
}

/** A lost lead's issued proposals are declined (in the caller's transaction). */
export async function declineIssuedProposals(
  tx: Kysely<DB>,
  actor: Actor,
  leadId: string,
  now = new Date(),
): Promise<number> {
  const issued = await tx
    .selectFrom("quote")
    .select(["id", "number"])
    .where("lead_id", "=", leadId)
    .where("status", "=", "issued")
    .execute();
  for (const q of issued) {
    await tx
      .updateTable("quote")
      .set({ status: "declined", updated_at: now })
      .where("id", "=", q.id)
      .where("status", "=", "issued")
      .execute();
    await recordAudit(tx, actor, {
      action: "proposal.decline",
      entityType: "quote",
      entityId: q.id,
      changes: { status: ["issued", "declined"], number: q.number },
    });
  }
  return issued.length;
}

/** What a converted lead became, for the lead page's links. */
export async function conversionOf(db: Kysely<DB>, leadId: string) {
  const row = await leadsDb(db)
    .selectFrom("sales_order")
    .innerJoin("quote", "quote.id", "sales_order.quote_id")
    .select([
      "sales_order.id as orderId",
      "sales_order.reference",
      "sales_order.total_cents",
      "sales_order.institution_id",
      "quote.id as proposalId",
      "quote.number",
      "quote.subscription_id",
      "quote.converted_at",
    ])
    .where("sales_order.lead_id", "=", leadId)
    .orderBy("sales_order.created_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  const institution = row.institution_id
    ? await db
        .selectFrom("institution")
        .select(["id", "name"])
        .where("id", "=", row.institution_id)
        .executeTakeFirst()
    : undefined;
  const subscription = row.subscription_id
    ? await db
        .selectFrom("subscription")
        .select(["id", "plan", "mrr_cents", "status"])
        .where("id", "=", row.subscription_id)
        .executeTakeFirst()
    : undefined;
  return {
    proposalId: row.proposalId,
    number: row.number,
    convertedAt: toDateOrNull(row.converted_at)?.toISOString() ?? null,
    order: { id: row.orderId, reference: row.reference, totalCents: toInt(row.total_cents ?? 0) },
    institution: institution ? { id: institution.id, name: institution.name } : null,
    subscription: subscription
      ? { id: subscription.id, plan: subscription.plan, mrrCents: toInt(subscription.mrr_cents) }
      : null,
  };
}
