import type { Kysely } from "kysely";
import { notify, notifyDepsOf, type NotifyDeps } from "../notifications/notifications.server.ts";
import { data, type RouterContextProvider } from "react-router";
import { parseWith } from "#app/lib/forms/parse.ts";
import { requestInfoContext } from "#app/context.ts";
import { services } from "#app/features/auth/session.server.ts";
import { leadsDb, type LeadsTx } from "#app/features/leads/db.server.ts";
import { deliverSoon, queueMail } from "#app/features/leads/mail-queue.server.ts";
import { currentSettings, salesEmailFor } from "#app/features/crm/settings/store.server.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { newId, normalizeEmail, toDate, toDateOrNull, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { renderMail } from "#server/mail/layout.ts";
import { appendAcceptanceCertificate, sha256Hex } from "./acceptance-certificate.server.ts";
import {
  AcceptProposalSchema,
  answerRefusal,
  DeclineProposalSchema,
  ONLINE_ERRORS,
  onlineStatusOf,
  type AnswerRefusal,
  type OnlineErrorKey,
  type OnlineStatus,
} from "./online.ts";
import { proposalFileName, proposalPdf } from "./proposal-pdf.server.ts";
import { convertProposal, proposalOf, type ProposalView } from "./proposal-records.server.ts";
import { signProposalToken } from "./proposal-link.server.ts";
import { proposalDocument } from "./proposals.server.ts";
import { parisDay, validUntilTimestamp } from "./proposals.ts";
import type { AuditAction } from "../history/history.ts";
import { downloadResponse } from "#app/lib/download.ts";

/**
 * Proposals online (decision 032-online-proposals): the issued proposal e-mailed to the lead's
 * contact with a signed link, shown to the customer (the link's page, the client space's Quotes
 * page), its first view recorded, accepted with a simple electronic signature or declined with a
 * reason. An acceptance takes the proposal only while it is still issued and within its validity
 * (a conditional update whose row count is checked) and does what "won" does in the same
 * transaction: the lead moves to won, the subscription and the order are created, exactly once.
 * Staff hear of every answer at once (an e-mail queued in the same transaction, the lead's history).
 */

type Context = Readonly<RouterContextProvider>;

/** Who opened or answered: a signed-in customer, or the holder of the signed link (no account). */
export interface Visitor {
  readonly userId: string | null;
  readonly ip: string;
  readonly userAgent: string;
}

export function visitorOf(context: Context, request: Request, userId: string | null): Visitor {
  return {
    userId,
    ip: context.get(requestInfoContext).clientAddress,
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500),
  };
}

export interface OnlineProposal {
  readonly id: string;
  readonly number: string;
  readonly status: OnlineStatus;
  readonly language: "fr" | "en";
  readonly issuedAt: string;
  readonly validUntil: string;
  readonly lines: ProposalView["lines"];
  readonly subtotalCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly currency: string;
  readonly institution: string;
  readonly sha256: string | null;
  readonly respondedAt: string | null;
  readonly signerName: string | null;
  readonly signerRole: string | null;
  readonly declineReason: string | null;
  /** Why an answer is refused now; null: it may be accepted or declined. */
  readonly refusal: AnswerRefusal | null;
}

type QuoteRow = Awaited<ReturnType<typeof quoteRow>>;

async function quoteRow(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("quote")
    .leftJoin("lead", "lead.id", "quote.lead_id")
    .selectAll("quote")
    .select(["lead.email as lead_email", "lead.institution_name as lead_institution", "lead.owner_user_id"])
    .where("quote.id", "=", id)
    .executeTakeFirst();
}

