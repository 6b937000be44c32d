import { parseContact, type ContactForm } from "#app/features/leads/schemas/contact.ts";
import { newId } from "#server/db/mapping.ts";
import { linkParties } from "./contacts.server.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { contactAck, salesNotification } from "./mails.server.ts";
import { crmUrl } from "./urls.server.ts";
import { insertLead, leadReference, type FormHandler } from "./submission.server.ts";
import { salesEmailFor } from "#app/features/crm/settings/store.server.ts";

/** The contact form (spec §3): stored as a `contact` lead, acknowledged, notified. */
export const contactHandler: FormHandler<ContactForm> = {
  kind: "contact",
  parse: parseContact,
  async store({ tx, data, meta, key, now, services }) {
    const id = newId();
    const reference = leadReference("contact", id);
    const { contactId, institutionId } = await linkParties(tx, { ...data }, now, meta.account);
    await insertLead(
      tx,
      {
        id,
        type: "contact",
        email: data.email,
        institution: data.institution ?? null,
        payload: data,
        contactId,
        institutionId,
      },
      meta,
      key,
      now,
    );
    await queueLeadMails(
      tx,
      {
        kind: "contact",
        salesEmail: await salesEmailFor(services, tx),
        replyTo: data.email,
        visitor: {
          to: data.email,
          mail: contactAck(meta.language, {
            firstName: data.firstName,
            subject: data.subject,
            message: data.message,
            reference,
          }),
        },
        notification: salesNotification({
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
          crmUrl: crmUrl(services, id),
        }),
      },
      now,
    );
    return { leadId: id, reference, extra: { email: data.email } };
  },
  async replay(_db, leadId) {
    return { leadId, reference: leadReference("contact", leadId) };
  },
};
