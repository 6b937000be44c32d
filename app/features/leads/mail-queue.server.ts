import type { Mailer } from "#server/mail/mailer.ts";
import { newId } from "#server/db/mapping.ts";
import type { Logger } from "#server/logger.ts";
import type { RenderedMail } from "#server/mail/layout.ts";
import type { AppServices } from "#server/services.ts";
import { salesEmailFor } from "#app/features/crm/settings/store.server.ts";
import type { LeadsTx } from "./db.server.ts";
import { salesNotification, type NotificationInput } from "./mails.server.ts";
import { crmUrl } from "./urls.server.ts";

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

/**
 * Queues a lead's e-mails: the visitor's acknowledgement (when there is an address to send it to)
 * and the sales notification, which links to the lead in the CRM and which sales can answer
 * straight to the visitor. It goes to the sales address saved on the configuration page.
 */
export async function queueLeadMails(
  tx: LeadsTx,
  services: AppServices,
  args: {
    readonly leadId: string;
    /** The queue's kind of these e-mails, when it is not the notification's (a demo moved: `demo-rescheduled`). */
    readonly kind?: string;
    readonly visitor?: {
      readonly to: string;
      readonly mail: RenderedMail;
      readonly attachments?: readonly MailAttachment[];
    };
    readonly notification: Omit<NotificationInput, "crmUrl">;
  },
  now: Date,
): Promise<void> {
  const kind = args.kind ?? args.notification.kind;
  const salesEmail = await salesEmailFor(services, tx);
  const notification = salesNotification({ ...args.notification, crmUrl: crmUrl(services, args.leadId) });
  if (args.visitor) {
    await queueMail(
      tx,
      {
        kind: `${kind}-ack`,
        to: args.visitor.to,
        ...args.visitor.mail,
        attachments: args.visitor.attachments,
      },
      now,
    );
  }
  await queueMail(
    tx,
    { kind: `${kind}-notification`, to: salesEmail, replyTo: args.visitor?.to, ...notification },
    now,
  );
}
