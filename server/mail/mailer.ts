import { sql, type Kysely, type RawBuilder } from "kysely";
import { newId, parseJson, toInt } from "../db/mapping.ts";
import type { DB } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { MailAttachment, MailTransport } from "./transport.ts";

/**
 * Outgoing e-mail goes through a queue table: `send` stores the message and returns at once, a
 * worker in the server process delivers it, and a failed delivery is retried later with a growing
 * delay. The action that asked for the mail (sign-up, a lead…) never fails because the mail server
 * is down, and nothing is lost on a restart. With several app instances on PostgreSQL, a message
 * is claimed by one worker at a time.
 */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly replyTo?: string;
  /** What the message is, for the logs and the admin CRM (e.g. "verify-email", "lead-notification"). */
  readonly kind: string;
  readonly attachments?: readonly MailAttachment[];
}

export interface Mailer {
  readonly transport: MailTransport["kind"];
  /**
   * Queues a message for delivery and returns its id. Never throws because of delivery. `via`: the
   * caller's transaction, so that the message is queued only if what it tells of is committed.
   */
  send(message: MailMessage, options?: { readonly via?: Kysely<DB> }): Promise<string>;
  /** Delivers what is due now (the worker calls it; tests too). Returns how many were attempted. */
  processDue(now?: Date): Promise<number>;
  /** Starts the background worker. */
  start(): void;
  /** Stops the worker and waits for the delivery in progress. */
  stop(): Promise<void>;
}

/** Delay before the first retry unless MAIL_RETRY_SECONDS says otherwise. */
export const RETRY_BASE_MS = 30_000;

/** Delay before attempt n+1 after n failures: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(failures: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), 3_600_000);
}

/** After this many failed attempts (about 10 hours in all) a message is marked failed. */
export const MAX_ATTEMPTS = 12;
/** A worker that claimed a message and died leaves it locked this long. */
const CLAIM_MS = 120_000;
const POLL_MS = 5_000;
const BATCH = 20;
/** Mails with a link a person waits for on screen: to confirm an address or set a password. */
const ACCOUNT_LINK_KINDS = ["verify-email", "reset-password", "change-email"] as const;

/**
 * The order mails go out in, when many are due at once (a bulk action, a burst of leads):
 * 0. a link a person waits for on screen (`ACCOUNT_LINK_KINDS`);
 * 1. any other mail to a person (acknowledgements, orders, tickets, invoices);
 * 2. the staff's copies: notifications (`notification-<event>`, issue 20 §7: one event can mail a
 *    whole team) and the sales team's copy of each lead (`<form>-notification`).
 */
export type MailPriority = 0 | 1 | 2;

/**
 * The kinds of each priority but the default one, first match wins: the one source of both
 * `mailPriority` (in the process) and `priorityOrder` (the queue's SQL order).
 */
const PRIORITY_RULES: readonly {
  readonly priority: MailPriority;
  readonly kinds?: readonly string[];
  readonly prefixes?: readonly string[];
  readonly suffixes?: readonly string[];
}[] = [
  { priority: 0, kinds: ACCOUNT_LINK_KINDS },
  { priority: 2, prefixes: ["notification-"], suffixes: ["-notification"] },
];
const DEFAULT_PRIORITY: MailPriority = 1;

export function mailPriority(kind: string): MailPriority {
  const rule = PRIORITY_RULES.find(
    (r) =>
      r.kinds?.includes(kind) ||
      r.prefixes?.some((prefix) => kind.startsWith(prefix)) ||
      r.suffixes?.some((suffix) => kind.endsWith(suffix)),
  );
  return rule?.priority ?? DEFAULT_PRIORITY;
}

/**
 * `mailPriority(kind)` as SQL, for ordering the queue: the same on SQLite and PostgreSQL (`substr`
 * and `=` compare case and every character, where SQLite's LIKE ignores case).
 */
