import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { toDate } from "#server/db/mapping.ts";
import type { DB, PlanId, TicketStatus } from "#server/db/schema.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { renderMail, type MailLanguage } from "#server/mail/layout.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { downloadResponse } from "#app/lib/download.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import {
  notify,
  ticketAckMail,
  type NotifyDeps,
} from "#app/features/crm/notifications/notifications.server.ts";
import { audit, type Member } from "./access.server.ts";
import {
  attachmentProblem,
  safeAttachmentName,
  sniffAttachmentType,
  type AttachmentType,
} from "./attachments.ts";
import {
  canReopen,
  priorityLevel,
  responseTarget,
  statusAfterReply,
  storedPriority,
  type PriorityLevel,
} from "./sla.ts";

/**
 * Support tickets of the member's institution: list, thread, replies, attachments (stored under
 * DATA_DIR/attachments, outside the web root, named by a random key) and the staff reply that
 * the admin CRM calls, which e-mails the customer.
 */
export interface UploadedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export function attachmentsDir(dataDir: string): string {
  return path.join(dataDir, "attachments");
}

interface StoredFile {
  readonly id: string;
  readonly key: string;
  readonly filename: string;
  readonly type: AttachmentType;
  readonly size: number;
}

/** Writes checked files to disk before the rows are inserted; `discard` removes them on failure. */
async function storeFiles(dir: string, files: readonly UploadedFile[]) {
  const stored: StoredFile[] = [];
  if (files.length) await mkdir(dir, { recursive: true });
  for (const file of files) {
    const type = sniffAttachmentType(file.bytes);
    if (!type || attachmentProblem(file.bytes, file.name)) throw new Error("unchecked attachment");
    const id = crypto.randomUUID();
    const key = `${id}.bin`;
    await writeFile(path.join(dir, key), file.bytes, { mode: 0o600 });
    stored.push({ id, key, filename: safeAttachmentName(file.name, type), type, size: file.bytes.length });
  }
  return {
    stored,
    discard: async () => {
      await Promise.all(stored.map((s) => rm(path.join(dir, s.key), { force: true })));
    },
  };
}

export interface TicketSummary {
  readonly id: string;
  readonly subject: string;
  readonly category: string | null;
  readonly status: TicketStatus;
  readonly priority: PriorityLevel;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly target: { hours: number; dueAt: string; state: "waiting" | "met" | "late" } | null;
}

async function currentPlan(db: Kysely<DB>, institutionId: string): Promise<PlanId | null> {
  const sub = await db
    .selectFrom("subscription")
    .select("plan")
    .where("institution_id", "=", institutionId)
    .where("status", "!=", "cancelled")
    .orderBy("started_at", "desc")
    .executeTakeFirst();
  return sub?.plan ?? null;
}

export interface TicketFilter {
  readonly status?: TicketStatus | "active";
  readonly q?: string;
}

export async function listTickets(
  db: Kysely<DB>,
  m: Member,
  filter: TicketFilter = {},
  now = new Date(),
): Promise<TicketSummary[]> {
  let query = db
    .selectFrom("ticket")
    .select(["id", "subject", "category", "status", "priority", "created_at", "updated_at"])
    .select((eb) =>
      eb
        .selectFrom("ticket_message")
        .select((e) => e.fn.min("ticket_message.created_at").as("first"))
        .whereRef("ticket_message.ticket_id", "=", "ticket.id")
        .where("ticket_message.author_role", "=", "staff")
        .as("first_staff_reply"),
    )
    .where("institution_id", "=", m.institutionId);
  if (filter.status === "active") query = query.where("status", "in", ["open", "pending"]);
  else if (filter.status) query = query.where("status", "=", filter.status);
  const q = filter.q?.trim().toLowerCase();
  if (q)
    query = query.where((eb) => eb(eb.fn("lower", ["subject"]), "like", `%${q.replace(/[%_\\]/g, "")}%`));
  const rows = await query.orderBy("updated_at", "desc").limit(200).execute();
  const plan = await currentPlan(db, m.institutionId);
  return rows.map((r) => {
    const created = toDate(r.created_at);
    const first = r.first_staff_reply ? toDate(r.first_staff_reply as string | Date) : null;
    const target = responseTarget(plan, created, first, now);
    return {
      id: r.id,
      subject: r.subject,
      category: r.category,
      status: r.status,
      priority: priorityLevel(r.priority),
      createdAt: created.toISOString(),
      updatedAt: toDate(r.updated_at).toISOString(),
      target: target ? { ...target, dueAt: target.dueAt.toISOString() } : null,
    };
  });
}

