import type { Kysely } from "kysely";
import { toInt } from "../db/mapping.ts";
import type { DB } from "../db/schema.ts";
import { authRules, type RateLimiter, type RateRule, type RateState } from "./rate-limit.ts";

/**
 * The attempt limits of the authentication steps, applied the same way whether the attempt comes
 * from a form of the site or from the auth API (decision 021).
 *
 * An attempt is reserved before it is evaluated: every counter it falls under is incremented in one
 * statement, and the attempt goes on only if none of them went over its limit. So however many
 * attempts arrive at once, on however many instances, at most `max` of them reach the password
 * check. A refused attempt gives its reservations back; a failed one keeps them; a successful one
 * gives them back too (and clears the account's counter for that address).
 *
 * Sign-in counters: per client address (all accounts), per account from that address, and per
 * account from every address it has not signed in from before. The owner, from an address they
 * signed in from in the last 90 days, is therefore never refused because of failures made
 * elsewhere, while an attacker spread over any number of addresses gets the per-account allowance
 * once per window.
 */
export type AttemptKind = "signIn" | "signUp" | "reset" | "twoFactor";

export interface AttemptSubject {
  readonly address: string;
  /** E-mail address (lower-cased here) or challenge id; absent when unknown. */
  readonly account?: string | null;
}

export interface Attempt {
  /** The limited state when the attempt is refused (answer 429; nothing is counted), else null. */
  readonly refused: RateState | null;
  /**
   * After the evaluation. Sign-in and two-factor: a failure stays counted, a success gives the
   * reservation back and clears the account's counter for this address (and, for a sign-in, makes
   * the address one the account is known to sign in from). Sign-up and reset count every attempt.
   */
  settle(success: boolean): Promise<void>;
}

export interface AuthThrottle {
  /** Reserves an attempt before it is evaluated (see above). */
  begin(kind: AttemptKind, subject: AttemptSubject): Promise<Attempt>;
  /**
   * Makes an address one the account is known to sign in from, after a proof other than a sign-in
   * (a password set from a reset link: the owner reads the account's mailbox there).
   */
  trust(account: string, address: string): Promise<void>;
}

/** How long a successful sign-in makes its address a known one for the account. */
export const KNOWN_ADDRESS_DAYS = 90;

/** The addresses each account signed in from (table `sign_in_address`), shared by every instance. */
export interface KnownAddresses {
  has(account: string, address: string, now: number): Promise<boolean>;
  remember(account: string, address: string, now: number): Promise<void>;
  /** Forgets addresses not used for KNOWN_ADDRESS_DAYS. */
  prune(now: number): Promise<number>;
}

const KNOWN_MS = KNOWN_ADDRESS_DAYS * 86_400_000;

export function createKnownAddresses(db: Kysely<DB>): KnownAddresses {
  return {
    async has(account, address, now) {
      const row = await db
        .selectFrom("sign_in_address")
        .select("last_success_at")
        .where("account", "=", account)
        .where("address", "=", address)
        .executeTakeFirst();
      return !!row && toInt(row.last_success_at) > now - KNOWN_MS;
    },
    async remember(account, address, now) {
      await db
        .insertInto("sign_in_address")
        .values({ account, address, last_success_at: now })
        .onConflict((oc) => oc.columns(["account", "address"]).doUpdateSet({ last_success_at: now }))
        .execute();
    },
    async prune(now) {
      const result = await db
        .deleteFrom("sign_in_address")
        .where("last_success_at", "<", now - KNOWN_MS)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

const COUNT_EVERY_ATTEMPT: ReadonlySet<AttemptKind> = new Set(["signUp", "reset"]);

interface Counter {
  readonly key: string;
  readonly rule: RateRule;
  /** Cleared by a success (the account's own counter), rather than given back one hit. */
  readonly clearOnSuccess?: boolean;
}

export function createAuthThrottle(
  limiter: RateLimiter,
  known: KnownAddresses,
  windowSeconds: number,
  clock: () => number = Date.now,
): AuthThrottle {
  const rules = authRules(windowSeconds);

  async function countersFor(kind: AttemptKind, s: AttemptSubject, now: number): Promise<Counter[]> {
    const account = s.account ? s.account.trim().toLowerCase() : null;
    switch (kind) {
      case "signIn": {
        const counters: Counter[] = [{ key: `signIn:address:${s.address}`, rule: rules.signInAddress }];
        if (!account) return counters;
        counters.push({
          key: `signIn:account-address:${account}|${s.address}`,
          rule: rules.signInAccountAddress,
          clearOnSuccess: true,
        });
        if (!(await known.has(account, s.address, now)))
          counters.push({ key: `signIn:account:${account}`, rule: rules.signInAccount });
        return counters;
      }
      case "twoFactor":
        return [
          { key: `twoFactor:address:${s.address}`, rule: rules.twoFactorAddress },
          ...(account
            ? [{ key: `twoFactor:account:${account}`, rule: rules.twoFactorChallenge, clearOnSuccess: true }]
            : []),
        ];
      case "signUp":
        return [
          { key: `signUp:address:${s.address}`, rule: rules.signUpAddress },
          ...(account ? [{ key: `signUp:account:${account}`, rule: rules.signUpAccount }] : []),
        ];
      case "reset":
        return [
          { key: `reset:address:${s.address}`, rule: rules.resetAddress },
          ...(account ? [{ key: `reset:account:${account}`, rule: rules.resetAccount }] : []),
        ];
    }
  }

  const worst = (states: RateState[]): RateState | null => {
    const limited = states.filter((s) => s.limited);
    if (limited.length === 0) return null;
    return limited.reduce((a, b) => (b.retryAfter > a.retryAfter ? b : a));
  };

  return {
    async begin(kind, subject) {
      const now = clock();
      const counters = await countersFor(kind, subject, now);
      const held: { counter: Counter; state: RateState }[] = [];
      for (const counter of counters)
        held.push({ counter, state: await limiter.hit(counter.key, counter.rule, now) });
      const giveBack = () =>
        Promise.all(held.map(({ counter, state }) => limiter.release(counter.key, state.windowStart)));

      const refused = worst(held.map((h) => h.state));
      if (refused) {
        await giveBack();
        return { refused, settle: async () => {} };
      }
      let settled = false;
      return {
        refused: null,
        async settle(success) {
          if (settled || !success || COUNT_EVERY_ATTEMPT.has(kind)) return;
          settled = true;
          await Promise.all(
            held.map(({ counter, state }) =>
              counter.clearOnSuccess
                ? limiter.reset(counter.key)
                : limiter.release(counter.key, state.windowStart),
            ),
          );
          if (kind === "signIn" && subject.account)
            await known.remember(subject.account.trim().toLowerCase(), subject.address, clock());
        },
      };
    },

    async trust(account, address) {
      await known.remember(account.trim().toLowerCase(), address, clock());
    },
  };
}
