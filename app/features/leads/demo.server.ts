import { createHash, randomBytes } from "node:crypto";
import {
  availableSlots,
  checkSlot,
  DEFAULT_AVAILABILITY,
  nextFreeSlots,
  slotEnd,
  type DemoAvailability,
  type Slot,
} from "./slots.ts";
import { parseDemo, type DemoForm } from "#app/features/leads/schemas/demo.ts";
import type { FormResult } from "#app/lib/forms/result.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { newId, toDate } from "#server/db/mapping.ts";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";
import type { AppServices } from "#server/services.ts";
import { leadsDb, type LeadsKysely, type LeadsTx } from "./db.server.ts";
import { buildInvite } from "./ics.ts";
import { queueLeadMails, type MailAttachment } from "./mail-queue.server.ts";
import { demoAck, slotLabel } from "./mails.server.ts";
import { formsText } from "./texts.server.ts";
import { absoluteUrl, DEMO_CANCEL_PATH, DEMO_RESCHEDULE_PATH } from "./urls.server.ts";
import { insertLinkedLead, leadReference, type FormHandler } from "./submission.server.ts";
import { currentSettings, readSettings } from "#app/features/crm/settings/store.server.ts";

/**
 * Demo requests (issue 5): with a slot, a booking that holds it (UNIQUE `held_slot`, so two
 * visitors can never hold the same slot: the second insert fails and its visitor is shown the
 * next free slots); without one, a callback request. The confirmation carries an `.ics`
 * invitation and the links to reschedule or cancel (a secret token, stored hashed).
 */

export const DEMO_ORGANIZER = { name: "GA Éducation", email: "demo@ga-education.fr" } as const;
/** How many free slots a visitor who lost a slot is offered. */
export const NEXT_SLOTS_OFFERED = 6;

/** The slots held from now on (booked, not cancelled). */
export async function heldSlots(db: LeadsKysely | LeadsTx, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("demo_booking")
    .select("held_slot")
    .where("held_slot", "is not", null)
    .where("held_slot", ">=", now)
    .execute();
  return rows.flatMap((r) => (r.held_slot ? [toDate(r.held_slot).toISOString()] : []));
}

/** The free slots under the configured availability (opening hours, closed days, slot length). */
export async function freeSlots(
  db: LeadsKysely | LeadsTx,
  availability: DemoAvailability,
  now = new Date(),
): Promise<Slot[]> {
  return availableSlots({ now: now.getTime(), booked: await heldSlots(db, now), availability });
}

/**
 * What the demo page offers. While the database is unavailable the page still renders: the
 * settings last read (or the default opening hours) and every slot of the schedule, so that the
 * visitor can fill in the form; the booking itself waits for the database, and a slot taken
 * meanwhile is refused then with the next free ones.
 */
export async function demoPageSlots(
  services: Pick<AppServices, "db" | "logger">,
  now = new Date(),
): Promise<{ availability: DemoAvailability; slots: Slot[] }> {
  let availability = DEFAULT_AVAILABILITY;
  try {
    availability = (await currentSettings(services)).demo;
    return { availability, slots: await freeSlots(leadsDb(services.db), availability, now) };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "demo bookings could not be read: every slot of the schedule shown");
    return { availability, slots: availableSlots({ now: now.getTime(), booked: [], availability }) };
  }
}

export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function manageUrls(services: AppServices, lang: Language, token: string) {
  return {
    rescheduleUrl: `${absoluteUrl(services, DEMO_RESCHEDULE_PATH, lang)}/${token}`,
    cancelUrl: `${absoluteUrl(services, DEMO_CANCEL_PATH, lang)}/${token}`,
  };
}

export function bookingUid(bookingId: string): string {
  return `demo-${bookingId}@ga-education.fr`;
}

export function inviteAttachment(args: {
  bookingId: string;
  slot: string;
  /** Length of the demo (the configured slot length). */
  minutes: number;
  lang: Language;
  institution: string;
  attendee: { name: string; email: string };
  sequence: number;
  method?: "REQUEST" | "CANCEL";
  manageUrl?: string;
  now: Date;
}): MailAttachment {
  const fr = args.lang === "fr";
  const ics = buildInvite({
    uid: bookingUid(args.bookingId),
    start: args.slot,
    end: slotEnd(args.slot, args.minutes),
    summary: fr
      ? `Démonstration GA Éducation – ${args.institution}`
      : `GA Education demo – ${args.institution}`,
    description: fr
      ? `Démonstration de ${args.minutes} minutes en visioconférence. Le lien de connexion vous est envoyé la veille.${args.manageUrl ? `\nChanger de créneau : ${args.manageUrl}` : ""}`
      : `${args.minutes}-minute video demo. The joining link is sent the day before.${args.manageUrl ? `\nChange the time: ${args.manageUrl}` : ""}`,
    location: fr ? "Visioconférence (lien envoyé la veille)" : "Video call (link sent the day before)",
    organizer: DEMO_ORGANIZER,
    attendee: args.attendee,
    sequence: args.sequence,
    method: args.method ?? "REQUEST",
    stamp: args.now.toISOString(),
  });
  return {
    filename: fr ? "demonstration-ga.ics" : "ga-demo.ics",
    contentType: `text/calendar; charset=utf-8; method=${args.method ?? "REQUEST"}`,
    content: ics,
  };
}

