import type { Logger } from "./logger.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";

/** The part of `process` the guard needs (tests give an EventEmitter). */
export interface GuardedProcess {
  on(event: "uncaughtException", listener: (error: Error) => void): unknown;
  on(event: "unhandledRejection", listener: (reason: unknown) => void): unknown;
}

/**
 * The last line of defence of the server process, for an error that no code caught: an "error"
 * event without a listener, a promise nobody awaited.
 *
 * - A database being unavailable leaves nothing half-done in the process (the connection is gone,
 *   its transaction rolled back by the database): it is logged and the server keeps serving. Every
 *   known source has its own handler (`server/db/database.ts`); this line in a log means one was
 *   missed.
 * - Anything else may have left the process in a state nobody planned for: it is logged and the
 *   process stops, as Node would, for the process manager to start it again.
 */
export function guardProcess(
  logger: Logger,
  proc: GuardedProcess = process,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const handle = (error: unknown, origin: string) => {
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, origin }, "a database error escaped its handler: the server keeps running");
      return;
    }
    logger.fatal({ err: error, origin }, "uncaught error: the server stops");
    exit(1);
  };
  proc.on("uncaughtException", (error) => handle(error, "uncaughtException"));
  proc.on("unhandledRejection", (reason) => handle(reason, "unhandledRejection"));
}
