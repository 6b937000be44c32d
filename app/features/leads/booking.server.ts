import { checkSlot, slotEnd } from "./slots.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { toDate } from "#server/db/mapping.ts";
import type { AppServices } from "#server/services.ts";
import type { LeadsKysely } from "./db.server.ts";
import { freeSlots, hashManageToken, inviteAttachment, manageUrls } from "./demo.server.ts";
import { isUniqueViolation, leadReference } from "./submission.server.ts";
import { deliverSoon, queueLeadMails } from "./mail-queue.server.ts";
import { demoCancelledAck, demoRescheduledAck, slotLabel } from "./mails.server.ts";
import { absoluteUrl } from "./urls.server.ts";
import { currentSettings } from "#app/features/crm/settings/store.server.ts";

/**
 * Rescheduling and cancelling a booked demo from the links of its confirmation e-mail. The link's
 * secret token is the only key (stored hashed); the slot's UNIQUE constraint keeps every move
 * race-free, and each change sends an updated calendar invitation (same UID, higher SEQUENCE).
 */
export interface BookingView {
  readonly id: string;
  readonly leadId: string;
  readonly reference: string;
  readonly slot: string;
  readonly status: "confirmed" | "cancelled";
  readonly past: boolean;
  readonly institution: string;
  readonly contactName: string;
  readonly email: string;
  readonly language: Language;
  readonly timeZone: string | null;
  readonly sequence: number;
}

export async function findBooking(
  db: LeadsKysely,
  token: string,
  now = new Date(),
): Promise<BookingView | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("demo_booking")
    .selectAll()
    .where("manage_token_hash", "=", hashManageToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const slot = toDate(row.slot_start).toISOString();
  return {
    id: row.id,
    leadId: row.lead_id,
    reference: leadReference("demo", row.lead_id),
    slot,
    status: row.status,
    past: Date.parse(slot) < now.getTime(),
    institution: row.institution_name,
    contactName: row.contact_name,
    email: row.email,
    language: row.language,
    timeZone: row.time_zone,
    sequence: Number(row.sequence),
  };
}

export type BookingChange =
  | { readonly ok: true; readonly slot: string }
  | { readonly ok: false; readonly reason: "notFound" | "cancelled" | "past" | "slotGone" | "slotTaken" };

function firstName(contactName: string): string {
  return contactName.split(" ")[0] ?? contactName;
}

export async function rescheduleBooking(
  services: AppServices,
  token: string,
  newSlot: string,
  now = new Date(),
): Promise<BookingChange> {
  const db = services.db as unknown as LeadsKysely;
  const booking = await findBooking(db, token, now);
  if (!booking) return { ok: false, reason: "notFound" };
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (booking.past) return { ok: false, reason: "past" };
  const availability = (await currentSettings(services)).demo;
  const minutes = availability.slotMinutes;
  const check = checkSlot(newSlot, { now: now.getTime(), availability });
  if (check !== "ok") return { ok: false, reason: "slotGone" };
  const slot = new Date(newSlot).toISOString();
  if (slot === booking.slot) return { ok: true, slot };

  const lang = booking.language;
  const urls = manageUrls(services, lang, token);
  const sequence = booking.sequence + 1;
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable("demo_booking")
        .set({ slot_start: new Date(slot), held_slot: new Date(slot), sequence, updated_at: now })
        .where("id", "=", booking.id)
        .where("status", "=", "confirmed")
        .execute();
      const range = { start: slot, end: slotEnd(slot, minutes) };
      await queueLeadMails(
        tx,
        services,
        {
          leadId: booking.leadId,
          kind: "demo-rescheduled",
          visitor: {
            to: booking.email,
            mail: demoRescheduledAck(lang, {
              firstName: firstName(booking.contactName),
              institution: booking.institution,
              reference: booking.reference,
              slot: range,
              timeZone: booking.timeZone ?? undefined,
              ...urls,
            }),
            attachments: [
              inviteAttachment({
                bookingId: booking.id,
                slot,
                minutes,
                lang,
                institution: booking.institution,
                attendee: { name: booking.contactName, email: booking.email },
                sequence,
                manageUrl: urls.rescheduleUrl,
                now,
              }),
            ],
          },
          notification: {
            kind: "demo",
            reference: booking.reference,
            headline: `${booking.institution} – démonstration déplacée au ${slotLabel("fr", range)}`,
            fields: [
              [
                "Ancien créneau",
                slotLabel("fr", { start: booking.slot, end: slotEnd(booking.slot, minutes) }),
              ],
              ["Nouveau créneau", slotLabel("fr", range, booking.timeZone ?? undefined)],
              ["Contact", `${booking.contactName} <${booking.email}>`],
            ],
            meta: {
              page: urls.rescheduleUrl.replace(/\/[^/]*$/, ""),
              language: lang,
              referrer: null,
              utm: {},
            },
          },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slotTaken" };
    throw error;
  }
  deliverSoon(services.mailer, services.logger);
  return { ok: true, slot };
}

export async function cancelBooking(
  services: AppServices,
  token: string,
  reason: string | undefined,
  now = new Date(),
): Promise<BookingChange> {
  const db = services.db as unknown as LeadsKysely;
  const booking = await findBooking(db, token, now);
  if (!booking) return { ok: false, reason: "notFound" };
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (booking.past) return { ok: false, reason: "past" };
  const lang = booking.language;
  const sequence = booking.sequence + 1;
  const minutes = (await currentSettings(services)).demo.slotMinutes;
  const range = { start: booking.slot, end: slotEnd(booking.slot, minutes) };
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable("demo_booking")
      .set({
        status: "cancelled",
        held_slot: null,
        cancelled_at: now,
        cancel_reason: reason ?? null,
        sequence,
        updated_at: now,
      })
      .where("id", "=", booking.id)
      .execute();
    await queueLeadMails(
      tx,
      services,
      {
        leadId: booking.leadId,
        kind: "demo-cancelled",
        visitor: {
          to: booking.email,
          mail: demoCancelledAck(lang, {
            firstName: firstName(booking.contactName),
            institution: booking.institution,
            reference: booking.reference,
            slot: range,
            timeZone: booking.timeZone ?? undefined,
            bookUrl: absoluteUrl(services, "/demo", lang),
          }),
          attachments: [
            inviteAttachment({
              bookingId: booking.id,
              slot: booking.slot,
              minutes,
              lang,
              institution: booking.institution,
              attendee: { name: booking.contactName, email: booking.email },
              sequence,
              method: "CANCEL",
              now,
            }),
          ],
        },
        notification: {
          kind: "demo",
          reference: booking.reference,
          headline: `${booking.institution} – démonstration annulée (${slotLabel("fr", range)})`,
          fields: [
            ["Créneau libéré", slotLabel("fr", range)],
            ["Contact", `${booking.contactName} <${booking.email}>`],
            ["Motif", reason],
          ],
          meta: { page: absoluteUrl(services, "/demo", lang), language: lang, referrer: null, utm: {} },
        },
      },
      now,
    );
  });
  deliverSoon(services.mailer, services.logger);
  return { ok: true, slot: booking.slot };
}

export { freeSlots };
