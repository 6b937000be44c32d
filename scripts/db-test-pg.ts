// `npm run test:pg`: the data-layer and account tests against PostgreSQL. Each test file creates a
// fresh database on the server of TEST_DATABASE_URL (default: postgres@127.0.0.1:5432) and drops it
// afterwards (server/db/test-database.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "server/db",
      "server/auth",
      "server/bootstrap.test.ts",
      "server/scheduler",
      "app/features/auth",
      "app/features/client-space",
      "app/features/crm",
      "app/features/orders",
      "app/seed.server.test.ts",
    ];
// Tests that build a database from every migration take a few seconds on PostgreSQL (schema
// changes are slower there than on SQLite): 20 s each, not Vitest's 5.
const result = spawnSync("npx", ["vitest", "run", "--testTimeout=20000", ...files], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