function onlineOf(row: NonNullable<QuoteRow>, now: Date): OnlineProposal | null {
  const p = proposalOf(row, now);
  const facts = {
    status: p.status,
    viewedAt: toDateOrNull(row.viewed_at)?.toISOString() ?? null,
    validUntil: p.validUntil,
  };
  const status = onlineStatusOf(facts, now);
  if (!status || !p.number || !p.issuedAt) return null;
  return {
    id: p.id,
    number: p.number,
    status,
    language: p.language,
    issuedAt: p.issuedAt,
    validUntil: p.validUntil,
    lines: p.lines,
    subtotalCents: p.subtotalCents,
    vatCents: p.vatCents,
    totalCents: p.totalCents,
    currency: p.currency,
    institution: row.lead_institution ?? "",
    sha256: row.issued_pdf_sha256,
    respondedAt: toDateOrNull(row.responded_at)?.toISOString() ?? null,
    signerName: row.signer_name,
    signerRole: row.signer_role,
    declineReason: row.decline_reason,
    refusal: answerRefusal(facts, now),
  };
}

export async function onlineProposal(db: Kysely<DB>, id: string, now: Date): Promise<OnlineProposal | null> {
  const row = await quoteRow(db, id);
  return row ? onlineOf(row, now) : null;
}

/** Whether a signed-in customer may see this proposal: their institution's, or sent to their verified address. */
export async function customerMayOpen(
  db: Kysely<DB>,
  proposalId: string,
  customer: {
    readonly email: string;
    readonly emailVerified: boolean;
    readonly institutionId: string | null;
  },
): Promise<boolean> {
  const row = await quoteRow(db, proposalId);
  if (!row || row.status === "draft") return false;
  if (customer.institutionId && row.institution_id === customer.institutionId) return true;
  return (
    customer.emailVerified &&
    Boolean(row.lead_email) &&
    normalizeEmail(row.lead_email!) === normalizeEmail(customer.email)
  );
}

/** A customer's proposals, newest first: their institution's and those sent to their verified address. */
export async function customerProposals(
  db: Kysely<DB>,
  customer: {
    readonly email: string;
    readonly emailVerified: boolean;
    readonly institutionId: string | null;
  },
  now: Date,
): Promise<OnlineProposal[]> {
  const email = customer.emailVerified ? normalizeEmail(customer.email) : null;
  if (!email && !customer.institutionId) return [];
  const ids = await db
    .selectFrom("quote")
    .leftJoin("lead", "lead.id", "quote.lead_id")
    .select("quote.id")
    .where("quote.status", "!=", "draft")
    .where((eb) =>
      eb.or([
        ...(customer.institutionId ? [eb("quote.institution_id", "=", customer.institutionId)] : []),
        ...(email ? [eb(eb.fn("lower", ["lead.email"]), "=", email)] : []),
      ]),
    )
    .orderBy("quote.issued_at", "desc")
    .limit(50)
    .execute();
  const out: OnlineProposal[] = [];
  for (const { id } of ids) {
    const p = await onlineProposal(db, id, now);
    if (p) out.push(p);
  }
  return out;
}

// --- the PDF --------------------------------------------------------------------------------------

/**
 * The exact PDF the customer is shown and signs: drawn once, the first time it is needed after
 * issue, then kept with its SHA-256 (a later change of the settings or of the customer's records
 * never changes what was signed). Concurrent first requests keep the first one stored.
 */
export async function issuedPdf(
  context: Context,
  proposalId: string,
): Promise<{ bytes: Uint8Array; sha256: string } | null> {
  const app = services(context);
  const kept = await app.db
    .selectFrom("quote")
    .select(["issued_pdf", "issued_pdf_sha256"])
    .where("id", "=", proposalId)
    .executeTakeFirst();
  if (!kept) return null;
  if (kept.issued_pdf && kept.issued_pdf_sha256)
    return { bytes: Buffer.from(kept.issued_pdf, "base64"), sha256: kept.issued_pdf_sha256 };
  const doc = await proposalDocument(app.db, proposalId);
  if (!doc) return null;
  const { business } = await currentSettings(app);
  const bytes = await proposalPdf(doc, business);
  await app.db
    .updateTable("quote")
    .set({ issued_pdf: Buffer.from(bytes).toString("base64"), issued_pdf_sha256: sha256Hex(bytes) })
    .where("id", "=", proposalId)
    .where("issued_pdf", "is", null)
    .execute();
  return issuedPdf(context, proposalId);
}