export interface TicketThread extends TicketSummary {
  readonly messages: readonly {
    readonly id: string;
    readonly author: "client" | "staff";
    readonly authorName: string | null;
    readonly body: string;
    readonly createdAt: string;
    readonly attachments: readonly { id: string; filename: string; size: number; contentType: string }[];
  }[];
}

export async function getTicket(
  db: Kysely<DB>,
  m: Member,
  id: string,
  now = new Date(),
): Promise<TicketThread | null> {
  const summary = (await listTickets(db, m, {}, now)).find((t) => t.id === id);
  if (!summary) return null;
  return { ...summary, messages: await ticketMessages(db, id, "client") };
}

/**
 * A ticket's messages, oldest first, with their attachments, as `reader` sees them: a customer sees
 * the names their colleagues show (`display_name`) and no staff member's name; staff see the
 * accounts' names.
 */
export async function ticketMessages(
  db: Kysely<DB>,
  ticketId: string,
  reader: "client" | "staff",
): Promise<TicketThread["messages"]> {
  const messages = await db
    .selectFrom("ticket_message")
    .leftJoin("user", "user.id", "ticket_message.author_user_id")
    .select([
      "ticket_message.id",
      "ticket_message.author_role",
      "ticket_message.body",
      "ticket_message.created_at",
      "user.name",
      "user.display_name",
    ])
    .where("ticket_message.ticket_id", "=", ticketId)
    .orderBy("ticket_message.created_at", "asc")
    .orderBy("ticket_message.id", "asc")
    .execute();
  const files = await db
    .selectFrom("ticket_attachment")
    .select(["id", "message_id", "filename", "size", "content_type"])
    .where("ticket_id", "=", ticketId)
    .orderBy("created_at", "asc")
    .execute();
  return messages.map((msg) => ({
    id: msg.id,
    author: msg.author_role,
    authorName: reader === "staff" ? msg.name : msg.author_role === "client" ? msg.display_name : null,
    body: msg.body,
    createdAt: toDate(msg.created_at).toISOString(),
    attachments: files
      .filter((f) => f.message_id === msg.id)
      .map((f) => ({ id: f.id, filename: f.filename, size: Number(f.size), contentType: f.content_type })),
  }));
}

export interface NewTicket {
  readonly subject: string;
  readonly category: string;
  readonly priority: PriorityLevel;
  readonly message: string;
}

async function insertMessage(
  trx: Kysely<DB>,
  ticketId: string,
  authorUserId: string | null,
  role: "client" | "staff",
  body: string,
  files: readonly StoredFile[],
  at: Date,
): Promise<string> {
  const messageId = crypto.randomUUID();
  await trx
    .insertInto("ticket_message")
    .values({
      id: messageId,
      ticket_id: ticketId,
      author_user_id: authorUserId,
      author_role: role,
      body,
      created_at: at,
    })
    .execute();
  for (const f of files) {
    await trx
      .insertInto("ticket_attachment")
      .values({
        id: f.id,
        ticket_id: ticketId,
        message_id: messageId,
        filename: f.filename,
        content_type: f.type,
        size: f.size,
        storage_key: f.key,
        created_at: at,
      })
      .execute();
  }
  return messageId;
}

/** Who is told of a customer's ticket (issue 20 §7), and in which language the customer reads. */
export interface TicketEvents {
  readonly deps: NotifyDeps;
  readonly lang: Language;
}

/**
 * Opens a ticket with its first message and attachments (already checked); nothing half-stored.
 * With `events`, support is told and the customer gets an acknowledgement, in the same transaction.
 */
