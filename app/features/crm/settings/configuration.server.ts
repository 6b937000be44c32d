import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues, type FormValues } from "#app/lib/forms/field-basics.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { data, type RouterContextProvider } from "react-router";
import type { Kysely } from "kysely";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { availableSlots } from "#app/features/leads/slots.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { heldSlots } from "#app/features/leads/demo.server.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import type { AppSettings, SettingKey } from "./defaults.ts";
import { salesEmailOf, settingChanges, settingsFromRows } from "./settings.ts";
import { invalidateSettings, loadSettingRows, loadSettings, writeSetting } from "./store.server.ts";
import { toDate, toInt } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { renderMail } from "#server/mail/layout.ts";
import { retryDelayMs } from "#server/mail/mailer.ts";
import type { AppServices } from "#server/services.ts";
import {
  BusinessFormSchema,
  DemoFormSchema,
  RemindersFormSchema,
  settingsValues,
  SalesFormSchema,
  TestMailFormSchema,
  type FieldErrors,
} from "./configuration.ts";
import { recordAudit } from "../guard.server.ts";
import { mailQueue } from "../system/system.server.ts";

/**
 * The configuration page's data and actions (issue 8, "Settings and configuration"): the settings
 * as saved (read from the table, not the cache), who saved each and when, the state of the mail
 * queue; saving a form (validated again here, written with its audit entry in one transaction,
 * then the settings cache dropped) and sending a test e-mail.
 */
type Services = Pick<AppServices, "db" | "config" | "mailer" | "logger">;

export interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

export type MailOutcome = "sent" | "outbox" | "retrying" | "failed" | "queued";

export interface ConfigurationReply {
  readonly intent: string;
  readonly ok?: boolean;
  /** Key under `configuration.` of the success notice. */
  readonly message?: "saved.sales" | "saved.demo" | "saved.business" | "saved.reminders" | "unchanged";
  readonly fieldErrors?: FieldErrors;
  readonly values?: FormValues;
  readonly mail?: { readonly outcome: MailOutcome; readonly to: string; readonly error: string | null };
}

/** The latest delivery failure (of a message retried later or failed for good), or null. */
export async function lastMailFailure(db: Kysely<DB>, retryBaseMs?: number) {
  const row = await db
    .selectFrom("mail_queue")
    .select(["to_address", "kind", "status", "attempts", "last_error", "next_attempt_at"])
    .where("last_error", "is not", null)
    .orderBy("next_attempt_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    to: row.to_address,
    kind: row.kind,
    status: row.status,
    attempts: toInt(row.attempts),
    error: row.last_error ?? "",
    // A failed attempt schedules the next one `retryDelayMs(attempts)` after itself.
    at: new Date(
      toDate(row.next_attempt_at).getTime() - retryDelayMs(toInt(row.attempts), retryBaseMs),
    ).toISOString(),
  };
}

export async function loadConfiguration(services: Services, now = new Date()) {
  const { db } = services;
  const rows = await loadSettingRows(db);
  const { settings } = settingsFromRows(rows);
  const authors = rows.flatMap((r) => (r.updatedBy ? [r.updatedBy] : []));
  const emails = authors.length
    ? await db.selectFrom("user").select(["id", "email"]).where("id", "in", authors).execute()
    : [];
  const saved: Partial<Record<SettingKey, { at: string; by: string | null }>> = {};
  for (const r of rows) {
    saved[r.key as SettingKey] = {
      at: r.updatedAt,
      by: emails.find((e) => e.id === r.updatedBy)?.email ?? null,
    };
  }
  const booked = await heldSlots(leadsDb(db), now);
  const queue = await mailQueue(db, now);
  return {
    values: settingsValues(settings),
    saved,
    salesEmail: salesEmailOf(settings, services.config.salesEmail),
    fallbackSalesEmail: services.config.salesEmail,
    freeSlots: availableSlots({ now: now.getTime(), booked, availability: settings.demo }).length,
    mail: {
      transport: services.mailer.transport,
      pending: queue.pending + queue.sending,
      failed: queue.failed,
      sentDay: queue.sentDay,
      lastFailure: await lastMailFailure(db, services.config.mailRetrySeconds * 1000),
    },
  };
}

/** Saves one setting with its audit entry; nothing is written when nothing changed. */
async function saveSetting<K extends SettingKey>(
  services: Services,
  actor: Actor,
  key: K,
  value: AppSettings[K],
): Promise<boolean> {
  const changed = await services.db.transaction().execute(async (tx) => {
    const before = (await loadSettings(tx))[key];
    const changes = settingChanges(before, value);
    if (Object.keys(changes).length === 0) return false;
    await writeSetting(tx, key, value, actor.session.user.id);
    await recordAudit(tx, actor, {
      action: `settings.${key}`,
      entityType: "app_setting",
      entityId: key,
      changes,
    });
    return true;
  });
  if (changed) invalidateSettings(services.db);
  return changed;
}