/** The PDF to download: the issued one, or once accepted online, the same bytes with the certificate page. */
export async function proposalDownload(
  context: Context,
  proposalId: string,
): Promise<{ bytes: Uint8Array; number: string; accepted: boolean } | null> {
  const app = services(context);
  const row = await quoteRow(app.db, proposalId);
  if (!row || row.status === "draft" || !row.number) return null;
  const pdf = await issuedPdf(context, proposalId);
  if (!pdf) return null;
  if (row.status !== "accepted" || !row.signer_name || !row.responded_at)
    return { bytes: pdf.bytes, number: row.number, accepted: false };
  const bytes = await appendAcceptanceCertificate(pdf.bytes, {
    number: row.number,
    signerName: row.signer_name,
    signerRole: row.signer_role ?? "",
    acceptedAt: toDate(row.responded_at).toISOString(),
    ip: row.signer_ip ?? "",
    userAgent: row.signer_user_agent ?? "",
    sha256: pdf.sha256,
    lang: row.language === "en" ? "en" : "fr",
  });
  return { bytes, number: row.number, accepted: true };
}

// --- links and e-mails ----------------------------------------------------------------------------

export function proposalLinkPath(
  secret: string,
  proposalId: string,
  validUntil: string,
  lang: "fr" | "en",
): string {
  return localizedPath(`/proposition/${signProposalToken(secret, proposalId, validUntil)}`, lang);
}

const SIGNATURE = {
  fr: "L'équipe GA Éducation – du lundi au vendredi, de 9 h à 18 h – +33 1 84 80 12 34",
  en: "The GA Education team – Monday to Friday, 9 am to 6 pm (Paris time) – +33 1 84 80 12 34",
} as const;

/**
 * After issue: the PDF is frozen and the lead's contact receives the proposal's signed link, in the
 * proposal's language. No contact address: nothing is sent (staff send the PDF themselves).
 */
export async function sendProposalToCustomer(context: Context, proposalId: string): Promise<boolean> {
  const app = services(context);
  const row = await quoteRow(app.db, proposalId);
  if (!row?.lead_email || !row.number || row.status !== "issued") return false;
  const p = proposalOf(row);
  const pdf = await issuedPdf(context, proposalId);
  const origin = context.get(requestInfoContext).origin;
  const lang = p.language;
  const url = `${origin}${proposalLinkPath(app.config.authSecret, proposalId, p.validUntil, lang)}`;
  const fr = lang === "fr";
  const until = new Intl.DateTimeFormat(fr ? "fr-FR" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${p.validUntil}T12:00:00Z`));
  const mail = renderMail({
    lang,
    subject: fr
      ? `Votre proposition commerciale ${p.number} – GA Éducation`
      : `Your commercial proposal ${p.number} – GA Education`,
    preheader: fr
      ? `Consultez-la et acceptez-la en ligne jusqu'au ${until}.`
      : `View and accept it online until ${until}.`,
    greeting: fr ? "Bonjour," : "Hello,",
    paragraphs: [
      fr
        ? `Voici notre proposition commerciale ${p.number}, valable jusqu'au ${until}. Vous pouvez la consulter, télécharger le PDF et l'accepter ou la refuser en ligne avec le lien ci-dessous, sans créer de compte.`
        : `Here is our commercial proposal ${p.number}, valid until ${until}. You can view it, download the PDF and accept or decline it online with the link below, without creating an account.`,
      fr
        ? "Ce lien est personnel : il ouvre cette proposition seulement. Ne le transférez qu'aux personnes habilitées à engager votre établissement."
        : "This link is personal: it opens this proposal only. Forward it only to people authorised to commit your institution.",
      ...(pdf ? [`SHA-256 (PDF) : ${pdf.sha256}`] : []),
    ],
    action: { label: fr ? "Consulter la proposition" : "View the proposal", url },
    notes: [SIGNATURE[lang]],
  });
  await app.mailer.send({ to: row.lead_email, kind: "proposal-sent", ...mail });
  deliverSoon(app.mailer, app.logger);
  return true;
}

