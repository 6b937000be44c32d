import { parseChatbotLead, type ChatbotLead } from "#app/features/leads/schemas/chatbot.ts";
import { newId } from "#server/db/mapping.ts";
import { linkParties } from "./contacts.server.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { chatbotAck, salesNotification } from "./mails.server.ts";
import { crmUrl } from "./urls.server.ts";
import { insertLead, leadReference, type FormHandler } from "./submission.server.ts";
import { salesEmailFor } from "#app/features/crm/settings/store.server.ts";

/** How much of a conversation the notification quotes (the whole transcript stays on the lead). */
const QUOTED_MESSAGES = 30;

/** Leads from the chatbot (app/features/chat/lead.ts posts them as JSON to /api/leads/chatbot). */
export const chatbotHandler: FormHandler<ChatbotLead> = {
  kind: "chatbot",
  parse: parseChatbotLead,
  async store({ tx, data, meta, key, now, services }) {
    const id = newId();
    const reference = leadReference("chatbot", id);
    const { contactId, institutionId } = await linkParties(
      tx,
      { email: data.email, institution: data.institution, phone: data.phone },
      now,
      meta.account,
    );
    await insertLead(
      tx,
      {
        id,
        type: "chatbot",
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
    const transcript = data.transcript
      .slice(-QUOTED_MESSAGES)
      .map((m) => `${m.sender === "user" ? "Visiteur" : "Assistant"} : ${m.text}`)
      .join("\n");
    await queueLeadMails(
      tx,
      {
        kind: "chatbot",
        salesEmail: await salesEmailFor(services, tx),
        replyTo: data.email,
        visitor: {
          to: data.email,
          mail: chatbotAck(data.language, { name: data.name, institution: data.institution, reference }),
        },
        notification: salesNotification({
          kind: "chatbot",
          reference,
          headline: `${data.institution ?? data.email}${data.quality ? ` (${data.quality === "warm" ? "chaud" : "froid"})` : ""}`,
          fields: [
            ["E-mail", data.email],
            ["Nom", data.name],
            ["Établissement", data.institution],
            ["Téléphone", data.phone],
            ["Élèves", data.studentCount],
            ["Offre recommandée", data.recommendedPlan],
            ["Intérêts", data.interests?.join(", ")],
            ["Qualité", data.quality],
          ],
          message: transcript || undefined,
          meta,
          crmUrl: crmUrl(services, id),
        }),
      },
      now,
    );
    return { leadId: id, reference, extra: { email: data.email } };
  },
  async replay(_db, leadId) {
    return { leadId, reference: leadReference("chatbot", leadId) };
  },
};
