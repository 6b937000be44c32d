import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** Text content (an .ics invitation, a CSV…), or base64 for binary files (a PDF). */
  readonly content: string;
  readonly encoding?: "base64";
}

/** One message as the transports see it. */
export interface OutgoingMail {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html?: string | null;
  readonly attachments?: readonly MailAttachment[];
}

export interface MailTransport {
  /** "smtp" sends for real; "outbox" keeps the message in data/outbox/ (DECISIONS.md, mail). */
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            ...(a.encoding ? { encoding: a.encoding } : {}),
          })),
        }
      : {}),
    messageId: `<${mail.id}@ga-education.fr>`,
  };
}

/** Real delivery through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP_URL, each message is written as an `.eml` file (open it with any mail client) and
 * logged with its text, so the links of a verification or reset e-mail are at hand locally.
 */
export function outboxTransport(dir: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file, text: mail.text }, "mail kept in the outbox");
    },
    close() {
      transporter.close();
    },
  };
}