const TEST_MAIL_TIMEOUT_MS = 8_000;

function testMail(lang: Language, v: { to: string; by: string; at: Date; transport: string }) {
  const fr = lang === "fr";
  const when = new Intl.DateTimeFormat(fr ? "fr-FR" : "en-GB", {
    dateStyle: "full",
    timeStyle: "medium",
    timeZone: "Europe/Paris",
  }).format(v.at);
  return renderMail({
    lang,
    subject: fr ? "E-mail de test – GA Éducation" : "Test e-mail – GA Education",
    preheader: fr ? "L'envoi des e-mails du site fonctionne." : "The site's e-mail delivery works.",
    greeting: fr ? "Bonjour," : "Hello,",
    paragraphs: [
      fr
        ? `Ce message de test a été demandé depuis la page Configuration de l'admin CRM par ${v.by}, le ${when} (heure de Paris).`
        : `This test message was requested from the admin CRM's Configuration page by ${v.by}, on ${when} (Paris time).`,
      fr
        ? `S'il vous parvient, l'envoi des e-mails fonctionne (${v.transport}).`
        : `If it reached you, e-mail delivery works (${v.transport}).`,
    ],
    notes: [
      fr
        ? "Vous n'attendiez pas ce message ? Ignorez-le : aucune action n'est nécessaire."
        : "Not expecting this message? Ignore it: nothing needs doing.",
    ],
  });
}

/**
 * Queues a test message, asks the queue to deliver it now and waits (a few seconds at most) for
 * the outcome: accepted by the server, written to the local outbox, failed (with the error), or
 * still waiting (delivered later by the worker).
 */
export async function sendTestMail(
  services: Services,
  actor: Actor,
  to: string,
  lang: Language,
): Promise<NonNullable<ConfigurationReply["mail"]>> {
  const { db, mailer } = services;
  const id = await mailer.send({
    kind: "test",
    to,
    ...testMail(lang, {
      to,
      by: actor.session.user.email,
      at: new Date(),
      transport: mailer.transport === "smtp" ? "SMTP" : "outbox",
    }),
  });
  await recordAudit(db, actor, {
    action: "settings.testMail",
    entityType: "mail",
    entityId: id,
    changes: { to },
  });
  const deadline = Date.now() + TEST_MAIL_TIMEOUT_MS;
  for (;;) {
    // Another worker may hold the message: then this pass skips it and the loop waits for it.
    await mailer.processDue();
    const row = await db
      .selectFrom("mail_queue")
      .select(["status", "attempts", "last_error"])
      .where("id", "=", id)
      .executeTakeFirst();
    const status = row?.status;
    const error = row?.last_error ?? null;
    if (status === "sent")
      return { outcome: mailer.transport === "smtp" ? "sent" : "outbox", to, error: null };
    if (status === "failed") return { outcome: "failed", to, error };
    if (status === "pending" && toInt(row?.attempts ?? 0) > 0) return { outcome: "retrying", to, error };
    if (Date.now() > deadline) return { outcome: "queued", to, error: null };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SAVE_FORMS = {
  sales: SalesFormSchema,
  demo: DemoFormSchema,
  business: BusinessFormSchema,
  reminders: RemindersFormSchema,
} as const;

export async function applyConfigurationAction(
  services: Services,
  actor: Actor,
  form: FormData,
  lang: Language,
) {
  const { intent: posted, ...fields } = formValues(form);
  const intent = typeof posted === "string" ? posted : "";
  const fail = (fieldErrors: FieldErrors) =>
    data<ConfigurationReply>({ intent, fieldErrors, values: fields }, { status: 400 });

  if (intent === "testMail") {
    const parsed = parseWith(TestMailFormSchema, fields, ADMIN_ERRORS);
    if (!parsed.ok) return fail(parsed.errors);
    const mail = await sendTestMail(services, actor, parsed.data.to, lang);
    return data<ConfigurationReply>({ intent, ok: mail.outcome !== "failed", mail, values: fields });
  }
  if (intent === "sales" || intent === "demo" || intent === "business" || intent === "reminders") {
    const parsed = parseWith(SAVE_FORMS[intent], fields, ADMIN_ERRORS);
    if (!parsed.ok) return fail(parsed.errors);
    const changed = await saveSetting(services, actor, intent, parsed.data as AppSettings[typeof intent]);
    return data<ConfigurationReply>({ intent, ok: true, message: changed ? `saved.${intent}` : "unchanged" });
  }
  return data<ConfigurationReply>({ intent, fieldErrors: { form: "invalidChoice" } }, { status: 400 });
}
