import type { Kysely } from "kysely";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { responseTarget } from "#app/features/client-space/sla.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { newId, parseJson, toBool, toDate, toJson } from "#server/db/mapping.ts";
import type { DB, NotificationKind, PlanId, StaffRole } from "#server/db/schema.ts";
import type { LiveSignals } from "#server/live/live-signals.ts";
import type { Logger } from "#server/logger.ts";
import { renderMail, type MailLanguage } from "#server/mail/layout.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import type { IntervalJob } from "#server/scheduler/scheduler.ts";
import type { AppServices } from "#server/services.ts";
import { awaitingStaffAnswer } from "../support/awaiting-answer.server.ts";
import { staffAccounts } from "../staff.server.ts";
import { countedPage } from "../counted-page.server.ts";
import { staffRoleOfAccount } from "../clients/impersonation.ts";
import { notificationsEn, notificationsFr } from "./notifications-locales.ts";
import {
  kindsFor,
  preferenceOf,
  recipientsOf,
  recordPath,
  SLA_WATCH_EVERY_MS,
  slaAtRisk,
  type Preference,
  type StaffCandidate,
} from "./notifications.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * CRM notifications (issue 20 §7, decision 038): an event becomes, in the transaction that made
 * it, a notification row for each person told in the CRM, an e-mail queued for each person told
 * by e-mail (the mail queue delivers it after the commit and retries while SMTP is down), and a
 * live signal to each person's open pages (`pg_notify`, delivered at commit). Read back in the
 * reader's language: the row keeps names and numbers, not sentences.
 */

export interface NotifyDeps {
  readonly mailer: Mailer;
  readonly live: LiveSignals;
  /** Public address of the site, for the e-mails' links. */
  readonly baseUrl: string;
}

export function notifyDepsOf(services: AppServices): NotifyDeps {
  return { mailer: services.mailer, live: services.live, baseUrl: services.config.baseUrl };
}

/** The live topic of a person's unread count. */
export function userTopic(userId: string): string {
  return `user:${userId}`;
}

export interface NotificationEvent {
  readonly kind: NotificationKind;
  readonly entity: { readonly type: "lead" | "ticket" | "invoice"; readonly id: string };
  /** What the sentence names: actor, lead, institution, subject, number, due (ISO). */
  readonly params: Readonly<Record<string, string>>;
  readonly actorId: string | null;
  readonly personInCharge: string | null;
  /** Told once only under this key (an SLA, an overdue invoice): a second call tells nothing. */
  readonly onceKey?: string;
}

const texts = (lang: Language) => (lang === "en" ? notificationsEn : notificationsFr);

/** The sentence of a notification in the reader's language. */
export function notificationText(
  kind: NotificationKind,
  params: Readonly<Record<string, string>>,
  lang: Language,
): string {
  const t = texts(lang).sections.notifications;
  return interpolate(t.texts[kind], {
    ...params,
    actor: params.actor || t.someone,
    due: params.due ? formatDateTime(params.due, lang) : "",
  });
}

interface StaffRow extends StaffCandidate {
  readonly email: string;
  readonly name: string;
  readonly lang: MailLanguage;
}

/** Every staff member with their role and saved preferences. */
async function staffCandidates(db: Kysely<DB>): Promise<StaffRow[]> {
  const rows = await staffAccounts(db).select(["user.language", "user.banned"]).execute();
  if (rows.length === 0) return [];
  const prefs = await db
    .selectFrom("notification_preference")
    .selectAll()
    .where(
      "user_id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    role: staffRoleOfAccount(r.userRole, r.staffRole) as StaffRole,
    banned: toBool(r.banned),
    email: r.email,
    name: r.name?.trim() || r.email,
    lang: r.language === "en" ? "en" : "fr",
    preferences: Object.fromEntries(
      prefs
        .filter((p) => p.user_id === r.id)
        .map((p) => [p.kind, { inApp: toBool(p.in_app), email: toBool(p.email) }]),
    ),
  }));
}