export async function openTicket(
  db: Kysely<DB>,
  dataDir: string,
  m: Member,
  input: NewTicket,
  files: readonly UploadedFile[] = [],
  events?: TicketEvents,
): Promise<string> {
  const { stored, discard } = await storeFiles(attachmentsDir(dataDir), files);
  const id = crypto.randomUUID();
  const now = new Date();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("ticket")
        .values({
          id,
          institution_id: m.institutionId,
          user_id: m.userId,
          subject: input.subject,
          category: input.category,
          priority: storedPriority(input.priority),
          status: "open",
          created_at: now,
          updated_at: now,
        })
        .execute();
      await insertMessage(trx, id, m.userId, "client", input.message, stored, now);
      await audit(trx, m, "ticket.opened", { type: "ticket", id }, { priority: input.priority });
      if (!events) return;
      await notify(
        trx,
        events.deps,
        {
          kind: "ticket-opened",
          entity: { type: "ticket", id },
          params: { subject: input.subject, institution: m.institutionName },
          actorId: m.userId,
          personInCharge: null,
        },
        now,
      );
      const customer = await trx
        .selectFrom("user")
        .select(["email", "display_name", "name"])
        .where("id", "=", m.userId)
        .executeTakeFirst();
      if (customer) {
        const mail = ticketAckMail(events.lang, {
          name: customer.display_name?.trim() || customer.name?.trim() || null,
          subject: input.subject,
          ticketId: id,
          baseUrl: events.deps.baseUrl,
        });
        await events.deps.mailer.send(
          { ...mail, to: customer.email, kind: "ticket-acknowledgement" },
          { via: trx },
        );
      }
    });
  } catch (error) {
    await discard();
    throw error;
  }
  return id;
}

/** The customer's reply; false when the ticket is not the institution's. Reopens a closed ticket. */
export async function replyToTicket(
  db: Kysely<DB>,
  dataDir: string,
  m: Member,
  ticketId: string,
  body: string,
  files: readonly UploadedFile[] = [],
  events?: TicketEvents,
): Promise<boolean> {
  const ticket = await db
    .selectFrom("ticket")
    .select(["id", "status", "subject", "assigned_user_id"])
    .where("id", "=", ticketId)
    .where("institution_id", "=", m.institutionId)
    .executeTakeFirst();
  if (!ticket) return false;
  const { stored, discard } = await storeFiles(attachmentsDir(dataDir), files);
  const now = new Date();
  try {
    await db.transaction().execute(async (trx) => {
      await insertMessage(trx, ticketId, m.userId, "client", body, stored, now);
      await trx
        .updateTable("ticket")
        .set({ status: statusAfterReply("client", ticket.status), updated_at: now })
        .where("id", "=", ticketId)
        .where("institution_id", "=", m.institutionId)
        .execute();
      if (events)
        await notify(
          trx,
          events.deps,
          {
            kind: "ticket-answered",
            entity: { type: "ticket", id: ticketId },
            params: { subject: ticket.subject, institution: m.institutionName },
            actorId: m.userId,
            personInCharge: ticket.assigned_user_id,
          },
          now,
        );
    });
  } catch (error) {
    await discard();
    throw error;
  }
  return true;
}

/** Reopens a resolved or closed ticket, or marks an active one resolved. */
export async function setTicketStatus(
  db: Kysely<DB>,
  m: Member,
  ticketId: string,
  change: "reopen" | "resolve",
): Promise<boolean> {
  const ticket = await db
    .selectFrom("ticket")
    .select(["id", "status"])
    .where("id", "=", ticketId)
    .where("institution_id", "=", m.institutionId)
    .executeTakeFirst();
  if (!ticket) return false;
  if (change === "reopen" && !canReopen(ticket.status)) return true;
  const status: TicketStatus = change === "reopen" ? "open" : "resolved";
  await db
    .updateTable("ticket")
    .set({ status, updated_at: new Date() })
    .where("id", "=", ticketId)
    .where("institution_id", "=", m.institutionId)
    .execute();
  await audit(db, m, `ticket.${change}`, { type: "ticket", id: ticketId });
  return true;
}

