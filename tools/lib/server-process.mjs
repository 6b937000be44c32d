// Shared by `npm run bench` and `npm run lighthouse`: build the site, find a free port, start the
// production server on an empty data folder and stop it again.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const root = path.resolve(import.meta.dirname, "../..");
/** The build these scripts use; BUILD_DIR lets several builds live side by side. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

/** First free TCP port from `start` (bench and Lighthouse use 3350 and up). */
export async function freePort(start = 3350) {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${start} and ${start + 99}`);
}

/** A production build without test-only routes (`npm run build`, so its "prebuild" step runs too). */
export function build({ quiet = false } = {}) {
  const env = { ...process.env, BUILD_DIR: buildDir };
  delete env.E2E;
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    env,
    stdio: quiet ? "ignore" : ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("the build failed");
}

/**
 * Starts the server (app/server-entry.ts) on the built files; resolves once `/` answers 200, with the time from
 * spawn to that first 200 (the cold start).
 */
export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const childEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    BUILD_DIR: buildDir,
    // As `npm start` runs it (scripts/start.mjs): with Node's compile cache, which the build warms.
    NODE_COMPILE_CACHE: path.join(os.tmpdir(), "node-compile-cache"),
    ...env,
  };
  delete childEnv.E2E;
  const child = spawn(process.execPath, [path.join(root, "app/server-entry.ts")], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = started + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped during start-up:\n${stderr}`);
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within 60 s:\n${stderr}`);
    }
    try {
      const response = await fetch(`${origin}/`, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  return {
    child,
    origin,
    coldStartMs: performance.now() - started,
    coldStartCpuMs: cpuTimeMs(child.pid),
    stop: () => stopProcess(child, exited),
  };
}

/**
 * CPU time a process has used (user + system), from /proc: unlike wall time, it hardly depends on
 * what else the machine is doing.
 */
export function cpuTimeMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // Fields 14 and 15 of stat (utime, stime), counted from the state field (3rd): indexes 11 and 12.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
/** Linux's USER_HZ: 100 on every platform this runs on. */
const CLOCK_TICKS = 100;

/** SIGTERM (graceful shutdown), then SIGKILL after 5 s. */
export async function stopProcess(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}