export function notificationMail(
  lang: MailLanguage,
  v: {
    kind: NotificationKind;
    params: Readonly<Record<string, string>>;
    name: string;
    url: string;
    baseUrl: string;
  },
) {
  const t = texts(lang);
  const text = notificationText(v.kind, v.params, lang);
  return renderMail({
    lang,
    subject: text.slice(0, 150),
    preheader: text,
    greeting: interpolate(t.mail.greeting, { name: v.name }),
    paragraphs: [`${text}.`],
    action: { label: t.mail.action, url: v.url },
    notes: [
      interpolate(t.mail.why, {
        profile: `${v.baseUrl}${localizedPath("/dashboard/profile", lang)}#notifications`,
      }),
    ],
  });
}

/**
 * Tells an event to the people it concerns (`recipientsOf`): in `tx`, the transaction of the event
 * itself. Returns how many people were told.
 */
export async function notify(
  tx: Kysely<DB>,
  deps: NotifyDeps,
  event: NotificationEvent,
  now: Date,
): Promise<number> {
  if (event.onceKey) {
    const inserted = await tx
      .insertInto("notification_once")
      .values({ key: event.onceKey, created_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 0;
  }
  const staff = await staffCandidates(tx);
  const told = recipientsOf(event, staff);
  const path = recordPath(event.entity.type, event.entity.id);
  for (const r of told) {
    const person = staff.find((s) => s.id === r.id)!;
    if (r.inApp) {
      await tx
        .insertInto("notification")
        .values({
          id: newId(),
          user_id: r.id,
          kind: event.kind,
          entity_type: event.entity.type,
          entity_id: event.entity.id,
          params: toJson(event.params),
          created_at: now,
        })
        .execute();
      await deps.live.publish(tx, userTopic(r.id));
    }
    if (r.email) {
      const mail = notificationMail(person.lang, {
        kind: event.kind,
        params: event.params,
        name: person.name,
        url: `${deps.baseUrl}${localizedPath(path, person.lang)}`,
        baseUrl: deps.baseUrl,
      });
      await deps.mailer.send({ ...mail, to: person.email, kind: `notification-${event.kind}` }, { via: tx });
    }
  }
  return told.length;
}

// --- reading ---------------------------------------------------------------------------------------

export async function unreadCount(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notification")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NotificationView {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly text: string;
  readonly href: string;
  readonly createdAt: string;
  readonly read: boolean;
}

export const PAGE_SIZE = 20;
export const PANEL_SIZE = 8;

/** A person's notifications, latest first, said in `lang`; `page` from 1. */
export async function listNotifications(
  db: Kysely<DB>,
  userId: string,
  lang: Language,
  options: { page?: number; perPage?: number } = {},
): Promise<{ items: NotificationView[]; total: number; unread: number; page: number; pages: number }> {
  const perPage = options.perPage ?? PAGE_SIZE;
  const { total, page, pages, limit, offset } = await countedPage(
    db.selectFrom("notification").where("user_id", "=", userId),
    options.page ?? 1,
    perPage,
  );
  const rows = await db
    .selectFrom("notification")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      text: notificationText(r.kind, parseJson<Record<string, string>>(r.params, {}), lang),
      href: localizedPath(recordPath(r.entity_type, r.entity_id), lang),
      createdAt: toDate(r.created_at).toISOString(),
      read: r.read_at !== null,
    })),
    total,
    unread: await unreadCount(db, userId),
    page,
    pages,
  };
}

/** Marks one of a person's notifications read (all of them when `id` is null); returns how many. */
export async function markRead(
  db: Kysely<DB>,
  live: LiveSignals,
  userId: string,
  id: string | null,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let q = tx
      .updateTable("notification")
      .set({ read_at: now })
      .where("user_id", "=", userId)
      .where("read_at", "is", null);
    if (id) q = q.where("id", "=", id);
    const changed = Number((await q.executeTakeFirst()).numUpdatedRows);
    if (changed) await live.publish(tx, userTopic(userId));
    return changed;
  });
}

// --- preferences -----------------------------------------------------------------------------------

export interface PreferencesView {
  readonly kinds: readonly NotificationKind[];
  readonly values: Readonly<Record<NotificationKind, Preference>>;
}

/** A staff member's preferences for the kinds their role may be told of; null for a customer. */
export async function notificationPreferences(
  db: Kysely<DB>,
  userId: string,
): Promise<PreferencesView | null> {
  const person = (await staffCandidates(db)).find((s) => s.id === userId);
  if (!person) return null;
  const kinds = kindsFor(person.role);
  return {
    kinds,
    values: Object.fromEntries(
      kinds.map((k) => [k, preferenceOf(k, person.role, person.preferences)]),
    ) as Record<NotificationKind, Preference>,
  };
}

