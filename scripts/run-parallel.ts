// `node scripts/run-parallel.ts <npm script>...`: runs the named npm scripts at the same time (the
// checks of `npm test` beside the end-to-end build), each one's output kept apart and printed in one
// block when it ends, then a summary line per script. The exit status is non-zero when any failed.
import { spawn } from "node:child_process";

interface Outcome {
  readonly name: string;
  readonly status: number;
  readonly seconds: number;
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/run-parallel.ts <npm script>...");
  process.exit(2);
}
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(name: string): Promise<Outcome> {
  const started = Date.now();
  const chunks: Buffer[] = [];
  const child = spawn(npm, ["run", name], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const finish = (status: number) => {
      const seconds = (Date.now() - started) / 1000;
      const title = `── npm run ${name}: ${status === 0 ? "passed" : `FAILED (exit status ${status})`} in ${seconds.toFixed(1)} s`;
      process.stdout.write(`\n${title}\n${Buffer.concat(chunks).toString()}\n`);
      resolve({ name, status, seconds });
    };
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const outcomes = await Promise.all(names.map(run));
console.log("\nChecks:");
for (const o of outcomes)
  console.log(`  ${o.status === 0 ? "passed" : "FAILED"}  ${o.name} (${o.seconds.toFixed(1)} s)`);
process.exit(outcomes.some((o) => o.status !== 0) ? 1 : 0);
