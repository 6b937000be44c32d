/**
 * The "kill -9" fault check (issue 10, "Faults, nothing lost"), shared by `npm run fault:kill` and
 * the end-to-end suite (tests/e2e/faults.spec.ts): the built server on a data folder of its own
 * takes a stream of contact submissions (plain form posts, as a browser without JavaScript sends
 * them), is killed with SIGKILL in the middle of it, and is started again on the same data while
 * the stream goes on. Then every submission that was answered with success must be in the database,
 * with its acknowledgement queued (the lead and its e-mails are one transaction).
 *
 * SQLite by default; `databaseUrl` (postgres://…) names a PostgreSQL server on which a database of
 * the run's own is created, and dropped at the end.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { FLASH_COOKIE } from "#app/features/leads/flash.server.ts";
import { issueFormToken } from "#app/features/leads/form-token.server.ts";

export interface KillStreamOptions {
  readonly port: number;
  /** The built site to serve (default `$BUILD_DIR`, else `build`). */
  readonly buildDir?: string;
  /** A PostgreSQL server (postgres://…); unset: the embedded SQLite file. */
  readonly databaseUrl?: string;
  /** Submissions in flight at once. */
  readonly concurrency?: number;
  /** When the server is killed, from the start of the stream (ms). */
  readonly killAfterMs?: number;
  /** How long the stream goes on once the restarted server answers (ms). */
  readonly afterRestartMs?: number;
  readonly log?: (line: string) => void;
}

export interface KillStreamReport {
  readonly engine: "sqlite" | "postgres";
  /** Submissions sent. */
  readonly sent: number;
  /** Answered with success (303 to the form's page with its one-shot message). */
  readonly succeeded: number;
  /** Of which answered by the restarted server. */
  readonly succeededAfterRestart: number;
  /** Sent before the kill and cut by it (no answer). */
  readonly interrupted: number;
  /** Sent while the server was down (connection refused). */
  readonly refusedWhileDown: number;
  /** Answers other than success and connection failures, by status (none expected). */
  readonly otherAnswers: Record<string, number>;
  /** Successful submissions found in the database after the restart. */
  readonly foundAfterRestart: number;
  /** Stored although their answer never arrived (killed between the commit and the answer). */
  readonly storedWithoutAnswer: number;
  /** Successful submissions missing from the database: must be 0. */
  readonly lost: number;
  /** Stored leads without their queued acknowledgement: must be 0. */
  readonly halfWritten: number;
  /** Milliseconds between the kill and the restarted server's first healthy answer. */
  readonly downtimeMs: number;
  /** SQLite's `PRAGMA quick_check` after the restart ("ok"), or "n/a" on PostgreSQL. */
  readonly integrity: string;
}

const root = path.resolve(import.meta.dirname, "../..");

interface RunningServer {
  readonly child: ChildProcess;
  readonly output: () => string;
}

