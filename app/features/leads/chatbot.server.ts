import { parseChatbotLead, type ChatbotLead } from "#app/features/leads/schemas/chatbot.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { chatbotAck } from "./mails.server.ts";
import { insertLinkedLead, replayReference, type FormHandler } from "./submission.server.ts";

/** How much of a conversation the notification quotes (the whole transcript stays on the lead). */
const QUOTED_MESSAGES = 30;

/** Leads from the chatbot (app/features/chat/lead.ts posts them as JSON to /api/leads/chatbot). */
export const chatbotHandler: FormHandler<ChatbotLead> = {
  kind: "chatbot",
  parse: parseChatbotLead,
  async store(args) {
    const { tx, data, meta, now, services } = args;
    const { id, reference } = await insertLinkedLead(args, {
      type: "chatbot",
      details: { email: data.email, institution: data.institution, phone: data.phone },
      payload: data,
    });
    const transcript = data.transcript
      .slice(-QUOTED_MESSAGES)
      .map((m) => `${m.sender === "user" ? "Visiteur" : "Assistant"} : ${m.text}`)
      .join("\n");
    await queueLeadMails(
      tx,
      services,
      {
        leadId: id,
        visitor: {
          to: data.email,
          mail: chatbotAck(data.language, { name: data.name, institution: data.institution, reference }),
        },
        notification: {
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
        },
      },
      now,
    );
    return { leadId: id, reference, extra: { email: data.email } };
  },
  replay: replayReference("chatbot"),
};