export interface AttachmentFile {
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * An attachment of one of the institution's tickets; null when there is none; "missing" when the
 * database names it but its file is gone (a data folder restored without its attachments): both
 * answer 404, the second is logged.
 */
export async function readAttachment(
  db: Kysely<DB>,
  dataDir: string,
  m: Member,
  attachmentId: string,
): Promise<AttachmentFile | "missing" | null> {
  return readTicketAttachment(db, dataDir, attachmentId, { institutionId: m.institutionId });
}

/**
 * A ticket's attachment: of one institution's tickets (the client space), or of any ticket for the
 * vendor's support staff (`{ staff: true }`, the admin CRM's route checks the role first).
 */
export async function readTicketAttachment(
  db: Kysely<DB>,
  dataDir: string,
  attachmentId: string,
  scope: { readonly institutionId: string } | { readonly staff: true },
): Promise<(AttachmentFile & { readonly ticketId: string }) | "missing" | null> {
  let query = db
    .selectFrom("ticket_attachment")
    .innerJoin("ticket", "ticket.id", "ticket_attachment.ticket_id")
    .select([
      "ticket_attachment.ticket_id",
      "ticket_attachment.filename",
      "ticket_attachment.content_type",
      "ticket_attachment.storage_key",
    ])
    .where("ticket_attachment.id", "=", attachmentId);
  if ("institutionId" in scope) query = query.where("ticket.institution_id", "=", scope.institutionId);
  const row = await query.executeTakeFirst();
  if (!row || !/^[0-9a-f-]{36}\.bin$/.test(row.storage_key)) return null;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path.join(attachmentsDir(dataDir), row.storage_key));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return "missing";
    throw error;
  }
  return { ticketId: row.ticket_id, filename: row.filename, contentType: row.content_type, bytes };
}

/**
 * The answer that serves an attachment, for customers and staff alike: always downloaded, never
 * rendered inline (a sandboxing CSP even if it were), its type never sniffed, never cached.
 */
export function attachmentResponse(file: AttachmentFile): Response {
  return downloadResponse(
    new Uint8Array(file.bytes),
    { name: file.filename, type: file.contentType },
    { "Content-Security-Policy": "default-src 'none'; sandbox" },
  );
}

function staffReplyMail(lang: MailLanguage, name: string | null, subject: string, url: string) {
  const fr = lang === "fr";
  return renderMail({
    lang,
    subject: fr
      ? `Nouvelle réponse à votre demande « ${subject} »`
      : `New reply to your request "${subject}"`,
    preheader: fr ? "Le support GA Éducation vous a répondu." : "GA Education support has replied.",
    greeting: fr ? (name ? `Bonjour ${name},` : "Bonjour,") : name ? `Hello ${name},` : "Hello,",
    paragraphs: [
      fr
        ? `Notre équipe support a répondu à votre demande « ${subject} ». Lisez la réponse et répondez-nous depuis votre espace client.`
        : `Our support team replied to your request "${subject}". Read the reply and answer us from your client space.`,
    ],
    action: { label: fr ? "Voir la réponse" : "See the reply", url },
  });
}

/**
 * A reply from the vendor's support (the admin CRM calls this): stores the message, puts the
 * ticket in "waiting for customer", and e-mails the person who opened it in their language.
 */
export async function staffReply(
  deps: { db: Kysely<DB>; mailer: Mailer; origin: string },
  input: { ticketId: string; staffUserId: string | null; body: string; status?: TicketStatus },
  /** Runs in the same transaction as the stored message (the admin CRM's audit entry). */
  within?: (trx: Transaction<DB>) => Promise<void>,
): Promise<boolean> {
  const { db, mailer, origin } = deps;
  const ticket = await db
    .selectFrom("ticket")
    .leftJoin("user", "user.id", "ticket.user_id")
    .select([
      "ticket.id",
      "ticket.status",
      "ticket.subject",
      "user.email",
      "user.language",
      "user.first_name",
    ])
    .where("ticket.id", "=", input.ticketId)
    .executeTakeFirst();
  if (!ticket) return false;
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await insertMessage(trx, ticket.id, input.staffUserId, "staff", input.body, [], now);
    await trx
      .updateTable("ticket")
      .set({ status: input.status ?? statusAfterReply("staff", ticket.status), updated_at: now })
      .where("id", "=", ticket.id)
      .execute();
    await within?.(trx);
  });
  if (ticket.email) {
    const lang: MailLanguage = ticket.language === "en" ? "en" : "fr";
    const url = `${origin}${localizedPath("/dashboard/support", lang)}?ticket=${encodeURIComponent(ticket.id)}`;
    const mail = staffReplyMail(lang, ticket.first_name, ticket.subject, url);
    await mailer.send({ to: ticket.email, kind: "ticket-staff-reply", ...mail });
  }
  return true;
}
