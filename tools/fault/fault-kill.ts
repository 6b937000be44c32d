/**
 * `npm run fault:kill`: a stream of lead submissions, the server killed with SIGKILL in the middle
 * and started again; every submission answered with success must be in the database afterwards
 * (tools/fault/kill-stream.ts; docs/operations-faults.md). Exits non-zero when one is lost.
 *
 *   BUILD_DIR=build npm run fault:kill -- [--port 3470] [--concurrency 10] [--kill-after 2000] [--after-restart 2000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run fault:kill   # on PostgreSQL
 */
import { parseArgs } from "node:util";
import { runKillStream } from "./kill-stream.ts";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3470" },
    concurrency: { type: "string", default: "10" },
    "kill-after": { type: "string", default: "2000" },
    "after-restart": { type: "string", default: "2000" },
  },
});

const report = await runKillStream({
  port: Number(args.port),
  databaseUrl: process.env.DATABASE_URL || undefined,
  concurrency: Number(args.concurrency),
  killAfterMs: Number(args["kill-after"]),
  afterRestartMs: Number(args["after-restart"]),
  log: (line) => console.log(line),
});

console.log(JSON.stringify(report, null, 2));
const problems = [
  report.lost > 0 ? `${report.lost} successful submissions lost` : "",
  report.halfWritten > 0 ? `${report.halfWritten} leads without their queued e-mail` : "",
  report.integrity !== "ok" && report.integrity !== "n/a" ? `integrity check: ${report.integrity}` : "",
  report.succeeded === 0 ? "no submission succeeded: nothing was proven" : "",
].filter(Boolean);
if (problems.length) {
  console.error(`FAILED: ${problems.join(", ")}`);
  process.exit(1);
}
console.log(
  `Nothing lost: ${report.succeeded} of ${report.sent} submissions answered with success, all ${report.foundAfterRestart} found after the restart (${report.interrupted} cut by the kill, ${report.refusedWhileDown} refused while down, ${report.storedWithoutAnswer} stored without an answer).`,
);
