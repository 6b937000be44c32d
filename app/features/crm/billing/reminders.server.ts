import type { Kysely } from "kysely";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { loadSettings } from "#app/features/crm/settings/store.server.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { newId, parseJson, toBool, toDate, toDateOrNull, toInt, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { noLiveSignals, type LiveSignals } from "#server/live/live-signals.ts";
import type { Logger } from "#server/logger.ts";
import { renderMail, type MailLanguage } from "#server/mail/layout.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import type { DailyJob } from "#server/scheduler/scheduler.ts";
import { notify } from "../notifications/notifications.server.ts";
import { remindersSectionsEn, remindersSectionsFr } from "./reminder-section-locales.ts";
import {
  agingOf,
  daysLate,
  dueReminderStep,
  reminderRecipients,
  type Aging,
  type BillingContact,
  type ReminderSchedule,
} from "./reminders.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * Reminders of overdue invoices (reads and the daily job) and the ageing of what is owed. The rules
 * (which step, who, which bucket) are in reminders.ts; here, the queries and the sending.
 */

/** Stable name of the daily job: the key of its claims in `scheduled_job_run`. */
export const REMINDER_JOB = "invoice-reminders";
/** 09:00 Paris time: reminders arrive in office hours. */
export const REMINDER_MINUTES = 9 * 60;

export interface ReminderView {
  readonly step: number;
  readonly sentAt: string;
  readonly daysLate: number;
  readonly amountCents: number;
  readonly recipients: readonly string[];
}

/** The reminders sent for the given invoices, by invoice id, in step order. */
export async function remindersOf(
  db: Kysely<DB>,
  invoiceIds: readonly string[],
): Promise<Map<string, ReminderView[]>> {
  const byInvoice = new Map<string, ReminderView[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .selectFrom("invoice_reminder")
    .selectAll()
    .where("invoice_id", "in", invoiceIds)
    .orderBy("invoice_id")
    .orderBy("step")
    .execute();
  for (const r of rows) {
    const list = byInvoice.get(r.invoice_id) ?? [];
    list.push({
      step: toInt(r.step),
      sentAt: toDate(r.sent_at).toISOString(),
      daysLate: toInt(r.days_late),
      amountCents: toInt(r.amount_cents),
      recipients: parseJson<string[]>(r.recipients, []),
    });
    byInvoice.set(r.invoice_id, list);
  }
  return byInvoice;
}

interface OpenInvoice {
  readonly id: string;
  readonly number: string;
  readonly institutionId: string;
  readonly institution: string;
  readonly currency: string;
  readonly dueAt: Date | null;
  readonly outstandingCents: number;
}

/**
 * Issued, unpaid invoices (credit notes excepted), with what is still owed: the total less the
 * credit notes issued against it (their totals are negative). `dueBefore`: only those due by then.
 */
async function openInvoices(db: Kysely<DB>, dueBefore?: Date): Promise<OpenInvoice[]> {
  let q = db
    .selectFrom("invoice")
    .innerJoin("institution", "institution.id", "invoice.institution_id")
    .select((eb) => [
      "invoice.id",
      "invoice.number",
      "invoice.institution_id",
      "institution.name",
      "invoice.currency",
      "invoice.due_at",
      "invoice.total_cents",
      eb
        .selectFrom("invoice as credit")
        .select((e) => e.fn.coalesce(e.fn.sum<number>("credit.total_cents"), e.lit(0)).as("credited"))
        .whereRef("credit.credited_invoice_id", "=", "invoice.id")
        .where("credit.kind", "=", "credit_note")
        .where("credit.status", "in", ["issued", "paid"])
        .as("credited"),
    ])
    .where("invoice.kind", "=", "invoice")
    .where("invoice.status", "=", "issued");
  if (dueBefore) q = q.where("invoice.due_at", "<", dueBefore.toISOString());
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    number: r.number ?? "",
    institutionId: r.institution_id,
    institution: r.name,
    currency: r.currency,
    dueAt: toDateOrNull(r.due_at),
    outstandingCents: toInt(r.total_cents) + toInt(r.credited ?? 0),
  }));
}

/** Amounts owed now by age (the CRM's billing overview). */
export async function billingAging(db: Kysely<DB>, now = new Date()): Promise<Aging> {
  return agingOf(await openInvoices(db), now.getTime());
}

/** The institution's members who may be written to about billing, with their language. */
async function billingContacts(db: Kysely<DB>, institutionId: string): Promise<BillingContact[]> {
  const rows = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.email", "user.language", "user.banned", "membership.role"])
    .where("membership.institution_id", "=", institutionId)
    .where("membership.role", "in", ["owner", "billing"])
    .orderBy("membership.created_at")
    .execute();
  return rows
    .filter((r) => !toBool(r.banned))
    .map((r) => ({ email: r.email, role: r.role, language: r.language === "en" ? "en" : "fr" }));
}

