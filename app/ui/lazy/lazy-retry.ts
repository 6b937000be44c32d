/**
 * Retry policy of a lazily loaded piece of code (spec §4 "Lazy-load boundary", §8, §9). Pure: the
 * waiting is injected, so the policy is tested without real timers; the React side lives in
 * `app/ui/lazy/lazy-boundary.tsx`.
 */

/** spec §9: a failed load is retried after 1 s, then 2 s, then 3 s. */
export const LAZY_RETRY_DELAYS_MS = [1_000, 2_000, 3_000] as const;
/** spec §9: three retries. */
export const LAZY_MAX_RETRIES = LAZY_RETRY_DELAYS_MS.length;
/** spec §9: past 10 s the loading is reported as too slow. */
export const LAZY_TIMEOUT_MS = 10_000;

/** The wait before retry number `retry` (1-based), or null once the retries are used up. */
export function retryDelayMs(retry: number): number | null {
  if (!Number.isInteger(retry) || retry < 1 || retry > LAZY_MAX_RETRIES) return null;
  return LAZY_RETRY_DELAYS_MS[retry - 1] ?? null;
}

export interface LoadWithRetryOptions {
  /** Waits `ms` milliseconds (setTimeout in the browser, instant in tests). */
  readonly sleep: (ms: number) => Promise<void>;
  /** Told when retry number `retry` (1-based) of `max` is about to wait and run. */
  readonly onRetry?: (retry: number, max: number, error: unknown) => void;
}

/**
 * Runs `load`; on failure waits 1 s, 2 s, then 3 s between three more tries. Resolves with the first
 * success, or rejects with the last error once the third retry has failed.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, options: LoadWithRetryOptions): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await load();
    } catch (error) {
      const delay = retryDelayMs(retry);
      if (delay === null) throw error;
      options.onRetry?.(retry, LAZY_MAX_RETRIES, error);
      await options.sleep(delay);
    }
  }
}

/** Where a lazy load stands, as the placeholder sees it. */
export interface LazyProgress {
  /** Retries started so far (0 while the first try runs). */
  readonly retry: number;
  /** The 10 s budget is spent and the content is still missing. */
  readonly timedOut: boolean;
  /** Every retry failed. */
  readonly failed: boolean;
}

export const INITIAL_LAZY_PROGRESS: LazyProgress = { retry: 0, timedOut: false, failed: false };

/** What the placeholder shows (spec §8 texts in `common.lazy`). */
export type LazyNotice =
  | { readonly kind: "loading" }
  | { readonly kind: "retrying"; readonly retry: number; readonly max: number }
  | { readonly kind: "timeout" }
  | { readonly kind: "failed" };

/**
 * Final failure first (offer a reload), then the timeout (also offering a reload, while retries go
 * on underneath), then the retry counter, else a plain loading placeholder.
 */
export function lazyNotice(progress: LazyProgress): LazyNotice {
  if (progress.failed) return { kind: "failed" };
  if (progress.timedOut) return { kind: "timeout" };
  if (progress.retry > 0)
    return { kind: "retrying", retry: Math.min(progress.retry, LAZY_MAX_RETRIES), max: LAZY_MAX_RETRIES };
  return { kind: "loading" };
}
