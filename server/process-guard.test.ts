import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { guardProcess } from "./process-guard.ts";

function guarded() {
  const proc = new EventEmitter();
  const exits: number[] = [];
  const lines: { level: string; msg: string }[] = [];
  const logger = createLogger("info");
  for (const level of ["error", "fatal"] as const) {
    logger[level] = ((_fields: unknown, msg: string) => lines.push({ level, msg })) as never;
  }
  guardProcess(logger, proc, (code) => exits.push(code));
  return { proc, exits, lines };
}

describe("guardProcess", () => {
  it("keeps the server running when a database error reaches the process, and says so", () => {
    const { proc, exits, lines } = guarded();
    proc.emit("uncaughtException", new Error("Connection terminated unexpectedly"));
    proc.emit(
      "unhandledRejection",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    );
    expect(exits).toEqual([]);
    expect(lines).toEqual([
      { level: "error", msg: "a database error escaped its handler: the server keeps running" },
      { level: "error", msg: "a database error escaped its handler: the server keeps running" },
    ]);
  });

  it("stops the process on any other uncaught error, after logging it", () => {
    const { proc, exits, lines } = guarded();
    proc.emit("uncaughtException", new TypeError("cannot read properties of undefined"));
    proc.emit("unhandledRejection", "a string");
    expect(exits).toEqual([1, 1]);
    expect(lines.map((l) => l.level)).toEqual(["fatal", "fatal"]);
  });
});
