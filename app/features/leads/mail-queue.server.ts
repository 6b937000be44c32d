import type { Mailer } from "#server/mail/mailer.ts";
import { newId } from "#server/db/mapping.ts";
import type { Logger } from "#server/logger.ts";
import type { LeadsTx } from "./db.server.ts";

/**
 * E-mails of a lead are queued in the lead's own transaction: the lead and its acknowledgement
 * and notification are stored together or not at all, and delivery (with retries) happens after
 * the commit through the data layer's mail queue. A failed delivery never undoes the lead.
 */
export interface QueuedMail {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

export async function queueMail(tx: LeadsTx, mail: QueuedMail, now: Date): Promise<string> {
  const id = newId();
  await tx
    .insertInto("mail_queue")
    .values({
      id,
      kind: mail.kind,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      next_attempt_at: now,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    })
    .execute();
  return id;
}

let running: Promise<unknown> | undefined;
let again = false;

/** Asks the queue to deliver what is due now, once at a time (requests arriving meanwhile coalesce). */
export function deliverSoon(mailer: Mailer, logger: Logger): void {
  if (running) {
    again = true;
    return;
  }
  running = new Promise((resolve) => setImmediate(resolve))
    .then(() => mailer.processDue())
    .catch((error: unknown) => logger.warn({ err: error }, "mail delivery pass failed; the worker retries"))
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        deliverSoon(mailer, logger);
      }
    });
}

/** Queues the visitor's acknowledgement (when there is an address) and the sales notification. */
export async function queueLeadMails(
  tx: LeadsTx,
  args: {
    readonly kind: string;
    readonly salesEmail: string;
    readonly visitor?: {
      readonly to: string;
      readonly mail: { subject: string; text: string; html: string };
      readonly attachments?: readonly MailAttachment[];
    };
    readonly notification: { subject: string; text: string; html: string };
    /** Sales can answer the visitor straight from the notification. */
    readonly replyTo?: string;
  },
  now: Date,
): Promise<void> {
  if (args.visitor) {
    await queueMail(
      tx,
      {
        kind: `${args.kind}-ack`,
        to: args.visitor.to,
        ...args.visitor.mail,
        attachments: args.visitor.attachments,
      },
      now,
    );
  }
  await queueMail(
    tx,
    { kind: `${args.kind}-notification`, to: args.salesEmail, replyTo: args.replyTo, ...args.notification },
    now,
  );
}
