/**
 * A throwaway server for the lead scripts (bench-leads.ts, fuzz-forms.ts): the built site on its own
 * port and fresh data folder, trusting X-Forwarded-For so that a script can play many visitors
 * (each with their own address, as real visitors are) without meeting the per-address limit.
 * With `captureOutput`, its log is kept (`output()`) instead of printed, for the script to read.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface LeadServer {
  readonly origin: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** What the server wrote so far, when started with `captureOutput` (empty otherwise). */
  output(): { readonly stdout: string; readonly stderr: string };
  stop(): Promise<void>;
}

export interface LeadServerOptions {
  readonly captureOutput?: boolean;
}

const root = path.resolve(import.meta.dirname, "../..");

export async function startLeadServer(
  port: number,
  extraEnv: Record<string, string> = {},
  options: LeadServerOptions = {},
): Promise<LeadServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ga-leads-script-"));
  const origin = `http://127.0.0.1:${port}`;
  // An existing build is served as it is (the scripts measure it); without one, start.mjs builds first.
  const built = existsSync(path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js"));
  const entry = built ? "app/server-entry.ts" : "scripts/start.mjs";
  const child = spawn(process.execPath, [path.join(root, entry)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      NODE_ENV: "production",
      ...extraEnv,
    },
    stdio: ["ignore", options.captureOutput ? "pipe" : "inherit", options.captureOutput ? "pipe" : "inherit"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}\n${stderr}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("the server did not start within 180 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    dataDir,
    process: child,
    output: () => ({ stdout, stderr }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Tokens for the forms, as a page render would issue them (`/api/form-token`). */
export async function formTokens(origin: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - tokens.length) }, async () => {
        const res = await fetch(`${origin}/api/form-token`);
        return ((await res.json()) as { token: string }).token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** An address per simulated visitor (documentation range 198.18.0.0/15, never routed). */
export function visitorAddress(n: number): string {
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
