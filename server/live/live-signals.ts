import { EventEmitter } from "node:events";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { Engine } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/**
 * Live signals between the instances of the server (decision 038): "topic X changed", nothing
 * more; whoever listens reads what changed from the database. The CRM's bell uses one topic per
 * person (`user:<id>`) to send their unread count through server-sent events.
 *
 * - PostgreSQL: `pg_notify` in the writing transaction (PostgreSQL delivers it at commit, never
 *   for a rolled-back one) and one dedicated connection per instance that LISTENs, reconnecting
 *   with a growing pause when it is lost; after a reconnection every topic is told once, since
 *   signals sent meanwhile were missed.
 * - SQLite (one instance): an in-process emitter; the signal is sent once the current task is
 *   over (the listener's query then waits for the transaction's connection, so it reads the commit).
 */
export interface LiveSignals {
  /** Tells every instance that `topic` changed; pass the transaction that made the change. */
  publish(db: Kysely<DB>, topic: string): Promise<void>;
  /**
   * Calls `listener` whenever `topic` changes, `onEnd` once when the signals stop (server
   * shutdown). Returns the unsubscribe function.
   */
  subscribe(topic: string, listener: () => void, onEnd: () => void): () => void;
  /** How many subscriptions are open (tests, logs). */
  size(): number;
  /** Ends every subscription (their `onEnd`) and releases the listening connection. */
  close(): Promise<void>;
}

/** The PostgreSQL channel of every live signal. */
export const LIVE_CHANNEL = "ga_live";
const MAX_PAUSE_MS = 30_000;

export interface LiveSignalsOptions {
  readonly engine: Engine;
  /** The PostgreSQL address (the listening connection is its own, outside the pool). */
  readonly databaseUrl?: string;
  readonly logger: Logger;
  /** First pause before reconnecting a lost listening connection (default 1 s; doubles, ≤ 30 s). */
  readonly reconnectMs?: number;
}

export function createLiveSignals(options: LiveSignalsOptions): LiveSignals {
  const log = options.logger.child({ module: "live-signals" });
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const ends = new Set<() => void>();
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let pause = options.reconnectMs ?? 1000;
  let connecting: Promise<void> | null = null;

  const everyTopic = () => {
    for (const name of emitter.eventNames()) emitter.emit(name);
  };

  async function listen(): Promise<void> {
    if (closed || client || !options.databaseUrl) return;
    const next = new pg.Client({ connectionString: options.databaseUrl });
    let lost = false;
    const onLoss = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      if (closed) return;
      log.warn({ reason: error?.message, retryMs: pause }, "the live signals' connection was lost");
      retry = setTimeout(() => {
        retry = undefined;
        connecting = listen();
      }, pause);
      retry.unref();
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    };
    next.on("error", onLoss);
    next.on("end", () => onLoss());
    next.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) emitter.emit(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      onLoss(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    const wasLost = pause > (options.reconnectMs ?? 1000);
    client = next;
    pause = options.reconnectMs ?? 1000;
    // Signals sent while the connection was away were missed: every listener reads again.
    if (wasLost) everyTopic();
  }

  if (options.engine === "postgres") connecting = listen();

  return {
    async publish(db, topic) {
      if (options.engine === "postgres") {
        await sql`select pg_notify(${LIVE_CHANNEL}, ${topic})`.execute(db);
        return;
      }
      setImmediate(() => emitter.emit(topic));
    },
    subscribe(topic, listener, onEnd) {
      if (closed) {
        queueMicrotask(onEnd);
        return () => {};
      }
      emitter.on(topic, listener);
      ends.add(onEnd);
      return () => {
        emitter.off(topic, listener);
        ends.delete(onEnd);
      };
    },
    size: () => ends.size,
    async close() {
      if (closed) return;
      closed = true;
      if (retry) clearTimeout(retry);
      for (const end of [...ends]) {
        try {
          end();
        } catch (error) {
          log.warn({ err: error }, "a live subscription did not end cleanly");
        }
      }
      ends.clear();
      emitter.removeAllListeners();
      await connecting?.catch(() => {});
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

/** Signals that go nowhere: the services while the server starts. */
export const noLiveSignals: LiveSignals = {
  publish: async () => {},
  subscribe: (_topic, _listener, onEnd) => {
    queueMicrotask(onEnd);
    return () => {};
  },
  size: () => 0,
  close: async () => {},
};
