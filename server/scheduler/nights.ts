import type { OffsetClock } from "./clock.ts";
import type { RunReport, Scheduler } from "./scheduler.ts";

/**
 * End-to-end tests only: makes `days` nights pass on a server whose scheduler runs on an offset
 * clock. The clock moves `days` days forward, then to the first scheduled run of `job` after that
 * moment (a second past it), and everything due then runs. The run reached is always that of a
 * day at least `days` days after the start, whatever the hour: started at 00:30 Paris time, the
 * previous day's occurrence (a catch-up, for the day before the target) is not the one reached.
 * Returns the runs made, or null when `job` has no schedule.
 */
export async function passNights(
  scheduler: Scheduler & { readonly clock: OffsetClock },
  job: string,
  days: number,
): Promise<{ now: Date; runs: RunReport[] } | null> {
  if (!Number.isInteger(days) || days < 0) throw new RangeError("days: a whole number, zero or more");
  const { clock } = scheduler;
  if (scheduler.upcoming(job) === null) return null;
  clock.advance(days * 86_400_000);
  const at = scheduler.upcoming(job)!;
  clock.advance(Math.max(0, at.getTime() - clock.now().getTime()) + 1000);
  const runs = await scheduler.tick();
  return { now: clock.now(), runs };
}

/** Whether the scheduler's clock is one that tests may move. */
export function isMovable(scheduler: Scheduler): scheduler is Scheduler & { readonly clock: OffsetClock } {
  return typeof (scheduler.clock as Partial<OffsetClock>).advance === "function";
}