/** Saves the choices of the kinds the person's role may be told of (one transaction). */
export async function saveNotificationPreferences(
  db: Kysely<DB>,
  userId: string,
  kinds: readonly NotificationKind[],
  values: Readonly<Record<NotificationKind, Preference>>,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const kind of kinds) {
      const v = values[kind];
      await tx
        .insertInto("notification_preference")
        .values({ user_id: userId, kind, in_app: v.inApp, email: v.email })
        .onConflict((oc) => oc.columns(["user_id", "kind"]).doUpdateSet({ in_app: v.inApp, email: v.email }))
        .execute();
    }
  });
}

// --- the customer's acknowledgement ----------------------------------------------------------------

/** A ticket's reference as the customer reads it: its id's first eight characters. */
export function ticketReference(ticketId: string): string {
  return `#${ticketId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

export function ticketAckMail(
  lang: MailLanguage,
  v: { name: string | null; subject: string; ticketId: string; baseUrl: string },
) {
  const t = texts(lang).mail.ack;
  const reference = ticketReference(v.ticketId);
  return renderMail({
    lang,
    subject: interpolate(t.subject, { reference, subject: v.subject }).slice(0, 150),
    preheader: t.preheader,
    greeting: v.name ? interpolate(t.greeting, { name: v.name }) : t.hello,
    paragraphs: [interpolate(t.intro, { subject: v.subject, reference }), t.next],
    action: {
      label: t.action,
      url: `${v.baseUrl}${localizedPath("/dashboard/support", lang)}?ticket=${encodeURIComponent(v.ticketId)}`,
    },
  });
}

// --- the SLA watch ---------------------------------------------------------------------------------

/**
 * Tells support of the tickets about to miss their response target (`slaAtRisk`): once per ticket
 * (key `sla:<ticket>`), in one transaction per ticket. Returns how many tickets were told.
 */
export async function watchSla(deps: NotifyDeps & { readonly db: Kysely<DB> }, now: Date): Promise<number> {
  const { db } = deps;
  // Tickets waiting for a first staff answer, opened within the longest target (24 h).
  const rows = await db
    .selectFrom("ticket")
    .innerJoin("institution", "institution.id", "ticket.institution_id")
    .select((eb) => [
      "ticket.id",
      "ticket.subject",
      "ticket.created_at",
      "ticket.assigned_user_id",
      "institution.name as institution",
      eb
        .selectFrom("subscription")
        .select("subscription.plan")
        .whereRef("subscription.institution_id", "=", "ticket.institution_id")
        .where("subscription.status", "!=", "cancelled")
        .orderBy("subscription.started_at", "desc")
        .limit(1)
        .as("plan"),
    ])
    .where(awaitingStaffAnswer)
    .where("ticket.created_at", ">", new Date(now.getTime() - 25 * 3_600_000).toISOString())
    .execute();
  let told = 0;
  for (const row of rows) {
    const target = responseTarget((row.plan as PlanId | null) ?? null, toDate(row.created_at), null, now);
    if (!target || !slaAtRisk(target, now)) continue;
    const went = await db.transaction().execute((tx) =>
      notify(
        tx,
        deps,
        {
          kind: "sla-at-risk",
          entity: { type: "ticket", id: row.id },
          params: { subject: row.subject, institution: row.institution, due: target.dueAt.toISOString() },
          actorId: null,
          personInCharge: row.assigned_user_id,
          onceKey: `sla:${row.id}`,
        },
        now,
      ),
    );
    if (went) told++;
  }
  return told;
}

/** The SLA watch, every five minutes on each instance (the once-key keeps it to one telling). */
export function slaWatchJob(
  deps: NotifyDeps & { readonly db: Kysely<DB>; readonly logger: Logger },
): IntervalJob {
  return {
    name: "sla-watch",
    everyMs: SLA_WATCH_EVERY_MS,
    async run({ clock }) {
      const told = await watchSla(deps, clock.now());
      if (told)
        deps.logger
          .child({ module: "sla-watch" })
          .info({ told }, "tickets about to miss their response time");
    },
  };
}
