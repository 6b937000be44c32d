// `npm run test:pg`: the data-layer and account tests against PostgreSQL. Each test file creates a
// fresh database on the server of TEST_DATABASE_URL (default: postgres@127.0.0.1:5432) and drops it
// afterwards (server/db/test-database.ts).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";

const root = path.resolve(import.meta.dirname, "..");
const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Where the tests that touch the database live. */
const ROOTS = [
  "server/db",
  "server/auth",
  "server/bootstrap.test.ts",
  "server/bootstrap.pg.test.ts",
  "server/scheduler",
  "app/features/auth",
  "app/features/client-space",
  "app/features/crm",
  "app/features/orders",
  "app/seed.server.test.ts",
];
/**
 * A test file runs again on PostgreSQL when it builds a database (a test database, the app's test
 * harness) or reads which engine it runs on; the pure ones (rules, PDF and XML writers, the EN 16931
 * validation) give the same answer on either engine and run once, in `npm run test:unit`.
 */
const USES_DATABASE =
  /createTestDatabase|startAppHarness|test-harness|TEST_DATABASE_URL|testEngine|openDatabase/;
function testFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.join(entry, f));
}
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ROOTS.flatMap(testFiles)
      .filter((f) => USES_DATABASE.test(readFileSync(path.join(root, f), "utf8")))
      .sort();
// One database migrated to the latest schema, copied by every test file that wants a migrated
// database (`create database … template …`, server/db/test-database.ts): running the migrations
// once rather than once per file. The migration tests still run every migration themselves.
const template = `ga_template_${process.pid}`;
async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
await adminQuery(`create database ${template}`);
let status = 1;
try {
  const target = new URL(url);
  target.pathname = `/${template}`;
  const database = openDatabase(target.toString(), { poolSize: 1 });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  // Tests that build a database from every migration take a few seconds on PostgreSQL (schema
  // changes are slower there than on SQLite): 20 s each, not Vitest's 5.
  const result = spawnSync("npx", ["vitest", "run", "--testTimeout=20000", ...files], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url, TEST_DATABASE_TEMPLATE: template },
  });
  status = result.status ?? 1;
} finally {
  await adminQuery(`drop database if exists ${template} with (force)`);
}
process.exit(status);
