import { data } from "react-router";
import type { Kysely } from "kysely";
import { formValuesByRow, type FormValues } from "#app/lib/forms/field-basics.ts";
import { LINE_FIELDS } from "#app/features/crm/billing/invoicing.ts";
import { sellerFromSnapshot, sellerSnapshot } from "#app/lib/pdf/seller.ts";
import { isUniqueViolation } from "#app/features/leads/submission.server.ts";
import { loadSettings } from "#app/features/crm/settings/store.server.ts";
import { newId, parseJson, toInt, toJson } from "#server/db/mapping.ts";
import type { DB, LeadStage } from "#server/db/schema.ts";
import { recordAudit } from "../guard.server.ts";
import type { ProposalDocument } from "./proposal-pdf.server.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import type { AdminValidationKey } from "../locales.ts";
import {
  conversionOf,
  convertWonLead,
  getProposal,
  leadProposals,
  nextProposalNumber,
  type Actor,
  type ProposalView,
} from "./proposal-records.server.ts";
import { proposalsSectionsEn, proposalsSectionsFr } from "./proposals-section-locales.ts";
import {
  canDraftFor,
  movesToProposalSent,
  parisDay,
  parseProposalForm,
  prefillProposal,
  proposalTotals,
  reviseProposal,
  validUntilTimestamp,
  type ProposalContent,
  type ProposalFormInput,
} from "./proposals.ts";

/**
 * The quote builder of a lead's page (issue 8): a draft prefilled from the lead's selection (or
 * from its latest issued proposal), saved and changed while a draft, issued with the next number
 * of the year (then immutable), deleted while a draft; the explicit conversion of a won lead.
 * Every change is recorded in the audit log in its own transaction.
 */
export type ProposalFailure =
  | "notFound"
  | "proposalIssued"
  | "draftExists"
  | "leadLost"
  | "noIssuedProposal"
  | "notWon"
  | "noLines"
  | "validityPast";

export type ProposalResult<T = object> = ({ ok: true } & T) | { ok: false; error: ProposalFailure };

