import { authRules, type RateLimiter, type RateRule, type RateState } from "./rate-limit.ts";

/**
 * The attempt limits of the authentication steps, applied the same way whether the attempt comes
 * from a form of the site or from the auth API: per client address and per account (the e-mail
 * address, or the pending two-factor challenge).
 */
export type AttemptKind = "signIn" | "signUp" | "reset" | "twoFactor";

export interface AttemptSubject {
  readonly address: string;
  /** E-mail address (lower-cased here) or challenge id; absent when unknown. */
  readonly account?: string | null;
}

export interface AuthThrottle {
  /**
   * Before an attempt: the limited state when it must be refused (429), otherwise null. Kinds
   * that send an e-mail (sign-up, reset) count the attempt here.
   */
  before(kind: AttemptKind, subject: AttemptSubject): Promise<RateState | null>;
  /** After an attempt: failures of sign-in and two-factor count; a success clears the account. */
  after(kind: AttemptKind, subject: AttemptSubject, success: boolean): Promise<void>;
}

const COUNT_EVERY_ATTEMPT: ReadonlySet<AttemptKind> = new Set(["signUp", "reset"]);

export function createAuthThrottle(limiter: RateLimiter, windowSeconds: number): AuthThrottle {
  const rules = authRules(windowSeconds);
  const ruleFor: Record<AttemptKind, { address: RateRule; account: RateRule }> = {
    signIn: { address: rules.signInAddress, account: rules.signInAccount },
    signUp: { address: rules.signUpAddress, account: rules.signUpAccount },
    reset: { address: rules.resetAddress, account: rules.resetAccount },
    twoFactor: { address: rules.twoFactorAddress, account: rules.twoFactorChallenge },
  };
  const keys = (kind: AttemptKind, s: AttemptSubject) => ({
    address: `${kind}:address:${s.address}`,
    account: s.account ? `${kind}:account:${s.account.trim().toLowerCase()}` : null,
  });
  const worst = (states: RateState[]): RateState | null => {
    const limited = states.filter((s) => s.limited);
    if (limited.length === 0) return null;
    return limited.reduce((a, b) => (b.retryAfter > a.retryAfter ? b : a));
  };

  return {
    async before(kind, subject) {
      const k = keys(kind, subject);
      const rule = ruleFor[kind];
      const op = COUNT_EVERY_ATTEMPT.has(kind) ? limiter.hit : limiter.check;
      const states = [await op(k.address, rule.address)];
      if (k.account) states.push(await op(k.account, rule.account));
      return worst(states);
    },

    async after(kind, subject, success) {
      if (COUNT_EVERY_ATTEMPT.has(kind)) return;
      const k = keys(kind, subject);
      const rule = ruleFor[kind];
      if (success) {
        if (k.account) await limiter.reset(k.account);
        return;
      }
      await limiter.hit(k.address, rule.address);
      if (k.account) await limiter.hit(k.account, rule.account);
    },
  };
}
