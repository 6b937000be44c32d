import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "../logger.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** Wait before the second try at start-up; it doubles after each failure… */
export const FIRST_RETRY_MS = 500;
/** …up to this, so that a database back after a long outage is found within this long. */
export const MAX_RETRY_MS = 15_000;

/** Wait after the `failures`-th failed try in a row: 0.5 s, 1 s, 2 s, 4 s, 8 s, then 15 s each time. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

/** The driver's error code, on the error or on the one it wraps (a failed migration). */
function codeOf(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code;
}

export interface WaitOptions {
  readonly logger: Logger;
  /** What is waiting, for the log ("migrations"). */
  readonly step: string;
  /** Stops the waiting (the server is shutting down): the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** The pause between tries (tests replace it). */
  readonly pause?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
}

/**
 * Runs `task` until the database lets it through: as long as it fails because the database is
 * unavailable (unreachable, starting, shutting down), it is tried again after a growing pause, with
 * one log line per failure. Any other error (a wrong password, a migration that fails, a bug) is
 * thrown at once: trying again would change nothing.
 */
export async function retryWhileUnavailable<T>(task: () => Promise<T>, options: WaitOptions): Promise<T> {
  const { logger, step, signal } = options;
  const pause = options.pause ?? ((ms: number, s?: AbortSignal) => sleep(ms, undefined, { signal: s }));
  for (let failures = 1; ; failures++) {
    signal?.throwIfAborted();
    try {
      const result = await task();
      if (failures > 1) logger.info({ step, tries: failures }, "the database answers again");
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const wait = retryDelayMs(failures);
      logger.warn(
        {
          step,
          failures,
          retryInSeconds: wait / 1000,
          reason: error instanceof Error ? error.message : String(error),
          code: codeOf(error),
        },
        `the database does not answer (${step}): next try in ${wait / 1000} s`,
      );
      await pause(wait, signal);
    }
  }
}
