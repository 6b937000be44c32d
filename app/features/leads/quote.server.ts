import { addonName, offerName } from "./catalogue.ts";
import { parseQuote, type QuoteForm } from "#app/features/leads/schemas/quote.ts";
import { formatSiret } from "#app/lib/siret.ts";
import { newId } from "#server/db/mapping.ts";
import { linkParties } from "./contacts.server.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { quoteAck, salesNotification } from "./mails.server.ts";
import { formsText } from "./texts.server.ts";
import { crmUrl } from "./urls.server.ts";
import { insertLead, leadReference, type FormHandler } from "./submission.server.ts";
import { salesEmailFor } from "#app/features/crm/settings/store.server.ts";

/** Quote requests (issue 5): the selection and the institution, answered within 5 working days. */
export const quoteHandler: FormHandler<QuoteForm> = {
  kind: "quote",
  parse: parseQuote,
  async store({ tx, data, meta, key, now, services }) {
    const id = newId();
    const reference = leadReference("quote", id);
    const { contactId, institutionId } = await linkParties(tx, { ...data }, now, meta.account);
    await insertLead(
      tx,
      {
        id,
        type: "quote",
        email: data.email,
        institution: data.institution,
        payload: data,
        contactId,
        institutionId,
      },
      meta,
      key,
      now,
    );
    const options = formsText("fr").options;
    await queueLeadMails(
      tx,
      {
        kind: "quote",
        salesEmail: await salesEmailFor(services, tx),
        replyTo: data.email,
        visitor: {
          to: data.email,
          mail: quoteAck(meta.language, {
            firstName: data.firstName,
            institution: data.institution,
            reference,
            offer: data.offer ? offerName(data.offer, meta.language) : undefined,
          }),
        },
        notification: salesNotification({
          kind: "quote",
          reference,
          headline: `${data.institution}${data.offer ? ` – ${offerName(data.offer, "fr")}` : ""} – ${data.students} élèves`,
          fields: [
            ["Offre", data.offer ? offerName(data.offer, "fr") : "Non précisée"],
            ["Établissement", data.institution],
            ["Type", options.institutionTypes[data.institutionType]],
            ["Élèves", data.students],
            ["Établissements", data.establishments],
            ["SIRET", data.siret ? formatSiret(data.siret) : undefined],
            ["Modules", data.modules.map((m) => options.modules[m]).join(", ")],
            ["Nombre de modules", data.moduleCount],
            ["Options", data.addons.map((a) => addonName(a, "fr")).join(", ")],
            ["Pays", data.countries],
            ["Démarrage", options.timelines[data.timeline]],
            ["Contact", `${data.firstName} ${data.lastName}${data.position ? `, ${data.position}` : ""}`],
            ["E-mail", data.email],
            ["Téléphone", data.phone],
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
    return { leadId, reference: leadReference("quote", leadId) };
  },
};
