import { parseWebinar, type WebinarForm } from "#app/features/leads/schemas/webinar.ts";
import { newId } from "#server/db/mapping.ts";
import { linkParties } from "./contacts.server.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { salesNotification, webinarAck } from "./mails.server.ts";
import { translateErrors } from "./texts.server.ts";
import { crmUrl } from "./urls.server.ts";
import { insertLead, leadReference, type FormHandler } from "./submission.server.ts";
import { salesEmailFor } from "#app/features/crm/settings/store.server.ts";

/**
 * Webinar registrations: one per webinar and address (a second registration of the same person
 * answers like the first, without a second record). `titleOf` names the session, or says that it
 * is not open for registration (unknown, or already started).
 */
export function webinarHandler(titleOf: (slug: string) => string | undefined): FormHandler<WebinarForm> {
  return {
    kind: "webinar",
    parse: parseWebinar,
    async store({ tx, data, meta, key, now, services }) {
      const already = await tx
        .selectFrom("webinar_registration")
        .select("lead_id")
        .where("webinar", "=", data.webinar)
        .where("email", "=", data.email)
        .executeTakeFirst();
      if (already)
        return {
          leadId: already.lead_id,
          reference: leadReference("webinar", already.lead_id),
          extra: { email: data.email },
        };

      const title = titleOf(data.webinar);
      if (!title) {
        return {
          status: "invalid",
          errors: translateErrors({ webinar: "invalid" }, meta.language),
          values: {},
        };
      }
      const id = newId();
      const reference = leadReference("webinar", id);
      const { contactId, institutionId } = await linkParties(tx, { ...data }, now, meta.account);
      await insertLead(
        tx,
        {
          id,
          type: "webinar",
          email: data.email,
          institution: data.institution ?? null,
          payload: { ...data, title },
          contactId,
          institutionId,
        },
        meta,
        key,
        now,
      );
      await tx
        .insertInto("webinar_registration")
        .values({
          id: newId(),
          lead_id: id,
          webinar: data.webinar,
          email: data.email,
          language: meta.language,
          created_at: now,
        })
        .execute();
      await queueLeadMails(
        tx,
        {
          kind: "webinar",
          salesEmail: await salesEmailFor(services, tx),
          replyTo: data.email,
          visitor: {
            to: data.email,
            mail: webinarAck(meta.language, { firstName: data.firstName, webinar: title, reference }),
          },
          notification: salesNotification({
            kind: "webinar",
            reference,
            headline: `${data.firstName} ${data.lastName} – ${title}`,
            fields: [
              ["Webinaire", title],
              ["Nom", `${data.firstName} ${data.lastName}`],
              ["E-mail", data.email],
              ["Établissement", data.institution],
              ["Fonction", data.position],
            ],
            meta,
            crmUrl: crmUrl(services, id),
          }),
        },
        now,
      );
      return { leadId: id, reference, extra: { email: data.email } };
    },
    async replay(_db, leadId) {
      return { leadId, reference: leadReference("webinar", leadId) };
    },
  };
}