/** The staff to tell: the lead's owner and who issued the proposal, else the sales address. */
async function staffAddresses(
  tx: Kysely<DB>,
  context: Context,
  row: NonNullable<QuoteRow>,
): Promise<string[]> {
  const ids = [row.owner_user_id, row.issued_by].filter((x): x is string => Boolean(x));
  const found = ids.length
    ? (await tx.selectFrom("user").select("email").where("id", "in", ids).execute()).map((u) => u.email)
    : [];
  const unique = [...new Set(found)];
  return unique.length ? unique : [await salesEmailFor(services(context), tx)];
}

async function notifyStaff(
  tx: Kysely<DB>,
  context: Context,
  row: NonNullable<QuoteRow>,
  answer: { kind: "accepted"; signer: string; role: string } | { kind: "declined"; reason: string },
  now: Date,
): Promise<void> {
  const origin = context.get(requestInfoContext).origin;
  const leadUrl = row.lead_id ? `${origin}/admin/quotes/${row.lead_id}` : `${origin}/admin/quotes`;
  const who = row.lead_institution || row.lead_email || "";
  const mail = renderMail({
    lang: "fr",
    subject:
      answer.kind === "accepted"
        ? `Proposition ${row.number} acceptée en ligne – ${who}`.slice(0, 150)
        : `Proposition ${row.number} refusée en ligne – ${who}`.slice(0, 150),
    preheader: answer.kind === "accepted" ? "Abonnement et commande créés." : "Motif indiqué par le client.",
    greeting: "Bonjour,",
    paragraphs:
      answer.kind === "accepted"
        ? [
            `${answer.signer} (${answer.role}) a accepté la proposition ${row.number} en ligne (signature électronique simple). La demande passe à « Gagnée » : l'abonnement et la commande sont créés.`,
          ]
        : [`La proposition ${row.number} a été refusée en ligne.`, `Motif : ${answer.reason}`],
    action: { label: "Ouvrir la demande", url: leadUrl },
  });
  for (const to of await staffAddresses(tx, context, row))
    await queueMail(leadsDb(tx) as unknown as LeadsTx, { kind: `proposal-${answer.kind}`, to, ...mail }, now);
}

/** An entry of the audit log (the lead's history) by a customer or a link holder: no staff actor. */
async function recordVisitorAudit(
  tx: Kysely<DB>,
  visitor: Visitor,
  entry: { action: AuditAction; entityType: string; entityId: string; changes: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await tx
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_user_id: visitor.userId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      changes: toJson(entry.changes),
      ip_address: visitor.ip,
      created_at: now.toISOString(),
    })
    .execute();
}

// --- view, accept, decline ------------------------------------------------------------------------

/** Tells the lead's owner (else sales) that the customer viewed, accepted or declined (issue 20 §7). */
async function notifyProposal(
  tx: Kysely<DB>,
  deps: NotifyDeps,
  kind: "proposal-viewed" | "proposal-accepted" | "proposal-declined",
  row: NonNullable<QuoteRow>,
  visitor: Visitor,
  now: Date,
): Promise<void> {
  if (!row.lead_id) return;
  await notify(
    tx,
    deps,
    {
      kind,
      entity: { type: "lead", id: row.lead_id },
      params: { lead: row.lead_institution || row.lead_email || "", number: row.number ?? "" },
      actorId: visitor.userId,
      personInCharge: row.owner_user_id,
    },
    now,
  );
}