async function slotTaken(
  db: LeadsKysely | LeadsTx,
  slot: string,
  lang: Language,
  now: Date,
  availability: DemoAvailability,
  gone = false,
): Promise<FormResult> {
  const t = formsText(lang).demo;
  const booked = await heldSlots(db, now);
  return {
    status: "slotTaken",
    message: gone ? t.slotGone : t.slotTaken,
    nextSlots: nextFreeSlots({ now: now.getTime(), booked, availability }, slot, NEXT_SLOTS_OFFERED),
    values: {},
  };
}

export const demoHandler: FormHandler<DemoForm> = {
  kind: "demo",
  parse: parseDemo,

  async store({ tx, data, meta, key, now, services }) {
    const lang = meta.language;
    // A slot outside the configured hours, on a closed day or off the slot grid is refused here.
    const availability = (await currentSettings(services, tx)).demo;
    if (data.slot) {
      const check = checkSlot(data.slot, { now: now.getTime(), availability });
      if (check !== "ok") return slotTaken(tx, data.slot, lang, now, availability, true);
      const holder = await tx
        .selectFrom("demo_booking")
        .select("id")
        .where("held_slot", "=", new Date(data.slot))
        .executeTakeFirst();
      if (holder) return slotTaken(tx, data.slot, lang, now, availability);
    }

    const name = `${data.firstName} ${data.lastName}`;
    const { id, reference } = await insertLinkedLead(
      { tx, meta, key, now },
      { type: "demo", details: data, payload: { ...data, callback: !data.slot } },
    );

    let attachments: MailAttachment[] | undefined;
    let urls: { rescheduleUrl: string; cancelUrl: string } | undefined;
    if (data.slot) {
      const bookingId = newId();
      const manage = newManageToken();
      // The UNIQUE held_slot makes this insert fail if another visitor took the slot meanwhile.
      await tx
        .insertInto("demo_booking")
        .values({
          id: bookingId,
          lead_id: id,
          slot_start: new Date(data.slot),
          held_slot: new Date(data.slot),
          status: "confirmed",
          email: data.email,
          contact_name: name,
          institution_name: data.institution,
          language: lang,
          time_zone: data.timeZone ?? null,
          manage_token_hash: manage.hash,
          sequence: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      urls = manageUrls(services, lang, manage.token);
      attachments = [
        inviteAttachment({
          bookingId,
          slot: data.slot,
          minutes: availability.slotMinutes,
          lang,
          institution: data.institution,
          attendee: { name, email: data.email },
          sequence: 0,
          manageUrl: urls.rescheduleUrl,
          now,
        }),
      ];
    }

    const options = formsText("fr").options;
    const slot = data.slot
      ? { start: data.slot, end: slotEnd(data.slot, availability.slotMinutes) }
      : undefined;
    await queueLeadMails(
      tx,
      services,
      {
        leadId: id,
        visitor: {
          to: data.email,
          mail: demoAck(lang, {
            firstName: data.firstName,
            institution: data.institution,
            reference,
            slot,
            timeZone: data.timeZone,
            ...urls,
          }),
          attachments,
        },
        notification: {
          kind: "demo",
          reference,
          headline: `${data.institution} – ${slot ? slotLabel("fr", slot) : "à rappeler"}`,
          fields: [
            ["Créneau", slot ? slotLabel("fr", slot, data.timeZone) : "Aucun : rappeler le contact"],
            ["Établissement", data.institution],
            ["Type", options.institutionTypes[data.institutionType]],
            ["Élèves", data.students],
            ["Modules", data.modules.map((m) => options.modules[m]).join(", ")],
            ["Contact", `${name}${data.position ? `, ${data.position}` : ""}`],
            ["E-mail", data.email],
            ["Téléphone", data.phone],
          ],
          message: data.message,
          meta,
        },
      },
      now,
    );
    return { leadId: id, reference, extra: { slot: data.slot, email: data.email } };
  },

  async replay(db, leadId) {
    const booking = await db
      .selectFrom("demo_booking")
      .select(["slot_start", "email"])
      .where("lead_id", "=", leadId)
      .executeTakeFirst();
    const lead = await db.selectFrom("lead").select("email").where("id", "=", leadId).executeTakeFirst();
    return {
      leadId,
      reference: leadReference("demo", leadId),
      extra: {
        ...(booking ? { slot: toDate(booking.slot_start).toISOString() } : {}),
        ...(lead?.email ? { email: lead.email } : {}),
      },
    };
  },

  async conflict(db, data, meta) {
    if (!data.slot) return undefined;
    const holder = await db
      .selectFrom("demo_booking")
      .select("id")
      .where("held_slot", "=", new Date(data.slot))
      .executeTakeFirst();
    if (!holder) return undefined;
    const { demo } = await readSettings(db);
    return slotTaken(db, data.slot, meta.language, new Date(), demo);
  },
};
