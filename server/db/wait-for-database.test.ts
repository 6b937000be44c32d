import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { DatabaseNotReadyError } from "./unavailable.ts";
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs, retryWhileUnavailable } from "./wait-for-database.ts";

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("info");
  for (const level of ["info", "warn", "error"] as const) {
    logger[level] = ((fields: Record<string, unknown>, msg: string) => {
      lines.push({ level, ...fields, msg });
    }) as never;
  }
  return { logger, lines };
}

describe("retryDelayMs", () => {
  it("doubles from half a second and stops growing at 15 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(1_000)).toBe(MAX_RETRY_MS);
  });
});

describe("retryWhileUnavailable", () => {
  it("tries again after each failure of the database, with a log line each time, until it answers", async () => {
    const { logger, lines } = recordingLogger();
    const pauses: number[] = [];
    let tries = 0;
    const result = await retryWhileUnavailable(
      async () => {
        tries++;
        if (tries <= 3) throw refused();
        if (tries === 4) throw new DatabaseNotReadyError();
        return "migrated";
      },
      { logger, step: "migrations", pause: async (ms) => pauses.push(ms) },
    );
    expect(result).toBe("migrated");
    expect(tries).toBe(5);
    expect(pauses).toEqual([500, 1_000, 2_000, 4_000]);
    const warnings = lines.filter((l) => l.level === "warn");
    expect(warnings.map((l) => l.msg)).toEqual([
      "the database does not answer (migrations): next try in 0.5 s",
      "the database does not answer (migrations): next try in 1 s",
      "the database does not answer (migrations): next try in 2 s",
      "the database does not answer (migrations): next try in 4 s",
    ]);
    expect(warnings[0]).toMatchObject({ failures: 1, code: "ECONNREFUSED", reason: refused().message });
    expect(lines.at(-1)).toMatchObject({ level: "info", step: "migrations", tries: 5 });
  });

  it("recognises the driver's error inside a wrapping one (a failed migration)", async () => {
    const { logger } = recordingLogger();
    let tries = 0;
    await retryWhileUnavailable(
      async () => {
        if (++tries === 1) throw new Error("Database migration failed", { cause: refused() });
      },
      { logger, step: "migrations", pause: async () => {} },
    );
    expect(tries).toBe(2);
  });

  it("gives up at once on an error that waiting cannot cure", async () => {
    const { logger, lines } = recordingLogger();
    let tries = 0;
    const wrongPassword = Object.assign(new Error('password authentication failed for user "app"'), {
      code: "28P01",
    });
    await expect(
      retryWhileUnavailable(
        async () => {
          tries++;
          throw wrongPassword;
        },
        { logger, step: "migrations", pause: async () => {} },
      ),
    ).rejects.toBe(wrongPassword);
    expect(tries).toBe(1);
    expect(lines).toEqual([]);
  });

  it("stops waiting when the server shuts down", async () => {
    const { logger } = recordingLogger();
    const stopping = new AbortController();
    let tries = 0;
    const waiting = retryWhileUnavailable(
      async () => {
        tries++;
        throw refused();
      },
      { logger, step: "migrations", signal: stopping.signal },
    );
    stopping.abort(new Error("shutting down"));
    await expect(waiting).rejects.toMatchObject({ name: "AbortError" });
    expect(tries).toBe(1);
  });
});