/** The customer's first opening: "sent" becomes "viewed" (once), with an entry in the lead's history. */
export async function recordFirstView(
  db: Kysely<DB>,
  proposalId: string,
  visitor: Visitor,
  now: Date,
  deps?: NotifyDeps,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const taken = await tx
      .updateTable("quote")
      .set({ viewed_at: now })
      .where("id", "=", proposalId)
      .where("status", "=", "issued")
      .where("viewed_at", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return;
    const row = (await quoteRow(tx, proposalId))!;
    await recordVisitorAudit(
      tx,
      visitor,
      {
        action: "proposal.viewed",
        entityType: row.lead_id ? "lead" : "quote",
        entityId: row.lead_id ?? proposalId,
        changes: { number: row.number, userAgent: visitor.userAgent },
      },
      now,
    );
    if (deps) await notifyProposal(tx, deps, "proposal-viewed", row, visitor, now);
  });
}

export type AnswerResult = { ok: true } | { ok: false; refusal: AnswerRefusal };

/**
 * Accepts a proposal online. In one transaction: the proposal is taken only while issued and
 * within its validity (`WHERE status = 'issued' AND valid_until >= today`: "sent" and "viewed" are
 * both stored as issued), with the signature's record; then the lead moves to won and the proposal
 * becomes its subscription and order, as when staff move it; staff are notified. A second click,
 * or a click on another instance, finds no row to take and changes nothing.
 */
export async function acceptOnline(
  context: Context,
  proposalId: string,
  signer: { readonly signerName: string; readonly signerRole: string },
  visitor: Visitor,
  now: Date,
): Promise<AnswerResult> {
  const app = services(context);
  const pdf = await issuedPdf(context, proposalId);
  if (!pdf) return { ok: false, refusal: "notAvailable" };
  return app.db
    .transaction()
    .execute(async (tx) => {
      const taken = await tx
        .updateTable("quote")
        .set({
          status: "accepted",
          responded_at: now,
          converted_at: now,
          updated_at: now,
          signer_name: signer.signerName,
          signer_role: signer.signerRole,
          signer_ip: visitor.ip,
          signer_user_agent: visitor.userAgent,
          signer_user_id: visitor.userId,
        })
        .where("id", "=", proposalId)
        .where("status", "=", "issued")
        .where("valid_until", ">=", validUntilTimestamp(parisDay(now)))
        .where("issued_pdf_sha256", "=", pdf.sha256)
        .executeTakeFirst();
      const row = await quoteRow(tx, proposalId);
      if (!row) return { ok: false, refusal: "notAvailable" } as const;
      if (Number(taken.numUpdatedRows) !== 1) {
        const now2 = onlineOf(row, now);
        return { ok: false, refusal: now2?.refusal ?? "notAvailable" } as const;
      }
      const actor = { context, session: { user: { id: visitor.userId } } };
      await recordVisitorAudit(
        tx,
        visitor,
        {
          action: "proposal.accepted",
          entityType: row.lead_id ? "lead" : "quote",
          entityId: row.lead_id ?? proposalId,
          changes: {
            status: ["issued", "accepted"],
            number: row.number,
            signer: signer.signerName,
            role: signer.signerRole,
            sha256: pdf.sha256,
            userAgent: visitor.userAgent,
          },
        },
        now,
      );
      if (row.lead_id) {
        const lead = await tx
          .selectFrom("lead")
          .select("stage")
          .where("id", "=", row.lead_id)
          .executeTakeFirstOrThrow();
        if (lead.stage !== "won") {
          await tx
            .updateTable("lead")
            .set({ stage: "won", lost_reason: null, updated_at: now.toISOString() })
            .where("id", "=", row.lead_id)
            .execute();
          await recordVisitorAudit(
            tx,
            visitor,
            {
              action: "lead.stage",
              entityType: "lead",
              entityId: row.lead_id,
              changes: { stage: [lead.stage, "won"], proposal: row.number },
            },
            now,
          );
        }
        await convertProposal(tx, actor, row, row.lead_id, now);
      }
      await notifyStaff(
        tx,
        context,
        row,
        { kind: "accepted", signer: signer.signerName, role: signer.signerRole },
        now,
      );
      await notifyProposal(tx, notifyDepsOf(app), "proposal-accepted", row, visitor, now);
      return { ok: true } as const;
    })
    .then((result) => {
      if (result.ok) deliverSoon(app.mailer, app.logger);
      return result;
    });
}

