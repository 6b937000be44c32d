import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { FORM_MIN_FILL_MS } from "../../playwright.config.ts";

/**
 * A server of the site of a test's own (the built end-to-end site, a fresh data folder), for what
 * the shared server cannot show: another configuration, a second instance, a restart.
 */
export interface AppServer {
  readonly origin: string;
  readonly process: ChildProcess;
  /** What the server printed, for a failure's report. */
  readonly output: () => string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

export interface StartOptions {
  /**
   * Resolve once the server answers at all (`/healthz` 503 included: a server started while its
   * database is unreachable) rather than once it is healthy (the default).
   */
  readonly answering?: boolean;
}

export async function startAppServer(
  port: number,
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<AppServer> {
  const origin = `http://localhost:${port}`;
  // Another server on the port would answer the health checks below in this one's place.
  const taken = await fetch(`${origin}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already taken: another test's server, or one left running`);
  const dataDir = env.DATA_DIR ?? `/tmp/ga-e2e-own-${port}`;
  if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: origin,
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build-e2e",
      START_NO_BUILD: "1",
      E2E: "1",
      LOG_LEVEL: "warn",
      FORM_MIN_FILL_MS,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok || (options.answering === true && r.status === 503),
      () => false,
    );
    if (up) return { origin, process: child, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The server on port ${port} did not start:\n${output}`);
}