function startServer(env: NodeJS.ProcessEnv): RunningServer {
  let output = "";
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

async function waitHealthy(origin: string, server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

async function stopServer(server: RunningServer, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill(signal);
  await exited;
}

/** A distinct visitor address per submission (documentation range 198.18.0.0/15, never routed). */
function visitorAddress(n: number): string {
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

interface Stored {
  readonly emails: Set<string>;
  readonly acknowledged: Set<string>;
  readonly integrity: string;
}

async function readStored(engine: "sqlite" | "postgres", where: string, prefix: string): Promise<Stored> {
  const like = `${prefix}%`;
  if (engine === "sqlite") {
    const db = new DatabaseSync(where, { readOnly: true });
    try {
      const leads = db.prepare("select email from lead where email like ?").all(like) as { email: string }[];
      const acks = db.prepare("select to_address from mail_queue where to_address like ?").all(like) as {
        to_address: string;
      }[];
      const check = db.prepare("PRAGMA quick_check").get() as { quick_check: string };
      return {
        emails: new Set(leads.map((r) => r.email)),
        acknowledged: new Set(acks.map((r) => r.to_address)),
        integrity: check.quick_check,
      };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where });
  await client.connect();
  try {
    const leads = await client.query<{ email: string }>("select email from lead where email like $1", [like]);
    const acks = await client.query<{ to_address: string }>(
      "select to_address from mail_queue where to_address like $1",
      [like],
    );
    return {
      emails: new Set(leads.rows.map((r) => r.email)),
      acknowledged: new Set(acks.rows.map((r) => r.to_address)),
      integrity: "n/a",
    };
  } finally {
    await client.end();
  }
}

/** A database of the run's own on the PostgreSQL server of `serverUrl`; dropped by the returned function. */
async function createPgDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ga_faults_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function runKillStream(options: KillStreamOptions): Promise<KillStreamReport> {
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? 10;
  const killAfterMs = options.killAfterMs ?? 2_000;
  const afterRestartMs = options.afterRestartMs ?? 2_000;
  const origin = `http://127.0.0.1:${options.port}`;
  const engine = options.databaseUrl ? "postgres" : "sqlite";
  const dataDir = mkdtempSync(path.join(tmpdir(), "ga-fault-kill-"));
  const pgDatabase = options.databaseUrl ? await createPgDatabase(options.databaseUrl) : undefined;
  // The run's own secret, so that it can issue the form tokens a page render would.
  const secret = randomBytes(36).toString("base64url");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    BASE_URL: origin,
    DATA_DIR: dataDir,
    BUILD_DIR: options.buildDir ?? process.env.BUILD_DIR ?? "build",
    START_NO_BUILD: "1",
    LOG_LEVEL: "warn",
    AUTH_SECRET: secret,
    // Each submission plays another visitor (its own address), as real traffic does.
    TRUST_PROXY: "true",
  };
  delete env.E2E;
  delete env.SMTP_URL;
  if (pgDatabase) env.DATABASE_URL = pgDatabase.url;
  else delete env.DATABASE_URL;

  let server = startServer(env);
  try {
    await waitHealthy(origin, server);
    log(`server up on ${origin} (${engine}); streaming ${concurrency} submissions at a time`);

    const run = randomBytes(4).toString("hex");
    const prefix = `fault-${run}-`;
    const succeeded = new Set<string>();
    const otherAnswers: Record<string, number> = {};
    let sent = 0;
    let succeededAfterRestart = 0;
    let interrupted = 0;
    let refusedWhileDown = 0;
    let next = 0;
    let killedAt = Infinity;
    let stopAt = Infinity;
    const started = Date.now();

    async function submit(i: number): Promise<void> {
      const email = `${prefix}${i}@lycee-panne.example`;
      // Issued as if the page had been rendered five seconds ago (the forms refuse faster posts).
      const body = new URLSearchParams({
        _token: issueFormToken(secret, Date.now() - 5_000),
        website_url: "",
        firstName: "Camille",
        lastName: `Durand ${i}`,
        email,
        phone: "01 23 45 67 89",
        institution: `Lycée de la panne ${i % 20}`,
        subject: "quote",
        message: "Bonjour, nous souhaitons recevoir une proposition pour 600 élèves et trois sites.",
      });
      sent++;
      const sentAt = Date.now();
      try {
        const res = await fetch(`${origin}/contact`, {
          method: "POST",
          body,
          redirect: "manual",
          headers: { "X-Forwarded-For": visitorAddress(i), Origin: origin },
        });
        await res.arrayBuffer();
        // Success without JavaScript: a 303 to the form's page carrying the one-shot message.
        if (res.status === 303 && (res.headers.get("set-cookie") ?? "").startsWith(`${FLASH_COOKIE}=`)) {
          succeeded.add(email);
          if (sentAt > killedAt) succeededAfterRestart++;
        } else {
          otherAnswers[String(res.status)] = (otherAnswers[String(res.status)] ?? 0) + 1;
        }
      } catch {
        if (sentAt < killedAt) interrupted++;
        else {
          refusedWhileDown++;
          await new Promise((r) => setTimeout(r, 25));
        }
      }
    }

    async function worker(): Promise<void> {
      while (Date.now() < stopAt) await submit(next++);
    }

    let downtimeMs = 0;
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, killAfterMs));
      killedAt = Date.now();
      const before = succeeded.size;
      await stopServer(server, "SIGKILL");
      log(`killed with SIGKILL after ${killedAt - started} ms (${before} successes so far)`);
      server = startServer(env);
      await waitHealthy(origin, server);
      downtimeMs = Date.now() - killedAt;
      stopAt = Date.now() + afterRestartMs;
      log(`restarted on the same data in ${downtimeMs} ms; streaming on for ${afterRestartMs} ms`);
    })();

    await Promise.all([...Array.from({ length: concurrency }, () => worker()), killer]);

    const where = pgDatabase ? pgDatabase.url : path.join(dataDir, "app.db");
    const stored = await readStored(engine, where, prefix);
    const found = [...succeeded].filter((e) => stored.emails.has(e)).length;
    const report: KillStreamReport = {
      engine,
      sent,
      succeeded: succeeded.size,
      succeededAfterRestart,
      interrupted,
      refusedWhileDown,
      otherAnswers,
      foundAfterRestart: found,
      storedWithoutAnswer: [...stored.emails].filter((e) => !succeeded.has(e)).length,
      lost: succeeded.size - found,
      halfWritten: [...stored.emails].filter((e) => !stored.acknowledged.has(e)).length,
      downtimeMs,
      integrity: stored.integrity,
    };
    return report;
  } finally {
    await stopServer(server, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  }
}
