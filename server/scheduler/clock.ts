/**
 * The time as the scheduler and its jobs see it. Tests pass a clock they move; end-to-end servers
 * (E2E=1) use `offsetClock`, which a test-only route moves forward so that a browser test can reach
 * the next daily run without waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface OffsetClock extends Clock {
  /** Moves this clock forward (never back: a daily run already made stays made). */
  advance(ms: number): void;
  /** How far ahead of the system clock it runs, in milliseconds. */
  offsetMs(): number;
}

export function offsetClock(base: Clock = systemClock): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("a clock only moves forward");
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
