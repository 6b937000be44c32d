import { spawn, type ChildProcess } from "node:child_process";
import { E2E_PORT } from "../../playwright.config.ts";
import { actionRoutes } from "./security-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 17, zero server errors for malformed input: the site's own fuzzer (tools/fuzz/fuzz-forms.ts)
 * against a server of its own (port E2E_PORT + 165, fresh data folder): every action, API endpoint
 * and list parameter, anonymously, as a customer and as staff of each role. Over 3,000 malformed
 * requests; none may answer 5xx, write an error to the server's log or leave a half-stored record.
 */
interface Summary {
  readonly requests: { readonly malformed: number; readonly total: number };
  readonly byIdentity: Readonly<Record<string, number>>;
  readonly byFamily: Readonly<Record<string, number>>;
  readonly targets: { readonly actions: number };
  readonly serverErrors5xx: number;
  readonly errorLogLines: number;
  readonly halfStored: { readonly unreadablePhaseTableChanges: number; readonly invariantViolations: number };
  readonly problems: number;
  readonly seconds: number;
}

let fuzzer: ChildProcess | undefined;
// A run that ran out of time stops its fuzzer (and the fuzzer its server): a retry starts clean.
test.afterEach(() => {
  if (fuzzer && fuzzer.exitCode === null) fuzzer.kill("SIGTERM");
});

test("thousands of malformed requests: no 5xx, no error logged, nothing half-stored", async () => {
  test.setTimeout(240_000);
  const child = (fuzzer = spawn(
    process.execPath,
    ["tools/fuzz/fuzz-forms.ts", "--port", String(E2E_PORT + 165), "--json"],
    // The end-to-end build, served without E2E=1: its test-only routes answer 404 and no test
    // header is trusted, as in production.
    {
      env: { ...process.env, E2E: "", BUILD_DIR: process.env.BUILD_DIR ?? "build-e2e" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  ));
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const line = stdout.split("\n").find((l) => l.startsWith("{"));
  expect(line, `the fuzzer's summary\n${stderr}`).toBeTruthy();
  const summary = JSON.parse(line!) as Summary;
  test.info().annotations.push({ type: "fuzz", description: line! });
  // What went wrong, listed by the fuzzer on stderr (at most 200 lines).
  expect(stderr.trim(), "problems found").toBe("");
  expect(summary.serverErrors5xx).toBe(0);
  expect(summary.errorLogLines).toBe(0);
  expect(summary.halfStored).toEqual({ unreadablePhaseTableChanges: 0, invariantViolations: 0 });
  expect(summary.problems).toBe(0);
  expect(code).toBe(0);
  // The budget, and every identity and action really reached.
  expect(summary.requests.malformed).toBeGreaterThanOrEqual(3000);
  for (const identity of ["anonymous", "customer", "admin", "sales", "support", "billing"]) {
    expect(summary.byIdentity[identity] ?? 0, identity).toBeGreaterThanOrEqual(400);
  }
  for (const family of ["form-body", "json-body", "method", "query", "path"]) {
    expect(summary.byFamily[family] ?? 0, family).toBeGreaterThan(100);
  }
  expect(summary.targets.actions).toBe(actionRoutes().length);
});
