import { sql, type Kysely } from "kysely";
import { toInt } from "../db/mapping.ts";
import type { DB } from "../db/schema.ts";

/**
 * Fixed-window counters in the `rate_limit` table, so that every app instance sharing a
 * PostgreSQL database shares the limits. A counter is a key (what is limited and for whom, e.g.
 * `sign-in:ip:203.0.113.7` or `sign-in:account:jeanne@lycee.fr`) with a count and the start of its
 * window; the first hit after the window restarts it.
 */
export interface RateRule {
  /** Hits allowed in one window. */
  readonly max: number;
  readonly windowMs: number;
}

export interface RateState {
  readonly limited: boolean;
  /** Seconds until the window restarts (0 when not limited). */
  readonly retryAfter: number;
  readonly count: number;
  /** Start of the window the count belongs to (milliseconds since the epoch). */
  readonly windowStart: number;
}

export interface RateLimiter {
  /** The key's state without counting anything. */
  check(key: string, rule: RateRule, now?: number): Promise<RateState>;
  /**
   * Counts one hit; `limited` is true once the hits exceed the rule's maximum. Check and count are
   * one statement: of any number of concurrent hits, at most `max` see `limited: false`.
   */
  hit(key: string, rule: RateRule, now?: number): Promise<RateState>;
  /**
   * Gives one hit back (an attempt refused before it was evaluated, or one that succeeded), if the
   * window it was counted in is still the current one.
   */
  release(key: string, windowStart: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** Deletes counters whose window ended long ago. */
  prune(olderThanMs: number, now?: number): Promise<number>;
}

function state(count: number, windowStart: number, rule: RateRule, now: number, limited: boolean): RateState {
  const retryAfter = limited ? Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)) : 0;
  return { limited, retryAfter, count, windowStart };
}

export function createRateLimiter(db: Kysely<DB>): RateLimiter {
  return {
    async check(key, rule, now = Date.now()) {
      const row = await db
        .selectFrom("rate_limit")
        .select(["count", "window_start"])
        .where("key", "=", key)
        .executeTakeFirst();
      if (!row) return state(0, now, rule, now, false);
      const start = toInt(row.window_start);
      if (start + rule.windowMs <= now) return state(0, now, rule, now, false);
      const count = toInt(row.count);
      return state(count, start, rule, now, count >= rule.max);
    },

    async hit(key, rule, now = Date.now()) {
      const expired = now - rule.windowMs;
      // One statement, so concurrent hits on the same key never lose a count.
      const row = await db
        .insertInto("rate_limit")
        .values({ key, count: 1, window_start: now })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when rate_limit.window_start <= ${expired} then 1 else rate_limit.count + 1 end`,
            window_start: sql<number>`case when rate_limit.window_start <= ${expired} then ${now} else rate_limit.window_start end`,
          }),
        )
        .returning(["count", "window_start"])
        .executeTakeFirstOrThrow();
      const count = toInt(row.count);
      return state(count, toInt(row.window_start), rule, now, count > rule.max);
    },

    async release(key, windowStart) {
      await db
        .updateTable("rate_limit")
        .set({ count: sql<number>`rate_limit.count - 1` })
        .where("key", "=", key)
        .where("window_start", "=", windowStart)
        .where("count", ">", 0)
        .execute();
    },

    async reset(key) {
      await db.deleteFrom("rate_limit").where("key", "=", key).execute();
    },

    async prune(olderThanMs, now = Date.now()) {
      const result = await db
        .deleteFrom("rate_limit")
        .where("window_start", "<", now - olderThanMs)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * The limits on authentication attempts (issue: "for example 5 failures a minute"; decision 021).
 * Sign-in and two-factor count failures only; sign-up and reset requests count every attempt, since
 * each one sends an e-mail. A sign-in is limited per client address, per account from that address,
 * and per account from the addresses the account has never signed in from: an attacker's failures
 * from elsewhere never use up the owner's own allowance. The per-address limits are higher because
 * one school network can sit behind a single address.
 */
export function authRules(windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  return {
    /** Every address the account has not signed in from yet, together. */
    signInAccount: { max: 5, windowMs },
    /** One account from one address. */
    signInAccountAddress: { max: 5, windowMs },
    signInAddress: { max: 30, windowMs },
    signUpAccount: { max: 3, windowMs },
    signUpAddress: { max: 10, windowMs },
    resetAccount: { max: 3, windowMs },
    resetAddress: { max: 10, windowMs },
    twoFactorChallenge: { max: 5, windowMs },
    twoFactorAddress: { max: 30, windowMs },
  } satisfies Record<string, RateRule>;
}

export type AuthRules = ReturnType<typeof authRules>;
