import { hostname } from "node:os";
import type { Kysely } from "kysely";
import { toDate } from "../db/mapping.ts";
import type { DB } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Clock } from "./clock.ts";
import { dueDay, nextOccurrence, SCHEDULE_TIME_ZONE } from "./schedule.ts";

/**
 * A small scheduler of daily jobs, shared by every feature that needs one (backups today; invoice
 * reminders and a morning digest next). Each job has a time of day (Paris time). Every instance of
 * the server runs the same scheduler: a run is claimed by inserting the (job, day) row, so with
 * several instances on one PostgreSQL database exactly one of them runs each day's occurrence.
 * At start, an occurrence that passed while the server was down is run at once (the latest one
 * only). A failing job is recorded and logged; nothing a job does can stop the process.
 */
export interface DailyJob {
  /** Stable name, the key of its claims: never rename a released job. */
  readonly name: string;
  /** Minutes after midnight, Paris time; null: the job is switched off. */
  readonly minutes: number | null;
  run(context: JobContext): Promise<void>;
}

/**
 * A job run every `everyMs` on every instance (the SLA watch): no claim, so what it does must be
 * idempotent (its effects keyed so that a second run, or a second instance, changes nothing).
 * Checked at each look at the clock (`pollMs`), so it runs at most that often.
 */
export interface IntervalJob {
  readonly name: string;
  readonly everyMs: number;
  run(context: Pick<JobContext, "clock">): Promise<void>;
}

export type ScheduledJob = DailyJob | IntervalJob;

function isInterval(job: ScheduledJob): job is IntervalJob {
  return "everyMs" in job;
}

export interface JobContext {
  /** The day being run, `YYYY-MM-DD`. */
  readonly day: string;
  readonly clock: Clock;
}

export interface RunReport {
  readonly job: string;
  readonly day: string;
  readonly status: "success" | "failure";
  readonly error?: string;
}

export interface Scheduler {
  readonly clock: Clock;
  /**
   * Registers the jobs and runs what is due (catch-up) in the background, then checks every
   * `pollMs`. Returns at once: a catch-up backup never delays the server's start.
   */
  start(): void;
  /** Runs what is due now; resolves once those runs have finished (tests, the test-only route). */
  tick(): Promise<RunReport[]>;
  /** The next time each job will run (now, for a missed occurrence not caught up yet). */
  next(): { job: string; at: Date | null }[];
  /** The first scheduled occurrence of `job` after now, missed ones aside; null when off or unknown. */
  upcoming(job: string): Date | null;
  /** Stops checking and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  readonly db: Kysely<DB>;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly jobs: readonly ScheduledJob[];
  /** How often the clock is looked at (default one minute). */
  readonly pollMs?: number;
  /** A claim whose instance stopped answering may be taken over after this long (default 6 h). */
  readonly leaseMs?: number;
  /** Names this process in its claims. */
  readonly instance?: string;
}

/** Long enough for the slowest backup; an instance killed in a run frees its day after it. */
export const DEFAULT_LEASE_MS = 6 * 3600_000;

/** Notes that a job exists (once) and returns since when. */
export async function registerJob(db: Kysely<DB>, name: string, now: Date): Promise<Date> {
  await db
    .insertInto("scheduled_job")
    .values({ name, registered_at: now })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("scheduled_job")
    .select("registered_at")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return toDate(row.registered_at);
}

/**
 * Claims a job's run of a day for this instance: true when this instance must run it. The unique
 * (job, day) key makes the insert succeed for one instance only; a claim left `running` past its
 * lease (its instance died) is taken over by one instance, through a conditional update.
 */