/** Declines a proposal online with the customer's reason (taken only while issued and valid); staff are notified. */
export async function declineOnline(
  context: Context,
  proposalId: string,
  reason: string,
  visitor: Visitor,
  now: Date,
): Promise<AnswerResult> {
  const app = services(context);
  const result = await app.db.transaction().execute(async (tx) => {
    const taken = await tx
      .updateTable("quote")
      .set({
        status: "declined",
        responded_at: now,
        updated_at: now,
        decline_reason: reason,
        signer_user_id: visitor.userId,
      })
      .where("id", "=", proposalId)
      .where("status", "=", "issued")
      .where("valid_until", ">=", validUntilTimestamp(parisDay(now)))
      .executeTakeFirst();
    const row = await quoteRow(tx, proposalId);
    if (!row) return { ok: false, refusal: "notAvailable" } as const;
    if (Number(taken.numUpdatedRows) !== 1)
      return { ok: false, refusal: onlineOf(row, now)?.refusal ?? "notAvailable" } as const;
    await recordVisitorAudit(
      tx,
      visitor,
      {
        action: "proposal.declinedOnline",
        entityType: row.lead_id ? "lead" : "quote",
        entityId: row.lead_id ?? proposalId,
        changes: { status: ["issued", "declined"], number: row.number, reason },
      },
      now,
    );
    await notifyStaff(tx, context, row, { kind: "declined", reason }, now);
    await notifyProposal(tx, notifyDepsOf(app), "proposal-declined", row, visitor, now);
    return { ok: true } as const;
  });
  if (result.ok) deliverSoon(app.mailer, app.logger);
  return result;
}

// --- the forms' action (the signed link's page and the client space's Quotes page) ------------------

export interface AnswerReply {
  readonly intent: "accept" | "decline";
  readonly proposalId: string;
  readonly done?: "accepted" | "declined";
  readonly refusal?: AnswerRefusal;
  readonly fieldErrors?: Partial<Record<string, OnlineErrorKey>>;
  readonly values?: Record<string, string>;
}

/**
 * Runs the acceptance or decline form of a proposal the caller already allowed this visitor to
 * answer: the form's schema (the browser's own), then the conditional update. Answers 400 with the
 * errors and what was typed, 409 with the reason when it can no longer be answered.
 */
export async function answerProposal(
  context: Context,
  proposalId: string,
  form: FormData,
  visitor: Visitor,
  now: Date,
) {
  const intent = form.get("intent") === "decline" ? "decline" : "accept";
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && k !== "intent") values[k] = v;
  if (intent === "accept") {
    const parsed = parseWith(AcceptProposalSchema, values, ONLINE_ERRORS);
    if (!parsed.ok)
      return data<AnswerReply>({ intent, proposalId, fieldErrors: parsed.errors, values }, { status: 400 });
    const result = await acceptOnline(context, proposalId, parsed.data, visitor, now);
    return result.ok
      ? data<AnswerReply>({ intent, proposalId, done: "accepted" })
      : data<AnswerReply>({ intent, proposalId, refusal: result.refusal, values }, { status: 409 });
  }
  const parsed = parseWith(DeclineProposalSchema, values, ONLINE_ERRORS);
  if (!parsed.ok)
    return data<AnswerReply>({ intent, proposalId, fieldErrors: parsed.errors, values }, { status: 400 });
  const result = await declineOnline(context, proposalId, parsed.data.reason, visitor, now);
  return result.ok
    ? data<AnswerReply>({ intent, proposalId, done: "declined" })
    : data<AnswerReply>({ intent, proposalId, refusal: result.refusal, values }, { status: 409 });
}

export function pdfResponse(file: { bytes: Uint8Array; number: string; accepted: boolean }): Response {
  const name = proposalFileName(file.accepted ? `${file.number}-acceptee` : file.number);
  return downloadResponse(
    new Uint8Array(file.bytes),
    { name, type: "application/pdf" },
    { "X-Robots-Tag": "noindex" },
  );
}