export interface ReminderMailValues {
  readonly number: string;
  readonly institution: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly dueAt: Date;
  readonly daysLate: number;
  readonly last: boolean;
  readonly baseUrl: string;
  readonly contactEmail: string;
}

/** The reminder e-mail in the reader's language. */
export function reminderMail(lang: MailLanguage, v: ReminderMailValues) {
  const t = (lang === "fr" ? remindersSectionsFr : remindersSectionsEn).billingReminders.mail;
  const values = {
    number: v.number,
    institution: v.institution,
    amount: formatMoney(v.amountCents, lang, v.currency),
    due: formatDate(v.dueAt.toISOString(), lang),
    days: String(v.daysLate),
    email: v.contactEmail,
  };
  return renderMail({
    lang,
    subject: interpolate(v.last ? t.subjectLast : t.subject, values),
    preheader: interpolate(t.preheader, values),
    greeting: t.greeting,
    paragraphs: [interpolate(t.body, values), interpolate(t.howToPay, values)],
    action: { label: t.action, url: `${v.baseUrl}${localizedPath("/dashboard/billing", lang)}` },
    notes: [interpolate(t.note, values), interpolate(t.why, values)],
  });
}

export interface ReminderDeps {
  readonly db: Kysely<DB>;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly baseUrl: string;
  /** The CRM's live bell (the overdue invoice's notification to billing). */
  readonly live?: LiveSignals;
}

/**
 * Sends the reminders due on `day` (the scheduler's day, Paris). For each invoice, the reminder's
 * row and its e-mails are written in one transaction; the row's key (invoice, step) makes a second
 * run, on this instance or another, insert nothing and send nothing. Returns how many went out.
 */
export async function sendDueReminders(deps: ReminderDeps, day: string, now: Date): Promise<number> {
  const { db, mailer } = deps;
  const log = deps.logger.child({ module: "reminders" });
  const settings = await loadSettings(db);
  const schedule: ReminderSchedule = settings.reminders;
  const invoices = await openInvoices(db, now);
  const sent = await remindersOf(
    db,
    invoices.map((i) => i.id),
  );
  let count = 0;
  for (const invoice of invoices) {
    // Billing is told once that an invoice became overdue (issue 20 §7), reminder or not.
    if (invoice.dueAt !== null && daysLate(invoice.dueAt, day) > 0 && invoice.outstandingCents > 0) {
      await db.transaction().execute((tx) =>
        notify(
          tx,
          { mailer, live: deps.live ?? noLiveSignals, baseUrl: deps.baseUrl },
          {
            kind: "invoice-overdue",
            entity: { type: "invoice", id: invoice.id },
            params: { number: invoice.number, institution: invoice.institution },
            actorId: null,
            personInCharge: null,
            onceKey: `invoice-overdue:${invoice.id}`,
          },
          now,
        ),
      );
    }
    const step = dueReminderStep({
      schedule,
      open: true,
      outstandingCents: invoice.outstandingCents,
      dueAt: invoice.dueAt,
      day,
      sentSteps: (sent.get(invoice.id) ?? []).map((r) => r.step),
    });
    if (step === null || invoice.dueAt === null) continue;
    const to = reminderRecipients(await billingContacts(db, invoice.institutionId), step, schedule);
    if (to.length === 0) {
      log.warn({ invoice: invoice.number, step }, "no billing contact to remind");
      continue;
    }
    const late = daysLate(invoice.dueAt, day);
    const went = await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto("invoice_reminder")
        .values({
          invoice_id: invoice.id,
          step,
          sent_at: now,
          days_late: late,
          amount_cents: invoice.outstandingCents,
          recipients: toJson(to.map((c) => c.email)),
        })
        .onConflict((oc) => oc.columns(["invoice_id", "step"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      for (const contact of to) {
        const mail = reminderMail(contact.language, {
          number: invoice.number,
          institution: invoice.institution,
          amountCents: invoice.outstandingCents,
          currency: invoice.currency,
          dueAt: invoice.dueAt!,
          daysLate: late,
          last: step >= schedule.days.length,
          baseUrl: deps.baseUrl,
          contactEmail: settings.business.email,
        });
        await mailer.send({ ...mail, to: contact.email, kind: "invoice-reminder" }, { via: tx });
      }
      await tx
        .insertInto("audit_log")
        .values({
          id: newId(),
          actor_user_id: null,
          action: "invoice.reminder",
          entity_type: "invoice",
          entity_id: invoice.id,
          changes: toJson({ step, daysLate: late, recipients: to.length }),
          ip_address: null,
          created_at: now.toISOString(),
        })
        .execute();
      return true;
    });
    if (went) count++;
  }
  if (count) log.info({ day, count }, "invoice reminders sent");
  return count;
}

/** The daily job of the server's scheduler (decision 020). */
export function invoiceReminderJob(deps: ReminderDeps): DailyJob {
  return {
    name: REMINDER_JOB,
    minutes: REMINDER_MINUTES,
    async run({ day, clock }) {
      await sendDueReminders(deps, day, clock.now());
    },
  };
}