export async function claimRun(
  db: Kysely<DB>,
  claim: { job: string; day: string; instance: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const lockedUntil = new Date(claim.now.getTime() + claim.leaseMs);
  const inserted = await db
    .insertInto("scheduled_job_run")
    .values({
      job: claim.job,
      day: claim.day,
      status: "running",
      instance: claim.instance,
      started_at: claim.now,
      locked_until: lockedUntil,
    })
    .onConflict((oc) => oc.columns(["job", "day"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const taken = await db
    .updateTable("scheduled_job_run")
    .set({ instance: claim.instance, started_at: claim.now, locked_until: lockedUntil, error: null })
    .where("job", "=", claim.job)
    .where("day", "=", claim.day)
    .where("status", "=", "running")
    .where("locked_until", "<", claim.now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function finishRun(
  db: Kysely<DB>,
  run: { job: string; day: string; instance: string; now: Date; error: string | null },
): Promise<void> {
  await db
    .updateTable("scheduled_job_run")
    .set({ status: run.error === null ? "success" : "failure", finished_at: run.now, error: run.error })
    .where("job", "=", run.job)
    .where("day", "=", run.day)
    .where("instance", "=", run.instance)
    .execute();
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, logger, clock } = options;
  const jobs = options.jobs.filter((j): j is DailyJob => !isInterval(j));
  const intervals = options.jobs.filter(isInterval);
  /** When each interval job last started (clock time). */
  const lastStart = new Map<string, number>();
  const log = logger.child({ module: "scheduler" });
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const instance = options.instance ?? `${hostname()}:${process.pid}`;
  const active = jobs.filter((j) => j.minutes !== null);
  const registered = new Map<string, number>();
  /** The last day each job was run or seen claimed: no query until the next occurrence. */
  const lastDay = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<RunReport[]> = Promise.resolve([]);

  async function register(): Promise<void> {
    for (const job of active) {
      if (registered.has(job.name)) continue;
      registered.set(job.name, (await registerJob(db, job.name, clock.now())).getTime());
    }
  }

  async function runJob(job: DailyJob, day: string): Promise<RunReport | null> {
    const started = clock.now();
    if (!(await claimRun(db, { job: job.name, day, instance, now: started, leaseMs }))) {
      // Another instance has it. While it runs, keep checking: if that instance dies, its claim
      // expires and this one takes the run over.
      const other = await db
        .selectFrom("scheduled_job_run")
        .select("status")
        .where("job", "=", job.name)
        .where("day", "=", day)
        .executeTakeFirst();
      if (other?.status !== "running") lastDay.set(job.name, day);
      return null;
    }
    lastDay.set(job.name, day);
    log.info({ job: job.name, day }, "daily job started");
    let error: string | null = null;
    try {
      await job.run({ day, clock });
    } catch (e) {
      error = reason(e);
      log.error({ job: job.name, day, err: e }, "daily job failed");
    }
    try {
      await finishRun(db, { job: job.name, day, instance, now: clock.now(), error });
    } catch (e) {
      log.error({ job: job.name, day, err: e }, "could not record the end of a daily job");
    }
    if (error === null) log.info({ job: job.name, day }, "daily job done");
    return error === null
      ? { job: job.name, day, status: "success" }
      : { job: job.name, day, status: "failure", error };
  }

  async function runDue(): Promise<RunReport[]> {
    const reports: RunReport[] = [];
    try {
      await register();
    } catch (error) {
      // The database is away: the next check tries again.
      log.warn({ err: error }, "the scheduler could not reach the database");
      return reports;
    }
    for (const job of active) {
      const day = dueDay({
        now: clock.now().getTime(),
        minutes: job.minutes!,
        registeredAt: registered.get(job.name)!,
        lastDay: lastDay.get(job.name) ?? null,
      });
      if (!day) continue;
      try {
        const report = await runJob(job, day);
        if (report) reports.push(report);
      } catch (error) {
        log.warn({ job: job.name, day, err: error }, "could not claim a daily job");
      }
    }
    for (const job of intervals) {
      const now = clock.now().getTime();
      if (now - (lastStart.get(job.name) ?? -Infinity) < job.everyMs) continue;
      lastStart.set(job.name, now);
      const at = new Date(now).toISOString();
      try {
        await job.run({ clock });
        reports.push({ job: job.name, day: at, status: "success" });
      } catch (error) {
        log.warn({ job: job.name, err: error }, "an interval job failed");
        reports.push({ job: job.name, day: at, status: "failure", error: reason(error) });
      }
    }
    return reports;
  }

  function tick(): Promise<RunReport[]> {
    // One check at a time: a long backup delays the next check instead of overlapping it.
    const next = queue.then(runDue, runDue);
    queue = next.catch(() => []);
    return next;
  }

  return {
    clock,
    start() {
      void tick();
      timer = setInterval(() => void tick(), options.pollMs ?? 60_000);
      timer.unref();
    },
    tick,
    next() {
      const now = clock.now().getTime();
      return jobs.map((job) => {
        if (job.minutes === null) return { job: job.name, at: null };
        const latest = dueDay({
          now,
          minutes: job.minutes,
          registeredAt: registered.get(job.name) ?? now,
          lastDay: lastDay.get(job.name) ?? null,
        });
        // A due run not made yet is the next one.
        if (latest) return { job: job.name, at: clock.now() };
        return { job: job.name, at: new Date(nextOccurrence(now, job.minutes, SCHEDULE_TIME_ZONE).at) };
      });
    },
    upcoming(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job || job.minutes === null) return null;
      return new Date(nextOccurrence(clock.now().getTime(), job.minutes, SCHEDULE_TIME_ZONE).at);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
