import { addonName, offerName } from "./catalogue.ts";
import { parseQuote, type QuoteForm } from "#app/features/leads/schemas/quote.ts";
import { formatSiret } from "#app/lib/siret.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { quoteAck } from "./mails.server.ts";
import { formsText } from "./texts.server.ts";
import { insertLinkedLead, replayReference, type FormHandler } from "./submission.server.ts";

/** Quote requests (issue 5): the selection and the institution, answered within 5 working days. */
export const quoteHandler: FormHandler<QuoteForm> = {
  kind: "quote",
  parse: parseQuote,
  async store(args) {
    const { tx, data, meta, now, services } = args;
    const { id, reference } = await insertLinkedLead(args, { type: "quote", details: data, payload: data });
    const options = formsText("fr").options;
    await queueLeadMails(
      tx,
      services,
      {
        leadId: id,
        visitor: {
          to: data.email,
          mail: quoteAck(meta.language, {
            firstName: data.firstName,
            institution: data.institution,
            reference,
            offer: data.offer ? offerName(data.offer, meta.language) : undefined,
          }),
        },
        notification: {
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
        },
      },
      now,
    );
    return { leadId: id, reference, extra: { email: data.email } };
  },
  replay: replayReference("quote"),
};
