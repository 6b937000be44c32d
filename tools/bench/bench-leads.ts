/**
 * Lead capture benchmark (issue 5 budget): 1,000 contact submissions, 20 at a time, against the
 * built server on the embedded SQLite database. Each submission is what a browser without
 * JavaScript sends (a form post answered by a 303 redirect): a fresh form token, the honeypot,
 * a distinct visitor (address) and e-mail. Budget: p95 ≤ 150 ms, zero errors, exactly 1,000
 * records.
 *
 *   BUILD_DIR=build node tools/bench/bench-leads.ts [--port 3463] [--total 1000] [--concurrency 20]
 */
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { formTokens, startLeadServer, visitorAddress } from "../lib/lead-server.ts";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3463" },
    total: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "20" },
  },
});
const TOTAL = Number(args.total);
const CONCURRENCY = Number(args.concurrency);
const BUDGET_P95_MS = 150;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const server = await startLeadServer(Number(args.port));
let failed = false;
try {
  const tokens = await formTokens(server.origin, TOTAL);
  // The forms refuse a post sent within two seconds of the page's render.
  await new Promise((r) => setTimeout(r, 2_100));

  const runId = Date.now().toString(36);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let next = 0;

  async function worker(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= TOTAL) return;
      const body = new URLSearchParams({
        _token: tokens[i]!,
        website_url: "",
        firstName: "Camille",
        lastName: `Durand ${i}`,
        email: `bench-${runId}-${i}@lycee-bench.example`,
        phone: "01 23 45 67 89",
        institution: `Lycée du banc d'essai ${i % 50}`,
        subject: "quote",
        message: "Bonjour, nous souhaitons recevoir une proposition pour 600 élèves et trois sites.",
      });
      const start = performance.now();
      try {
        const res = await fetch(`${server.origin}/contact`, {
          method: "POST",
          body,
          redirect: "manual",
          headers: { "X-Forwarded-For": visitorAddress(i), Origin: server.origin },
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status !== 303) errors++;
      } catch {
        errors++;
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  const seconds = (performance.now() - started) / 1000;

  const sorted = [...latencies].sort((a, b) => a - b);
  const db = new DatabaseSync(`${server.dataDir}/app.db`, { readOnly: true });
  const { n: records } = db
    .prepare("select count(*) as n from lead where type = 'contact' and email like ?")
    .get(`bench-${runId}-%`) as { n: number };
  const { n: mails } = db
    .prepare("select count(*) as n from mail_queue where to_address like ?")
    .get(`bench-${runId}-%`) as {
    n: number;
  };
  db.close();
  const health = await fetch(`${server.origin}/healthz`);

  const p95 = percentile(sorted, 95);
  console.log(
    JSON.stringify(
      {
        submissions: TOTAL,
        concurrency: CONCURRENCY,
        seconds: Math.round(seconds * 100) / 100,
        throughputPerSecond: Math.round(TOTAL / seconds),
        latencyMs: {
          p50: Math.round(percentile(sorted, 50) * 10) / 10,
          p95: Math.round(p95 * 10) / 10,
          p99: Math.round(percentile(sorted, 99) * 10) / 10,
          max: Math.round((sorted.at(-1) ?? NaN) * 10) / 10,
        },
        statuses: Object.fromEntries(statuses),
        errors,
        records,
        acknowledgementsQueued: mails,
        healthAfter: health.status,
      },
      null,
      2,
    ),
  );
  const problems = [
    p95 > BUDGET_P95_MS ? `p95 ${p95.toFixed(1)} ms > ${BUDGET_P95_MS} ms` : "",
    errors > 0 ? `${errors} errors` : "",
    records !== TOTAL ? `${records} records instead of ${TOTAL}` : "",
  ].filter(Boolean);
  if (problems.length) {
    failed = true;
    console.error(`Budget missed: ${problems.join(", ")}`);
  } else {
    console.log(
      `Budget met: p95 ${p95.toFixed(1)} ms ≤ ${BUDGET_P95_MS} ms, zero errors, ${records} records.`,
    );
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