function inTransaction<T>(db: Kysely<DB>, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function contentColumns(content: ProposalContent) {
  const totals = proposalTotals(content.lines);
  return {
    plan: content.plan,
    students: content.students,
    student_cap: content.studentCap,
    modules: toJson(content.modules),
    addons: toJson(content.addons),
    mrr_cents: content.mrrCents,
    lines: toJson(content.lines),
    subtotal_cents: totals.subtotalCents,
    vat_cents: totals.vatCents,
    total_cents: totals.totalCents,
    valid_until: validUntilTimestamp(content.validUntil),
  };
}

/**
 * A new draft for a lead: a copy of its latest issued proposal with a fresh validity, or else the
 * lead's selection priced from the catalogue. One draft at a time per lead (a partial unique
 * index keeps it so under double clicks).
 */
export async function createProposalDraft(
  db: Kysely<DB>,
  actor: Actor,
  leadId: string,
  now = new Date(),
): Promise<ProposalResult<{ id: string }>> {
  const lead = await db
    .selectFrom("lead")
    .select(["id", "stage", "payload", "language"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return { ok: false, error: "notFound" };
  if (!canDraftFor(lead.stage)) return { ok: false, error: "leadLost" };
  const language = lead.language === "en" ? "en" : "fr";
  const id = newId();
  try {
    return await inTransaction(db, async (tx) => {
      const draft = await tx
        .selectFrom("quote")
        .select("id")
        .where("lead_id", "=", leadId)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (draft) return { ok: false, error: "draftExists" } as const;
      const latest = await tx
        .selectFrom("quote")
        .select("id")
        .where("lead_id", "=", leadId)
        .where("status", "!=", "draft")
        .orderBy("issued_at", "desc")
        .executeTakeFirst();
      const source = latest ? await getProposal(tx, latest.id, now) : null;
      const texts = (language === "en" ? proposalsSectionsEn : proposalsSectionsFr).proposals.lines;
      const content = source
        ? reviseProposal(source, now)
        : prefillProposal(parseJson<Record<string, unknown>>(lead.payload, {}), texts, language, now);
      await tx
        .insertInto("quote")
        .values({
          id,
          lead_id: leadId,
          status: "draft",
          ...contentColumns(content),
          language,
          currency: source?.currency ?? "EUR",
          created_by: actor.session.user.id,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await recordAudit(tx, actor, {
        action: "proposal.create",
        entityType: "quote",
        entityId: id,
        changes: {
          leadId,
          from: source?.number ?? "selection",
          plan: content.plan,
          totalCents: proposalTotals(content.lines).totalCents,
        },
      });
      return { ok: true, id } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "draftExists" };
    throw error;
  }
}

async function failureOf(db: Kysely<DB>, proposalId: string): Promise<ProposalFailure> {
  const row = await db.selectFrom("quote").select("status").where("id", "=", proposalId).executeTakeFirst();
  return row ? "proposalIssued" : "notFound";
}

/** Replaces a draft's content; refused once issued. */
export async function saveProposalDraft(
  db: Kysely<DB>,
  actor: Actor,
  proposalId: string,
  content: ProposalContent,
): Promise<ProposalResult> {
  return inTransaction(db, async (tx) => {
    const before = await tx
      .selectFrom("quote")
      .select(["total_cents", "status"])
      .where("id", "=", proposalId)
      .executeTakeFirst();
    const columns = contentColumns(content);
    const updated = await tx
      .updateTable("quote")
      .set({ ...columns, updated_at: new Date() })
      .where("id", "=", proposalId)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (!before || Number(updated.numUpdatedRows) !== 1)
      return { ok: false, error: await failureOf(tx, proposalId) } as const;
    await recordAudit(tx, actor, {
      action: "proposal.update",
      entityType: "quote",
      entityId: proposalId,
      changes: {
        totalCents: [toInt(before.total_cents), columns.total_cents],
        lines: content.lines.length,
        plan: content.plan,
        validUntil: content.validUntil,
      },
    });
    return { ok: true } as const;
  });
}

/** Deletes a draft (it has no number); an issued proposal is never deleted. */
export async function deleteProposalDraft(
  db: Kysely<DB>,
  actor: Actor,
  proposalId: string,
): Promise<ProposalResult> {
  return inTransaction(db, async (tx) => {
    const deleted = await tx
      .deleteFrom("quote")
      .where("id", "=", proposalId)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1)
      return { ok: false, error: await failureOf(tx, proposalId) } as const;
    await recordAudit(tx, actor, { action: "proposal.delete", entityType: "quote", entityId: proposalId });
    return { ok: true } as const;
  });
}

/** Thrown inside the issuing transaction to roll it back. */
class Refused extends Error {
  readonly reason: ProposalFailure;
  constructor(reason: ProposalFailure) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Issues a draft, in one transaction: saves the content given (the form's), checks the draft has
 * lines and is still valid, takes the next number of the year (the sequence's row lock makes
 * concurrent issuers wait for each other), then numbers and dates the draft, with a copy of the
 * seller's business details of this moment (what its PDF prints from then on), only if it still
 * is one (a concurrent attempt on the same draft finds nothing and rolls back, its number with it).
 * The lead's value becomes the proposal's amount excluding VAT, and with `moveStage` an earlier
 * lead moves to "proposal sent" (the pipeline's rules kept: never backwards). A failure anywhere
 * rolls everything back: no gap in the numbers.
 */
export async function issueProposal(
  db: Kysely<DB>,
  actor: Actor,
  proposalId: string,
  options: { readonly content?: ProposalContent; readonly moveStage?: boolean } = {},
  /** The issue time; tests pass one (e.g. on New Year's Eve), the pages never do. */
  at?: Date,
): Promise<ProposalResult<{ number: string; moved: boolean }>> {
  const now = at ?? new Date();
  try {
    return await inTransaction(db, async (tx) => {
      if (options.content) {
        const saved = await saveProposalDraft(tx, actor, proposalId, options.content);
        if (!saved.ok) throw new Refused(saved.error);
      }
      const proposal = await getProposal(tx, proposalId, now);
      if (!proposal) throw new Refused("notFound");
      if (proposal.status !== "draft") throw new Refused("proposalIssued");
      if (proposal.lines.length === 0) throw new Refused("noLines");
      if (!proposal.validUntil || proposal.validUntil < parisDay(now)) throw new Refused("validityPast");
      const number = await nextProposalNumber(tx, now);
      // After the counter: numbers and issue times follow the same order.
      const issuedAt = at ?? new Date();
      // The seller as printed from now on: read in this transaction, past the settings' cache.
      const { business } = await loadSettings(tx);
      const taken = await tx
        .updateTable("quote")
        .set({
          status: "issued",
          number,
          seller_snapshot: sellerSnapshot(business),
          issued_at: issuedAt,
          issued_by: actor.session.user.id,
          updated_at: issuedAt,
        })
        .where("id", "=", proposalId)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new Refused("proposalIssued");
      await recordAudit(tx, actor, {
        action: "proposal.issue",
        entityType: "quote",
        entityId: proposalId,
        changes: {
          status: ["draft", "issued"],
          number,
          totalCents: proposal.totalCents,
          validUntil: proposal.validUntil,
        },
      });
      let moved = false;
      if (proposal.leadId) {
        const lead = await tx
          .selectFrom("lead")
          .select(["stage", "value_cents"])
          .where("id", "=", proposal.leadId)
          .executeTakeFirstOrThrow();
        const stage: LeadStage = lead.stage;
        moved = Boolean(options.moveStage) && movesToProposalSent(stage);
        const value = toInt(lead.value_cents);
        if (moved || value !== proposal.subtotalCents) {
          await tx
            .updateTable("lead")
            .set({
              ...(moved ? { stage: "proposal_sent" as const } : {}),
              value_cents: proposal.subtotalCents,
              updated_at: issuedAt,
            })
            .where("id", "=", proposal.leadId)
            .execute();
        }
        if (moved) {
          await recordAudit(tx, actor, {
            action: "lead.stage",
            entityType: "lead",
            entityId: proposal.leadId,
            changes: { stage: [stage, "proposal_sent"], proposal: number },
          });
        }
        if (value !== proposal.subtotalCents) {
          await recordAudit(tx, actor, {
            action: "lead.value",
            entityType: "lead",
            entityId: proposal.leadId,
            changes: { valueCents: [value, proposal.subtotalCents], proposal: number },
          });
        }
      }
      return { ok: true, number, moved } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.reason };
    throw error;
  }
}

/** The explicit conversion of a won lead whose issued proposal was not converted yet. */
export async function convertLead(
  db: Kysely<DB>,
  actor: Actor,
  leadId: string,
  now = new Date(),
): Promise<ProposalResult<{ subscriptionId: string; orderId: string; institutionId: string }>> {
  const lead = await db.selectFrom("lead").select("stage").where("id", "=", leadId).executeTakeFirst();
  if (!lead) return { ok: false, error: "notFound" };
  if (lead.stage !== "won") return { ok: false, error: "notWon" };
  const result = await db.transaction().execute((tx) => convertWonLead(tx, actor, leadId, now));
  return result.ok ? result : { ok: false, error: result.error };
}

/**
 * What the PDF needs: an issued proposal, its buyer (the converted institution, else the lead) and
 * the seller's details kept when it was issued.
 */
export async function proposalDocument(db: Kysely<DB>, proposalId: string): Promise<ProposalDocument | null> {
  const proposal = await getProposal(db, proposalId);
  if (!proposal || proposal.status === "draft" || !proposal.number || !proposal.issuedAt) return null;
  const kept = await db
    .selectFrom("quote")
    .select("seller_snapshot")
    .where("id", "=", proposalId)
    .executeTakeFirstOrThrow();
  const lead = proposal.leadId
    ? await db
        .selectFrom("lead")
        .select(["email", "institution_name", "payload"])
        .where("id", "=", proposal.leadId)
        .executeTakeFirst()
    : undefined;
  const institution = proposal.institutionId
    ? await db
        .selectFrom("institution")
        .selectAll()
        .where("id", "=", proposal.institutionId)
        .executeTakeFirst()
    : undefined;
  const payload = parseJson<Record<string, unknown>>(lead?.payload, {});
  const said = (key: string) => (typeof payload[key] === "string" ? (payload[key] as string).trim() : "");
  const contact = [said("firstName"), said("lastName")].filter(Boolean).join(" ");
  return {
    proposal: { ...proposal, number: proposal.number, issuedAt: proposal.issuedAt },
    seller: sellerFromSnapshot(kept.seller_snapshot),
    buyer: {
      name: institution?.name ?? lead?.institution_name ?? said("institution"),
      contact: [contact, said("position")].filter(Boolean).join(", "),
      email: lead?.email ?? "",
      siret: institution?.siret ?? said("siret"),
      address: institution
        ? [
            institution.address_line1 ?? "",
            institution.address_line2 ?? "",
            [institution.postal_code, institution.city].filter(Boolean).join(" "),
          ].filter(Boolean)
        : [],
    },
  };
}

// --- the lead page ------------------------------------------------------------------------------

export interface ProposalPanel {
  readonly proposals: readonly ProposalView[];
  readonly draft: ProposalView | null;
  readonly conversion: Awaited<ReturnType<typeof conversionOf>>;
  /** A won lead with an issued proposal not converted yet. */
  readonly convertible: boolean;
  readonly today: string;
}

export async function proposalPanel(
  db: Kysely<DB>,
  lead: { readonly id: string; readonly stage: LeadStage },
  now = new Date(),
): Promise<ProposalPanel> {
  const proposals = await leadProposals(db, lead.id, now);
  return {
    proposals,
    draft: proposals.find((p) => p.status === "draft") ?? null,
    conversion: await conversionOf(db, lead.id),
    convertible: lead.stage === "won" && proposals.some((p) => p.status === "issued"),
    today: parisDay(now),
  };
}

// --- the forms ------------------------------------------------------------------------------------

export const PROPOSAL_INTENTS = [
  "proposal.create",
  "proposal.save",
  "proposal.issue",
  "proposal.delete",
  "proposal.convert",
] as const;
export type ProposalIntent = (typeof PROPOSAL_INTENTS)[number];

export function isProposalIntent(intent: unknown): intent is ProposalIntent {
  return typeof intent === "string" && (PROPOSAL_INTENTS as readonly string[]).includes(intent);
}

export interface ProposalReply extends AdminReply {
  readonly number?: string;
  readonly moved?: boolean;
}

function formInput(form: FormData): ProposalFormInput {
  const text = (name: string) => String(form.get(name) ?? "");
  const quantities: Record<string, string> = {};
  for (const [k, v] of form) if (k.startsWith("qty.") && typeof v === "string") quantities[k.slice(4)] = v;
  return {
    plan: text("plan"),
    students: text("students"),
    studentCap: text("studentCap"),
    mrr: text("mrr"),
    validUntil: text("validUntil"),
    addons: form.getAll("addons").map(String),
    quantities,
    label: form.getAll("label").map(String),
    quantity: form.getAll("quantity").map(String),
    unit: form.getAll("unit").map(String),
  };
}

const STATUS_OF: Readonly<Record<ProposalFailure, number>> = {
  notFound: 404,
  proposalIssued: 409,
  draftExists: 409,
  leadLost: 409,
  noIssuedProposal: 409,
  notWon: 409,
  noLines: 400,
  validityPast: 400,
};

/** The lead page's quote builder actions; `leadId` scopes every proposal id the form names. */
export async function applyProposalAction(
  db: Kysely<DB>,
  actor: Actor,
  leadId: string,
  form: FormData,
  options: {
    readonly onIssued?: (proposalId: string) => Promise<unknown>;
    /** The server's clock (movable in tests): the draft's default validity, the issue date. */
    readonly now?: Date;
  } = {},
) {
  const now = options.now ?? new Date();
  const intent = String(form.get("intent") ?? "");
  const refused = (error: ProposalFailure, values?: FormValues) =>
    data<ProposalReply>(
      error === "notFound"
        ? { intent, leadId, formError: "notFound" }
        : { intent, leadId, fieldErrors: { form: error as AdminValidationKey }, values },
      { status: STATUS_OF[error] },
    );
  if (!isProposalIntent(intent))
    return data<ProposalReply>({ intent, leadId, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });

  if (intent === "proposal.create") {
    const result = await createProposalDraft(db, actor, leadId, now);
    return result.ok ? { intent, leadId, ok: true, message: "proposals.created" } : refused(result.error);
  }
  if (intent === "proposal.convert") {
    const result = await convertLead(db, actor, leadId, now);
    return result.ok
      ? { intent, leadId, ok: true, message: "proposals.convertedDone" }
      : refused(result.error);
  }

  const proposalId = String(form.get("proposalId") ?? "");
  const proposal = proposalId ? await getProposal(db, proposalId, now) : null;
  if (!proposal || proposal.leadId !== leadId) return refused("notFound");

  if (intent === "proposal.delete") {
    const result = await deleteProposalDraft(db, actor, proposalId);
    return result.ok ? { intent, leadId, ok: true, message: "proposals.deleted" } : refused(result.error);
  }

  // What was typed, to fill the form again after an error (the lines keyed by row).
  const typed = formValuesByRow(form, LINE_FIELDS);
  if (proposal.status !== "draft") return refused("proposalIssued", typed);
  const parsed = parseProposalForm(formInput(form), parisDay(now), proposal.modules);
  if (!parsed.ok)
    return data<ProposalReply>(
      {
        intent,
        leadId,
        fieldErrors: parsed.fieldErrors satisfies ProposalReply["fieldErrors"],
        values: typed,
      },
      { status: 400 },
    );
  if (intent === "proposal.save") {
    const result = await saveProposalDraft(db, actor, proposalId, parsed.value);
    return result.ok
      ? { intent, leadId, ok: true, message: "proposals.saved" }
      : refused(result.error, typed);
  }
  const result = await issueProposal(
    db,
    actor,
    proposalId,
    { content: parsed.value, moveStage: form.get("moveStage") === "on" },
    now,
  );
  if (!result.ok) return refused(result.error, typed);
  // The customer receives the proposal's signed link (decision 032-online-proposals).
  await options.onIssued?.(proposalId);
  return {
    intent,
    leadId,
    ok: true,
    message: result.moved ? "proposals.issuedMoved" : "proposals.issued",
    number: result.number,
    moved: result.moved,
  } satisfies ProposalReply;
}
