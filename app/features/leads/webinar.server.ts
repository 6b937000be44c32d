import { parseWebinar, type WebinarForm } from "#app/features/leads/schemas/webinar.ts";
import { newId } from "#server/db/mapping.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { webinarAck } from "./mails.server.ts";
import { translateErrors } from "./texts.server.ts";
import { insertLinkedLead, leadReference, replayReference, type FormHandler } from "./submission.server.ts";

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
      const { id, reference } = await insertLinkedLead(
        { tx, meta, key, now },
        { type: "webinar", details: data, payload: { ...data, title } },
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
        services,
        {
          leadId: id,
          visitor: {
            to: data.email,
            mail: webinarAck(meta.language, { firstName: data.firstName, webinar: title, reference }),
          },
          notification: {
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
          },
        },
        now,
      );
      return { leadId: id, reference, extra: { email: data.email } };
    },
    replay: replayReference("webinar"),
  };
}
