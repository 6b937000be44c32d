// `npm test`: every test of the project in one run, on a two-core machine in as little time as it
// allows. The end-to-end build comes first (the browser tests need it); then the end-to-end tests
// run with the other checks beside them (dependency audit, typecheck, lint, unit tests, and the npm
// scripts named after `--with`, e.g. `--with test:pg` in CI) at the lowest CPU priority: the browser
// tests keep the processor, and the checks use what their waits leave (mail, timers, servers
// starting, the fault tests' outages), instead of adding their own minutes before them.
// The checks' output is printed in one block once both are done, then a summary, the end-to-end
// one last. The exit status is non-zero when anything failed.
import { spawn, type ChildProcess } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** Vitest's limits for tests that wait for the CPU behind the browser tests (vitest.config.ts). */
const BACKGROUND_TEST_TIMEOUT_MS = "120000";

const args = process.argv.slice(2);
const extra: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--with" && args[i + 1]) extra.push(args[++i]!);
  else {
    console.error(`usage: node scripts/test-all.ts [--with <npm script>]... (unknown: ${args[i]})`);
    process.exit(2);
  }
}

interface Finished {
  readonly status: number;
  readonly seconds: number;
  readonly output: string;
}

/** Runs a command; its output goes to this process's as it comes (`live`) or is kept for later. */
function run(command: string, commandArgs: string[], live: boolean, env = process.env): Promise<Finished> {
  const started = Date.now();
  const chunks: Buffer[] = [];
  const child: ChildProcess = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"], env });
  const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    chunks.push(chunk);
    if (live) stream.write(chunk);
  };
  child.stdout!.on("data", collect(process.stdout));
  child.stderr!.on("data", collect(process.stderr));
  return new Promise((resolve) => {
    const finish = (status: number) =>
      resolve({ status, seconds: (Date.now() - started) / 1000, output: Buffer.concat(chunks).toString() });
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** The runner's closing lines: from the first count line ("  3 failed", "  300 passed (9.8m)"). */
function playwrightSummary(output: string): string {
  const lines = output.trimEnd().split("\n");
  const tail = lines.slice(-400);
  const first = tail.findIndex((l) =>
    /^\s{2}\d+ (failed|flaky|interrupted|skipped|did not run|passed)\b/.test(l),
  );
  return (first === -1 ? tail.slice(-5) : tail.slice(first)).join("\n");
}

const started = Date.now();
console.log("Building the end-to-end server…");
const build = await run(
  process.execPath,
  ["scripts/run-parallel.ts", "build:e2e", "observatory:install"],
  true,
);

const checkScripts = ["audit:prod", "typecheck", "lint", "test:unit", ...extra];
const lowest = process.platform === "win32" ? null : "nice";
const checksCommand = [process.execPath, "scripts/run-parallel.ts", ...checkScripts];
const checks = run(
  lowest ?? checksCommand[0]!,
  lowest ? ["-n", "19", ...checksCommand] : checksCommand.slice(1),
  false,
  { ...process.env, VITEST_TEST_TIMEOUT_MS: BACKGROUND_TEST_TIMEOUT_MS },
);

let e2e: Finished;
if (build.status === 0) {
  console.log(`\nEnd-to-end tests (${checkScripts.join(", ")} beside them, at the lowest priority)…`);
  e2e = await run(npm, ["run", "test:e2e:run"], true);
} else {
  e2e = { status: 1, seconds: 0, output: "  not run: the end-to-end build failed\n" };
}
const checked = await checks;

console.log(`\n${"─".repeat(100)}\nThe checks beside the end-to-end tests:\n${checked.output}`);
console.log(`${"─".repeat(100)}\nSummary (${((Date.now() - started) / 60_000).toFixed(1)} min in all):`);
console.log(
  `  ${build.status === 0 ? "passed" : "FAILED"}  end-to-end build (${build.seconds.toFixed(1)} s)`,
);
console.log(
  `  ${checked.status === 0 ? "passed" : "FAILED"}  ${checkScripts.join(", ")} (${checked.seconds.toFixed(1)} s)`,
);
console.log(`  ${e2e.status === 0 ? "passed" : "FAILED"}  end-to-end tests (${e2e.seconds.toFixed(1)} s):`);
console.log(playwrightSummary(e2e.output));
process.exit(build.status || checked.status || e2e.status);
