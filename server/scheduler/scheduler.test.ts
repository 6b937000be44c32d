import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createLogger } from "../logger.ts";
import { offsetClock, type Clock } from "./clock.ts";
import { passNights } from "./nights.ts";
import { claimRun, createScheduler, registerJob, type DailyJob, type JobContext } from "./scheduler.ts";

/**
 * The scheduler's claims on a real database (SQLite by default, PostgreSQL under `npm run test:pg`):
 * two instances sharing the database run each day's occurrence once; a failing job is recorded and
 * never thrown; a server that was down catches up the missed occurrence once; a claim whose instance
 * died is taken over after its lease.
 */
let t: TestDatabase;
let second: Database;
const logger = createLogger("silent");

const movable = (iso: string) => {
  let now = Date.parse(iso);
  return {
    clock: { now: () => new Date(now) } satisfies Clock,
    set: (next: string) => (now = Date.parse(next)),
  };
};

beforeAll(async () => {
  t = await createTestDatabase();
  // A second connection (pool) to the same database: another instance of the server.
  second = openDatabase(t.url, { poolSize: 2 });
});

afterAll(async () => {
  await second?.close();
  await t?.destroy();
});

describe("daily jobs across instances", () => {
  it("two instances run one day's occurrence once, and the next day's once again", async () => {
    const time = movable("2026-02-10T01:00:00Z"); // 02:00 in Paris, before the 03:00 run
    const runs: string[] = [];
    const job = (who: string): DailyJob => ({
      name: "test-once",
      minutes: 180,
      run: async ({ day }) => {
        runs.push(`${who}:${day}`);
        await new Promise((r) => setTimeout(r, 30));
      },
    });
    const a = createScheduler({
      db: t.database.db,
      logger,
      clock: time.clock,
      jobs: [job("a")],
      instance: "a",
    });
    const b = createScheduler({ db: second.db, logger, clock: time.clock, jobs: [job("b")], instance: "b" });
    // Registered before 03:00: nothing to catch up yet.
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([[], []]);

    time.set("2026-02-10T02:00:30Z");
    const reports = (await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()])).flat();
    expect(reports).toEqual([{ job: "test-once", day: "2026-02-10", status: "success" }]);
    expect(runs).toHaveLength(1);

    time.set("2026-02-11T02:05:00Z");
    await Promise.all([a.tick(), b.tick()]);
    expect(runs.map((r) => r.split(":")[1])).toEqual(["2026-02-10", "2026-02-11"]);
    const rows = await t.database.db
      .selectFrom("scheduled_job_run")
      .select(["day", "status"])
      .where("job", "=", "test-once")
      .orderBy("day")
      .execute();
    expect(rows).toEqual([
      { day: "2026-02-10", status: "success" },
      { day: "2026-02-11", status: "success" },
    ]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("a failing job is recorded with its reason and never thrown", async () => {
    const time = movable("2026-02-10T01:00:00Z");
    const s = createScheduler({
      db: t.database.db,
      logger,
      clock: time.clock,
      instance: "c",
      jobs: [
        {
          name: "test-fails",
          minutes: 180,
          run: async () => {
            throw new Error("disk full");
          },
        },
      ],
    });
    await s.tick();
    time.set("2026-02-10T03:00:00Z");
    expect(await s.tick()).toEqual([
      { job: "test-fails", day: "2026-02-10", status: "failure", error: "disk full" },
    ]);
    const row = await t.database.db
      .selectFrom("scheduled_job_run")
      .select(["status", "error", "finished_at"])
      .where("job", "=", "test-fails")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failure", error: "disk full" });
    expect(row.finished_at).not.toBeNull();
    // Not retried the same day.
    expect(await s.tick()).toEqual([]);
    await s.stop();
  });

  it("runs an interval job at the first check, then once its interval has passed on the clock", async () => {
    const runs: string[] = [];
    const time = movable("2026-02-10T10:00:00Z");
    const s = createScheduler({
      db: t.database.db,
      logger,
      clock: time.clock,
      jobs: [
        {
          name: "test-every-5",
          everyMs: 5 * 60_000,
          run: async ({ clock }: { clock: Clock }) => void runs.push(clock.now().toISOString()),
        },
      ],
      instance: "i",
    });
    expect((await s.tick()).map((r) => r.status)).toEqual(["success"]);
    time.set("2026-02-10T10:04:00Z");
    expect(await s.tick()).toEqual([]);
    time.set("2026-02-10T10:05:00Z");
    await s.tick();
    expect(runs).toEqual(["2026-02-10T10:00:00.000Z", "2026-02-10T10:05:00.000Z"]);
    await s.stop();
  });

  it("catches up once at start the occurrence missed while the server was down", async () => {
    const runs: string[] = [];
    const job: DailyJob = {
      name: "test-catch-up",
      minutes: 180,
      run: async ({ day }) => void runs.push(day),
    };
    const first = movable("2026-02-10T01:00:00Z");
    const before = createScheduler({
      db: t.database.db,
      logger,
      clock: first.clock,
      jobs: [job],
      instance: "d",
    });
    await before.tick();
    await before.stop();
    // The server comes back three days later at noon: one run, for that day.
    const later = movable("2026-02-13T11:00:00Z");
    const after = createScheduler({
      db: t.database.db,
      logger,
      clock: later.clock,
      jobs: [job],
      instance: "e",
    });
    await after.tick();
    await after.tick();
    expect(runs).toEqual(["2026-02-13"]);
    await after.stop();
  });

  it("a claim whose instance died is taken over after its lease, by one instance", async () => {
    const now = new Date("2026-02-10T02:00:00Z");
    await registerJob(t.database.db, "test-lease", now);
    const claim = { job: "test-lease", day: "2026-02-10", leaseMs: 60_000 };
    expect(await claimRun(t.database.db, { ...claim, instance: "dead", now })).toBe(true);
    // Within the lease, nobody else gets it.
    const soon = new Date(now.getTime() + 30_000);
    expect(await claimRun(second.db, { ...claim, instance: "f", now: soon })).toBe(false);
    // After it, one of two instances does.
    const late = new Date(now.getTime() + 120_000);
    const taken = await Promise.all([
      claimRun(t.database.db, { ...claim, instance: "g", now: late }),
      claimRun(second.db, { ...claim, instance: "h", now: late }),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });
});

describe("nights passed by an end-to-end test (passNights)", () => {
  // The invoice reminders' time (09:00 Paris). Started at 00:25 Paris time, the occurrence due at
  // once is the previous day's (a catch-up): the nights passed must reach the target day's run.
  it.each([
    ["00:25 Paris (23:25 UTC the day before)", "2026-11-27T23:25:00Z", "2027-01-04"],
    ["06:00 Paris, before the run", "2026-11-28T05:00:00Z", "2027-01-04"],
    ["13:00 Paris, after the run", "2026-11-28T12:00:00Z", "2027-01-05"],
  ])("from %s, 37 nights reach the run of a day 37 days on", async (_, start, day) => {
    const name = `test-nights-${start}`;
    const days: string[] = [];
    const clock = offsetClock({ now: () => new Date(start) });
    const scheduler = createScheduler({
      db: t.database.db,
      logger,
      clock,
      jobs: [{ name, minutes: 9 * 60, run: async (c: JobContext) => void days.push(c.day) }],
      instance: "nights",
    });
    await scheduler.tick();
    const passed = await passNights(scheduler as typeof scheduler & { clock: typeof clock }, name, 37);
    expect(passed!.runs).toEqual([{ job: name, day, status: "success" }]);
    expect(passed!.now.getTime() - Date.parse(start)).toBeGreaterThanOrEqual(37 * 86_400_000);
    expect(passed!.now.getTime() - Date.parse(start)).toBeLessThan(38 * 86_400_000);
    expect(
      await passNights(scheduler as typeof scheduler & { clock: typeof clock }, "unknown", 1),
    ).toBeNull();
    await scheduler.stop();
  });
});