export function priorityOrder(): RawBuilder<number> {
  const cases = PRIORITY_RULES.map((rule) => {
    const tests = [
      ...(rule.kinds?.length ? [sql`kind in (${sql.join([...rule.kinds])})`] : []),
      ...(rule.prefixes ?? []).map((prefix) => sql`substr(kind, 1, ${sql.lit(prefix.length)}) = ${prefix}`),
      ...(rule.suffixes ?? []).map(
        (suffix) => sql`substr(kind, length(kind) - ${sql.lit(suffix.length - 1)}) = ${suffix}`,
      ),
    ];
    return sql`when ${sql.join(tests, sql` or `)} then ${sql.lit(rule.priority)}`;
  });
  return sql<number>`case ${sql.join(cases, sql` `)} else ${sql.lit(DEFAULT_PRIORITY)} end`;
}

export interface MailerOptions {
  readonly db: Kysely<DB>;
  readonly transport: MailTransport;
  readonly from: string;
  readonly logger: Logger;
  readonly pollMs?: number;
  /** Delay before the first retry of a failed delivery (default RETRY_BASE_MS). */
  readonly retryBaseMs?: number;
}

export function createMailer(opts: MailerOptions): Mailer {
  const { db, transport, from, logger } = opts;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;

  async function deliver(id: string, now: Date): Promise<boolean> {
    // Claim the message: only one worker moves it from pending (or an expired claim) to sending.
    const claimed = await db
      .updateTable("mail_queue")
      .set({ status: "sending", locked_until: new Date(now.getTime() + CLAIM_MS) })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return false;
    const attempts = toInt(claimed.attempts) + 1;
    try {
      await transport.send({
        id: claimed.id,
        from,
        to: claimed.to_address,
        replyTo: claimed.reply_to,
        subject: claimed.subject,
        text: claimed.text_body,
        html: claimed.html_body,
        attachments: parseJson<MailAttachment[]>(claimed.attachments, []),
      });
      await db
        .updateTable("mail_queue")
        .set({ status: "sent", attempts, sent_at: new Date(), locked_until: null, last_error: null })
        .where("id", "=", id)
        .execute();
      logger.debug({ mailId: id, kind: claimed.kind, attempts }, "mail delivered");
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable("mail_queue")
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          last_error: message.slice(0, 1000),
          locked_until: null,
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts, opts.retryBaseMs)),
        })
        .where("id", "=", id)
        .execute();
      logger[failed ? "error" : "warn"](
        { mailId: id, kind: claimed.kind, attempts, err: message },
        failed ? "mail delivery failed for good" : "mail delivery failed, will retry",
      );
      return false;
    }
  }

  /** The most urgent priority queued while a pass ran (see processDue); 3 when none was. */
  let queuedMeanwhile = 3;

  async function processDue(now = new Date()): Promise<number> {
    queuedMeanwhile = 3;
    const due = await db
      .selectFrom("mail_queue")
      .select(["id", "kind"])
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
        ]),
      )
      .orderBy(priorityOrder())
      .orderBy("next_attempt_at")
      .limit(BATCH)
      .execute();
    let delivered = 0;
    for (const { id, kind } of due) {
      // A batch gives way to a more urgent mail queued meanwhile (an address to confirm during a
      // burst of acknowledgements or notifications): the pass stops and the next one, run right
      // after, sends it first.
      if (queuedMeanwhile < mailPriority(kind)) break;
      await deliver(id, now);
      delivered += 1;
    }
    return delivered;
  }

  /** Runs one pass, or schedules another right after the one in progress. */
  function kick(): void {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = processDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, "mail queue pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    transport: transport.kind,
    async send(message, options) {
      const id = newId();
      await (options?.via ?? db)
        .insertInto("mail_queue")
        .values({
          id,
          kind: message.kind,
          to_address: message.to,
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
          next_attempt_at: new Date(),
        })
        .execute();
      queuedMeanwhile = Math.min(queuedMeanwhile, mailPriority(message.kind));
      // Deliver soon, outside the caller's request (when the worker runs: not in scripts and tests).
      setImmediate(kick);
      return id;
    },
    processDue,
    start() {
      started = true;
      timer ??= setInterval(kick, opts.pollMs ?? POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport.close();
    },
  };
}
