import { parseFeedback, type FeedbackForm } from "#app/features/leads/schemas/feedback.ts";
import { newId } from "#server/db/mapping.ts";
import type { SessionUser } from "#server/auth/accounts.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { feedbackAck } from "./mails.server.ts";
import { insertLead, leadReference, replayReference, type FormHandler } from "./submission.server.ts";

/**
 * Feedback from the widget (spec §3: one free-text message), stored with its page and language
 * (DECISIONS.md point 3: the spec only simulated it). The visitor is thanked by e-mail when they
 * are signed in (the widget asks for no address); the team is always notified.
 */
export function feedbackHandler(user: SessionUser | null): FormHandler<FeedbackForm> {
  return {
    kind: "feedback",
    parse: parseFeedback,
    async store({ tx, data, meta, key, now, services }) {
      const id = newId();
      const reference = leadReference("feedback", id);
      await insertLead(
        tx,
        {
          id,
          type: "feedback",
          email: user?.email ?? null,
          institution: user?.companyName ?? null,
          payload: { message: data.message, page: meta.page, ...(user ? { userId: user.id } : {}) },
          contactId: null,
          institutionId: null,
        },
        meta,
        key,
        now,
      );
      await queueLeadMails(
        tx,
        services,
        {
          leadId: id,
          ...(user
            ? {
                visitor: {
                  to: user.email,
                  mail: feedbackAck(meta.language, { name: user.firstName ?? user.displayName, reference }),
                },
              }
            : {}),
          notification: {
            kind: "feedback",
            reference,
            headline: `Avis sur ${meta.page}`,
            fields: [["Compte", user ? `${user.displayName} <${user.email}>` : "Visiteur anonyme"]],
            message: data.message,
            meta,
          },
        },
        now,
      );
      return { leadId: id, reference };
    },
    replay: replayReference("feedback"),
  };
}
