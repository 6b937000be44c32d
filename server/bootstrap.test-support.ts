import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** What the start-up tests share (server/bootstrap*.test.ts): a data folder, a request, a free port. */
const dirs: string[] = [];

/** Removes the data folders made by `environment` (in the test file's afterAll). */
export function removeDataDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function environment(databaseUrl: string): NodeJS.ProcessEnv {
  const dir = mkdtempSync(path.join(tmpdir(), "ga-boot-"));
  dirs.push(dir);
  return {
    APP_ENV: "test",
    DATA_DIR: dir,
    BASE_URL: "http://localhost:3999",
    LOG_LEVEL: "silent",
    DATABASE_URL: databaseUrl,
  };
}

export const noBuild = {
  mode: "production" as const,
  getBuild: () => Promise.reject(new Error("no React Router build in these tests")),
};

export async function get(fetch: (request: Request) => Response | Promise<Response>, pathname: string) {
  const res = await fetch(new Request(`http://localhost:3999${pathname}`));
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
