import { parseContact, type ContactForm } from "#app/features/leads/schemas/contact.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { contactAck } from "./mails.server.ts";
import { insertLinkedLead, replayReference, type FormHandler } from "./submission.server.ts";

/** The contact form (spec §3): stored as a `contact` lead, acknowledged, notified. */
export const contactHandler: FormHandler<ContactForm> = {
  kind: "contact",
  parse: parseContact,
  async store(args) {
    const { tx, data, meta, now, services } = args;
    const { id, reference } = await insertLinkedLead(args, { type: "contact", details: data, payload: data });
    await queueLeadMails(
      tx,
      services,
      {
        leadId: id,
        visitor: {
          to: data.email,
          mail: contactAck(meta.language, {
            firstName: data.firstName,
            subject: data.subject,
            message: data.message,
            reference,
          }),
        },
        notification: {
          kind: "contact",
          reference,
          headline: `${data.firstName} ${data.lastName}${data.institution ? ` (${data.institution})` : ""}`,
          fields: [
            ["Sujet", data.subject],
            ["Nom", `${data.firstName} ${data.lastName}`],
            ["E-mail", data.email],
            ["Téléphone", data.phone],
            ["Établissement", data.institution],
          ],
          message: data.message,
          meta,
        },
      },
      now,
    );
    return { leadId: id, reference, extra: { email: data.email } };
  },
  replay: replayReference("contact"),
};
